import { expect, it } from "vitest";
import { api, describeReads, rawRequest } from "../src/suite.js";

// The read-only catalog: every get-by-id uses an id from its own list, so the same test holds on
// the mock (examples), the emulator (seeded catalog) and the live API.
describeReads("catalog: locations, datacenters (gone), server types, ISOs, pricing", () => {
  const client = api();

  it("list_locations and get_location return the same location", async () => {
    const list = await client.GET("/locations", { params: { query: { sort: ["name:asc"] } } });
    expect(list.response.status).toBe(200);
    const first = list.data?.locations[0];
    expect(first, "list_locations returned no location").toBeDefined();
    if (!first) return;
    const one = await client.GET("/locations/{id}", { params: { path: { id: first.id } } });
    expect(one.response.status).toBe(200);
    expect(one.data?.location.id).toBe(first.id);
  });

  // Removed on 2026-10-01 (deprecated 2026-06-02): the mock, the emulator on today's clock and
  // the live API all answer 410 with the announcement (spec "Deprecations").
  it("list_datacenters and get_datacenter answer 410 deprecated_api_endpoint after their sunset", async () => {
    for (const path of ["/datacenters", "/datacenters/4"]) {
      const response = await rawRequest("GET", path);
      expect(response.status, path).toBe(410);
      const body = response.json as {
        error?: { code?: string; details?: { announcement?: string } };
      };
      expect(body.error?.code).toBe("deprecated_api_endpoint");
      expect(body.error?.details?.announcement).toMatch(
        /^https:\/\/docs\.hetzner\.cloud\/changelog#/,
      );
    }
  });

  it("list_server_types and get_server_type return the same server type", async () => {
    const list = await client.GET("/server_types", { params: { query: { page: 1 } } });
    expect(list.response.status).toBe(200);
    const first = list.data?.server_types[0];
    expect(first, "list_server_types returned no server type").toBeDefined();
    if (!first) return;
    const one = await client.GET("/server_types/{id}", { params: { path: { id: first.id } } });
    expect(one.response.status).toBe(200);
    expect(one.data?.server_type.name).toBe(first.name);
  });

  it("list_isos and get_iso return the same ISO", async () => {
    const list = await client.GET("/isos");
    expect(list.response.status).toBe(200);
    const first = list.data?.isos[0];
    expect(first, "list_isos returned no ISO").toBeDefined();
    if (!first) return;
    const one = await client.GET("/isos/{id}", { params: { path: { id: first.id } } });
    expect(one.response.status).toBe(200);
    expect(one.data?.iso.id).toBe(first.id);
  });

  it("get_pricing returns the currency, VAT rate and per-location server type prices", async () => {
    const { data, response } = await client.GET("/pricing");
    expect(response.status).toBe(200);
    expect(data?.pricing.currency).toMatch(/^[A-Z]{3}$/);
    expect(data?.pricing.server_types.length).toBeGreaterThan(0);
  });
});
