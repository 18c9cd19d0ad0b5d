// The API changelog's source: one Markdown file per change in spec/changes/, written with the
// spec change itself (like a changeset), never derived from commit messages. Its front matter
// says when the change takes effect for users, what kind it is and what it touches; its body
// says it to them. spec/changes/README.md is the format's reference for authors.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { parseSunsetDate } from "../breaking/sunset.js";
import {
  isObject,
  type JsonObject,
  type OpenApiDocument,
  operationsOf,
} from "../openapi/document.js";
import { DEFAULT_API } from "../spec/documents.js";

export const CHANGES_DIR = "spec/changes";
export const KINDS = ["added", "changed", "deprecated", "removed"] as const;
export type Kind = (typeof KINDS)[number];

/** What a draft leaves for its author to write; an entry that still says it is not done. */
export const DRAFT_MARKER = "TODO(changelog)";

export interface ChangeEntry {
  /** The file name without `.md`: the entry's anchor in the docs and its id everywhere. */
  id: string;
  /** The day it takes effect for users, `YYYY-MM-DD` (00:00 UTC). */
  effective: string;
  kind: Kind;
  breaking: boolean;
  /** One line: the headline of the entry, its feed title. */
  title: string;
  /** For users: what changed, who is affected, what to do. Plain text, `code` allowed. */
  text: string;
  /** `METHOD /path` of every operation it touches (empty only for `initial` or with fields). */
  operations: string[];
  /** Fields, parameters, values it touches (`Server.datacenter`, `POST /servers body datacenter`). */
  fields: string[];
  /** When users were told, if before `effective` (`YYYY-MM-DD`). */
  announced?: string;
  /** The provider's announcement (URL). */
  announcement?: string;
  /** `deprecated` only: the day it stops working (the spec's `x-sunset`). */
  sunset?: string;
  /** `deprecated` only: what to use instead. */
  replacement?: string;
  /** `deprecated` with a sunset: what users meet on that day (a default is written otherwise). */
  sunsetText?: string;
  /** The spec's state before its first release, as one entry. */
  initial?: boolean;
  /**
   * The API document the entry's operations belong to, by its id in `@cloud-api/spec/documents`
   * (`hetzner` for the Hetzner API); absent: the Cloud API (`cloud`).
   */
  api?: string;
}

/** The document an entry without `api` speaks of: the Cloud API. */
export { DEFAULT_API };

export interface EntryProblem {
  file: string;
  message: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const OPERATION = /^(GET|PUT|POST|DELETE|PATCH|HEAD|OPTIONS|TRACE) \/\S*$/;
const KEYS = new Set([
  "effective",
  "kind",
  "breaking",
  "title",
  "operations",
  "fields",
  "announced",
  "announcement",
  "sunset",
  "replacement",
  "sunset_text",
  "initial",
  "api",
]);

/** A `YYYY-MM-DD` that is a real day (YAML may hand it over as text or as a date). */
function dayOf(value: unknown): string | undefined {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== "string" || !DAY.test(text)) return undefined;
  return parseSunsetDate(text) ? text : undefined;
}

function strings(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) return undefined;
  return value as string[];
}

/** Splits `---\nfront matter\n---\nbody`; undefined when the file has no front matter. */
function splitFrontMatter(text: string): { front: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  return match ? { front: match[1] ?? "", body: match[2] ?? "" } : undefined;
}

