// A console session ends when the configured owner password changes (a restart with another
// CLOUD_API_CONSOLE_PASSWORD, how an owner recovers or rotates a leaked one), as it does when the
// owner changes the password in the console; a restart with the same one keeps it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Emulator, startEmulator } from "../../../src/index.js";
import { checkedFetch, specViolations } from "../../support/harness.js";

const directory = mkdtempSync(join(tmpdir(), "console-configured-password-"));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
  expect(specViolations).toEqual([]);
});

function start(dataFile: string, consolePassword: string): Promise<Emulator> {
  return startEmulator({
    host: "127.0.0.1",
    port: 0,
    consolePort: 0,
    consolePassword,
    dataFile,
    tokens: "configured-password-token=p",
    env: {},
  });
}

const consoleApi = (emulator: Emulator) => `${emulator.console?.url}console-api`;

/** Signs in; returns the session cookie (`name=value`). */
async function signIn(emulator: Emulator, password: string): Promise<string> {
  const answer = await checkedFetch("console", consoleApi(emulator), "/session", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  expect(answer.status).toBe(201);
  return (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function projectsStatus(emulator: Emulator, cookie: string): Promise<number> {
  return (await checkedFetch("console", consoleApi(emulator), "/projects", { headers: { cookie } }))
    .status;
}

describe("the configured owner password", () => {
  it("keeps sessions across a restart with the same password", async () => {
    const dataFile = join(directory, "same");
    const first = await start(dataFile, "owner-password-1");
    const cookie = await signIn(first, "owner-password-1");
    expect(await projectsStatus(first, cookie)).toBe(200);
    await first.close();
    const second = await start(dataFile, "owner-password-1");
    try {
      expect(await projectsStatus(second, cookie)).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("ends every session at a restart with another password; the new one signs in, the old not", async () => {
    const dataFile = join(directory, "changed");
    const first = await start(dataFile, "owner-password-1");
    const cookies = [
      await signIn(first, "owner-password-1"),
      await signIn(first, "owner-password-1"),
    ];
    for (const cookie of cookies) expect(await projectsStatus(first, cookie)).toBe(200);
    await first.close();
    const second = await start(dataFile, "owner-password-2");
    try {
      for (const cookie of cookies) {
        const answer = await checkedFetch("console", consoleApi(second), "/projects", {
          headers: { cookie },
        });
        expect(answer.status).toBe(401);
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe(
          "unauthorized",
        );
      }
      const session = await checkedFetch("console", consoleApi(second), "/session", {
        headers: { cookie: cookies[0] ?? "" },
      });
      expect(await session.json()).toEqual({ signed_in: false });
      const old = await checkedFetch("console", consoleApi(second), "/session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: "owner-password-1" }),
      });
      expect(old.status).toBe(401);
      const cookie = await signIn(second, "owner-password-2");
      expect(await projectsStatus(second, cookie)).toBe(200);
    } finally {
      await second.close();
    }
    // The sessions stay ended when the emulator starts with the new password again.
    const third = await start(dataFile, "owner-password-2");
    try {
      expect(await projectsStatus(third, cookies[0] ?? "")).toBe(401);
    } finally {
      await third.close();
    }
  });
});
