// The HTTP edge (issue 27): pipelined answers in order, unknown expectations in the envelope, the
// control API's clock bounded, and the admin token throttled without locking out its owner. Each
// test was written first and failed on the emulator before the fix.
import { connect } from "node:net";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkedFetch,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "../support/harness.js";
import { isEnvelope, rawRequest } from "../support/raw-http.js";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ adminToken: "edge-admin-token" });
});
afterAll(async () => {
  await emu.close();
  expect(specViolations).toEqual([]);
});

/**
 * Writes `payload` on one connection and reads until the server closes it. Unchecked, as are the
 * `rawRequest`s below: they test the HTTP layer byte by byte, below any document's operations.
 */
function exchange(payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(emu.port, "127.0.0.1");
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(Buffer.concat(received).toString("utf8"));
    }, 5000);
    socket.on("connect", () => socket.write(payload));
    socket.on("data", (data) => received.push(data));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(received).toString("utf8"));
    });
  });
}

const controlCall = (method: string, path: string, token: string, body?: unknown) =>
  checkedFetch("control", emu.controlUrl, path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("answers on one connection", () => {
  it("a malformed request pipelined after a valid one never gets its answer first", async () => {
    const body = JSON.stringify({
      name: "pipelined",
      public_key: sshPublicKey("pipe"),
    });
    const valid =
      "POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tok-a\r\n" +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const text = await exchange(`${valid}GARBAGE \x00 not http\r\n\r\n`);
    const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1]);
    // The valid request's answer first; the malformed one's after it, or none.
    expect(statuses[0]).toBe("201");
    expect(statuses.slice(1).every((status) => status === "400")).toBe(true);
  });
});

describe("Expect", () => {
  it("answers an unknown expectation with 417 in the envelope", async () => {
    const answer = await rawRequest(emu.port, [
      "GET /v1/ssh_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tok-a\r\nExpect: teapot\r\nConnection: close\r\n\r\n",
    ]);
    expect(answer.status).toBe(417);
    expect(isEnvelope(answer.body)).toBe(true);
    expect(JSON.parse(answer.body).error.code).toBe("invalid_input");
  });

  it("still serves 100-continue", async () => {
    const answer = await rawRequest(emu.port, [
      "GET /v1/ssh_keys HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer tok-a\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n",
    ]);
    expect([100, 200]).toContain(answer.status);
  });
});

describe("the control API's clock", () => {
  it("refuses an advance that would move dates past what they can hold, and applies nothing", async () => {
    const before = (await (await controlCall("GET", "/clock", "edge-admin-token")).json()) as {
      clock: { now: string };
    };
    const refused = await controlCall("POST", "/clock", "edge-admin-token", {
      advance_ms: 8_000_000_000_000_000,
    });
    expect(refused.status).toBe(422);
    const envelope = (await refused.json()) as { error: { code: string; message: string } };
    expect(envelope.error.code).toBe("invalid_input");
    expect(envelope.error.message).toContain("advance_ms");
    const after = (await (await controlCall("GET", "/clock", "edge-admin-token")).json()) as {
      clock: { now: string };
    };
    expect(Date.parse(after.clock.now) - Date.parse(before.clock.now)).toBeLessThan(60_000);
    // Creates still work.
    const created = await emu.call("POST", "/placement_groups", {
      body: { name: "after-clock", type: "spread" },
    });
    expect(created.status).toBe(201);
  });
});

describe("the admin token", () => {
  it("throttles wrong tokens, and the owner's token still works while it does", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      statuses.push((await controlCall("GET", "/clock", `guess-${attempt}`)).status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
    // Past the budget, wrong guesses are answered 429 with Retry-After.
    const throttled = await controlCall("GET", "/clock", "guess-late");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner is not locked out.
    expect((await controlCall("GET", "/clock", "edge-admin-token")).status).toBe(200);
  });
});
