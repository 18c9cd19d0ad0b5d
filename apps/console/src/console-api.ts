// The console's one module for its API (console-api/openapi.yaml): an openapi-fetch client typed by
// the types generated from that document (src/generated/console-api.d.ts). Public API payloads go
// through `resourceRequest`, typed by the caller with the spec's generated types.
import createClient, { type Middleware } from "openapi-fetch";
import type { operations, paths } from "./generated/console-api";

type Ok<
  K extends keyof operations,
  Status extends number = 200,
> = operations[K]["responses"] extends {
  [S in Status]: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

export type Project = Ok<"list_projects">["projects"][number];
export type Token = Ok<"list_tokens">["tokens"][number];
export type Permission = Token["permission"];
export type JournalEntry = Ok<"list_project_journal">["entries"][number];
export type FaultRule = Ok<"list_console_faults">["faults"][number];

/** An error envelope answer, from the console API or the public API behind it. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The public API's field problems (`details.fields` of `invalid_input`), by field name. */
    readonly fields: { name: string; messages?: string[] }[] = [],
  ) {
    super(message);
    this.name = "ConsoleError";
  }
}

let csrfToken: string | undefined;
/** The public API's base URL (from the session), for the snippets shown with a new token. */
export let apiUrl: string | undefined;
/** The API docs' base URL (ends with `/`), when the emulator was told it. */
export let docsUrl: string | undefined;

/** Fired when the console API answers 401: the session ended (expired, signed out elsewhere, password changed). */
export const SESSION_ENDED = "console:session-ended";

function noteSessionEnd(error: ConsoleError): ConsoleError {
  if (error.status === 401 && error.code === "unauthorized" && csrfToken !== undefined) {
    csrfToken = undefined;
    window.dispatchEvent(new Event(SESSION_ENDED));
  }
  return error;
}

/** The error an answer's envelope describes. */
async function envelopeError(response: Response): Promise<ConsoleError> {
  const text = await response.text();
  let envelope:
    | {
        error?: {
          code?: string;
          message?: string;
          details?: { fields?: { name: string; messages?: string[] }[] } | null;
        };
      }
    | undefined;
  try {
    envelope = text === "" ? undefined : JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  return new ConsoleError(
    response.status,
    envelope?.error?.code ?? "unknown",
    envelope?.error?.message ?? `request failed with status ${response.status}`,
    envelope?.error?.details?.fields ?? [],
  );
}

/** Every change carries the session's CSRF token; every failure becomes a ConsoleError. */
const consoleMiddleware: Middleware = {
  onRequest({ request }) {
    if (request.method !== "GET" && csrfToken !== undefined) {
      request.headers.set("X-CSRF-Token", csrfToken);
    }
    return request;
  },
  async onResponse({ request, response }) {
    const error = response.ok ? undefined : await envelopeError(response.clone());
    // A 401 to a password change is a wrong current password, not an ended session.
    if (error) throw request.url.endsWith("/password") ? error : noteSessionEnd(error);
    return response;
  },
};

const client = createClient<paths>({
  baseUrl: new URL("./console-api", window.location.href).href,
  credentials: "same-origin",
});
client.use(consoleMiddleware);

/** The body of a successful answer (errors were thrown by the middleware). */
function ok<T>(answer: { data?: T }): T {
  return answer.data as T;
}

/** Whether the page is signed in; answers without a 401 when it is not (nothing in the console). */
export async function currentSession(): Promise<boolean> {
  const session = ok(await client.GET("/session"));
  if (!session.signed_in) return false;
  csrfToken = session.csrf_token;
  apiUrl = session.api_url;
  docsUrl = session.docs_url;
  return true;
}

export async function signIn(password: string): Promise<void> {
  const session = ok(await client.POST("/session", { body: { password } }));
  csrfToken = session.csrf_token;
  apiUrl = session.api_url;
  docsUrl = session.docs_url;
}

export async function signOut(): Promise<void> {
  await client.DELETE("/session");
  csrfToken = undefined;
}

/** Changes the owner password; every session ends, this one too (sign in again). */
export async function changePassword(current: string, next: string): Promise<void> {
  await client.PUT("/password", { body: { current_password: current, new_password: next } });
  csrfToken = undefined;
}

export const listProjects = async () => ok(await client.GET("/projects")).projects;
export const createProject = async (name: string) =>
  ok(await client.POST("/projects", { body: { name } })).project;
export const renameProject = async (id: number, name: string) =>
  ok(await client.PUT("/projects/{id}", { params: { path: { id } }, body: { name } })).project;
export const deleteProject = async (id: number) => {
  await client.DELETE("/projects/{id}", { params: { path: { id } } });
};

export const listTokens = async (project: number) =>
  ok(await client.GET("/projects/{id}/tokens", { params: { path: { id: project } } })).tokens;
export const createToken = async (project: number, description: string, permission: Permission) =>
  ok(
    await client.POST("/projects/{id}/tokens", {
      params: { path: { id: project } },
      body: { description, permission },
    }),
  );
export const revokeToken = async (project: number, token: number) => {
  await client.DELETE("/projects/{id}/tokens/{token_id}", {
    params: { path: { id: project, token_id: token } },
  });
};

export const listJournal = async (project: number) =>
  ok(await client.GET("/projects/{id}/journal", { params: { path: { id: project } } })).entries;
export const listFaults = async () => ok(await client.GET("/faults")).faults;

export type Changes = Ok<"get_changes">;
/**
 * Whether anything changed since `since` (a cursor of an earlier answer); held by the server up
 * to `wait` seconds while nothing did. `signal` ends a held request early.
 */
export const getChanges = async (
  query: { since?: string; wait?: number; project?: number },
  signal?: AbortSignal,
) => ok(await client.GET("/changes", { params: { query }, signal }));

/**
 * A public API request as the project (path without `/v1`, e.g. `servers/4/actions/reboot`, with
 * its query). The console API passes it on unchanged; its answer's shape is the public API's.
 */
export async function resourceRequest<T>(
  project: number,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && csrfToken !== undefined) headers["X-CSRF-Token"] = csrfToken;
  // The pass-through's `{path}` takes the rest of the URL, slashes and query included, so it is
  // written here rather than encoded as one path parameter by the typed client.
  const response = await fetch(`./console-api/projects/${project}/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  if (!response.ok) throw noteSessionEnd(await envelopeError(response));
  const text = await response.text();
  return (text === "" ? undefined : JSON.parse(text)) as T;
}
