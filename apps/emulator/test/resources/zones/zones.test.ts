import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { operations, startTestEmulator } from "../../support/harness.js";
import { useTestEmulator } from "../../support/lifecycle.js";
import { seededRandom } from "../../support/seeded-random.js";

const NOW = Date.parse("2026-03-04T10:00:00Z");
const TODAY = 2026030400;
const NS = ["hydrogen.ns.hetzner.com.", "oxygen.ns.hetzner.com.", "helium.ns.hetzner.de."];

const emu = useTestEmulator({ clock: () => NOW });

let serial = 0;
async function createZone(extra: Record<string, unknown> = {}, token?: string) {
  serial += 1;
  const result = await emu.call("POST", "/zones", {
    token,
    body: { name: `zone-${serial}.com`, mode: "primary", ...extra },
  });
  if (result.status !== 201) throw new Error(`create_zone: ${JSON.stringify(result.body)}`);
  return result.body.zone;
}
const secondary = () =>
  createZone({ mode: "secondary", primary_nameservers: [{ address: "198.51.100.7" }] });

const errorOf = (result: { status: number; body: { error: { code: string } } }) => [
  result.status,
  result.body.error.code,
];
const fieldsOf = (result: { body: { error: { details: { fields: { name: string }[] } } } }) =>
  result.body.error.details.fields.map((field) => field.name);

const rrsetPath = (zone: { id: number }, name: string, type: string) =>
  `/zones/${zone.id}/rrsets/${name}/${type}`;
async function soaSerialOf(zone: { id: number }): Promise<number> {
  const soa = await emu.call("GET", rrsetPath(zone, "@", "SOA"));
  return Number(soa.body.rrset.records[0].value.split(" ")[2]);
}
async function zonefileOf(zone: { name: string }): Promise<string> {
  return (await emu.call("GET", `/zones/${zone.name}/zonefile`)).body.zonefile;
}

