// Minimal static server for dist/ on 127.0.0.1 (the docs issue replaces it).
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { dirname, extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const types = {
  ".html": "text/html; charset=utf-8",
  ".json": "application/json",
  ".yaml": "application/yaml",
  ".js": "text/javascript",
};
const port = Number(process.env.PORT ?? 4000);
createServer(async (req, res) => {
  const path =
    normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/^\/+/, "") || "index.html";
  try {
    const body = await readFile(join(dist, path));
    res
      .writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" })
      .end(body);
  } catch {
    res.writeHead(404).end("not found");
  }
}).listen(port, "127.0.0.1", () => console.log(`docs: http://127.0.0.1:${port}/`));
