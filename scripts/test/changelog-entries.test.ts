// The changelog's entry files (spec/changes/): what a valid one is, what each problem says,
// the published list with its sunset entries, the draft from findings, and the repository's own
// entries against its spec.
import { describe, expect, it } from "vitest";
import type { Change } from "../src/breaking/change.js";
import { draftEntry } from "../src/changelog/draft.js";
import {
  type ChangeEntry,
  checkAgainstSpecs,
  DRAFT_MARKER,
  loadEntries,
  parseEntry,
} from "../src/changelog/entries.js";
import { isUpcoming, publishChangelog } from "../src/changelog/published.js";
import { type OpenApiDocument, operationsOf } from "../src/openapi/document.js";
import { bundleWorkingTreeDocuments } from "../src/spec/bundle.js";
import { repoRoot } from "../src/spec/repo.js";

const valid = `---
effective: 2026-06-02
kind: deprecated
breaking: false
title: "\`GET /widgets\` is deprecated"
operations:
  - GET /widgets
sunset: 2026-10-01
replacement: "\`GET /gadgets\`"
---
Use \`GET /gadgets\`; \`GET /widgets\` stops working on 2026-10-01.
<!-- a note for the author -->
`;

function entry(source: string, file = "2026-06-02-widgets-deprecated.md") {
  return parseEntry(file, source);
}

describe("an entry file", () => {
  it("reads the front matter and the sentence for users, without HTML comments", () => {
    const { entry: parsed, problems } = entry(valid);
    expect(problems).toEqual([]);
    expect(parsed).toEqual({
      id: "2026-06-02-widgets-deprecated",
      effective: "2026-06-02",
      kind: "deprecated",
      breaking: false,
      title: "`GET /widgets` is deprecated",
      text: "Use `GET /gadgets`; `GET /widgets` stops working on 2026-10-01.",
      operations: ["GET /widgets"],
      fields: [],
      sunset: "2026-10-01",
      replacement: "`GET /gadgets`",
    });
  });

  it.each([
    ["no front matter", "Just text.", "no front matter"],
    ["a day that does not exist", valid.replace("2026-06-02", "2026-02-30"), "`effective` must be"],
    [
      "an unknown kind",
      valid.replace("kind: deprecated", "kind: tweaked"),
      "`kind` must be one of",
    ],
    ["breaking as text", valid.replace("breaking: false", "breaking: maybe"), "`breaking` must be"],
    [
      "an operation without a method",
      valid.replace("- GET /widgets", "- /widgets"),
      "is not `METHOD /path`",
    ],
    ["an unknown field", valid.replace("kind:", "impact: high\nkind:"), "unknown field `impact`"],
    ["a sunset before the change", valid.replace("2026-10-01", "2026-05-01"), "must come after"],
    [
      "no sentence for users",
      valid.replace(/---\nUse[\s\S]*$/, "---\n<!-- x -->\n"),
      "the body must say",
    ],
    [
      "a draft left as is",
      valid.replace("Use `GET", `${DRAFT_MARKER}: Use \`GET`),
      "still a draft",
    ],
    [
      "a sunset on an addition",
      valid.replace("kind: deprecated", "kind: added"),
      "belong to `kind: deprecated`",
    ],
    [
      "nothing it touches",
      valid.replace("operations:\n  - GET /widgets\n", "operations: []\n"),
      "name the `operations`",
    ],
    [
      "an api that is not a document id",
      valid.replace("kind:", "api: Hetzner API\nkind:"),
      "`api` must be the id of an API document",
    ],
  ])("is refused with %s", (_, source, message) => {
    const { entry: parsed, problems } = entry(source);
    expect(parsed).toBeUndefined();
    expect(problems.map((problem) => problem.message).join("\n")).toContain(message);
  });
});

