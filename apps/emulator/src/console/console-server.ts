import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import { networkInterfaces } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import type { operations } from "@cloud-api/console/types";
import { type Account, AccountError } from "../account/account.js";
import type { ActionEngine } from "../actions/action-engine.js";
import { consoleAssets } from "../assets.js";
import type { ControlPlane } from "../control/control-api.js";
import { ApiError } from "../http/api-error.js";
import type { Exchange } from "../http/exchange.js";
import { createHttpServer, type Route } from "../http/http-server.js";
import type { TypedInput } from "../http/operation-types.js";
import { type HandlerResult, Pipeline, type ValidatedInput } from "../http/pipeline.js";
import type { PublicApi } from "../http/public-api.js";
import type { ApiDocument } from "../spec/api-document.js";
import type { Store, StoredRecord } from "../store/store.js";
import { ChangeFeed } from "./change-feed.js";
import { OwnerPassword } from "./owner-password.js";
import {
  DEVICE_COOKIE,
  DeviceCookies,
  SignInThrottle,
  UNKNOWN_DEVICE,
} from "./sign-in-throttle.js";

export const CONSOLE_API_PREFIX = "/console-api";
export const SESSION_COOKIE = "console_session";
export const SESSIONS = "_console_sessions";
/** A session lasts this long after sign-in. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** A device cookie (see DeviceCookies) lasts a year. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

interface SessionRecord extends StoredRecord {
  /** SHA-256 of the cookie's value: the state file never holds a usable session. */
  hash: string;
  expires: string;
}

export function consoleApiDocumentPath(): string {
  return join(consoleAssets(), "console-api", "openapi.yaml");
}

export function consoleDistPath(): string {
  return join(consoleAssets(), "dist");
}

