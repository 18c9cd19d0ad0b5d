// Page weight and time to first paint of the built reference in Chromium: the browser test
// prints them and `pnpm bench` (section docsSite) records them through `bin/measure.ts`.
import type { Page } from "playwright-core";

export interface PageMetrics {
  /** Decoded bytes of index.html. */
  documentBytes: number;
  /** Decoded bytes of everything else the page loaded. */
  resourceBytes: number;
  requests: number;
  firstContentfulPaintMs: number;
  loadMs: number;
}

/** Loads `url` in `page` and reads the browser's own navigation, resource and paint timings. */
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
