// The console API's TypeScript types, from its document (console-api/openapi.yaml), which this
// package owns: src/generated/console-api.d.ts. The app's API client is typed with them, and the
// emulator, which serves the document, types its handlers with them.
// `--check` fails when the committed file is stale.
import { generateTypes } from "@cloud-api/spec/generate-types";

const fresh = await generateTypes({
  input: new URL("../console-api/openapi.yaml", import.meta.url).pathname,
  output: new URL("../src/generated/console-api.d.ts", import.meta.url).pathname,
  source: "apps/console/console-api/openapi.yaml (the console API)",
  command: "pnpm --filter @cloud-api/console generate",
  check: process.argv.includes("--check"),
});
if (!fresh) process.exit(1);