describe("create_zone", () => {
  it("creates a primary zone with an SOA and the three assigned NS records", async () => {
    const result = await emu.call("POST", "/zones", {
      body: { name: "created.de", mode: "primary", labels: { env: "test" } },
    });
    expect(result.status).toBe(201);
    expect(result.body.zone).toMatchObject({
      name: "created.de",
      mode: "primary",
      ttl: 3600,
      record_count: 4,
      registrar: "other",
      primary_nameservers: [],
      protection: { delete: false },
      labels: { env: "test" },
      authoritative_nameservers: {
        assigned: NS,
        delegated: [],
        delegation_last_check: null,
        delegation_status: "unknown",
      },
    });
    expect(result.body.action).toMatchObject({
      command: "create_zone",
      resources: [{ id: result.body.zone.id, type: "zone" }],
    });
    const rrsets = await emu.call("GET", `/zones/${result.body.zone.id}/rrsets`);
    expect(rrsets.body.rrsets.map((rrset: { id: string }) => rrset.id)).toEqual(["@/NS", "@/SOA"]);
    expect(rrsets.body.rrsets[0].records.map((record: { value: string }) => record.value)).toEqual(
      NS,
    );
    expect(await soaSerialOf(result.body.zone)).toBe(TODAY);
  });

  it.each([
    ["www.example.com", "not a subdomain"],
    ["Example.com", "lower case"],
    ["example.com.", "must not end with a dot"],
    ["example.unknown-suffix", "public suffix"],
  ])("refuses the name %s with 422 invalid_input naming name", async (name, reason) => {
    const result = await emu.call("POST", "/zones", { body: { name, mode: "primary" } });
    expect(errorOf(result)).toEqual([422, "invalid_input"]);
    expect(fieldsOf(result)).toEqual(["name"]);
    expect(JSON.stringify(result.body.error.details)).toContain(reason);
  });

  it("keeps names unique per project (409 uniqueness_error), not across projects", async () => {
    const zone = await createZone();
    const again = await emu.call("POST", "/zones", { body: { name: zone.name, mode: "primary" } });
    expect(errorOf(again)).toEqual([409, "uniqueness_error"]);
    const other = await emu.call("POST", "/zones", {
      token: "tok-b",
      body: {
        name: zone.name,
        mode: "secondary",
        primary_nameservers: [{ address: "2001:db8::53" }],
      },
    });
    expect(other.status).toBe(201);
  });

  it("adds the given rrsets; a zone file and rrsets together are refused", async () => {
    const zone = await createZone({
      ttl: 600,
      rrsets: [
        {
          name: "www",
          type: "A",
          records: [{ value: "198.51.100.1", comment: "web" }],
          labels: { a: "b" },
        },
        { name: "@", type: "MX", ttl: 300, records: [{ value: "10 mx.example.net." }] },
      ],
    });
    expect(zone).toMatchObject({ ttl: 600, record_count: 6 });
    const both = await emu.call("POST", "/zones", {
      body: {
        name: "both.com",
        mode: "primary",
        zonefile: "@ IN SOA a. b. 1 2 3 4 5",
        rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1" }] }],
      },
    });
    expect(errorOf(both)).toEqual([422, "invalid_input"]);
    expect(fieldsOf(both)).toEqual(["zonefile"]);
    const bad = await emu.call("POST", "/zones", {
      body: {
        name: "bad-rrsets.com",
        mode: "primary",
        rrsets: [
          { name: "www.bad-rrsets.com", type: "A", records: [{ value: "1.2.3.4" }] },
          { name: "v6", type: "AAAA", records: [{ value: "1.2.3.4" }] },
        ],
      },
    });
    expect(fieldsOf(bad)).toEqual(["rrsets[0].name", "rrsets[1].records[0].value"]);
  });

  it("creates a zone from a zone file; $TTL sets the zone's TTL, comments are kept", async () => {
    const zonefile = [
      "$ORIGIN fromfile.net.",
      "$TTL 7200",
      "@ IN SOA hydrogen.ns.hetzner.com. dns.hetzner.com. 2020010100 86400 10800 3600000 3600",
      ...NS.map((server) => `@ IN NS ${server}`),
      "www 300 IN A 198.51.100.1 ; the web",
    ].join("\n");
    const result = await emu.call("POST", "/zones", {
      body: { name: "fromfile.net", mode: "primary", zonefile },
    });
    expect(result.status).toBe(201);
    expect(result.body.zone).toMatchObject({ ttl: 7200, record_count: 5 });
    const www = await emu.call("GET", "/zones/fromfile.net/rrsets/www/A");
    expect(www.body.rrset).toMatchObject({
      ttl: 300,
      records: [{ value: "198.51.100.1", comment: "the web" }],
    });
    // An old serial in the file is raised to today's first serial.
    expect(await soaSerialOf(result.body.zone)).toBe(TODAY);
  });

  it("requires a public primary nameserver for a secondary zone", async () => {
    const none = await emu.call("POST", "/zones", {
      body: { name: "sec-none.com", mode: "secondary" },
    });
    expect(errorOf(none)).toEqual([422, "invalid_input"]);
    expect(fieldsOf(none)).toEqual(["primary_nameservers"]);
    const bad = await emu.call("POST", "/zones", {
      body: {
        name: "sec-bad.com",
        mode: "secondary",
        primary_nameservers: [{ address: "10.0.0.1" }, { address: "nope", tsig_key: "c2VjcmV0" }],
      },
    });
    expect(fieldsOf(bad)).toEqual([
      "primary_nameservers[0].address",
      "primary_nameservers[1].address",
      "primary_nameservers[1].tsig_key",
    ]);
    const zone = await secondary();
    expect(zone).toMatchObject({
      mode: "secondary",
      record_count: 0,
      primary_nameservers: [{ address: "198.51.100.7", port: 53 }],
    });
  });
});

describe("zone lookup by {id_or_name}", () => {
  it("finds a zone by its id (digits) and by its name", async () => {
    const zone = await createZone();
    expect((await emu.call("GET", `/zones/${zone.id}`)).body.zone.name).toBe(zone.name);
    expect((await emu.call("GET", `/zones/${zone.name}`)).body.zone.id).toBe(zone.id);
  });

  it("answers 404 for unknown names and ids and for other projects' zones", async () => {
    const zone = await createZone();
    for (const [path, token] of [
      ["/zones/absent.com", "tok-a"],
      ["/zones/999999", "tok-a"],
      ["/zones/99999999999999999999", "tok-a"],
      ["/zones/no-dot", "tok-a"],
      [`/zones/${zone.id}`, "tok-b"],
      [`/zones/${zone.name}`, "tok-b"],
    ] as const) {
      expect(errorOf(await emu.call("GET", path, { token }))).toEqual([404, "not_found"]);
    }
  });

  it("still refuses non-integer {id} paths of other resources with 422 naming id", async () => {
    const result = await emu.call("GET", "/servers/abc/actions");
    expect(errorOf(result)).toEqual([422, "invalid_input"]);
    expect(fieldsOf(result)).toEqual(["id"]);
  });
});

