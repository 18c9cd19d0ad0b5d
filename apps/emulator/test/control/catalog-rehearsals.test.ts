// Rehearsing an announced retirement (issue 47): the control API's `catalog/deprecations` gives a
// catalog item a deprecation of its own; the public API shows it from `announced` and retires
// the item after `unavailable_after` on the emulator's clock. Also loadable at start from a JSON
// file (option, environment variable, CLI flag).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CallResult,
  checkedFetch,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "../support/harness.js";

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const DAY = 24 * 60 * 60 * 1000;
const dir = mkdtempSync(join(tmpdir(), "catalog-rehearsals-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  expect(specViolations).toEqual([]);
});

function control(
  emu: TestEmulator,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = emu.adminToken,
): Promise<CallResult> {
  return emu.callControl(method, path, { body, token });
}

const cx22 = {
  type: "server_type",
  name: "cx22",
  announced: "2026-12-01T00:00:00Z",
  unavailable_after: "2027-03-01T00:00:00Z",
};

describe("a rehearsed server type retirement", () => {
  let emu: TestEmulator;
  const now = Date.parse("2026-11-01T00:00:00Z");
  const advance = (ms: number) => control(emu, "POST", "/clock", { advance_ms: ms });
  const serverType = async () =>
    (await emu.call("GET", "/server_types?name=cx22")).body.server_types[0];
  const create = (name: string) =>
    emu.call("POST", "/servers", {
      body: { name, server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });

  beforeAll(async () => {
    emu = await startTestEmulator({ clock: () => now });
    await control(emu, "POST", "/clock", { paused: true });
  });
  afterAll(() => emu.close());

  it("is stored as given (201) and listed", async () => {
    const added = await control(emu, "POST", "/catalog/deprecations", cx22);
    expect(added).toMatchObject({ status: 201, body: { deprecation: cx22 } });
    const listed = await control(emu, "GET", "/catalog/deprecations");
    expect(listed.body).toEqual({ deprecations: [cx22] });
  });

  it("does not show before `announced`, and the type is still orderable", async () => {
    const type = await serverType();
    expect(type.deprecated).toBe(false);
    expect(
      type.locations.every((entry: { deprecation: unknown }) => entry.deprecation === null),
    ).toBe(true);
    expect((await create("before-announced")).status).toBe(201);
  });

  it("shows the deprecation once the clock passes `announced`, still orderable", async () => {
    await advance(31 * DAY);
    const type = await serverType();
    expect(type.deprecated).toBe(true);
    for (const entry of type.locations) {
      expect(entry.deprecation).toEqual({
        announced: cx22.announced,
        unavailable_after: cx22.unavailable_after,
      });
      expect(entry.available).toBe(true);
    }
    expect((await create("after-announced")).status).toBe(201);
  });

  it("retires the type after `unavailable_after`: a create is refused, the list drops it", async () => {
    await advance(91 * DAY);
    const refused = await create("after-retirement");
    expect(refused.status).toBe(412);
    expect(refused.body.error.code).toBe("resource_unavailable");
    expect(refused.body.error.message).toContain("cx22");
    const names = (await emu.call("GET", "/server_types?per_page=50")).body.server_types.map(
      (type: { name: string }) => type.name,
    );
    expect(names).not.toContain("cx22");
    // Still found by id, and the servers created before keep running.
    const id = (await emu.call("GET", "/servers?name=before-announced")).body.servers[0].server_type
      .id;
    expect((await emu.call("GET", `/server_types/${id}`)).body.server_type.name).toBe("cx22");
    expect((await emu.call("GET", "/servers?name=after-announced")).body.servers).toHaveLength(1);
  });

  it("is gone after DELETE: the catalog is the built-in one again", async () => {
    expect((await control(emu, "DELETE", "/catalog/deprecations")).status).toBe(204);
    expect((await control(emu, "GET", "/catalog/deprecations")).body).toEqual({ deprecations: [] });
    expect((await serverType()).deprecated).toBe(false);
    expect((await create("after-delete")).status).toBe(201);
  });
});

describe("what a rehearsal refuses", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(() => emu.close());

  it("answers 404 for a name the catalog does not have", async () => {
    const missing = await control(emu, "POST", "/catalog/deprecations", { ...cx22, name: "cx99" });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      code: "not_found",
      message: "server type 'cx99' not found in the catalog",
    });
  });

  it("answers 422 when unavailable_after is not after announced, naming the field", async () => {
    const reversed = await control(emu, "POST", "/catalog/deprecations", {
      ...cx22,
      unavailable_after: cx22.announced,
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.code).toBe("invalid_input");
    expect(reversed.body.error.details.fields[0].name).toBe("unavailable_after");
    expect(reversed.body.error.details.fields[0].messages[0]).toContain(
      "must come after announced",
    );
  });

  it("answers 422 for a date that is not RFC 3339 and for an unknown type", async () => {
    const bad = await control(emu, "POST", "/catalog/deprecations", { ...cx22, announced: "soon" });
    expect(bad.status).toBe(422);
    const type = await control(emu, "POST", "/catalog/deprecations", { ...cx22, type: "volume" });
    expect(type.status).toBe(422);
    expect((await control(emu, "GET", "/catalog/deprecations")).body.deprecations).toEqual([]);
  });

  it("needs the admin token", async () => {
    expect((await control(emu, "GET", "/catalog/deprecations", undefined, null)).status).toBe(401);
  });
});

