// Plain Markdown for readers that are programs: `llms.txt` (https://llmstxt.org) lists every
// operation by tag with a link to `operations/<operationId>.md`, a page with the description,
// parameters, request and response shapes and the samples. Generated at build from the same
// document and samples as the HTML reference; every link is relative.

import {
  isReference,
  listOperations,
  type MediaType,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Reference,
  type RequestBody,
  type Response,
  resolve,
  type Schema,
} from "@cloud-api/spec/reader";
import { CODE_SAMPLE_LANGUAGES, type OperationSamples } from "./code-samples.js";

export const OPERATIONS_DIR = "operations";

const FENCE: Record<string, string> = {
  TypeScript: "ts",
  curl: "sh",
  CLI: "sh",
  Python: "python",
  Go: "go",
};

export interface MarkdownPage {
  /** Relative to the site root, e.g. `operations/get_server.md`. */
  path: string;
  text: string;
}

export function operationPagePath(operationId: string): string {
  return `${OPERATIONS_DIR}/${operationId}.md`;
}

/** One API listed in `llms.txt`: its document and the file name of its OpenAPI download. */
export interface LlmsApi {
  document: OpenApiDocument;
  json: string;
}

/**
 * `llms.txt`: the main API's title and summary, then each tag's operations linked to their
 * page; the site's further APIs follow, their tags headed with the API's title.
 */
export function llmsTxt(apis: readonly LlmsApi[]): string {
  const [main, ...more] = apis;
  if (!main) throw new Error("llms.txt needs at least one API");
  const lines = [`# ${main.document.info.title}`, ""];
  const summary = main.document.info.summary;
  if (typeof summary === "string") lines.push(`> ${summary}`, "");
  lines.push(
    "Every operation of the API, one plain Markdown page each (parameters, request and response",
    "shapes, samples in TypeScript, curl, the hcloud CLI, Python and Go). The OpenAPI document:",
    `[${main.json}](${main.json}). Changes: [changelog.md](changelog.md).`,
    "",
  );
  for (const api of more) {
    const title = api.document.info.title;
    const about =
      typeof api.document.info.summary === "string" ? ` ${api.document.info.summary}` : "";
    lines.push(
      `The ${title} (same token, its own host) follows, its sections headed "${title}:".${about}`,
      `Its OpenAPI document: [${api.json}](${api.json}).`,
      "",
    );
  }
  for (const [index, api] of apis.entries()) {
    const heading = index === 0 ? "" : `${api.document.info.title}: `;
    const byTag = new Map<string, OperationEntry[]>();
    for (const entry of listOperations(api.document)) {
      const tag = (entry.operation.tags as string[] | undefined)?.[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
    for (const [tag, entries] of byTag) {
      lines.push(`## ${heading}${tag}`, "");
      for (const { method, path, operation } of entries) {
        const id = operation.operationId ?? "";
        lines.push(
          `- [${operation.summary ?? id}](${operationPagePath(id)}): \`${method.toUpperCase()} ${path}\``,
        );
      }
      lines.push("");
    }
  }
  return lines.join("\n");
}

export function operationPage(
  document: OpenApiDocument,
  entry: OperationEntry,
  samples: OperationSamples,
): MarkdownPage {
  const { operation, method, path } = entry;
  const id = operation.operationId ?? "";
  const lines = [`# ${operation.summary ?? id}`, "", `\`${method.toUpperCase()} ${path}\``, ""];
  lines.push(`Operation id: \`${id}\`. [Back to the index](../llms.txt).`, "");
  if (typeof operation.description === "string") lines.push(operation.description.trim(), "");

  const parameters = [...(entry.pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
    (raw) => resolve<Parameter>(document, raw),
  );
  if (parameters.length > 0) {
    lines.push(
      "## Parameters",
      "",
      "| name | in | type | required | description |",
      "|---|---|---|---|---|",
    );
    for (const parameter of parameters) {
      const schema = parameter.schema ? resolve<Schema>(document, parameter.schema) : undefined;
      lines.push(
        `| \`${parameter.name}\` | ${parameter.in} | ${typeName(document, schema)} | ${parameter.required ? "yes" : "no"} | ${cell(parameter.description)} |`,
      );
    }
    lines.push("");
  }

  if (operation.requestBody) {
    const body = resolve<RequestBody>(document, operation.requestBody);
    for (const [contentType, media] of Object.entries(body.content ?? {})) {
      lines.push(`## Request body (\`${contentType}\`)`, "");
      lines.push(...shape(document, media));
    }
  }

  for (const [status, raw] of Object.entries(operation.responses ?? {})) {
    if (!status.startsWith("2")) continue;
    const response = resolve<Response>(document, raw);
    lines.push(`## Response ${status}`, "");
    if (response.description) lines.push(response.description.trim(), "");
    for (const media of Object.values(response.content ?? {}))
      lines.push(...shape(document, media));
  }

  lines.push("## Samples", "");
  for (const { label } of CODE_SAMPLE_LANGUAGES) {
    const result = samples.results[label];
    lines.push(`### ${label}`, "");
    if ("source" in result)
      lines.push(`\`\`\`${FENCE[label] ?? ""}`, result.source.trimEnd(), "```", "");
    else lines.push(`Not available: ${result.unsupported}.`, "");
  }
  return { path: operationPagePath(id), text: lines.join("\n") };
}

/** A schema's top-level properties as a table, then its example. */
function shape(document: OpenApiDocument, media: MediaType): string[] {
  const lines: string[] = [];
  const schema = media.schema ? resolve<Schema>(document, media.schema) : undefined;
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length > 0) {
    lines.push("| field | type | required | description |", "|---|---|---|---|");
    for (const [name, raw] of properties) {
      const property = resolve<Schema>(document, raw);
      const required = schema?.required?.includes(name) ? "yes" : "no";
      lines.push(
        `| \`${name}\` | ${typeName(document, property)} | ${required} | ${cell(property.description)} |`,
      );
    }
    lines.push("");
  }
  const example =
    media.example ??
    Object.values(media.examples ?? {}).map((item) => resolve(document, item).value)[0];
  if (example !== undefined) {
    lines.push("Example:", "", "```json", JSON.stringify(example, null, 2), "```", "");
  }
  return lines;
}

function typeName(document: OpenApiDocument, schema: Schema | undefined): string {
  if (!schema) return "";
  const type = Array.isArray(schema.type) ? schema.type.join(" \\| ") : schema.type;
  if (type === "array" && schema.items) {
    const items = isReference(schema.items)
      ? (schema.items as Reference).$ref.split("/").pop()
      : typeName(document, schema.items as Schema);
    return `array of ${items}`;
  }
  if (schema.enum)
    return `${type ?? ""} (${schema.enum.map((item) => `\`${String(item)}\``).join(", ")})`;
  if (schema.oneOf || schema.anyOf) return "one of several shapes";
  return type ?? "object";
}

function cell(text: unknown): string {
  return typeof text === "string" ? text.replace(/\s+/g, " ").replaceAll("|", "\\|").trim() : "";
}
