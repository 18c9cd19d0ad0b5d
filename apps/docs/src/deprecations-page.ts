// "Deprecations and sunsets" (`deprecations.html`, `.md`): everything that is going away, in one
// place, generated at build from the spec (every deprecated operation, parameter and property,
// with its `x-sunset`, announcement and the replacement its description names), the emulator's
// catalog data (every server type, load balancer type, image and ISO with a deprecation) and the
// changelog (the day each deprecation was announced, linked). Each row says what happens after
// its date, as the API and the emulator do it.

import {
  isReference,
  listOperations,
  type OpenApiDocument,
  type Parameter,
  type Reference,
  resolve,
  type Schema,
} from "@cloud-api/spec/reader";
import type { ChangelogEntry } from "./changelog-page.js";
import { escapeXml, inlineHtml, isUpcoming } from "./changelog-page.js";

/** A catalog item with a deprecation (the emulator's `catalogDeprecations()`). */
export interface CatalogItem {
  type: "server_type" | "load_balancer_type" | "image" | "iso";
  name: string;
  id: number;
  detail?: string;
  announced: string;
  unavailable_after: string;
}

export interface DeprecatedThing {
  kind: "operation" | "parameter" | "property";
  /** `GET /datacenters`, `GET /servers: query sort`, `LoadBalancerType.deprecated`. */
  name: string;
  /** The day it stops working, `YYYY-MM-DD`, if set. */
  sunset?: string;
  /** What to use instead, from the description ("use ..."). */
  replacement?: string;
  announcement?: string;
  /** The changelog entry that announced it, when there is one. */
  entry?: { id: string; date: string };
  /** What users meet after the sunset (or, without one, what they may count on). */
  after: string;
}

export interface DeprecationsModel {
  things: DeprecatedThing[];
  catalog: CatalogItem[];
}

/** The clause after "use" in a description: `GET /servers/actions/{id}` (or ...). */
export function replacementOf(description: unknown): string | undefined {
  if (typeof description !== "string") return undefined;
  const match = /\b[Uu]se ((?:`[^`]*`|[^.;])+)/.exec(description.replace(/\s+/g, " "));
  return match?.[1]?.trim().replace(/[,:]$/, "");
}

function sunsetDay(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const day = value.slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

const AFTER = {
  operation: (sunset?: string) =>
    sunset
      ? "answers `410 deprecated_api_endpoint` (with `error.details.announcement`)"
      : "no removal date yet: keeps working as documented",
  parameter: (sunset?: string) =>
    sunset
      ? "refused with `422 invalid_input`"
      : "no removal date yet: keeps working as documented",
  property: (sunset?: string) =>
    sunset
      ? "refused in requests (`422 invalid_input`), no longer sent in responses"
      : "no removal date yet: still sent and accepted",
};

function entryFor(
  changelog: ChangelogEntry[],
  matches: (entry: ChangelogEntry) => boolean,
): { id: string; date: string } | undefined {
  const found = changelog.find((entry) => entry.kind === "deprecated" && matches(entry));
  return found ? { id: found.id, date: found.date } : undefined;
}

/** Deprecated properties of a schema, as `Prefix.a.b` (into arrays with `[]`), not through $refs. */
function deprecatedProperties(
  doc: OpenApiDocument,
  schema: Schema | Reference | undefined,
  prefix: string,
  out: { name: string; schema: Schema }[],
  depth = 0,
): void {
  if (!schema || isReference(schema) || depth > 8) return;
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}.${name}`;
    const property = isReference(raw) ? resolve<Schema>(doc, raw) : raw;
    if (property.deprecated === true) out.push({ name: path, schema: property });
    if (!isReference(raw)) deprecatedProperties(doc, raw, path, out, depth + 1);
  }
  if (schema.items) deprecatedProperties(doc, schema.items, `${prefix}[]`, out, depth + 1);
  for (const list of [schema.oneOf, schema.anyOf, schema.allOf]) {
    for (const part of list ?? []) deprecatedProperties(doc, part, prefix, out, depth + 1);
  }
}

