import { describe, expect, it } from "vitest";
import { ApiError } from "../src/http/api-error.js";
import { linkHeader, paginate } from "../src/list/pagination.js";
import { parseSort, sortItems } from "../src/list/sort.js";

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
    );
    expect(header).toBe(
      '<http://h/v1/servers?sort=name&page=1&per_page=25>; rel="prev", <http://h/v1/servers?sort=name&page=3&per_page=25>; rel="next", <http://h/v1/servers?sort=name&page=3&per_page=25>; rel="last"',
    );
  });
});
