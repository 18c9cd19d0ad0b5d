// The list of deprecated catalog items the docs publish: every item the catalog data marks as
// deprecated, with the dates the emulator applies, and nothing else.
import { describe, expect, it } from "vitest";
import { CATALOG_ROWS, LOAD_BALANCER_TYPES } from "../../../src/resources/catalog/catalog-data.js";
import { catalogDeprecations } from "../../../src/resources/catalog/catalog-deprecations.js";

describe("catalogDeprecations", () => {
  it("lists the deprecated server types, images and ISOs of the real catalog with their dates", () => {
    const items = catalogDeprecations();
    const deprecatedTypes = CATALOG_ROWS.serverTypes.filter((row) => row.deprecated).length;
    expect(items.filter((item) => item.type === "server_type")).toHaveLength(deprecatedTypes);
    expect(items.find((item) => item.name === "cx11")).toMatchObject({
      type: "server_type",
      announced: "2024-06-06T08:00:00+00:00",
      unavailable_after: "2024-09-06T00:00:00+00:00",
    });
    // An image has no unavailable_after of its own: three months after `deprecated`.
    expect(
      items.find((item) => item.type === "image" && item.name === "centos-stream-8"),
    ).toMatchObject({
      announced: "2024-06-01T00:00:00Z",
      unavailable_after: "2024-09-01T00:00:00.000Z",
      detail: "x86",
    });
    expect(items.filter((item) => item.type === "iso").map((item) => item.name)).toEqual([
      "FreeBSD-13.3-RELEASE-amd64-dvd1.iso",
    ]);
    expect(items.some((item) => item.name === "ubuntu-24.04")).toBe(false);
  });

  it("includes a load balancer type once its row has a deprecation", () => {
    const lb = LOAD_BALANCER_TYPES[0];
    if (!lb) throw new Error("no load balancer type");
    const deprecation = {
      announced: "2026-12-01T00:00:00Z",
      unavailable_after: "2027-03-01T00:00:00Z",
    };
    const items = catalogDeprecations({
      ...CATALOG_ROWS,
      loadBalancerTypes: [{ ...lb, deprecation }],
    });
    expect(items.filter((item) => item.type === "load_balancer_type")).toEqual([
      { type: "load_balancer_type", name: lb.name, id: lb.id, ...deprecation },
    ]);
  });
});