/** One entry file, or what is wrong with it (each problem says what to write instead). */
export function parseEntry(
  file: string,
  source: string,
): { entry?: ChangeEntry; problems: EntryProblem[] } {
  const problems: EntryProblem[] = [];
  const problem = (message: string) => problems.push({ file, message });
  const parts = splitFrontMatter(source);
  if (!parts) {
    problem(
      "no front matter: start the file with `---`, the fields, and `---` (spec/changes/README.md)",
    );
    return { problems };
  }
  let front: unknown;
  try {
    front = parse(parts.front);
  } catch (error) {
    problem(
      `front matter is not YAML: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    );
    return { problems };
  }
  if (!isObject(front)) {
    problem("front matter must be a YAML mapping of fields");
    return { problems };
  }
  const data = front as JsonObject;
  for (const key of Object.keys(data)) {
    if (!KEYS.has(key)) problem(`unknown field \`${key}\` (fields: ${[...KEYS].join(", ")})`);
  }
  const effective = dayOf(data.effective);
  if (!effective)
    problem("`effective` must be the day the change takes effect for users, YYYY-MM-DD");
  const kind = data.kind;
  if (!(KINDS as readonly unknown[]).includes(kind)) {
    problem(`\`kind\` must be one of ${KINDS.join(", ")} (got ${JSON.stringify(kind)})`);
  }
  if (typeof data.breaking !== "boolean") {
    problem("`breaking` must be true or false: does the change break clients written before it?");
  }
  const title = typeof data.title === "string" ? data.title.trim() : "";
  if (!title || title.includes("\n")) problem("`title` must be one line saying what changed");
  const operations = strings(data.operations);
  if (!operations) problem("`operations` must be a list of `METHOD /path` strings");
  for (const operation of operations ?? []) {
    if (!OPERATION.test(operation)) {
      problem(
        `operation ${JSON.stringify(operation)} is not \`METHOD /path\` (e.g. \`GET /servers/{id}\`)`,
      );
    }
  }
  const fields = strings(data.fields);
  if (!fields) problem("`fields` must be a list of strings");
  const initial = data.initial === true;
  if (!initial && (operations?.length ?? 0) === 0 && (fields?.length ?? 0) === 0) {
    problem("name the `operations` (or at least the `fields`) the change touches");
  }
  const optionalDay = (key: string) => {
    if (data[key] === undefined) return undefined;
    const day = dayOf(data[key]);
    if (!day) problem(`\`${key}\` must be YYYY-MM-DD`);
    return day;
  };
  const announced = optionalDay("announced");
  const sunset = optionalDay("sunset");
  const optionalText = (key: string) => {
    if (data[key] === undefined) return undefined;
    if (typeof data[key] !== "string" || data[key] === "") problem(`\`${key}\` must be text`);
    return typeof data[key] === "string" ? data[key] : undefined;
  };
  const announcement = optionalText("announcement");
  if (announcement !== undefined && !/^https?:\/\/\S+$/.test(announcement)) {
    problem("`announcement` must be a URL");
  }
  const api = optionalText("api");
  if (api !== undefined && !/^[a-z][a-z0-9-]*$/.test(api)) {
    problem("`api` must be the id of an API document (`hetzner`; leave it out for the Cloud API)");
  }
  const replacement = optionalText("replacement");
  const sunsetText = optionalText("sunset_text");
  if ((sunset || replacement || sunsetText) && kind !== "deprecated") {
    problem("`sunset`, `replacement` and `sunset_text` belong to `kind: deprecated` entries");
  }
  if (sunsetText && !sunset) problem("`sunset_text` needs a `sunset` date");
  if (announced && effective && announced > effective) {
    problem(`\`announced\` (${announced}) comes after \`effective\` (${effective})`);
  }
  if (sunset && effective && sunset <= effective) {
    problem(`\`sunset\` (${sunset}) must come after \`effective\` (${effective})`);
  }
  // HTML comments (the draft's list of findings) are notes for the author, not for users.
  const text = parts.body
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim()
    .replace(/[ \t]*\r?\n[ \t]*/g, " ");
  if (!text) problem("the body must say, for users, what changed, who is affected and what to do");
  if (source.includes(DRAFT_MARKER)) {
    problem(`still a draft: replace the \`${DRAFT_MARKER}\` lines with the sentence for users`);
  }
  if (problems.length > 0) return { problems };
  return {
    problems,
    entry: {
      id: file.replace(/\.md$/, ""),
      effective: effective as string,
      kind: kind as Kind,
      breaking: data.breaking as boolean,
      title,
      text,
      operations: operations ?? [],
      fields: fields ?? [],
      ...(announced ? { announced } : {}),
      ...(announcement ? { announcement } : {}),
      ...(sunset ? { sunset } : {}),
      ...(replacement ? { replacement } : {}),
      ...(sunsetText ? { sunsetText } : {}),
      ...(initial ? { initial } : {}),
      ...(api !== undefined && api !== DEFAULT_API ? { api } : {}),
    },
  };
}

