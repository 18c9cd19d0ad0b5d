// The Hetzner API's Storage Boxes on the emulator's second public mount (`/hetzner/v1`): the
// catalog, boxes, subaccounts and snapshots, their actions on the shared engine (read back
// through the Cloud API's `/actions`), locks, protection, limits and isolation. Every answer is
// checked against the Hetzner API document (harness `callHetzner`).
import { describe, expect, it } from "vitest";
import { startTestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";

const PASSWORD = "1-secret-PASSW0RD-=)";

const emu = useTestEmulator();

async function createBox(name: string, extra: Record<string, unknown> = {}) {
  const created = await emu.callHetzner("POST", "/storage_boxes", {
    body: { name, location: "fsn1", storage_box_type: "bx11", password: PASSWORD, ...extra },
  });
  expect(created.status).toBe(201);
  return created.body as { storage_box: { id: number }; action: { id: number } };
}

describe("the Hetzner API mount", () => {
  it("is served under /hetzner/v1 on the API's port, with the same project tokens", async () => {
    expect(emu.hetznerUrl).toBe(emu.url.replace(/\/v1$/, "/hetzner/v1"));
    expect((await emu.callHetzner("GET", "/storage_boxes", { token: null })).status).toBe(401);
    expect((await emu.callHetzner("GET", "/storage_boxes", { token: "tok-b" })).status).toBe(200);
    const base = await emu.callHetzner("GET", "");
    expect(base.status).toBe(404);
    expect(base.body.error.message).toContain("/hetzner/v1/storage_boxes");
  });

  it("lists the Storage Box types in id order, bx11 (1333) first, and finds one by id", async () => {
    const list = await emu.callHetzner("GET", "/storage_box_types");
    expect(
      list.body.storage_box_types.map((type: { id: number; name: string }) => [type.id, type.name]),
    ).toEqual([
      [1333, "bx11"],
      [1334, "bx21"],
      [1335, "bx31"],
      [1336, "bx41"],
    ]);
    const one = await emu.callHetzner("GET", "/storage_box_types/1334");
    expect(one.body.storage_box_type.subaccounts_limit).toBe(200);
    expect((await emu.callHetzner("GET", "/storage_box_types/9")).status).toBe(404);
  });
});

describe("Storage Boxes", () => {
  it("creates a box (initializing until its action ends), readable through the Cloud API's /actions", async () => {
    const { storage_box, action } = await createBox("box-create", { storage_box_type: 1333 });
    expect(action.id).toBeGreaterThan(0);
    const cloudAction = await emu.call("GET", `/actions/${action.id}`);
    expect(cloudAction.status).toBe(200);
    expect(cloudAction.body.action).toMatchObject({
      command: "create",
      status: "success",
      resources: [{ id: storage_box.id, type: "storage_box" }],
    });
    const box = (await emu.callHetzner("GET", `/storage_boxes/${storage_box.id}`)).body.storage_box;
    expect(box).toMatchObject({ status: "active", username: `u${storage_box.id}` });
    expect(box.storage_box_type.name).toBe("bx11");
    expect(JSON.stringify(box)).not.toContain(PASSWORD);
    // Another project does not see it.
    expect(
      (await emu.callHetzner("GET", `/storage_boxes/${storage_box.id}`, { token: "tok-b" })).status,
    ).toBe(404);
  });

  it("refuses a duplicate name, an unknown type and a location Storage Boxes are not sold in", async () => {
    await createBox("box-dup");
    const duplicate = await emu.callHetzner("POST", "/storage_boxes", {
      body: { name: "box-dup", location: "fsn1", storage_box_type: "bx11", password: PASSWORD },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("uniqueness_error");
    const badType = await emu.callHetzner("POST", "/storage_boxes", {
      body: { name: "box-type", location: "fsn1", storage_box_type: "bx99", password: PASSWORD },
    });
    expect(badType.status).toBe(422);
    expect(badType.body.error.details.fields[0].name).toBe("storage_box_type");
    const badLocation = await emu.callHetzner("POST", "/storage_boxes", {
      body: { name: "box-loc", location: "ash", storage_box_type: "bx11", password: PASSWORD },
    });
    expect(badLocation.status).toBe(422);
    expect(badLocation.body.error.details.fields[0].name).toBe("location");
  });

  it("delete protection blocks the delete (423 protected) until it is lifted; delete removes children", async () => {
    const { storage_box } = await createBox("box-protected");
    const id = storage_box.id;
    const protect = await emu.callHetzner(
      "POST",
      `/storage_boxes/${id}/actions/change_protection`,
      {
        body: { delete: true },
      },
    );
    expect(protect.status).toBe(201);
    const refused = await emu.callHetzner("DELETE", `/storage_boxes/${id}`);
    expect(refused.status).toBe(423);
    expect(refused.body.error.code).toBe("protected");
    await emu.callHetzner("POST", `/storage_boxes/${id}/actions/change_protection`, {
      body: { delete: false },
    });
    const sub = await emu.callHetzner("POST", `/storage_boxes/${id}/subaccounts`, {
      body: { home_directory: "backups", password: PASSWORD },
    });
    const deleted = await emu.callHetzner("DELETE", `/storage_boxes/${id}`);
    expect(deleted.status).toBe(201);
    expect((await emu.callHetzner("GET", `/storage_boxes/${id}`)).status).toBe(404);
    expect(
      (await emu.callHetzner("GET", `/storage_boxes/${id}/subaccounts/${sub.body.subaccount.id}`))
        .status,
    ).toBe(404);
    expect((await emu.call("GET", `/actions/${deleted.body.action.id}`)).status).toBe(200);
  });

  it("changes the type, refusing the current one", async () => {
    const { storage_box } = await createBox("box-type-change");
    const id = storage_box.id;
    const same = await emu.callHetzner("POST", `/storage_boxes/${id}/actions/change_type`, {
      body: { storage_box_type: "bx11" },
    });
    expect(same.status).toBe(422);
    const changed = await emu.callHetzner("POST", `/storage_boxes/${id}/actions/change_type`, {
      body: { storage_box_type: "1334" },
    });
    expect(changed.status).toBe(201);
    const box = (await emu.callHetzner("GET", `/storage_boxes/${id}`)).body.storage_box;
    expect(box.storage_box_type.id).toBe(1334);
    expect(box.status).toBe("active");
  });

  it("applies access settings and the snapshot plan when their actions end; refuses max_snapshots above the type's", async () => {
    const { storage_box } = await createBox("box-settings");
    const id = storage_box.id;
    await emu.callHetzner("POST", `/storage_boxes/${id}/actions/update_access_settings`, {
      body: { ssh_enabled: true },
    });
    const tooMany = await emu.callHetzner(
      "POST",
      `/storage_boxes/${id}/actions/enable_snapshot_plan`,
      {
        body: { max_snapshots: 11, minute: 0, hour: 3 },
      },
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.details.fields[0].name).toBe("max_snapshots");
    await emu.callHetzner("POST", `/storage_boxes/${id}/actions/enable_snapshot_plan`, {
      body: { max_snapshots: 5, minute: 0, hour: 3, day_of_week: 7 },
    });
    const box = (await emu.callHetzner("GET", `/storage_boxes/${id}`)).body.storage_box;
    expect(box.access_settings).toEqual({
      reachable_externally: false,
      samba_enabled: false,
      ssh_enabled: true,
      webdav_enabled: false,
      zfs_enabled: false,
    });
    expect(box.snapshot_plan).toEqual({
      max_snapshots: 5,
      minute: 0,
      hour: 3,
      day_of_week: 7,
      day_of_month: null,
    });
    await emu.callHetzner("POST", `/storage_boxes/${id}/actions/disable_snapshot_plan`);
    expect(
      (await emu.callHetzner("GET", `/storage_boxes/${id}`)).body.storage_box.snapshot_plan,
    ).toBeNull();
  });
});

describe("locks", () => {
  it("a running box action answers 423 locked to the next action and to the delete", async () => {
    const slow = await startTestEmulator({ actionMs: 60_000 });
    try {
      const created = await slow.callHetzner("POST", "/storage_boxes", {
        body: { name: "slow", location: "hel1", storage_box_type: "bx11", password: PASSWORD },
      });
      const id = created.body.storage_box.id;
      expect(created.body.storage_box.status).toBe("initializing");
      const next = await slow.callHetzner("POST", `/storage_boxes/${id}/actions/reset_password`, {
        body: { password: PASSWORD },
      });
      expect(next.status).toBe(423);
      expect(next.body.error.code).toBe("locked");
      expect((await slow.callHetzner("DELETE", `/storage_boxes/${id}`)).status).toBe(423);
      // A PUT is never locked (spec/DECISIONS.md, Hetzner API row 2).
      expect(
        (await slow.callHetzner("PUT", `/storage_boxes/${id}`, { body: { name: "slow-2" } }))
          .status,
      ).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe("status", () => {
  it("is locked while change_type runs, active again when it ends", async () => {
    const slow = await startTestEmulator({ actionDurations: { change_type: 60_000 } });
    try {
      const created = await slow.callHetzner("POST", "/storage_boxes", {
        body: { name: "typed", location: "fsn1", storage_box_type: "bx11", password: PASSWORD },
      });
      const id = created.body.storage_box.id;
      await slow.callHetzner("POST", `/storage_boxes/${id}/actions/change_type`, {
        body: { storage_box_type: "bx21" },
      });
      const during = (await slow.callHetzner("GET", `/storage_boxes/${id}`)).body.storage_box;
      expect([during.status, during.storage_box_type.name]).toEqual(["locked", "bx11"]);
      await slow.control.clock.advance(60_000);
      const after = (await slow.callHetzner("GET", `/storage_boxes/${id}`)).body.storage_box;
      expect([after.status, after.storage_box_type.name]).toEqual(["active", "bx21"]);
    } finally {
      await slow.close();
    }
  });
});

describe("subaccounts", () => {
  it("creates subaccounts named after their username, lists and filters them, refuses a duplicate name", async () => {
    const { storage_box } = await createBox("box-subs");
    const id = storage_box.id;
    const first = await emu.callHetzner("POST", `/storage_boxes/${id}/subaccounts`, {
      body: {
        home_directory: "my_backups/host01.my.company",
        password: PASSWORD,
        labels: { env: "prod" },
      },
    });
    expect(first.status).toBe(201);
    expect(first.body.subaccount).toEqual({ id: expect.any(Number), storage_box: id });
    const sub = (
      await emu.callHetzner("GET", `/storage_boxes/${id}/subaccounts/${first.body.subaccount.id}`)
    ).body.subaccount;
    expect(sub).toMatchObject({
      name: `u${id}-sub1`,
      username: `u${id}-sub1`,
      home_directory: "my_backups/host01.my.company",
    });
    expect(JSON.stringify(sub)).not.toContain(PASSWORD);
    const second = await emu.callHetzner("POST", `/storage_boxes/${id}/subaccounts`, {
      body: { home_directory: "other", password: PASSWORD, name: "second" },
    });
    const duplicate = await emu.callHetzner(
      "PUT",
      `/storage_boxes/${id}/subaccounts/${second.body.subaccount.id}`,
      {
        body: { name: `u${id}-sub1` },
      },
    );
    expect(duplicate.status).toBe(409);
    const filtered = await emu.callHetzner(
      "GET",
      `/storage_boxes/${id}/subaccounts?label_selector=env%3Dprod`,
    );
    expect(filtered.body.subaccounts.map((s: { id: number }) => s.id)).toEqual([
      first.body.subaccount.id,
    ]);
    const folders = await emu.callHetzner("GET", `/storage_boxes/${id}/folders?path=%2Fmy_backups`);
    expect(folders.body.folders).toEqual(["host01.my.company"]);
    expect((await emu.callHetzner("GET", `/storage_boxes/${id}/folders?path=missing`)).status).toBe(
      404,
    );
    expect(
      (await emu.callHetzner("GET", `/storage_boxes/${id}/folders?path=a%2F..%2Fb`)).status,
    ).toBe(422);
  });

  it("changes the home directory and access settings through actions; another box's subaccount is 404", async () => {
    const a = (await createBox("box-sub-a")).storage_box.id;
    const b = (await createBox("box-sub-b")).storage_box.id;
    const created = await emu.callHetzner("POST", `/storage_boxes/${a}/subaccounts`, {
      body: { home_directory: "one", password: PASSWORD },
    });
    const sid = created.body.subaccount.id;
    expect((await emu.callHetzner("GET", `/storage_boxes/${b}/subaccounts/${sid}`)).status).toBe(
      404,
    );
    const moved = await emu.callHetzner(
      "POST",
      `/storage_boxes/${a}/subaccounts/${sid}/actions/change_home_directory`,
      {
        body: { home_directory: "two/three" },
      },
    );
    expect(moved.body.action.command).toBe("change_home_directory");
    await emu.callHetzner(
      "POST",
      `/storage_boxes/${a}/subaccounts/${sid}/actions/update_access_settings`,
      {
        body: { readonly: true },
      },
    );
    const sub = (await emu.callHetzner("GET", `/storage_boxes/${a}/subaccounts/${sid}`)).body
      .subaccount;
    expect(sub.home_directory).toBe("two/three");
    expect(sub.access_settings.readonly).toBe(true);
    const deleted = await emu.callHetzner("DELETE", `/storage_boxes/${a}/subaccounts/${sid}`);
    expect(deleted.body.action.command).toBe("delete_subaccount");
    expect((await emu.callHetzner("GET", `/storage_boxes/${a}/subaccounts/${sid}`)).status).toBe(
      404,
    );
  });
});

describe("snapshots", () => {
  it("names snapshots by their UTC second, with -2 for a second one in the same second", async () => {
    const id = (await createBox("box-snaps")).storage_box.id;
    await emu.control.clock.pause();
    try {
      const first = await emu.callHetzner("POST", `/storage_boxes/${id}/snapshots`, { body: {} });
      const second = await emu.callHetzner("POST", `/storage_boxes/${id}/snapshots`, {
        body: { description: "b" },
      });
      const names = (
        await emu.callHetzner("GET", `/storage_boxes/${id}/snapshots`)
      ).body.snapshots.map((snapshot: { name: string }) => snapshot.name);
      expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
      expect(names[1]).toBe(`${names[0]}-2`);
      expect(first.body.action.command).toBe("create_snapshot");
      // Rollback to the first deletes the newer one.
      const rollback = await emu.callHetzner(
        "POST",
        `/storage_boxes/${id}/actions/rollback_snapshot`,
        {
          body: { snapshot: names[0] },
        },
      );
      expect(rollback.status).toBe(201);
      expect(rollback.body.action.resources).toContainEqual({
        id: first.body.snapshot.id,
        type: "storage_box_snapshot",
      });
      expect(
        (await emu.callHetzner("GET", `/storage_boxes/${id}/snapshots/${second.body.snapshot.id}`))
          .status,
      ).toBe(404);
      expect(
        (await emu.callHetzner("GET", `/storage_boxes/${id}/snapshots/${first.body.snapshot.id}`))
          .status,
      ).toBe(200);
    } finally {
      await emu.control.clock.resume();
    }
  });

  it("refuses a snapshot beyond the type's snapshot_limit with 403 resource_limit_exceeded", async () => {
    const id = (await createBox("box-snap-limit")).storage_box.id;
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await emu.callHetzner("POST", `/storage_boxes/${id}/snapshots`, { body: {} })).status,
      ).toBe(201);
    }
    const refused = await emu.callHetzner("POST", `/storage_boxes/${id}/snapshots`, { body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: "resource_limit_exceeded",
      details: { limits: [{ name: "snapshots" }] },
    });
  });
});

describe("locks on a box's subaccounts and snapshots", () => {
  it("deletes a box's subaccount and snapshot side by side, then the box", async () => {
    let now = Date.parse("2026-11-28T10:00:00Z");
    const slow = await startTestEmulator({ actionMs: 1000, clock: () => now });
    try {
      const made = await slow.callHetzner("POST", "/storage_boxes", {
        body: { name: "locks", location: "hel1", storage_box_type: "bx11", password: PASSWORD },
      });
      const box = made.body.storage_box.id;
      now += 2000;
      const subaccount = await slow.callHetzner("POST", `/storage_boxes/${box}/subaccounts`, {
        body: { home_directory: "web", password: PASSWORD },
      });
      now += 2000;
      const snapshot = await slow.callHetzner("POST", `/storage_boxes/${box}/snapshots`, {
        body: {},
      });
      now += 2000;
      // Both deletions start while the other still runs (as Terraform sends them).
      const deleteSubaccount = await slow.callHetzner(
        "DELETE",
        `/storage_boxes/${box}/subaccounts/${subaccount.body.subaccount.id}`,
      );
      const deleteSnapshot = await slow.callHetzner(
        "DELETE",
        `/storage_boxes/${box}/snapshots/${snapshot.body.snapshot.id}`,
      );
      expect([deleteSubaccount.status, deleteSnapshot.status]).toEqual([201, 201]);
      expect(deleteSnapshot.body.action.status).toBe("running");
      // Protection changes on the box do not wait for them either (they end at once).
      const protect = await slow.callHetzner(
        "POST",
        `/storage_boxes/${box}/actions/change_protection`,
        { body: { delete: true } },
      );
      expect(protect.status).toBe(201);
      now += 2000;
      const removed = await slow.callHetzner(
        "POST",
        `/storage_boxes/${box}/actions/change_protection`,
        { body: { delete: false } },
      );
      expect(removed.status).toBe(201);
      now += 2000;
      expect((await slow.callHetzner("DELETE", `/storage_boxes/${box}`)).status).toBe(201);
    } finally {
      await slow.close();
    }
  });
});
