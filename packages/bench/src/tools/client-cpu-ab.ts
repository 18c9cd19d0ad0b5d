// CPU time per request of the client's own layers, with the network taken out: globalThis.fetch
// is replaced by a stub that builds the Request as undici's fetch does (so the signal-follow cost
// of openapi-fetch's request copy is still paid) and answers with the fixed 25-item list the
// bench serves (src/servers/fixed-list-body.ts). The variants are the clientOverhead section's
// calls (src/workloads/client-calls.ts). Variants take turns in every repetition; medians and
// ranges of process CPU time, and per repetition each variant minus the first (median and
// quartiles of those paired differences: load that comes and goes hits adjacent turns alike).
// Wall-clock ratios on a shared 2-core machine swing by more than the client's whole cost;
// CPU per request without a server is the steadier A/B.
//
// Run after the client's build, from packages/bench:
// npx tsx src/tools/client-cpu-ab.ts [repetitions=9] [requests=8000] [variant...]
// A variant is `bare` (openapi-fetch alone), `raw` (fetch alone), `raw+timeout` (fetch with an
// AbortController and a timer per request, the bench's reference since issue 43) or the path of a client build's
// index.js (e.g. a copy of dist/ from before a change, kept inside node_modules/ so that it
// resolves openapi-fetch); the default compares bare openapi-fetch with @cloud-api/client's dist/.
import { median } from "../harness/stats.js";
import { fixedListBody, fixedListHeaders } from "../servers/fixed-list-body.js";
import {
  type Call,
  type ClientVariant,
  clientCall,
  cpuPerCall,
} from "../workloads/client-calls.js";

const [repetitions = "9", perRun = "8000", ...given] = process.argv.slice(2);
const variants = given.length > 0 ? given : ["bare", import.meta.resolve("@cloud-api/client")];
const body = fixedListBody();
const headers = fixedListHeaders(Buffer.byteLength(body));
// Installed before any client is made: openapi-fetch keeps the fetch it finds at creation.
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  if (request.signal.aborted) throw request.signal.reason;
  await null;
  return new Response(body, { status: 200, headers });
};
const baseUrl = "http://127.0.0.1:9/v1";
const calls: Record<string, Call> = {};
// This tool's short names for the section's variants; anything else is a client build.
const shortNames: Record<string, ClientVariant> = {
  raw: "raw fetch",
  "raw+timeout": "raw fetch + timeout",
  bare: "openapi-fetch (bare)",
};
for (const variant of variants) {
  calls[variant] = await clientCall(shortNames[variant] ?? variant, baseUrl);
}
const callOf = (variant: string): Call => {
  const call = calls[variant];
  if (!call) throw new Error(`no call for ${variant}`);
  return call;
};
for (const variant of variants) await cpuPerCall(callOf(variant), 5000, 16);
for (const inFlight of [1, 16]) {
  const samples = new Map<string, number[]>(variants.map((variant) => [variant, []]));
  const samplesOf = (variant: string) => samples.get(variant) ?? [];
  for (let repetition = 0; repetition < Number(repetitions); repetition++) {
    for (let index = 0; index < variants.length; index++) {
      const variant = variants[(index + repetition) % variants.length] as string;
      samplesOf(variant).push(await cpuPerCall(callOf(variant), Number(perRun), inFlight));
    }
  }
  console.log(
    `${inFlight} in flight: CPU per request, median [min-max] over ${repetitions}; paired: median [quartiles] of (variant - first) per repetition`,
  );
  const first = samplesOf(variants[0] as string);
  for (const variant of variants) {
    const values = samplesOf(variant);
    const paired = values.map((value, index) => value - (first[index] as number));
    paired.sort((a, b) => a - b);
    const quartile = (p: number) =>
      (paired[Math.floor(p * (paired.length - 1))] as number).toFixed(1);
    console.log(
      `  ${variant.replace(/.*\/node_modules\//, "").padEnd(36)} ${median(values).toFixed(1)} us [${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}]  ${variant === variants[0] ? "" : `paired ${median(paired).toFixed(1)} us [${quartile(0.25)} .. ${quartile(0.75)}]`}`,
    );
  }
}
