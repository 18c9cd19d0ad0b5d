import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

const fieldsOf = (result: { body: { error: { details: { fields: { name: string }[] } } } }) =>
  result.body.error.details.fields.map((field) => field.name);

describe("routes: one per destination", () => {
  it("refuses a second route to a destination through another gateway, naming destination", async () => {
    const network = (
      await emu.call("POST", "/networks", { body: { name: "routed", ip_range: "10.0.0.0/8" } })
    ).body.network;
    const first = await emu.call("POST", `/networks/${network.id}/actions/add_route`, {
      body: { destination: "10.100.1.0/24", gateway: "10.0.1.1" },
    });
    expect(first.status).toBe(201);
    const second = await emu.call("POST", `/networks/${network.id}/actions/add_route`, {
      body: { destination: "10.100.1.0/24", gateway: "10.0.1.2" },
    });
    expect([second.status, second.body.error?.code]).toEqual([422, "invalid_input"]);
    expect(fieldsOf(second)).toEqual(["destination"]);
    const routes = (await emu.call("GET", `/networks/${network.id}`)).body.network.routes;
    expect(routes).toEqual([{ destination: "10.100.1.0/24", gateway: "10.0.1.1" }]);
  });

  it("refuses two routes to one destination in create_network, naming the second", async () => {
    const created = await emu.call("POST", "/networks", {
      body: {
        name: "twice",
        ip_range: "10.0.0.0/8",
        routes: [
          { destination: "10.100.1.0/24", gateway: "10.0.1.1" },
          { destination: "10.100.1.0/24", gateway: "10.0.1.2" },
        ],
      },
    });
    expect(created.status).toBe(422);
    expect(fieldsOf(created)).toEqual(["routes[1].destination"]);
  });
});
