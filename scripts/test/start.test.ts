import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServices, startBanner } from "../src/start/banner.js";
import { type Started, startAll } from "../src/start/start-all.js";

const TOKEN = "a".repeat(64);
const services: RunningServices = {
  docs: "http://127.0.0.1:4000/",
  mock: "http://127.0.0.1:4010/v1",
  hetznerMock: "http://127.0.0.1:4011/v1",
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
    expect(block).toContain("HETZNER_ENDPOINT=http://127.0.0.1:4011/v1");
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
    expect(banner).toContain(`Web console    ${consoleUrl}`);
    expect(banner).toContain(consolePassword ?? "missing");
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
