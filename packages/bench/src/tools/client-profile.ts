// Profiles the client's overhead the way `pnpm bench` measures it (the clientOverhead section):
// GET /v1/ssh_keys against the bench's fixed-list server in another process, through
// @cloud-api/client, one at a time and 16 in flight, under `node --cpu-prof`; then prints the
// functions with the most self time and the share of time spent in this package, openapi-fetch
// and undici. The calls are the section's own (src/workloads/client-calls.ts).
//
// Run after the client's build, from packages/bench:
// npx tsx src/tools/client-profile.ts [requests=20000]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startChildService } from "../harness/processes.js";
import { type ClientVariant, clientCall, opsPerSecond } from "../workloads/client-calls.js";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const self = fileURLToPath(import.meta.url);
const [role = "main"] = process.argv
  .slice(2)
  .filter((arg) => arg.startsWith("--role="))
  .map((arg) => arg.slice(7));

if (role === "load") {
  const count = Number(process.env.PROFILE_REQUESTS);
  const variant = process.env.PROFILE_VARIANT ?? "";
  const baseUrl = process.env.PROFILE_BASE_URL ?? "";
  const variants: Record<string, ClientVariant> = {
    client: "@cloud-api/client",
    bare: "openapi-fetch (bare)",
    raw: "raw fetch",
  };
  const chosen = variants[variant];
  if (!chosen) throw new Error(`PROFILE_VARIANT ${variant} is none of ${Object.keys(variants)}`);
  const call = await clientCall(chosen, baseUrl);
  await opsPerSecond(call, 1000, 16);
  const sequential = await opsPerSecond(call, count / 2, 1);
  const concurrent = await opsPerSecond(call, count / 2, 16);
  console.log(
    `${variant}: ${Math.round(sequential)} ops/s sequential, ${Math.round(concurrent)} ops/s with 16 in flight`,
  );
} else {
  const count = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20_000);
  const server = await startChildService<{ url: string }>(
    new URL("../servers/fixed-list-server.ts", import.meta.url).pathname,
    {},
  );
  try {
    const bare = profileRun("bare", count, server.info.url);
    const client = profileRun("client", count, server.info.url);
    report(bare, client, count);
  } finally {
    await server.stop();
  }
}

function profileRun(variant: string, count: number, baseUrl: string): Profile {
  const dir = mkdtempSync(join(tmpdir(), "client-profile-"));
  try {
    execFileSync(
      process.execPath,
      [
        "--import",
        import.meta.resolve("tsx"),
        "--cpu-prof",
        "--cpu-prof-interval",
        "100",
        "--cpu-prof-dir",
        dir,
        self,
        "--role=load",
      ],
      {
        stdio: "inherit",
        env: {
          ...process.env,
          PROFILE_REQUESTS: String(count),
          PROFILE_VARIANT: variant,
          PROFILE_BASE_URL: baseUrl,
        },
      },
    );
    const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error(`the ${variant} run wrote no .cpuprofile to ${dir}`);
    return JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a call frame's code lives: this package, openapi-fetch, undici (fetch), node, ... */
function areaOf({ functionName, url }: CallFrame): string {
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(garbage collector)") return "(garbage collector)";
  if (url.includes("/packages/client/dist/")) return "@cloud-api/client";
  if (url.includes("openapi-fetch")) return "openapi-fetch";
  if (url.startsWith("node:internal/deps/undici")) return "undici (fetch)";
  if (url.startsWith("node:")) return "node internals";
  return functionName === "(program)" ? "(program)" : "native and other";
}

function keyOf({ functionName, url, lineNumber }: CallFrame): string {
  const file = url.includes("/packages/client/dist/")
    ? `client/${url.split("/dist/")[1]}`
    : url.includes("openapi-fetch")
      ? "openapi-fetch"
      : url.replace(/^node:internal\/deps\//, "") || "native";
  return `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
}

/** Microseconds per request: self time by function and by area, inclusive time of our functions. */
function analyze(profile: Profile, count: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const self = new Map<string, number>();
  const area = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, us: number) =>
    map.set(key, (map.get(key) ?? 0) + us / count);
  const frameOf = (id: number) => {
    const node = byId.get(id);
    if (!node) throw new Error(`the profile has no node ${id}`);
    return node.callFrame;
  };
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index + 1] ?? 0;
    const callFrame = frameOf(id);
    add(self, keyOf(callFrame), us);
    add(area, areaOf(callFrame), us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = frameOf(at);
      const key = keyOf(frame);
      if (areaOf(frame) !== "@cloud-api/client" || seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, us);
    }
  });
  return { self, area, inclusive };
}

function report(bareProfile: Profile, clientProfile: Profile, count: number): void {
  const bare = analyze(bareProfile, count);
  const client = analyze(clientProfile, count);
  const us = (value: number) => `${value.toFixed(1).padStart(6)} us`;
  const busy = (area: Map<string, number>) =>
    [...area].filter(([name]) => name !== "(idle)").reduce((sum, [, v]) => sum + v, 0);
  console.log(`\nper request (${count} requests, half one at a time, half 16 in flight):`);
  console.log(
    `  busy time: bare openapi-fetch ${us(busy(bare.area))}, @cloud-api/client ${us(busy(client.area))}`,
  );
  console.log("\nself time by area       bare openapi-fetch   @cloud-api/client");
  for (const name of new Set([...client.area.keys(), ...bare.area.keys()])) {
    console.log(
      `  ${name.padEnd(22)} ${us(bare.area.get(name) ?? 0)}            ${us(client.area.get(name) ?? 0)}`,
    );
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log("\n@cloud-api/client: top functions by self time");
  for (const [key, value] of top(client.self, 20)) console.log(`  ${us(value)}  ${key}`);
  const extra = new Map(
    [...new Set([...client.self.keys(), ...bare.self.keys()])]
      .filter((key) => !key.startsWith("(idle)"))
      .map((key) => [key, (client.self.get(key) ?? 0) - (bare.self.get(key) ?? 0)]),
  );
  console.log("\nlargest increases over bare openapi-fetch (self time)");
  for (const [key, value] of top(extra, 15)) console.log(`  ${us(value)}  ${key}`);
  console.log("\nthis package's functions by total time (self + callees)");
  for (const [key, value] of top(client.inclusive, 12)) console.log(`  ${us(value)}  ${key}`);
}
