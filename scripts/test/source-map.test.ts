// Mapping a finding's JSON pointer back to the split spec's file and line, across `$ref`s.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SourceMap } from "../src/spec/source-map.js";

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "source-map-"));
  for (const dir of ["spec/paths/widgets", "spec/components/schemas"]) {
    mkdirSync(join(root, dir), { recursive: true });
  }
  const files: Record<string, string> = {
    "spec/openapi.yaml": [
      "openapi: 3.1.0",
      "paths:",
      "  /widgets:",
      "    $ref: paths/widgets/widgets.yaml",
      "components:",
      "  parameters:",
      "    page:",
      "      name: page",
      "      in: query",
      "",
    ].join("\n"),
    "spec/paths/widgets/widgets.yaml": [
      "get:",
      "  parameters:",
      "    - $ref: ../../openapi.yaml#/components/parameters/page",
      "  responses:",
      '    "200":',
      "      content:",
      "        application/json:",
      "          schema:",
      "            $ref: ../../components/schemas/widget.yaml",
      "",
    ].join("\n"),
    "spec/components/schemas/widget.yaml": [
      "type: object",
      "properties:",
      "  name:",
      "    type: string",
      "  size:",
      "    type: integer",
      "",
    ].join("\n"),
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const schema = "/paths/~1widgets/get/responses/200/content/application~1json/schema";

describe("SourceMap", () => {
  it("follows $refs into other files down to the line of the node", () => {
    expect(new SourceMap(root).locate(`${schema}/properties/size/type`)).toEqual({
      file: "spec/components/schemas/widget.yaml",
      line: 6,
    });
  });

  it("follows a $ref with a fragment", () => {
    expect(new SourceMap(root).locate("/paths/~1widgets/get/parameters/0/in")).toEqual({
      file: "spec/openapi.yaml",
      line: 9,
    });
  });

  it("stops at the deepest node that still exists for a removed one", () => {
    expect(new SourceMap(root).locate(`${schema}/properties/color/type`)).toEqual({
      file: "spec/components/schemas/widget.yaml",
      line: 3,
    });
  });

  it("finds nothing when the entry file is missing", () => {
    expect(new SourceMap(join(root, "nowhere")).locate("/paths")).toBeUndefined();
  });
});
