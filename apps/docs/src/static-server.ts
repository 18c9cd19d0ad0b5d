// A small static file server for the built site: enough to preview `dist/` and to serve it to
// the browser test. Any static host serves the same files the same way.
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".css": "text/css; charset=utf-8",
};

/** Maps a request path to a file under `root`, or undefined when it would escape `root`. */
export function fileForRequest(root: string, requestUrl: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, "http://localhost").pathname);
  } catch {
    return undefined;
  }
  // normalize() of an absolute path drops every leading "..", so the result stays below root.
  const file = join(root, normalize(pathname));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

export function createStaticServer(root: string): Server {
  return createServer(async (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    let file = fileForRequest(root, request.url ?? "/");
    if (file === undefined) {
      response.writeHead(400, { "content-type": "text/plain" }).end("bad path\n");
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      response.writeHead(200, {
        "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
        "content-length": body.byteLength,
      });
      response.end(request.method === "HEAD" ? undefined : body);
    } catch {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
    }
  });
}
