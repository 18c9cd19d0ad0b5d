// Measures what an idle console page costs: the servers page of a project with 50 servers is
// left alone in Chromium for a minute, and every console API request it makes in that time is
// counted with its size (headers and body). Run after `pnpm build` (the console and the
// emulator), from packages/bench:
// npx tsx src/tools/console-idle-page.ts [milliseconds, default 60000]

import { startEmulator } from "@cloud-api/emulator";
import { chromium } from "playwright-core";

const PASSWORD = "measure-password-1";
const TOKEN = "measure-idle-token-000000000001";
const windowMs = Number(process.argv[2] ?? 60_000);
const emulator = await startEmulator({
  port: 0,
  host: "127.0.0.1",
  consolePort: 0,
  consolePassword: PASSWORD,
  tokens: `${TOKEN}=measure`,
  actionMs: 0,
});
// Debian's Chromium, as the browser tests use it (CHROMIUM_PATH to use another).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (let index = 0; index < 50; index += 1) {
    const answer = await fetch(`${emulator.url}/servers`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ name: `idle-${index}`, server_type: "cpx22", image: "ubuntu-24.04" }),
    });
    if (answer.status !== 201) throw new Error(`creating a server answered ${answer.status}`);
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  if (!emulator.console) throw new Error("the emulator started without its console");
  await page.goto(emulator.console.url);
  await page.getByLabel("Owner password").fill(PASSWORD);
  await page.getByLabel("Owner password").press("Enter");
  await page.getByRole("heading", { name: "Projects" }).waitFor();
  await page.getByRole("link", { name: "measure" }).click();
  await page.getByRole("link", { name: "Servers" }).click();
  await page.locator("tbody tr").nth(49).waitFor();
  const seen: { path: string; bytes: number }[] = [];
  page.on("requestfinished", async (request) => {
    if (!request.url().includes("/console-api/")) return;
    const sizes = await request.sizes();
    seen.push({
      path: new URL(request.url()).pathname,
      bytes: sizes.responseHeadersSize + sizes.responseBodySize,
    });
  });
  // The measurement itself: the page is left idle for the window.
  await page.waitForTimeout(windowMs);
  console.log(
    JSON.stringify({
      window_ms: windowMs,
      requests: seen.length,
      bytes: seen.reduce((sum, entry) => sum + entry.bytes, 0),
      paths: [...new Set(seen.map((entry) => entry.path))],
    }),
  );
} finally {
  await browser.close();
  await emulator.close();
}
