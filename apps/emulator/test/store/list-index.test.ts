// The store's list index against a brute-force reference: random records, random writes
// interleaved with random lists (every selector form, the status filter, sorts by one or two
// fields in both directions, pages and page sizes); each list's page and total must equal what
// filtering and fully sorting every record of the project gives (resources/kit).
import { describe, expect, it } from "vitest";
import {
  type LabelRequirement,
  matchesLabels,
  parseLabelSelector,
} from "../../src/resources/kit/label-selector.js";
import { filterByValues } from "../../src/resources/kit/list-response.js";
import { paginate } from "../../src/resources/kit/pagination.js";
import { parseSort, sortItems } from "../../src/resources/kit/sort.js";
import { serverListIndex } from "../../src/resources/servers/indexes.js";
import { MemoryStore } from "../../src/store/memory-store.js";
import type { StoredRecord } from "../../src/store/store.js";
import { seededRandom } from "../support/seeded-random.js";

interface Row extends StoredRecord {
  name: string;
  created: string | null;
  status: string;
  labels: Record<string, string>;
}

const COLLECTION = serverListIndex.collection;
const PROJECTS = ["p1", "p2"];
const KEYS = ["env", "team", "tier", "canary", "deprecated", "example.com/role"];
const VALUES = ["a", "b", "c", "prod", "dev"];
const STATUSES = ["running", "off", "starting"];
const SORT_FIELDS = ["id", "name", "created"];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function randomLabels(random: () => number): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const key of KEYS) if (random() < 0.45) labels[key] = pick(random, VALUES);
  return labels;
}

/** Every selector form, sometimes combined, with the spellings the grammar allows. */
function randomSelector(random: () => number): string {
  const term = () => {
    const key = pick(random, KEYS);
    const values = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, VALUES));
    switch (Math.floor(random() * 8)) {
      case 0:
        return `${key}=${pick(random, VALUES)}`;
      case 1:
        return `${key} == ${pick(random, VALUES)}`;
      case 2:
        return `${key}!=${pick(random, VALUES)}`;
      case 3:
        return `${key} in (${values().join(", ")})`;
      case 4:
        return `${key} notin (${values().join(",")})`;
      case 5:
        return key;
      case 6:
        return `!${key}`;
      default:
        return `${key}=${pick(random, VALUES)}`;
    }
  };
  return Array.from({ length: 1 + Math.floor(random() * (random() < 0.6 ? 1 : 3)) }, term).join(
    ",",
  );
}

function reference(
  records: readonly Row[],
  selector: readonly LabelRequirement[] | undefined,
  statuses: string[] | undefined,
  sort: string[],
  page: number,
  perPage: number,
): { ids: number[]; total: number } {
  let items = filterByValues(records, statuses, (record) => record.status);
  if (selector) items = items.filter((record) => matchesLabels(record.labels, selector));
  const ordered = sortItems(items, parseSort(sort, SORT_FIELDS));
  const result = paginate(ordered, page, perPage);
  return { ids: result.items.map((record) => record.id), total: result.pagination.total_entries };
}

