import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  AUTOMATION_EXAMPLES,
  automationHtml,
  automationMarkdown,
  loadAutomationExamples,
} from "../src/automation-page.js";
import { escapeXml } from "../src/changelog-page.js";

const officialClientsDir = dirname(
  createRequire(import.meta.url).resolve("@cloud-api/official-clients/package.json"),
);

describe("the automation page", () => {
  const examples = loadAutomationExamples(officialClientsDir);

  it("shows each example file exactly as CI runs it, escaped", () => {
    const html = automationHtml("Cloud API", examples);
    for (const example of AUTOMATION_EXAMPLES) {
      const source = readFileSync(join(officialClientsDir, example.file), "utf8");
      expect(html, example.file).toContain(escapeXml(source));
      expect(html).toContain(`<section id="${example.id}"`);
    }
    // Nothing of an example is read as markup.
    expect(html).not.toMatch(/<hcloud|<\/?token>/);
  });

  it("has the same examples in its Markdown twin, in fences", () => {
    const markdown = automationMarkdown("Cloud API", examples);
    for (const example of examples) {
      expect(markdown).toContain(`\`\`\`${example.language}\n${example.source.trimEnd()}\n\`\`\``);
    }
    expect(markdown).not.toContain("<code>");
  });

  it("fails the build when an example file is missing", () => {
    expect(() => loadAutomationExamples(join(officialClientsDir, "no-such-folder"))).toThrow(
      /ENOENT/,
    );
  });
});
