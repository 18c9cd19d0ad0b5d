// The web console in a real browser (Debian's Chromium through playwright-core, as the docs
// test does): the owner signs in, makes a project and two tokens, watches a server made through
// the API appear, powers it off, revokes a token; token values are seen once and then nowhere.
// It also takes the README's screenshots (apps/console/docs/screenshots with CONSOLE_SCREENSHOTS=1).
// The other console-*.test.ts files start from a signed-in owner with the project made.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CloudClient, createCloudClient, isCloudApiError, unwrap } from "@cloud-api/client";
import { describe, expect, it } from "vitest";
import {
  consoleAnswers,
  directory,
  emulator,
  offHost,
  PASSWORD,
  page,
  pageErrors,
  requireBrowser,
  shoot,
  useConsoleBrowser,
} from "./support/console-browser.js";

const SSH_KEY =
  "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGi5qFkbTdc3B5JcOQAbuYIBzq9QeXAOVRiNZyDHjxVd owner@example";

useConsoleBrowser({ name: "tokens-and-servers" });

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
  let client: CloudClient;
  let serverId: number;

  it("signs in with the owner's password", async (context) => {
    requireBrowser(context);
    await page.goto(emulator.console?.url ?? "");
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

  it("shows a server made with the read-write token within a second", async (context) => {
    requireBrowser(context);
    client = createCloudClient({ token: writeToken, baseUrl: emulator.url });
    await page.getByRole("link", { name: "Servers" }).click();
    await page.getByRole("heading", { name: "Servers" }).waitFor();
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
    const madeAt = Date.now();
    await page.locator(`tr[data-id="${serverId}"]`).waitFor({ timeout: 1000 });
    expect(Date.now() - madeAt).toBeLessThan(1000);
    await expect
      .poll(() => page.locator(`tr[data-id="${serverId}"] td[data-column="Status"]`).textContent())
      .toBe("running");
    await shoot("servers");
  });

  it("powers the server off from the console, and the API reports off", async (context) => {
    requireBrowser(context);
    await page.getByRole("link", { name: String(serverId), exact: true }).click();
    await page.getByRole("button", { name: "Power off" }).click();
    await page.locator('tr[data-command="stop_server"]').first().waitFor({ timeout: 1000 });
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
    await page.locator('dd[data-field="Status"]', { hasText: "off" }).waitFor({ timeout: 1000 });
    await shoot("server-detail");
  });

  it("toggles protection, then shows the API's refusal to delete the protected server", async (context) => {
    requireBrowser(context);
    await page.getByRole("button", { name: "Enable protection" }).click();
    await page.getByRole("button", { name: "Disable protection" }).waitFor({ timeout: 2000 });
    await page.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alert")
      .getByText(/^protected: /)
      .waitFor();
    const { server } = await unwrap(
      client.GET("/servers/{id}", { params: { path: { id: serverId } } }),
    );
    expect(server.protection.delete).toBe(true);
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
    const reader = createCloudClient({ token: readToken, baseUrl: emulator.url });
    const attempt = await reader
      .POST("/ssh_keys", { body: { name: "k", public_key: "ssh-ed25519 AAAA" } })
      .then(unwrap)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isCloudApiError(attempt) && attempt.status === 401 && attempt.code).toBe(
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
    expect(isCloudApiError(attempt) && attempt.status).toBe(401);
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
});
