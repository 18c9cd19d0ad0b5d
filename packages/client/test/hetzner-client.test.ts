// The Hetzner API's client (Storage Boxes) against the stateful emulator's /hetzner/v1 mount (in
// process, 127.0.0.1, port 0): its defaults, lookup by name on a paginated and an unpaginated
// list, pagination, create-and-wait polling the Cloud API's /actions (one action store for both
// APIs) and reading the resource again at its own path, and the failure paths.
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type components,
  createHetznerClient,
  HETZNER_DEFAULT_BASE_URL,
  type HetznerClient,
} from "../src/hetzner.js";
import {
  ActionFailedError,
  CloudApiError,
  collectAll,
  createAndWait,
  getByName,
  isCloudApiError,
  paginate,
  ResourceNotFoundError,
  unwrap,
  waitForAction,
} from "../src/index.js";

let emulator: Emulator;
let hetzner: HetznerClient;
const password = "1-secret-PASSW0RD-=)";

beforeAll(async () => {
  emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    tokens: "hetzner-token=hetzner",
    actionMs: 150,
    env: {},
  });
  hetzner = createHetznerClient({
    token: "hetzner-token",
    baseUrl: emulator.hetznerUrl,
    cloudBaseUrl: emulator.url,
  });
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => {
  emulator.control.faults.clear();
  emulator.control.journal.clear();
});

const operations = () => emulator.control.journal.list().map((entry) => entry.operation_id);

function createBox(name: string, labels: Record<string, string> = {}) {
  return hetzner.POST("/storage_boxes", {
    body: { name, location: "hel1", storage_box_type: "bx11", password, labels },
  });
}

