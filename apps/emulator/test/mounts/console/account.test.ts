// Projects and token hashes (src/account/account.ts): how tokens are stored, seeded, used,
// revoked, and what survives a restart on the same data file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  Account,
  API_TOKENS,
  hashToken,
  LAST_USED_PERSIST_MS,
  type TokenRecord,
} from "../../../src/account/account.js";
import { startEmulator } from "../../../src/index.js";
import { MemoryStore } from "../../../src/store/memory-store.js";
import { checkedFetch, specViolations } from "../../support/harness.js";

function setup(resources = 0) {
  let now = Date.parse("2026-01-01T00:00:00Z");
  const store = new MemoryStore();
  const account = new Account(
    store,
    () => now,
    () => resources,
  );
  return { store, account, advance: (ms: number) => (now += ms) };
}

describe("Account", () => {
  it("stores a seeded token as its SHA-256 only, and authenticates it by that hash", () => {
    const { store, account } = setup();
    account.seed([{ token: "plain-seed-token", project: "alpha", readOnly: true }]);
    const records = store.list<TokenRecord>(API_TOKENS);
    expect(records).toHaveLength(1);
    expect(records[0]?.hash).toBe(hashToken("plain-seed-token"));
    expect(JSON.stringify(store.exportSnapshot())).not.toContain("plain-seed-token");
    expect(JSON.stringify(records)).not.toContain("plain-seed-token");
    expect(account.authenticate("plain-seed-token")).toMatchObject({
      project: "alpha",
      readOnly: true,
    });
    expect(account.authenticate("plain-seed-tokeN")).toBeUndefined();
  });

  it("removes seeded tokens no longer configured, keeping the console's", () => {
    const { account } = setup();
    account.seed([{ token: "old-token", project: "alpha", readOnly: false }]);
    const alpha = account.listProjects()[0]?.id ?? 0;
    const made = account.createToken(alpha, "ci", "read_write");
    account.seed([{ token: "new-token", project: "alpha", readOnly: false }]);
    expect(account.authenticate("old-token")).toBeUndefined();
    expect(account.authenticate("new-token")).toBeDefined();
    expect(account.authenticate(made.value)).toBeDefined();
  });

  it("makes 64-character tokens whose listed prefix is the start of the non-secret half", () => {
    const { account } = setup();
    const project = account.createProject("p");
    const made = account.createToken(project.id, "ci", "read");
    expect(made.value).toMatch(/^[0-9a-f]{64}$/);
    expect(made.token.prefix).toBe(made.value.slice(0, 8));
    expect(JSON.stringify(account.listTokens(project.id))).not.toContain(made.value.slice(8));
  });

  it("shows last use exactly but writes it to the store at most once a minute", () => {
    const { store, account, advance } = setup();
    const project = account.createProject("p");
    const made = account.createToken(project.id, "ci", "read");
    const stored = () => store.get<TokenRecord>(API_TOKENS, made.token.id)?.lastUsed;
    account.authenticate(made.value);
    const first = stored();
    expect(first).not.toBeNull();
    advance(10_000);
    account.authenticate(made.value);
    expect(stored()).toBe(first);
    expect(account.listTokens(project.id)[0]?.last_used).not.toBe(first);
    advance(LAST_USED_PERSIST_MS);
    account.authenticate(made.value);
    expect(stored()).not.toBe(first);
  });

  it("refuses to delete a project with resources, naming the count", () => {
    const { account } = setup(3);
    const project = account.createProject("busy");
    expect(() => account.deleteProject(project.id)).toThrow(/still has 3 resources/);
    expect(account.listProjects().map((p) => p.name)).toContain("busy");
  });
});

describe("after a restart on the same data file", () => {
  const directory = mkdtempSync(join(tmpdir(), "account-restart-"));
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
    expect(specViolations).toEqual([]);
  });

  it("keeps the console's projects, tokens and sessions", async () => {
    const options = {
      port: 0,
      host: "127.0.0.1",
      consolePort: 0,
      consolePassword: "restart-password",
      dataFile: join(directory, "state"),
      tokens: "seeded-restart-token=seeded",
    };
    const first = await startEmulator(options);
    const consoleApi = `${first.console?.url}console-api`;
    const signIn = await checkedFetch("console", consoleApi, "/session", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "restart-password" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string };
    const headers = { cookie, "x-csrf-token": csrf, "content-type": "application/json" };
    const project = (
      (await (
        await checkedFetch("console", consoleApi, "/projects", {
          method: "POST",
          headers,
          body: JSON.stringify({ name: "kept" }),
        })
      ).json()) as { project: { id: number } }
    ).project;
    const made = (await (
      await checkedFetch("console", consoleApi, `/projects/${project.id}/tokens`, {
        method: "POST",
        headers,
        body: JSON.stringify({ description: "ci", permission: "read_write" }),
      })
    ).json()) as { value: string };
    await first.close();

    const second = await startEmulator(options);
    try {
      const again = `${second.console?.url}console-api`;
      const projects = await checkedFetch("console", again, "/projects", { headers: { cookie } });
      expect(projects.status).toBe(200);
      expect(JSON.stringify(await projects.json())).toContain('"kept"');
      const api = await checkedFetch("public", second.url, "/servers", {
        headers: { authorization: `Bearer ${made.value}` },
      });
      expect(api.status).toBe(200);
      const seeded = await checkedFetch("public", second.url, "/servers", {
        headers: { authorization: "Bearer seeded-restart-token" },
      });
      expect(seeded.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
