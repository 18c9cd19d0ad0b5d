// The everyday helpers against the stateful emulator (in process, 127.0.0.1, port 0): lookup by
// name, iteration over many pages with the query kept, create-and-wait with progress, failure
// and abort, and typed invalid_input details.
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Action,
  ActionFailedError,
  CloudAbortError,
  CloudApiError,
  type CloudClient,
  collectAll,
  createAndWait,
  createCloudClient,
  getByName,
  isCloudApiError,
  paginate,
  ResourceNotFoundError,
  unwrap,
} from "../src/index.js";

let emulator: Emulator;
let client: CloudClient;

beforeAll(async () => {
  emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    tokens: "helpers-token=helpers",
    actionMs: 150,
    env: {},
  });
  client = createCloudClient({ token: "helpers-token", baseUrl: emulator.url });
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(() => {
  emulator.control.faults.clear();
  emulator.control.journal.clear();
});

const listRequests = (operationId: string) =>
  emulator.control.journal.list({ operation_id: operationId });

async function createNetwork(name: string, labels: Record<string, string>, octet: number) {
  return unwrap(
    client.POST("/networks", { body: { name, ip_range: `10.${octet}.0.0/16`, labels } }),
  );
}

describe("paginate against the emulator", () => {
  beforeAll(async () => {
    // Seven networks labelled for this suite and two that the selector must leave out.
    for (let index = 1; index <= 7; index++) {
      await createNetwork(`paged-${index}`, { suite: "paging" }, index);
    }
    await createNetwork("other-1", { suite: "other" }, 20);
    await createNetwork("other-2", {}, 21);
  });

  it("yields every item of a list of more than 3 pages, keeping the selector and the sort", async () => {
    const names: string[] = [];
    for await (const network of paginate(client, "/networks", {
      params: { query: { label_selector: "suite=paging", sort: ["name:desc"], per_page: 2 } },
    })) {
      names.push(network.name);
    }
    expect(names).toEqual([7, 6, 5, 4, 3, 2, 1].map((index) => `paged-${index}`));
    const pages = listRequests("list_networks");
    expect(pages).toHaveLength(4);
    for (const [index, page] of pages.entries()) {
      const query = new URL(page.path, "http://x").searchParams;
      expect(query.get("label_selector")).toBe("suite=paging");
      expect(query.get("sort")).toBe("name:desc");
      expect(query.get("per_page")).toBe("2");
      expect(query.get("page") ?? "1").toBe(String(index + 1));
    }
  });

  it("stops fetching pages when the loop is left early", async () => {
    for await (const network of paginate(client, "/networks", {
      params: { query: { per_page: 2 } },
    })) {
      expect(network.id).toBeGreaterThan(0);
      break;
    }
    expect(listRequests("list_networks")).toHaveLength(1);
  });

  it("collects all pages into one array", async () => {
    const all = await collectAll(client, "/networks", { params: { query: { per_page: 3 } } });
    expect(all.map((network) => network.name).sort()).toEqual(
      ["other-1", "other-2", ...[1, 2, 3, 4, 5, 6, 7].map((index) => `paged-${index}`)].sort(),
    );
  });

  it("finds the one network with a name, typed as a Network", async () => {
    const network = await getByName(client, "/networks", "paged-3");
    expect(network.name).toBe("paged-3");
    expect(network.ip_range).toBe("10.3.0.0/16");
    const requests = listRequests("list_networks");
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.path ?? "", "http://x").searchParams.get("name")).toBe("paged-3");
  });

  it("throws ResourceNotFoundError for a name that matches nothing", async () => {
    const error = await getByName(client, "/networks", "no-such-network").catch((e) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundError);
    expect(error).toMatchObject({ path: "/networks", resourceName: "no-such-network", matches: 0 });
    expect(String(error.message)).toContain("no resource named no-such-network");
  });

  it("keeps the rest of the query: a label selector can rule the named resource out", async () => {
    await expect(
      getByName(client, "/networks", "paged-3", {
        params: { query: { label_selector: "suite=other" } },
      }),
    ).rejects.toBeInstanceOf(ResourceNotFoundError);
  });
});

