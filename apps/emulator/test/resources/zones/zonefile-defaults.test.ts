import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const NOW = Date.parse("2026-03-04T10:00:00Z");
const NS = ["hydrogen.ns.hetzner.com.", "oxygen.ns.hetzner.com.", "helium.ns.hetzner.de."];

const emu = useTestEmulator({ clock: () => NOW });

const recordsOf = async (zone: string, name: string, type: string) =>
  (await emu.call("GET", `/zones/${zone}/rrsets/${name}/${type}`)).body.rrset?.records.map(
    (record: { value: string }) => record.value,
  );

describe("zone files without SOA and NS records", () => {
  it("creates a zone from a file with neither, supplying the zone's own SOA and NS", async () => {
    const created = await emu.call("POST", "/zones", {
      body: {
        name: "nosoa.com",
        mode: "primary",
        zonefile: "$ORIGIN nosoa.com.\n$TTL 600\nwww IN A 198.51.100.1\n",
      },
    });
    expect(created.status).toBe(201);
    expect(await recordsOf("nosoa.com", "@", "NS")).toEqual(NS);
    const soa = await recordsOf("nosoa.com", "@", "SOA");
    expect(soa?.[0]).toMatch(/^hydrogen\.ns\.hetzner\.com\. dns\.hetzner\.com\. 2026030400 /);
    expect(await recordsOf("nosoa.com", "www", "A")).toEqual(["198.51.100.1"]);
    expect(created.body.zone.record_count).toBe(5);
  });

  it("imports a file with neither into a zone, keeping its SOA (serial bumped) and NS", async () => {
    await emu.call("POST", "/zones", { body: { name: "import-nosoa.com", mode: "primary" } });
    const before = await recordsOf("import-nosoa.com", "@", "SOA");
    const imported = await emu.call("POST", "/zones/import-nosoa.com/actions/import_zonefile", {
      body: { zonefile: "mail IN A 198.51.100.2\n" },
    });
    expect(imported.status).toBe(201);
    expect(await recordsOf("import-nosoa.com", "@", "NS")).toEqual(NS);
    const after = await recordsOf("import-nosoa.com", "@", "SOA");
    expect(after?.[0]?.split(" ")[2]).toBe(String(Number(before?.[0]?.split(" ")[2]) + 1));
    expect(await recordsOf("import-nosoa.com", "mail", "A")).toEqual(["198.51.100.2"]);
  });

  it("still refuses apex NS records that leave out an assigned nameserver", async () => {
    await emu.call("POST", "/zones", { body: { name: "partial-ns.com", mode: "primary" } });
    const imported = await emu.call("POST", "/zones/partial-ns.com/actions/import_zonefile", {
      body: { zonefile: "@ IN NS hydrogen.ns.hetzner.com.\n" },
    });
    expect(imported.status).toBe(422);
    expect(imported.body.error.message).toContain("oxygen.ns.hetzner.com.");
  });
});