describe("an entry of another API document (`api`)", () => {
  const storageBoxes = valid
    .replace("kind: deprecated", "api: hetzner\nkind: added")
    .replaceAll("GET /widgets", "GET /storage_boxes")
    .replace(/sunset: .*\nreplacement: .*\n/, "");
  const documents = {
    cloud: { openapi: "3.1.0", paths: { "/widgets": { get: { responses: {} } } } },
    hetzner: { openapi: "3.1.0", paths: { "/storage_boxes": { get: { responses: {} } } } },
  } as unknown as Record<string, OpenApiDocument>;

  it("keeps `api` (the Cloud API's id is the default and is left out)", () => {
    expect(entry(storageBoxes).entry?.api).toBe("hetzner");
    expect(entry(valid.replace("kind:", "api: cloud\nkind:")).entry).not.toHaveProperty("api");
  });

  it("names operations of its own document: valid there, refused in the Cloud API's", () => {
    const parsed = entry(storageBoxes).entry as ChangeEntry;
    expect(checkAgainstSpecs([parsed], documents)).toEqual([]);
    const withoutApi: ChangeEntry = { ...parsed };
    delete withoutApi.api;
    expect(checkAgainstSpecs([withoutApi], documents).map((p) => p.message)).toEqual([
      "operation GET /storage_boxes is not in the cloud document but in the hetzner one: add `api: hetzner` (one entry per API)",
    ]);
    const cloudInHetzner: ChangeEntry = { ...parsed, operations: ["GET /widgets"] };
    expect(checkAgainstSpecs([cloudInHetzner], documents).map((p) => p.message)).toEqual([
      "operation GET /widgets is not in the hetzner document but in the cloud one: leave out `api` (one entry per API)",
    ]);
  });

  it("refuses an api no document has, naming the known ones", () => {
    const parsed = { ...(entry(storageBoxes).entry as ChangeEntry), api: "robot" };
    expect(checkAgainstSpecs([parsed], documents).map((p) => p.message)).toEqual([
      "`api: robot` is not an API document (known: cloud, hetzner)",
    ]);
  });

  it("carries `api` into the published changelog", () => {
    const parsed = entry(storageBoxes).entry as ChangeEntry;
    expect(publishChangelog([parsed])[0]).toMatchObject({ api: "hetzner", kind: "added" });
  });
});

const base: ChangeEntry = {
  id: "2026-06-02-widgets-deprecated",
  effective: "2026-06-02",
  kind: "deprecated",
  breaking: false,
  title: "`GET /widgets` is deprecated",
  text: "Use `GET /gadgets`.",
  operations: ["GET /widgets"],
  fields: [],
  sunset: "2026-10-01",
  replacement: "`GET /gadgets`",
};

describe("the published changelog", () => {
  it("adds the sunset day of a deprecation as its own entry, newest first", () => {
    const added: ChangeEntry = {
      ...base,
      id: "2026-07-01-gadgets-added",
      effective: "2026-07-01",
      kind: "added",
      title: "`GET /gadgets`",
      sunset: undefined,
      replacement: undefined,
    };
    delete added.sunset;
    delete added.replacement;
    const published = publishChangelog([base, added]);
    expect(published.map((e) => [e.date, e.id, e.kind, e.breaking])).toEqual([
      ["2026-10-01", "2026-06-02-widgets-deprecated-sunset", "removed", true],
      ["2026-07-01", "2026-07-01-gadgets-added", "added", false],
      ["2026-06-02", "2026-06-02-widgets-deprecated", "deprecated", false],
    ]);
    const sunset = published[0];
    expect(sunset?.title).toBe("Sunset of `GET /widgets`");
    expect(sunset?.text).toBe(
      "As announced on 2026-06-02: `GET /widgets` now answers `410 deprecated_api_endpoint` (with `error.details.announcement`). Use `GET /gadgets` instead.",
    );
    expect(sunset?.sunsetOf).toBe(base.id);
    expect(isUpcoming(sunset as { date: string }, new Date("2026-09-30T23:59:59Z"))).toBe(true);
    expect(isUpcoming(sunset as { date: string }, new Date("2026-10-01T00:00:00Z"))).toBe(false);
  });
});

