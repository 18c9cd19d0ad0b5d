// The console API's handlers (console-api/openapi.yaml in @cloud-api/console), one per operation
// id, typed from the document's generated types (`@cloud-api/console/types`).
import type { operations } from "@cloud-api/console/types";
import type { Account } from "../../account/account.js";
import type { ActionEngine } from "../../actions/action-engine.js";
import type { ControlPlane } from "../../control/control-plane.js";
import { ApiError } from "../../http/api-error.js";
import type { TypedInput } from "../../http/operation-types.js";
import type { HandlerResult, HandlerTable } from "../../http/pipeline.js";
import type { InjectedRequest, InjectedResponse, PublicApi } from "../public/mount.js";
import type { ChangeFeed } from "./change-feed.js";
import type { OwnerPassword } from "./owner-password.js";
import { type ConsoleSession, type ConsoleSessions, csrfFor, SESSION_MS } from "./sessions.js";
import { type DeviceCookies, type SignInThrottle, UNKNOWN_DEVICE } from "./sign-in-throttle.js";

/** What a console handler receives besides its input: the session and the browser. */
export interface ConsoleContext {
  /** The caller's session (none only for `sign_in` and `get_session`). */
  session: ConsoleSession | undefined;
  /** The sign-in throttle's key: the browser's device cookie, or the shared unknown one. */
  device: string;
  /** Adds a Set-Cookie header to the answer (there may be two). */
  setCookie: (cookie: string) => void;
}

export type ConsoleHandlers = HandlerTable<operations, ConsoleContext>;

export interface ConsoleHandlerParts {
  account: Account;
  /** The public API: resource requests are injected into it as the project. */
  publicApi: PublicApi;
  /** The second public API (Storage Boxes): requests for its collections go there instead. */
  hetznerApi?: SecondApi;
  ownerPassword: OwnerPassword;
  sessions: ConsoleSessions;
  throttle: SignInThrottle;
  devices: DeviceCookies;
  changes: ChangeFeed;
  actions: Pick<ActionEngine, "settleDue">;
  control: ControlPlane;
  clock: () => number;
  /** The session cookie with `value` (empty and max-age 0: removes it). */
  sessionCookie: (value: string, maxAgeSeconds: number) => string;
  /** A new device cookie (see DeviceCookies). */
  deviceCookie: (value: string) => string;
  /** The public API's base URL, shown with the console's curl and client snippets. */
  publicApiUrl?: string;
  /** The API docs' base URL (ends with `/`): the console links their pages. */
  docsUrl?: string;
}

/** A second API served to projects, reached by the console for the collections it owns. */
export interface SecondApi {
  prefix: string;
  /** First path segments it owns (`storage_boxes`, `storage_box_types`). */
  collections: ReadonlySet<string>;
  inject(request: InjectedRequest): Promise<InjectedResponse>;
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

export function consoleHandlers(parts: ConsoleHandlerParts): ConsoleHandlers {
  const { account, publicApi, ownerPassword, sessions, throttle, devices, changes, clock } = parts;
  const sessionBody = (value: string) => ({
    csrf_token: csrfFor(value),
    ...(parts.publicApiUrl ? { api_url: parts.publicApiUrl } : {}),
    ...(parts.docsUrl ? { docs_url: parts.docsUrl } : {}),
  });
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
      const first = input.params.path.split("/")[0] ?? "";
      const second = parts.hetznerApi?.collections.has(first) ? parts.hetznerApi : undefined;
      const answer = await (second ?? publicApi).inject({
        method,
        url: `${second?.prefix ?? "/v1"}/${input.params.path}${queryOf(input.query)}`,
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

  return {
    sign_in: ({ body, device, setCookie }) => {
      const nowMs = clock();
      checkThrottle(device, nowMs);
      if (!ownerPassword.verify(body.password)) {
        throttle.fail(device, nowMs);
        throw new ApiError(401, "unauthorized", "wrong password");
      }
      const issueDevice = device === UNKNOWN_DEVICE;
      if (!issueDevice) throttle.succeed(device);
      const value = sessions.start(nowMs);
      setCookie(parts.sessionCookie(value, SESSION_MS / 1000));
      if (issueDevice) setCookie(parts.deviceCookie(devices.issue()));
      return { status: 201, body: sessionBody(value) };
    },
    change_password: ({ body, device, setCookie }) => {
      const nowMs = clock();
      checkThrottle(device, nowMs);
      if (!ownerPassword.verify(body.current_password)) {
        throttle.fail(device, nowMs);
        throw new ApiError(401, "unauthorized", "wrong current password");
      }
      ownerPassword.change(body.new_password);
      // Whoever had a session (a stolen cookie is one) signs in again, with the new password.
      sessions.endAll();
      setCookie(parts.sessionCookie("", 0));
      return { status: 204 };
    },
    get_session: ({ session }) => ({
      status: 200,
      body: session ? { signed_in: true, ...sessionBody(session.value) } : { signed_in: false },
    }),
    sign_out: ({ session }) => {
      if (session) sessions.end(session);
      return { status: 204, headers: { "Set-Cookie": parts.sessionCookie("", 0) } };
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
      const entries = parts.control.journal.list({ project: project.project });
      return { status: 200, body: { entries: entries.slice(-100).reverse() } };
    },
    list_console_faults: () => ({
      status: 200,
      body: { faults: parts.control.faults.list() },
    }),
    get_changes: async ({ query, session }) => {
      const project = query.project === undefined ? undefined : account.project(query.project);
      const where = () => {
        // A page learns of an action's end without reading through the public API first.
        parts.actions.settleDue(clock());
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
      if (!sessions.find(session?.value)) {
        throw new ApiError(401, "unauthorized", "the session ended");
      }
      return { status: 200, body: where() };
    },
    read_resources: resourceRequest("GET"),
    post_resources: resourceRequest("POST"),
    put_resources: resourceRequest("PUT"),
    delete_resources: resourceRequest("DELETE"),
  };
}
