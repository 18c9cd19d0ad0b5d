import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

describe("boolean query parameters", () => {
  it("reads True and False (what Python's HTTP library sends) like true and false", async () => {
    for (const spelling of ["true", "True", "TRUE"]) {
      const result = await emu.call(
        "GET",
        `/images?name=debian-12&architecture=x86&include_deprecated=${spelling}`,
      );
      expect(result.status, spelling).toBe(200);
      expect(result.body.images.map((image: { name: string }) => image.name)).toEqual([
        "debian-12",
      ]);
    }
    const all = await emu.call("GET", "/images?include_deprecated=True&per_page=50");
    const current = await emu.call("GET", "/images?include_deprecated=False&per_page=50");
    expect(all.status).toBe(200);
    expect(current.status).toBe(200);
    expect(all.body.meta.pagination.total_entries).toBeGreaterThan(
      current.body.meta.pagination.total_entries,
    );
  });

  it("applies to every boolean query parameter (include_architecture_wildcard on /isos)", async () => {
    const result = await emu.call(
      "GET",
      "/isos?architecture=arm&include_architecture_wildcard=True",
    );
    expect(result.status).toBe(200);
    const exact = await emu.call(
      "GET",
      "/isos?architecture=arm&include_architecture_wildcard=False",
    );
    expect(exact.status).toBe(200);
    expect(result.body.isos.length).toBeGreaterThan(exact.body.isos.length);
  });

  it("still refuses values that are not a boolean in any case (1, yes, tru) with 422", async () => {
    for (const value of ["1", "yes", "tru", ""]) {
      const result = await emu.call("GET", `/images?include_deprecated=${value}`);
      expect(result.status, value).toBe(422);
      expect(result.body.error.details.fields[0].name).toBe("include_deprecated");
    }
  });
});
