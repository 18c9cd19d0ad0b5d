import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCloudClient } from "../src/client.js";
import { CloudApiError, CloudError } from "../src/errors.js";
import { LabelSyntaxError, labelSelector } from "../src/label-selector.js";
import { collectAll, paginate } from "../src/pagination.js";
import { paginationOf, type TestPaths, type Thing } from "./support/test-paths.js";
import { apiError, sendJson, startTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () =>
  createCloudClient<TestPaths>({ token: "t", baseUrl: server.baseUrl, retry: false });

const allThings: Thing[] = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  name: `thing-${i + 1}`,
}));

/** Serves `allThings` two per page, honouring `page`. */
function serveThingPages() {
  server.handle((req, res) => {
    const page = Number(new URL(req.url, "http://x").searchParams.get("page") ?? "1");
    const lastPage = Math.ceil(allThings.length / 2);
    sendJson(res, 200, {
      things: allThings.slice((page - 1) * 2, page * 2),
      meta: { pagination: paginationOf(page, lastPage) },
    });
  });
}

describe("paginate", () => {
  it("yields every item of every page in order", async () => {
    serveThingPages();
    const seen: Thing[] = [];
    for await (const thing of paginate(client(), "/things")) seen.push(thing);
    expect(seen).toEqual(allThings);
    expect(server.requests).toHaveLength(3);
  });

  it("keeps the caller's query on every page and sets only `page`", async () => {
    serveThingPages();
    await collectAll(client(), "/things", {
      params: { query: { per_page: 2, label_selector: "env=prod" } },
    });
    expect(server.requests.map((request) => request.url)).toEqual([
      "/v1/things?per_page=2&label_selector=env%3Dprod",
      "/v1/things?per_page=2&label_selector=env%3Dprod&page=2",
      "/v1/things?per_page=2&label_selector=env%3Dprod&page=3",
    ]);
  });

  it("sends nothing when the label selector is invalid", async () => {
    serveThingPages();
    const listing = () =>
      collectAll(client(), "/things", {
        params: {
          query: { label_selector: labelSelector().equals("env", "not valid").toString() },
        },
      });
    expect(listing).toThrow(LabelSyntaxError);
    expect(server.requests).toHaveLength(0);
  });

  it("fills path parameters of nested lists", async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, { parts: ["bolt", "nut"], meta: { pagination: paginationOf(1, 1) } }),
    );
    const parts = await collectAll(client(), "/things/{id}/parts", { params: { path: { id: 4 } } });
    expect(parts).toEqual(["bolt", "nut"]);
    expect(server.requests[0]?.url).toBe("/v1/things/4/parts");
  });

  it("stops early without fetching further pages when the loop breaks", async () => {
    serveThingPages();
    for await (const thing of paginate(client(), "/things")) {
      if (thing.id === 1) break;
    }
    expect(server.requests).toHaveLength(1);
  });

  it("throws the CloudApiError of a failing page after yielding the earlier ones", async () => {
    server.handle((_req, res, index) =>
      index === 0
        ? sendJson(res, 200, {
            things: allThings.slice(0, 2),
            meta: { pagination: paginationOf(1, 3) },
          })
        : sendJson(res, 422, apiError("invalid_input", "invalid page")),
    );
    const seen: Thing[] = [];
    const error = await (async () => {
      for await (const thing of paginate(client(), "/things")) seen.push(thing);
    })().catch((thrown: unknown) => thrown);
    expect(seen).toHaveLength(2);
    expect(error).toBeInstanceOf(CloudApiError);
    expect(error).toMatchObject({ code: "invalid_input", path: "/v1/things" });
  });

  it("refuses a next_page that does not move forward instead of looping", async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, {
        things: [],
        meta: { pagination: { ...paginationOf(2, 3), next_page: 2 } },
      }),
    );
    await expect(collectAll(client(), "/things")).rejects.toThrow(/bad next_page 2/);
  });

  it("refuses a response that is not a list envelope", async () => {
    server.handle((_req, res) => sendJson(res, 200, { thing: { id: 1, name: "a" } }));
    await expect(collectAll(client(), "/things")).rejects.toBeInstanceOf(CloudError);
  });

  it("refuses a page with two arrays beside meta, naming its keys", async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, { things: [], others: [], meta: { pagination: paginationOf(1, 1) } }),
    );
    await expect(collectAll(client(), "/things")).rejects.toThrow("GET /things is not a list");
  });
});