export interface ConsoleServerOptions {
  account: Account;
  store: Store;
  /** The public API app: resource requests are injected into it as the project. */
  publicApi: PublicApi;
  /** The configured owner password (the owner may change it; see OwnerPassword). */
  password: string;
  /**
   * The origin the console is reached at when not its own address, e.g. behind an HTTPS proxy
   * (`CLOUD_API_CONSOLE_ORIGIN`): its host is served, it is accepted as Origin of changes, and
   * an `https:` one makes the cookies `Secure`.
   */
  publicOrigin?: string;
  /** The public API's base URL, shown with the console's curl and client snippets. */
  publicApiUrl?: string;
  /** The API docs' base URL (ends with `/`): the console links their pages. */
  docsUrl?: string;
  clock: () => number;
  /**
   * The running actions: `get_changes` settles those that ended (as every public API request
   * does), so a page learns of an action's end without reading through the public API first.
   */
  actions: Pick<ActionEngine, "hasDue" | "settle" | "reload">;
  /** The journal and fault rules, shown read-only. */
  control: ControlPlane;
  /** The console API's document and validators (`loadApiDocument("console", ...)`). */
  api: ApiDocument;
  /** Where the built single-page app is; defaults to @cloud-api/console's `dist`. */
  distPath?: string;
  nextCorrelationId: () => string;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

function sameSecret(given: string, expected: string): boolean {
  // Compared as digests: equal length, constant time, whatever was sent.
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** The CSRF token of a session: derived from the cookie, so only its holder's page knows it. */
function csrfFor(sessionValue: string): string {
  return createHash("sha256").update(`csrf:${sessionValue}`).digest("hex");
}

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
};

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

interface ConsoleSession {
  record: SessionRecord;
  value: string;
}

/** Who is calling the console API: the session (none only for sign-in), from which browser. */
interface ConsoleAdmission {
  session: ConsoleSession | undefined;
  /** The sign-in throttle's key: the browser's device cookie, or the shared unknown one. */
  device: string;
  /** Adds a Set-Cookie header to the answer (there may be two). */
  setCookie: (cookie: string) => void;
}

type ConsoleOperationId = keyof operations;
/** Every console operation's handler, typed from the console API's generated types. */
type ConsoleHandlers = {
  [K in ConsoleOperationId]: (
    input: TypedInput<operations[K]>,
    admission: ConsoleAdmission,
  ) => HandlerResult | Promise<HandlerResult>;
};
type AnyConsoleHandler = (
  input: ValidatedInput,
  admission: ConsoleAdmission,
) => HandlerResult | Promise<HandlerResult>;

const SECURITY_HEADERS = [
  "x-content-type-options",
  "nosniff",
  "referrer-policy",
  "no-referrer",
  "x-frame-options",
  "DENY",
];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * The Host header values the console answers: what it was started for. Checked on every request
 * so that a DNS-rebinding page (its own name, resolving to 127.0.0.1) cannot reach sign-in.
 */
function allowedHosts(server: Server, publicOrigin: string | undefined): Set<string> {
  const address = server.address();
  const hosts = new Set<string>();
  if (publicOrigin) hosts.add(new URL(publicOrigin).host.toLowerCase());
  if (typeof address !== "object" || address === null) return hosts;
  const port = address.port;
  const add = (name: string) => {
    const host = name.includes(":") ? `[${name}]` : name;
    hosts.add(`${host}:${port}`.toLowerCase());
    if (port === 80) hosts.add(host.toLowerCase());
  };
  const everywhere = address.address === "0.0.0.0" || address.address === "::";
  if (LOOPBACK.test(address.address) || everywhere) {
    for (const name of ["localhost", "127.0.0.1", "::1"]) add(name);
  }
  if (everywhere) {
    for (const list of Object.values(networkInterfaces())) {
      for (const entry of list ?? []) add(entry.address);
    }
  } else {
    add(address.address);
  }
  return hosts;
}

/** True when the console is reachable from other machines without TLS in front of it. */
export function exposedWithoutTls(host: string, publicOrigin: string | undefined): boolean {
  if (publicOrigin?.startsWith("https:")) return false;
  return !LOOPBACK.test(host.replace(/^\[|\]$/g, ""));
}

const CONTENT_SECURITY_POLICY =
  "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The console's own listener: the console API (console-api/openapi.yaml in @cloud-api/console)
 * as a mount of the one pipeline (session cookie + CSRF admission), and the built single-page app
 * for every other path.
 */
export function buildConsoleServer(options: ConsoleServerOptions): Server {
  const { account, store, publicApi, clock } = options;
  const dist = options.distPath ?? consoleDistPath();
  const throttle = new SignInThrottle();
  const ownerPassword = new OwnerPassword(store, options.password);
  const devices = new DeviceCookies(store);
  const secure = options.publicOrigin?.startsWith("https:") ? "; Secure" : "";
  const publicOrigin = options.publicOrigin ? new URL(options.publicOrigin).origin : undefined;
  // The bound address is known once listening; the set is made on the first request.
  let hosts: Set<string> | undefined;
  const hostAllowed = (host: string | undefined) => {
    hosts ??= allowedHosts(server, options.publicOrigin);
    return host !== undefined && hosts.has(host.toLowerCase());
  };
  const sessionBody = (value: string) => ({
    csrf_token: csrfFor(value),
    ...(options.publicApiUrl ? { api_url: options.publicApiUrl } : {}),
    ...(options.docsUrl ? { docs_url: options.docsUrl } : {}),
  });
  const misdirected = () =>
    new ApiError(421, "misdirected_request", "this console does not answer for that Host");
  const sessionCookie = (value: string, maxAge: number) =>
    `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAge}${secure}`;
  /** Refuses with 429 while the device's allowance of failures is used up. */
  const checkThrottle = (device: string, nowMs: number) => {
    const wait = throttle.retryAfter(device, nowMs);
    if (wait > 0) {
      throw new ApiError(
        429,
        "rate_limit_exceeded",
        device === UNKNOWN_DEVICE
          ? "too many failed sign-ins from browsers this console does not know; wait, or sign in from a browser that has signed in before"
          : "too many failed sign-ins from this browser; wait before trying again",
        null,
        { "Retry-After": String(wait) },
      );
    }
  };

  const sessions = () => store.list<SessionRecord>(SESSIONS);
  const findSession = (value: string | undefined): ConsoleSession | undefined => {
    if (!value || !/^[0-9a-f]{64}$/.test(value)) return undefined;
    const hash = sha256(value).toString("hex");
    const record = sessions().find((session) => session.hash === hash);
    if (!record || Date.parse(record.expires) <= clock()) return undefined;
    return { record, value };
  };
  const session = (admission: ConsoleAdmission) => admission.session as ConsoleSession;
  const changes = new ChangeFeed(store, () => server.listening);
  /** Applies the effects of actions that have ended, in a transaction of their own. */
  const settleEndedActions = () => {
    const nowMs = clock();
    if (!options.actions.hasDue(nowMs)) return;
    try {
      store.transaction(() => options.actions.settle(nowMs));
    } catch (error) {
      options.actions.reload();
      throw error;
    }
  };
  const projectId = (input: { params: { id: number } }) => input.params.id;

  function projectView(project: ReturnType<Account["listProjects"]>[number]) {
    return {
      id: project.id,
      name: project.name,
      key: project.project,
      created: project.created,
      resource_count: account.resourceCountOf(project.project),
    };
  }

  /** The project's resources: the public API itself, in-process, as the project. */
  const resourceRequest =
    (method: string) =>
    async (
      input: TypedInput<operations["read_resources"]> | TypedInput<operations["post_resources"]>,
    ): Promise<HandlerResult> => {
      const project = account.project(projectId(input));
      const body = "body" in input ? input.body : undefined;
      const answer = await publicApi.inject({
        method,
        url: `/v1/${input.params.path}${queryOf(input.query)}`,
        headers: {
          authorization: `Bearer ${account.internalToken(project.project)}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: answer.statusCode,
        body: answer.body === "" ? undefined : (JSON.parse(answer.body) as unknown),
      };
    };

  const handlers: ConsoleHandlers = {
    sign_in: ({ body }, { device, setCookie }) => {
      const nowMs = clock();
      checkThrottle(device, nowMs);
      if (!ownerPassword.verify(body.password)) {
        throttle.fail(device, nowMs);
        throw new ApiError(401, "unauthorized", "wrong password");
      }
      const issueDevice = device === UNKNOWN_DEVICE;
      if (!issueDevice) throttle.succeed(device);
      const value = randomBytes(32).toString("hex");
      store.transaction(() => {
        for (const old of sessions()) {
          if (Date.parse(old.expires) <= nowMs) store.remove(SESSIONS, old.id);
        }
        const record: SessionRecord = {
          id: store.nextId(SESSIONS),
          project: "_console",
          hash: sha256(value).toString("hex"),
          expires: new Date(nowMs + SESSION_MS).toISOString(),
        };
        store.put(SESSIONS, record);
      });
      setCookie(sessionCookie(value, SESSION_MS / 1000));
      if (issueDevice) {
        setCookie(
          `${DEVICE_COOKIE}=${devices.issue()}; HttpOnly; SameSite=Strict; Path=${CONSOLE_API_PREFIX}/session; Max-Age=${DEVICE_COOKIE_SECONDS}${secure}`,
        );
      }
      return { status: 201, body: sessionBody(value) };
    },
    change_password: ({ body }, { device, setCookie }) => {
      const nowMs = clock();
      checkThrottle(device, nowMs);
      if (!ownerPassword.verify(body.current_password)) {
        throttle.fail(device, nowMs);
        throw new ApiError(401, "unauthorized", "wrong current password");
      }
      ownerPassword.change(body.new_password);
      // Whoever had a session (a stolen cookie is one) signs in again, with the new password.
      store.transaction(() => {
        for (const old of sessions()) store.remove(SESSIONS, old.id);
      });
      setCookie(sessionCookie("", 0));
      return { status: 204 };
    },
    get_session: (_input, admission) => ({
      status: 200,
      body: admission.session
        ? { signed_in: true, ...sessionBody(admission.session.value) }
        : { signed_in: false },
    }),
    sign_out: (_input, admission) => {
      store.transaction(() => store.remove(SESSIONS, session(admission).record.id));
      return { status: 204, headers: { "Set-Cookie": sessionCookie("", 0) } };
    },
    list_projects: () => ({
      status: 200,
      body: { projects: account.listProjects().map((project) => projectView(project)) },
    }),
    create_project: ({ body }) => ({
      status: 201,
      body: { project: projectView(account.createProject(body.name)) },
    }),
    rename_project: (input) => ({
      status: 200,
      body: {
        project: projectView(account.renameProject(projectId(input), input.body.name)),
      },
    }),
    delete_project: (input) => {
      account.deleteProject(projectId(input));
      return { status: 204 };
    },
    list_tokens: (input) => ({
      status: 200,
      body: { tokens: account.listTokens(projectId(input)) },
    }),
    create_token: (input) => {
      const { description, permission } = input.body;
      const created = account.createToken(projectId(input), description, permission);
      return { status: 201, body: { token: created.token, value: created.value } };
    },
    revoke_token: (input) => {
      account.revokeToken(projectId(input), input.params.token_id);
      return { status: 204 };
    },
    list_project_journal: (input) => {
      const project = account.project(projectId(input));
      const entries = options.control.journal.list({ project: project.project });
      return { status: 200, body: { entries: entries.slice(-100).reverse() } };
    },
    list_console_faults: () => ({
      status: 200,
      body: { faults: options.control.faults.list() },
    }),
    get_changes: async ({ query }, admission) => {
      const project = query.project === undefined ? undefined : account.project(query.project);
      const where = () => {
        settleEndedActions();
        const cursor = changes.cursor();
        return {
          cursor,
          changed: cursor !== query.since,
          running_actions: project ? changes.runningActions(project.project) : 0,
        };
      };
      const now = where();
      const waitMs = (query.wait ?? 0) * 1000;
      if (now.changed || now.running_actions > 0 || waitMs === 0) return { status: 200, body: now };
      await changes.waitForChange(now.cursor, waitMs);
      // Held for a while: the session may have ended meanwhile (signed out, password changed).
      if (!findSession(session(admission).value)) {
        throw new ApiError(401, "unauthorized", "the session ended");
      }
      return { status: 200, body: where() };
    },
    read_resources: resourceRequest("GET"),
    post_resources: resourceRequest("POST"),
    put_resources: resourceRequest("PUT"),
    delete_resources: resourceRequest("DELETE"),
  };
  for (const operation of options.api.operations) {
    if (!(operation.operationId in handlers)) {
      throw new Error(`console API: no handler for ${operation.operationId}`);
    }
  }

  const consoleApi = new Pipeline<ConsoleAdmission>(
    {
      prefix: CONSOLE_API_PREFIX,
      api: options.api,
      jsonBodiesOnly: true,
      greedyParameters: ["path"],
      admit(request) {
        request.headers.push(...SECURITY_HEADERS, "cache-control", "no-store");
        const exchange = request.exchange;
        if (!hostAllowed(exchange.headers.host)) return misdirected();
        const found = findSession(readCookie(exchange.headers.cookie, SESSION_COOKIE));
        const changes = exchange.method !== "GET" && exchange.method !== "HEAD";
        if (changes) {
          // A browser always sends Origin on a cross-site POST; a foreign one is never ours.
          // Behind a TLS proxy the page's origin is https: (or the configured public origin).
          const origin = exchange.headers.origin;
          const host = exchange.headers.host;
          if (
            origin !== undefined &&
            origin !== `http://${host}` &&
            origin !== `https://${host}` &&
            origin !== publicOrigin
          ) {
            return new ApiError(403, "csrf_rejected", "the request comes from another site");
          }
        }
        const admission: ConsoleAdmission = {
          session: found,
          device: devices.throttleKey(readCookie(exchange.headers.cookie, DEVICE_COOKIE)),
          setCookie: (cookie) => request.headers.push("set-cookie", cookie),
        };
        // The two that answer without a session (the document's `security: []`).
        const operationId = request.operation?.operationId;
        if (operationId === "sign_in" || operationId === "get_session") return admission;
        if (!found) return new ApiError(401, "unauthorized", "sign in to the console first");
        if (changes) {
          const given = exchange.headers["x-csrf-token"];
          if (typeof given !== "string" || !sameSecret(given, csrfFor(found.value))) {
            return new ApiError(403, "csrf_rejected", "missing or wrong X-CSRF-Token header");
          }
        }
        return admission;
      },
      invoke(operation, input, admission) {
        // The pipeline validated `input` against this operation's schemas.
        const handler = handlers[operation.operationId as ConsoleOperationId] as AnyConsoleHandler;
        return handler(input, admission);
      },
      mapError(error) {
        if (error instanceof AccountError)
          return new ApiError(error.status, error.code, error.message);
        return undefined;
      },
    },
    { clock, nextCorrelationId: options.nextCorrelationId },
  );

