// CPU time per request of the client's own layers, with the network taken out: globalThis.fetch
// is replaced by a stub that builds the Request as undici's fetch does (so the signal-follow cost
// of openapi-fetch's request copy is still paid) and answers with the fixed 25-item list the
// bench serves. Variants take turns in every repetition; medians and ranges of process CPU time,
// and per repetition each variant minus the first (median and quartiles of those paired
// differences: load that comes and goes hits adjacent turns alike).
// Wall-clock ratios on a shared 2-core machine swing by more than the client's whole cost;
// CPU per request without a server is the steadier A/B.
//
// Run after the client's build, from packages/bench:
// node src/tools/client-cpu-ab.mjs [repetitions=9] [requests=8000] [variant...]
// A variant is `bare` (openapi-fetch alone), `raw` (fetch alone), `raw+timeout` (fetch with an
// AbortController and a timer per request, the bench's reference since issue 43) or the path of a client build's
// index.js (e.g. a copy of dist/ from before a change, kept inside node_modules/ so that it
// resolves openapi-fetch); the default compares bare openapi-fetch with @cloud-api/client's dist/.
const [repetitions = "9", perRun = "8000", ...given] = process.argv.slice(2);
const variants = given.length > 0 ? given : ["bare", import.meta.resolve("@cloud-api/client")];
const item = (id) => ({
  id,
  name: `key-${id}`,
  fingerprint: "b7:2f:30:a0:2f:6c:58:6c:21:04:58:61:ba:06:3b:2c",
  public_key: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${"A".repeat(40)}${id} user@example`,
  labels: { env: "prod" },
  created: "2026-01-01T00:00:00Z",
});
const body = JSON.stringify({
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
});
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.signal.aborted) throw request.signal.reason;
  await null;
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": String(body.length),
      "RateLimit-Limit": "3600",
      "RateLimit-Remaining": "3599",
      "RateLimit-Reset": "1900000000",
    },
  });
};
const baseUrl = "http://127.0.0.1:9/v1";
const token = "cpu-ab-token";
const headers = { Authorization: `Bearer ${token}`, Accept: "application/json" };
const { default: createClient } = await import("openapi-fetch");
const calls = {};
for (const variant of variants) {
  if (variant === "raw") {
    calls[variant] = async () => {
      const response = await fetch(`${baseUrl}/ssh_keys`, { headers });
      if (!Array.isArray((await response.json()).ssh_keys)) throw new Error("raw: no list");
    };
  } else if (variant === "raw+timeout") {
    calls[variant] = async () => {
      const attempt = new AbortController();
      const timer = setTimeout(() => attempt.abort(), 30_000);
      try {
        const response = await fetch(`${baseUrl}/ssh_keys`, { headers, signal: attempt.signal });
        if (!Array.isArray((await response.json()).ssh_keys)) throw new Error("raw: no list");
      } finally {
        clearTimeout(timer);
      }
    };
  } else {
    const client =
      variant === "bare"
        ? createClient({ baseUrl, headers })
        : (await import(variant)).createCloudClient({ token, baseUrl, retry: {} });
    calls[variant] = async () => {
      const { data } = await client.GET("/ssh_keys");
      if (!data) throw new Error(`${variant}: no data`);
    };
  }
}
const cpuPerRequest = async (call, count, inFlight) => {
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      await call();
    }
  };
  const before = process.cpuUsage();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const { user, system } = process.cpuUsage(before);
  return (user + system) / count;
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
for (const variant of variants) await cpuPerRequest(calls[variant], 5000, 16);
for (const inFlight of [1, 16]) {
  const samples = Object.fromEntries(variants.map((variant) => [variant, []]));
  for (let repetition = 0; repetition < Number(repetitions); repetition++) {
    for (let index = 0; index < variants.length; index++) {
      const variant = variants[(index + repetition) % variants.length];
      samples[variant].push(await cpuPerRequest(calls[variant], Number(perRun), inFlight));
    }
  }
  console.log(
    `${inFlight} in flight: CPU per request, median [min-max] over ${repetitions}; paired: median [quartiles] of (variant - first) per repetition`,
  );
  for (const variant of variants) {
    const values = samples[variant];
    const paired = values.map((value, index) => value - samples[variants[0]][index]);
    paired.sort((a, b) => a - b);
    const quartile = (p) => paired[Math.floor(p * (paired.length - 1))].toFixed(1);
    console.log(
      `  ${variant.replace(/.*\/node_modules\//, "").padEnd(36)} ${median(values).toFixed(1)} us [${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}]  ${variant === variants[0] ? "" : `paired ${median(paired).toFixed(1)} us [${quartile(0.25)} .. ${quartile(0.75)}]`}`,
    );
  }
}
