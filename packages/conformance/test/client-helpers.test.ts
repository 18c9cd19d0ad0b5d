import { collectAll, paginate, unwrap, waitForAction, waitForActions } from "@cloud-api/client";
import { expect, it } from "vitest";
import { api, BEHAVIOUR_SKIP_REASON, describeBehaviour, runId } from "../src/suite.js";

// The client's helpers (pagination, waiting for actions) on the families added with issue 12:
// they are typed from the spec and must work for every list and every action.
const client = api();

describeBehaviour(`client helpers on the new families${BEHAVIOUR_SKIP_REASON}`, () => {
  it("paginate and collectAll walk volumes and RRSets page by page", async () => {
    const names = [0, 1, 2].map((n) => `helpers-${runId}-${n}`);
    for (const name of names) {
      const created = await unwrap(
        client.POST("/volumes", {
          body: { name, size: 10, location: "fsn1", labels: { helpers: runId } },
        }),
      );
      await waitForActions(client, created, { pollIntervalMs: 20 });
    }
    const seen: string[] = [];
    for await (const volume of paginate(client, "/volumes", {
      params: { query: { per_page: 1, label_selector: `helpers=${runId}`, sort: ["name:asc"] } },
    })) {
      seen.push(volume.name);
    }
    expect(seen).toEqual(names);

    const zoneName = `helpers-${runId}.com`;
    const zone = await unwrap(client.POST("/zones", { body: { name: zoneName, mode: "primary" } }));
    await waitForAction(client, zone.action, { pollIntervalMs: 20 });
    for (const host of ["a", "b", "c"]) {
      const rrset = await unwrap(
        client.POST("/zones/{id_or_name}/rrsets", {
          params: { path: { id_or_name: zoneName } },
          body: { name: host, type: "A", records: [{ value: "198.51.100.7" }] },
        }),
      );
      await waitForAction(client, rrset.action, { pollIntervalMs: 20 });
    }
    const rrsets = await collectAll(client, "/zones/{id_or_name}/rrsets", {
      params: { path: { id_or_name: String(zone.zone.id) }, query: { per_page: 2, type: ["A"] } },
    });
    expect(rrsets.map((rrset) => rrset.name).sort()).toEqual(["a", "b", "c"]);
  });

  it("waitForActions and waitForAction follow a load balancer create and change_algorithm to success", async () => {
    const lb = await unwrap(
      client.POST("/load_balancers", {
        body: { name: `helpers-lb-${runId}`, load_balancer_type: "lb11", location: "fsn1" },
      }),
    );
    await waitForActions(client, lb, { pollIntervalMs: 20 });
    const { action } = await unwrap(
      client.POST("/load_balancers/{id}/actions/change_algorithm", {
        params: { path: { id: lb.load_balancer.id } },
        body: { type: "least_connections" },
      }),
    );
    const done = await waitForAction(client, action, { pollIntervalMs: 20 });
    expect(done.status).toBe("success");
    const after = await unwrap(
      client.GET("/load_balancers/{id}", { params: { path: { id: lb.load_balancer.id } } }),
    );
    expect(after.load_balancer.algorithm.type).toBe("least_connections");
  });
});
