// What every browser test file of the console shares: its own emulator (console on a free port,
// state in a temporary folder) and its own Debian Chromium through playwright-core, the checks
// made after every test, and the screenshots. Each file calls `useConsoleBrowser()` once; the
// files run at the same time, each on its own emulator and browser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import {
  chromiumMissingReason,
  type LaunchedBrowser,
  launchChromium,
} from "@cloud-api/test-support/chromium";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, type TestContext } from "vitest";

export const PASSWORD = "browser-owner-password";
export const NEW_PASSWORD = "a-new-password-9";
/** The project the owner makes first; the files that do not test making it start inside it. */
export const PROJECT = "web-shop";
/** The `apps/console/test` folder. */
export const testDir = fileURLToPath(new URL("..", import.meta.url));
// The README's screenshots are refreshed on request (CONSOLE_SCREENSHOTS=1), so an ordinary run
// leaves the tracked images alone; otherwise they go to the ignored test-results folder.
const screenshots = process.env.CONSOLE_SCREENSHOTS
  ? join(testDir, "../docs/screenshots")
  : join(testDir, "../test-results/console-screenshots");
const missingChromium = chromiumMissingReason();
const mustRun = Boolean(process.env.CI);

/** How long the UI gets to show something on the shared, loaded 2-core machine. */
export const UI_MS = 15_000;
/** Tests that walk through several forms, each waiting on the emulator's actions. */
export const LONG_TEST_MS = 120_000;

// Set by the hooks `useConsoleBrowser` registers, before the file's first test; read by the
// tests through these (live) bindings. Each test file has its own copy of this module.
export let directory: string;
export let emulator: Emulator;
export let browser: LaunchedBrowser | undefined;
export let page: Page;
/** Every console API answer the page received: url, method and body. */
export const consoleAnswers: { url: string; method: string; body: string }[] = [];
export const pageErrors: string[] = [];
export const offHost: string[] = [];

export function requireBrowser(context: TestContext): void {
  if (missingChromium !== undefined) context.skip(`browser test skipped: ${missingChromium}`);
}

/**
 * Registers the file's hooks: start the emulator and the browser (at the same time), open the
 * page that records the console's answers, page errors and off-host requests; after every test,
 * check the page fits a narrow window; at the end, close both. With `signedInProject`, the owner
 * is signed in and has made the project `PROJECT`, whose tokens page is open when tests start.
 */
export function useConsoleBrowser(options: { name: string; signedInProject?: boolean }): void {
  beforeAll(async () => {
    if (missingChromium !== undefined) {
      if (mustRun) throw new Error(`CI is set, so the browser test must run: ${missingChromium}`);
      console.warn(`console browser test skipped: ${missingChromium}`);
      return;
    }
    readFileSync(join(testDir, "../dist/index.html")); // built, or fail here saying so
    directory = mkdtempSync(join(tmpdir(), `console-${options.name}-`));
    mkdirSync(screenshots, { recursive: true });
    const [started, launched] = await Promise.allSettled([
      startEmulator({
        port: 0,
        host: "127.0.0.1",
        consolePort: 0,
        consolePassword: PASSWORD,
        dataFile: join(directory, "state"),
        actionMs: 300,
      }),
      launchChromium(`console-${options.name}`),
    ]);
    // Kept even when the other failed, so afterAll stops whatever did start.
    if (started.status === "fulfilled") emulator = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "rejected") throw started.reason;
    if (launched.status === "rejected") throw launched.reason;
    const context = launched.value.context;
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === "127.0.0.1") await route.continue();
      else {
        offHost.push(url.href);
        await route.abort("blockedbyclient");
      }
    });
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("dialog", (dialog) => void dialog.accept());
    page.on("response", async (response) => {
      if (!response.url().includes("/console-api/")) return;
      const body = await response.text().catch(() => "");
      consoleAnswers.push({ url: response.url(), method: response.request().method(), body });
    });
    if (options.signedInProject) await signInAndMakeProject();
  });

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  afterEach(async () => {
    if (browser && page && !page.isClosed()) await fitsNarrowWindow();
  });
}

/** The owner signs in and makes `PROJECT` (what the tokens file proves step by step). */
async function signInAndMakeProject(): Promise<void> {
  await page.goto(emulator.console?.url ?? "");
  await page.getByLabel("Owner password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Projects" }).waitFor({ timeout: UI_MS });
  await page.getByLabel("New project name").fill(PROJECT);
  await page.getByRole("button", { name: "Create project" }).click();
  await page.getByRole("heading", { name: "API tokens" }).waitFor({ timeout: UI_MS });
}

/**
 * Nothing of the page is wider than a 420 px window (no horizontal scrolling): checked on every
 * page the test visits (at each `shoot`, after every test, and where a test passes a page by).
 */
export async function fitsNarrowWindow(target: Page = page): Promise<void> {
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

export async function shoot(name: string, mask: string[] = []): Promise<void> {
  await fitsNarrowWindow();
  await page.screenshot({
    path: join(screenshots, `${name}.png`),
    // The whole page, so nothing below the window's fold is cut off.
    fullPage: true,
    mask: mask.map((selector) => page.locator(selector)),
    maskColor: "#9aa4b1",
  });
}

/** The project id in a console URL (`#/projects/{id}/...`). */
export function projectOf(url: string): number {
  return Number(/#\/projects\/(\d+)/.exec(url)?.[1]);
}

/** A read-write token for the project in view, made through the console API as the page. */
export async function createTokenThroughApi(): Promise<string> {
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
