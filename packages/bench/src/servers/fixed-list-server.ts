// Child-process entry: a bare node:http server that answers GET /v1/ssh_keys with a fixed page,
// so the client-overhead benchmark measures the clients and not a server's work.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { announceReady, closeOnSignal } from "../harness/processes.js";
import { FIXED_LIST_PATH, fixedListBody, fixedListHeaders } from "./fixed-list-body.js";

const body = Buffer.from(fixedListBody());

const server = createServer((request, response) => {
  const path = request.url?.split("?")[0];
  if (request.method !== "GET" || path !== FIXED_LIST_PATH) {
    response.writeHead(404, { "Content-Type": "application/json" });
    response.end('{"error":{"code":"not_found","message":"only GET /v1/ssh_keys is served"}}');
    return;
  }
  response.writeHead(200, fixedListHeaders(body.length));
  response.end(body);
});
server.keepAliveTimeout = 60_000;

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  announceReady({ url: `http://127.0.0.1:${port}/v1` });
});
closeOnSignal(() => new Promise((resolve) => server.close(() => resolve())));
