import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/http/api-error.js";
import type { ListRequest } from "../../../src/resources/kit/list-response.js";
import { listResponse } from "../../../src/resources/kit/list-response.js";
import {
  linkHeader,
  MAX_LINK_HEADER_LENGTH,
  paginate,
} from "../../../src/resources/kit/pagination.js";
import { parseSort, sortItems } from "../../../src/resources/kit/sort.js";
import { seededRandom } from "../../support/seeded-random.js";

const items = [
  { id: 1, name: "b", created: "2024-01-02" },
  { id: 2, name: "a", created: "2024-01-02" },
  { id: 3, name: "c", created: "2024-01-01" },
];

describe("sort", () => {
  it("defaults to id ascending", () => {
    expect(sortItems(items, []).map((item) => item.id)).toEqual([1, 2, 3]);
  });
  it("sorts by a field in either direction", () => {
    expect(sortItems(items, parseSort(["name"], ["id", "name"])).map((item) => item.id)).toEqual([
      2, 1, 3,
    ]);
    expect(
      sortItems(items, parseSort(["name:desc"], ["id", "name"])).map((item) => item.id),
    ).toEqual([3, 1, 2]);
  });
  it("applies repeated keys as tie-breaks", () => {
    const keys = parseSort(["created:desc", "id:desc"], ["id", "created"]);
    expect(sortItems(items, keys).map((item) => item.id)).toEqual([2, 1, 3]);
  });
  it("keeps nulls last", () => {
    const withNull = [
      { id: 1, finished: null },
      { id: 2, finished: "x" },
    ];
    expect(
      sortItems(withNull, parseSort(["finished:desc"], ["finished"])).map((item) => item.id),
    ).toEqual([2, 1]);
  });
  it("returns with a limit exactly the prefix a full sort gives, ties and nulls included", () => {
    const random = seededRandom(42);
    // Few distinct values, so most comparisons are ties that only the id breaks.
    const many = Array.from({ length: 3000 }, (_, index) => ({
      id: 3000 - index,
      name: `n${Math.floor(random() * 7)}`,
      finished: random() < 0.2 ? null : Math.floor(random() * 5),
    }));
    for (const sort of [[], ["name:desc"], ["finished", "name:desc"], ["finished:desc"]]) {
      const keys = parseSort(sort, ["id", "name", "finished"]);
      const full = sortItems(many, keys).map((item) => item.id);
      for (const limit of [1, 25, 50, 100, 749]) {
        expect(sortItems(many, keys, undefined, limit).map((item) => item.id)).toEqual(
          full.slice(0, limit),
        );
      }
    }
  });
  it("reads sort values through the list's reader", () => {
    const records = [
      { id: 1, startedMs: 30 },
      { id: 2, startedMs: 10 },
    ];
    const keys = parseSort(["started"], ["started"]);
    const read = (item: (typeof records)[number], field: string) =>
      field === "started" ? item.startedMs : null;
    expect(sortItems(records, keys, read).map((item) => item.id)).toEqual([2, 1]);
  });
  it("rejects unknown fields and directions with invalid_input", () => {
    const problem = (values: string[]) => {
      try {
        parseSort(values, ["id"]);
      } catch (error) {
        return error instanceof ApiError ? [error.code, JSON.stringify(error.details)] : [];
      }
      return [];
    };
    expect(problem(["size"])).toEqual([
      "invalid_input",
      expect.stringContaining("cannot sort by 'size'"),
    ]);
    expect(problem(["id:up"])).toEqual(["invalid_input", expect.stringContaining("field:desc")]);
  });
});

