// Loads the rule fixtures (test/fixtures/rules/<family>.yaml): compact pairs of specs built on
// template.yaml. A schema case names a base and a head schema and, per slot it is placed in,
// the verdict and the exact set of rule ids the comparison must report; every slot is one
// fixture pair. A spec case deep-merges a base and a head overlay onto the template.
// The slots differ in where the schema sits, which decides how it is judged: `query` is
// form-exploded text, `required-query` a required one, the `xml-*` bodies are text on the
// wire, `required-request-property` is always sent.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { isObject, type JsonObject, type OpenApiDocument } from "../src/openapi/document.js";
import { breakingFixtures } from "./fixture-specs.js";

export const ruleFixtures = join(breakingFixtures, "..", "rules");

export const SLOTS = [
  "query",
  "required-query",
  "request-body",
  "request-property",
  "required-request-property",
  "xml-request-body",
  "response-body",
  "response-property",
  "xml-response-body",
  "response-header",
] as const;
export type Slot = (typeof SLOTS)[number] | "spec";

/** `breaking`: an error; `warning`: no error, a warning; `compatible`: info only; `unchanged`: nothing. */
export type Verdict = "breaking" | "warning" | "compatible" | "unchanged";
const VERDICTS = new Set<Verdict>(["breaking", "warning", "compatible", "unchanged"]);

export interface RulePair {
  family: string;
  name: string;
  slot: Slot;
  verdict: Verdict;
  rules: string[];
  pointer?: string;
  base: OpenApiDocument;
  head: OpenApiDocument;
}

const template = parse(
  readFileSync(join(ruleFixtures, "template.yaml"), "utf8"),
) as OpenApiDocument;

/** Deep merge: objects merge, anything else replaces, `null` deletes. */
function merge(target: unknown, overlay: unknown): unknown {
  if (!isObject(target) || !isObject(overlay)) return structuredClone(overlay);
  const out: JsonObject = { ...target };
  for (const [key, value] of Object.entries(overlay)) {
    if (value === null) delete out[key];
    else out[key] = key in out ? merge(out[key], value) : structuredClone(value);
  }
  return out;
}

function place(slot: Slot, schema: unknown, overlay: unknown): OpenApiDocument {
  const doc = structuredClone(merge(template, overlay ?? {})) as OpenApiDocument;
  if (slot === "spec") return doc;
  // biome-ignore lint/suspicious/noExplicitAny: the template's shape is fixed above.
  const get = (doc.paths as any)["/widgets"].get;
  // biome-ignore lint/suspicious/noExplicitAny: the template's shape is fixed above.
  const post = (doc.paths as any)["/widgets"].post;
  const wrap = (inner: unknown) => ({ type: "object", properties: { p: inner } });
  const response = get.responses["200"];
  if (slot === "query") get.parameters[0].schema = schema;
  else if (slot === "required-query")
    get.parameters[0] = { ...get.parameters[0], schema, required: true };
  else if (slot === "request-body") post.requestBody.content["application/json"].schema = schema;
  else if (slot === "request-property") {
    post.requestBody.content["application/json"].schema = wrap(schema);
  } else if (slot === "required-request-property") {
    post.requestBody.content["application/json"].schema = { ...wrap(schema), required: ["p"] };
  } else if (slot === "xml-request-body")
    post.requestBody.content = { "application/xml": { schema } };
  else if (slot === "xml-response-body") response.content = { "application/xml": { schema } };
  else if (slot === "response-body") response.content["application/json"].schema = schema;
  else if (slot === "response-property") response.content["application/json"].schema = wrap(schema);
  else response.headers["X-Widget"].schema = schema;
  return doc;
}

function parseExpectation(text: unknown, where: string): { verdict: Verdict; rules: string[] } {
  if (typeof text !== "string") throw new Error(`${where}: expectation must be a string`);
  const [verdict, ...rules] = text.trim().split(/\s+/);
  if (!VERDICTS.has(verdict as Verdict)) throw new Error(`${where}: unknown verdict ${verdict}`);
  return { verdict: verdict as Verdict, rules: rules.sort() };
}

export function loadRulePairs(): RulePair[] {
  const pairs: RulePair[] = [];
  const files = readdirSync(ruleFixtures).filter(
    (file) => file.endsWith(".yaml") && file !== "template.yaml",
  );
  for (const file of files.sort()) {
    const family = file.replace(/\.yaml$/, "");
    const doc = parse(readFileSync(join(ruleFixtures, file), "utf8"), { merge: true }) as {
      cases: JsonObject[];
    };
    for (const raw of doc.cases) {
      const name = String(raw.name);
      const where = `${file}: ${name}`;
      if (raw.spec === true) {
        const expectation = parseExpectation(raw.expect, where);
        pairs.push({
          family,
          name,
          slot: "spec",
          ...expectation,
          ...(typeof raw.pointer === "string" ? { pointer: raw.pointer } : {}),
          base: place("spec", undefined, raw.base),
          head: place("spec", undefined, raw.head),
        });
        continue;
      }
      if (!isObject(raw.expect)) throw new Error(`${where}: expect must map slots to verdicts`);
      for (const [slot, text] of Object.entries(raw.expect)) {
        if (!(SLOTS as readonly string[]).includes(slot))
          throw new Error(`${where}: unknown slot ${slot}`);
        pairs.push({
          family,
          name,
          slot: slot as Slot,
          ...parseExpectation(text, `${where} (${slot})`),
          base: place(slot as Slot, raw.base, raw.baseSpec),
          head: place(slot as Slot, raw.head, raw.headSpec),
        });
      }
    }
  }
  return pairs;
}
