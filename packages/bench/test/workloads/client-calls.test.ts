import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildService, startChildService } from "../../src/harness/processes.js";
import {
  CLIENT_VARIANTS,
  clientCall,
  cpuPerCall,
  makeClientCalls,
  opsPerSecond,
} from "../../src/workloads/client-calls.js";

describe("opsPerSecond", () => {
  it("makes exactly the requested number of calls, never more than inFlight at once", async () => {
    let calls = 0;
    let pending = 0;
    let mostPending = 0;
    const call = async () => {
      calls++;
      pending++;
      mostPending = Math.max(mostPending, pending);
      await new Promise((resolve) => setImmediate(resolve));
      pending--;
    };
    const rate = await opsPerSecond(call, 103, 16);
    expect(calls).toBe(103);
    expect(mostPending).toBe(16);
    expect(rate).toBeGreaterThan(0);
  });

  it("runs one at a time in sequential mode", async () => {
    let pending = 0;
    let mostPending = 0;
    await opsPerSecond(
      async () => {
        pending++;
        mostPending = Math.max(mostPending, pending);
        await Promise.resolve();
        pending--;
      },
      20,
      1,
    );
    expect(mostPending).toBe(1);
  });

  it("passes a failing call's error on instead of counting it as done", async () => {
    await expect(
      opsPerSecond(
        async () => {
          throw new Error("GET /ssh_keys answered 500");
        },
        10,
        2,
      ),
    ).rejects.toThrow("answered 500");
  });
});

describe("cpuPerCall", () => {
  it("makes every call and reports this process's CPU per call", async () => {
    let calls = 0;
    const perCall = await cpuPerCall(
      async () => {
        calls++;
        // Enough work per call that the CPU clock sees it.
        for (let index = 0; index < 20_000; index++) Math.sqrt(index);
        await Promise.resolve();
      },
      50,
      4,
    );
    expect(calls).toBe(50);
    expect(perCall).toBeGreaterThan(0);
  });
});

describe("the client-overhead variants against the fixed-list server", () => {
  let server: ChildService<{ url: string }>;
  beforeAll(async () => {
    server = await startChildService<{ url: string }>(
      new URL("../../src/servers/fixed-list-server.ts", import.meta.url).pathname,
      {},
    );
  }, 30_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("all get the list", async () => {
    const calls = await makeClientCalls(server.info.url);
    expect(Object.keys(calls).sort()).toEqual([...CLIENT_VARIANTS].sort());
    for (const variant of CLIENT_VARIANTS) await expect(calls[variant]()).resolves.toBeUndefined();
  });

  it("each fails, naming the status, where the server has no list", async () => {
    // The server answers 404 for anything but /v1/ssh_keys.
    const calls = await makeClientCalls(`${server.info.url}/elsewhere`);
    for (const variant of CLIENT_VARIANTS) {
      await expect(calls[variant](), variant).rejects.toThrow(/404/);
    }
  });

  it("loads any other name as a client build, and names it when its request fails", async () => {
    const build = import.meta.resolve("@cloud-api/client");
    await expect((await clientCall(build, server.info.url))()).resolves.toBeUndefined();
    const failing = await clientCall(build, `${server.info.url}/elsewhere`);
    await expect(failing()).rejects.toThrow(`${build}: GET /ssh_keys answered 404`);
  });
});
