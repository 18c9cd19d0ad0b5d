import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createdId } from "../src/cli-output.js";
import { TOKENS } from "../src/emulator.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
// A self-signed certificate for shop.example.com and www.shop.example.com, valid until 2126,
// made with openssl for this test only.
const CERT_FILE = fixture("shop.example.com.cert.pem");
const KEY_FILE = fixture("shop.example.com.key.pem");

describe.runIf(toolsAvailable())(
  scenarioTitle("hcloud CLI: load balancers, their types and certificates"),
  () => {
    const { target, cli } = useCliScenario("load balancers and certificates");
    let certId: number;
    let lbId: number;
    let web1: number;

    it("lists and describes load balancer types", async () => {
      const types = await cli.json(["load-balancer-type", "list"]);
      expect(types.map((t: { name: string }) => t.name)).toContain("lb11");
      const lb11 = await cli.json(["load-balancer-type", "describe", "lb11"]);
      expect(lb11).toMatchObject({ name: "lb11", max_services: expect.any(Number) });
      expect(lb11.prices.length).toBeGreaterThan(0);
      expect(await cli.json(["load-balancer-type", "describe", String(lb11.id)])).toMatchObject({
        name: "lb11",
      });
    });

    it("uploads a certificate and manages it", async () => {
      certId = createdId(
        await cli.ok([
          "certificate",
          "create",
          "--name",
          "shop-cert",
          "--cert-file",
          CERT_FILE,
          "--key-file",
          KEY_FILE,
        ]),
        "Certificate",
      );
      const cert = await cli.json(["certificate", "describe", "shop-cert"]);
      expect(cert).toMatchObject({
        id: certId,
        type: "uploaded",
        domain_names: ["shop.example.com", "www.shop.example.com"],
        fingerprint: expect.stringMatching(/^([0-9a-f]{2}:){31}[0-9a-f]{2}$/i),
      });
      expect(cert.certificate).toContain("BEGIN CERTIFICATE");
      expect(JSON.stringify(cert)).not.toContain("PRIVATE KEY");
      await cli.fails(
        [
          "certificate",
          "create",
          "--name",
          "shop-cert",
          "--cert-file",
          CERT_FILE,
          "--key-file",
          KEY_FILE,
        ],
        /uniqueness_error/,
      );
      // The key of another certificate does not belong to this one.
      await cli.fails(
        [
          "certificate",
          "create",
          "--name",
          "broken",
          "--cert-file",
          CERT_FILE,
          "--key-file",
          CERT_FILE,
        ],
        /invalid_input/,
      );
      await cli.ok(["certificate", "update", "shop-cert", "--name", "shop-2126"]);
      await cli.ok(["certificate", "add-label", "shop-2126", "env=prod"]);
      await cli.ok(["certificate", "add-label", "shop-2126", "team=web"]);
      await cli.ok(["certificate", "remove-label", "shop-2126", "team"]);
      expect(await cli.json(["certificate", "list", "--selector", "env=prod"])).toEqual([
        expect.objectContaining({ id: certId, name: "shop-2126", labels: { env: "prod" } }),
      ]);
    });

    it("fails a managed certificate for a domain outside the project's DNS zones", async () => {
      await cli.fails(
        [
          "certificate",
          "create",
          "--type",
          "managed",
          "--name",
          "managed",
          "--domain",
          "shop.example.com",
        ],
        /dns_zone_not_found/,
      );
      const managed = await cli.json(["certificate", "describe", "managed"]);
      expect(managed).toMatchObject({ type: "managed", status: { issuance: "failed" } });
      await cli.ok(["certificate", "delete", "managed"]);
    });

    it("builds a load balancer with targets and services", async () => {
      await cli.ok(["network", "create", "--name", "lan", "--ip-range", "10.0.0.0/16"]);
      await cli.ok([
        "network",
        "add-subnet",
        "lan",
        "--type",
        "cloud",
        "--network-zone",
        "eu-central",
        "--ip-range",
        "10.0.1.0/24",
      ]);
      for (const name of ["web-1", "web-2"]) {
        const id = createdId(
          await cli.ok([
            "server",
            "create",
            "--name",
            name,
            "--type",
            "cx22",
            "--image",
            "debian-12",
            "--location",
            "fsn1",
            "--network",
            "lan",
            "--label",
            "role=web",
          ]),
          "Server",
        );
        if (name === "web-1") web1 = id;
      }

      lbId = createdId(
        await cli.ok([
          "load-balancer",
          "create",
          "--name",
          "shop-lb",
          "--type",
          "lb11",
          "--location",
          "fsn1",
          "--algorithm-type",
          "round_robin",
          "--label",
          "app=shop",
        ]),
        "LoadBalancer",
      );
      const lb = await cli.json(["load-balancer", "describe", "shop-lb"]);
      expect(lb).toMatchObject({
        id: lbId,
        name: "shop-lb",
        load_balancer_type: { name: "lb11" },
        location: { name: "fsn1" },
        algorithm: { type: "round_robin" },
        labels: { app: "shop" },
        public_net: { enabled: true, ipv4: { ip: expect.any(String) } },
        services: [],
        targets: [],
      });
      await cli.fails(
        ["load-balancer", "create", "--name", "shop-lb", "--type", "lb11", "--location", "fsn1"],
        /uniqueness_error/,
      );

      await cli.ok([
        "load-balancer",
        "attach-to-network",
        "shop-lb",
        "--network",
        "lan",
        "--ip",
        "10.0.1.100",
      ]);
      await cli.ok([
        "load-balancer",
        "add-target",
        "shop-lb",
        "--server",
        "web-1",
        "--use-private-ip",
      ]);
      // Through the private network, so the public interface can be switched off later.
      await cli.ok([
        "load-balancer",
        "add-target",
        "shop-lb",
        "--label-selector",
        "role=web",
        "--use-private-ip",
      ]);
      await cli.ok([
        "load-balancer",
        "add-service",
        "shop-lb",
        "--protocol",
        "http",
        "--listen-port",
        "80",
        "--destination-port",
        "8080",
      ]);
      await cli.ok([
        "load-balancer",
        "add-service",
        "shop-lb",
        "--protocol",
        "https",
        "--listen-port",
        "443",
        "--destination-port",
        "8080",
        "--http-certificates",
        String(certId),
        "--http-sticky-sessions",
        "--http-cookie-name",
        "SHOP",
        "--http-cookie-lifetime",
        "30m",
      ]);
      await cli.ok([
        "load-balancer",
        "add-service",
        "shop-lb",
        "--protocol",
        "tcp",
        "--listen-port",
        "5432",
        "--destination-port",
        "5432",
        "--proxy-protocol",
      ]);
      await cli.fails(
        [
          "load-balancer",
          "add-service",
          "shop-lb",
          "--protocol",
          "tcp",
          "--listen-port",
          "5432",
          "--destination-port",
          "5433",
        ],
        /source_port_already_used|invalid_input/,
      );
      await cli.ok([
        "load-balancer",
        "update-service",
        "shop-lb",
        "--listen-port",
        "80",
        "--health-check-protocol",
        "http",
        "--health-check-port",
        "8080",
        "--health-check-interval",
        "10s",
        "--health-check-timeout",
        "5s",
        "--health-check-retries",
        "2",
        "--health-check-http-path",
        "/healthz",
        "--health-check-http-status-codes",
        "2??,3??",
      ]);

      const built = await cli.json(["load-balancer", "describe", String(lbId)]);
      expect(built.private_net).toEqual([expect.objectContaining({ ip: "10.0.1.100" })]);
      expect(built.targets).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: "server", server: { id: web1 }, use_private_ip: true }),
          expect.objectContaining({
            type: "label_selector",
            label_selector: { selector: "role=web" },
          }),
        ]),
      );
      const byPort = Object.fromEntries(
        built.services.map((s: { listen_port: number }) => [s.listen_port, s]),
      );
      expect(byPort[80]).toMatchObject({
        protocol: "http",
        destination_port: 8080,
        health_check: {
          protocol: "http",
          port: 8080,
          interval: 10,
          timeout: 5,
          retries: 2,
          http: { path: "/healthz", status_codes: ["2??", "3??"] },
        },
      });
      expect(byPort[443]).toMatchObject({
        protocol: "https",
        http: {
          certificates: [certId],
          sticky_sessions: true,
          cookie_name: "SHOP",
          cookie_lifetime: 1800,
        },
      });
      expect(byPort[5432]).toMatchObject({ protocol: "tcp", proxyprotocol: true });
      expect((await cli.json(["certificate", "describe", String(certId)])).used_by).toEqual([
        { id: lbId, type: "load_balancer" },
      ]);
      // A certificate a load balancer uses cannot be deleted.
      await cli.fails(["certificate", "delete", String(certId)], /resource_in_use/);
    });

    it("changes algorithm, type, public interface and reverse DNS; reads metrics", async () => {
      await cli.ok([
        "load-balancer",
        "change-algorithm",
        "shop-lb",
        "--algorithm-type",
        "least_connections",
      ]);
      await cli.ok(["load-balancer", "change-type", "shop-lb", "lb21"]);
      await cli.ok(["load-balancer", "disable-public-interface", "shop-lb"]);
      let lb = await cli.json(["load-balancer", "describe", "shop-lb"]);
      expect(lb).toMatchObject({
        algorithm: { type: "least_connections" },
        load_balancer_type: { name: "lb21" },
        public_net: { enabled: false },
      });
      await cli.ok(["load-balancer", "enable-public-interface", "shop-lb"]);
      await cli.ok(["load-balancer", "set-rdns", "shop-lb", "--hostname", "shop.example.com"]);
      lb = await cli.json(["load-balancer", "describe", "shop-lb"]);
      expect(lb.public_net).toMatchObject({
        enabled: true,
        ipv4: { dns_ptr: "shop.example.com" },
      });
      const metrics = await cli.json([
        "load-balancer",
        "metrics",
        "shop-lb",
        "--type",
        "open_connections",
      ]);
      expect(metrics.metrics.time_series).toHaveProperty("open_connections");
    });

    it("takes the load balancer apart and deletes it, protected first", async () => {
      await cli.ok(["load-balancer", "delete-service", "shop-lb", "--listen-port", "5432"]);
      // CLI 1.30 quirk: delete-service does not wait for its action; wait as a user would.
      await target.settle(TOKENS.projectA, "load_balancers");
      await cli.ok(["load-balancer", "remove-target", "shop-lb", "--server", "web-1"]);
      await cli.ok(["load-balancer", "remove-target", "shop-lb", "--label-selector", "role=web"]);
      await cli.ok(["load-balancer", "detach-from-network", "shop-lb", "--network", "lan"]);
      let lb = await cli.json(["load-balancer", "describe", "shop-lb"]);
      expect(lb.targets).toEqual([]);
      expect(lb.private_net).toEqual([]);
      expect(lb.services.map((s: { listen_port: number }) => s.listen_port).sort()).toEqual([
        443, 80,
      ]);

      await cli.ok(["load-balancer", "update", "shop-lb", "--name", "shop-lb-old"]);
      await cli.ok(["load-balancer", "add-label", "shop-lb-old", "retired=yes"]);
      await cli.ok(["load-balancer", "remove-label", "shop-lb-old", "app"]);
      lb = await cli.json(["load-balancer", "list", "--selector", "retired=yes"]);
      expect(lb).toEqual([expect.objectContaining({ id: lbId, name: "shop-lb-old" })]);
      await cli.ok(["load-balancer", "enable-protection", "shop-lb-old", "delete"]);
      await cli.fails(["load-balancer", "delete", "shop-lb-old"], /protected/);
      await cli.ok(["load-balancer", "disable-protection", "shop-lb-old", "delete"]);
      await cli.ok(["load-balancer", "delete", "shop-lb-old"]);
      expect(await cli.json(["load-balancer", "list"])).toBeNull();

      // No longer used, the certificate can go.
      await cli.ok(["certificate", "delete", "shop-2126"]);
      expect(await cli.json(["certificate", "list"])).toBeNull();
    });
  },
);