export function collectDeprecations(
  doc: OpenApiDocument,
  catalog: CatalogItem[],
  changelog: ChangelogEntry[],
): DeprecationsModel {
  const things: DeprecatedThing[] = [];
  const add = (
    kind: DeprecatedThing["kind"],
    name: string,
    node: Record<string, unknown>,
    entry: { id: string; date: string } | undefined,
  ) => {
    const sunset = sunsetDay(node["x-sunset"]);
    const replacement = replacementOf(node.description);
    const announcement = node["x-deprecation-announcement"];
    things.push({
      kind,
      name,
      ...(sunset ? { sunset } : {}),
      ...(replacement ? { replacement } : {}),
      ...(typeof announcement === "string" ? { announcement } : {}),
      ...(entry ? { entry } : {}),
      after: AFTER[kind](sunset),
    });
  };
  for (const { path, method, pathItem, operation } of listOperations(doc)) {
    const label = `${method.toUpperCase()} ${path}`;
    if (operation.deprecated === true) {
      add(
        "operation",
        label,
        operation,
        entryFor(changelog, (e) => e.operations.includes(label)),
      );
    }
    for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
      const parameter = resolve<Parameter>(doc, raw) as Parameter & Record<string, unknown>;
      if (parameter.deprecated !== true) continue;
      const name = `${label}: ${parameter.in} ${parameter.name}`;
      add(
        "parameter",
        name,
        parameter,
        entryFor(changelog, (e) => e.fields.includes(name)),
      );
    }
  }
  const properties: { name: string; schema: Schema }[] = [];
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    deprecatedProperties(doc, schema as Schema, name, properties);
  }
  for (const { name, schema } of properties) {
    add(
      "property",
      name,
      schema,
      entryFor(changelog, (e) => e.fields.includes(name)),
    );
  }
  return { things, catalog };
}

const CATALOG_LABEL: Record<CatalogItem["type"], string> = {
  server_type: "Server type",
  load_balancer_type: "Load balancer type",
  image: "Image",
  iso: "ISO",
};

/** What happens to a catalog item after its `unavailable_after` (and, for images, before). */
const CATALOG_AFTER: Record<CatalogItem["type"], string> = {
  server_type:
    "refused for new servers and type changes there (`412 resource_unavailable`, `invalid_server_type`); leaves `GET /server_types` once retired in every location; existing servers keep it",
  load_balancer_type:
    "refused on create and change of type (`422 invalid_load_balancer_type`); leaves `GET /load_balancer_types`; existing load balancers keep it",
  image:
    "left out of `GET /images` from its deprecation on (unless `include_deprecated=true`); refused for new servers and rebuilds after (`422 invalid_input`); existing servers keep running",
  iso: "refused when attaching (`422 invalid_input`); leaves `GET /isos`; still found by id",
};

function day(instant: string): string {
  return instant.slice(0, 10);
}

function statusOf(date: string | undefined, now: Date): string {
  if (!date) return "no date yet";
  return isUpcoming({ date }, now) ? `upcoming: ${date}` : `since ${date}`;
}

function thingsTable(things: DeprecatedThing[], now: Date): string {
  if (things.length === 0) return "<p>None.</p>";
  const rows = things.map((thing) => {
    const announced = thing.entry
      ? `<a href="./changelog.html#${thing.entry.id}">${thing.entry.date}</a>`
      : thing.announcement
        ? `<a href="${escapeXml(thing.announcement)}">announcement</a>`
        : "";
    return `<tr><th scope="row"><code>${escapeXml(thing.name)}</code></th><td>${announced}</td><td>${escapeXml(statusOf(thing.sunset, now))}</td><td>${thing.replacement ? inlineHtml(thing.replacement) : ""}</td><td>${inlineHtml(thing.after)}</td></tr>`;
  });
  return `<table>
<thead><tr><th scope="col">Name</th><th scope="col">Announced</th><th scope="col">Sunset</th><th scope="col">Use instead</th><th scope="col">After the sunset</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>`;
}

