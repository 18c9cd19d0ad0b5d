// A tiny API description in the shape openapi-typescript generates, so that the client's
// generic layer is tested independently of the real spec's content.

interface NoOperations {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}
type PathItem<Operations> = Omit<NoOperations, keyof Operations> & Operations;

interface ErrorResponses {
  "4XX": { headers: { [name: string]: unknown }; content: { "application/json": ErrorBody } };
  "5XX": { headers: { [name: string]: unknown }; content: { "application/json": ErrorBody } };
}
interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}
type Json<Body> = { headers: { [name: string]: unknown }; content: { "application/json": Body } };

export interface Thing {
  id: number;
  name: string;
}
export interface TestAction {
  id: number;
  command: string;
  status: "running" | "success" | "error";
  progress: number;
  started: string;
  finished: string | null;
  resources: { id: number; type: string }[];
  error: { code: string; message: string } | null;
}
interface Pagination {
  page: number;
  per_page: number;
  previous_page: number | null;
  next_page: number | null;
  last_page: number | null;
  total_entries: number | null;
}

export interface TestPaths {
  "/things": PathItem<{
    get: {
      parameters: {
        query?: { page?: number; per_page?: number; label_selector?: string };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: Json<{ things: Thing[]; meta: { pagination: Pagination } }>;
      } & ErrorResponses;
    };
    post: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { name: string } } };
      responses: {
        201: Json<{ thing: Thing; action: TestAction; next_actions: TestAction[] }>;
      } & ErrorResponses;
    };
  }>;
  "/things/{id}": PathItem<{
    get: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ thing: Thing }> } & ErrorResponses;
    };
    put: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody: { content: { "application/json": { name: string } } };
      responses: { 200: Json<{ thing: Thing }> } & ErrorResponses;
    };
    delete: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: {
        204: { headers: { [name: string]: unknown }; content?: never };
      } & ErrorResponses;
    };
  }>;
  "/things/{id}/parts": PathItem<{
    get: {
      parameters: {
        query?: { page?: number; per_page?: number };
        header?: never;
        path: { id: number };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: Json<{ parts: string[]; meta: { pagination: Pagination } }>;
      } & ErrorResponses;
    };
  }>;
  "/actions/{id}": PathItem<{
    get: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: { 200: Json<{ action: TestAction }> } & ErrorResponses;
    };
  }>;
}

export function paginationOf(page: number, lastPage: number, perPage = 2): Pagination {
  return {
    page,
    per_page: perPage,
    previous_page: page > 1 ? page - 1 : null,
    next_page: page < lastPage ? page + 1 : null,
    last_page: lastPage,
    total_entries: null,
  };
}

export function actionOf(
  id: number,
  status: TestAction["status"],
  error: TestAction["error"] = null,
): TestAction {
  return {
    id,
    command: "poke_thing",
    status,
    progress: status === "running" ? 50 : 100,
    started: "2026-01-01T00:00:00Z",
    finished: status === "running" ? null : "2026-01-01T00:00:05Z",
    resources: [{ id: 1, type: "thing" }],
    error,
  };
}
