// Launching Debian's Chromium for the browser tests (the docs site, the web console): where it is,
// what to do when it is missing, and the flags that keep it from talking to anything but the page
// under test.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Why the browser test cannot run here, or undefined when Chromium is installed. */
export function chromiumMissingReason(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  return `Chromium not found at ${CHROMIUM_PATH}: install Debian's package (apt-get install -y chromium; .ci/run does this) or set CHROMIUM_PATH`;
}

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A fresh profile every run, so no state, cache or first-run prompt leaks between runs. `name`
 * names the profile's temporary folder after the test that launched it.
 */
export async function launchChromium(name = "browser"): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), `cloud-api-${name}-chromium-`));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
    return {
      context,
      async close() {
        await context.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
}
