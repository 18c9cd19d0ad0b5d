// The clientOverhead section's variants, defined once for the section and for the tools that
// study it (src/tools/client-*.ts): how each variant sends GET /v1/ssh_keys to the fixed-list
// server (src/servers/fixed-list-server.ts) and checks its answer, and the loop that keeps
// `inFlight` calls pending. A tool that measures a variant measures the section's code.
import type { createCloudClient, paths } from "@cloud-api/client";
import createClient from "openapi-fetch";

export const CLIENT_VARIANTS = [
  "raw fetch",
  "raw fetch + timeout",
  "openapi-fetch (bare)",
  "openapi-fetch (bare) + timeout",
  "@cloud-api/client",
] as const;
export type ClientVariant = (typeof CLIENT_VARIANTS)[number];

export type Call = () => Promise<void>;

export const BENCH_TOKEN = "bench-client-overhead-token";
const HEADERS = { Authorization: `Bearer ${BENCH_TOKEN}`, Accept: "application/json" };
/** The per-attempt timeout of the variants with one: it never fires here, it only costs. */
const TIMEOUT_MS = 30_000;

/** What the variants need of a client build: `@cloud-api/client` or a copy of its dist/. */
interface ClientBuild {
  createCloudClient: typeof createCloudClient;
}

/** `fetch` alone, checking the status and that the body holds the list. */
function rawFetchCall(baseUrl: string): Call {
  const listUrl = `${baseUrl}/ssh_keys`;
  return async () => {
    const response = await fetch(listUrl, { headers: HEADERS });
    if (!response.ok) throw new Error(`raw fetch: GET ${listUrl} answered ${response.status}`);
    const body = (await response.json()) as { ssh_keys?: unknown[] };
    if (!Array.isArray(body.ssh_keys)) throw new Error("raw fetch: body has no ssh_keys list");
  };
}

/**
 * `fetch` with a timeout that cancels, as a careful user of plain fetch writes it and as any client
 * with such a timeout must do: an AbortController and a timer per request (issue 43's reference).
 */
function rawFetchWithTimeoutCall(baseUrl: string): Call {
  const listUrl = `${baseUrl}/ssh_keys`;
  return async () => {
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(), TIMEOUT_MS);
    try {
      const response = await fetch(listUrl, { headers: HEADERS, signal: attempt.signal });
      if (!response.ok) throw new Error(`raw fetch: GET ${listUrl} answered ${response.status}`);
      const body = (await response.json()) as { ssh_keys?: unknown[] };
      if (!Array.isArray(body.ssh_keys)) throw new Error("raw fetch: body has no ssh_keys list");
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Bare openapi-fetch, optionally with the same timeout as a signal per call. */
function openapiFetchCall(baseUrl: string, options: { timeout: boolean }): Call {
  const bare = createClient<paths>({ baseUrl, headers: HEADERS });
  if (!options.timeout) {
    return async () => {
      const { data, response } = await bare.GET("/ssh_keys");
      if (!data) throw new Error(`openapi-fetch: GET /ssh_keys answered ${response.status}`);
    };
  }
  return async () => {
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(), TIMEOUT_MS);
    try {
      const { data, response } = await bare.GET("/ssh_keys", { signal: attempt.signal });
      if (!data) throw new Error(`openapi-fetch: GET /ssh_keys answered ${response.status}`);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The client (timeout, retries and error checks on, as its users get it); `label` names errors. */
function cloudClientCall(build: ClientBuild, baseUrl: string, label: string): Call {
  const cloud = build.createCloudClient({ token: BENCH_TOKEN, baseUrl, retry: {} });
  return async () => {
    const { data, response } = await cloud.GET("/ssh_keys");
    if (!data) throw new Error(`${label}: GET /ssh_keys answered ${response.status}`);
  };
}

/**
 * The call of one variant against `baseUrl` (the fixed-list server's `/v1`); any other name is a
 * client build to load and measure like the client: a specifier or the path of its index.js
 * (e.g. a copy of dist/ from before a change).
 */
export async function clientCall(variant: ClientVariant | string, baseUrl: string): Promise<Call> {
  switch (variant) {
    case "raw fetch":
      return rawFetchCall(baseUrl);
    case "raw fetch + timeout":
      return rawFetchWithTimeoutCall(baseUrl);
    case "openapi-fetch (bare)":
      return openapiFetchCall(baseUrl, { timeout: false });
    case "openapi-fetch (bare) + timeout":
      return openapiFetchCall(baseUrl, { timeout: true });
    // Loaded when measured, not at start: the build section before rebuilds the client's dist/.
    case "@cloud-api/client":
      return cloudClientCall(await import("@cloud-api/client"), baseUrl, variant);
    default:
      return cloudClientCall((await import(variant)) as ClientBuild, baseUrl, variant);
  }
}

/** Every variant's call against `baseUrl`. */
export async function makeClientCalls(baseUrl: string): Promise<Record<ClientVariant, Call>> {
  const calls = await Promise.all(
    CLIENT_VARIANTS.map(async (variant) => [variant, await clientCall(variant, baseUrl)] as const),
  );
  return Object.fromEntries(calls) as Record<ClientVariant, Call>;
}

/** Issues `count` calls with at most `inFlight` pending. */
export async function callConcurrently(call: Call, count: number, inFlight: number): Promise<void> {
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      await call();
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
}

/** Issues `count` calls with at most `inFlight` pending; returns completed calls per second. */
export async function opsPerSecond(call: Call, count: number, inFlight: number): Promise<number> {
  const begin = performance.now();
  await callConcurrently(call, count, inFlight);
  const seconds = (performance.now() - begin) / 1000;
  return count / seconds;
}

/** The same, returning this process's CPU time (user + system) per call in microseconds. */
export async function cpuPerCall(call: Call, count: number, inFlight: number): Promise<number> {
  const before = process.cpuUsage();
  await callConcurrently(call, count, inFlight);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}
