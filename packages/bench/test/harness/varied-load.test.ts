import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runVariedLoad, type VariedRequest } from "../../src/harness/load.js";

interface Seen {
  method: string;
  url: string;
  authorization: string;
  contentType: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.setEncoding("utf8").on("data", (chunk: string) => {
      body += chunk;
    });
    request.once("end", () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization ?? "",
      contentType: request.headers["content-type"],
      body,
    });
    // One refusal, so the errors are seen to be counted.
    response.statusCode = request.url?.endsWith("/refuse") ? 404 : 200;
    response.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("runVariedLoad", () => {
  it("sends each request next() hands it, with its own method, path, token and body", async () => {
    let sequence = 0;
    const next = (): VariedRequest => {
      const n = sequence++;
      if (n % 3 === 0) return { method: "GET", path: `/servers?page=${n}`, token: "a" };
      if (n % 3 === 1) return { method: "POST", path: "/ssh_keys", token: "b", body: `{"n":${n}}` };
      return { method: "DELETE", path: n === 2 ? "/refuse" : `/ssh_keys/${n}`, token: "a" };
    };
    const figures = await runVariedLoad({ baseUrl, connections: 2, durationSeconds: 1, next });
    expect(seen.length).toBeGreaterThan(10);
    const gets = seen.filter((entry) => entry.method === "GET");
    const posts = seen.filter((entry) => entry.method === "POST");
    const deletes = seen.filter((entry) => entry.method === "DELETE");
    expect(gets.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(0);
    expect(deletes.length).toBeGreaterThan(0);
    for (const entry of gets) {
      expect(entry.url).toMatch(/^\/v1\/servers\?page=\d+$/);
      expect([entry.authorization, entry.contentType, entry.body]).toEqual([
        "Bearer a",
        undefined,
        "",
      ]);
    }
    for (const entry of posts) {
      expect(entry.url).toBe("/v1/ssh_keys");
      expect(entry.authorization).toBe("Bearer b");
      expect(entry.contentType).toBe("application/json");
      expect(entry.body).toMatch(/^\{"n":\d+\}$/);
    }
    // No two GETs alike: each request is a new one.
    expect(new Set(gets.map((entry) => entry.url)).size).toBe(gets.length);
    expect(figures.errors).toBe(1);
    expect(figures.statusCodes["404"]).toBe(1);
  });
});