function catalogTable(items: CatalogItem[], now: Date): string {
  if (items.length === 0) return "<p>None.</p>";
  const rows = items.map(
    (item) =>
      `<tr><th scope="row"><code>${escapeXml(item.name)}</code>${item.detail ? ` <span class="detail">(${escapeXml(item.detail)})</span>` : ""}</th><td>${escapeXml(CATALOG_LABEL[item.type])}</td><td>${day(item.announced)}</td><td>${escapeXml(statusOf(day(item.unavailable_after), now))}</td><td>${inlineHtml(CATALOG_AFTER[item.type])}</td></tr>`,
  );
  return `<table>
<thead><tr><th scope="col">Item</th><th scope="col">Type</th><th scope="col">Announced</th><th scope="col">Unavailable after</th><th scope="col">After that</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>`;
}

const SECTIONS = [
  ["operations", "Operations", "operation"],
  ["parameters", "Parameters", "parameter"],
  ["properties", "Properties", "property"],
] as const;

export function deprecationsHtml(title: string, model: DeprecationsModel, now: Date): string {
  const sections = SECTIONS.map(
    ([id, heading, kind]) => `<section id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${heading}</h2>
${thingsTable(
  model.things.filter((thing) => thing.kind === kind),
  now,
)}
</section>`,
  );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeXml(title)}: deprecations and sunsets</title>
<link rel="icon" type="image/svg+xml" href="./favicon.svg" />
<link rel="alternate" type="application/rss+xml" title="${escapeXml(title)} changelog" href="./changelog.xml" />
<style>
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif; color: #1a1a1a; }
a { color: #0b2545; }
nav a { margin-right: 1rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1rem; }
th, td { border-bottom: 1px solid #ccc; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #f0f0f0; }
code { background: #f0f0f0; padding: 0 0.2em; }
.detail { color: #4a4a4a; font-weight: normal; }
</style>
</head>
<body>
<header>
<nav aria-label="Site"><a href="./">API reference</a><a href="./changelog.html">Changelog</a><a href="./changelog.xml">RSS feed</a><a href="./deprecations.md">Markdown</a></nav>
<h1>Deprecations and sunsets</h1>
<p>Everything in the ${escapeXml(title)} that is going away, with its dates, what to use instead and what happens after. A sunset date is a promise: until that day the item works as documented, and the date never moves earlier. Operations, parameters and properties come from the API description; catalog items (server types, load balancer types, images, ISOs) show their own <code>deprecation</code> in the API. Each announcement and each sunset is also an entry of the <a href="./changelog.html">changelog</a>.</p>
</header>
<main>
${sections.join("\n")}
<section id="catalog" aria-labelledby="catalog-title">
<h2 id="catalog-title">Catalog items</h2>
${catalogTable(model.catalog, now)}
</section>
</main>
</body>
</html>
`;
}

export function deprecationsMarkdown(title: string, model: DeprecationsModel, now: Date): string {
  const lines = [
    `# ${title}: deprecations and sunsets`,
    "",
    "Everything that is going away. [Changelog](changelog.md).",
    "",
  ];
  for (const [, heading, kind] of SECTIONS) {
    lines.push(`## ${heading}`, "");
    const things = model.things.filter((thing) => thing.kind === kind);
    if (things.length === 0) lines.push("None.", "");
    for (const thing of things) {
      const parts = [
        `announced ${thing.entry?.date ?? "(see the announcement)"}`,
        `sunset: ${statusOf(thing.sunset, now)}`,
        ...(thing.replacement ? [`use instead: ${thing.replacement}`] : []),
        `after: ${thing.after}`,
      ];
      lines.push(`- \`${thing.name}\`: ${parts.join("; ")}`);
    }
    lines.push("");
  }
  lines.push("## Catalog items", "");
  for (const item of model.catalog) {
    lines.push(
      `- ${CATALOG_LABEL[item.type]} \`${item.name}\`${item.detail ? ` (${item.detail})` : ""}: announced ${day(item.announced)}; unavailable after: ${statusOf(day(item.unavailable_after), now)}; after: ${CATALOG_AFTER[item.type]}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
