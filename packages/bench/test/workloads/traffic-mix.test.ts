import { describe, expect, it } from "vitest";
import {
  MIX_KINDS,
  MIX_WEIGHTS,
  type MixedRequest,
  type MixPlan,
  renderMixedRequest,
  type SeededIds,
  seededRandom,
  seededServerLabels,
  TrafficMix,
  WRITE_KINDS,
} from "../../src/workloads/traffic-mix.js";

const PLAN: MixPlan = {
  projects: 2,
  serversPerProject: 200,
  sshKeysPerProject: 20,
  deletePoolPerProject: 500,
  networksPerProject: 5,
  firewallsPerProject: 5,
};

const draw = (count: number, seed = 24, plan = PLAN) => {
  const mix = new TrafficMix(plan, seed);
  return { requests: Array.from({ length: count }, () => mix.next()), mix };
};

/** Ids unlike the indexes, as a target would assign them: project p's index i → 1000p + 3i + 7. */
const IDS: SeededIds = {
  servers: [0, 1].map((p) => Array.from({ length: 200 }, (_, i) => 1000 * p + 3 * i + 7)),
  sshKeys: [0, 1].map((p) => Array.from({ length: 20 }, (_, i) => 5000 + 100 * p + i)),
  poolKeys: [0, 1].map((p) => Array.from({ length: 500 }, (_, i) => 9000 + 1000 * p + i)),
};

const queriesOf = (requests: MixedRequest[], kind: MixedRequest["kind"]) =>
  requests.flatMap((request) =>
    request.kind === kind && "query" in request ? [decodeURIComponent(request.query)] : [],
  );

