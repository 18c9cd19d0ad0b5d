import { describe, expect, it } from "vitest";
import { opsPerSecond } from "../../src/sections/client-overhead.js";

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
