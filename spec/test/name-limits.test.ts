// Every `name` and `description` a request body can carry is bounded by the spec (issue 27):
// a maximum length, and a pattern that refuses NUL and other control characters and unpaired
// UTF-16 surrogates. The emulator validates bodies against these schemas, so a family added
// later gets the limits from its schema or fails this test, instead of forgetting them.
import { beforeAll, describe, expect, it } from "vitest";
import { createSchemaValidator } from "../lib/ajv.mjs";
import {
  dereference,
  escapePointerSegment,
  isObject,
  type JsonObject,
  listOperations,
  loadSpecDocument,
  type OpenApiDocument,
} from "../lib/reader.mjs";

interface TextField {
  /** `create_server name`, `create_firewall rules[].description`. */
  label: string;
  /** JSON pointer of the property's schema, for the validator. */
  pointer: string;
  /** The schema, `$ref`s resolved. */
  schema: JsonObject;
}

const TEXT_FIELDS = new Set(["name", "description"]);

/** The string branch of a schema: itself, or the branch of a `oneOf [string, null]`. */
function stringSchemas(doc: OpenApiDocument, node: unknown, pointer: string): JsonObject[] {
  const { value: schema, pointer: at } = dereference(doc, node, pointer);
  if (!isObject(schema)) return [];
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches)) {
    return branches.flatMap((branch, index) =>
      stringSchemas(doc, branch, `${at}/${schema.oneOf ? "oneOf" : "anyOf"}/${index}`),
    );
  }
  const type = schema.type;
  const isString = type === "string" || (Array.isArray(type) && type.includes("string"));
  return isString ? [schema] : [];
}

/** Every `name`/`description` property reachable from a request body schema, nested ones too. */
function textFieldsOf(doc: OpenApiDocument): TextField[] {
  const found: TextField[] = [];
  for (const op of listOperations(doc)) {
    if (op.operation.requestBody === undefined) continue;
    const body = dereference(doc, op.operation.requestBody, `${op.pointer}/requestBody`);
    if (!isObject(body.value) || !isObject(body.value.content)) continue;
    const seen = new Set<string>();
    const visit = (node: unknown, pointer: string, path: string): void => {
      const { value: schema, pointer: at } = dereference(doc, node, pointer);
      if (!isObject(schema) || seen.has(at)) return;
      seen.add(at);
      for (const keyword of ["oneOf", "anyOf", "allOf"]) {
        const branches = schema[keyword];
        if (Array.isArray(branches)) {
          branches.forEach((branch, index) => {
            visit(branch, `${at}/${keyword}/${index}`, path);
          });
        }
      }
      if (schema.items !== undefined) visit(schema.items, `${at}/items`, `${path}[]`);
      if (!isObject(schema.properties)) return;
      for (const [key, property] of Object.entries(schema.properties)) {
        const propertyPointer = `${at}/properties/${escapePointerSegment(key)}`;
        const field = path === "" ? key : `${path}.${key}`;
        if (TEXT_FIELDS.has(key)) {
          for (const text of stringSchemas(doc, property, propertyPointer)) {
            found.push({
              label: `${String(op.operation.operationId)} ${field}`,
              pointer: propertyPointer,
              schema: text,
            });
          }
        }
        visit(property, propertyPointer, field);
      }
    };
    const media = body.value.content["application/json"];
    if (!isObject(media)) continue;
    visit(media.schema, `${body.pointer}/content/application~1json/schema`, "");
  }
  return found;
}

let doc: OpenApiDocument;
let validatorAt: ReturnType<typeof createSchemaValidator>;

beforeAll(() => {
  doc = loadSpecDocument();
  validatorAt = createSchemaValidator(doc);
});

/**
 * Per document: the fields that must be found, and the longest limit allowed. The Cloud API
 * states no limit for most names and descriptions (255 is our ceiling, issue 27); the Hetzner
 * API states 50 for subaccount names and 1000 for descriptions (storage-box-facts §3).
 */
