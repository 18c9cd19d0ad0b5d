import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { specViolations, startTestEmulator, type TestEmulator } from "../../support/harness.js";

// Every control API answer is checked against the control API's own document (emu.callControl).
const server = (name: string) => ({ name, server_type: "cpx22", image: "ubuntu-24.04" });

let emu: TestEmulator;
let now = Date.parse("2026-01-01T00:00:00Z");
beforeAll(async () => {
  emu = await startTestEmulator({ actionMs: 600_000, clock: () => now });
});
afterAll(async () => {
  await emu.close();
  expect(specViolations).toEqual([]);
});

describe("control API access", () => {
  it("answers 401 without the admin token, and to a project token", async () => {
    for (const token of [null, "tok-a", "wrong"]) {
      const result = await emu.callControl("GET", "/clock", { token });
      expect(result.status).toBe(401);
      expect(result.body.error.code).toBe("unauthorized");
    }
  });

  it("does not accept the admin token on the public API", async () => {
    const result = await emu.call("GET", "/servers", { token: emu.adminToken });
    expect(result.status).toBe(401);
  });

  it("is not rate limited and validates input against its document", async () => {
    const result = await emu.callControl("POST", "/clock", { body: { advance_ms: -5 } });
    expect(result.status).toBe(422);
    expect(result.body.error.details.fields[0].name).toBe("advance_ms");
    expect(result.headers.has("ratelimit-remaining")).toBe(false);
  });
});

describe("clock", () => {
  it("finishes a 10-minute action by advancing time, without waiting", async () => {
    await emu.callControl("POST", "/clock", { body: { paused: true } });
    const created = await emu.call("POST", "/servers", { body: server("slow-start") });
    const actionId = created.body.action.id;
    expect((await emu.call("GET", `/actions/${actionId}`)).body.action.status).toBe("running");
    const moved = await emu.callControl("POST", "/clock", { body: { advance_ms: 600_000 } });
    expect(moved.status).toBe(200);
    expect(moved.body.clock.paused).toBe(true);
    const action = (await emu.call("GET", `/actions/${actionId}`)).body.action;
    expect(action.status).toBe("success");
    expect(Date.parse(action.finished) - Date.parse(action.started)).toBe(600_000);
    const view = (await emu.call("GET", `/servers/${created.body.server.id}`)).body.server;
    expect(view.status).toBe("running");
  });

  it("stands still while paused and stamps new resources with the emulator's time", async () => {
    const before = (await emu.callControl("GET", "/clock")).body.clock.now;
    now += 3_600_000; // an hour of real time passes
    expect((await emu.callControl("GET", "/clock")).body.clock.now).toBe(before);
    const key = await emu.call("POST", "/networks", {
      body: { name: "stamped", ip_range: "10.0.0.0/16" },
    });
    expect(Date.parse(key.body.network.created)).toBe(Date.parse(before));
  });

  it("runs at a factor once resumed", async () => {
    await emu.callControl("POST", "/clock", { body: { paused: false, factor: 60 } });
    const start = Date.parse((await emu.callControl("GET", "/clock")).body.clock.now);
    now += 1_000;
    const after = Date.parse((await emu.callControl("GET", "/clock")).body.clock.now);
    expect(after - start).toBe(60_000);
    await emu.callControl("POST", "/clock", { body: { factor: 1 } });
  });
});