describe("list_zones", () => {
  it("filters by mode, name and label selector, sorts and paginates", async () => {
    const a = await createZone({ labels: { list: "yes", order: "1" } });
    const b = await emu.call("POST", "/zones", {
      body: {
        name: "list-secondary.com",
        mode: "secondary",
        labels: { list: "yes", order: "2" },
        primary_nameservers: [{ address: "198.51.100.9" }],
      },
    });
    const both = await emu.call("GET", "/zones?label_selector=list%3Dyes&sort=name:desc");
    expect(both.body.zones.map((zone: { name: string }) => zone.name)).toEqual([
      a.name,
      b.body.zone.name,
    ]);
    const primaries = await emu.call("GET", "/zones?label_selector=list%3Dyes&mode=primary");
    expect(primaries.body.zones.map((zone: { id: number }) => zone.id)).toEqual([a.id]);
    const byName = await emu.call("GET", `/zones?name=${a.name}`);
    expect(byName.body.zones).toHaveLength(1);
    const paged = await emu.call("GET", "/zones?label_selector=list%3Dyes&per_page=1&page=2");
    expect(paged.body.meta.pagination).toMatchObject({
      page: 2,
      per_page: 1,
      total_entries: 2,
      previous_page: 1,
    });
    const wrongMode = await emu.call("GET", "/zones?mode=tertiary");
    expect(errorOf(wrongMode)).toEqual([422, "invalid_input"]);
  });
});

