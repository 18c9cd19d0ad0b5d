// The emulator as a service: a health check without a token, the control API's index for the
// admin token, and the CLI's flags and port errors (issue 31).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMULATOR_VERSION, startEmulator } from "../../src/index.js";
import {
  checkedFetch,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "../support/harness.js";

const run = promisify(execFile);
const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const COMMAND = fileURLToPath(new URL("../../bin/cloud-api-emulator.js", import.meta.url));
const SOURCES = fileURLToPath(new URL("../../src/", import.meta.url));

/** The built CLI with `args` and only `env` (plus PATH); resolves once it listens. */
async function startCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 20);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening: ${output}`));
    });
  });
  return { child, url, output: () => output, exited };
}

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ adminToken: "service-admin-token" });
});
afterAll(async () => {
  await emu.close();
  expect(specViolations).toEqual([]);
});

describe("the health check", () => {
  it("answers 200 without a token, with the versions and the store kind", async () => {
    const response = await checkedFetch("control", emu.controlUrl, "/health");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", version: EMULATOR_VERSION, store: "memory" });
    expect(body.api_version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe("the control API's root", () => {
  it("lists its operations for the admin token, and refuses without it", async () => {
    expect((await checkedFetch("control", emu.controlUrl, "")).status).toBe(401);
    const response = await checkedFetch("control", emu.controlUrl, "", {
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

  it("--help lists every setting the command reads as an option beside its variable", async () => {
    const { stdout } = await run(process.execPath, [CLI, "--help"], { timeout: 10_000 });
    for (const [option, variable] of [
      ["--port <port>", "PORT"],
      ["--host <address>", "HOST"],
      ["--console-port <port>", "CONSOLE_PORT"],
      ["--data <path>", "CLOUD_API_DATA"],
      ["--tokens <tok=project[:read],...>", "CLOUD_API_TOKENS"],
      ["--admin-token <token>", "CLOUD_API_ADMIN_TOKEN"],
      ["--console-password <password>", "CLOUD_API_CONSOLE_PASSWORD"],
      ["--seed <file>", "CLOUD_API_SEED"],
      ["--action-ms <ms>", "CLOUD_API_ACTION_MS"],
    ]) {
      expect(stdout).toContain(`  ${option}  (${variable})\n`);
    }
    // Every variable the sources read is listed: a new one cannot be left out of --help.
    const sources = ["cli.ts", "config.ts", "index.ts", "http/json-fragments.ts"].map((file) =>
      readFileSync(join(SOURCES, file), "utf8"),
    );
    const read = new Set(
      sources.flatMap((text) => [...text.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1])),
    );
    expect(read.size).toBeGreaterThan(10);
    for (const variable of read)
      expect(stdout).toMatch(new RegExp(`  --[a-z-]+ <[^>]+>  \\(${variable}\\)`));
    expect(stdout).toMatch(/the option wins\s+when both are set/);
  });

  it("takes options over the environment, and names the option in its errors", async () => {
    const directory = mkdtempSync(join(tmpdir(), "emulator-cli-"));
    const blocker = createServer();
    const taken = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as { port: number }).port)),
    );
    try {
      // The environment's port is taken and its token another: the options are what count.
      const started = await startCli(
        ["--port", "0", "--tokens", "option-token=p", "--console-port", "0"],
        {
          PORT: String(taken),
          CONSOLE_PORT: String(taken),
          CLOUD_API_TOKENS: "env-token=q",
        },
      );
      try {
        const asOption = await checkedFetch("public", started.url, "/servers", {
          headers: { Authorization: "Bearer option-token" },
        });
        expect(asOption.status).toBe(200);
        const asEnv = await checkedFetch("public", started.url, "/servers", {
          headers: { Authorization: "Bearer env-token" },
        });
        expect(asEnv.status).toBe(401);
      } finally {
        started.child.kill("SIGTERM");
        await started.exited;
      }
      const failure = await run(process.execPath, [CLI, "--port", String(taken)], {
        timeout: 10_000,
        env: { PATH: process.env.PATH ?? "" },
      }).catch((error: { code: number; stderr: string }) => error);
      expect((failure as { code: number }).code).toBe(1);
      expect((failure as { stderr: string }).stderr).toContain(
        `cannot listen on 127.0.0.1:${taken}: the port is in use (give --port another port, or 0 for any free one)`,
      );
      const badPort = await run(process.execPath, [CLI, "--console-port", "70000"], {
        timeout: 10_000,
        env: { PATH: process.env.PATH ?? "" },
      }).catch((error: { stderr: string }) => error);
      expect((badPort as { stderr: string }).stderr).toContain(
        "--console-port must be a port from 0 to 65535, got '70000'",
      );
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("prints one line on SIGINT and SIGTERM: what stopped, why, and where the state is", async () => {
    const directory = mkdtempSync(join(tmpdir(), "emulator-cli-"));
    try {
      const dataFile = join(directory, "state");
      const durable = await startCli(["--port", "0", "--console-port", "0", "--data", dataFile], {
        CLOUD_API_TOKENS: "t=p",
      });
      durable.child.kill("SIGTERM");
      expect(await durable.exited).toBe(0);
      expect(durable.output().trimEnd().split("\n").at(-1)).toBe(
        `cloud-api emulator stopped on SIGTERM; its state is kept in ${dataFile}`,
      );
      const inMemory = await startCli([], {
        PORT: "0",
        CONSOLE_PORT: "0",
        CLOUD_API_TOKENS: "t=p",
      });
      inMemory.child.kill("SIGINT");
      expect(await inMemory.exited).toBe(0);
      expect(inMemory.output().trimEnd().split("\n").at(-1)).toBe(
        "cloud-api emulator stopped on Ctrl-C (SIGINT); its state was in memory and is gone (--data or CLOUD_API_DATA keeps it)",
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
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
  it("starts node with the heap flags of its #! line, serves, and stops on SIGTERM", async () => {
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
      expect(argv.slice(1, 4)).toEqual([
        "--max-semi-space-size=4",
        "--heap-growing-percent=30",
        COMMAND,
      ]);
      const response = await checkedFetch("public", url, "/servers", {
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

  it("names the setting the caller set the port with (pnpm start: EMULATOR_PORT)", async () => {
    await expect(
      startEmulator({
        host: "127.0.0.1",
        port,
        env: {},
        tokens: "t=p",
        settingNames: { PORT: "EMULATOR_PORT" },
      }),
    ).rejects.toThrow("the port is in use (set EMULATOR_PORT to another port");
  });

  it("names the service and the variable that moves it (console: CONSOLE_PORT)", async () => {
    await expect(
      startEmulator({ host: "127.0.0.1", port: 0, consolePort: port, env: {}, tokens: "t=p" }),
    ).rejects.toThrow(/web console cannot listen on .*\(set CONSOLE_PORT/);
  });
});
