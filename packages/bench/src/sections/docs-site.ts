// The hosted reference with every operation: how long the docs build takes, how heavy the page
// is and when Chromium first paints it (each load in a fresh page, the site served by the docs'
// own server, `apps/docs/bin/serve.ts`, on 127.0.0.1). Debian's Chromium is needed for the
// paint figures; without it the section fails with the reason and the rest of the bench goes on.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { join } from "node:path";
import { chromiumMissingReason, launchChromium } from "@cloud-api/test-support/chromium";
import type { Page } from "playwright-core";
import { REPO_ROOT } from "../harness/paths.js";
import { QUIET_ENV, stopChild } from "../harness/processes.js";
import { type Sampled, sampled } from "../harness/stats.js";

export interface DocsSiteSettings {
  /** Page loads measured (each in a fresh page). */
  loads: number;
}

export interface DocsSiteFigures {
  operations: number;
  buildSeconds: number;
  documentBytes: number;
  pageBytes: number;
  requests: number;
  firstContentfulPaintMs: Sampled;
  loadMs: Sampled;
}

/** One load of the page, as the browser's own navigation, resource and paint timings give it. */
export interface PageMetrics {
  /** Decoded bytes of index.html. */
  documentBytes: number;
  /** Decoded bytes of everything else the page loaded. */
  resourceBytes: number;
  requests: number;
  firstContentfulPaintMs: number;
  loadMs: number;
}

/** Loads `url` in `page` and reads the browser's navigation, resource and paint timings. */
export async function measurePage(page: Page, url: string): Promise<PageMetrics> {
  await page.goto(url, { waitUntil: "load" });
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      documentBytes: navigation.decodedBodySize,
      resourceBytes: resources.reduce((sum, entry) => sum + entry.decodedBodySize, 0),
      requests: resources.length + 1,
      firstContentfulPaintMs: paint?.startTime ?? -1,
      loadMs: navigation.loadEventEnd,
    };
  });
}

const SERVING = /serving .* at (http:\/\/127\.0\.0\.1:\d+\/)/;

/** `pnpm --filter @cloud-api/docs start` on port 0, resolved with the URL it prints. */
function serveDocs(timeoutMs = 60_000): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), join(REPO_ROOT, "apps/docs/bin/serve.ts")],
    { env: { ...process.env, ...QUIET_ENV, PORT: "0" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    const fail = (reason: string) => {
      clearTimeout(timer);
      void stopChild(child);
      reject(new Error(`docs server: ${reason}; it printed: ${output.slice(-500)}`));
    };
    const timer = setTimeout(() => fail(`no URL after ${timeoutMs} ms`), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = SERVING.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve({ url: found[1], child });
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => fail(`exited with ${code}`));
  });
}

async function loadPage(loads: number): Promise<PageMetrics[]> {
  const missing = chromiumMissingReason();
  if (missing) throw new Error(`docsSite: ${missing}`);
  const { url, child } = await serveDocs();
  try {
    const browser = await launchChromium("bench-docs");
    try {
      const runs: PageMetrics[] = [];
      for (let load = 0; load < loads; load++) {
        const page = await browser.context.newPage();
        runs.push(await measurePage(page, url));
        await page.close();
      }
      return runs;
    } finally {
      await browser.close();
    }
  } finally {
    child.removeAllListeners("exit");
    await stopChild(child);
  }
}

export async function measureDocsSite(
  settings: DocsSiteSettings,
  log: (line: string) => void,
): Promise<DocsSiteFigures> {
  const started = performance.now();
  const built = execFileSync("pnpm", ["--silent", "--filter", "@cloud-api/docs", "build"], {
    cwd: REPO_ROOT,
    encoding: "utf8",
  });
  const buildSeconds = (performance.now() - started) / 1000;
  const operations = Number(/(\d+) operations/.exec(built)?.[1] ?? Number.NaN);
  log(`docs: built ${operations} operations in ${buildSeconds.toFixed(1)} s`);
  const runs = await loadPage(settings.loads);
  const first = runs[0];
  if (!first) throw new Error("docsSite: no page load measured");
  return {
    operations,
    buildSeconds,
    documentBytes: first.documentBytes,
    pageBytes: first.documentBytes + first.resourceBytes,
    requests: first.requests,
    firstContentfulPaintMs: sampled(
      runs.map((run) => run.firstContentfulPaintMs),
      0,
    ),
    loadMs: sampled(
      runs.map((run) => run.loadMs),
      0,
    ),
  };
}