describe("a rehearsed image retirement", () => {
  it("hides the image from the list and refuses new servers from it after its day", async () => {
    let now = Date.parse("2026-11-01T00:00:00Z");
    const emu = await startTestEmulator({
      clock: () => now,
      catalogDeprecationRehearsals: [
        {
          type: "image",
          name: "debian-12",
          announced: "2026-10-01T00:00:00Z",
          unavailable_after: "2026-11-10T00:00:00Z",
        },
      ],
    });
    try {
      const names = (await emu.call("GET", "/images?type=system&per_page=50")).body.images.map(
        (image: { name: string }) => image.name,
      );
      expect(names).not.toContain("debian-12");
      const body = { name: "deb", server_type: "cx22", image: "debian-12", location: "fsn1" };
      expect((await emu.call("POST", "/servers", { body })).status).toBe(201);
      now += 10 * DAY;
      const refused = await emu.call("POST", "/servers", { body: { ...body, name: "deb-2" } });
      expect(refused.status).toBe(422);
      expect(refused.body.error.details.fields[0].name).toBe("image");
    } finally {
      await emu.close();
    }
  });
});

describe("rehearsals loaded at start", () => {
  const file = join(dir, "deprecations.json");
  writeFileSync(file, JSON.stringify({ deprecations: [cx22] }));

  it("reads CLOUD_API_CATALOG_DEPRECATIONS (the GET answer's format)", async () => {
    const now = Date.parse("2027-04-01T00:00:00Z");
    const emu = await startTestEmulator({
      clock: () => now,
      env: { CLOUD_API_CATALOG_DEPRECATIONS: file },
    });
    try {
      expect((await control(emu, "GET", "/catalog/deprecations")).body).toEqual({
        deprecations: [cx22],
      });
      const body = { name: "late", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" };
      expect((await emu.call("POST", "/servers", { body })).status).toBe(412);
    } finally {
      await emu.close();
    }
  });

  it("refuses to start on a file with a bad entry, naming the file and the entry", async () => {
    const broken = join(dir, "broken.json");
    writeFileSync(broken, JSON.stringify([cx22, { ...cx22, name: "cx99" }]));
    await expect(startTestEmulator({ catalogDeprecationsFile: broken })).rejects.toThrow(
      `catalog deprecations ${broken}, entry 1: server type 'cx99' not found in the catalog`,
    );
  });

  it("takes the file from --catalog-deprecations on the command line", async () => {
    const child = spawn(process.execPath, [CLI, "--catalog-deprecations", file], {
      env: {
        HOST: "127.0.0.1",
        PORT: "0",
        CONSOLE_PORT: "0",
        CLOUD_API_TOKENS: "cli-token=p",
        CLOUD_API_ADMIN_TOKEN: "cli-admin-token-0123",
        CLOUD_API_CONSOLE_PASSWORD: "cli-console-password",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      const controlUrl = await new Promise<string>((resolve, reject) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk;
          const match = /control API: (http:\/\/\S+)/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once("exit", () => reject(new Error(`exited before listening: ${output}`)));
      });
      const response = await checkedFetch("control", controlUrl, "/catalog/deprecations", {
        headers: { Authorization: "Bearer cli-admin-token-0123" },
      });
      expect(await response.json()).toEqual({ deprecations: [cx22] });
    } finally {
      child.kill("SIGTERM");
    }
    await exited;
  });
});
