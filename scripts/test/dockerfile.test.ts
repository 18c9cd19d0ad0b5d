// The emulator's image definition (apps/emulator/Dockerfile): valid for a Dockerfile linter (this
// machine cannot pull base images, so the image itself is built and tried by release.yml), and
// built the way the README and the release promise.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { validate } from "dockerfile-utils";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dockerfile = readFileSync(join(root, "apps", "emulator", "Dockerfile"), "utf8");
const dockerignore = readFileSync(
  join(root, "apps", "emulator", "Dockerfile.dockerignore"),
  "utf8",
);
// Every check of the linter as an error (its ValidationSeverity: 2).
const strict = {
  deprecatedMaintainer: 2,
  directiveCasing: 2,
  emptyContinuationLine: 2,
  instructionCasing: 2,
  instructionCmdMultiple: 2,
  instructionEntrypointMultiple: 2,
  instructionHealthcheckMultiple: 2,
  instructionJSONInSingleQuotes: 2,
  instructionWorkdirRelative: 2,
} as const;
const lint = (text: string) => validate(text, strict).map((problem) => problem.message);

/** The instructions of one stage (comments and continuation lines joined). */
function stages(text: string): string[][] {
  const instructions = text
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const result: string[][] = [];
  for (const instruction of instructions) {
    if (instruction.startsWith("FROM ")) result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

describe("apps/emulator/Dockerfile", () => {
  it("passes the linter (dockerfile-utils, every rule an error)", () => {
    expect(lint(dockerfile)).toEqual([]);
  });

  it("the linter reports a broken Dockerfile (it really runs)", () => {
    const broken = "FROM node:24-slim\nMAINTAINER someone\nWORKDIR relative\nCMD ['node']\n";
    expect(lint(broken).length).toBeGreaterThanOrEqual(3);
  });

  const [build, runtime] = stages(dockerfile);
  const rootPackage = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

  it("builds in one stage with the repository's pnpm and packs the emulator", () => {
    expect(stages(dockerfile)).toHaveLength(2);
    const pnpmVersion = rootPackage.packageManager.replace(/^pnpm@/, "");
    expect(build?.join("\n")).toContain(`pnpm@${pnpmVersion}`);
    expect(build?.join("\n")).toMatch(/pnpm install --frozen-lockfile/);
    expect(build?.join("\n")).toMatch(/pnpm --filter @cloud-api\/emulator pack/);
  });

  it("runs the packed tarball on a pinned slim Node as a non-root user", () => {
    const text = runtime?.join("\n") ?? "";
    expect(dockerfile).toMatch(/^ARG NODE_VERSION=24\.\d+\.\d+$/m);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a Dockerfile variable, not JavaScript
    expect(runtime?.[0]).toBe("FROM node:${NODE_VERSION}-slim");
    expect(text).toMatch(/npm install --global .*\/tmp\/emulator\.tgz/);
    expect(text).toMatch(/^USER node$/m);
    expect(text).not.toMatch(/^USER root$/m);
    expect(text).toMatch(/^ENTRYPOINT \["cloud-api-emulator"\]$/m);
  });

  it("listens on all interfaces inside the container and checks its health without a token", () => {
    const text = runtime?.join("\n") ?? "";
    expect(text).toMatch(/^ENV .*HOST=0\.0\.0\.0/m);
    expect(dockerfile).toMatch(/listens on ALL interfaces/);
    expect(text).toMatch(/^HEALTHCHECK .*\/_emulator\/health/m);
    expect(text).toMatch(/^EXPOSE 4020 4030$/m);
  });

  it("leaves what the build makes itself out of the context", () => {
    const patterns = dockerignore.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(patterns).toEqual(expect.arrayContaining(["**/node_modules", "**/dist", ".git"]));
  });
});