describe("a draft from the gate's findings", () => {
  const head = {
    paths: { "/widgets": { get: { deprecated: true, "x-sunset": "2026-10-01" } } },
  } as unknown as OpenApiDocument;
  const changes: Change[] = [
    {
      api: "cloud",
      id: "operation-deprecated",
      level: "info",
      operation: "GET /widgets",
      pointer: "/paths/~1widgets/get/deprecated",
      message: "operation is now deprecated.",
    },
    {
      api: "cloud",
      id: "response-property-deprecated",
      level: "info",
      operation: "GET /widgets",
      pointer: "/paths/~1widgets/get/responses/200",
      message: "response 200 property `widget.size` is now deprecated.",
    },
  ];

  it("fills kind, breaking, operations, fields and the sunset, and leaves the sentence to write", () => {
    const text = draftEntry(changes, head, "2026-06-02");
    const { problems } = parseEntry("2026-06-02-draft.md", text);
    expect(text).toContain("kind: deprecated\nbreaking: false\n");
    expect(text).toContain('operations:\n  - "GET /widgets"\n');
    expect(text).toContain('fields:\n  - "property widget.size"\n');
    expect(text).toContain("sunset: 2026-10-01\n");
    expect(text).toContain("[operation-deprecated] GET /widgets: operation is now deprecated.");
    // Not an entry until its author writes the title, the sentence and the replacement.
    expect(problems.map((p) => p.message)).toContain(
      `still a draft: replace the \`${DRAFT_MARKER}\` lines with the sentence for users`,
    );
  });

  it("names the API of findings of another document than the Cloud API's, and one API only", () => {
    const hetzner = changes.map((change) => ({ ...change, api: "hetzner" as const }));
    const text = draftEntry(hetzner, head, "2026-06-02");
    expect(text).toContain("breaking: false\napi: hetzner\ntitle:");
    expect(parseEntry("2026-06-02-draft.md", text).problems.map((p) => p.message)).not.toContain(
      expect.stringMatching(/`api`/),
    );
    expect(draftEntry(changes, head, "2026-06-02")).not.toContain("api:");
    expect(() => draftEntry([...changes, ...hetzner], head, "2026-06-02")).toThrow(
      "one entry per API: these findings are of cloud and hetzner",
    );
  });

  it("says breaking when a finding is an error", () => {
    const removed: Change = { ...(changes[0] as Change), id: "operation-removed", level: "error" };
    expect(draftEntry([removed], head, "2026-06-02")).toContain("kind: removed\nbreaking: true\n");
  });
});

describe("the repository's own entries", () => {
  const root = repoRoot();
  const { entries, problems } = loadEntries(root);
  const documents = bundleWorkingTreeDocuments(root);

  it("are valid and hold in the specs (operations exist, deprecations carry their x-sunset)", () => {
    expect(problems).toEqual([]);
    expect(Object.keys(documents)).toEqual(["cloud", "hetzner"]);
    expect(checkAgainstSpecs(entries, documents)).toEqual([]);
  });

  it("announce the Hetzner API's Storage Boxes: all 32 operations of its document", () => {
    const storageBoxes = entries.find((e) => e.id === "2026-11-28-hetzner-api-storage-boxes");
    expect(storageBoxes).toMatchObject({ api: "hetzner", kind: "added", breaking: false });
    const hetzner = documents.hetzner as OpenApiDocument;
    const all = [...operationsOf(hetzner).values()].map((operation) => operation.label).sort();
    expect(all).toHaveLength(32);
    expect([...(storageBoxes?.operations ?? [])].sort()).toEqual(all);
  });

  it("start with one initial entry and list the API's own 2026 changes, with no commit subject", () => {
    const published = publishChangelog(entries);
    expect(published.filter((e) => e.initial).map((e) => e.id)).toEqual(["2026-05-11-initial"]);
    expect(published.map((e) => e.date)).toEqual(
      [...published.map((e) => e.date)].sort().reverse(),
    );
    expect(published.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        "2026-06-02-datacenters-deprecated",
        "2026-06-02-datacenters-deprecated-sunset",
        "2026-07-01-datacenter-field-removed",
        "2026-08-01-primary-ip-unassigned",
      ]),
    );
    const text = JSON.stringify(published);
    expect(text).not.toMatch(/Merge branch|merge main|Monorepo foundation|wip\//);
  });

  it("a deprecation entry names a sunset its operations do not have: refused", () => {
    const deprecation = entries.find((e) => e.id === "2026-06-02-datacenters-deprecated");
    expect(deprecation).toBeDefined();
    const wrong = { ...(deprecation as ChangeEntry), sunset: "2026-12-01" };
    expect(checkAgainstSpecs([wrong], documents).map((p) => p.message)).toContain(
      "GET /datacenters must be `deprecated: true` with `x-sunset: 2026-12-01` in the spec, as the entry says (it has x-sunset 2026-10-01)",
    );
    const typo = { ...(deprecation as ChangeEntry), operations: ["GET /datacentres"] };
    expect(checkAgainstSpecs([typo], documents).map((p) => p.message)).toEqual([
      "operation GET /datacentres is not in the spec (removed entries may name gone ones)",
    ]);
  });
});