const TEXT_FIELD_RULES = [
  {
    id: "cloud",
    title: "Cloud API",
    ceiling: 255,
    expected: [
      "create_server name",
      "update_server name",
      "create_volume name",
      "update_volume name",
      "create_load_balancer name",
      "update_load_balancer name",
      "create_certificate name",
      "update_certificate name",
      "create_network name",
      "update_network name",
      "create_firewall name",
      "update_firewall name",
      "create_firewall rules[].description",
      "set_firewall_rules rules[].description",
      "create_floating_ip name",
      "create_floating_ip description",
      "update_floating_ip name",
      "update_floating_ip description",
      "create_primary_ip name",
      "update_primary_ip name",
      "create_placement_group name",
      "update_placement_group name",
      "create_ssh_key name",
      "update_ssh_key name",
      "update_image description",
      "create_server_image description",
      "create_zone name",
      "create_zone rrsets[].name",
      "create_zone_rrset name",
    ],
  },
  {
    id: "hetzner",
    title: "Hetzner API",
    ceiling: 1000,
    expected: [
      "create_storage_box name",
      "update_storage_box name",
      "create_storage_box_subaccount name",
      "create_storage_box_subaccount description",
      "update_storage_box_subaccount name",
      "update_storage_box_subaccount description",
      "create_storage_box_snapshot description",
      "update_storage_box_snapshot description",
    ],
  },
] as const;

describe.each(TEXT_FIELD_RULES)(
  "names and descriptions in request bodies of the $title",
  ({ id, ceiling, expected }) => {
    let fields: TextField[];
    let validateAt: ReturnType<typeof createSchemaValidator>;

    beforeAll(() => {
      const document = loadSpecDocument(id);
      fields = textFieldsOf(document);
      validateAt = createSchemaValidator(document);
    });

    it("finds the name of every family's create and update body, and the descriptions", () => {
      const labels = fields.map((field) => field.label);
      for (const label of expected) expect(labels).toContain(label);
    });

    it(`gives every one a maximum length of at most ${ceiling} characters`, () => {
      const unbounded = fields
        .filter(
          (field) =>
            typeof field.schema.maxLength !== "number" ||
            (field.schema.maxLength as number) > ceiling,
        )
        .map((field) => field.label);
      expect(unbounded).toEqual([]);
    });

    it("refuses NUL, other control characters, lone surrogates and a 1 MB value in every one", () => {
      const lenient: string[] = [];
      for (const field of fields) {
        const validate = validateAt(field.pointer);
        for (const value of [
          "a\u0000b",
          "a\u0007b",
          "a\ud800b",
          "a\udc00b",
          "x".repeat(1_000_000),
        ]) {
          if (validate(value))
            lenient.push(`${field.label} accepts ${JSON.stringify(value.slice(0, 4))}`);
        }
      }
      expect(lenient).toEqual([]);
    });

    it("accepts a short plain value in every one (the pattern is not a wall)", () => {
      const refused = fields
        .filter((field) => !validateAt(field.pointer)("web1"))
        .map((field) => field.label);
      expect(refused).toEqual([]);
    });
  },
);

describe("the shared free-text schemas", () => {
  const name = () => validatorAt("#/components/schemas/ResourceName");
  const description = () => validatorAt("#/components/schemas/ResourceDescription");
  const loadBalancerName = () => validatorAt("#/components/schemas/LoadBalancerName");
  const volumeName = () => validatorAt("#/components/schemas/VolumeName");

  it("ResourceName takes 128 characters, emoji (paired surrogates) and inner spaces, not 129", () => {
    expect(name()("n".repeat(128))).toBe(true);
    expect(name()("n".repeat(129))).toBe(false);
    expect(name()("laptop 💻")).toBe(true);
    expect(name()("")).toBe(false);
    expect(name()("tab\there")).toBe(false);
  });

  it("ResourceDescription takes 255 characters, line breaks and tabs, not 256", () => {
    expect(description()("d".repeat(255))).toBe(true);
    expect(description()("d".repeat(256))).toBe(false);
    expect(description()("line one\nline two\tend")).toBe(true);
    expect(description()("")).toBe(true);
  });

  it("LoadBalancerName takes 128 characters and inner spaces, not surrounding whitespace", () => {
    expect(loadBalancerName()("l".repeat(128))).toBe(true);
    expect(loadBalancerName()("l".repeat(129))).toBe(false);
    expect(loadBalancerName()("web lb 💻")).toBe(true);
    expect(loadBalancerName()(" web")).toBe(false);
    expect(loadBalancerName()("web ")).toBe(false);
    expect(loadBalancerName()("a\u2028b")).toBe(false);
  });

  it("VolumeName takes 64 of letters, digits, '-', '_', '.', alphanumeric at both ends", () => {
    expect(volumeName()("v".repeat(64))).toBe(true);
    expect(volumeName()("A.b_c-9")).toBe(true);
    for (const wrong of ["v".repeat(65), "-lead", "trail.", "has space", "ümlaut", "a/b", ""]) {
      expect(volumeName()(wrong), wrong).toBe(false);
    }
  });
});
