// The web console in a real browser, from a signed-in owner with one project: live updates on
// one held change request, and the edit forms (power, firewall rules, subnets, primary IPs)
// with the API's refusals shown beside their fields.
import { type CloudClient, createCloudClient, unwrap } from "@cloud-api/client";
import { describe, expect, it } from "vitest";
import {
  createTokenThroughApi,
  emulator,
  fitsNarrowWindow,
  LONG_TEST_MS,
  page,
  projectOf,
  requireBrowser,
  shoot,
  UI_MS,
  useConsoleBrowser,
} from "./support/console-browser.js";

useConsoleBrowser({ name: "edit-forms", signedInProject: true });

describe("the web console's edit forms and live updates", () => {
  let client: CloudClient;
  let project: number;
  const visit = (family: string, id?: number) =>
    page.goto(
      `${emulator.console?.url}#/projects/${project}/resources/${family}${id ? `/${id}` : ""}`,
    );
  /** The public API's view of a server (the console's forms are checked against it). */
  const apiServer = async (id: number) =>
    (await unwrap(client.GET("/servers/{id}", { params: { path: { id } } }))).server;
  const makeServer = async (name: string) =>
    (
      await unwrap(
        client.POST("/servers", {
          body: { name, server_type: "cpx22", image: "ubuntu-24.04" },
        }),
      )
    ).server;

  it("opens the project with a fresh read-write token for the API side of the checks", async (context) => {
    requireBrowser(context);
    await page.goto(emulator.console?.url ?? "");
    await page.getByRole("link", { name: "web-shop" }).click();
    await page.getByRole("heading", { name: "API tokens" }).waitFor({ timeout: UI_MS });
    project = projectOf(page.url());
    client = createCloudClient({ token: await createTokenThroughApi(), baseUrl: emulator.url });
  });

  it("keeps an idle page on one held change request, and reads the page again once per change", async (context) => {
    requireBrowser(context);
    const group = (
      await unwrap(client.POST("/placement_groups", { body: { name: "live-0", type: "spread" } }))
    ).placement_group;
    const rename = (name: string) =>
      unwrap(
        client.PUT("/placement_groups/{id}", {
          params: { path: { id: group.id } },
          body: { name },
        }),
      );
    await visit("placement_groups");
    const nameCell = page.locator(`tr[data-id="${group.id}"] td[data-column="Name"]`);
    await nameCell.getByText("live-0").waitFor({ timeout: UI_MS });
    const listReads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/placement_groups?")) listReads.push(request.url());
    });
    const isHeldChanges = (url: string) =>
      url.includes("/console-api/changes?") && url.includes("wait=");
    // Ready: the change is shown, and the page asks what changed since (held by the server).
    const held = page.waitForRequest((request) => isHeldChanges(request.url()), {
      timeout: UI_MS,
    });
    await rename("live-1");
    await nameCell.getByText("live-1").waitFor({ timeout: UI_MS });
    await held;
    listReads.length = 0;
    // An observation window, not a wait for readiness: three times the old 500 ms refresh, in
    // which the page read its list three times; now it reads nothing while nothing changes.
    await page.waitForTimeout(1500);
    expect(listReads).toEqual([]);
    await rename("live-2");
    await nameCell.getByText("live-2").waitFor({ timeout: UI_MS });
    expect(listReads).toHaveLength(1);
  });

  it(
    "runs every power action from the server's page, and shows the API's refusal beside them",
    async (context) => {
      requireBrowser(context);
      const server = await makeServer("power-1");
      await visit("servers", server.id);
      const power = page.locator("section.panel", {
        has: page.getByRole("heading", { name: /^Power/ }),
      });
      await power.locator("[data-power-status]").getByText("running").waitFor({ timeout: UI_MS });
      const finished = (command: string) =>
        power
          .locator(`[data-action="${command}"][data-status="success"]`)
          .waitFor({ timeout: UI_MS });

      // While the clock stands still the reboot keeps running, so the server stays locked.
      emulator.control.clock.pause();
      try {
        await power.getByRole("button", { name: "Reboot" }).click();
        await power
          .locator('[data-action="reboot_server"][data-status="running"]')
          .waitFor({ timeout: UI_MS });
        await power.getByRole("button", { name: "Reset" }).click();
        const refusal = power.locator('[data-error="power"]');
        await refusal.waitFor({ timeout: UI_MS });
        expect(await refusal.textContent()).toMatch(/^locked: /);
        expect(await refusal.getAttribute("role")).toBe("alert");
      } finally {
        emulator.control.clock.resume();
      }
      // The reboot ends once the clock runs again (the actions table shows it finish).
      await page
        .locator('tr[data-command="reboot_server"] td[data-column="status"]', {
          hasText: "success",
        })
        .waitFor({ timeout: UI_MS });

      await power.getByRole("button", { name: "Shutdown" }).click();
      await finished("shutdown_server");
      expect((await apiServer(server.id)).status).toBe("off");
      await power.getByRole("button", { name: "Power on" }).click();
      await finished("start_server");
      expect((await apiServer(server.id)).status).toBe("running");
      await power.getByRole("button", { name: "Reset" }).click();
      await finished("reset_server");
      await power.getByRole("button", { name: "Power off" }).click();
      await finished("stop_server");
      expect((await apiServer(server.id)).status).toBe("off");
      await power.locator("[data-power-status]").getByText("off").waitFor({ timeout: UI_MS });
      await fitsNarrowWindow();
      const { actions } = await unwrap(
        client.GET("/servers/{id}/actions", {
          params: { path: { id: server.id }, query: { sort: ["id:asc"] } },
        }),
      );
      expect(actions.map((action) => [action.command, action.status])).toEqual([
        ["create_server", "success"],
        ["start_server", "success"],
        ["reboot_server", "success"],
        ["shutdown_server", "success"],
        ["start_server", "success"],
        ["reset_server", "success"],
        ["stop_server", "success"],
      ]);
    },
    LONG_TEST_MS,
  );

  it(
    "sets a firewall's rules, showing the API's problem beside the rule's field first",
    async (context) => {
      requireBrowser(context);
      const { firewall } = await unwrap(
        client.POST("/firewalls", {
          body: {
            name: "edit-fw",
            rules: [{ direction: "in", protocol: "tcp", port: "22", source_ips: ["0.0.0.0/0"] }],
          },
        }),
      );
      await visit("firewalls", firewall.id);
      const form = page.getByRole("form", { name: "Firewall rules" });
      const rule = (n: number) => form.getByRole("group", { name: `Rule ${n}` });
      await rule(1).getByLabel("Port").waitFor({ timeout: UI_MS });
      expect(await rule(1).getByLabel("Port").inputValue()).toBe("22");
      await form.getByRole("button", { name: "Add a rule" }).click();
      await rule(2).getByLabel("Protocol").selectOption("udp");
      await rule(2).getByLabel("Port").fill("99999");
      await form.getByRole("button", { name: "Set rules" }).click();
      const portProblem = rule(2).locator('[data-field-error="rules[1].port"]');
      await portProblem.waitFor({ timeout: UI_MS });
      expect(await rule(2).getByLabel("Port").getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator('[data-error="rules"]').textContent()).toMatch(/^invalid_input: /);
      const unchanged = await unwrap(
        client.GET("/firewalls/{id}", { params: { path: { id: firewall.id } } }),
      );
      expect(unchanged.firewall.rules).toHaveLength(1);
      await shoot("firewall-rules-error");

      await rule(2).getByLabel("Port").fill("53");
      await form.getByRole("button", { name: "Set rules" }).click();
      await page
        .locator(
          '[data-operation="rules"] [data-action="set_firewall_rules"][data-status="success"]',
        )
        .waitFor({ timeout: UI_MS });
      expect(await portProblem.count()).toBe(0);
      const rulesNow = async () =>
        (
          await unwrap(client.GET("/firewalls/{id}", { params: { path: { id: firewall.id } } }))
        ).firewall.rules.map((entry) => [entry.direction, entry.protocol, entry.port]);
      expect(await rulesNow()).toEqual([
        ["in", "tcp", "22"],
        ["in", "udp", "53"],
      ]);
      await form.getByRole("button", { name: "Remove rule 1" }).click();
      await form.getByRole("button", { name: "Set rules" }).click();
      await expect.poll(rulesNow, { timeout: UI_MS }).toEqual([["in", "udp", "53"]]);
    },
    LONG_TEST_MS,
  );

  it(
    "adds and deletes a network's subnets, showing the API's problem beside the range first",
    async (context) => {
      requireBrowser(context);
      const { network } = await unwrap(
        client.POST("/networks", {
          body: {
            name: "edit-net",
            ip_range: "10.0.0.0/16",
            subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.0.1.0/24" }],
          },
        }),
      );
      const subnetsNow = async () =>
        (
          await unwrap(client.GET("/networks/{id}", { params: { path: { id: network.id } } }))
        ).network.subnets.map((subnet) => subnet.ip_range);
      await visit("networks", network.id);
      await page.locator('tr[data-subnet="10.0.1.0/24"]').waitFor({ timeout: UI_MS });
      const form = page.getByRole("form", { name: "Add a subnet" });
      await form.getByLabel(/^IP range/).fill("192.168.0.0/24");
      await form.getByRole("button", { name: "Add subnet" }).click();
      const rangeProblem = form.locator('[data-field-error="ip_range"]');
      await rangeProblem.waitFor({ timeout: UI_MS });
      expect(await rangeProblem.textContent()).toContain("10.0.0.0/16");
      expect(await form.getByLabel(/^IP range/).getAttribute("aria-invalid")).toBe("true");
      expect(await form.locator('[data-error="add-subnet"]').textContent()).toMatch(
        /^invalid_input: /,
      );
      expect(await subnetsNow()).toEqual(["10.0.1.0/24"]);
      await fitsNarrowWindow();

      await form.getByLabel(/^IP range/).fill("10.0.2.0/24");
      await form.getByRole("button", { name: "Add subnet" }).click();
      await page.locator('tr[data-subnet="10.0.2.0/24"]').waitFor({ timeout: UI_MS });
      expect(await rangeProblem.count()).toBe(0);
      expect(await subnetsNow()).toEqual(["10.0.1.0/24", "10.0.2.0/24"]);
      await page
        .locator('[data-operation="add-subnet"] [data-action="add_subnet"][data-status="success"]')
        .waitFor({ timeout: UI_MS });
      await shoot("network-subnets");
      await page.getByRole("button", { name: "Delete subnet 10.0.1.0/24" }).click();
      await expect
        .poll(() => page.locator('tr[data-subnet="10.0.1.0/24"]').count(), { timeout: UI_MS })
        .toBe(0);
      expect(await subnetsNow()).toEqual(["10.0.2.0/24"]);
    },
    LONG_TEST_MS,
  );

  it(
    "unassigns and assigns a primary IP, showing the API's refusal while the server runs",
    async (context) => {
      requireBrowser(context);
      const server = await makeServer("pip-host");
      const ipId = server.public_net.ipv4?.id as number;
      const assigneeNow = async () =>
        (await unwrap(client.GET("/primary_ips/{id}", { params: { path: { id: ipId } } })))
          .primary_ip.assignee_id;
      await visit("primary_ips", ipId);
      const panel = page.locator("section.panel", {
        has: page.getByRole("heading", { name: "Assignment" }),
      });
      await panel.locator(`[data-assignee="${server.id}"]`).waitFor({ timeout: UI_MS });
      await expect
        .poll(async () => (await apiServer(server.id)).status, { timeout: UI_MS })
        .toBe("running");
      await panel.getByRole("button", { name: "Unassign" }).click();
      const refusal = panel.locator('[data-error="assignment"]');
      await refusal.waitFor({ timeout: UI_MS });
      expect(await refusal.textContent()).toMatch(/^server_not_stopped: /);
      expect(await assigneeNow()).toBe(server.id);
      await fitsNarrowWindow();

      await unwrap(
        client.POST("/servers/{id}/actions/poweroff", { params: { path: { id: server.id } } }),
      );
      await expect
        .poll(async () => (await apiServer(server.id)).status, { timeout: UI_MS })
        .toBe("off");
      await panel.getByRole("button", { name: "Unassign" }).click();
      const assign = page.getByRole("form", { name: "Assign to a server" });
      await assign.getByLabel("Server id").waitFor({ timeout: UI_MS });
      await expect.poll(assigneeNow, { timeout: UI_MS }).toBeNull();
      await assign.getByLabel("Server id").fill(String(server.id));
      await assign.getByRole("button", { name: "Assign" }).click();
      await panel.locator(`[data-assignee="${server.id}"]`).waitFor({ timeout: UI_MS });
      expect(await assigneeNow()).toBe(server.id);
    },
    LONG_TEST_MS,
  );
});
