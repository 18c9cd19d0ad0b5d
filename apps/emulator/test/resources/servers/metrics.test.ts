import { beforeAll, describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

let serverId: number;
const emu = useTestEmulator();
beforeAll(async () => {
  const created = await emu.call("POST", "/servers", {
    body: { name: "measured", server_type: "cpx22", image: "debian-12", location: "fsn1" },
  });
  serverId = created.body.server.id;
});

const period = "start=2026-01-01T00:00:00Z&end=2026-01-01T01:00:00Z&step=60";
const metrics = (types: string) =>
  emu.call("GET", `/servers/${serverId}/metrics?${types}&${period}`);

describe("get_server_metrics", () => {
  it("reads comma-separated types (what hcloud-python 2.27 sends) like repeated ones (hcloud-go)", async () => {
    const joined = await metrics("type=cpu,disk,network");
    const repeated = await metrics("type=cpu&type=disk&type=network");
    expect(joined.status).toBe(200);
    expect(Object.keys(joined.body.metrics.time_series).sort()).toEqual([
      "cpu",
      "disk.0.bandwidth.read",
      "disk.0.bandwidth.write",
      "disk.0.iops.read",
      "disk.0.iops.write",
      "network.0.bandwidth.in",
      "network.0.bandwidth.out",
      "network.0.pps.in",
      "network.0.pps.out",
    ]);
    expect(repeated.body.metrics).toEqual(joined.body.metrics);
    const mixed = await metrics("type=cpu,disk&type=cpu");
    expect(Object.keys(mixed.body.metrics.time_series)).toHaveLength(5);
  });

  it("refuses an unknown kind, alone or in a list, naming type", async () => {
    for (const types of ["type=memory", "type=cpu,memory", "type=cpu,", "type=cpu&type=ram"]) {
      const refused = await metrics(types);
      expect(refused.status, types).toBe(422);
      expect(refused.body.error.code).toBe("invalid_input");
      expect(refused.body.error.details.fields.map((f: { name: string }) => f.name)).toContain(
        "type",
      );
    }
  });
});
