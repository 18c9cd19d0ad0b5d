// One autocannon run and the figures the report needs from it. Every non-2xx answer counts as an
// error: a 4xx from a server under test means the benchmark measured refusals, not work.
import autocannon, { type RequestSpec, type Result } from "autocannon";

export interface LoadRun {
  /** Base URL including `/v1`. */
  baseUrl: string;
  token: string;
  connections: number;
  durationSeconds: number;
  request: LoadRequest;
}

export interface LoadRequest {
  method: "GET" | "POST";
  /** Path below the base URL, with its query, e.g. `/servers?sort=name`. */
  path: string;
  /** A new body for each request (POST), numbered from 0 within the run. */
  body?: (sequence: number) => string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  /** Response bytes read per second, headers included (autocannon counts 2xx answers only). */
  bytesPerSecond: number;
  /** Mean size of a 2xx response, headers included; 0 when there was none. */
  bytesPerResponse: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Connection errors + timeouts + non-2xx responses + body mismatches. */
  errors: number;
  non2xx: number;
  completed: number;
  statusCodes: Record<string, number>;
}

export function summarizeLoad(result: Result): LoadFigures {
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
  );
  const successes = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requestsPerSecond: result.requests.average,
    bytesPerSecond: result.throughput.average,
    bytesPerResponse: successes > 0 ? result.throughput.total / successes : 0,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    // autocannon's `errors` already includes timeouts.
    errors: result.errors + result.non2xx + result.mismatches,
    non2xx: result.non2xx,
    completed: Object.values(statusCodes).reduce((sum, count) => sum + count, 0),
    statusCodes,
  };
}

/** One request of a varied load: its own method, path, token and body. */
export interface VariedRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Path below the base URL, with its query. */
  path: string;
  token: string;
  body?: string;
}

export interface VariedLoadRun {
  /** Base URL including `/v1`. */
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  /** Called once for every request autocannon sends, in the order it sends them. */
  next: () => VariedRequest;
}

/** Like runLoad, but every request is a new one from `next()` (no two need be alike). */
export async function runVariedLoad(run: VariedLoadRun): Promise<LoadFigures> {
  const url = new URL(run.baseUrl);
  const prefix = url.pathname.replace(/\/$/, "");
  const request: RequestSpec = {
    setupRequest: (prepared) => {
      const next = run.next();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${next.token}`,
        Accept: "application/json",
      };
      if (next.body !== undefined) headers["Content-Type"] = "application/json";
      return {
        ...prepared,
        method: next.method,
        path: `${prefix}${next.path}`,
        headers,
        body: next.body ?? "",
      };
    },
  };
  const result = await autocannon({
    url: url.origin,
    connections: run.connections,
    duration: run.durationSeconds,
    timeout: 10,
    requests: [request],
  });
  return summarizeLoad(result);
}

export async function runLoad(run: LoadRun): Promise<LoadFigures> {
  const url = new URL(run.baseUrl);
  const fullPath = `${url.pathname.replace(/\/$/, "")}${run.request.path}`;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${run.token}`,
    Accept: "application/json",
  };
  const makeBody = run.request.body;
  let sequence = 0;
  const request: RequestSpec = { method: run.request.method, path: fullPath, headers };
  if (makeBody) {
    headers["Content-Type"] = "application/json";
    request.setupRequest = (prepared) => ({ ...prepared, body: makeBody(sequence++) });
  }
  const result = await autocannon({
    url: url.origin,
    connections: run.connections,
    duration: run.durationSeconds,
    timeout: 10,
    requests: [request],
  });
  return summarizeLoad(result);
}
