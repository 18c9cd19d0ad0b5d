import { describe, expect, it } from "vitest";
import { startTestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

const get = async (path: string) => {
  const result = await emu.call("GET", path);
  expect(result.status, path).toBe(200);
  return result.body;
};

describe("the catalog matches the real one", () => {
  it("has the six locations with their real ids and network zones, each with its datacenter", async () => {
    const { locations } = await get("/locations");
    expect(
      locations.map((entry: { id: number; name: string; network_zone: string }) => [
        entry.id,
        entry.name,
        entry.network_zone,
      ]),
    ).toEqual([
      [1, "fsn1", "eu-central"],
      [2, "nbg1", "eu-central"],
      [3, "hel1", "eu-central"],
      [4, "ash", "us-east"],
      [5, "hil", "us-west"],
      [6, "sin", "ap-southeast"],
    ]);
    // /datacenters answers 410 since its sunset (2026-10-01); an emulator whose clock stands
    // before it still lists each location's datacenter.
    expect((await emu.call("GET", "/datacenters")).status).toBe(410);
    const before = await startTestEmulator({ clock: () => Date.parse("2026-09-01T00:00:00Z") });
    const listed = await before.call("GET", "/datacenters");
    await before.close();
    expect(listed.status).toBe(200);
    const { datacenters } = listed.body;
    expect(
      datacenters.map((entry: { name: string; location: { name: string } }) => [
        entry.name,
        entry.location.name,
      ]),
    ).toEqual([
      ["nbg1-dc3", "nbg1"],
      ["hel1-dc2", "hel1"],
      ["fsn1-dc14", "fsn1"],
      ["ash-dc1", "ash"],
      ["hil-dc1", "hil"],
      ["sin-dc1", "sin"],
    ]);
  });

  it("finds server types by their real ids: 109 is cpx22, 1 is the deprecated cx11", async () => {
    const cpx22 = (await get("/server_types/109")).server_type;
    expect(cpx22).toMatchObject({ name: "cpx22", architecture: "x86", cpu_type: "shared" });
    expect(cpx22.locations.map((entry: { name: string }) => entry.name)).toEqual([
      "fsn1",
      "nbg1",
      "hel1",
      "ash",
      "hil",
      "sin",
    ]);
    const cx11 = (await get("/server_types/1")).server_type;
    expect(cx11).toMatchObject({ name: "cx11", deprecated: true });
    expect(cx11.deprecation).not.toBeNull();
    expect((await get("/server_types?name=cx22")).server_types[0].id).toBe(104);
  });

  it("offers arm types only in Europe and prices every type in every location it is offered", async () => {
    const all = (await get("/server_types?per_page=50")).server_types;
    // More than one default page (25), the retired first-generation types (cx11 ... cx51) not
    // among them: they are found by id only.
    expect(all.length).toBeGreaterThan(25);
    expect(all.map((type: { name: string }) => type.name)).not.toContain("cx11");
    for (const type of all) {
      const offered = type.locations.map((entry: { name: string }) => entry.name).sort();
      const priced = type.prices.map((entry: { location: string }) => entry.location).sort();
      expect(priced, type.name).toEqual(offered);
      if (type.architecture === "arm") expect(offered, type.name).toEqual(["fsn1", "hel1", "nbg1"]);
    }
    const pricing = (await get("/pricing")).pricing;
    expect(pricing.server_types.map((entry: { id: number }) => entry.id)).toEqual(
      all.map((type: { id: number }) => type.id),
    );
  });

  it("lists more than two arm images and arm ISOs", async () => {
    const images = (await get("/images?architecture=arm&per_page=50")).images;
    expect(images.length).toBeGreaterThan(2);
    const isos = (await get("/isos?architecture=arm&per_page=50")).isos;
    expect(isos.length).toBeGreaterThan(2);
  });
});

describe("the ids and dates third-party suites hard-code", () => {
  it("serves ubuntu-24.04 (x86) as 161547269, debian-12 (arm) as 114690389, debian-13 (x86) as 310554929", async () => {
    const ubuntu = await get("/images?name=ubuntu-24.04&architecture=x86");
    expect(ubuntu.images.map((image: { id: number }) => image.id)).toEqual([161547269]);
    const debianArm = await get("/images?name=debian-12&architecture=arm");
    expect(debianArm.images.map((image: { id: number }) => image.id)).toEqual([114690389]);
    expect((await get("/images/310554929")).image).toMatchObject({
      name: "debian-13",
      architecture: "x86",
      type: "system",
    });
  });

  it("serves ISO 122898 systemrescue-12.02-amd64.iso (x86, public, not deprecated)", async () => {
    expect((await get("/isos/122898")).iso).toMatchObject({
      name: "systemrescue-12.02-amd64.iso",
      architecture: "x86",
      type: "public",
      deprecation: null,
    });
  });

  it("serves cpx22 as 109 and cpx32 as 110, and the first generation's deprecation dates as the API gives them", async () => {
    expect((await get("/server_types/109")).server_type.name).toBe("cpx22");
    expect((await get("/server_types/110")).server_type.name).toBe("cpx32");
    const cx11 = (await get("/server_types/1")).server_type;
    expect(cx11.deprecation).toEqual({
      announced: "2024-06-06T08:00:00+00:00",
      unavailable_after: "2024-09-06T00:00:00+00:00",
    });
  });
});

describe("images listed by name", () => {
  it("lists the x86 image of a name before the arm one (older clients take the first match)", async () => {
    for (const name of ["ubuntu-24.04", "debian-12", "debian-13", "ubuntu-22.04"]) {
      const { images } = await get(`/images?name=${name}`);
      expect(
        images.map((image: { architecture: string }) => image.architecture),
        name,
      ).toEqual(["x86", "arm"]);
    }
  });
});
