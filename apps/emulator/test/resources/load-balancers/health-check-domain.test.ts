import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

const service = (listenPort: number, http?: Record<string, unknown>) => ({
  protocol: "http",
  listen_port: listenPort,
  destination_port: 80,
  ...(http ? { health_check: { protocol: "http", port: 80, http } } : {}),
});

describe("HTTP health check domain", () => {
  it("shows an unset or null domain as an empty string, and a set one as given", async () => {
    const created = await emu.call("POST", "/load_balancers", {
      body: {
        name: "domains",
        load_balancer_type: "lb11",
        location: "fsn1",
        services: [
          service(80),
          service(81, { domain: null, path: "/" }),
          service(82, { domain: "example.com", path: "/health" }),
        ],
      },
    });
    expect(created.status).toBe(201);
    const domains = created.body.load_balancer.services.map(
      (entry: { health_check: { http: { domain: unknown } } }) => entry.health_check.http.domain,
    );
    expect(domains).toEqual(["", "", "example.com"]);
    const id = created.body.load_balancer.id;
    const cleared = await emu.call("POST", `/load_balancers/${id}/actions/update_service`, {
      body: { listen_port: 82, health_check: { http: { domain: "" } } },
    });
    expect(cleared.status).toBe(201);
    const after = (await emu.call("GET", `/load_balancers/${id}`)).body.load_balancer.services;
    expect(after[2].health_check.http.domain).toBe("");
  });
});
