// Profiles the client's overhead the way `pnpm bench` measures it (the clientOverhead section):
// GET /v1/ssh_keys against a fixed-body server in another process, through @cloud-api/client,
// one at a time and 16 in flight, under `node --cpu-prof`; then prints the functions with the
// most self time and the share of time spent in this package, openapi-fetch and undici.
//
// Run after the client's build, from packages/bench:
// node src/tools/client-profile.mjs [requests=20000]
import { execFileSync, fork } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const self = fileURLToPath(import.meta.url);
const [mode = "main"] = process.argv
  .slice(2)
  .filter((arg) => arg.startsWith("--role="))
  .map((arg) => arg.slice(7));

if (mode === "server") {
  const item = (id) => ({
    id,
    name: `key-${id}`,
    fingerprint: "b7:2f:30:a0:2f:6c:58:6c:21:04:58:61:ba:06:3b:2c",
    public_key: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${"A".repeat(40)}${id} user@example`,
    labels: { env: "prod" },
    created: "2026-01-01T00:00:00Z",
  });
  const body = Buffer.from(
    JSON.stringify({
      ssh_keys: Array.from({ length: 25 }, (_, index) => item(index + 1)),
      meta: {
        pagination: {
          page: 1,
          per_page: 25,
          previous_page: null,
          next_page: null,
          last_page: 1,
          total_entries: 25,
        },
      },
    }),
  );
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "Content-Type": "application/json",
      "Content-Length": body.length,
      "RateLimit-Limit": "3600",
      "RateLimit-Remaining": "3599",
      "RateLimit-Reset": String(Math.floor(Date.now() / 1000) + 1),
    });
    response.end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
  process.on("disconnect", () => server.close(() => process.exit(0)));
} else if (mode === "load") {
  const count = Number(process.env.PROFILE_REQUESTS);
  const variant = process.env.PROFILE_VARIANT;
  const baseUrl = process.env.PROFILE_BASE_URL;
  const token = "profile-token";
  const { createCloudClient } = await import("@cloud-api/client");
  const { default: createClient } = await import("openapi-fetch");
  const cloud = createCloudClient({ token, baseUrl, retry: {} });
  const bare = createClient({
    baseUrl,
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  const calls = {
    client: async () => {
      const { data } = await cloud.GET("/ssh_keys");
      if (!data) throw new Error("no data");
    },
    bare: async () => {
      const { data } = await bare.GET("/ssh_keys");
      if (!data) throw new Error("no data");
    },
    raw: async () => {
      const response = await fetch(`${baseUrl}/ssh_keys`, {
        headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      });
      await response.json();
    },
  };
  const call = calls[variant];
  const run = async (n, inFlight) => {
    let started = 0;
    const worker = async () => {
      while (started < n) {
        started++;
        await call();
      }
    };
    const begin = performance.now();
    await Promise.all(Array.from({ length: inFlight }, worker));
    return n / ((performance.now() - begin) / 1000);
  };
  await run(1000, 16);
  const sequential = await run(count / 2, 1);
  const concurrent = await run(count / 2, 16);
  console.log(
    `${variant}: ${Math.round(sequential)} ops/s sequential, ${Math.round(concurrent)} ops/s with 16 in flight`,
  );
} else {
  const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 20_000);
  const server = fork(self, ["--role=server"], { stdio: "inherit" });
  const { port } = await new Promise((resolve) => server.once("message", resolve));
  try {
    const profiles = {};
    for (const variant of ["bare", "client"]) {
      profiles[variant] = profileRun(variant, count, `http://127.0.0.1:${port}/v1`);
    }
    report(profiles.bare, profiles.client, count);
  } finally {
    server.disconnect();
  }
}

function profileRun(variant, count, baseUrl) {
  const dir = mkdtempSync(join(tmpdir(), "client-profile-"));
  try {
    execFileSync(
      process.execPath,
      ["--cpu-prof", "--cpu-prof-interval", "100", "--cpu-prof-dir", dir, self, "--role=load"],
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
    return JSON.parse(readFileSync(join(dir, file), "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Where a call frame's code lives: this package, openapi-fetch, undici (fetch), node, ... */
function areaOf({ functionName, url }) {
  if (functionName === "(idle)") return "(idle)";
  if (functionName === "(garbage collector)") return "(garbage collector)";
  if (url.includes("/packages/client/dist/")) return "@cloud-api/client";
  if (url.includes("openapi-fetch")) return "openapi-fetch";
  if (url.startsWith("node:internal/deps/undici")) return "undici (fetch)";
  if (url.startsWith("node:")) return "node internals";
  return functionName === "(program)" ? "(program)" : "native and other";
}

function keyOf({ functionName, url, lineNumber }) {
  const file = url.includes("/packages/client/dist/")
    ? `client/${url.split("/dist/")[1]}`
    : url.includes("openapi-fetch")
      ? "openapi-fetch"
      : url.replace(/^node:internal\/deps\//, "") || "native";
  return `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}`;
}

/** Microseconds per request: self time by function and by area, inclusive time of our functions. */
function analyze(profile, count) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const self = new Map();
  const area = new Map();
  const inclusive = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us / count);
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index + 1] ?? 0;
    const { callFrame } = byId.get(id);
    add(self, keyOf(callFrame), us);
    add(area, areaOf(callFrame), us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at).callFrame;
      const key = keyOf(frame);
      if (areaOf(frame) !== "@cloud-api/client" || seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, us);
    }
  });
  return { self, area, inclusive };
}

function report(bareProfile, clientProfile, count) {
  const bare = analyze(bareProfile, count);
  const client = analyze(clientProfile, count);
  const us = (value) => `${value.toFixed(1).padStart(6)} us`;
  const busy = (area) =>
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
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
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
