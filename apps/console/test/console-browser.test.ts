// The web console in a real browser (Debian's Chromium through playwright-core, as the docs
// test does): the owner signs in, makes a project and two tokens, watches a server made through
// the API appear, powers it off, revokes a token; token values are seen once and then nowhere.
// It also takes the README's screenshots (apps/console/docs/screenshots with CONSOLE_SCREENSHOTS=1).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import {
  chromiumMissingReason,
  type LaunchedBrowser,
  launchChromium,
} from "@cloud-api/test-support/chromium";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it, type TestContext } from "vitest";
import {
  type PublicApiClient,
  PublicApiError,
  publicApiClient,
  unwrap,
} from "./public-api-client.js";

const PASSWORD = "browser-owner-password";
const NEW_PASSWORD = "a-new-password-9";
const SSH_KEY = sshPublicKey("owner@example");
const here = dirname(fileURLToPath(import.meta.url));
// The README's screenshots are refreshed on request (CONSOLE_SCREENSHOTS=1), so an ordinary run
// leaves the tracked images alone; otherwise they go to the ignored test-results folder.
const screenshots = process.env.CONSOLE_SCREENSHOTS
  ? join(here, "../docs/screenshots")
  : join(here, "../test-results/console-screenshots");
const missingChromium = chromiumMissingReason();
const mustRun = Boolean(process.env.CI);

let directory: string;
let emulator: Emulator;
let browser: LaunchedBrowser | undefined;
let page: Page;
/** Every console API answer the page received after the tokens were created: url and body. */
const consoleAnswers: { url: string; method: string; body: string }[] = [];
const pageErrors: string[] = [];
/** What the page logged as errors in the browser's console (a failed request is one). */
const consoleErrors: string[] = [];
const offHost: string[] = [];

function requireBrowser(context: TestContext): void {
  if (missingChromium !== undefined) context.skip(`browser test skipped: ${missingChromium}`);
}

beforeAll(async () => {
  if (missingChromium !== undefined) {
    if (mustRun) throw new Error(`CI is set, so the browser test must run: ${missingChromium}`);
    console.warn(`console browser test skipped: ${missingChromium}`);
    return;
  }
  readFileSync(join(here, "../dist/index.html")); // built, or fail here saying so
  directory = mkdtempSync(join(tmpdir(), "console-browser-"));
  mkdirSync(screenshots, { recursive: true });
  emulator = await startEmulator({
    port: 0,
    host: "127.0.0.1",
    consolePort: 0,
    consolePassword: PASSWORD,
    dataFile: join(directory, "state"),
    actionMs: 300,
    // Linked from the project page's deprecation warning (never opened here).
    docsUrl: "http://127.0.0.1:4000/",
  });
  browser = await launchChromium("console");
  await browser.context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") await route.continue();
    else {
      offHost.push(url.href);
      await route.abort("blockedbyclient");
    }
  });
  page = await browser.context.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("dialog", (dialog) => void dialog.accept());
  page.on("response", async (response) => {
    if (!response.url().includes("/console-api/")) return;
    const body = await response.text().catch(() => "");
    consoleAnswers.push({ url: response.url(), method: response.request().method(), body });
  });
});

afterAll(async () => {
  await browser?.close();
  await emulator?.close();
  if (directory) rmSync(directory, { recursive: true, force: true });
});

/** How long the UI gets to show something on the shared, loaded 2-core machine. */
const UI_MS = 15_000;
/** Tests that walk through several forms, each waiting on the emulator's actions. */
const LONG_TEST_MS = 120_000;

/**
 * Nothing of the page is wider than a 420 px window (no horizontal scrolling): checked on every
 * page the test visits (at each `shoot`, after every test, and where a test passes a page by).
 */
async function fitsNarrowWindow(target: Page = page): Promise<void> {
  const size = target.viewportSize();
  await target.setViewportSize({ width: 420, height: 800 });
  try {
    // Measured after the next frame, once layout followed the new width.
    const [contentWidth, windowWidth] = await target.evaluate(
      () =>
        new Promise<[number, number]>((resolve) =>
          requestAnimationFrame(() =>
            resolve([document.documentElement.scrollWidth, window.innerWidth]),
          ),
        ),
    );
    expect(contentWidth, `content width at 420 px on ${target.url()}`).toBeLessThanOrEqual(
      windowWidth,
    );
  } finally {
    if (size) await target.setViewportSize(size);
  }
}

