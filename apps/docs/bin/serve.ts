// `pnpm --filter @cloud-api/docs start`: serves dist/ on 127.0.0.1 (PORT, default 4000).
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createStaticServer } from "../src/static-server.js";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
if (!existsSync(join(dist, "index.html"))) {
  console.error(
    `docs: ${dist}/index.html is missing; run \`pnpm --filter @cloud-api/docs build\` first`,
  );
  process.exit(1);
}
const port = Number(process.env.PORT || 4000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`docs: PORT must be an integer from 0 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}
const server = createStaticServer(dist);
server.on("error", (error) => {
  console.error(`docs: cannot listen on 127.0.0.1:${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, "127.0.0.1", () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`docs: serving ${dist} at http://127.0.0.1:${actual}/`);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
