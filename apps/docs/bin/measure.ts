// `pnpm --filter @cloud-api/docs measure [--runs=N]`: serves dist/ on 127.0.0.1:0 and loads the
// reference N times (default 5) in a fresh Chromium page each, printing the figures as JSON.
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumMissingReason, launchChromium } from "@cloud-api/test-support/chromium";
import { measurePage } from "../src/page-metrics.js";
import { createStaticServer } from "../src/static-server.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const runsArgument = process.argv.find((argument) => argument.startsWith("--runs="));
const runs = runsArgument ? Number(runsArgument.slice("--runs=".length)) : 5;
const missing = chromiumMissingReason();
if (missing) {
  console.error(`docs measure: ${missing}`);
  process.exit(2);
}
const server = createStaticServer(join(appRoot, "dist"));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const browser = await launchChromium("docs");
try {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const page = await browser.context.newPage();
    samples.push(await measurePage(page, url));
    await page.close();
  }
  console.log(JSON.stringify({ runs: samples }));
} finally {
  await browser.close();
  server.close();
}