afterEach(async () => {
  if (browser && page && !page.isClosed()) await fitsNarrowWindow();
});

async function shoot(name: string, mask: string[] = []): Promise<void> {
  await fitsNarrowWindow();
  await page.screenshot({
    path: join(screenshots, `${name}.png`),
    // The whole page, so nothing below the window's fold is cut off.
    fullPage: true,
    mask: mask.map((selector) => page.locator(selector)),
    maskColor: "#9aa4b1",
  });
}

/** Creates a token through the form; returns the value the page shows once. */
async function createToken(description: string, permission: "Read" | "Read & Write") {
  await page.getByLabel("Description").fill(description);
  await page.getByLabel("Permission").selectOption({ label: permission });
  await page.getByRole("button", { name: "Generate API token" }).click();
  const shown = page.getByTestId("new-token-value");
  await shown.waitFor();
  const value = (await shown.textContent()) ?? "";
  expect(value).toMatch(/^[0-9a-f]{64}$/);
  await expect.poll(() => page.getByText("cannot be shown again").count()).toBe(1);
  return value;
}

describe("the web console", () => {
  let projectUrl: string;
  let writeToken: string;
  let readToken: string;
  let client: PublicApiClient;
  let serverId: number;

  it("signs in with the owner's password", async (context) => {
    requireBrowser(context);
    await page.goto(emulator.console?.url ?? "");
    const password = page.getByLabel("Owner password");
    await password.waitFor();
    // Finding out that nobody is signed in yet is not an error: no 401 in the browser's console.
    expect(consoleErrors).toEqual([]);
    // The field is as wide as the button under it.
    const field = await password.boundingBox();
    const button = await page.getByRole("button", { name: "Sign in" }).boundingBox();
    expect(Math.abs((field?.width ?? 0) - (button?.width ?? -10))).toBeLessThanOrEqual(1);
    expect(field?.x).toBeCloseTo(button?.x ?? -10, 0);
    await shoot("sign-in");
    await page.getByLabel("Owner password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("wrong password").waitFor();
    await page.getByLabel("Owner password").fill(PASSWORD);
    await page.getByLabel("Owner password").press("Enter");
    await page.getByRole("heading", { name: "Projects" }).waitFor();
  });

  it("creates a project", async (context) => {
    requireBrowser(context);
    await page.getByLabel("New project name").fill("web-shop");
    await page.getByRole("button", { name: "Create project" }).click();
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    projectUrl = page.url();
    await page.goto(emulator.console?.url ?? "");
    await page.getByRole("link", { name: "web-shop" }).waitFor();
    await shoot("projects");
    await page.getByRole("link", { name: "web-shop" }).click();
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
  });

  it("shows each new token once, then only its description and prefix", async (context) => {
    requireBrowser(context);
    writeToken = await createToken("deploy", "Read & Write");
    await page.getByTestId("curl-snippet").waitFor();
    expect(await page.getByTestId("curl-snippet").textContent()).toBe(
      `curl -H "Authorization: Bearer ${writeToken}" ${emulator.url}/servers`,
    );
    await shoot("new-token", [
      '[data-testid="new-token-value"]',
      '[data-testid="curl-snippet"]',
      '[data-testid="client-snippet"]',
    ]);
    await page.getByRole("button", { name: "Done" }).click();
    expect(await page.content()).not.toContain(writeToken);
    readToken = await createToken("monitoring", "Read");
    await page.getByRole("button", { name: "Done" }).click();
    const html = await page.content();
    expect(html).not.toContain(readToken);
    expect(html).toContain(writeToken.slice(0, 8));
    expect(html).toContain(readToken.slice(0, 8));
    await expect.poll(() => page.getByRole("cell", { name: "Read & Write" }).count()).toBe(1);
    await shoot("tokens");
  });

  it("shows a server made with the read-write token without a reload", async (context) => {
    requireBrowser(context);
    client = publicApiClient(writeToken, emulator.url);
    await page.getByRole("link", { name: "Servers" }).click();
    await page.getByRole("heading", { name: "Servers" }).waitFor();
    // A mark on this very document: a reload or a navigation would lose it. (How fast the change
    // feed shows a change is a figure for the benchmarks, not for this test.)
    await page.evaluate(() => {
      (window as unknown as { liveMark?: number }).liveMark = 1;
    });
    const created = await unwrap(
      client.POST("/servers", {
        body: {
          name: "shop-1",
          server_type: "cpx22",
          image: "ubuntu-24.04",
          labels: { env: "prod" },
        },
      }),
    );
    serverId = created.server.id;
    await page.locator(`tr[data-id="${serverId}"]`).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(
      1,
    );
    // The name links to the server's page, as the id does.
    const row = page.locator(`tr[data-id="${serverId}"]`);
    const byName = await row
      .getByRole("link", { name: "shop-1", exact: true })
      .getAttribute("href");
    expect(byName).toBe(
      await row.getByRole("link", { name: String(serverId), exact: true }).getAttribute("href"),
    );
    expect(byName).toMatch(new RegExp(`/resources/servers/${serverId}$`));
    await expect
      .poll(() => page.locator(`tr[data-id="${serverId}"] td[data-column="Status"]`).textContent())
      .toBe("running");
    await shoot("servers");
  });

  it("powers the server off from the console, and the API reports off", async (context) => {
    requireBrowser(context);
    await page.getByRole("link", { name: String(serverId), exact: true }).click();
    await page.getByRole("button", { name: "Power off" }).click();
    await page.locator('tr[data-command="stop_server"]').first().waitFor({ timeout: 10_000 });
    await expect
      .poll(async () => {
        const { server } = await unwrap(
          client.GET("/servers/{id}", { params: { path: { id: serverId } } }),
        );
        return server.status;
      })
      .toBe("off");
    await expect
      .poll(() =>
        page
          .locator('tr[data-command="stop_server"] td[data-column="status"]')
          .first()
          .textContent(),
      )
      .toBe("success");
    await page.locator('dd[data-field="Status"]', { hasText: "off" }).waitFor({ timeout: 10_000 });
    await shoot("server-detail");
  });

  it("toggles protection, then offers no Delete for the protected server, which the API refuses too", async (context) => {
    requireBrowser(context);
    const remove = page.getByRole("button", { name: "Delete" });
    expect(await remove.isEnabled()).toBe(true);
    await page.getByRole("button", { name: "Enable protection" }).click();
    await page.getByRole("button", { name: "Disable protection" }).waitFor({ timeout: 2000 });
    await expect.poll(() => remove.isDisabled()).toBe(true);
    expect(await remove.getAttribute("title")).toBe(
      "Delete protection is on: disable protection first.",
    );
    const { server } = await unwrap(
      client.GET("/servers/{id}", { params: { path: { id: serverId } } }),
    );
    expect(server.protection.delete).toBe(true);
    // The API's own rule, which the disabled button only announces.
    const refused = await client.DELETE("/servers/{id}", { params: { path: { id: serverId } } });
    expect(refused.response.status).toBe(423);
    expect((refused.error as { error: { code: string } }).error.code).toBe("protected");
  });

  it("adds an SSH key from the console, and the API lists it", async (context) => {
    requireBrowser(context);
    await page.getByRole("link", { name: "SSH keys" }).click();
    await page.getByLabel("Name", { exact: true }).fill("laptop");
    await page.getByLabel("Public key").fill(SSH_KEY);
    await page.getByRole("button", { name: "Add SSH key" }).click();
    await page.getByRole("cell", { name: "laptop" }).waitFor();
    const { ssh_keys } = await unwrap(client.GET("/ssh_keys"));
    expect(ssh_keys.map((key) => key.name)).toEqual(["laptop"]);
  });

  it("shows the project's requests from the journal, with the console's power-off", async (context) => {
    requireBrowser(context);
    await page.getByRole("link", { name: "Requests" }).click();
    await page.getByRole("cell", { name: "create_server" }).waitFor();
    await page.getByRole("cell", { name: "poweroff_server" }).waitFor();
    await page.getByRole("cell", { name: "create_ssh_key" }).waitFor();
    // The console read the server list every half second; its reads are not journaled (the
    // test's client has not listed servers yet).
    expect(await page.getByRole("cell", { name: "list_servers", exact: true }).count()).toBe(0);
    await shoot("requests");
  });

  it("refuses a write with the read-only token", async (context) => {
    requireBrowser(context);
    const reader = publicApiClient(readToken, emulator.url);
    const attempt = await reader
      .POST("/ssh_keys", { body: { name: "k", public_key: "ssh-ed25519 AAAA" } })
      .then(unwrap)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(attempt instanceof PublicApiError && attempt.status === 401 && attempt.code).toBe(
      "token_readonly",
    );
    const list = await unwrap(reader.GET("/servers"));
    expect(list.servers.map((server) => server.id)).toContain(serverId);
  });

  it("revokes the read-write token, and the API answers 401", async (context) => {
    requireBrowser(context);
    await page.goto(projectUrl);
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await page
      .getByRole("row", { name: /deploy/ })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect.poll(() => page.getByRole("row", { name: /deploy/ }).count()).toBe(0);
    const attempt = await client
      .GET("/servers")
      .then(unwrap)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(attempt instanceof PublicApiError && attempt.status).toBe(401);
  });

  it("after a reload, finds no token value in the page, the console's answers or the state", async (context) => {
    requireBrowser(context);
    await page.reload();
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await page.getByRole("cell", { name: "monitoring" }).waitFor();
    const html = await page.content();
    const later = consoleAnswers.filter(
      (answer) => !(answer.method === "POST" && answer.url.endsWith("/tokens")),
    );
    expect(later.length).toBeGreaterThan(10);
    const state = Buffer.concat(
      readdirSync(directory).map((name) => readFileSync(join(directory, name))),
    );
    for (const value of [writeToken, readToken]) {
      expect(html).not.toContain(value);
      expect(html).not.toContain(value.slice(32));
      for (const answer of later) expect(answer.body).not.toContain(value.slice(32));
      expect(state.includes(Buffer.from(value.slice(32)))).toBe(false);
    }
    // The create answers did carry them (so the search above looks in the right place).
    const creates = consoleAnswers.filter((a) => a.method === "POST" && a.url.endsWith("/tokens"));
    expect(creates.map((a) => a.body).join()).toContain(writeToken);
  });

  it("is readable in a narrow window, requests nothing off-host and logs no page error", async (context) => {
    requireBrowser(context);
    await page.setViewportSize({ width: 420, height: 800 });
    await page.getByRole("link", { name: "Servers" }).click();
    await page.locator(`tr[data-id="${serverId}"]`).waitFor();
    await shoot("narrow-servers");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(offHost).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it("warns on the project page while a server's type has an announced deprecation, linking the docs", async (context) => {
    requireBrowser(context);
    // A rehearsed retirement (the control API's catalog/deprecations) of shop-1's type.
    const now = Date.now();
    const announced = new Date(now - 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
    const unavailableAfter = new Date(now + 30 * 86_400_000).toISOString().replace(/\.\d+Z$/, "Z");
    emulator.control.catalog.add({
      type: "server_type",
      name: "cpx22",
      announced,
      unavailable_after: unavailableAfter,
    });
    try {
      await page.goto(projectUrl);
      const warning = page.getByTestId("deprecations");
      await warning.waitFor({ timeout: UI_MS });
      const text = (await warning.textContent()) ?? "";
      expect(text).toContain(
        `Server shop-1 runs on server type cpx22, deprecated since ${announced.slice(0, 10)}`,
      );
      expect(text).toContain(`after ${unavailableAfter.slice(0, 10)}`);
      expect(
        await warning.getByRole("link", { name: "Deprecations and sunsets" }).getAttribute("href"),
      ).toBe("http://127.0.0.1:4000/deprecations.html#catalog");
      await shoot("deprecation-warning");
    } finally {
      emulator.control.catalog.clear();
    }
    await page.reload();
    await page.getByRole("heading", { name: "API tokens" }).waitFor();
    await expect.poll(() => page.getByTestId("deprecations").count()).toBe(0);
  });
});

describe("the web console at scale, and its sessions", () => {
  let client: PublicApiClient;

  it("pages to a server past the 50th, showing the total", async (context) => {
    requireBrowser(context);
    const token = await createTokenThroughApi();
    client = publicApiClient(token, emulator.url);
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
    const entries = JSON.parse(
      readFileSync(join(here, "../../docs/changelog/api-changelog.json"), "utf8"),
    ) as { id: string; date: string; title: string }[];
    await page.getByRole("link", { name: "API changelog" }).click();
    await page.getByRole("heading", { name: "API changelog" }).waitFor();
    // The docs' entries in the docs' order (newest first by effective date), titled as there.
    const shown = await page
      .locator("[data-entry]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-entry")));
    expect(shown).toEqual(entries.map((entry) => entry.id));
    const text = await page.locator("section").first().textContent();
    expect(text).toContain("The API as documented on 2026-05-11");
    expect(text).not.toMatch(/Merge branch|merge main|Monorepo foundation/);
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

describe("the web console's edit forms and live updates", () => {
  let client: PublicApiClient;
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
    client = publicApiClient(await createTokenThroughApi(), emulator.url);
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
      // What the power state leaves nothing to do for is disabled, with the reason on hover.
      const button = (name: string) => power.getByRole("button", { name });
      expect(await button("Power on").isDisabled()).toBe(true);
      expect(await button("Power on").getAttribute("title")).toBe("The server is already running.");
      for (const name of ["Shutdown", "Reboot", "Power off", "Reset"]) {
        expect(await button(name).isEnabled()).toBe(true);
      }
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
      await power.locator("[data-power-status]").getByText("off").waitFor({ timeout: UI_MS });
      for (const name of ["Shutdown", "Power off"]) {
        await expect.poll(() => button(name).isDisabled()).toBe(true);
        expect(await button(name).getAttribute("title")).toBe("The server is already off.");
      }
      expect(await button("Power on").isEnabled()).toBe(true);
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
      // The IP and the server stay locked while the unassign action runs, and an assignment sent
      // before it ends is refused with `locked` (two runs in six did so): wait, as a reader would,
      // until the actions table shows it finished.
      await page
        .locator('tr[data-command="unassign_primary_ip"] td[data-column="status"]', {
          hasText: "success",
        })
        .waitFor({ timeout: UI_MS });
      await assign.getByLabel("Server id").fill(String(server.id));
      await assign.getByRole("button", { name: "Assign" }).click();
      await panel.locator(`[data-assignee="${server.id}"]`).waitFor({ timeout: UI_MS });
      expect(await assigneeNow()).toBe(server.id);
    },
    LONG_TEST_MS,
  );

  it("shows a primary IP a load balancer holds as the load balancer's, without unassign", async (context) => {
    requireBrowser(context);
    const ip = (
      await unwrap(
        client.POST("/primary_ips", {
          body: { name: `lb-held-${Date.now()}`, type: "ipv4", location: "fsn1" },
        }),
      )
    ).primary_ip;
    const lb = (
      await unwrap(
        client.POST("/load_balancers", {
          body: {
            name: `on-primary-ip-${Date.now()}`,
            load_balancer_type: "lb11",
            location: "fsn1",
            public_net: { ipv4: ip.id },
          },
        }),
      )
    ).load_balancer;
    await visit("primary_ips", ip.id);
    const panel = page.locator("section.panel", {
      has: page.getByRole("heading", { name: "Assignment" }),
    });
    await panel.locator(`[data-assignee="${lb.id}"]`).waitFor({ timeout: UI_MS });
    expect(await panel.textContent()).toContain(`load balancer ${lb.id}`);
    expect(await panel.getByRole("button", { name: "Unassign" }).count()).toBe(0);
    expect(
      await page.locator('[data-relation="load_balancers"]').textContent({ timeout: UI_MS }),
    ).toContain(String(lb.id));
  });
});

/** The project id in a console URL (`#/projects/{id}/...`). */
function projectOf(url: string): number {
  return Number(/#\/projects\/(\d+)/.exec(url)?.[1]);
}

/** A read-write token for the project in view, made through the console API as the page. */
async function createTokenThroughApi(): Promise<string> {
  const project = projectOf(page.url());
  return page.evaluate(async (id) => {
    const session = (await (await fetch("./console-api/session")).json()) as {
      csrf_token: string;
    };
    const answer = await fetch(`./console-api/projects/${id}/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": session.csrf_token },
      body: JSON.stringify({ description: "bulk", permission: "read_write" }),
    });
    return ((await answer.json()) as { value: string }).value;
  }, project);
}