function runScenario(seed: number, steps: number, startSize: number) {
  const random = seededRandom(seed);
  const store = new MemoryStore({ listIndexes: [serverListIndex] });
  const live: Row[] = [];
  let lists = 0;
  const create = () => {
    const record: Row = {
      id: store.nextId(COLLECTION),
      project: random() < 0.8 ? "p1" : "p2",
      // Few names and times, so that sorts meet many ties (ids break them).
      name: `server-${Math.floor(random() * 40)}`,
      created: random() < 0.1 ? null : `2026-01-0${1 + Math.floor(random() * 5)}T00:00:00Z`,
      status: pick(random, STATUSES),
      labels: randomLabels(random),
    };
    store.put(COLLECTION, record);
    live.push(record);
  };
  for (let index = 0; index < startSize; index += 1) create();
  for (let step = 0; step < steps; step += 1) {
    const roll = random();
    if (roll < 0.15 || live.length === 0) create();
    else if (roll < 0.2) {
      const at = Math.floor(random() * live.length);
      const [gone] = live.splice(at, 1);
      store.remove(COLLECTION, (gone as Row).id);
    } else if (roll < 0.35) {
      // Changed in place, then put (as handlers do).
      const record = pick(random, live);
      const change = Math.floor(random() * 5);
      if (change === 0) record.labels = randomLabels(random);
      else if (change === 1) record.name = `server-${Math.floor(random() * 40)}`;
      else if (change === 2) record.status = pick(random, STATUSES);
      else if (change === 3) record.created = random() < 0.3 ? null : "2026-01-09T00:00:00Z";
      else record.labels[pick(random, KEYS)] = pick(random, VALUES);
      store.put(COLLECTION, record);
    } else if (roll < 0.38) {
      // A new object for the same id (an undone transaction restores a copy).
      const at = Math.floor(random() * live.length);
      const copy = structuredClone(live[at] as Row);
      if (random() < 0.5) copy.project = pick(random, PROJECTS);
      live[at] = copy;
      store.put(COLLECTION, copy);
    } else {
      lists += 1;
      const project = pick(random, PROJECTS);
      const text = random() < 0.85 ? randomSelector(random) : undefined;
      const selector = text === undefined ? undefined : parseLabelSelector(text);
      const statuses =
        random() < 0.2
          ? Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(random, STATUSES))
          : undefined;
      const sort = Array.from({ length: Math.floor(random() * 3) }, () => {
        const field = pick(random, SORT_FIELDS);
        return random() < 0.3 ? field : `${field}:${random() < 0.5 ? "asc" : "desc"}`;
      });
      const perPage = 1 + Math.floor(random() * 50);
      const page = 1 + Math.floor(random() * (random() < 0.8 ? 3 : 12));
      const found = store.listPage<Row>(COLLECTION, project, {
        labels: selector ?? [],
        filters: statuses ? [{ field: "status", values: statuses }] : [],
        sort: parseSort(sort, SORT_FIELDS),
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      const expected = reference(
        live.filter((record) => record.project === project),
        selector,
        statuses,
        sort,
        page,
        perPage,
      );
      const context = { seed, step, project, text, statuses, sort, page, perPage };
      expect({
        ...context,
        ids: found?.records.map((record) => record.id),
        total: found?.total,
      }).toEqual({ ...context, ...expected });
    }
  }
  return lists;
}

describe("list index", () => {
  it("answers every list like filtering and sorting all records, with writes in between", () => {
    let lists = 0;
    for (let seed = 1; seed <= 12; seed += 1) lists += runScenario(seed, 700, 20 + seed * 15);
    expect(lists).toBeGreaterThan(5_000);
  });

  it("answers large projects the same way (walks and candidate filtering both chosen)", () => {
    expect(runScenario(99, 400, 3_000)).toBeGreaterThan(200);
  });

  it("is not used for a sort field it does not keep in order", () => {
    const store = new MemoryStore({ listIndexes: [serverListIndex] });
    store.put(COLLECTION, { id: 1, project: "p1", name: "a", labels: {} } as StoredRecord);
    const query = { labels: [], filters: [], offset: 0, limit: 25 };
    expect(
      store.listPage(COLLECTION, "p1", {
        ...query,
        sort: [{ field: "status", descending: false }],
      }),
    ).toBeUndefined();
    expect(store.listPage(COLLECTION, "p1", { ...query, sort: [] })?.total).toBe(1);
    expect(store.listPage("ssh_keys", "p1", { ...query, sort: [] })).toBeUndefined();
  });

  it("counts exactly without reading the page: a page past the end is empty", () => {
    const store = new MemoryStore({ listIndexes: [serverListIndex] });
    for (let id = 1; id <= 100; id += 1) {
      store.put(COLLECTION, {
        id,
        project: "p1",
        name: `s${id}`,
        created: "2026-01-01T00:00:00Z",
        status: "running",
        labels: { env: id % 2 === 0 ? "bench" : "other" },
      } as StoredRecord);
    }
    const page = store.listPage<Row>(COLLECTION, "p1", {
      labels: parseLabelSelector("env=bench"),
      filters: [],
      sort: [{ field: "name", descending: true }],
      offset: 50,
      limit: 25,
    });
    expect(page).toEqual({ records: [], total: 50 });
    store.remove(COLLECTION, 2);
    expect(
      store.listPage(COLLECTION, "p1", {
        labels: parseLabelSelector("env in (bench)"),
        filters: [],
        sort: [],
        offset: 0,
        limit: 1,
      })?.total,
    ).toBe(49);
  });
});
