import { describe, expect, it } from "vitest";
import { type StartedServer, timeStartup } from "../../src/harness/startup.js";

// A tiny stand-in for a server CLI: waits FAKE_DELAY_MS, listens, prints its ready line, answers
// GET /v1/servers with 200 for the right bearer token and 401 otherwise.
const FAKE_SERVER = `
const http = require("node:http");
const delay = Number(process.env.FAKE_DELAY_MS);
console.log("generated token: s3cret-do-not-log");
if (process.env.FAKE_EXIT) process.exit(Number(process.env.FAKE_EXIT));
setTimeout(() => {
  const server = http.createServer((request, response) => {
    const ok = request.headers.authorization === "Bearer right";
    response.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
    response.end(ok ? '{"servers":[]}' : '{"error":{"code":"unauthorized"}}');
  });
  server.listen(0, "127.0.0.1", () => {
    if (process.env.FAKE_SILENT) return;
    console.log("fake listening on http://127.0.0.1:" + server.address().port + "/v1");
  });
}, delay);
`;

const launch = (env: Record<string, string>, token = "right", timeoutMs = 10_000) =>
  timeStartup({
    nodeArguments: ["-e", FAKE_SERVER],
    env: { FAKE_DELAY_MS: "150", ...env },
    readyUrl: (line) => /^fake listening on (\S+)$/.exec(line)?.[1],
    probePath: "/servers",
    token,
    timeoutMs,
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("timeStartup", () => {
  it("times spawn to the ready line and to the end of the first answer, and leaves it running", async () => {
    const started: StartedServer = await launch({});
    try {
      expect(started.readyLineMs).toBeGreaterThanOrEqual(150);
      expect(started.firstAnswerMs).toBeGreaterThan(started.readyLineMs);
      expect(started.firstAnswer.status).toBe(200);
      expect(started.firstAnswer.body.toString()).toBe('{"servers":[]}');
      expect(started.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      expect(alive(started.pid)).toBe(true);
    } finally {
      await started.stop();
    }
    expect(alive(started.pid)).toBe(false);
  });

  it("counts the whole wait before the ready line, however long", async () => {
    // A lower bound only: on a shared machine the spawn itself may take any time.
    const slow = await launch({ FAKE_DELAY_MS: "700" });
    await slow.stop();
    expect(slow.readyLineMs).toBeGreaterThanOrEqual(700);
    expect(slow.firstAnswerMs).toBeGreaterThan(slow.readyLineMs);
  });

  it("fails when the first answer after the ready line is not 200, without stdout's secrets", async () => {
    const failure = launch({}, "wrong").then(
      () => undefined,
      (error: Error) => error,
    );
    const error = await failure;
    expect(error?.message).toMatch(/first GET \/servers after the ready line answered 401/);
    expect(error?.message).not.toContain("s3cret");
  });

  it("fails when the process exits before it answered", async () => {
    await expect(launch({ FAKE_EXIT: "3" })).rejects.toThrow(/exited \(3\) before it answered/);
  });

  it("fails after its timeout when no ready line comes", async () => {
    await expect(launch({ FAKE_SILENT: "1" }, "right", 600)).rejects.toThrow(
      /no first answer within 600 ms/,
    );
  });
});
