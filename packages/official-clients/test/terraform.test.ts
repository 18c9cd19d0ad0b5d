// Terraform with the provider hetznercloud/hcloud against the emulator, held to the oracle real
// Terraform users rely on: after `apply`, `plan` has nothing to do (every attribute the provider
// reads back equals what it wrote); a change made behind Terraform's back shows as exactly that
// drift; `import` brings an existing resource under management; `destroy` leaves the project
// empty.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { INSTALL_COMMAND, terraform } from "@cloud-api/test-support/official-tools";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countStep } from "../src/steps.js";
import { planSummary, TerraformWorkspace } from "../src/terraform.js";

const tool = terraform();
const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), "utf8");

/** Every collection a destroyed project must have emptied. */
const FAMILIES = [
  "servers",
  "volumes",
  "networks",
  "firewalls",
  "placement_groups",
  "primary_ips",
  "floating_ips",
  "load_balancers",
  "certificates",
  "ssh_keys",
  "zones",
] as const;

const missing = !tool.available;
if (missing && process.env.CI === "true") {
  // In CI the tools must be there: .ci/run installs them.
  describe("Terraform", () => {
    it("is installed (Terraform and the provider hetznercloud/hcloud)", () => {
      expect.fail(`${tool.detail}; install with '${INSTALL_COMMAND} terraform'`);
    });
  });
}

describe.skipIf(missing)(
  missing
    ? `Terraform (skipped: ${tool.detail}; install with '${INSTALL_COMMAND} terraform')`
    : `Terraform: ${tool.detail}`,
  () => {
    // The provider refuses tokens that are not exactly 64 characters, like the real API's.
    const token = randomBytes(32).toString("hex");
    let emulator: Emulator;
    let workspace: TerraformWorkspace;

    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${emulator.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      // biome-ignore lint/suspicious/noExplicitAny: JSON from the emulator, asserted by shape
      return (text === "" ? {} : JSON.parse(text)) as any;
    };

    /** One Terraform command that must succeed (a step of the tool). */
    const expectCode = async (
      run: Promise<{ code: number; output: string }>,
      code: number,
      what: string,
    ) => {
      const result = await run;
      countStep("terraform", what);
      expect(result.code, `${what} exited ${result.code}:\n${planSummary(result.output)}`).toBe(
        code,
      );
      return result.output;
    };

    beforeAll(async () => {
      emulator = await startEmulator({
        host: "127.0.0.1",
        port: 0,
        env: {},
        tokens: `${token}=terraform`,
        // The default, per-type action durations (servers take seconds, configuration changes
        // end at once), as a user's emulator runs them.
        rateLimitPerHour: 1_000_000,
      });
      workspace = new TerraformWorkspace(emulator.url, emulator.hetznerUrl, token, {
        storage_box_password: "Backup-Passw0rd-1!",
        certificate: fixture("shop.example.com.cert.pem"),
        private_key: fixture("shop.example.com.key.pem"),
        ssh_public_key: sshPublicKey("deploy@terraform"),
      });
    });

    afterAll(async () => {
      workspace?.remove();
      await emulator?.close();
    });

    it("applies a project of 28 resource types: networks, firewalls, servers, volumes, a load balancer, certificates, DNS and a Storage Box", async () => {
      const output = await expectCode(workspace.apply(), 0, "apply");
      expect(output).toMatch(/Apply complete! Resources: \d+ added, 0 changed, 0 destroyed/);
      const types = new Set((await workspace.stateList()).map((address) => address.split(".")[0]));
      types.delete("data");
      expect([...types].sort()).toEqual([
        "hcloud_firewall",
        "hcloud_firewall_attachment",
        "hcloud_floating_ip",
        "hcloud_floating_ip_assignment",
        "hcloud_load_balancer",
        "hcloud_load_balancer_network",
        "hcloud_load_balancer_service",
        "hcloud_load_balancer_target",
        "hcloud_managed_certificate",
        "hcloud_network",
        "hcloud_network_route",
        "hcloud_network_subnet",
        "hcloud_placement_group",
        "hcloud_primary_ip",
        "hcloud_rdns",
        "hcloud_server",
        "hcloud_server_network",
        "hcloud_snapshot",
        "hcloud_ssh_key",
        "hcloud_storage_box",
        "hcloud_storage_box_snapshot",
        "hcloud_storage_box_subaccount",
        "hcloud_uploaded_certificate",
        "hcloud_volume",
        "hcloud_volume_attachment",
        "hcloud_zone",
        "hcloud_zone_record",
        "hcloud_zone_rrset",
      ]);
      // The data sources read what the project holds.
      expect(output).toMatch(/^web_servers = 2$/m);
      expect(output).toMatch(/^locations = 6$/m);
      expect(output).toMatch(/^network_range = "10\.0\.0\.0\/16"$/m);
      const servers = await api("GET", "/servers?label_selector=role%3Dweb");
      expect(servers.servers.map((server: { name: string }) => server.name).sort()).toEqual([
        "web-1",
        "web-2",
      ]);
    });

    it("plans no changes right after apply (every attribute reads back as written)", async () => {
      const output = await expectCode(workspace.plan(), 0, "plan after apply");
      expect(output).toContain("No changes.");
    });

    it("shows a label changed behind Terraform's back as exactly that drift, and apply repairs it", async () => {
      const { firewalls } = await api("GET", "/firewalls?name=web");
      await api("PUT", `/firewalls/${firewalls[0].id}`, { labels: { env: "changed-by-hand" } });
      const output = await expectCode(workspace.plan(), 2, "plan after a change by hand");
      expect(output).toContain("# hcloud_firewall.web will be updated in-place");
      expect(output).toMatch(/"env" = "changed-by-hand" -> "test"/);
      expect(output).toContain("Plan: 0 to add, 1 to change, 0 to destroy.");
      await expectCode(workspace.apply(), 0, "apply the repair");
      await expectCode(workspace.plan(), 0, "plan after the repair");
      const after = await api("GET", `/firewalls/${firewalls[0].id}`);
      expect(after.firewall.labels).toEqual({ env: "test" });
    });

    it("imports an SSH key made outside Terraform, then plans no changes", async () => {
      const publicKey = sshPublicKey("ops@laptop");
      const { ssh_key } = await api("POST", "/ssh_keys", {
        name: "ops",
        public_key: publicKey,
        labels: { team: "ops" },
      });
      workspace.write(
        "imported.tf",
        [
          'resource "hcloud_ssh_key" "ops" {',
          '  name       = "ops"',
          `  public_key = ${JSON.stringify(publicKey)}`,
          '  labels     = { team = "ops" }',
          "}",
          "",
        ].join("\n"),
      );
      const output = await expectCode(
        workspace.run(["import", "-input=false", "hcloud_ssh_key.ops", String(ssh_key.id)]),
        0,
        "import",
      );
      expect(output).toContain("Import successful!");
      await expectCode(workspace.plan(), 0, "plan after import");
    });

    it("destroys everything: every list of the project is empty afterwards", async () => {
      const output = await expectCode(workspace.destroy(), 0, "destroy");
      expect(output).toMatch(/Destroy complete! Resources: \d+ destroyed/);
      for (const family of FAMILIES) {
        const body = await api("GET", `/${family}`);
        expect(body[family], `${family} left after destroy`).toEqual([]);
      }
      expect((await api("GET", "/images?type=snapshot")).images).toEqual([]);
      const boxes = await fetch(`${emulator.hetznerUrl}/storage_boxes`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await boxes.json()) as { storage_boxes: unknown[] }).storage_boxes).toEqual([]);
    });
  },
);