describe("createAndWait against the emulator", () => {
  const serverBody = (name: string) => ({ name, server_type: "cpx22", image: "ubuntu-24.04" });

  it("creates a server and waits for create_server and start_server, reporting progress", async () => {
    const seen: Action[] = [];
    const { data, actions } = await createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-ok") }),
      { pollIntervalMs: 20, onProgress: (action) => seen.push(action) },
    );
    expect(data.server.name).toBe("wait-ok");
    expect(actions.map((action) => [action.command, action.status])).toEqual([
      ["create_server", "success"],
      ["start_server", "success"],
    ]);
    expect(seen.some((action) => action.status === "running")).toBe(true);
    expect(seen.filter((action) => action.status === "success")).toHaveLength(2);
  });

  // Issue 43: after both actions succeeded, `data.server.status` still said "initializing".
  it("resolves to the finished server, read again with one GET after the actions", async () => {
    const { data, actions } = await createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-finished") }),
      { pollIntervalMs: 20 },
    );
    expect(actions.every((action) => action.status === "success")).toBe(true);
    expect(data.server.status).toBe("running");
    expect(data.server.name).toBe("wait-finished");
    // The rest of the create response is kept (the action, the root password).
    expect(data.action?.command).toBe("create_server");
    expect(typeof data.root_password).toBe("string");
    // One GET of the server, after the last poll of its actions.
    const order = emulator.control.journal.list().map((entry) => entry.operation_id);
    expect(order.filter((id) => id === "get_server")).toHaveLength(1);
    expect(order.lastIndexOf("get_server")).toBeGreaterThan(order.lastIndexOf("get_action"));
  });

  it("keeps the response as sent with reread: false, and reads nothing again", async () => {
    const { data } = await createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-as-sent") }),
      { pollIntervalMs: 20, reread: false },
    );
    expect(data.server.status).toBe("initializing");
    expect(listRequests("get_server")).toHaveLength(0);
  });

  it("reads nothing again for a response that carries only an action", async () => {
    const { data: created } = await createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-poweroff") }),
      { pollIntervalMs: 20 },
    );
    emulator.control.journal.clear();
    const { data } = await createAndWait(
      client,
      client.POST("/servers/{id}/actions/poweroff", {
        params: { path: { id: created.server.id } },
      }),
      { pollIntervalMs: 20 },
    );
    expect(data.action.command).toBe("stop_server");
    expect(listRequests("get_server")).toHaveLength(0);
  });

  it("rejects with ActionFailedError when an action fails", async () => {
    emulator.control.faults.add({
      match: { command: "start_server" },
      effect: { type: "action_error", code: "server_error", message: "host exploded" },
      count: 1,
    });
    const error = await createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-fails") }),
      { pollIntervalMs: 20 },
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ActionFailedError);
    expect(error.code).toBe("server_error");
    expect(error.action.command).toBe("start_server");
  });

  it("rejects with CloudAbortError when the signal aborts mid-wait, and polls no more", async () => {
    const controller = new AbortController();
    const waiting = createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-aborted") }),
      {
        pollIntervalMs: 20,
        signal: controller.signal,
        onProgress: (action) => {
          if (action.status === "running") controller.abort(new Error("user gave up"));
        },
      },
    );
    const error = await waiting.catch((e) => e);
    expect(error).toBeInstanceOf(CloudAbortError);
    expect(error.cause).toEqual(new Error("user gave up"));
    const polls = listRequests("get_action").length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listRequests("get_action")).toHaveLength(polls);
  });

  it("throws the API error when the create request itself fails, and waits for nothing", async () => {
    const error = await createAndWait(
      client,
      client.POST("/servers", { body: serverBody("wait-ok") }),
    ).catch((e) => e);
    expect(isCloudApiError(error, "uniqueness_error")).toBe(true);
    expect(listRequests("get_action")).toHaveLength(0);
  });
});

describe("invalid_input details against the emulator", () => {
  it("types and fills details.fields[].messages", async () => {
    const error = await unwrap(
      client.POST("/networks", { body: { name: "bad-range", ip_range: "not-a-range" } }),
    ).catch((e) => e);
    expect(error).toBeInstanceOf(CloudApiError);
    if (!isCloudApiError(error, "invalid_input")) throw error;
    // Compiles under `strict`: messages is typed as present after narrowing.
    const text = error.details?.fields.map((field) => field.messages.join("; ")).join(" | ");
    expect(text).toBeTruthy();
    expect(error.details?.fields[0]?.name).toBe("ip_range");
  });
});