describe("RRSets", () => {
  it("creates, reads, lists, relabels and deletes an RRSet; every change bumps the SOA serial", async () => {
    const zone = await createZone();
    const created = await emu.call("POST", `/zones/${zone.name}/rrsets`, {
      body: {
        name: "www",
        type: "A",
        ttl: 300,
        records: [{ value: " 198.51.100.1 ", comment: "web" }],
        labels: { tier: "web" },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.rrset).toEqual({
      id: "www/A",
      name: "www",
      type: "A",
      ttl: 300,
      labels: { tier: "web" },
      protection: { change: false },
      records: [{ value: "198.51.100.1", comment: "web" }],
      zone: zone.id,
    });
    expect(created.body.action).toMatchObject({
      command: "create_rrset",
      resources: [{ id: zone.id, type: "zone" }],
    });
    expect(await soaSerialOf(zone)).toBe(TODAY + 1);
    expect((await emu.call("GET", `/zones/${zone.id}`)).body.zone.record_count).toBe(5);

    const duplicate = await emu.call("POST", `/zones/${zone.id}/rrsets`, {
      body: { name: "www", type: "A", records: [{ value: "198.51.100.2" }] },
    });
    expect(errorOf(duplicate)).toEqual([409, "uniqueness_error"]);

    const updated = await emu.call("PUT", rrsetPath(zone, "www", "A"), {
      body: { labels: { tier: "front" } },
    });
    expect(updated.body.rrset.labels).toEqual({ tier: "front" });
    // Labels are not DNS data: no serial bump.
    expect(await soaSerialOf(zone)).toBe(TODAY + 1);

    const deleted = await emu.call("DELETE", rrsetPath(zone, "www", "A"));
    expect(deleted.status).toBe(201);
    expect(deleted.body.action.command).toBe("delete_rrset");
    expect(errorOf(await emu.call("GET", rrsetPath(zone, "www", "A")))).toEqual([404, "not_found"]);
    expect(await soaSerialOf(zone)).toBe(TODAY + 2);
  });

  it("addresses the apex as @ or %40", async () => {
    const zone = await createZone();
    const plain = await emu.call("GET", `/zones/${zone.id}/rrsets/@/NS`);
    const escaped = await emu.call("GET", `/zones/${zone.id}/rrsets/%40/NS`);
    expect(plain.body.rrset.id).toBe("@/NS");
    expect(escaped.body).toEqual(plain.body);
  });

  it("checks names, values, distinct records and the rr_type enum", async () => {
    const zone = await createZone();
    const create = (body: unknown) => emu.call("POST", `/zones/${zone.id}/rrsets`, { body });
    const relative = await create({
      name: `www.${zone.name}`,
      type: "A",
      records: [{ value: "198.51.100.1" }],
    });
    expect(fieldsOf(relative)).toEqual(["name"]);
    const upper = await create({ name: "WWW", type: "A", records: [{ value: "198.51.100.1" }] });
    expect(fieldsOf(upper)).toEqual(["name"]);
    const value = await create({ name: "v6", type: "AAAA", records: [{ value: "198.51.100.1" }] });
    expect(fieldsOf(value)).toEqual(["records[0].value"]);
    const twice = await create({
      name: "x",
      type: "A",
      records: [{ value: "198.51.100.1" }, { value: "198.51.100.1" }],
    });
    expect(fieldsOf(twice)).toEqual(["records"]);
    const empty = await create({ name: "x", type: "A", records: [] });
    expect(errorOf(empty)).toEqual([422, "invalid_input"]);
    const soa = await create({ name: "sub", type: "SOA", records: [{ value: "a. b. 1 2 3 4 5" }] });
    expect(fieldsOf(soa)).toEqual(["records"]);
    const type = await emu.call("GET", `/zones/${zone.id}/rrsets/www/BOGUS`);
    expect(errorOf(type)).toEqual([422, "invalid_input"]);
    expect(fieldsOf(type)).toEqual(["rr_type"]);
  });

  it("lists with name and type filters, label selectors, sort and up to 100 per page", async () => {
    const zone = await createZone({
      rrsets: [
        { name: "b", type: "A", records: [{ value: "198.51.100.1" }], labels: { k: "v" } },
        { name: "a", type: "TXT", records: [{ value: '"hello"' }] },
        { name: "a", type: "A", records: [{ value: "198.51.100.2" }], labels: { k: "v" } },
      ],
    });
    const ids = async (query: string) =>
      (await emu.call("GET", `/zones/${zone.id}/rrsets${query}`)).body.rrsets.map(
        (rrset: { id: string }) => rrset.id,
      );
    expect(await ids("")).toEqual(["@/NS", "@/SOA", "a/A", "a/TXT", "b/A"]);
    expect(await ids("?type=A&type=TXT&sort=id:desc")).toEqual(["b/A", "a/TXT", "a/A"]);
    expect(await ids("?name=a")).toEqual(["a/A", "a/TXT"]);
    expect(await ids("?label_selector=k%3Dv")).toEqual(["a/A", "b/A"]);
    expect((await emu.call("GET", `/zones/${zone.id}/rrsets?per_page=100`)).status).toBe(200);
    const over = await emu.call("GET", `/zones/${zone.id}/rrsets?per_page=101`);
    expect(fieldsOf(over)).toEqual(["per_page"]);
  });

  it("set_records replaces, add_records appends or creates, remove_records deletes an emptied set", async () => {
    const zone = await createZone();
    const action = (name: string, type: string, verb: string, body: unknown) =>
      emu.call("POST", `${rrsetPath(zone, name, type)}/actions/${verb}`, { body });
    const values = async (name: string, type: string) =>
      (await emu.call("GET", rrsetPath(zone, name, type))).body.rrset?.records.map(
        (record: { value: string }) => record.value,
      );

    const created = await action("www", "A", "add_records", {
      ttl: 300,
      records: [{ value: "198.51.100.1" }],
    });
    expect([created.status, created.body.action.command]).toEqual([201, "add_rrset_records"]);
    expect(await values("www", "A")).toEqual(["198.51.100.1"]);
    await action("www", "A", "add_records", {
      records: [{ value: "198.51.100.1" }, { value: "198.51.100.2" }],
    });
    expect(await values("www", "A")).toEqual(["198.51.100.1", "198.51.100.2"]);
    const mismatch = await action("www", "A", "add_records", {
      ttl: 600,
      records: [{ value: "198.51.100.3" }],
    });
    expect(fieldsOf(mismatch)).toEqual(["ttl"]);

    const set = await action("www", "A", "set_records", {
      records: [{ value: "198.51.100.9", comment: "only" }],
    });
    expect(set.body.action.command).toBe("set_rrset_records");
    expect(await values("www", "A")).toEqual(["198.51.100.9"]);

    const absent = await action("www", "A", "remove_records", {
      records: [{ value: "198.51.100.1" }],
    });
    expect(fieldsOf(absent)).toEqual(["records[0].value"]);
    const removed = await action("www", "A", "remove_records", {
      records: [{ value: "198.51.100.9" }],
    });
    expect(removed.body.action.command).toBe("remove_rrset_records");
    expect(errorOf(await emu.call("GET", rrsetPath(zone, "www", "A")))).toEqual([404, "not_found"]);

    const soa = await action("@", "SOA", "remove_records", {
      records: [
        { value: (await emu.call("GET", rrsetPath(zone, "@", "SOA"))).body.rrset.records[0].value },
      ],
    });
    expect(fieldsOf(soa)).toEqual(["rr_type"]);
    expect(errorOf(await emu.call("DELETE", rrsetPath(zone, "@", "SOA")))).toEqual([
      422,
      "invalid_input",
    ]);
    expect(
      errorOf(
        await action("nothing", "A", "set_records", { records: [{ value: "198.51.100.1" }] }),
      ),
    ).toEqual([404, "not_found"]);
  });

  it("update_records changes only comments and answers 200; change_ttl accepts null", async () => {
    const zone = await createZone({
      rrsets: [
        {
          name: "mail",
          type: "MX",
          ttl: 300,
          records: [{ value: "10 mx1.example.net." }, { value: "20 mx2.example.net." }],
        },
      ],
    });
    const before = await soaSerialOf(zone);
    const update = await emu.call(
      "POST",
      `${rrsetPath(zone, "mail", "MX")}/actions/update_records`,
      {
        body: { records: [{ value: "20 mx2.example.net.", comment: "backup" }] },
      },
    );
    expect([update.status, update.body.action.command]).toEqual([200, "update_rrset_records"]);
    const rrset = (await emu.call("GET", rrsetPath(zone, "mail", "MX"))).body.rrset;
    expect(rrset.records).toEqual([
      { value: "10 mx1.example.net.", comment: "" },
      { value: "20 mx2.example.net.", comment: "backup" },
    ]);
    const unknown = await emu.call(
      "POST",
      `${rrsetPath(zone, "mail", "MX")}/actions/update_records`,
      {
        body: { records: [{ value: "30 mx3.example.net.", comment: "x" }] },
      },
    );
    expect(fieldsOf(unknown)).toEqual(["records[0].value"]);
    const ttl = await emu.call("POST", `${rrsetPath(zone, "mail", "MX")}/actions/change_ttl`, {
      body: { ttl: null },
    });
    expect(ttl.body.action.command).toBe("change_rrset_ttl");
    expect((await emu.call("GET", rrsetPath(zone, "mail", "MX"))).body.rrset.ttl).toBeNull();
    expect(await soaSerialOf(zone)).toBeGreaterThan(before);
  });

  it("change protection blocks record, TTL and delete changes and zone file imports (423 protected)", async () => {
    const zone = await createZone({
      rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1" }] }],
    });
    const path = rrsetPath(zone, "www", "A");
    const on = await emu.call("POST", `${path}/actions/change_protection`, {
      body: { change: true },
    });
    expect(on.body.action.command).toBe("change_rrset_protection");
    for (const [method, suffix, body] of [
      ["POST", "/actions/set_records", { records: [{ value: "198.51.100.2" }] }],
      ["POST", "/actions/add_records", { records: [{ value: "198.51.100.2" }] }],
      ["POST", "/actions/remove_records", { records: [{ value: "198.51.100.1" }] }],
      ["POST", "/actions/update_records", { records: [{ value: "198.51.100.1", comment: "c" }] }],
      ["POST", "/actions/change_ttl", { ttl: 600 }],
      ["DELETE", "", undefined],
    ] as const) {
      expect(errorOf(await emu.call(method, `${path}${suffix}`, { body }))).toEqual([
        423,
        "protected",
      ]);
    }
    const exported = await zonefileOf(zone);
    const imported = await emu.call("POST", `/zones/${zone.id}/actions/import_zonefile`, {
      body: { zonefile: exported },
    });
    expect(errorOf(imported)).toEqual([423, "protected"]);
    // Labels are not protected data.
    expect((await emu.call("PUT", path, { body: { labels: { a: "b" } } })).status).toBe(200);
    await emu.call("POST", `${path}/actions/change_protection`, { body: { change: false } });
    expect((await emu.call("DELETE", path)).status).toBe(201);
  });
});

describe("zone files", () => {
  it("export -> import -> export gives the same file, and the import changes nothing", async () => {
    const zone = await createZone({
      rrsets: [
        {
          name: "www",
          type: "A",
          ttl: 300,
          records: [{ value: "198.51.100.1", comment: "web; server" }, { value: "198.51.100.2" }],
        },
        { name: "@", type: "TXT", records: [{ value: '"v=spf1 -all"' }] },
        { name: "_sip._tcp", type: "SRV", records: [{ value: "10 5 5060 sip.example.net." }] },
      ],
    });
    const first = await zonefileOf(zone);
    expect(first.startsWith(`$ORIGIN ${zone.name}.\n$TTL 3600\n`)).toBe(true);
    expect(first).toContain("www\t300\tIN\tA\t198.51.100.1 ; web; server\n");
    const serial = await soaSerialOf(zone);
    const imported = await emu.call("POST", `/zones/${zone.name}/actions/import_zonefile`, {
      body: { zonefile: first },
    });
    expect([imported.status, imported.body.action.command]).toEqual([201, "import_zonefile"]);
    expect(await zonefileOf(zone)).toBe(first);
    expect(await soaSerialOf(zone)).toBe(serial);
  });

  it("import replaces all RRSets, $TTL sets the zone TTL, and the serial goes up", async () => {
    const zone = await createZone({
      rrsets: [{ name: "old", type: "A", records: [{ value: "198.51.100.1" }] }],
    });
    const serial = await soaSerialOf(zone);
    const zonefile = [
      `$ORIGIN ${zone.name}.`,
      "$TTL 900",
      `@ IN SOA hydrogen.ns.hetzner.com. dns.hetzner.com. ${serial} 86400 10800 3600000 3600`,
      ...NS.map((server) => `@ IN NS ${server}`),
      "new IN AAAA 2001:db8::1 ; six",
    ].join("\n");
    const result = await emu.call("POST", `/zones/${zone.id}/actions/import_zonefile`, {
      body: { zonefile },
    });
    expect(result.status).toBe(201);
    const ids = (await emu.call("GET", `/zones/${zone.id}/rrsets`)).body.rrsets.map(
      (rrset: { id: string }) => rrset.id,
    );
    expect(ids).toEqual(["@/NS", "@/SOA", "new/AAAA"]);
    expect((await emu.call("GET", `/zones/${zone.id}`)).body.zone).toMatchObject({
      ttl: 900,
      record_count: 5,
    });
    expect(await soaSerialOf(zone)).toBe(serial + 1);
  });

  it("refuses unreadable files with 422 invalid_input naming the line", async () => {
    const zone = await createZone();
    const cases: [string, string][] = [
      [
        `$ORIGIN other.com.\n${NS.map((server) => `@ IN NS ${server}`).join("\n")}`,
        "line 1: $ORIGIN",
      ],
      [
        "@ IN SOA a. b. 1 2 3 4 5\n@ IN NS hydrogen.ns.hetzner.com.\nwww IN A not-an-ip",
        "line 3: A value",
      ],
      ["@ IN SOA a. b. 1 2 3 4 5\nwww CH A 198.51.100.1", "line 2: class CH"],
      ["@ IN SOA a. b. 1 2 3 4 5\n@ IN NS hydrogen.ns.hetzner.com.", "lacks the NS records"],
    ];
    for (const [zonefile, reason] of cases) {
      const result = await emu.call("POST", `/zones/${zone.id}/actions/import_zonefile`, {
        body: { zonefile },
      });
      expect(errorOf(result)).toEqual([422, "invalid_input"]);
      expect(fieldsOf(result)).toEqual(["zonefile"]);
      expect(result.body.error.message).toContain(reason);
    }
    expect((await emu.call("GET", `/zones/${zone.id}`)).body.zone.record_count).toBe(4);
  });
});

describe("zone actions and modes", () => {
  it("answers 422 incorrect_zone_mode for primary-only operations on a secondary zone, reads included", async () => {
    const zone = await secondary();
    const base = `/zones/${zone.id}`;
    for (const [method, path, body] of [
      ["GET", `${base}/zonefile`, undefined],
      ["POST", `${base}/actions/change_ttl`, { ttl: 600 }],
      ["POST", `${base}/actions/import_zonefile`, { zonefile: "" }],
      ["GET", `${base}/rrsets`, undefined],
      ["POST", `${base}/rrsets`, { name: "www", type: "A", records: [{ value: "198.51.100.1" }] }],
      ["GET", `${base}/rrsets/@/SOA`, undefined],
      ["PUT", `${base}/rrsets/@/SOA`, { labels: {} }],
      ["DELETE", `${base}/rrsets/@/SOA`, undefined],
      [
        "POST",
        `${base}/rrsets/www/A/actions/add_records`,
        { records: [{ value: "198.51.100.1" }] },
      ],
      ["POST", `${base}/rrsets/www/A/actions/change_protection`, { change: true }],
    ] as const) {
      expect(errorOf(await emu.call(method, path, { body }))).toEqual([422, "incorrect_zone_mode"]);
    }
    const primary = await createZone();
    const wrong = await emu.call(
      "POST",
      `/zones/${primary.id}/actions/change_primary_nameservers`,
      {
        body: { primary_nameservers: [{ address: "198.51.100.1" }] },
      },
    );
    expect(errorOf(wrong)).toEqual([422, "incorrect_zone_mode"]);
  });

  it("changes the primary nameservers of a secondary zone, the TTL of a primary zone, protection of both", async () => {
    const zone = await secondary();
    const changed = await emu.call(
      "POST",
      `/zones/${zone.name}/actions/change_primary_nameservers`,
      {
        body: {
          primary_nameservers: [
            {
              address: "2001:db8::53",
              port: 5353,
              tsig_key: "c2VjcmV0",
              tsig_algorithm: "hmac-sha256",
            },
          ],
        },
      },
    );
    expect(changed.body.action.command).toBe("change_primary_nameservers");
    // The TSIG key is a secret: accepted, never shown again (nor kept in the state).
    expect((await emu.call("GET", `/zones/${zone.id}`)).body.zone.primary_nameservers).toEqual([
      { address: "2001:db8::53", port: 5353, tsig_algorithm: "hmac-sha256" },
    ]);

    const empty = await emu.call("POST", `/zones/${zone.id}/actions/change_primary_nameservers`, {
      body: { primary_nameservers: [] },
    });
    expect(fieldsOf(empty)).toEqual(["primary_nameservers"]);

    const primary = await createZone();
    const before = await soaSerialOf(primary);
    const ttl = await emu.call("POST", `/zones/${primary.id}/actions/change_ttl`, {
      body: { ttl: 120 },
    });
    expect(ttl.body.action.command).toBe("change_ttl");
    expect((await zonefileOf(primary)).split("\n")[1]).toBe("$TTL 120");
    expect(await soaSerialOf(primary)).toBe(before + 1);
    const low = await emu.call("POST", `/zones/${primary.id}/actions/change_ttl`, {
      body: { ttl: 59 },
    });
    expect(fieldsOf(low)).toEqual(["ttl"]);

    const protect = await emu.call("POST", `/zones/${zone.id}/actions/change_protection`, {
      body: { delete: true },
    });
    expect(protect.body.action.command).toBe("change_protection");
    expect(errorOf(await emu.call("DELETE", `/zones/${zone.id}`))).toEqual([423, "protected"]);
    await emu.call("POST", `/zones/${zone.id}/actions/change_protection`, {
      body: { delete: false },
    });
    const deleted = await emu.call("DELETE", `/zones/${zone.name}`);
    expect([deleted.status, deleted.body.action.command]).toEqual([201, "delete_zone"]);
    expect(errorOf(await emu.call("GET", `/zones/${zone.id}`))).toEqual([404, "not_found"]);
  });

  it("lists the zone's actions, RRSet actions included, by id or name", async () => {
    const zone = await createZone();
    await emu.call("POST", `${rrsetPath(zone, "www", "A")}/actions/add_records`, {
      body: { records: [{ value: "198.51.100.1" }] },
    });
    const list = await emu.call("GET", `/zones/${zone.name}/actions?sort=id:asc`);
    expect(list.body.actions.map((action: { command: string }) => action.command)).toEqual([
      "create_zone",
      "add_rrset_records",
    ]);
    const actionId = list.body.actions[1].id;
    expect((await emu.call("GET", `/zones/${zone.name}/actions/${actionId}`)).body.action.id).toBe(
      actionId,
    );
    expect((await emu.call("GET", `/zones/actions/${actionId}`)).body.action.id).toBe(actionId);
    const all = await emu.call("GET", `/zones/actions?id=${actionId}`);
    expect(all.body.actions).toHaveLength(1);
    expect(
      errorOf(await emu.call("GET", `/zones/actions/${actionId}`, { token: "tok-b" })),
    ).toEqual([404, "not_found"]);
  });

  it("refuses writes with a read-only token (401 token_readonly) but allows reads", async () => {
    const zone = await createZone();
    expect((await emu.call("GET", `/zones/${zone.id}/zonefile`, { token: "tok-r" })).status).toBe(
      200,
    );
    const write = await emu.call("POST", `/zones/${zone.id}/rrsets`, {
      token: "tok-r",
      body: { name: "www", type: "A", records: [{ value: "198.51.100.1" }] },
    });
    expect(errorOf(write)).toEqual([401, "token_readonly"]);
  });
});

describe("while an action runs", () => {
  it("shows the zone as updating and answers 423 locked to other changes", async () => {
    let now = NOW;
    const timed = await startTestEmulator({ actionMs: 1000, clock: () => now });
    try {
      const created = await timed.call("POST", "/zones", {
        body: { name: "locked.com", mode: "primary" },
      });
      expect(created.body.zone.status).toBe("updating");
      const second = await timed.call("POST", "/zones/locked.com/rrsets", {
        body: { name: "www", type: "A", records: [{ value: "198.51.100.1" }] },
      });
      expect(errorOf(second)).toEqual([423, "locked"]);
      expect(errorOf(await timed.call("DELETE", "/zones/locked.com"))).toEqual([423, "locked"]);
      now += 1000;
      expect((await timed.call("GET", "/zones/locked.com")).body.zone.status).toBe("ok");
      expect((await timed.call("DELETE", "/zones/locked.com")).status).toBe(201);
    } finally {
      await timed.close();
    }
  }, 30_000);
});

describe("persistence", () => {
  it("keeps zones and their RRSets across a restart with CLOUD_API_DATA", async () => {
    const directory = mkdtempSync(join(tmpdir(), "emulator-zones-"));
    try {
      const dataFile = join(directory, "state.json");
      const first = await startTestEmulator({ dataFile, clock: () => NOW });
      await first.call("POST", "/zones", {
        body: {
          name: "durable.io",
          mode: "primary",
          rrsets: [{ name: "www", type: "A", records: [{ value: "198.51.100.1", comment: "c" }] }],
        },
      });
      await first.call("POST", "/zones", {
        body: {
          name: "durable-secondary.io",
          mode: "secondary",
          primary_nameservers: [
            { address: "198.51.100.5", tsig_key: "dG9wc2VjcmV0", tsig_algorithm: "hmac-sha1" },
          ],
        },
      });
      const before = (await first.call("GET", "/zones/durable.io/zonefile")).body.zonefile;
      await first.close();
      // The TSIG key, a secret, never reaches the state file.
      const state = readFileSync(dataFile, "latin1");
      expect(state).toContain("durable-secondary.io");
      expect(state).not.toContain("dG9wc2VjcmV0");
      const second = await startTestEmulator({ dataFile, clock: () => NOW });
      expect((await second.call("GET", "/zones/durable.io/zonefile")).body.zonefile).toBe(before);
      await second.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("random zone and RRSet requests (seed 20260304)", () => {
  it("never answer with a 5xx, and every answer matches the spec", async () => {
    const next = seededRandom(20260304);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const primary = await createZone();
    const secondaryZone = await secondary();
    const family = operations.filter((operation) => operation.path.startsWith("/zones"));
    const value = () =>
      pick([
        "198.51.100.1",
        "2001:db8::1",
        "10 mx.example.net.",
        '"txt ; x"',
        "",
        " ",
        "a\nb",
        "💥",
        "x".repeat(300),
        '0 issue "ca"',
      ]);
    const records = () =>
      Array.from({ length: Math.floor(next() * 4) }, () =>
        pick([
          { value: value() },
          { value: value(), comment: pick(["c", "", "a\nb"]) },
          { comment: "x" },
          null,
          7,
        ]),
      );
    const zonefileLine = () =>
      pick([
        "$ORIGIN zone.com.",
        "$TTL 1h",
        "$TTL x",
        "@ IN SOA hydrogen.ns.hetzner.com. dns.hetzner.com. 1 2 3 4 5",
        ...NS.map((server) => `@ IN NS ${server}`),
        "www IN A 198.51.100.1 ; c",
        "  IN A 198.51.100.2",
        "www 30 IN A 198.51.100.3",
        "x IN ( A",
        ")",
        '"',
        "* IN CNAME a.",
      ]);
    const body = () =>
      pick([
        undefined,
        {},
        { records: records() },
        { records: records(), ttl: pick([null, 60, 59, 3600, "x"]) },
        { ttl: pick([null, 60, 120, 2147483648]) },
        { change: pick([true, false, "yes"]) },
        { delete: pick([true, false]) },
        { labels: pick([{ a: "b" }, { "bad key!": "v" }]) },
        {
          name: pick(["www", "@", "WWW", "a.zone-x.com", "*.x", "", "x."]),
          type: pick(["A", "SOA", "CNAME", "TXT", "BOGUS"]),
          records: records(),
        },
        { zonefile: Array.from({ length: Math.floor(next() * 8) }, zonefileLine).join("\n") },
        {
          primary_nameservers: pick([
            [],
            [{ address: "198.51.100.1", port: 0 }],
            [{ address: "::1" }],
            [{ address: "198.51.100.2", tsig_key: "!", tsig_algorithm: "hmac-md5" }],
          ]),
        },
        {
          name: pick(["fuzz.com", "a.b.com", "FUZZ.com"]),
          mode: pick(["primary", "secondary", "x"]),
          rrsets: [{ name: "www", type: "A", records: records() }],
          zonefile: pick([undefined, "", "@ IN A 1.2.3.4"]),
        },
      ]);
    const failures: string[] = [];
    for (let round = 0; round < 400; round += 1) {
      const operation = pick(family);
      const zone = pick([primary, secondaryZone]);
      const path = operation.path
        .replace("{id_or_name}", String(pick([zone.id, zone.name, "absent.com", 0])))
        .replace("{rr_name}", encodeURIComponent(pick(["@", "www", "WWW", "x.y", "*", "_s._tcp"])))
        .replace("{rr_type}", pick(["A", "NS", "SOA", "MX", "TXT", "CNAME", "bogus"]))
        .replace("{action_id}", "1")
        .replace("{id}", "1");
      const payload =
        operation.method === "get" || operation.method === "delete" ? undefined : body();
      const result = await emu.call(operation.method.toUpperCase(), path, { body: payload });
      if (result.status >= 500)
        failures.push(`${operation.method} ${path} ${JSON.stringify(payload)} -> ${result.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("zones seen by other families", () => {
  it("managed certificates are issued for domains of a primary zone, not of a secondary one", async () => {
    const primary = await createZone();
    const other = await secondary();
    const issue = async (domain: string) => {
      const created = await emu.call("POST", "/certificates", {
        body: { name: `cert-${domain}`, type: "managed", domain_names: [domain] },
      });
      expect(created.status).toBe(201);
      return (await emu.call("GET", `/certificates/${created.body.certificate.id}`)).body
        .certificate.status;
    };
    expect(await issue(`www.${primary.name}`)).toMatchObject({ issuance: "completed" });
    expect(await issue(`www.${other.name}`)).toMatchObject({
      issuance: "failed",
      error: { code: "dns_zone_is_secondary_zone" },
    });
  });
});
