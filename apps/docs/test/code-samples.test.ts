import { listOperations } from "@cloud-api/spec/reader";
import { describe, expect, it } from "vitest";
import { CODE_SAMPLES_KEY, type CodeSample, withCodeSamples } from "../src/code-samples.js";
import { fixtureDocument } from "./support/fixture-document.js";

function samplesOf(operation: Record<string, unknown>): CodeSample[] {
  return operation[CODE_SAMPLES_KEY] as CodeSample[];
}

describe("withCodeSamples", () => {
  it("gives every operation a TypeScript and a curl sample for its own method and path", () => {
    const operations = listOperations(withCodeSamples(fixtureDocument()));
    expect(operations).toHaveLength(6);
    for (const { method, path, operation } of operations) {
      const [typescript, curl] = samplesOf(operation);
      expect(typescript?.label).toBe("TypeScript");
      expect(typescript?.source).toContain(
        `client.${method.toUpperCase()}(${JSON.stringify(path)}`,
      );
      expect(curl?.label).toBe("curl");
      expect(curl?.source).toMatch(/^curl /);
      expect(curl?.source).toContain("https://api.example.test/v1/");
    }
  });

  it("leaves the input document untouched", () => {
    const source = fixtureDocument();
    const before = JSON.stringify(source);
    withCodeSamples(source);
    expect(JSON.stringify(source)).toBe(before);
  });

  it("refuses a spec that already carries hand-written samples", () => {
    const source = fixtureDocument();
    const get = source.paths?.["/things"]?.get;
    if (!get) throw new Error("fixture changed");
    get[CODE_SAMPLES_KEY] = [{ lang: "Go", source: "..." }];
    expect(() => withCodeSamples(source)).toThrow(
      "GET /things already has x-codeSamples in the spec",
    );
  });

  it("says which operation's sample could not be built and why", () => {
    const source = fixtureDocument();
    const item = source.paths?.["/things/{id}"];
    if (!item) throw new Error("fixture changed");
    item.parameters = [];
    expect(() => withCodeSamples(source)).toThrow(
      "code sample for GET /things/{id}: GET /things/{id}: path parameter {id} is not declared",
    );
  });
});
