import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServices, startBanner, stopLine } from "../src/start/banner.js";
import { type Started, startAll } from "../src/start/start-all.js";

const SCRIPTS_DIR = fileURLToPath(new URL("../", import.meta.url));
const START_CLI = fileURLToPath(new URL("../src/start/cli.ts", import.meta.url));

/** `pnpm start`'s command after the build, with `env`; resolves when it exits. */
function runStart(
  env: Record<string, string>,
  onOutput: (output: string, child: ReturnType<typeof spawn>) => void = () => {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // As package.json's start:all runs it: one process, tsx as a loader (the tsx command would
  // relay signals through a parent that SIGKILLs the child when it is slow to answer).
  const child = spawn(process.execPath, ["--import", "tsx", START_CLI], {
    cwd: SCRIPTS_DIR,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk;
    onOutput(stdout, child);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

function listenAnywhere(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
  );
}

const TOKEN = "a".repeat(64);
const services: RunningServices = {
  docs: "http://127.0.0.1:4000/",
  mock: "http://127.0.0.1:4010/v1",
  hetznerMock: "http://127.0.0.1:4011/v1",
  hetznerEmulator: "http://127.0.0.1:4020/hetzner/v1",
  emulator: "http://127.0.0.1:4020/v1",
  control: "http://127.0.0.1:4020/_emulator",
  adminToken: "b".repeat(64),
  seeded: [],
  tokens: [{ token: TOKEN, project: "default", readOnly: false }],
  generated: true,
  unimplemented: [],
  mockLog: false,
};

describe("the pnpm start block", () => {
  it("lists every URL, the generated token and how to see Prism's log", () => {
    const block = startBanner(services);
    for (const url of [services.docs, services.mock, services.hetznerMock, services.emulator]) {
      expect(block).toContain(url);
    }
    expect(block).toMatch(/Hetzner mock +http:\/\/127\.0\.0\.1:4011\/v1/);
    expect(block).toMatch(/Hetzner emulator +http:\/\/127\.0\.0\.1:4020\/hetzner\/v1/);
    expect(block).toContain("HETZNER_ENDPOINT=http://127.0.0.1:4020/hetzner/v1");
    expect(block).toContain(`    ${TOKEN}\n`);
    expect(block).toContain(`Bearer ${TOKEN}" http://127.0.0.1:4020/v1/servers`);
    expect(block).toContain("MOCK_LOG=1 pnpm start");
    expect(block).toMatch(/Control API +http:\/\/127\.0\.0\.1:4020\/_emulator/);
    expect(block).toContain(`    ${"b".repeat(64)}\n`);
    expect(block).not.toContain("Web console");
  });

  it("has a row for the web console once there is one", () => {
    const block = startBanner({ ...services, console: "http://127.0.0.1:4030/" });
    expect(block).toMatch(/Web console +http:\/\/127\.0\.0\.1:4030\//);
  });

  it("prints a configured token only in the curl line that must work as printed", () => {
    const block = startBanner({
      ...services,
      generated: false,
      adminToken: undefined,
      tokens: [
        { token: "user-secret-1", project: "a", readOnly: true },
        { token: "user-secret-2", project: "b", readOnly: false },
        { token: "user-secret-3", project: "c", readOnly: false },
      ],
    });
    // The first read-write token, once, in the curl line; no other configured token anywhere.
    expect(block.split("user-secret-2")).toHaveLength(2);
    expect(block).toMatch(/curl -H "Authorization: Bearer user-secret-2" \S+\/servers/);
    expect(block).not.toContain("user-secret-1");
    expect(block).not.toContain("user-secret-3");
    expect(block).not.toContain("admin token");
    expect(block).toContain("project 'a' (read-only)");
  });

  it("shows each base URL with an example path to open, the mock's and the control API's too", () => {
    const block = startBanner(services);
    expect(block).toContain("The /v1 URLs are base URLs: a request adds a path and a bearer token");
    expect(block).toContain(
      'curl -H "Authorization: Bearer any-token" http://127.0.0.1:4010/v1/locations',
    );
    expect(block).toContain("curl http://127.0.0.1:4020/_emulator/health");
  });

  it("says in one line what stopped, why, and where the emulator's state is", () => {
    expect(stopLine("Ctrl-C", { ...services, console: "http://127.0.0.1:4030/" })).toBe(
      "cloud-api stopped (Ctrl-C): the docs, the mocks, the emulator and the web console; the emulator's state was in memory and is gone (CLOUD_API_DATA=<path> keeps it)\n",
    );
    expect(stopLine("SIGTERM", { ...services, dataFile: "/var/state.lmdb" })).toBe(
      "cloud-api stopped (SIGTERM): the docs, the mocks and the emulator; the emulator's state is kept in /var/state.lmdb\n",
    );
  });

  it("drops the MOCK_LOG hint when the log is already shown", () => {
    expect(startBanner({ ...services, mockLog: true })).not.toContain("MOCK_LOG");
  });
});

describe("startAll", () => {
  const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  let started: Started;
  const output: string[] = [];
  beforeAll(async () => {
    started = await startAll({
      repoRoot,
      docsPort: 0,
      mockPort: 0,
      hetznerMockPort: 0,
      emulatorPort: 0,
      consolePort: 0,
      mockLog: true,
      write: (text) => output.push(text),
      env: { CLOUD_API_ACTION_MS: "0" },
    });
  }, 60_000);
  afterAll(() => started?.stop());

  it("serves the docs, both mocks and the emulator, each answering at its printed URL", async () => {
    const { docs, mock, hetznerMock, emulator, tokens } = started.services;
    expect((await fetch(docs)).status).toBe(200);
    const token = tokens[0]?.token ?? "";
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const fromMock = await fetch(`${mock}/locations`, auth);
    expect(fromMock.status).toBe(200);
    const fromHetznerMock = await fetch(`${hetznerMock}/storage_box_types`, auth);
    expect(fromHetznerMock.status).toBe(200);
    const fromEmulator = await fetch(`${emulator}/servers`, auth);
    expect(fromEmulator.status).toBe(200);
    const fromHetznerEmulator = await fetch(
      `${started.services.hetznerEmulator}/storage_boxes`,
      auth,
    );
    expect(fromHetznerEmulator.status).toBe(200);
    expect(started.services.generated).toBe(true);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it("serves the web console at its printed URL and prints its generated owner password", async () => {
    const { console: consoleUrl, consolePassword } = started.services;
    expect(consoleUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(consoleUrl ?? "");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    expect(consolePassword?.length).toBeGreaterThanOrEqual(16);
    const banner = startBanner(started.services);
    expect(banner).toMatch(new RegExp(`Web console +${consoleUrl}`));
    expect(banner).toContain(consolePassword ?? "missing");
  });

  it("prints only URLs that answer when opened as printed, each saying what it is", async () => {
    const banner = startBanner(started.services);
    const printed = [...new Set(banner.match(/http:\/\/127\.0\.0\.1:\d+\/\S*/g) ?? [])];
    const {
      docs,
      mock,
      hetznerMock,
      hetznerEmulator,
      emulator,
      control,
      console: consoleUrl,
      tokens,
      adminToken,
    } = started.services;
    expect(printed.sort()).toEqual(
      [
        docs,
        mock,
        hetznerMock,
        hetznerEmulator,
        emulator,
        control,
        consoleUrl,
        `${emulator}/servers`,
        `${mock}/locations`,
        `${control}/health`,
      ].sort(),
    );
    const open = async (url: string, token?: string) => {
      const response = await fetch(url, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      const text = await response.text();
      return { status: response.status, text };
    };
    // Opened in a browser: pages, or an envelope that says what to do.
    for (const url of [docs, consoleUrl ?? ""]) expect((await open(url)).status).toBe(200);
    expect((await open(`${control}/health`)).status).toBe(200);
    const bareMock = await open(mock);
    expect(bareMock.status).toBe(404);
    expect(JSON.parse(bareMock.text).error.message).toMatch(/^\/v1 is the API's base URL/);
    const bareHetznerMock = await open(hetznerMock);
    expect(bareHetznerMock.status).toBe(404);
    expect(JSON.parse(bareHetznerMock.text).error.message).toContain(
      `e.g. GET /v1/storage_box_types with`,
    );
    expect(JSON.parse((await open(emulator)).text).error.message).toBe(
      "missing 'Authorization: Bearer <token>' header",
    );
    expect(JSON.parse((await open(control)).text).error.message).toContain("admin token");
    // With the printed tokens: the base URL says it is one, the examples answer.
    const bareEmulator = await open(emulator, tokens[0]?.token);
    expect([bareEmulator.status, JSON.parse(bareEmulator.text).error.code]).toEqual([
      404,
      "not_found",
    ]);
    expect(JSON.parse(bareEmulator.text).error.message).toMatch(/^\/v1 is the API's base URL/);
    const bareHetznerEmulator = await open(hetznerEmulator, tokens[0]?.token);
    expect(JSON.parse(bareHetznerEmulator.text).error.message).toMatch(
      /^\/hetzner\/v1 is the API's base URL/,
    );
    expect((await open(`${emulator}/servers`, tokens[0]?.token)).status).toBe(200);
    expect((await open(`${mock}/locations`, "any-token")).status).toBe(200);
    expect((await open(control, adminToken)).status).toBe(200);
  });

  it("shows Prism's request log, each line prefixed, when MOCK_LOG asks for it", async () => {
    const { mock, tokens } = started.services;
    await fetch(`${mock}/locations`, { headers: { Authorization: `Bearer ${tokens[0]?.token}` } });
    const lines = output.join("").split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^(hetzner )?mock \| /);
    expect(lines.some((line) => /get \/v1\/locations .*Request received/i.test(line))).toBe(true);
  });
});

describe("pnpm start's command", () => {
  it("names the variable of each taken port (DOCS_PORT, MOCK_PORT, HETZNER_MOCK_PORT, EMULATOR_PORT), one line each", async () => {
    // They only hold the ports: a connection (Prism's readiness probe) is closed at once.
    const blockers = [1, 2, 3, 4].map(() => createServer((socket) => socket.destroy()));
    const [docsPort, mockPort, hetznerMockPort, emulatorPort] = await Promise.all(
      blockers.map(listenAnywhere),
    );
    try {
      const { code, stdout, stderr } = await runStart({
        DOCS_PORT: String(docsPort),
        MOCK_PORT: String(mockPort),
        HETZNER_MOCK_PORT: String(hetznerMockPort),
        EMULATOR_PORT: String(emulatorPort),
        CONSOLE_PORT: "0",
      });
      expect(code).toBe(1);
      expect(stdout).not.toContain("cloud-api is running");
      expect(stderr.trimEnd().split("\n")).toEqual([
        `start: the API reference cannot listen on 127.0.0.1:${docsPort}: the port is in use (set DOCS_PORT to another port, or 0 for any free one)`,
        `start: the Prism mock cannot listen on 127.0.0.1:${mockPort}: the port is in use (set MOCK_PORT to another port, or 0 for any free one)`,
        `start: the Prism mock cannot listen on 127.0.0.1:${hetznerMockPort}: the port is in use (set HETZNER_MOCK_PORT to another port, or 0 for any free one)`,
        `start: the emulator's API cannot listen on 127.0.0.1:${emulatorPort}: the port is in use (set EMULATOR_PORT to another port, or 0 for any free one)`,
      ]);
    } finally {
      await Promise.all(
        blockers.map((blocker) => new Promise<void>((resolve) => blocker.close(() => resolve()))),
      );
    }
  }, 60_000);

  it("stops on SIGTERM with one line: what stopped, why, and where the state is kept", async () => {
    const directory = mkdtempSync(join(tmpdir(), "start-stop-"));
    const dataFile = join(directory, "state.lmdb");
    try {
      let signalled = false;
      const { code, stdout } = await runStart(
        {
          DOCS_PORT: "0",
          MOCK_PORT: "0",
          HETZNER_MOCK_PORT: "0",
          EMULATOR_PORT: "0",
          CONSOLE_PORT: "0",
          CLOUD_API_DATA: dataFile,
        },
        (output, child) => {
          if (signalled || !output.includes("Client: createCloudClient")) return;
          signalled = true;
          child.kill("SIGTERM");
        },
      );
      expect(code).toBe(0);
      expect(stdout.trimEnd().split("\n").at(-1)).toBe(
        `cloud-api stopped (SIGTERM): the docs, the mocks, the emulator and the web console; the emulator's state is kept in ${dataFile}`,
      );
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
