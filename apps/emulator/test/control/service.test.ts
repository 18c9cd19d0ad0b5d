// The emulator as a service: a health check without a token, the control API's index for the
// admin token, and the CLI's flags and port errors (issue 31).
import { execFile, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_VERSION, startEmulator } from "../../src/index.js";
import { startTestEmulator, type TestEmulator } from "../support/harness.js";

const run = promisify(execFile);
const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const COMMAND = fileURLToPath(new URL("../../bin/cloud-api-emulator.js", import.meta.url));

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ adminToken: "service-admin-token" });
});
afterAll(async () => {
  await emu.close();
});

describe("the health check", () => {
  it("answers 200 without a token, with the versions and the store kind", async () => {
    const response = await fetch(`${emu.controlUrl}/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", version: EMULATOR_VERSION, store: "memory" });
    expect(body.api_version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("the control API's root", () => {
  it("lists its operations for the admin token, and refuses without it", async () => {
    expect((await fetch(emu.controlUrl)).status).toBe(401);
    const response = await fetch(emu.controlUrl, {
      headers: { Authorization: "Bearer service-admin-token" },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      operations: { operation_id: string; method: string; path: string }[];
    };
    expect(body.operations).toContainEqual(
      expect.objectContaining({
        operation_id: "reset_state",
        method: "POST",
        path: "/_emulator/reset",
      }),
    );
    expect(body.operations.map((operation) => operation.operation_id)).toContain("get_health");
  });
});

describe("the CLI", () => {
  it("--help prints the usage and exits 0 without serving", async () => {
    const { stdout } = await run(process.execPath, [CLI, "--help"], { timeout: 10_000 });
    expect(stdout).toContain("Usage: cloud-api-emulator");
    expect(stdout).toContain("CLOUD_API_TOKENS");
  });

  it("--version prints the version", async () => {
    const { stdout } = await run(process.execPath, [CLI, "--version"], { timeout: 10_000 });
    expect(stdout.trim()).toBe(EMULATOR_VERSION);
  });

  it("refuses an unknown flag with exit code 2", async () => {
    const failure = await run(process.execPath, [CLI, "--bogus"], { timeout: 10_000 }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((failure as { code: number }).code).toBe(2);
    expect((failure as { stderr: string }).stderr).toContain("--bogus");
  });
});

// The published command is run the way npm's symlink and pnpm's shim run it: its #! line decides
// node's flags (the heap cap, README "Memory"). /proc shows the command line the kernel ran.
describe.skipIf(process.platform !== "linux")("the published command", () => {
  it("starts node with the heap flag of its #! line, serves, and stops on SIGTERM", async () => {
    const child = spawn(COMMAND, [], {
      env: {
        // This test's node first, so env finds the same version.
        PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ""}`,
        HOST: "127.0.0.1",
        PORT: "0",
        CONSOLE_PORT: "0",
        CLOUD_API_TOKENS: "command-token=p",
        CLOUD_API_ADMIN_TOKEN: "command-admin-token-0123",
        CLOUD_API_CONSOLE_PASSWORD: "command-console-password",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | string | null>((resolve) =>
      child.once("exit", (code, signal) => resolve(code ?? signal)),
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk;
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once("exit", () => reject(new Error(`exited before listening: ${output}`)));
      });
      const argv = readFileSync(`/proc/${child.pid}/cmdline`, "utf8").split("\0");
      expect(argv.slice(1, 3)).toEqual(["--max-semi-space-size=4", COMMAND]);
      const response = await fetch(`${url}/servers`, {
        headers: { Authorization: "Bearer command-token" },
      });
      expect(response.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  });
});

describe("a port that is taken", () => {
  let blocker: Server;
  let port: number;
  beforeAll(async () => {
    blocker = createServer();
    port = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as { port: number }).port)),
    );
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it("names the service and the variable that moves it (API: PORT)", async () => {
    await expect(
      startEmulator({ host: "127.0.0.1", port, env: {}, tokens: "t=p" }),
    ).rejects.toThrow(
      /emulator's API cannot listen on 127\.0\.0\.1:\d+: the port is in use \(set PORT/,
    );
  });

  it("names the service and the variable that moves it (console: CONSOLE_PORT)", async () => {
    await expect(
      startEmulator({ host: "127.0.0.1", port: 0, consolePort: port, env: {}, tokens: "t=p" }),
    ).rejects.toThrow(/web console cannot listen on .*\(set CONSOLE_PORT/);
  });
});
