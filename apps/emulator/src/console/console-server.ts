import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join, normalize, sep } from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { type Account, AccountError, type Permission } from "../account/account.js";
import type { ControlPlane } from "../control/control-api.js";
import { ApiError, invalidInput } from "../http/api-error.js";
import { NO_FASTIFY_SCHEMAS } from "../http/app.js";
import type { PublicApi } from "../http/public-api.js";
import type { ApiDocument } from "../spec/api-document.js";
import { fieldProblems } from "../spec/validators.js";
import type { Store, StoredRecord } from "../store/store.js";
import { SignInThrottle } from "./sign-in-throttle.js";

export const CONSOLE_API_PREFIX = "/console-api";
export const SESSION_COOKIE = "console_session";
export const SESSIONS = "_console_sessions";
/** A session lasts this long after sign-in. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

interface SessionRecord extends StoredRecord {
  /** SHA-256 of the cookie's value: the state file never holds a usable session. */
  hash: string;
  expires: string;
}

const consolePackage = createRequire(import.meta.url).resolve("@cloud-api/console/package.json");

export function consoleApiDocumentPath(): string {
  return join(dirname(consolePackage), "console-api", "openapi.yaml");
}

export function consoleDistPath(): string {
  return join(dirname(consolePackage), "dist");
}

export interface ConsoleServerOptions {
  account: Account;
  store: Store;
  /** The public API app: resource requests are injected into it as the project. */
  publicApi: PublicApi;
  password: string;
  clock: () => number;
  /** The journal and fault rules, shown read-only. */
  control: ControlPlane;
  /** The console API's document and validators (`loadApiDocument("console", ...)`). */
  api: ApiDocument;
  /** Where the built single-page app is; defaults to @cloud-api/console's `dist`. */
  distPath?: string;
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

function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type("application/json").send(error.toBody());
}

declare module "fastify" {
  interface FastifyRequest {
    consoleSession: { record: SessionRecord; value: string } | undefined;
  }
}

/**
 * The console's own HTTP server: the built single-page app and the console API
 * (console-api/openapi.yaml in @cloud-api/console), validated from its document.
 */
