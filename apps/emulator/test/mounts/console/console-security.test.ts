// The console's security findings of issue 30: a password change ends every session, sign-in
// throttling cannot lock the owner out from another local client, only the console's own hosts
// are served (DNS rebinding), an HTTPS proxy's origin works, and malformed project ids and
// paths are answered in the envelope.

import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "../../../src/index.js";
import { exposedWithoutTls } from "../../../src/mounts/console/server.js";
import { recordAnswer, specViolations } from "../../support/harness.js";

const PASSWORD = "owner-password-1";
const NEW_PASSWORD = "owner-password-2";
const CONSOLE_API = "/console-api";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => Record<string, unknown>;
}

/**
 * A raw HTTP request: fetch may not set Host, and these tests must. Answers of the console API
 * are checked against its document; the page (`/`) is a static file no document describes.
 */
async function send(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const answer = await sendUnchecked(url, method, path, headers, body);
  if (path.startsWith(CONSOLE_API)) {
    const received = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        received.append(name, one);
      }
    }
    await recordAnswer("console", method, path.slice(CONSOLE_API.length), {
      status: answer.status,
      text: answer.text,
      headers: received,
    });
  }
  return answer;
}

function sendUnchecked(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const target = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

function cookies(answer: Answer): string[] {
  const set = answer.headers["set-cookie"];
  return Array.isArray(set) ? set : set ? [set] : [];
}

function cookieValue(answer: Answer, name: string): string | undefined {
  const found = cookies(answer).find((cookie) => cookie.startsWith(`${name}=`));
  return found?.split(";")[0];
}

function errorCode(answer: Answer): string {
  return (answer.json().error as { code: string }).code;
}

/** A browser: keeps its cookies (session and device) and CSRF token. */
class Browser {
  session: string | undefined;
  device: string | undefined;
  csrf: string | undefined;
  constructor(
    readonly base: string,
    readonly extra: Record<string, string> = {},
  ) {}

  request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [this.session, this.device].filter(Boolean).join("; ");
    return send(
      this.base,
      method,
      `/console-api${path}`,
      {
        ...this.extra,
        ...(cookie ? { cookie } : {}),
        ...(this.csrf && method !== "GET" ? { "x-csrf-token": this.csrf } : {}),
        ...headers,
      },
      body,
    );
  }

  async signIn(password = PASSWORD): Promise<Answer> {
    const answer = await this.request("POST", "/session", { password });
    if (answer.status === 201) {
      this.session = cookieValue(answer, "console_session");
      this.device = cookieValue(answer, "console_device") ?? this.device;
      this.csrf = answer.json().csrf_token as string;
    }
    return answer;
  }
}

const directories: string[] = [];
const running: Emulator[] = [];

async function start(
  options: { consolePassword?: string; consoleOrigin?: string; dataFile?: string } = {},
) {
  const emulator = await startEmulator({
    port: 0,
    host: "127.0.0.1",
    consolePort: 0,
    consolePassword: options.consolePassword ?? PASSWORD,
    tokens: "security-token-000000001=security",
    actionMs: 0,
    ...(options.consoleOrigin ? { consoleOrigin: options.consoleOrigin } : {}),
    ...(options.dataFile ? { dataFile: options.dataFile } : {}),
  });
  running.push(emulator);
  return { emulator, base: emulator.console?.url ?? "" };
}

afterEach(async () => {
  for (const emulator of running.splice(0)) await emulator.close();
  // Emptied as well as checked, so a violation fails the test that caused it, not every later one.
  expect(specViolations.splice(0)).toEqual([]);
});

afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

