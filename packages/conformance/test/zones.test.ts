import { afterAll, beforeAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import {
  api,
  BEHAVIOUR_SKIP_REASON,
  describeBehaviour,
  describeReads,
  describeWrites,
  runId,
  target,
} from "../src/suite.js";

const client = api();
const RRSET = "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}" as const;
const NS = ["hydrogen.ns.hetzner.com.", "oxygen.ns.hetzner.com.", "helium.ns.hetzner.de."];

describeReads("zones: lists", () => {
  it("list_zones filters by name and mode and sorts", async () => {
    const result = await client.GET("/zones", {
      params: { query: { name: `absent-${runId}.com`, mode: "primary", sort: ["name:asc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.zones)).toBe(true);
  });

  it("list_zones_actions lists actions of all zones", async () => {
    const result = await client.GET("/zones/actions", {
      params: { query: { status: ["success"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("zones and RRSets: lifecycle and every action", () => {
  // On the mock the answers are the spec's examples; paths then use the example's name.
  let zone = { id: 0, name: `conformance-${runId}.com` };
  let secondaryId = 0;
  let actionId = 0;
  const rrsetPath = (rr_name: string, rr_type: "A" | "MX" | "SOA" | "NS") => ({
    params: { path: { id_or_name: zone.name, rr_name, rr_type } },
  });

  afterAll(async () => {
    for (const id of [zone.id, secondaryId]) {
      if (id)
        await client.DELETE("/zones/{id_or_name}", {
          params: { path: { id_or_name: String(id) } },
        });
    }
  });

  it("create_zone creates a primary zone with RRSets (201 zone + action)", async () => {
    const result = await client.POST("/zones", {
      body: {
        name: zone.name,
        mode: "primary",
        ttl: 3600,
        labels: { suite: "conformance" },
        rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1", comment: "web" }] }],
      },
    });
    expectStatus(result, 201);
    zone = { id: result.data?.zone.id ?? 0, name: result.data?.zone.name ?? zone.name };
    expect(result.data?.action.command).toBe("create_zone");
    if (target.stateful) expect(result.data?.zone.record_count).toBe(5);
  });

  it("get_zone finds the zone by id and by name", async () => {
    for (const key of [String(zone.id), zone.name]) {
      const result = await client.GET("/zones/{id_or_name}", {
        params: { path: { id_or_name: key } },
      });
      expectStatus(result, 200);
      if (target.stateful) expect(result.data?.zone.authoritative_nameservers.assigned).toEqual(NS);
    }
  });

  it("update_zone replaces the labels", async () => {
    const result = await client.PUT("/zones/{id_or_name}", {
      params: { path: { id_or_name: zone.name } },
      body: { labels: { suite: "conformance", step: "update" } },
    });
    expectStatus(result, 200);
    if (target.stateful)
      expect(result.data?.zone.labels).toEqual({ suite: "conformance", step: "update" });
  });

  it("get_zone_zonefile exports and import_zone_zonefile imports it again", async () => {
    const exported = await client.GET("/zones/{id_or_name}/zonefile", {
      params: { path: { id_or_name: zone.name } },
    });
    expectStatus(exported, 200);
    const zonefile = exported.data?.zonefile ?? "";
    if (target.stateful) expect(zonefile.startsWith(`$ORIGIN ${zone.name}.\n`)).toBe(true);
    const imported = await client.POST("/zones/{id_or_name}/actions/import_zonefile", {
      params: { path: { id_or_name: zone.name } },
      body: { zonefile },
    });
    expectStatus(imported, 201);
    actionId = imported.data?.action.id ?? 0;
    if (target.stateful) {
      const again = await client.GET("/zones/{id_or_name}/zonefile", {
        params: { path: { id_or_name: zone.name } },
      });
      expect(again.data?.zonefile).toBe(zonefile);
    }
  });

  it("change_zone_ttl and change_zone_protection start actions", async () => {
    const ttl = await client.POST("/zones/{id_or_name}/actions/change_ttl", {
      params: { path: { id_or_name: zone.name } },
      body: { ttl: 600 },
    });
    expectStatus(ttl, 201);
    for (const flag of [true, false]) {
      const protection = await client.POST("/zones/{id_or_name}/actions/change_protection", {
        params: { path: { id_or_name: zone.name } },
        body: { delete: flag },
      });
      expectStatus(protection, 201);
    }
  });

  it("list_zone_rrsets lists RRSets (the apex SOA and NS included), up to 100 per page", async () => {
    const result = await client.GET("/zones/{id_or_name}/rrsets", {
      params: { path: { id_or_name: zone.name }, query: { type: ["SOA", "NS"], per_page: 100 } },
    });
    expectStatus(result, 200);
    if (target.stateful) {
      expect(result.data?.rrsets.map((rrset) => rrset.id)).toEqual(["@/NS", "@/SOA"]);
    }
  });

  it("get_zone_rrset reads the apex through `@` in the path", async () => {
    const result = await client.GET(RRSET, rrsetPath("@", "SOA"));
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.rrset.id).toBe("@/SOA");
  });

  it("create_zone_rrset and update_zone_rrset", async () => {
    const created = await client.POST("/zones/{id_or_name}/rrsets", {
      params: { path: { id_or_name: zone.name } },
      body: { name: "mail", type: "MX", ttl: 300, records: [{ value: "10 mx.example.net." }] },
    });
    expectStatus(created, 201);
    expect(created.data?.action.command).toBe("create_rrset");
    const updated = await client.PUT(RRSET, {
      ...rrsetPath("mail", "MX"),
      body: { labels: { role: "mail" } },
    });
    expectStatus(updated, 200);
  });

  it("add, update, remove and set records; change TTL and protection of an RRSet", async () => {
    const add = await client.POST(`${RRSET}/actions/add_records`, {
      ...rrsetPath("mail", "MX"),
      body: { records: [{ value: "20 mx2.example.net." }] },
    });
    expectStatus(add, 201);
    const update = await client.POST(`${RRSET}/actions/update_records`, {
      ...rrsetPath("mail", "MX"),
      body: { records: [{ value: "20 mx2.example.net.", comment: "backup" }] },
    });
    // The one RRSet action that answers 200.
    expectStatus(update, 200);
    const remove = await client.POST(`${RRSET}/actions/remove_records`, {
      ...rrsetPath("mail", "MX"),
      body: { records: [{ value: "20 mx2.example.net." }] },
    });
    expectStatus(remove, 201);
    const set = await client.POST(`${RRSET}/actions/set_records`, {
      ...rrsetPath("mail", "MX"),
      body: { records: [{ value: "5 mx.example.net.", comment: "primary" }] },
    });
    expectStatus(set, 201);
    const ttl = await client.POST(`${RRSET}/actions/change_ttl`, {
      ...rrsetPath("mail", "MX"),
      body: { ttl: null },
    });
    expectStatus(ttl, 201);
    const protection = await client.POST(`${RRSET}/actions/change_protection`, {
      ...rrsetPath("mail", "MX"),
      body: { change: false },
    });
    expectStatus(protection, 201);
    if (target.stateful) {
      const rrset = await client.GET(RRSET, rrsetPath("mail", "MX"));
      expect(rrset.data?.rrset).toMatchObject({
        ttl: null,
        records: [{ value: "5 mx.example.net.", comment: "primary" }],
      });
    }
  });

  it("delete_zone_rrset answers 201 with an action", async () => {
    const result = await client.DELETE(RRSET, rrsetPath("mail", "MX"));
    expectStatus(result, 201);
    expect(result.data?.action.command).toBe("delete_rrset");
  });

  it("list_zone_actions, get_zone_action (deprecated) and get_zones_action", async () => {
    const list = await client.GET("/zones/{id_or_name}/actions", {
      params: { path: { id_or_name: zone.name }, query: { sort: ["id:asc"] } },
    });
    expectStatus(list, 200);
    if (target.stateful) {
      expect(list.data?.actions.map((action) => action.command)).toContain("delete_rrset");
    }
    const one = await client.GET("/zones/{id_or_name}/actions/{action_id}", {
      params: { path: { id_or_name: zone.name, action_id: actionId } },
    });
    expectStatus(one, 200);
    const byId = await client.GET("/zones/actions/{id}", { params: { path: { id: actionId } } });
    expectStatus(byId, 200);
    if (target.stateful) expect(byId.data?.action.command).toBe("import_zonefile");
  });

  it("a secondary zone: create, change_zone_primary_nameservers, delete_zone (201)", async () => {
    const created = await client.POST("/zones", {
      body: {
        name: `conformance-secondary-${runId}.net`,
        mode: "secondary",
        primary_nameservers: [{ address: "198.51.100.53" }],
      },
    });
    expectStatus(created, 201);
    secondaryId = created.data?.zone.id ?? 0;
    const changed = await client.POST("/zones/{id_or_name}/actions/change_primary_nameservers", {
      params: { path: { id_or_name: String(secondaryId) } },
      body: { primary_nameservers: [{ address: "2001:db8::53", port: 53 }] },
    });
    expectStatus(changed, 201);
    const deleted = await client.DELETE("/zones/{id_or_name}", {
      params: { path: { id_or_name: String(secondaryId) } },
    });
    expectStatus(deleted, 201);
    expect(deleted.data?.action.command).toBe("delete_zone");
    secondaryId = 0;
  });
});

describeBehaviour(`behaviour: zones${BEHAVIOUR_SKIP_REASON}`, () => {
  const primaryName = `behaviour-${runId}.de`;
  const secondaryName = `behaviour-${runId}.org`;
  const other = api("projectB");
  const readOnly = api("readOnlyA");

  beforeAll(async () => {
    expectStatus(
      await client.POST("/zones", { body: { name: primaryName, mode: "primary" } }),
      201,
    );
    expectStatus(
      await client.POST("/zones", {
        body: {
          name: secondaryName,
          mode: "secondary",
          primary_nameservers: [{ address: "198.51.100.9" }],
        },
      }),
      201,
    );
  });
  afterAll(async () => {
    for (const name of [primaryName, secondaryName]) {
      await client.DELETE("/zones/{id_or_name}", { params: { path: { id_or_name: name } } });
    }
  });

  it("refuses a subdomain as a zone name (422 invalid_input naming name)", async () => {
    const result = await client.POST("/zones", {
      body: { name: `www.${primaryName}`, mode: "primary" },
    });
    expectStatus(result, 422);
    expect(result.error?.error.code).toBe("invalid_input");
    expect(JSON.stringify(result.error?.error.details)).toContain('"name":"name"');
  });

  it("answers 409 uniqueness_error for a taken name and 404 to another project", async () => {
    const again = await client.POST("/zones", { body: { name: primaryName, mode: "primary" } });
    expectStatus(again, 409);
    const foreign = await other.GET("/zones/{id_or_name}", {
      params: { path: { id_or_name: primaryName } },
    });
    expectStatus(foreign, 404);
  });

  it("answers 422 incorrect_zone_mode for RRSets and zone files of a secondary zone", async () => {
    const list = await client.GET("/zones/{id_or_name}/rrsets", {
      params: { path: { id_or_name: secondaryName } },
    });
    expectStatus(list, 422);
    expect(list.error?.error.code).toBe("incorrect_zone_mode");
    const zonefile = await client.GET("/zones/{id_or_name}/zonefile", {
      params: { path: { id_or_name: secondaryName } },
    });
    expect(zonefile.error?.error.code).toBe("incorrect_zone_mode");
  });

  it("names the line of an unreadable zone file (422 invalid_input)", async () => {
    const result = await client.POST("/zones/{id_or_name}/actions/import_zonefile", {
      params: { path: { id_or_name: primaryName } },
      body: { zonefile: "$ORIGIN example.com.\n" },
    });
    expectStatus(result, 422);
    expect(result.error?.error.message).toContain("line 1");
  });

  it("blocks changes to a protected RRSet with 423 protected", async () => {
    const created = await client.POST("/zones/{id_or_name}/rrsets", {
      params: { path: { id_or_name: primaryName } },
      body: { name: "locked", type: "A", records: [{ value: "198.51.100.1" }] },
    });
    expectStatus(created, 201);
    const path = {
      params: { path: { id_or_name: primaryName, rr_name: "locked", rr_type: "A" as const } },
    };
    expectStatus(
      await client.POST(`${RRSET}/actions/change_protection`, { ...path, body: { change: true } }),
      201,
    );
    const blocked = await client.DELETE(RRSET, path);
    expectStatus(blocked, 423);
    expect(blocked.error?.error.code).toBe("protected");
    await client.POST(`${RRSET}/actions/change_protection`, { ...path, body: { change: false } });
  });

  it("refuses writes with a read-only token (401 token_readonly)", async () => {
    const result = await readOnly.POST("/zones/{id_or_name}/actions/change_ttl", {
      params: { path: { id_or_name: primaryName } },
      body: { ttl: 600 },
    });
    expectStatus(result, 401);
    expect(result.error?.error.code).toBe("token_readonly");
  });
});