export function buildConsoleServer(options: ConsoleServerOptions): FastifyInstance {
  const { account, store, publicApi, clock } = options;
  const dist = options.distPath ?? consoleDistPath();
  const throttle = new SignInThrottle();
  const app = Fastify({
    logger: false,
    schemaController: NO_FASTIFY_SCHEMAS,
    bodyLimit: 1024 * 1024,
    return503OnClosing: false,
  });
  app.decorateRequest("consoleSession", undefined);

  const sessions = () => store.list<SessionRecord>(SESSIONS);
  const findSession = (value: string | undefined) => {
    if (!value || !/^[0-9a-f]{64}$/.test(value)) return undefined;
    const hash = sha256(value).toString("hex");
    const record = sessions().find((session) => session.hash === hash);
    if (!record || Date.parse(record.expires) <= clock()) return undefined;
    return { record, value };
  };

  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "no-referrer");
    reply.header("X-Frame-Options", "DENY");
    if (!request.url.startsWith(`${CONSOLE_API_PREFIX}/`)) return undefined;
    reply.header("Cache-Control", "no-store");
    const session = findSession(readCookie(request.headers.cookie, SESSION_COOKIE));
    request.consoleSession = session;
    const changes = request.method !== "GET" && request.method !== "HEAD";
    if (changes) {
      // A browser always sends Origin on a cross-site POST; a foreign one is never ours.
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== `http://${request.headers.host}`) {
        return sendError(
          reply,
          new ApiError(403, "csrf_rejected", "the request comes from another site"),
        );
      }
    }
    const signingIn = request.method === "POST" && request.url === `${CONSOLE_API_PREFIX}/session`;
    if (signingIn) return undefined;
    if (!session) {
      return sendError(reply, new ApiError(401, "unauthorized", "sign in to the console first"));
    }
    if (changes) {
      const given = request.headers["x-csrf-token"];
      if (typeof given !== "string" || !sameSecret(given, csrfFor(session.value))) {
        return sendError(
          reply,
          new ApiError(403, "csrf_rejected", "missing or wrong X-CSRF-Token header"),
        );
      }
    }
    return undefined;
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    if (error instanceof AccountError) {
      return sendError(reply, new ApiError(error.status, error.code, error.message));
    }
    const fastifyError = error as { statusCode?: number; message?: string };
    if (typeof fastifyError.statusCode === "number" && fastifyError.statusCode < 500) {
      return sendError(
        reply,
        new ApiError(
          fastifyError.statusCode === 415 ? 415 : 400,
          "json_error",
          fastifyError.message ?? "the request is malformed",
        ),
      );
    }
    console.error("console: unexpected error", error instanceof Error ? error.message : error);
    return sendError(reply, new ApiError(500, "server_error", "the console hit an internal error"));
  });

  registerConsoleApi(app, options.api, {
    sign_in: (request, reply, body) => {
      const key = request.ip;
      const nowMs = clock();
      const wait = throttle.retryAfter(key, nowMs);
      if (wait > 0) {
        throw new ApiError(
          429,
          "rate_limit_exceeded",
          "too many failed sign-ins; wait before trying again",
          null,
          { "Retry-After": String(wait) },
        );
      }
      const { password } = body as { password: string };
      if (!sameSecret(password, options.password)) {
        throttle.fail(key, nowMs);
        throw new ApiError(401, "unauthorized", "wrong password");
      }
      throttle.succeed(key);
      const value = randomBytes(32).toString("hex");
      store.transaction(() => {
        for (const old of sessions()) {
          if (Date.parse(old.expires) <= nowMs) store.remove(SESSIONS, old.id);
        }
        const session: SessionRecord = {
          id: store.nextId(SESSIONS),
          project: "_console",
          hash: sha256(value).toString("hex"),
          expires: new Date(nowMs + SESSION_MS).toISOString(),
        };
        store.put(SESSIONS, session);
      });
      reply.header(
        "Set-Cookie",
        `${SESSION_COOKIE}=${value}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_MS / 1000}`,
      );
      return { status: 201, body: { csrf_token: csrfFor(value) } };
    },
    get_session: (request) => ({
      status: 200,
      body: { csrf_token: csrfFor((request.consoleSession as { value: string }).value) },
    }),
    sign_out: (request, reply) => {
      const session = request.consoleSession as { record: SessionRecord };
      store.transaction(() => store.remove(SESSIONS, session.record.id));
      reply.header(
        "Set-Cookie",
        `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0`,
      );
      return { status: 204 };
    },
    list_projects: () => ({
      status: 200,
      body: { projects: account.listProjects().map((project) => projectView(project)) },
    }),
    create_project: (_request, _reply, body) => ({
      status: 201,
      body: { project: projectView(account.createProject((body as { name: string }).name)) },
    }),
    rename_project: (request, _reply, body) => ({
      status: 200,
      body: {
        project: projectView(
          account.renameProject(projectId(request), (body as { name: string }).name),
        ),
      },
    }),
    delete_project: (request) => {
      account.deleteProject(projectId(request));
      return { status: 204 };
    },
    list_tokens: (request) => ({
      status: 200,
      body: { tokens: account.listTokens(projectId(request)) },
    }),
    create_token: (request, _reply, body) => {
      const input = body as { description: string; permission: Permission };
      const created = account.createToken(projectId(request), input.description, input.permission);
      return { status: 201, body: { token: created.token, value: created.value } };
    },
    list_project_journal: (request) => {
      const project = account.project(projectId(request));
      const entries = options.control.journal.list({ project: project.project });
      return { status: 200, body: { entries: entries.slice(-100).reverse() } };
    },
    list_console_faults: () => ({
      status: 200,
      body: { faults: options.control.faults.list() },
    }),
    revoke_token: (request) => {
      const params = request.params as { token_id: string };
      account.revokeToken(projectId(request), Number(params.token_id));
      return { status: 204 };
    },
  });

  function projectView(project: ReturnType<Account["listProjects"]>[number]) {
    return {
      id: project.id,
      name: project.name,
      key: project.project,
      created: project.created,
      resource_count: account.resourceCountOf(project.project),
    };
  }

  // The project's resources: the public API itself, in-process, as the project.
  app.route({
    method: ["GET", "POST", "PUT", "DELETE"],
    url: `${CONSOLE_API_PREFIX}/projects/:id/api/*`,
    handler: async (request, reply) => {
      const project = account.project(projectId(request));
      const rest = (request.params as { "*": string })["*"];
      const queryIndex = request.url.indexOf("?");
      const query = queryIndex === -1 ? "" : request.url.slice(queryIndex);
      const answer = await publicApi.inject({
        method: request.method,
        url: `/v1/${rest}${query}`,
        headers: {
          authorization: `Bearer ${account.internalToken(project.project)}`,
          ...(request.body === undefined ? {} : { "content-type": "application/json" }),
        },
        payload: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      reply.code(answer.statusCode);
      if (answer.body === "") return reply.send();
      return reply.type("application/json").send(answer.body);
    },
  });

  // The single-page app: files of the build, and index.html for anything else (hash routes).
  app.get("/*", async (request, reply) => {
    const path = (request.url.split("?")[0] ?? "/").replace(/^\/+/, "");
    if (path.startsWith("console-api/")) {
      return sendError(reply, new ApiError(404, "not_found", `no such endpoint: /${path}`));
    }
    let file = normalize(join(dist, decodeURIComponent(path)));
    if (!file.startsWith(dist + sep) && file !== dist) {
      return sendError(reply, new ApiError(404, "not_found", "no such file"));
    }
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(dist, "index.html");
    if (!existsSync(file)) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send("The console is not built: run `pnpm --filter @cloud-api/console build`.");
    }
    reply.header(
      "Content-Security-Policy",
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    return reply.type(MIME[extname(file)] ?? "application/octet-stream").send(readFileSync(file));
  });

  return app;
}

function projectId(request: FastifyRequest): number {
  return Number((request.params as { id: string }).id);
}

type ConsoleHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
) => { status: number; body?: unknown };

/** Registers the console API's operations (all but the resource pass-through), validated. */
function registerConsoleApi(
  app: FastifyInstance,
  api: ApiDocument,
  handlers: Record<string, ConsoleHandler>,
): void {
  const operations = api.operations.filter((op) => !op.path.includes("/api/"));
  for (const operation of operations) {
    const handler = handlers[operation.operationId];
    if (!handler) throw new Error(`console API: no handler for ${operation.operationId}`);
    app.route({
      method: operation.method.toUpperCase() as "GET",
      url: CONSOLE_API_PREFIX + operation.path.replace(/\{([^}]+)\}/g, ":$1"),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const validators = api.validators(operation);
        const params = { ...(request.params as Record<string, unknown>) };
        const problems = [];
        if (validators.path && !validators.path(params)) {
          problems.push(...fieldProblems(validators.path.errors, { parameters: true }));
        }
        const body = request.body;
        if (validators.body && (body !== undefined || operation.body?.required)) {
          if (!validators.body(body ?? {})) problems.push(...fieldProblems(validators.body.errors));
        }
        if (problems.length > 0) throw invalidInput(problems);
        const result = handler(request, reply, body);
        reply.code(result.status);
        if (result.body === undefined) return reply.send();
        return reply.type("application/json").send(JSON.stringify(result.body));
      },
    });
  }
}