  const server = createHttpServer({
    routes: [consoleApi],
    fallback: staticFiles(dist, hostAllowed),
    headersTimeoutMs: options.headersTimeoutMs,
    requestTimeoutMs: options.requestTimeoutMs,
    nextCorrelationId: options.nextCorrelationId,
  });
  return server;
}

function queryOf(query: Record<string, unknown>): string {
  const entries = Object.entries(query);
  if (entries.length === 0) return "";
  const search = new URLSearchParams();
  for (const [name, value] of entries) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return `?${search.toString()}`;
}

/** The single-page app: files of the build, and index.html for anything else (hash routes). */
function staticFiles(dist: string, hostAllowed: (host: string | undefined) => boolean): Route {
  const answer = (
    exchange: Exchange,
    status: number,
    type: string,
    body: string | Buffer,
    extra: string[] = [],
  ) => {
    exchange.respond(status, [...SECURITY_HEADERS, ...extra, "content-type", type], body, false);
  };
  const refuse = (exchange: Exchange, error: ApiError) =>
    answer(exchange, error.status, "application/json", JSON.stringify(error.toBody()));
  return {
    owns: () => true,
    handle(exchange) {
      if (!hostAllowed(exchange.headers.host)) {
        refuse(
          exchange,
          new ApiError(421, "misdirected_request", "this console does not answer for that Host"),
        );
        return;
      }
      if (exchange.method !== "GET" && exchange.method !== "HEAD") {
        refuse(exchange, new ApiError(404, "not_found", "no such endpoint"));
        return;
      }
      const path = (exchange.url.split("?")[0] ?? "/").replace(/^\/+/, "");
      let file: string;
      try {
        file = normalize(join(dist, decodeURIComponent(path)));
      } catch {
        refuse(
          exchange,
          new ApiError(400, "invalid_input", "the path is not valid percent-encoding"),
        );
        return;
      }
      if (!file.startsWith(dist + sep) && file !== dist) {
        refuse(exchange, new ApiError(404, "not_found", "no such file"));
        return;
      }
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, "index.html");
      if (!existsSync(file)) {
        answer(
          exchange,
          503,
          "text/plain; charset=utf-8",
          "The console is not built: run `pnpm --filter @cloud-api/console build`.",
        );
        return;
      }
      answer(exchange, 200, MIME[extname(file)] ?? "application/octet-stream", readFileSync(file), [
        "content-security-policy",
        CONTENT_SECURITY_POLICY,
      ]);
    },
  };
}