describe("changing the owner password", () => {
  it("ends every session, the caller's too; the new password signs in and the old does not", async () => {
    const { base } = await start();
    const first = new Browser(base);
    const second = new Browser(base);
    expect((await first.signIn()).status).toBe(201);
    expect((await second.signIn()).status).toBe(201);
    const changed = await first.request("PUT", "/password", {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    expect(cookies(changed).some((c) => /^console_session=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await first.request("GET", "/projects")).status).toBe(401);
    expect((await second.request("GET", "/projects")).status).toBe(401);
    const old = await new Browser(base).signIn(PASSWORD);
    expect(old.status).toBe(401);
    expect((await new Browser(base).signIn(NEW_PASSWORD)).status).toBe(201);
  });

  it("refuses a wrong current password with 401 and keeps sessions and password", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    const refused = await owner.request("PUT", "/password", {
      current_password: "not-the-password",
      new_password: NEW_PASSWORD,
    });
    expect(refused.status).toBe(401);
    expect(errorCode(refused)).toBe("unauthorized");
    expect((await owner.request("GET", "/projects")).status).toBe(200);
    expect((await new Browser(base).signIn(PASSWORD)).status).toBe(201);
  });

  it("refuses a new password shorter than 8 characters with 422 naming the field", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    const refused = await owner.request("PUT", "/password", {
      current_password: PASSWORD,
      new_password: "short",
    });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("new_password");
    expect((await owner.request("GET", "/projects")).status).toBe(200);
  });

  it("keeps the changed password across a restart; configuring another password resets it", async () => {
    const directory = mkdtempSync(join(tmpdir(), "console-password-"));
    directories.push(directory);
    const dataFile = join(directory, "state");
    const { emulator, base } = await start({ dataFile });
    const owner = new Browser(base);
    await owner.signIn();
    await owner.request("PUT", "/password", {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    await emulator.close();
    running.splice(running.indexOf(emulator), 1);

    const again = await start({ dataFile });
    expect((await new Browser(again.base).signIn(PASSWORD)).status).toBe(401);
    expect((await new Browser(again.base).signIn(NEW_PASSWORD)).status).toBe(201);
    await again.emulator.close();
    running.splice(running.indexOf(again.emulator), 1);

    const reset = await start({ dataFile, consolePassword: "configured-anew-3" });
    expect((await new Browser(reset.base).signIn(NEW_PASSWORD)).status).toBe(401);
    expect((await new Browser(reset.base).signIn("configured-anew-3")).status).toBe(201);
  });
});

describe("sign-in throttling", () => {
  it("does not lock the owner's browser out when another local client keeps guessing", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    expect((await owner.signIn()).status).toBe(201);
    expect(owner.device).toMatch(/^console_device=[0-9a-f]{32}\.[0-9a-f]{64}$/);
    await owner.request("DELETE", "/session");

    const guesser = new Browser(base);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await guesser.signIn(`guess-${attempt}`)).status).toBe(401);
    }
    const throttled = await guesser.signIn(PASSWORD);
    expect(throttled.status).toBe(429);
    expect(errorCode(throttled)).toBe("rate_limit_exceeded");
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);

    expect((await owner.signIn()).status).toBe(201);
  });

  it("throttles a known browser on its own allowance, and a forged device cookie as unknown", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await owner.signIn(`mistyped-${attempt}`)).status).toBe(401);
    }
    expect((await owner.signIn()).status).toBe(429);
    // The shared allowance of unknown browsers was not touched by the owner's failures.
    expect((await new Browser(base).signIn()).status).toBe(201);

    const forger = new Browser(base);
    forger.device = `console_device=${"a".repeat(32)}.${"b".repeat(64)}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await forger.signIn(`guess-${attempt}`)).status).toBe(401);
    }
    expect((await forger.signIn()).status).toBe(429);
    expect((await new Browser(base).signIn()).status).toBe(429);
  });

  it("counts wrong current passwords of a password change as failures", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await owner.request("PUT", "/password", {
        current_password: `guess-${attempt}`,
        new_password: NEW_PASSWORD,
      });
      expect(answer.status).toBe(401);
    }
    const throttled = await owner.request("PUT", "/password", {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(throttled.status).toBe(429);
  });
});

describe("hosts (DNS rebinding)", () => {
  it("answers 421 misdirected_request in the envelope to a Host it was not started for", async () => {
    const { base, emulator } = await start();
    const port = emulator.console?.port;
    const rebound = { host: `attacker.example:${port}` };
    const signIn = await send(base, "POST", "/console-api/session", rebound, {
      password: PASSWORD,
    });
    expect(signIn.status).toBe(421);
    expect(errorCode(signIn)).toBe("misdirected_request");
    expect(cookies(signIn)).toEqual([]);
    const page = await send(base, "GET", "/", rebound);
    expect(page.status).toBe(421);
    expect(errorCode(page)).toBe("misdirected_request");
    const wrongPort = await send(base, "GET", "/", { host: `127.0.0.1:${Number(port) + 1}` });
    expect(wrongPort.status).toBe(421);
  });

  it("serves localhost and the loopback addresses on its port", async () => {
    const { base, emulator } = await start();
    const port = emulator.console?.port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      const answer = await send(
        base,
        "POST",
        "/console-api/session",
        { host },
        {
          password: PASSWORD,
        },
      );
      expect(answer.status, host).toBe(201);
    }
  });
});

describe("behind an HTTPS proxy", () => {
  it("serves the public origin's host, accepts its Origin for changes and sets Secure cookies", async () => {
    const { base } = await start({ consoleOrigin: "https://console.example.com" });
    const proxied = new Browser(base, { host: "console.example.com" });
    const signIn = await proxied.signIn();
    expect(signIn.status).toBe(201);
    expect(cookies(signIn).every((cookie) => cookie.includes("; Secure"))).toBe(true);
    const created = await proxied.request(
      "POST",
      "/projects",
      { name: "via-proxy" },
      { origin: "https://console.example.com" },
    );
    expect(created.status).toBe(201);
    const foreign = await proxied.request(
      "POST",
      "/projects",
      { name: "foreign" },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
  });

  it("accepts an https Origin of its own host (TLS ended in front of it)", async () => {
    const { base, emulator } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    const host = `127.0.0.1:${emulator.console?.port}`;
    const created = await owner.request(
      "POST",
      "/projects",
      { name: "tls-ended" },
      { origin: `https://${host}` },
    );
    expect(created.status).toBe(201);
  });

  it("warns when bound beyond loopback without an https origin", async () => {
    expect(exposedWithoutTls("0.0.0.0", undefined)).toBe(true);
    expect(exposedWithoutTls("192.168.1.5", "http://192.168.1.5:4030")).toBe(true);
    expect(exposedWithoutTls("0.0.0.0", "https://console.example.com")).toBe(false);
    expect(exposedWithoutTls("127.0.0.1", undefined)).toBe(false);
    expect(exposedWithoutTls("[::1]", undefined)).toBe(false);
    const { emulator } = await start();
    expect(emulator.console?.warning).toBeUndefined();
  });
});

describe("project ids and malformed paths", () => {
  // 422 invalid_input naming the parameter, as the public API answers a non-canonical id.
  it("refuses a non-canonical project id (1e0, 01, +1) with 422 invalid_input in the envelope", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    expect((await owner.request("GET", "/projects/1/tokens")).status).toBe(200);
    for (const id of ["1e0", "01", "+1", "1.0", "0x1"]) {
      const answer = await owner.request("GET", `/projects/${id}/tokens`);
      expect(answer.status, id).toBe(422);
      expect(errorCode(answer), id).toBe("invalid_input");
      expect(answer.text, id).toContain('"id"');
      const api = await owner.request("GET", `/projects/${id}/api/servers`);
      expect(api.status, id).toBe(422);
      expect(errorCode(api), id).toBe("invalid_input");
    }
  });

  it("answers a malformed path (bad percent-encoding) with 400 in the envelope", async () => {
    const { base } = await start();
    const owner = new Browser(base);
    await owner.signIn();
    for (const path of ["/projects/%zz/tokens", "/projects/1/api/servers/%E0%A4%A"]) {
      const answer = await owner.request("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers["content-type"]).toContain("application/json");
      expect(typeof (answer.json().error as { message: string }).message).toBe("string");
    }
  });
});
