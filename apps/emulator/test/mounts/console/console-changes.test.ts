// `GET /console-api/changes`: the console's live updates. A page keeps the cursor of its last
// answer and is told whether anything changed since, with the answer held (long-poll) while
// nothing did, so an idle page costs one request per `wait` seconds.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "../../../src/index.js";
import { checkedFetch, specViolations } from "../../support/harness.js";

const PASSWORD = "owner-password-changes";
const TOKEN = "changes-token-for-tests-0001";

interface Changes {
  cursor: string;
  changed: boolean;
  running_actions: number;
}

/** A signed-in console client (cookie and CSRF token), as the page is. */
async function signIn(consoleUrl: string) {
  const answer = await checkedFetch("console", `${consoleUrl}console-api`, "/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(answer.status).toBe(201);
  const cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrf_token: csrf } = (await answer.json()) as { csrf_token: string };
  const request = (method: string, path: string) =>
    checkedFetch("console", `${consoleUrl}console-api`, path, {
      method,
      headers: { cookie, ...(method === "GET" ? {} : { "x-csrf-token": csrf }) },
    });
  return {
    request,
    async changes(query: Record<string, string | number> = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([name, value]) => [name, String(value)]),
      );
      const response = await request("GET", `/changes?${search}`);
      return { status: response.status, body: (await response.json()) as Changes };
    },
  };
}

let directory: string;
let emulator: Emulator;
let consoleUrl: string;
let project: number;

/** A change made through the public API with the project's token (one that starts no action). */
async function createPlacementGroup(name: string): Promise<void> {
  const answer = await checkedFetch("public", emulator.url, "/placement_groups", {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ name, type: "spread" }),
  });
  expect(answer.status).toBe(201);
}

async function createServer(name: string): Promise<void> {
  const answer = await checkedFetch("public", emulator.url, "/servers", {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ name, server_type: "cpx22", image: "ubuntu-24.04" }),
  });
  expect(answer.status).toBe(201);
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "console-changes-"));
  emulator = await startEmulator({
    port: 0,
    host: "127.0.0.1",
    consolePort: 0,
    consolePassword: PASSWORD,
    tokens: `${TOKEN}=changes`,
    dataFile: join(directory, "state"),
    actionMs: 1000,
  });
  consoleUrl = emulator.console?.url ?? "";
  const owner = await signIn(consoleUrl);
  const { projects } = (await (await owner.request("GET", "/projects")).json()) as {
    projects: { id: number; key: string }[];
  };
  project = projects.find((entry) => entry.key === "changes")?.id ?? 0;
  expect(project).toBeGreaterThan(0);
});

afterAll(async () => {
  emulator?.control.clock.resume();
  await emulator?.close();
  rmSync(directory, { recursive: true, force: true });
  expect(specViolations).toEqual([]);
});