describe("pagination", () => {
  const numbers = Array.from({ length: 60 }, (_, index) => index + 1);
  it("defaults to 25 per page and reports the neighbours", () => {
    const page = paginate(numbers);
    expect(page.items).toHaveLength(25);
    expect(page.pagination).toEqual({
      page: 1,
      per_page: 25,
      previous_page: null,
      next_page: 2,
      last_page: 3,
      total_entries: 60,
    });
  });
  it("returns an empty page past the end that points back to the last page", () => {
    const page = paginate(numbers, 9, 50);
    expect(page.items).toEqual([]);
    expect(page.pagination).toMatchObject({ previous_page: 2, next_page: null, last_page: 2 });
  });
  it("reports last_page 1 for an empty list", () => {
    expect(paginate([]).pagination).toMatchObject({
      last_page: 1,
      total_entries: 0,
      next_page: null,
    });
  });
  it("builds absolute Link URLs keeping the other query parameters", () => {
    const header = linkHeader(
      "http://h/v1/servers",
      new URLSearchParams("sort=name&page=2"),
      paginate(numbers, 2, 25).pagination,
      new Set(["sort", "page", "per_page"]),
    );
    expect(header).toBe(
      '<http://h/v1/servers?sort=name&page=1&per_page=25>; rel="prev", <http://h/v1/servers?sort=name&page=3&per_page=25>; rel="next", <http://h/v1/servers?sort=name&page=3&per_page=25>; rel="last"',
    );
  });
  it("echoes only the operation's own query parameters in Link", () => {
    const header = linkHeader(
      "http://h/v1/servers",
      new URLSearchParams(`sort=name&junk=${"x".repeat(9000)}`),
      paginate(numbers, 2, 25).pagination,
      new Set(["sort", "page", "per_page"]),
    );
    expect(header).not.toContain("junk");
    expect(header).toContain('rel="last"');
  });
  it("sends only next when the three relations would pass 4096 characters, none past that", () => {
    const pagination = paginate(numbers, 2, 25).pagination;
    const names = new Set(["name"]);
    const medium = linkHeader(
      "http://h/v1/s",
      new URLSearchParams(`name=${"n".repeat(2000)}`),
      pagination,
      names,
    );
    expect(medium?.length).toBeLessThanOrEqual(MAX_LINK_HEADER_LENGTH);
    expect(medium).toMatch(/^<[^>]+page=3&per_page=25>; rel="next"$/);
    expect(medium).toContain("n".repeat(2000));
    const huge = linkHeader(
      "http://h/v1/s",
      new URLSearchParams(`name=${"n".repeat(5000)}`),
      pagination,
      names,
    );
    expect(huge).toBeUndefined();
  });
});

describe("listResponse", () => {
  const records = Array.from({ length: 2000 }, (_, index) => ({
    id: index + 1,
    name: `r${String(index % 500).padStart(3, "0")}`,
    labels: { env: index % 3 === 0 ? "prod" : "dev" } as Record<string, string>,
  }));
  function contextFor(query: Record<string, unknown>): ListRequest {
    return {
      query,
      operation: { sortFields: ["id", "name"], parameters: [] },
      absoluteUrl: "http://h/v1/things",
      rawQuery: new URLSearchParams(),
    } as unknown as ListRequest;
  }

  it("filters, sorts and pages stored records and builds views for the page only", () => {
    const viewed: number[] = [];
    const result = listResponse(
      contextFor({ label_selector: "env=prod", sort: ["name:desc"], page: 3, per_page: 50 }),
      "things",
      records,
      {
        view: (record) => {
          viewed.push(record.id);
          return { id: record.id, name: record.name };
        },
      },
    );
    const expected = records
      .filter((record) => record.labels.env === "prod")
      .sort((a, b) => (a.name === b.name ? a.id - b.id : a.name < b.name ? 1 : -1))
      .slice(100, 150)
      .map((record) => record.id);
    expect(result.body.things.map((thing) => thing.id)).toEqual(expected);
    expect(viewed).toEqual(expected);
    expect(result.body.meta.pagination).toEqual({
      page: 3,
      per_page: 50,
      previous_page: 2,
      next_page: 4,
      last_page: 14,
      total_entries: 667,
    });
  });

  it("counts every match in total_entries and views nothing past the end", () => {
    const viewed: number[] = [];
    const result = listResponse(contextFor({ name: "r007", page: 9 }), "things", records, {
      view: (record) => {
        viewed.push(record.id);
        return record;
      },
    });
    expect(result.body.things).toEqual([]);
    expect(viewed).toEqual([]);
    expect(result.body.meta.pagination).toMatchObject({ total_entries: 4, last_page: 1 });
  });
});

describe("sortItems, first page of a long list", () => {
  it("gives exactly the prefix a full sort gives, for one key, nulls and ties included", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const names = ["a", "b", "c", "bench-1", "bench-10", "bench-2"];
    const items = Array.from({ length: 400 }, (_, index) => ({
      id: index + 1,
      name: names[Math.floor(random() * names.length)] as string,
      size: random() < 0.2 ? null : Math.floor(random() * 50),
    }));
    // Shuffled ids: the input is not in id order either.
    items.sort(() => random() - 0.5);
    for (const sort of [[], ["name"], ["name:desc"], ["size"], ["size:desc"], ["id:desc"]]) {
      const keys = parseSort(sort, ["id", "name", "size"]);
      const full = sortItems(items, keys).map((item) => item.id);
      for (const limit of [1, 25, 60]) {
        expect(sortItems(items, keys, undefined, limit).map((item) => item.id)).toEqual(
          full.slice(0, limit),
        );
      }
    }
  });
});
