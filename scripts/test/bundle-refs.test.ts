// The changelog bundles every spec version of the history at once: versions with the same spec
// inputs are bundled once, and a version that does not bundle (broken YAML, a `$ref` to a
// missing file) is left out without costing the versions after it their bundle.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleAtRef, bundleRefs, SPEC_DIR, specInputsId } from "../src/spec/bundle.js";
import { breakingFixtures } from "./fixture-specs.js";

let repo: string;
const commits: Record<string, string> = {};

function git(...args: string[]): string {
  return execFileSync(
    "git",
    ["-c", "user.email=test@example.invalid", "-c", "user.name=test", ...args],
    { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] },
  ).trim();
}

function commit(name: string, write: (spec: string) => void): void {
  write(join(repo, SPEC_DIR));
  git("add", "-A");
  git("commit", "--quiet", "-m", name);
  commits[name] = git("rev-parse", "HEAD");
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), "bundle-refs-"));
  git("init", "--quiet", "--initial-branch=main");
  mkdirSync(join(repo, SPEC_DIR));
  commit("base", (spec) =>
    copyFileSync(join(breakingFixtures, "base.yaml"), join(spec, "openapi.yaml")),
  );
  // Files a bundle never reads: the inputs are the same as the base's.
  commit("docs only", (spec) => {
    writeFileSync(join(spec, "README.md"), "# The spec\n");
    mkdirSync(join(spec, "test"));
    writeFileSync(join(spec, "test", "fixture.yaml"), "openapi: 3.1.0\n");
    writeFileSync(join(spec, "package.json"), "{}\n");
  });
  // Any other file may be the target of a `$ref` (a description in Markdown, say).
  commit("markdown added", (spec) => writeFileSync(join(spec, "widgets.md"), "Widgets.\n"));
  commit("broken yaml", (spec) => writeFileSync(join(spec, "openapi.yaml"), "openapi: [3.1.0\n"));
  commit("missing ref", (spec) =>
    writeFileSync(
      join(spec, "openapi.yaml"),
      "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /widgets:\n    $ref: paths/widgets.yaml\n",
    ),
  );
  commit("operation removed", (spec) =>
    copyFileSync(
      join(breakingFixtures, "operation-removed", "head.yaml"),
      join(spec, "openapi.yaml"),
    ),
  );
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("bundling the spec versions of a history", () => {
  it("gives versions the same inputs id only when the files a bundle reads are the same", () => {
    const id = (name: string) => specInputsId(repo, commits[name] as string);
    expect(id("docs only")).toBe(id("base"));
    const distinct = ["base", "markdown added", "broken yaml", "missing ref", "operation removed"];
    expect(new Set(distinct.map(id)).size).toBe(distinct.length);
  });

  it("bundles each version as `bundleAtRef` does, and leaves out those that do not bundle", () => {
    const refs = Object.values(commits);
    const bundles = bundleRefs(repo, [...refs, "no-such-ref"]);
    const named = (name: string) => bundles.get(commits[name] as string);
    expect([...bundles.keys()]).toEqual(
      ["base", "docs only", "markdown added", "operation removed"].map((name) => commits[name]),
    );
    expect(named("docs only")).toEqual(named("base"));
    expect(named("markdown added")).toEqual(named("base"));
    // Each ref has a document of its own, so a caller may change one without the other.
    expect(named("docs only")).not.toBe(named("base"));
    expect(named("operation removed")).toEqual(
      bundleAtRef(repo, commits["operation removed"] as string),
    );
    expect(named("operation removed")).not.toEqual(named("base"));
    // Bundled once for both refs, and still a document of its own for each call.
    const again = bundleAtRef(repo, commits["docs only"] as string);
    expect(again).toEqual(named("base"));
    expect(again).not.toBe(bundleAtRef(repo, commits["docs only"] as string));
    expect(() => bundleAtRef(repo, commits["broken yaml"] as string)).toThrow(/redocly bundle/);
    expect(() => bundleAtRef(repo, commits["missing ref"] as string)).toThrow(/redocly bundle/);
  }, 120_000);
});
