// The Hetzner API (Storage Boxes, their subaccounts and snapshots, and the Storage Box types):
// every one of its 32 operations, through `@cloud-api/client`'s Hetzner API client (`hetznerApi()`),
// in a realistic order. On the stateless mock the answers are the spec's examples; the same calls
// hold on a stateful target once one serves this API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import {
  describeHetzner,
  HETZNER_SKIP_REASON,
  hetznerApi,
  rawRequest,
  runId,
  target,
} from "../src/suite.js";

const writes = describe.skipIf(target.kind === "live");
const password = "1-secret-PASSW0RD-=)";

describeHetzner(`storage boxes: catalog and lists${HETZNER_SKIP_REASON}`, () => {
  const client = target.apiBaseUrls.hetzner ? hetznerApi() : undefined;

  it("list_storage_box_types lists the types in ID order, bx11 (1333) first", async () => {
    const result = await client?.GET("/storage_box_types");
    if (!result) throw new Error("no client");
    expectStatus(result, 200);
    const types = result.data?.storage_box_types ?? [];
    expect(types[0]).toMatchObject({ id: 1333, name: "bx11", size: 1099511627776 });
    expect(types.map((type) => type.id)).toEqual([...types.map((type) => type.id)].sort());
  });

  it("get_storage_box_type returns bx11 by its ID, with a price per location", async () => {
    const result = await client?.GET("/storage_box_types/{id}", {
      params: { path: { id: 1333 } },
    });
    if (!result) throw new Error("no client");
    expectStatus(result, 200);
    expect(result.data?.storage_box_type).toMatchObject({
      name: "bx11",
      description: "BX11",
      snapshot_limit: 10,
      automatic_snapshot_limit: 10,
      subaccounts_limit: 100,
      deprecation: null,
    });
    expect(result.data?.storage_box_type.prices.length).toBeGreaterThan(0);
  });

  it("list_storage_boxes filters by name and label selector and sorts by a stat", async () => {
    const result = await client?.GET("/storage_boxes", {
      params: {
        query: {
          name: `absent-${runId}`,
          label_selector: "env=conformance",
          sort: ["stats.size:desc", "id"],
          page: 1,
          per_page: 50,
        },
      },
    });
    if (!result) throw new Error("no client");
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.storage_boxes)).toBe(true);
    expect(result.data?.meta.pagination.page).toBe(1);
  });

  it("list_storage_boxes_actions lists the actions of all boxes by state", async () => {
    const result = await client?.GET("/storage_boxes/actions", {
      params: { query: { status: ["success"], sort: ["id:desc"] } },
    });
    if (!result) throw new Error("no client");
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeHetzner(`storage boxes: lifecycle and every operation${HETZNER_SKIP_REASON}`, () => {
  const client = target.apiBaseUrls.hetzner ? hetznerApi() : undefined;
  const call = () => {
    if (!client) throw new Error("no client");
    return client;
  };
  let boxId = 0;
  let subaccountId = 0;
  let snapshotId = 0;
  let actionId = 0;

  writes("box", () => {
    beforeAll(async () => {
      // The type as a JSON number, as hcloud-go sends it; the location by name.
      const result = await call().POST("/storage_boxes", {
        body: {
          name: `conformance-box-${runId}`,
          location: "hel1",
          storage_box_type: 1333,
          password,
          labels: { env: "conformance" },
          access_settings: { ssh_enabled: true },
        },
      });
      expectStatus(result, 201);
      boxId = result.data?.storage_box.id ?? 0;
      actionId = result.data?.action.id ?? 0;
      expect(result.data?.action.command).toBe("create");
      expect(result.data?.action.resources).toContainEqual({ id: boxId, type: "storage_box" });
    });

    afterAll(async () => {
      if (!boxId) return;
      const result = await call().DELETE("/storage_boxes/{id}", {
        params: { path: { id: boxId } },
      });
      expectStatus(result, 201);
      expect(result.data?.action.command).toBe("delete");
    });

    it("create_storage_box returned the box with an ID (initializing until `create` ends)", () => {
      expect(boxId).toBeGreaterThan(0);
      expect(actionId).toBeGreaterThan(0);
    });

    it("get_storage_box returns the box with its type, location and settings", async () => {
      const result = await call().GET("/storage_boxes/{id}", { params: { path: { id: boxId } } });
      expectStatus(result, 200);
      expect(result.data?.storage_box.id).toBe(boxId);
      expect(["active", "initializing", "locked"]).toContain(result.data?.storage_box.status);
      expect(typeof result.data?.storage_box.access_settings.ssh_enabled).toBe("boolean");
    });

    it("update_storage_box takes {} (how Terraform re-reads) and a new name with labels", async () => {
      const reread = await call().PUT("/storage_boxes/{id}", {
        params: { path: { id: boxId } },
        body: {},
      });
      expectStatus(reread, 200);
      const renamed = await call().PUT("/storage_boxes/{id}", {
        params: { path: { id: boxId } },
        body: { name: `conformance-box-2-${runId}`, labels: { env: "conformance-2" } },
      });
      expectStatus(renamed, 200);
      expect(renamed.data?.storage_box.id).toBe(boxId);
    });

    it("list_storage_box_folders lists the folder names under a path", async () => {
      const result = await call().GET("/storage_boxes/{id}/folders", {
        params: { path: { id: boxId }, query: { path: "." } },
      });
      expectStatus(result, 200);
      expect(Array.isArray(result.data?.folders)).toBe(true);
    });

    it("list_storage_box_actions, get_storage_boxes_action and the deprecated get_storage_box_action", async () => {
      const list = await call().GET("/storage_boxes/{id}/actions", {
        params: { path: { id: boxId }, query: { sort: ["started:desc"] } },
      });
      expectStatus(list, 200);
      expect(Array.isArray(list.data?.actions)).toBe(true);
      const one = await call().GET("/storage_boxes/actions/{id}", {
        params: { path: { id: actionId } },
      });
      expectStatus(one, 200);
      expect(one.data?.action.id).toBe(actionId);
      const deprecated = await call().GET("/storage_boxes/{id}/actions/{action_id}", {
        params: { path: { id: boxId, action_id: actionId } },
      });
      expectStatus(deprecated, 200);
      expect(deprecated.data?.action.id).toBe(actionId);
    });

    it("change_storage_box_protection turns delete protection on and off", async () => {
      for (const protect of [true, false]) {
        const result = await call().POST("/storage_boxes/{id}/actions/change_protection", {
          params: { path: { id: boxId } },
          body: { delete: protect },
        });
        expectStatus(result, 201);
        expect(result.data?.action.command).toBe("change_protection");
      }
    });

    it("change_storage_box_type takes the type by name", async () => {
      const result = await call().POST("/storage_boxes/{id}/actions/change_type", {
        params: { path: { id: boxId } },
        body: { storage_box_type: "bx21" },
      });
      expectStatus(result, 201);
      expect(result.data?.action.command).toBe("change_type");
    });

    it("reset_storage_box_password and update_storage_box_access_settings (partial)", async () => {
      const reset = await call().POST("/storage_boxes/{id}/actions/reset_password", {
        params: { path: { id: boxId } },
        body: { password: "2-secret-PASSW0RD-=)" },
      });
      expectStatus(reset, 201);
      expect(reset.data?.action.command).toBe("reset_password");
      const access = await call().POST("/storage_boxes/{id}/actions/update_access_settings", {
        params: { path: { id: boxId } },
        body: { reachable_externally: true, zfs_enabled: true },
      });
      expectStatus(access, 201);
      expect(access.data?.action.command).toBe("update_access_settings");
    });

    it("enable_storage_box_snapshot_plan with explicit nulls, then disable_storage_box_snapshot_plan without a body", async () => {
      const enable = await call().POST("/storage_boxes/{id}/actions/enable_snapshot_plan", {
        params: { path: { id: boxId } },
        body: { max_snapshots: 10, minute: 16, hour: 18, day_of_week: 3, day_of_month: null },
      });
      expectStatus(enable, 201);
      expect(enable.data?.action.command).toBe("enable_snapshot_plan");
      const disable = await call().POST("/storage_boxes/{id}/actions/disable_snapshot_plan", {
        params: { path: { id: boxId } },
      });
      expectStatus(disable, 201);
      expect(disable.data?.action.command).toBe("disable_snapshot_plan");
    });

    describe("subaccounts", () => {
      it("create_storage_box_subaccount returns its ID and box with the create_subaccount action", async () => {
        const result = await call().POST("/storage_boxes/{id}/subaccounts", {
          params: { path: { id: boxId } },
          body: {
            home_directory: "backups/conformance",
            password,
            name: `sub-${runId}`,
            description: "conformance",
            labels: { env: "conformance" },
            access_settings: {
              reachable_externally: false,
              samba_enabled: false,
              ssh_enabled: true,
              webdav_enabled: false,
              readonly: false,
            },
          },
        });
        expectStatus(result, 201);
        subaccountId = result.data?.subaccount.id ?? 0;
        expect(subaccountId).toBeGreaterThan(0);
        expect(result.data?.action.command).toBe("create_subaccount");
      });

      it("list_storage_box_subaccounts filters by name and username, whole (no meta)", async () => {
        const result = await call().GET("/storage_boxes/{id}/subaccounts", {
          params: {
            path: { id: boxId },
            query: { name: `sub-${runId}`, username: "u1337-sub1", sort: ["created:desc"] },
          },
        });
        expectStatus(result, 200);
        expect(Array.isArray(result.data?.subaccounts)).toBe(true);
        expect(result.data && "meta" in result.data).toBe(false);
      });

      it("get_storage_box_subaccount and update_storage_box_subaccount", async () => {
        const path = { id: boxId, subaccount_id: subaccountId };
        const get = await call().GET("/storage_boxes/{id}/subaccounts/{subaccount_id}", {
          params: { path },
        });
        expectStatus(get, 200);
        expect(typeof get.data?.subaccount.home_directory).toBe("string");
        const update = await call().PUT("/storage_boxes/{id}/subaccounts/{subaccount_id}", {
          params: { path },
          body: { description: "", labels: {} },
        });
        expectStatus(update, 200);
      });

      it("change_home_directory, reset_subaccount_password and update_access_settings", async () => {
        const path = { id: boxId, subaccount_id: subaccountId };
        const home = await call().POST(
          "/storage_boxes/{id}/subaccounts/{subaccount_id}/actions/change_home_directory",
          { params: { path }, body: { home_directory: "backups/conformance-2" } },
        );
        expectStatus(home, 201);
        expect(home.data?.action.command).toBe("change_home_directory");
        const reset = await call().POST(
          "/storage_boxes/{id}/subaccounts/{subaccount_id}/actions/reset_subaccount_password",
          { params: { path }, body: { password: "3-secret-PASSW0RD-=)" } },
        );
        expectStatus(reset, 201);
        expect(reset.data?.action.command).toBe("reset_subaccount_password");
        const access = await call().POST(
          "/storage_boxes/{id}/subaccounts/{subaccount_id}/actions/update_access_settings",
          { params: { path }, body: { readonly: true } },
        );
        expectStatus(access, 201);
        expect(access.data?.action.command).toBe("update_access_settings");
      });

      it("delete_storage_box_subaccount answers 201 with the delete_subaccount action", async () => {
        const result = await call().DELETE("/storage_boxes/{id}/subaccounts/{subaccount_id}", {
          params: { path: { id: boxId, subaccount_id: subaccountId } },
        });
        expectStatus(result, 201);
        expect(result.data?.action.command).toBe("delete_subaccount");
      });
    });

    describe("snapshots", () => {
      it("create_storage_box_snapshot takes {} and returns its ID with the create_snapshot action", async () => {
        const result = await call().POST("/storage_boxes/{id}/snapshots", {
          params: { path: { id: boxId } },
          body: {},
        });
        expectStatus(result, 201);
        snapshotId = result.data?.snapshot.id ?? 0;
        expect(snapshotId).toBeGreaterThan(0);
        expect(result.data?.action.command).toBe("create_snapshot");
      });

      it("list_storage_box_snapshots filters manual ones, whole (no meta)", async () => {
        const result = await call().GET("/storage_boxes/{id}/snapshots", {
          params: { path: { id: boxId }, query: { is_automatic: false, sort: ["name"] } },
        });
        expectStatus(result, 200);
        expect(Array.isArray(result.data?.snapshots)).toBe(true);
      });

      it("get_storage_box_snapshot and update_storage_box_snapshot", async () => {
        const path = { id: boxId, snapshot_id: snapshotId };
        const get = await call().GET("/storage_boxes/{id}/snapshots/{snapshot_id}", {
          params: { path },
        });
        expectStatus(get, 200);
        expect(get.data?.snapshot.stats.size).toBeGreaterThanOrEqual(0);
        const update = await call().PUT("/storage_boxes/{id}/snapshots/{snapshot_id}", {
          params: { path },
          body: { description: "conformance", labels: { env: "conformance" } },
        });
        expectStatus(update, 200);
      });

      it("rollback_storage_box_snapshot takes the snapshot's ID as digits (hcloud-python)", async () => {
        const result = await call().POST("/storage_boxes/{id}/actions/rollback_snapshot", {
          params: { path: { id: boxId } },
          body: { snapshot: String(snapshotId) },
        });
        expectStatus(result, 201);
        expect(result.data?.action.command).toBe("rollback_snapshot");
      });

      it("delete_storage_box_snapshot answers 201 with the delete_snapshot action", async () => {
        const result = await call().DELETE("/storage_boxes/{id}/snapshots/{snapshot_id}", {
          params: { path: { id: boxId, snapshot_id: snapshotId } },
        });
        expectStatus(result, 201);
        expect(result.data?.action.command).toBe("delete_snapshot");
      });
    });
  });

  writes("refused requests", () => {
    it("a password outside the policy is refused with 422 invalid_input", async () => {
      const response = await rawRequest("POST", "/storage_boxes/1/actions/reset_password", {
        api: "hetzner",
        body: JSON.stringify({ password: "onlylowercase" }),
      });
      expect(response.status).toBe(422);
      expect((response.json as { error?: { code?: string } }).error?.code).toBe("invalid_input");
    });

    it("a type that is neither an ID nor a name is refused with 422 invalid_input", async () => {
      const response = await rawRequest("POST", "/storage_boxes", {
        api: "hetzner",
        body: JSON.stringify({
          name: "box",
          location: "hel1",
          storage_box_type: true,
          password,
        }),
      });
      expect(response.status).toBe(422);
      expect((response.json as { error?: { code?: string } }).error?.code).toBe("invalid_input");
    });

    it("a Cloud API path is not part of the Hetzner API (404)", async () => {
      const response = await rawRequest("GET", "/servers", { api: "hetzner", skipBodyCheck: true });
      expect(response.status).toBe(404);
    });
  });
});
