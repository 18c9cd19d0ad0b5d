// The console API (apps/console/console-api/openapi.yaml) over HTTP: sign-in failures,
// throttling, CSRF, project deletion refused with resources, and tokens kept only as hashes.
// Every console API answer is checked against the console API's document (recordAnswer).
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "../../../src/index.js";
import { recordAnswer, specViolations } from "../../support/harness.js";

const PASSWORD = "owner-password-1";
const SSH_KEY = sshPublicKey("owner@example");

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: () => Record<string, unknown>;
}

class ConsoleSession {
  cookie: string | undefined;
  csrf: string | undefined;
  constructor(readonly base: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...extra };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf && method !== "GET" && !("x-csrf-token" in extra)) {
      headers["x-csrf-token"] = this.csrf;
    }
    const response = await fetch(`${this.base}console-api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    await recordAnswer("console", method, path, {
      status: response.status,
      text,
      headers: response.headers,
    });
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: () => JSON.parse(text) as Record<string, unknown>,
    };
  }

  async signIn(password = PASSWORD): Promise<Answer> {
    const answer = await this.request("POST", "/session", { password });
    if (answer.status === 201) {
      this.cookie = (answer.headers.get("set-cookie") ?? "").split(";")[0];
      this.csrf = answer.json().csrf_token as string;
    }
    return answer;
  }
}

function errorCode(answer: Answer): string {
  return (answer.json().error as { code: string }).code;
}

function stateBytes(directory: string): Buffer {
  return Buffer.concat(readdirSync(directory).map((name) => readFileSync(join(directory, name))));
}

let directory: string;
let emulator: Emulator;
let base: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "console-api-"));
  emulator = await startEmulator({
    port: 0,
    host: "127.0.0.1",
    consolePort: 0,
    consolePassword: PASSWORD,
    tokens: "seeded-token-for-tests-0001=seeded",
    dataFile: join(directory, "state"),
    actionMs: 0,
  });
  base = emulator.console?.url ?? "";
});

afterAll(async () => {
  await emulator?.close();
  rmSync(directory, { recursive: true, force: true });
  expect(specViolations).toEqual([]);
});

describe("sign-in", () => {
  it("refuses a wrong password with 401 unauthorized and sets no cookie", async () => {
    const session = new ConsoleSession(base);
    const answer = await session.signIn("not-the-password");
    expect(answer.status).toBe(401);
    expect(errorCode(answer)).toBe("unauthorized");
    expect(answer.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a body without password with 422 invalid_input naming the field", async () => {
    const answer = await new ConsoleSession(base).request("POST", "/session", {});
    expect(answer.status).toBe(422);
    expect(answer.text).toContain("password");
  });

  it("answers 401 to every console request without a session", async () => {
    const session = new ConsoleSession(base);
    expect((await session.request("GET", "/projects")).status).toBe(401);
    session.cookie = `console_session=${"0".repeat(64)}`;
    expect((await session.request("GET", "/projects")).status).toBe(401);
  });

  it("tells a page without a session that it is signed out, with 200 rather than 401", async () => {
    const session = new ConsoleSession(base);
    const signedOut = await session.request("GET", "/session");
    expect([signedOut.status, signedOut.json()]).toEqual([200, { signed_in: false }]);
    session.cookie = `console_session=${"0".repeat(64)}`;
    expect((await session.request("GET", "/session")).json()).toEqual({ signed_in: false });
    await session.signIn();
    const signedIn = await session.request("GET", "/session");
    expect(signedIn.status).toBe(200);
    expect(signedIn.json()).toEqual({
      signed_in: true,
      csrf_token: session.csrf,
      api_url: emulator.url,
    });
  });

  it("answers 404 not_found in the envelope for an unknown console API path", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const answer = await session.request("GET", "/nothing-here");
    expect(answer.status).toBe(404);
    expect(errorCode(answer)).toBe("not_found");
  });

  it("sets an HttpOnly, SameSite=Strict session cookie", async () => {
    const answer = await new ConsoleSession(base).signIn();
    expect(answer.status).toBe(201);
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^console_session=[0-9a-f]{64};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
  });

  it("ends the session on sign-out", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    expect((await session.request("DELETE", "/session")).status).toBe(204);
    expect((await session.request("GET", "/projects")).status).toBe(401);
  });
});

describe("CSRF protection", () => {
  it("refuses a change without X-CSRF-Token, with a wrong one, or from another Origin", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const csrf = session.csrf;
    session.csrf = undefined;
    const missing = await session.request("POST", "/projects", { name: "csrf-a" });
    expect(missing.status).toBe(403);
    expect(errorCode(missing)).toBe("csrf_rejected");
    const wrong = await session.request(
      "POST",
      "/projects",
      { name: "csrf-a" },
      { "x-csrf-token": "f".repeat(64) },
    );
    expect(wrong.status).toBe(403);
    session.csrf = csrf;
    const foreign = await session.request(
      "POST",
      "/projects",
      { name: "csrf-a" },
      { origin: "http://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const names = (
      (await session.request("GET", "/projects")).json().projects as { name: string }[]
    ).map((p) => p.name);
    expect(names).not.toContain("csrf-a");
    expect((await session.request("POST", "/projects", { name: "csrf-a" })).status).toBe(201);
  });

  it("guards changes passed to the public API too", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const csrf = session.csrf;
    session.csrf = undefined;
    const answer = await session.request("POST", "/projects/1/api/ssh_keys", {
      name: "k",
      public_key: SSH_KEY,
    });
    expect(answer.status).toBe(403);
    session.csrf = csrf;
    expect((await session.request("GET", "/projects/1/api/ssh_keys")).json().ssh_keys).toEqual([]);
  });
});

describe("resources through the console", () => {
  it("answers with the public API's own rules and errors: a protected server is not deleted", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const project = (await session.request("POST", "/projects", { name: "protected" })).json()
      .project as { id: number };
    const api = `/projects/${project.id}/api`;
    const invalid = await session.request("POST", `${api}/servers`, { name: "x" });
    expect(invalid.status).toBe(422);
    expect(errorCode(invalid)).toBe("invalid_input");
    const created = await session.request("POST", `${api}/servers`, {
      name: "guarded",
      server_type: "cpx22",
      image: "ubuntu-24.04",
    });
    expect(created.status).toBe(201);
    const id = (created.json().server as { id: number }).id;
    const protect = await session.request(
      "POST",
      `${api}/servers/${id}/actions/change_protection`,
      {
        delete: true,
        rebuild: true,
      },
    );
    expect(protect.status).toBe(201);
    const refused = await session.request("DELETE", `${api}/servers/${id}`);
    expect(refused.status).toBe(423);
    expect(errorCode(refused)).toBe("protected");
    expect((await session.request("GET", `${api}/servers/${id}`)).status).toBe(200);
  });
});

describe("projects", () => {
  it("refuses to delete a project with resources, saying how many, then deletes it empty", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const project = (await session.request("POST", "/projects", { name: "with-keys" })).json()
      .project as { id: number };
    const created = await session.request("POST", `/projects/${project.id}/api/ssh_keys`, {
      name: "key",
      public_key: SSH_KEY,
    });
    expect(created.status).toBe(201);
    const refused = await session.request("DELETE", `/projects/${project.id}`);
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe("project_not_empty");
    expect(refused.text).toContain("1 resource");
    const keyId = (created.json().ssh_key as { id: number }).id;
    expect(
      (await session.request("DELETE", `/projects/${project.id}/api/ssh_keys/${keyId}`)).status,
    ).toBe(204);
    expect((await session.request("DELETE", `/projects/${project.id}`)).status).toBe(204);
    expect((await session.request("GET", `/projects/${project.id}/tokens`)).status).toBe(404);
  });

  it("refuses a duplicate name with 409 uniqueness_error and renames", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const first = (await session.request("POST", "/projects", { name: "dup-a" })).json()
      .project as { id: number };
    await session.request("POST", "/projects", { name: "dup-b" });
    const clash = await session.request("PUT", `/projects/${first.id}`, { name: "dup-b" });
    expect(clash.status).toBe(409);
    const renamed = await session.request("PUT", `/projects/${first.id}`, { name: "dup-c" });
    expect((renamed.json().project as { name: string }).name).toBe("dup-c");
  });
});

describe("tokens", () => {
  it("stores only a hash: the value is in the create answer and nowhere else", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const project = (await session.request("POST", "/projects", { name: "hashing" })).json()
      .project as { id: number };
    const created = await session.request("POST", `/projects/${project.id}/tokens`, {
      description: "ci",
      permission: "read_write",
    });
    expect(created.status).toBe(201);
    const value = created.json().value as string;
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    const token = created.json().token as { prefix: string };
    expect(token.prefix).toBe(value.slice(0, 8));
    const list = await session.request("GET", `/projects/${project.id}/tokens`);
    expect(list.text).not.toContain(value);
    expect(list.text).not.toContain(value.slice(32));

    const api = await fetch(`${emulator.url}/ssh_keys`, {
      headers: { authorization: `Bearer ${value}` },
    });
    expect(api.status).toBe(200);

    const state = stateBytes(directory);
    const hash = createHash("sha256").update(value).digest("hex");
    expect(state.includes(Buffer.from(hash))).toBe(true);
    expect(state.includes(Buffer.from(value))).toBe(false);
    expect(state.includes(Buffer.from(value.slice(32)))).toBe(false);
    expect(state.includes(Buffer.from("seeded-token-for-tests-0001"))).toBe(false);
    expect(state.includes(Buffer.from(PASSWORD))).toBe(false);
  });

  it("revoking makes the next API request answer 401; a read token cannot write", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const project = (await session.request("POST", "/projects", { name: "revoking" })).json()
      .project as { id: number };
    const reader = (
      await session.request("POST", `/projects/${project.id}/tokens`, {
        description: "reader",
        permission: "read",
      })
    ).json();
    const write = await fetch(`${emulator.url}/ssh_keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${reader.value}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "k", public_key: SSH_KEY }),
    });
    expect(write.status).toBe(401);
    expect(((await write.json()) as { error: { code: string } }).error.code).toBe("token_readonly");
    const tokenId = (reader.token as { id: number }).id;
    expect(
      (await session.request("DELETE", `/projects/${project.id}/tokens/${tokenId}`)).status,
    ).toBe(204);
    const after = await fetch(`${emulator.url}/ssh_keys`, {
      headers: { authorization: `Bearer ${reader.value}` },
    });
    expect(after.status).toBe(401);
  });

  it("keeps tokens and projects through a control reset", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    emulator.control.reset();
    const api = await fetch(`${emulator.url}/ssh_keys`, {
      headers: { authorization: "Bearer seeded-token-for-tests-0001" },
    });
    expect(api.status).toBe(200);
    expect((await session.request("GET", "/projects")).status).toBe(200);
  });
});
// Sign-in throttling (per browser, not per address) is in console-security.test.ts.

describe("the Hetzner API through the console", () => {
  it("lists a project's Storage Boxes and types: their collections go to the /hetzner/v1 mount", async () => {
    const session = new ConsoleSession(base);
    await session.signIn();
    const created = await session.request("POST", "/projects/1/api/storage_boxes", {
      name: "console-box",
      location: "fsn1",
      storage_box_type: "bx11",
      password: "1-secret-PASSW0RD-=)",
    });
    expect(created.status).toBe(201);
    const boxes = (await session.request("GET", "/projects/1/api/storage_boxes")).json()
      .storage_boxes as { name: string; storage_box_type: { name: string } }[];
    expect(boxes.map((box) => [box.name, box.storage_box_type.name])).toEqual([
      ["console-box", "bx11"],
    ]);
    const types = (await session.request("GET", "/projects/1/api/storage_box_types")).json()
      .storage_box_types as { id: number }[];
    expect(types[0]?.id).toBe(1333);
    // The Cloud API's collections still go to /v1.
    expect((await session.request("GET", "/projects/1/api/servers")).status).toBe(200);
  });
});
