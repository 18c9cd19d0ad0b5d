// The console's own listener: the console API as a mount of the one pipeline (mount.ts), and the
// built single-page app for every other path, each answering only for the console's own hosts.
import { existsSync, readFileSync, statSync } from "node:fs";
import type { Server } from "node:http";
import { networkInterfaces } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import type { Account } from "../../account/account.js";
import type { ActionEngine } from "../../actions/action-engine.js";
import { consoleAssets } from "../../assets.js";
import type { ControlPlane } from "../../control/control-plane.js";
import { ApiError } from "../../http/api-error.js";
import type { Exchange } from "../../http/exchange.js";
import { createHttpServer, type Route } from "../../http/http-server.js";
import type { ApiDocument } from "../../spec/api-document.js";
import type { Store } from "../../store/store.js";
import type { PublicApi } from "../public/mount.js";
import { ChangeFeed } from "./change-feed.js";
import { consoleHandlers, type SecondApi } from "./handlers.js";
import { CONSOLE_API_PREFIX, createConsoleApi, SECURITY_HEADERS } from "./mount.js";
import { OwnerPassword } from "./owner-password.js";
import { ConsoleSessions, SESSION_COOKIE } from "./sessions.js";
import { DEVICE_COOKIE, DeviceCookies, SignInThrottle } from "./sign-in-throttle.js";

export { CONSOLE_API_PREFIX };

/** A device cookie (see DeviceCookies) lasts a year. */
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

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
  /** The Hetzner API (Storage Boxes), for the console's requests of its collections. */
  hetznerApi?: SecondApi;
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
  actions: Pick<ActionEngine, "settleDue">;
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

const MIME: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
};

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
  const { account, store, clock } = options;
  const dist = options.distPath ?? consoleDistPath();
  const devices = new DeviceCookies(store);
  const ownerPassword = new OwnerPassword(store, options.password);
  const sessions = new ConsoleSessions(store, clock, () => ownerPassword.configuredChanged());
  const secure = options.publicOrigin?.startsWith("https:") ? "; Secure" : "";
  // The bound address is known once listening; the set is made on the first request.
  let hosts: Set<string> | undefined;
  const hostAllowed = (host: string | undefined) => {
    hosts ??= allowedHosts(server, options.publicOrigin);
    return host !== undefined && hosts.has(host.toLowerCase());
  };
  const handlers = consoleHandlers({
    account,
    publicApi: options.publicApi,
    ...(options.hetznerApi ? { hetznerApi: options.hetznerApi } : {}),
    ownerPassword,
    sessions,
    throttle: new SignInThrottle(),
    devices,
    changes: new ChangeFeed(store, () => server.listening),
    actions: options.actions,
    control: options.control,
    clock,
    sessionCookie: (value, maxAge) =>
      `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${maxAge}${secure}`,
    deviceCookie: (value) =>
      `${DEVICE_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=${CONSOLE_API_PREFIX}/session; Max-Age=${DEVICE_COOKIE_SECONDS}${secure}`,
    ...(options.publicApiUrl ? { publicApiUrl: options.publicApiUrl } : {}),
    ...(options.docsUrl ? { docsUrl: options.docsUrl } : {}),
  });
  const consoleApi = createConsoleApi(
    {
      api: options.api,
      handlers,
      sessions,
      devices,
      hostAllowed,
      publicOrigin: options.publicOrigin ? new URL(options.publicOrigin).origin : undefined,
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
