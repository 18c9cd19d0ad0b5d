// The web console in a real browser, from a signed-in owner with one project: paging past the
// 50th server, label filters, details links, forms that create resources, the changelog, and
// sessions (a password change ends them all; another client's throttling does not lock out).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CloudClient, createCloudClient, unwrap } from "@cloud-api/client";
import { launchChromium } from "@cloud-api/test-support/chromium";
import { describe, expect, it } from "vitest";
import {
  createTokenThroughApi,
  emulator,
  fitsNarrowWindow,
  NEW_PASSWORD,
  PASSWORD,
  page,
  pageErrors,
  projectOf,
  requireBrowser,
  shoot,
  testDir,
  useConsoleBrowser,
} from "./support/console-browser.js";

useConsoleBrowser({ name: "scale-and-sessions", signedInProject: true });

describe("the web console at scale, and its sessions", () => {
  let client: CloudClient;

  it("pages to a server past the 50th, showing the total", async (context) => {
    requireBrowser(context);
    const token = await createTokenThroughApi();
    client = createCloudClient({ token, baseUrl: emulator.url });
    const before =
      (await unwrap(client.GET("/servers", { params: { query: { per_page: 1 } } }))).meta
        ?.pagination.total_entries ?? 0;
    const made: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const created = await unwrap(
        client.POST("/servers", {
          body: {
            name: `bulk-${String(index).padStart(2, "0")}`,
            server_type: "cpx22",
            image: "ubuntu-24.04",
            labels: index % 10 === 0 ? { tier: "db" } : { tier: "web" },
          },
        }),
      );
      made.push(created.server.id);
    }
    const total = before + 60;
    const lastMade = made[made.length - 1] as number;
    await page.getByRole("link", { name: "Servers" }).click();
    await page.getByRole("heading", { name: "Servers" }).waitFor();
    await expect.poll(() => page.locator("[data-total]").textContent()).toBe(String(total));
    expect(await page.locator(`tr[data-id="${lastMade}"]`).count()).toBe(0);
    await page.getByRole("button", { name: "Next →" }).click();
    await page.locator(`tr[data-id="${lastMade}"]`).waitFor();
    await fitsNarrowWindow();
    expect(await page.locator("tbody tr").count()).toBe(total - 50);
    await expect
      .poll(() => page.getByRole("status").first().textContent())
      .toContain(`51–${total} of ${total}`);
    await page.getByRole("button", { name: "ID" }).click();
    // Sorted by id descending: the newest server heads the first page.
    await expect
      .poll(() => page.locator("tbody tr").first().getAttribute("data-id"))
      .toBe(String(lastMade));
  });

  it("filters by label selector, and shows the API's error for a malformed one", async (context) => {
    requireBrowser(context);
    await page.getByLabel("Label selector").fill("tier=db");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => page.locator("[data-total]").textContent()).toBe("6");
    expect(await page.locator("tbody tr").count()).toBe(6);
    await shoot("servers-filtered");
    await page.getByLabel("Label selector").fill("tier=db,=oops");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.locator('[data-error="list"]').waitFor();
    expect(await page.locator('[data-error="list"]').textContent()).toContain("invalid_input");
    await page.getByRole("button", { name: "Clear" }).click();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(50);
  });

  it("links a volume's server from its details page", async (context) => {
    requireBrowser(context);
    const server = (
      await unwrap(client.GET("/servers", { params: { query: { name: "bulk-00" } } }))
    ).servers[0];
    const volume = await unwrap(
      client.POST("/volumes", {
        body: { name: "data-1", size: 10, server: server?.id, automount: false },
      }),
    );
    await page.goto(
      `${emulator.console?.url}#/projects/${projectOf(page.url())}/resources/volumes/${volume.volume.id}`,
    );
    const link = page.locator('[data-relation="servers"] a');
    await link.waitFor();
    await fitsNarrowWindow();
    await link.click();
    await page.getByRole("heading", { name: /bulk-00/ }).waitFor();
    await page.locator(`[data-relation="volumes"] a`).waitFor();
    await shoot("server-detail");
  });

  it("creates a server, a volume attached to it and a firewall from the console; the API lists each", async (context) => {
    requireBrowser(context);
    const project = projectOf(page.url());
    const list = (family: string) =>
      page.goto(`${emulator.console?.url}#/projects/${project}/resources/${family}`);

    await list("servers");
    await page.getByText("Create a server", { exact: true }).first().click();
    const serverForm = page.getByRole("form", { name: "Create a server" });
    await serverForm.getByLabel("Name", { exact: true }).fill("console-made");
    await serverForm.getByLabel("Server type").fill("cpx22");
    await serverForm.getByLabel("Image").fill("ubuntu-24.04");
    await serverForm.getByLabel("Labels").fill("made=console");
    await serverForm.getByRole("button", { name: "Create a server" }).click();
    await serverForm.locator('[data-action="create_server"][data-status="success"]').waitFor();
    const servers = (
      await unwrap(client.GET("/servers", { params: { query: { name: "console-made" } } }))
    ).servers;
    expect(servers.map((server) => server.labels)).toEqual([{ made: "console" }]);
    await fitsNarrowWindow();
    const serverId = servers[0]?.id as number;

    await list("volumes");
    await page.getByText("Create a volume", { exact: true }).first().click();
    const volumeForm = page.getByRole("form", { name: "Create a volume" });
    await volumeForm.getByLabel("Name", { exact: true }).fill("console-vol");
    await volumeForm.getByLabel("Size (GB)").fill("5");
    await volumeForm.getByLabel("Attach to server (id)").fill(String(serverId));
    await volumeForm.getByRole("button", { name: "Create a volume" }).click();
    // The API's validation error, next to the field it names.
    const sizeError = volumeForm.locator('[data-field-error="size"]');
    await sizeError.waitFor();
    expect(await sizeError.textContent()).not.toBe("");
    expect(await volumeForm.getByLabel("Size (GB)").getAttribute("aria-invalid")).toBe("true");
    await shoot("create-volume-error");
    await volumeForm.getByLabel("Size (GB)").fill("10");
    await volumeForm.getByRole("button", { name: "Create a volume" }).click();
    await volumeForm.getByRole("status").getByText("Created.").waitFor();
    const volumes = (
      await unwrap(client.GET("/volumes", { params: { query: { name: "console-vol" } } }))
    ).volumes;
    expect(volumes.map((volume) => volume.server)).toEqual([serverId]);

    await list("firewalls");
    await page.getByText("Create a firewall", { exact: true }).first().click();
    const firewallForm = page.getByRole("form", { name: "Create a firewall" });
    await firewallForm.getByLabel("Name", { exact: true }).fill("console-fw");
    await firewallForm.getByLabel("Inbound rule: protocol").selectOption("tcp");
    await firewallForm.getByLabel("Inbound rule: port").fill("22");
    await firewallForm.getByLabel("Inbound rule: source IPs").fill("0.0.0.0/0, ::/0");
    await firewallForm.getByRole("button", { name: "Create a firewall" }).click();
    await firewallForm.getByRole("status").getByText("Created.").waitFor();
    const firewalls = (
      await unwrap(client.GET("/firewalls", { params: { query: { name: "console-fw" } } }))
    ).firewalls;
    expect(firewalls[0]?.rules.map((rule) => [rule.direction, rule.protocol, rule.port])).toEqual([
      ["in", "tcp", "22"],
    ]);
  });

  it("shows the API changelog with the docs' entries", async (context) => {
    requireBrowser(context);
    const history = JSON.parse(
      readFileSync(join(testDir, "../../docs/changelog/api-history.json"), "utf8"),
    ) as { id: string; date: string; subject: string }[];
    const newest = history.slice().sort((a, b) => b.date.localeCompare(a.date))[0];
    await page.getByRole("link", { name: "API changelog" }).click();
    await page.getByRole("heading", { name: "API changelog" }).waitFor();
    expect(await page.locator("[data-entry]").count()).toBe(history.length);
    expect(await page.locator("[data-entry]").first().getAttribute("data-entry")).toBe(newest?.id);
    await shoot("changelog");
    await page.goBack();
  });

  it("ends every session on a password change: both browsers return to sign-in", async (context) => {
    requireBrowser(context);
    // A second browser (its own profile and cookies), signed in as well.
    const other = await launchChromium("console-second");
    const second = await other.context.newPage();
    try {
      await second.goto(emulator.console?.url ?? "");
      await second.getByLabel("Owner password").fill(PASSWORD);
      await second.getByRole("button", { name: "Sign in" }).click();
      await second.getByRole("heading", { name: "Projects" }).waitFor();
      await second.getByRole("link", { name: "web-shop" }).click();
      await second.getByRole("heading", { name: "API tokens" }).waitFor();
      await fitsNarrowWindow(second);

      await page.getByRole("link", { name: "Change password" }).click();
      await page.getByLabel("Current password").waitFor();
      await fitsNarrowWindow();
      await page.getByLabel("Current password").fill(PASSWORD);
      await page.getByLabel("New password (at least 8 characters)").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Change password" }).click();
      await page.getByLabel("Owner password").waitFor();
      // The other browser polls its tokens page: its next answer is 401, and it shows sign-in.
      await second.getByLabel("Owner password").waitFor({ timeout: 5000 });
      expect(await second.getByRole("heading", { name: "API tokens" }).count()).toBe(0);
      await page.getByLabel("Owner password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Projects" }).waitFor();
    } finally {
      await other.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it("keeps the owner's browser signing in while another local client is throttled", async (context) => {
    requireBrowser(context);
    const signInUrl = `${emulator.console?.url}console-api/session`;
    let throttled = false;
    for (let attempt = 0; attempt < 6 && !throttled; attempt += 1) {
      const answer = await fetch(signInUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ password: `guess-${attempt}` }),
      });
      throttled = answer.status === 429;
    }
    expect(throttled).toBe(true);
    const rightButUnknown = await fetch(signInUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: NEW_PASSWORD }),
    });
    expect(rightButUnknown.status).toBe(429);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Owner password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await page.goto(emulator.console?.url ?? "");
    await page.getByRole("heading", { name: "Projects" }).waitFor();
  });
});