/** The entry files of a spec/changes folder (`README.md` is the format, not an entry). */
export function entryFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(".md") && name !== "README.md").sort();
}

/** Every entry of the repository at `root`, and every problem of its files. */
export function loadEntries(root: string): { entries: ChangeEntry[]; problems: EntryProblem[] } {
  const dir = join(root, CHANGES_DIR);
  const entries: ChangeEntry[] = [];
  const problems: EntryProblem[] = [];
  for (const file of entryFiles(dir)) {
    const result = parseEntry(file, readFileSync(join(dir, file), "utf8"));
    problems.push(...result.problems);
    if (result.entry) entries.push(result.entry);
  }
  const initial = entries.filter((entry) => entry.initial);
  if (initial.length > 1) {
    problems.push({
      file: initial.map((entry) => `${entry.id}.md`).join(", "),
      message: "only one entry may be `initial: true` (the spec before its first release)",
    });
  }
  return { entries, problems };
}

/**
 * What the entries say about the specs must hold in them: operations they name exist in the
 * document of the entry's `api` (unless the entry removes them), and a deprecation with a sunset
 * matches the operations' `x-sunset`. `documents` holds each API document by its id; the Cloud
 * API's is `cloud`.
 */
export function checkAgainstSpecs(
  entries: ChangeEntry[],
  documents: Readonly<Partial<Record<string, OpenApiDocument>>>,
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const present = Object.entries(documents).filter(
    (pair): pair is [string, OpenApiDocument] => pair[1] !== undefined,
  );
  const operationsById = new Map(
    present.map(([id, spec]) => [
      id,
      new Map([...operationsOf(spec).values()].map((entry) => [entry.label, entry.operation])),
    ]),
  );
  const known = [...operationsById.keys()].join(", ");
  for (const entry of entries) {
    const file = `${entry.id}.md`;
    const api = entry.api ?? DEFAULT_API;
    const operations = operationsById.get(api);
    if (!operations) {
      problems.push({ file, message: `\`api: ${api}\` is not an API document (known: ${known})` });
      continue;
    }
    for (const label of entry.operations) {
      const operation = operations.get(label);
      if (!operation) {
        if (entry.kind !== "removed") {
          const elsewhere = [...operationsById].find(([, other]) => other.has(label))?.[0];
          problems.push({
            file,
            message:
              elsewhere === undefined
                ? `operation ${label} is not in the spec (removed entries may name gone ones)`
                : `operation ${label} is not in the ${api} document but in the ${elsewhere} one: ${elsewhere === DEFAULT_API ? "leave out `api`" : `add \`api: ${elsewhere}\``} (one entry per API)`,
          });
        }
        continue;
      }
      if (entry.kind === "deprecated" && entry.sunset) {
        const sunset = parseSunsetDate(operation["x-sunset"]);
        const day = sunset?.toISOString().slice(0, 10);
        if (operation.deprecated !== true || day !== entry.sunset) {
          problems.push({
            file,
            message: `${label} must be \`deprecated: true\` with \`x-sunset: ${entry.sunset}\` in the spec, as the entry says (it has ${operation.deprecated === true ? `x-sunset ${day ?? "none"}` : "no deprecation"})`,
          });
        }
      }
    }
  }
  return problems;
}