describe("createHetznerClient", () => {
  it("sends to api.hetzner.com/v1 and polls api.hetzner.cloud/v1 by default, with one token", async () => {
    const seen: { url: string; authorization: string | null; agent: string | null }[] = [];
    const client = createHetznerClient({
      token: "default-token",
      userAgent: "my-tool/1.0",
      retry: false,
      fetch: async (request) => {
        seen.push({
          url: request.url,
          authorization: request.headers.get("authorization"),
          agent: request.headers.get("user-agent"),
        });
        const body = { action: { id: 7, command: "create", status: "success", progress: 100 } };
        return Response.json(body, { headers: { "Content-Type": "application/json" } });
      },
    });
    await client.GET("/storage_box_types");
    await waitForAction(client, 7, { pollIntervalMs: 1 });
    expect(HETZNER_DEFAULT_BASE_URL).toBe("https://api.hetzner.com/v1");
    expect(seen.map((request) => request.url)).toEqual([
      "https://api.hetzner.com/v1/storage_box_types",
      "https://api.hetzner.cloud/v1/actions/7",
    ]);
    for (const request of seen) {
      expect(request.authorization).toBe("Bearer default-token");
      expect(request.agent).toMatch(/^my-tool\/1\.0 cloud-api-client\//);
    }
  });

  it("passes the action polls through middleware given to use(), until eject()", async () => {
    const fetch = async () =>
      Response.json(
        { action: { id: 7, command: "create", status: "success", progress: 100 } },
        { headers: { "Content-Type": "application/json" } },
      );
    const client = createHetznerClient({ token: "t", retry: false, fetch });
    const seen: string[] = [];
    const trace = {
      onRequest({ request }: { request: Request }) {
        seen.push(request.url);
        request.headers.set("X-Trace", "on");
        return request;
      },
    };
    client.use(trace);
    await client.GET("/storage_box_types");
    await waitForAction(client, 7, { pollIntervalMs: 1 });
    expect(seen).toEqual([
      "https://api.hetzner.com/v1/storage_box_types",
      "https://api.hetzner.cloud/v1/actions/7",
    ]);
    client.eject(trace);
    await waitForAction(client, 7, { pollIntervalMs: 1 });
    await client.GET("/storage_box_types");
    expect(seen).toHaveLength(2);
  });

  it("checks its options like createCloudClient, for both APIs' base URLs", () => {
    expect(() => createHetznerClient({ token: " " })).toThrow(TypeError);
    expect(() => createHetznerClient({ token: "t", baseUrl: "http://example.com/v1" })).toThrow(
      /plain http/,
    );
    expect(() =>
      createHetznerClient({ token: "t", cloudBaseUrl: "http://example.com/v1" }),
    ).toThrow(/plain http/);
  });
});

describe("createAndWait on the Hetzner API", () => {
  it("creates a box, polls the Cloud API's /actions/{id} and reads the box again: active", async () => {
    const progress: string[] = [];
    const { data, actions } = await createAndWait(hetzner, createBox("wait-box"), {
      pollIntervalMs: 20,
      onProgress: (action) => progress.push(action.status),
    });
    expect(data.storage_box.status).toBe("active");
    expect(data.storage_box.username).toMatch(/^u\d+$/);
    expect(data.action.command).toBe("create");
    expect(actions.map((action) => action.status)).toEqual(["success"]);
    expect(progress.at(-1)).toBe("success");
    const order = operations();
    // The polls went to the Cloud API, none to the Storage Box action endpoints.
    expect(order).toContain("get_action");
    expect(order).not.toContain("get_storage_boxes_action");
    expect(order.filter((id) => id === "get_storage_box")).toHaveLength(1);
    expect(order.lastIndexOf("get_storage_box")).toBeGreaterThan(order.lastIndexOf("get_action"));
  });

  it("reads a new subaccount and snapshot again under their box", async () => {
    const { data: created } = await createAndWait(hetzner, createBox("wait-parent"), {
      pollIntervalMs: 20,
    });
    const box = { params: { path: { id: created.storage_box.id } } };
    const { data: sub } = await createAndWait(
      hetzner,
      hetzner.POST("/storage_boxes/{id}/subaccounts", {
        ...box,
        body: { name: "sub-wait", home_directory: "backups/sub", password },
      }),
      { pollIntervalMs: 20 },
    );
    // The answer carried only {id, storage_box} (and is typed so); the reread filled in the rest.
    const subaccount = sub.subaccount as components["schemas"]["StorageBoxSubaccount"];
    expect(subaccount).toMatchObject({
      storage_box: created.storage_box.id,
      name: "sub-wait",
      home_directory: "backups/sub",
    });
    expect(subaccount.username).toMatch(/-sub\d+$/);
    const { data: snap } = await createAndWait(
      hetzner,
      hetzner.POST("/storage_boxes/{id}/snapshots", { ...box, body: { description: "before" } }),
      { pollIntervalMs: 20 },
    );
    const snapshot = snap.snapshot as components["schemas"]["StorageBoxSnapshot"];
    expect(snapshot).toMatchObject({
      storage_box: created.storage_box.id,
      description: "before",
      is_automatic: false,
    });
    expect(snapshot.name).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(operations()).toEqual(
      expect.arrayContaining(["get_storage_box_subaccount", "get_storage_box_snapshot"]),
    );
  });

  it("rejects with ActionFailedError when the box's create action fails", async () => {
    emulator.control.faults.add({
      match: { command: "create" },
      effect: { type: "action_error", code: "server_error", message: "no disk left" },
      count: 1,
    });
    const error = await createAndWait(hetzner, createBox("wait-fails"), {
      pollIntervalMs: 20,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(ActionFailedError);
    expect(error.code).toBe("server_error");
    expect(error.action.command).toBe("create");
    expect(operations()).not.toContain("get_storage_box");
  });

  it("throws the typed API error when the request fails, and waits for nothing", async () => {
    const { data } = await createAndWait(hetzner, createBox("wait-protected"), {
      pollIntervalMs: 20,
    });
    const id = data.storage_box.id;
    await createAndWait(
      hetzner,
      hetzner.POST("/storage_boxes/{id}/actions/change_protection", {
        params: { path: { id } },
        body: { delete: true },
      }),
      { pollIntervalMs: 20 },
    );
    emulator.control.journal.clear();
    const error = await createAndWait(
      hetzner,
      hetzner.DELETE("/storage_boxes/{id}", { params: { path: { id } } }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(CloudApiError);
    expect(isCloudApiError(error, "protected")).toBe(true);
    expect(error.status).toBe(423);
    expect(error.message).toContain(`DELETE /hetzner/v1/storage_boxes/${id}`);
    expect(operations()).not.toContain("get_action");
  });
});

describe("getByName and paginate on the Hetzner API", () => {
  let boxId = 0;
  beforeAll(async () => {
    for (let index = 1; index <= 3; index++) {
      const { storage_box, action } = await unwrap(
        createBox(`paged-box-${index}`, { suite: "paging" }),
      );
      // A box's create action locks it: its subaccount comes once that is done.
      if (!boxId) await waitForAction(hetzner, action, { pollIntervalMs: 20 });
      boxId ||= storage_box.id;
    }
    await unwrap(
      hetzner.POST("/storage_boxes/{id}/subaccounts", {
        params: { path: { id: boxId } },
        body: { name: "named-sub", home_directory: "named", password },
      }),
    );
  });

  it("finds a box by its exact name", async () => {
    const box = await getByName(hetzner, "/storage_boxes", "paged-box-2");
    expect(box.name).toBe("paged-box-2");
    expect(box.location.name).toBe("hel1");
  });

  it("throws ResourceNotFoundError for a name no box has (the list answered empty)", async () => {
    const error = await getByName(hetzner, "/storage_boxes", "no-such-box").catch((e) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error.matches).toBe(0);
    expect(error.message).toBe("GET /storage_boxes: no resource named no-such-box");
  });

  it("finds a subaccount by name in its box's unpaginated list", async () => {
    const sub = await getByName(hetzner, "/storage_boxes/{id}/subaccounts", "named-sub", {
      params: { path: { id: boxId } },
    });
    expect(sub).toMatchObject({ name: "named-sub", storage_box: boxId, home_directory: "named" });
    const missing = await getByName(hetzner, "/storage_boxes/{id}/subaccounts", "other", {
      params: { path: { id: boxId } },
    }).catch((e) => e);
    expect(missing).toBeInstanceOf(ResourceNotFoundError);
  });

  it("answers 404 not_found for a box that does not exist, typed", async () => {
    const error = await unwrap(
      hetzner.GET("/storage_boxes/{id}/subaccounts", { params: { path: { id: 13334321 } } }),
    ).catch((e) => e);
    expect(isCloudApiError(error, "not_found")).toBe(true);
    expect(error.status).toBe(404);
  });

  it("pages through the boxes with the query kept", async () => {
    const names: string[] = [];
    for await (const box of paginate(hetzner, "/storage_boxes", {
      params: { query: { label_selector: "suite=paging", sort: ["name:desc"], per_page: 1 } },
    })) {
      names.push(box.name);
    }
    expect(names).toEqual(["paged-box-3", "paged-box-2", "paged-box-1"]);
    const pages = emulator.control.journal.list({ operation_id: "list_storage_boxes" });
    expect(pages).toHaveLength(3);
    const types = await collectAll(hetzner, "/storage_box_types");
    expect(types[0]?.name).toBe("bx11");
  });
});