describe("what changed since a cursor", () => {
  it("answers changed with a cursor when asked without one, and unchanged for that cursor", async () => {
    const owner = await signIn(consoleUrl);
    const first = await owner.changes();
    expect(first.status).toBe(200);
    expect(first.body.changed).toBe(true);
    expect(first.body.cursor).not.toBe("");
    const again = await owner.changes({ since: first.body.cursor });
    expect(again.body).toEqual({ cursor: first.body.cursor, changed: false, running_actions: 0 });
  });

  it("moves the cursor when a resource is made through the public API", async () => {
    const owner = await signIn(consoleUrl);
    const before = (await owner.changes()).body.cursor;
    await createPlacementGroup("moves-the-cursor");
    const after = await owner.changes({ since: before });
    expect(after.body.changed).toBe(true);
    expect(after.body.cursor).not.toBe(before);
  });

  it("does not move the cursor for reads, the console's own or the public API's", async () => {
    const owner = await signIn(consoleUrl);
    const before = (await owner.changes()).body.cursor;
    expect((await owner.request("GET", `/projects/${project}/api/placement_groups`)).status).toBe(
      200,
    );
    const read = await checkedFetch("public", emulator.url, "/placement_groups", {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(read.status).toBe(200);
    expect((await owner.changes({ since: before })).body.changed).toBe(false);
  });

  it("answers changed for a cursor it never gave (e.g. from before a restart)", async () => {
    const owner = await signIn(consoleUrl);
    const current = (await owner.changes()).body.cursor;
    const [, version] = current.split(".");
    const stale = await owner.changes({ since: `00000000.${version}` });
    expect(stale.body).toMatchObject({ changed: true, cursor: current });
  });

  it("holds an answer with nothing to say for `wait` seconds, then says unchanged", async () => {
    const owner = await signIn(consoleUrl);
    const cursor = (await owner.changes()).body.cursor;
    const startedMs = performance.now();
    const held = await owner.changes({ since: cursor, wait: 1 });
    expect(performance.now() - startedMs).toBeGreaterThanOrEqual(950);
    expect(held.body).toEqual({ cursor, changed: false, running_actions: 0 });
  });

  it("ends a held answer as soon as something changes", async () => {
    const owner = await signIn(consoleUrl);
    const cursor = (await owner.changes()).body.cursor;
    const startedMs = performance.now();
    const held = owner.changes({ since: cursor, wait: 25 });
    await createPlacementGroup("wakes-the-page");
    const answer = await held;
    expect(answer.body.changed).toBe(true);
    expect(answer.body.cursor).not.toBe(cursor);
    // Far below the 25 s it would otherwise have been held (the loaded machine gets slack).
    expect(performance.now() - startedMs).toBeLessThan(10_000);
  });

  it("counts the project's running actions, answers at once while they run, and settles them when they end", async () => {
    const owner = await signIn(consoleUrl);
    emulator.control.clock.pause();
    try {
      await createServer("running-action");
      const running = await owner.changes({ project, wait: 25 });
      const started = running.body.running_actions;
      expect(started).toBeGreaterThan(0);
      // An action's progress follows the clock: the page is told to look while it runs.
      const startedMs = performance.now();
      const again = await owner.changes({ project, since: running.body.cursor, wait: 25 });
      expect(performance.now() - startedMs).toBeLessThan(10_000);
      expect(again.body).toMatchObject({ changed: false, running_actions: started });
      // Without a project, its actions are not counted.
      expect((await owner.changes()).body.running_actions).toBe(0);
      emulator.control.clock.advance(60_000);
      // Nobody read through the public API: the changes answer settles the ended action.
      const ended = await owner.changes({ project, since: running.body.cursor });
      expect(ended.body).toMatchObject({ changed: true, running_actions: 0 });
      const server = (await (
        await owner.request("GET", `/projects/${project}/api/servers?name=running-action`)
      ).json()) as { servers: { status: string }[] };
      expect(server.servers.map((entry) => entry.status)).toEqual(["running"]);
    } finally {
      emulator.control.clock.resume();
    }
  });

  it("ends a held answer with 401 when its session ends meanwhile", async () => {
    const owner = await signIn(consoleUrl);
    const cursor = (await owner.changes()).body.cursor;
    const held = owner.changes({ since: cursor, wait: 25 });
    expect((await owner.request("DELETE", "/session")).status).toBe(204);
    const answer = await held;
    expect(answer.status).toBe(401);
    expect((answer.body as unknown as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("refuses an unknown project (404), a wait above 25 s (422) and a caller without a session (401)", async () => {
    const owner = await signIn(consoleUrl);
    const unknown = await owner.changes({ project: 999_999 });
    expect(unknown.status).toBe(404);
    const tooLong = await owner.changes({ wait: 26 });
    expect(tooLong.status).toBe(422);
    expect(JSON.stringify(tooLong.body)).toContain("wait");
    const anonymous = await checkedFetch("console", `${consoleUrl}console-api`, "/changes");
    expect(anonymous.status).toBe(401);
  });

  it("lets the emulator close promptly while an answer is held", async () => {
    const other = await startEmulator({
      port: 0,
      host: "127.0.0.1",
      consolePort: 0,
      consolePassword: PASSWORD,
    });
    const owner = await signIn(other.console?.url ?? "");
    const cursor = (await owner.changes()).body.cursor;
    const held = owner.changes({ since: cursor, wait: 25 }).then(
      (answer) => answer.status,
      () => "cut",
    );
    const startedMs = performance.now();
    await other.close();
    expect(performance.now() - startedMs).toBeLessThan(5_000);
    // Answered (the console stopped listening) or cut with the connection: either way, not held.
    expect([200, "cut"]).toContain(await held);
  });
});