describe("seededRandom", () => {
  it("gives the same numbers for the same seed and others for another seed", () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const value of first) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("TrafficMix", () => {
  it("draws the same sequence for the same seed, so every target gets the same requests", () => {
    expect(draw(2_000).requests).toEqual(draw(2_000).requests);
    expect(draw(200, 25).requests).not.toEqual(draw(200).requests);
  });

  it("numbers requests in order and spreads them over every project", () => {
    const { requests } = draw(2_000);
    expect(requests.map((request) => request.sequence)).toEqual(requests.map((_, index) => index));
    const inFirst = requests.filter((request) => request.project === 0).length;
    expect(inFirst / requests.length).toBeGreaterThan(0.45);
    expect(inFirst / requests.length).toBeLessThan(0.55);
  });

  it("draws each kind close to its weight, 10-20% of them writes", () => {
    const count = 50_000;
    const { mix } = draw(count);
    const total = Object.values(MIX_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    for (const kind of MIX_KINDS) {
      expect(Math.abs(mix.drawn[kind] / count - MIX_WEIGHTS[kind] / total)).toBeLessThan(0.01);
    }
    const writes = WRITE_KINDS.reduce((sum, kind) => sum + mix.drawn[kind], 0) / count;
    expect(writes).toBeGreaterThanOrEqual(0.1);
    expect(writes).toBeLessThanOrEqual(0.2);
  });

  it("varies server lists over every selector operator, sort, page size, page and name", () => {
    const queries = queriesOf(draw(5_000).requests, "list_servers");
    const some = (pattern: RegExp) => queries.some((query) => pattern.test(query));
    expect(some(/label_selector=env=(prod|staging|dev)(&|$)/)).toBe(true);
    expect(some(/label_selector=[^&]*!=/)).toBe(true);
    expect(some(/label_selector=[^&]*==/)).toBe(true);
    expect(some(/label_selector=team in \(/)).toBe(true);
    expect(some(/label_selector=team notin \(/)).toBe(true);
    expect(some(/label_selector=!deprecated/)).toBe(true);
    expect(some(/label_selector=canary(&|$)/)).toBe(true);
    for (const sort of ["name", "name:desc", "id", "id:desc", "created", "created:desc"]) {
      expect(
        queries.some((query) => query.includes(`sort=${sort}&`) || query.endsWith(`sort=${sort}`)),
      ).toBe(true);
    }
    expect(some(/sort=[^&]+&sort=name/)).toBe(true);
    for (const perPage of [5, 10, 25, 50])
      expect(some(new RegExp(`per_page=${perPage}(&|$)`))).toBe(true);
    for (const page of [2, 3, 4, 5, 6]) expect(some(new RegExp(`page=${page}(&|$)`))).toBe(true);
    expect(some(/^name=mix-p[01]-server-\d{4}/)).toBe(true);
    expect(some(/status=running/)).toBe(true);
    expect(queries).toContain("");
    // Varied, not a handful of repeats a cache would meet.
    expect(new Set(queries).size).toBeGreaterThan(queries.length / 2);
  });

  it("names only existing resources in GETs and updates", () => {
    const { requests } = draw(10_000);
    for (const request of requests) {
      if (request.kind === "get_server" || request.kind === "update_server") {
        expect(request.server).toBeGreaterThanOrEqual(0);
        expect(request.server).toBeLessThan(PLAN.serversPerProject);
      }
      if (request.kind === "get_ssh_key")
        expect(request.sshKey).toBeLessThan(PLAN.sshKeysPerProject);
    }
  });

  it("deletes each pool key once, then turns deletes into creates when a pool is used up", () => {
    const plan = { ...PLAN, deletePoolPerProject: 3 };
    const { requests, mix } = draw(5_000, 24, plan);
    const deletes = requests.filter((request) => request.kind === "delete_ssh_key");
    for (const project of [0, 1]) {
      expect(
        deletes
          .filter((request) => request.project === project)
          .map((request) => (request.kind === "delete_ssh_key" ? request.poolKey : -1)),
      ).toEqual([0, 1, 2]);
    }
    expect(mix.drawn.delete_ssh_key).toBe(6);
    // The other deletes were drawn as creates and counted as such.
    const fullPool = draw(5_000).mix;
    expect(mix.drawn.create_ssh_key).toBe(
      fullPool.drawn.create_ssh_key + fullPool.drawn.delete_ssh_key - 6,
    );
  });

  it("refuses a plan with nothing to read", () => {
    expect(() => new TrafficMix({ ...PLAN, serversPerProject: 0 }, 1)).toThrow(/at least one/);
  });
});

describe("seededServerLabels", () => {
  it("labels every server with env, team and tier, some deprecated and some canaries", () => {
    const labels = Array.from({ length: 400 }, (_, index) => seededServerLabels(index));
    expect(labels.every((entry) => entry.env && entry.team && entry.tier)).toBe(true);
    expect(new Set(labels.map((entry) => entry.team)).size).toBe(8);
    expect(new Set(labels.map((entry) => entry.env)).size).toBe(3);
    const deprecated = labels.filter((entry) => entry.deprecated).length;
    expect(deprecated).toBeGreaterThan(0);
    expect(deprecated).toBeLessThan(400);
    expect(labels.some((entry) => entry.canary)).toBe(true);
  });
});

describe("renderMixedRequest", () => {
  it("sends lists with their query and no body", () => {
    const rendered = renderMixedRequest(
      { sequence: 0, project: 1, kind: "list_servers", query: "label_selector=env%3Dprod" },
      IDS,
      "r0",
    );
    expect(rendered).toEqual({
      method: "GET",
      path: "/servers?label_selector=env%3Dprod",
      project: 1,
    });
    expect(
      renderMixedRequest({ sequence: 0, project: 0, kind: "list_networks", query: "" }, IDS, "r0")
        .path,
    ).toBe("/networks");
  });

  it("addresses seeded resources by the id the target gave them", () => {
    const get = renderMixedRequest(
      { sequence: 1, project: 1, kind: "get_server", server: 2 },
      IDS,
      "r0",
    );
    expect(get.path).toBe("/servers/1013");
    const update = renderMixedRequest(
      { sequence: 2, project: 0, kind: "update_server", server: 0, labels: { env: "dev" } },
      IDS,
      "r0",
    );
    expect([update.method, update.path, JSON.parse(update.body ?? "")]).toEqual([
      "PUT",
      "/servers/7",
      { labels: { env: "dev" } },
    ]);
    const remove = renderMixedRequest(
      { sequence: 3, project: 1, kind: "delete_ssh_key", poolKey: 4 },
      IDS,
      "r0",
    );
    expect([remove.method, remove.path, remove.body]).toEqual([
      "DELETE",
      "/ssh_keys/10004",
      undefined,
    ]);
  });

  it("gives every create a name (and SSH key) of its own per run and sequence", () => {
    const create = (sequence: number, runId: string) =>
      JSON.parse(
        renderMixedRequest({ sequence, project: 0, kind: "create_ssh_key" }, IDS, runId).body ?? "",
      ) as { name: string; public_key: string };
    expect(create(1, "r0").name).not.toBe(create(2, "r0").name);
    expect(create(1, "r0").public_key).not.toBe(create(1, "r1").public_key);
    const server = renderMixedRequest(
      { sequence: 9, project: 1, kind: "create_server", labels: { env: "prod" } },
      IDS,
      "r2",
    );
    expect(JSON.parse(server.body ?? "")).toMatchObject({
      name: "mix-r2-9",
      labels: { env: "prod" },
    });
  });

  it("fails loudly on a resource the target was not seeded with", () => {
    expect(() =>
      renderMixedRequest({ sequence: 0, project: 2, kind: "get_server", server: 0 }, IDS, "r0"),
    ).toThrow(/no seeded server 0 in project 2/);
  });

  it("renders every drawn request of a long sequence", () => {
    const { requests } = draw(5_000);
    const methods = new Set(
      requests.map((request) => renderMixedRequest(request, IDS, "r0").method),
    );
    expect([...methods].sort()).toEqual(["DELETE", "GET", "POST", "PUT"]);
  });
});
