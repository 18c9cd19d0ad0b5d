import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { percentile, sampleLatency } from "../../src/harness/latency.js";

describe("percentile", () => {
  it("takes the nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 0.5)).toBe(50);
  });
  it("gives the only value of a single sample", () => {
    expect(percentile([7], 0.99)).toBe(7);
  });
  it("refuses an empty list", () => {
    expect(() => percentile([], 0.5)).toThrow(/no values/);
  });
});

describe("sampleLatency", () => {
  let server: Server;
  let origin = "";
  const seenAuthorization: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seenAuthorization.push(request.headers.authorization ?? "");
      response.writeHead(request.url === "/ok" ? 200 : 404).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("stops at maxRequests and sends the bearer token", async () => {
    seenAuthorization.length = 0;
    const sample = await sampleLatency({
      url: `${origin}/ok`,
      token: "t0ken",
      maxRequests: 5,
      maxSeconds: 30,
      minRequests: 1,
      requestTimeoutMs: 5_000,
    });
    expect(sample.requests).toBe(5);
    expect(sample.errors).toBe(0);
    expect(sample.p99Ms).toBeGreaterThanOrEqual(sample.p50Ms);
    expect(seenAuthorization).toEqual(Array(5).fill("Bearer t0ken"));
  });

  it("makes minRequests even after maxSeconds has passed", async () => {
    const sample = await sampleLatency({
      url: `${origin}/ok`,
      token: "t",
      maxRequests: 10,
      maxSeconds: 0,
      minRequests: 4,
      requestTimeoutMs: 5_000,
    });
    expect(sample.requests).toBe(4);
  });

  it("fails, naming the path, when no request is answered with 200", async () => {
    await expect(
      sampleLatency({
        url: `${origin}/missing`,
        token: "t",
        maxRequests: 3,
        maxSeconds: 30,
        minRequests: 1,
        requestTimeoutMs: 5_000,
      }),
    ).rejects.toThrow("every request to /missing failed (3 errors)");
  });
});