describe("fault injection", () => {
  it("fails the next create_server with 503 once, then lets it through", async () => {
    const added = await emu.callControl("POST", "/faults", {
      body: {
        match: { operation_id: "create_server" },
        effect: { type: "error", status: 503, code: "unavailable" },
        count: 1,
      },
    });
    expect(added.status).toBe(201);
    const failed = await emu.call("POST", "/servers", { body: server("fault-1") });
    expect(failed.status).toBe(503);
    expect(failed.body.error.code).toBe("unavailable");
    const passed = await emu.call("POST", "/servers", { body: server("fault-1") });
    expect(passed.status).toBe(201);
    const listed = (await emu.callControl("GET", "/faults")).body.faults;
    expect(listed.find((rule: { id: number }) => rule.id === added.body.fault.id).hits).toBe(1);
  });

  it("fails a create with 502 bad_gateway without creating anything, journals it, and lets the retry through", async () => {
    // The API's newest error code (changes-2026 §6): clients retry it like `timeout`.
    const added = await emu.callControl("POST", "/faults", {
      body: {
        match: { operation_id: "create_server" },
        effect: { type: "error", status: 502, code: "bad_gateway" },
        count: 1,
      },
    });
    expect(added.status).toBe(201);
    await emu.callControl("DELETE", "/journal");
    const failed = await emu.call("POST", "/servers", { body: server("gateway-1") });
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({
      error: { code: "bad_gateway", message: "injected fault: bad_gateway", details: null },
    });
    expect(failed.headers.get("x-correlation-id")).toBeTruthy();
    // The operation did not run: no server, so the retry cannot collide with a half-made one.
    const named = await emu.call("GET", "/servers?name=gateway-1");
    expect(named.body.servers).toEqual([]);
    const retried = await emu.call("POST", "/servers", { body: server("gateway-1") });
    expect(retried.status).toBe(201);
    const entries = (await emu.callControl("GET", "/journal?operation_id=create_server")).body
      .entries;
    expect(
      entries.map((entry: { status: number; error_code: string | null; fault: string | null }) => [
        entry.status,
        entry.error_code,
        entry.fault,
      ]),
    ).toEqual([
      [502, "bad_gateway", "error"],
      [201, null, null],
    ]);
  });

  it("answers 429 with Retry-After for a rate-limit fault, only for the matching project", async () => {
    await emu.callControl("POST", "/faults", {
      body: {
        match: { method: "GET", path: "/networks", project: "project-b" },
        effect: { type: "error", status: 429, code: "rate_limit_exceeded", retry_after: 7 },
      },
    });
    expect((await emu.call("GET", "/networks")).status).toBe(200);
    const limited = await emu.call("GET", "/networks", { token: "tok-b" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    expect((await emu.callControl("DELETE", "/faults")).status).toBe(204);
    expect((await emu.call("GET", "/networks", { token: "tok-b" })).status).toBe(200);
  });

  it("matches paths with `*`, adds latency, and drops connections", async () => {
    const latency = await emu.callControl("POST", "/faults", {
      body: { match: { path: "/networks/*" }, effect: { type: "latency", ms: 150 }, count: 1 },
    });
    const started = performance.now();
    const slow = await emu.call("GET", "/networks/999999");
    expect(slow.status).toBe(404);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    await emu.callControl("DELETE", `/faults/${latency.body.fault.id}`);
    expect((await emu.callControl("DELETE", `/faults/${latency.body.fault.id}`)).status).toBe(404);

    await emu.callControl("POST", "/faults", {
      body: { match: { operation_id: "list_ssh_keys" }, effect: { type: "drop" }, count: 1 },
    });
    await expect(emu.call("GET", "/ssh_keys")).rejects.toThrow();
    expect((await emu.call("GET", "/ssh_keys")).status).toBe(200);
  });

  it("draws the same hit sequence from the same rule seed", async () => {
    const sequence = async () => {
      const rule = await emu.callControl("POST", "/faults", {
        body: {
          match: { operation_id: "list_locations" },
          effect: { type: "error", status: 500, code: "server_error" },
          probability: 0.5,
          seed: "replay-me",
        },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push((await emu.call("GET", "/locations")).status);
      await emu.callControl("DELETE", `/faults/${rule.body.fault.id}`);
      return statuses;
    };
    const first = await sequence();
    expect(first).toContain(500);
    expect(first).toContain(200);
    expect(await sequence()).toEqual(first);
  });

  it("makes the next action of a command end in error with the error object", async () => {
    await emu.callControl("POST", "/clock", { body: { paused: true } });
    await emu.callControl("POST", "/faults", {
      body: {
        match: { command: "create_server" },
        effect: { type: "action_error", code: "action_failed", message: "the host broke" },
        count: 1,
      },
    });
    const created = await emu.call("POST", "/servers", { body: server("doomed") });
    await emu.callControl("POST", "/clock", { body: { advance_ms: 600_000 } });
    const action = (await emu.call("GET", `/actions/${created.body.action.id}`)).body.action;
    expect(action.status).toBe("error");
    expect(action.error).toEqual({ code: "action_failed", message: "the host broke" });
    const next = await emu.call("POST", "/servers", { body: server("lucky") });
    await emu.callControl("POST", "/clock", { body: { advance_ms: 600_000 } });
    expect((await emu.call("GET", `/actions/${next.body.action.id}`)).body.action.status).toBe(
      "success",
    );
  });
});

describe("journal", () => {
  it("lists requests with operation, project, status, error code and correlation id, never a token", async () => {
    await emu.callControl("DELETE", "/journal");
    await emu.call("GET", "/servers?sort=id:desc");
    const missing = await emu.call("GET", "/servers/987654");
    await emu.call("GET", "/servers", { token: "nope-not-a-token" });
    const entries = (await emu.callControl("GET", "/journal")).body.entries;
    expect(entries.map((entry: { status: number }) => entry.status)).toEqual([200, 404, 401]);
    expect(entries[0]).toMatchObject({
      method: "GET",
      path: "/v1/servers?sort=id:desc",
      operation_id: "list_servers",
      project: "project-a",
      error_code: null,
    });
    expect(entries[1]).toMatchObject({ operation_id: "get_server", error_code: "not_found" });
    expect(entries[1].correlation_id).toBe(missing.headers.get("x-correlation-id"));
    expect(entries[2]).toMatchObject({ project: null, error_code: "unauthorized" });
    const text = JSON.stringify(entries);
    expect(text).not.toContain("tok-a");
    expect(text).not.toContain("nope-not-a-token");
    const filtered = await emu.callControl("GET", "/journal?operation_id=get_server&limit=1");
    expect(filtered.body.entries).toHaveLength(1);
    expect(filtered.body.entries[0].status).toBe(404);
  });

  it("keeps only the newest entries when full", async () => {
    const small = await startTestEmulator({ journalSize: 3 });
    try {
      for (let i = 0; i < 5; i++) await small.call("GET", `/servers?page=${i + 1}`);
      const entries = (await small.callControl("GET", "/journal")).body.entries;
      expect(entries.map((entry: { path: string }) => entry.path)).toEqual([
        "/v1/servers?page=3",
        "/v1/servers?page=4",
        "/v1/servers?page=5",
      ]);
    } finally {
      await small.close();
    }
  });
});

describe("reset and snapshots", () => {
  it("resets one project, leaving the others, and ids keep counting", async () => {
    // The same key again after the reset: the reset frees its fingerprint too.
    const publicKey = sshPublicKey();
    const a = await emu.call("POST", "/ssh_keys", {
      body: { name: "reset-a", public_key: publicKey },
    });
    const b = await emu.call("POST", "/networks", {
      token: "tok-b",
      body: { name: "reset-b", ip_range: "10.0.0.0/16" },
    });
    expect(
      (await emu.callControl("POST", "/reset", { body: { project: "project-a" } })).status,
    ).toBe(204);
    expect((await emu.call("GET", "/ssh_keys")).body.ssh_keys).toEqual([]);
    expect((await emu.call("GET", "/servers")).body.servers).toEqual([]);
    expect(
      (await emu.call("GET", `/networks/${b.body.network.id}`, { token: "tok-b" })).status,
    ).toBe(200);
    const again = await emu.call("POST", "/ssh_keys", {
      body: { name: "reset-a", public_key: publicKey },
    });
    expect(again.body.ssh_key.id).toBeGreaterThan(a.body.ssh_key.id);
  });

  it("exports a snapshot and imports it back after a full reset", async () => {
    const exported = await emu.callControl("GET", "/snapshot");
    expect(exported.status).toBe(200);
    const before = (await emu.call("GET", "/ssh_keys")).body;
    await emu.callControl("POST", "/reset");
    expect((await emu.call("GET", "/ssh_keys")).body.ssh_keys).toEqual([]);
    expect((await emu.callControl("PUT", "/snapshot", { body: exported.body })).status).toBe(204);
    expect((await emu.call("GET", "/ssh_keys")).body).toEqual(before);
  });

  it("exports a project holding a snapshot image and imports it back (image ids above the system images)", async () => {
    // Its own emulator with instant actions: the image is taken from a running server.
    const own = await startTestEmulator();
    try {
      const created = await own.call("POST", "/servers", {
        body: { ...server("snapshot-source"), location: "fsn1" },
      });
      expect(created.status).toBe(201);
      const id = created.body.server.id;
      const image = await own.call("POST", `/servers/${id}/actions/create_image`, {
        body: { type: "snapshot" },
      });
      expect(image.status).toBe(201);
      expect(image.body.image.id).toBeGreaterThan(100);
      const exported = await own.callControl("GET", "/snapshot?project=project-a");
      expect(exported.body.counters.images).toBeGreaterThanOrEqual(image.body.image.id);
      const imported = await own.callControl("PUT", "/snapshot?project=project-a", {
        body: exported.body,
      });
      expect(imported.status, JSON.stringify(imported.body)).toBe(204);
      expect((await own.call("GET", `/images/${image.body.image.id}`)).status).toBe(200);
      const next = await own.call("POST", `/servers/${id}/actions/create_image`, {
        body: { type: "snapshot" },
      });
      expect(next.body.image.id).toBe(image.body.image.id + 1);
    } finally {
      await own.close();
    }
  });

  it("refuses a broken snapshot with 422 and changes nothing", async () => {
    const before = (await emu.call("GET", "/ssh_keys")).body;
    const broken = await emu.callControl("PUT", "/snapshot", {
      body: {
        version: 1,
        counters: { ssh_keys: 1 },
        collections: { ssh_keys: [{ id: 5, project: "project-a" }] },
      },
    });
    expect(broken.status).toBe(422);
    expect(broken.body.error.details.fields[0].messages[0]).toContain("below its highest id 5");
    expect((await emu.call("GET", "/ssh_keys")).body).toEqual(before);
  });

  it("refuses a project import whose ids another project holds (409 conflict)", async () => {
    const other = (await emu.callControl("GET", "/snapshot?project=project-b")).body;
    const conflict = await emu.callControl("PUT", "/snapshot?project=project-a", {
      body: {
        ...other,
        collections: {
          networks: other.collections.networks.map((record: object) => ({
            ...record,
            project: "project-a",
          })),
        },
      },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe("conflict");
  });
});

describe("seeded randomness", () => {
  it("gives the same passwords for the same seed, and others for another", async () => {
    const passwords = async (seed: string) => {
      const seeded = await startTestEmulator({ randomSeed: seed });
      try {
        const created = await seeded.call("POST", "/servers", { body: server("pw") });
        const reset = await seeded.call(
          "POST",
          `/servers/${created.body.server.id}/actions/reset_password`,
        );
        return [created.body.root_password, reset.body.root_password];
      } finally {
        await seeded.close();
      }
    };
    const first = await passwords("seed-1");
    expect(first[0]).not.toBe(first[1]);
    expect(await passwords("seed-1")).toEqual(first);
    expect(await passwords("seed-2")).not.toEqual(first);
  });
});
