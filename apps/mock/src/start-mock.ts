import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type SpecDocumentId, specDocument } from "@cloud-api/spec/documents";
import { findFreePort } from "./free-port.js";
import { OutputTail } from "./output-tail.js";
import { documentForPrism, type OpenApiDocumentLike, serverBasePath } from "./prism-document.js";

/** The Cloud API's mock port; each API has its own (`DEFAULT_PORTS`), as each has its own host. */
export const DEFAULT_PORT = 4010;
export const DEFAULT_PORTS: Readonly<Record<SpecDocumentId, number>> = {
  cloud: DEFAULT_PORT,
  hetzner: 4011,
};
export const DEFAULT_HOST = "127.0.0.1";

export type PrismLogLevel = "trace" | "debug" | "info" | "warn" | "error" | "fatal" | "silent";

export interface StartMockOptions {
  /** Port to bind; omitted or 0 picks a free one. */
  port?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /**
   * Which public API to serve, by its id in `@cloud-api/spec/documents`: `cloud` (default, the
   * bundle `@cloud-api/spec/openapi.json`) or `hetzner` (`@cloud-api/spec/hetzner-api.json`).
   */
  document?: SpecDocumentId;
  /** Bundled OpenAPI document to serve instead of `document`'s bundle. */
  specPath?: string;
  /** Prism's own log level (default "error": quiet in tests). */
  logLevel?: PrismLogLevel;
  /** Receives Prism's stdout and stderr as they arrive (e.g. to show request logs). */
  onOutput?: (chunk: string) => void;
  /** How long to wait for Prism to answer HTTP before giving up (default 30 s). */
  readyTimeoutMs?: number;
  /**
   * What a taken port's message tells the user to change: the setting they chose the port with
   * (the mock's command: `PORT`; `pnpm start`: `MOCK_PORT`).
   */
  portName?: string;
}

export interface RunningMock {
  /** `info.title` of the document served (`Cloud API`, `Hetzner API`). */
  title: string;
  /** Base URL of the API on the mock, including the spec's base path: `http://127.0.0.1:4010/v1`. */
  url: string;
  /** Scheme, host and port only: `http://127.0.0.1:4010`. */
  origin: string;
  port: number;
  /** Stops Prism and every process it started; safe to call twice. */
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The bundle of one of the spec package's documents (readDocument says when it is missing). */
function resolveBundlePath(document: SpecDocumentId): string {
  return specDocument(document).bundleJsonPath;
}

function resolvePrismCli(): string {
  const packageJson = require.resolve("@stoplight/prism-cli/package.json");
  return join(dirname(packageJson), "dist", "index.js");
}

async function readDocument(specPath: string): Promise<OpenApiDocumentLike> {
  if (!existsSync(specPath)) {
    throw new Error(
      `mock: spec bundle ${specPath} does not exist; run \`pnpm --filter @cloud-api/spec bundle\` first`,
    );
  }
  try {
    return JSON.parse(await readFile(specPath, "utf8")) as OpenApiDocumentLike;
  } catch (cause) {
    throw new Error(`mock: ${specPath} is not valid JSON`, { cause });
  }
}

/**
 * Signals the whole process group of a detached child: Prism may fork workers, and they can
 * outlive the leader, so the group is signalled even when the leader has already exited.
 */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * One line for a port that is taken, naming the setting that moves it. Prism itself would print
 * its whole help text before `EADDRINUSE`.
 */
function portInUse(host: string, port: number, portName: string | undefined): Error {
  const hint = portName ? `set ${portName} to another port` : "choose another port";
  return new Error(
    `the Prism mock cannot listen on ${host}:${port}: the port is in use (${hint}, or 0 for any free one)`,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const PROBE_ORIGIN = "http://cloud-api-mock-readiness.invalid";

/**
 * True when Prism answers a CORS preflight by echoing our probe origin. Prism answers preflights
 * without logging them, so the probe stays out of its request log, and the echo tells Prism apart
 * from another process that may have grabbed the port.
 */
async function prismAnswers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/`, {
      method: "OPTIONS",
      headers: { Origin: PROBE_ORIGIN, "Access-Control-Request-Method": "GET" },
      signal: AbortSignal.timeout(1_000),
    });
    await response.body?.cancel();
    return response.headers.get("access-control-allow-origin") === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Resolves once Prism answers on `origin`; rejects if Prism exits first or time runs out. */
async function waitUntilListening(
  origin: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  while (!exited) {
    if (await prismAnswers(origin)) return;
    if (Date.now() > deadline) {
      throw new Error(`Prism did not answer on ${origin} within ${timeoutMs} ms`);
    }
    await sleep(100);
  }
  throw new Error(`Prism exited (code ${child.exitCode ?? child.signalCode}) before listening`);
}

async function launchPrism(
  documentPath: string,
  host: string,
  port: number,
  options: StartMockOptions,
): Promise<ChildProcess> {
  const args = [
    resolvePrismCli(),
    "mock",
    documentPath,
    "--host",
    host,
    "--port",
    String(port),
    "--errors",
    "--verboseLevel",
    options.logLevel ?? "error",
  ];
  // detached: Prism gets its own process group, so stop() can signal the whole tree.
  const child = spawn(process.execPath, args, {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const output = new OutputTail();
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      output.append(chunk);
      options.onOutput?.(chunk);
    });
  }
  try {
    await waitUntilListening(`http://${host}:${port}`, child, options.readyTimeoutMs ?? 30_000);
    return child;
  } catch (error) {
    killGroup(child, "SIGKILL");
    await waitForExit(child, 2_000);
    if (/EADDRINUSE/.test(output.toString())) throw portInUse(host, port, options.portName);
    const reason = error instanceof Error ? error.message : String(error);
    const quoted = output.toString() || "(Prism printed nothing)";
    throw new Error(`mock: ${reason}. Prism's output:\n${quoted}`);
  }
}

/** Starts Prism on the bundled spec and resolves when it answers HTTP. */
export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const host = options.host ?? DEFAULT_HOST;
  const specPath = options.specPath ?? resolveBundlePath(options.document ?? "cloud");
  const document = await readDocument(specPath);
  const title = String((document.info as { title?: unknown } | undefined)?.title ?? specPath);
  const basePath = serverBasePath(document);
  const workDir = await mkdtemp(join(tmpdir(), "cloud-api-mock-"));

  // A free port found by us can be taken before Prism binds it: try a few when we chose it.
  const attempts = options.port ? 1 : 3;
  let child: ChildProcess | undefined;
  let port = 0;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts && !child; attempt++) {
    port = options.port || (await findFreePort(host));
    const origin = `http://${host}:${port}`;
    const documentPath = join(workDir, "openapi.json");
    await writeFile(documentPath, JSON.stringify(documentForPrism(document, origin)));
    try {
      child = await launchPrism(documentPath, host, port, options);
    } catch (error) {
      lastError = error;
    }
  }
  if (!child) {
    await rm(workDir, { recursive: true, force: true });
    throw lastError;
  }

  const running = child;
  // If our process ends without stop(), do not leave Prism behind.
  const killOnExit = () => killGroup(running, "SIGKILL");
  process.once("exit", killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.removeListener("exit", killOnExit);
      killGroup(running, "SIGTERM");
      if (!(await waitForExit(running, 5_000))) {
        killGroup(running, "SIGKILL");
        await waitForExit(running, 2_000);
      }
      await rm(workDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  const origin = `http://${host}:${port}`;
  return { title, url: `${origin}${basePath}`, origin, port, stop };
}
