import { describe, expect, it } from "vitest";
import { compareSpecs } from "../src/breaking/compare.js";
import { RULES } from "../src/breaking/rules.js";
import { renderChangelog, sectionOf } from "../src/changelog/changelog.js";
import { fixturePair } from "./fixture-specs.js";

function changelogOf(fixture: string): string {
  const { base, head } = fixturePair(fixture);
  return renderChangelog("main", compareSpecs(base, head));
}

/** The lines of one `#### <section>` of the Markdown, without its heading. */
function section(markdown: string, title: string): string[] {
  const blocks = markdown.split(/^#{3,4} /m).slice(1);
  const block = blocks.find((text) => text.startsWith(`${title}\n`));
  return block ? block.split("\n").filter((line) => line.startsWith("- ")) : [];
}

describe("renderChangelog", () => {
  it("says there are no changes when the specs are the same", () => {
    const { base } = fixturePair("operation-added");
    const markdown = renderChangelog("main", compareSpecs(base, base));
    expect(markdown).toContain("## API changes since `main`");
    expect(markdown).toContain("No changes to the API.");
    expect(markdown).not.toContain("###");
  });

  it("lists a new operation under Added with its summary", () => {
    const markdown = changelogOf("operation-added");
    expect(section(markdown, "Added")).toEqual([
      "- `DELETE /widgets/{id}`: operation added: Delete a widget.",
    ]);
    expect(markdown).toContain("1 change(s), 0 of them breaking.");
  });

  it("lists a newly deprecated operation under Deprecated", () => {
    expect(section(changelogOf("operation-deprecated"), "Deprecated")).toEqual([
      "- `GET /widgets`: operation is now deprecated.",
    ]);
  });

  it("lists a removed operation under Removed, marked breaking", () => {
    const markdown = changelogOf("operation-removed");
    const removed = section(markdown, "Removed");
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/^- \*\*Breaking:\*\* `POST \/widgets`: operation removed/);
    expect(markdown).toContain("1 of them breaking");
  });

  it("lists a field removed from a shared schema once, with every operation it reaches", () => {
    const removed = section(changelogOf("response-property-removed"), "Removed");
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain("`GET /widgets`, `POST /widgets`, `GET /widgets/{id}`");
    expect(removed[0]).toContain("property `name` removed");
  });

  it("lists changed constraints under Changed", () => {
    const changed = section(changelogOf("request-bound-narrowed"), "Changed");
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(
      /\*\*Breaking:\*\* `POST \/widgets`: request property `name`: maxLength changed from 64 to 32: requests that were valid before are rejected\./,
    );
  });

  it("marks a warning as such, between breaking and compatible entries", () => {
    const markdown = changelogOf("response-status-removed");
    expect(section(markdown, "Removed")).toEqual([
      "- **Warning:** `GET /widgets`: response 401 removed: clients that handle it by its documented shape lose that contract.",
    ]);
    expect(markdown).toContain("1 change(s), 0 of them breaking.");
  });

  it("files every rule id the gate reports under one section", () => {
    const sections = new Map(RULES.map(({ id }) => [id, sectionOf(id)]));
    expect(sections.get("request-parameter-removed-before-sunset")).toBe("Removed");
    expect(sections.get("response-one-of-variant-added")).toBe("Changed");
    expect(sections.get("request-property-deprecated")).toBe("Deprecated");
    expect(new Set(sections.values())).toEqual(
      new Set(["Added", "Changed", "Deprecated", "Removed"]),
    );
  });

  it("names at most 8 operations of a shared change and counts the rest", () => {
    const operations = Array.from({ length: 11 }, (_, index) => `GET /r${index}`);
    const markdown = renderChangelog(
      "main",
      operations.map((operation) => ({
        api: "cloud" as const,
        id: "response-property-removed",
        level: "error" as const,
        operation,
        pointer: "/x",
        message: `${operation}: gone.`,
        summary: "response property `a` removed: clients that read it get undefined.",
      })),
    );
    expect(section(markdown, "Removed")).toEqual([
      "- **Breaking:** `GET /r0`, `GET /r1`, `GET /r2`, `GET /r3`, `GET /r4`, `GET /r5`, `GET /r6`, `GET /r7` and 3 more operations: response property `a` removed: clients that read it get undefined.",
    ]);
  });
});
