// The TypeScript code sample of one operation: `@cloud-api/client` (an openapi-fetch client),
// called with the path template, typed params and body exactly as the generated `paths` type
// spells them, so a sample that compiles is a sample that is right.

import type { HttpMethod } from "@cloud-api/spec/reader";
import type { ExampleRequest } from "./operation-example.js";

export interface TypeScriptSampleInput {
  method: HttpMethod;
  path: string;
  request: ExampleRequest;
  /** True when no success response has a body (204): the sample then reads no `data`. */
  noContent: boolean;
  /** The API the operation belongs to: the Hetzner API's client comes from its own entry. */
  api?: "cloud" | "hetzner";
}

export const CLIENT_PACKAGE = "@cloud-api/client";
const CLIENTS = {
  cloud: { factory: "createCloudClient", from: CLIENT_PACKAGE },
  hetzner: { factory: "createHetznerClient", from: `${CLIENT_PACKAGE}/hetzner` },
};
export const TOKEN_ENV = "CLOUD_API_TOKEN";

/** Lines longer than this are broken up, as a formatter with Biome's defaults would. */
const LINE_WIDTH = 100;

export function typescriptSample({
  method,
  path,
  request,
  noContent,
  api = "cloud",
}: TypeScriptSampleInput) {
  const { factory, from } = CLIENTS[api];
  const init = requestInit(request);
  const head = `${noContent ? "const { error }" : "const { data, error }"} = await client.${method.toUpperCase()}(${JSON.stringify(path)}`;
  const oneLine = init === undefined ? `${head});` : `${head}, ${inlineLiteral(init)});`;
  const statement =
    init === undefined || oneLine.length <= LINE_WIDTH
      ? oneLine
      : `${head}, ${typescriptLiteral(init, 0, true)});`;
  return [
    `import { ${factory} } from "${from}";`,
    "",
    `const client = ${factory}({ token: process.env.${TOKEN_ENV} ?? "" });`,
    "",
    statement,
    "if (error) throw error;",
    ...(noContent ? [] : ["console.log(data);"]),
    "",
  ].join("\n");
}

/** The second argument of the call, or undefined when the operation takes none. */
function requestInit(request: ExampleRequest): Record<string, unknown> | undefined {
  const params: Record<string, unknown> = {};
  if (Object.keys(request.pathParams).length > 0) params.path = request.pathParams;
  if (Object.keys(request.query).length > 0) params.query = request.query;
  const init: Record<string, unknown> = {};
  if (Object.keys(params).length > 0) init.params = params;
  if (request.body) init.body = request.body.value;
  return Object.keys(init).length > 0 ? init : undefined;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Literals short enough for one line stay on one line, like a formatter would print them. */
const INLINE_WIDTH = 60;

/** Formats a JSON value as a TypeScript expression (unquoted keys where legal, trailing commas). */
export function typescriptLiteral(value: unknown, indent: number, expand = false): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  const inline = inlineLiteral(value);
  if (!expand && inline.length <= INLINE_WIDTH) return inline;
  const pad = "  ".repeat(indent + 1);
  const close = "  ".repeat(indent);
  if (Array.isArray(value)) {
    const items = value.map((item) => `${pad}${typescriptLiteral(item, indent + 1)},`);
    return `[\n${items.join("\n")}\n${close}]`;
  }
  const entries = Object.entries(value).map(
    ([key, item]) => `${pad}${propertyKey(key)}: ${typescriptLiteral(item, indent + 1)},`,
  );
  return `{\n${entries.join("\n")}\n${close}}`;
}

export function inlineLiteral(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "undefined";
  if (Array.isArray(value)) return `[${value.map(inlineLiteral).join(", ")}]`;
  const entries = Object.entries(value);
  if (entries.length === 0) return "{}";
  return `{ ${entries.map(([key, item]) => `${propertyKey(key)}: ${inlineLiteral(item)}`).join(", ")} }`;
}

function propertyKey(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key);
}
