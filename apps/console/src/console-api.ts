// The one typed module for the console API (console-api/openapi.yaml). Public API payloads go
// through `resourceRequest`, typed by the caller with the spec's generated types.

export type Permission = "read" | "read_write";

export interface Project {
  id: number;
  name: string;
  key: string;
  created: string;
  resource_count: number;
}

export interface Token {
  id: number;
  description: string;
  permission: Permission;
  prefix: string;
  created: string;
  last_used: string | null;
  source: "env" | "console";
}

/** An error envelope answer, from the console API or the public API behind it. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ConsoleError";
  }
}

let csrfToken: string | undefined;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (method !== "GET" && csrfToken !== undefined) headers["X-CSRF-Token"] = csrfToken;
  const response = await fetch(`./console-api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const parsed: unknown = text === "" ? undefined : JSON.parse(text);
  if (!response.ok) {
    const error = (parsed as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ConsoleError(
      response.status,
      error?.code ?? "unknown",
      error?.message ?? `request failed with status ${response.status}`,
    );
  }
  return parsed as T;
}

export async function currentSession(): Promise<boolean> {
  try {
    const session = await call<{ csrf_token: string }>("GET", "/session");
    csrfToken = session.csrf_token;
    return true;
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 401) return false;
    throw error;
  }
}

export async function signIn(password: string): Promise<void> {
  const session = await call<{ csrf_token: string }>("POST", "/session", { password });
  csrfToken = session.csrf_token;
}

export async function signOut(): Promise<void> {
  await call<void>("DELETE", "/session");
  csrfToken = undefined;
}

export const listProjects = () =>
  call<{ projects: Project[] }>("GET", "/projects").then((r) => r.projects);
export const createProject = (name: string) =>
  call<{ project: Project }>("POST", "/projects", { name }).then((r) => r.project);
export const renameProject = (id: number, name: string) =>
  call<{ project: Project }>("PUT", `/projects/${id}`, { name }).then((r) => r.project);
export const deleteProject = (id: number) => call<void>("DELETE", `/projects/${id}`);

export const listTokens = (project: number) =>
  call<{ tokens: Token[] }>("GET", `/projects/${project}/tokens`).then((r) => r.tokens);
export const createToken = (project: number, description: string, permission: Permission) =>
  call<{ token: Token; value: string }>("POST", `/projects/${project}/tokens`, {
    description,
    permission,
  });
export const revokeToken = (project: number, token: number) =>
  call<void>("DELETE", `/projects/${project}/tokens/${token}`);

/** A public API request as the project (path without `/v1`, e.g. `servers/4/actions/reboot`). */
export function resourceRequest<T>(
  project: number,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  return call<T>(method, `/projects/${project}/api/${path}`, body);
}

export interface JournalEntry {
  time: string;
  method: string;
  path: string;
  operation_id: string | null;
  status: number;
  error_code: string | null;
  duration_ms: number;
  correlation_id: string;
  fault: string | null;
}

export interface FaultRule {
  id: number;
  match: Record<string, unknown>;
  effect: Record<string, unknown>;
  probability: number;
  hits: number;
  count?: number | null;
}

export const listJournal = (project: number) =>
  call<{ entries: JournalEntry[] }>("GET", `/projects/${project}/journal`).then((r) => r.entries);
export const listFaults = () =>
  call<{ faults: FaultRule[] }>("GET", "/faults").then((r) => r.faults);
