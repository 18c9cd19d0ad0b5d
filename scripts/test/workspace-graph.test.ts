// The workspace's packages depend on each other without a cycle: pnpm ("There are cyclic workspace
// dependencies") and turbo ("Circular package dependency detected") warn about one on every
// install and build, and a newcomer's first screen should not start with a warning.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The workspace's manifests, from pnpm-workspace.yaml's `packages` (`dir` and `dir/*` forms). */
function workspaceManifests(): Manifest[] {
  const { packages } = parse(readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")) as {
    packages: string[];
  };
  const dirs = packages.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [join(root, pattern)];
    const parent = join(root, pattern.slice(0, -2));
    return readdirSync(parent).map((name) => join(parent, name));
  });
  return dirs
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest);
}

/** Every dependency kind counts: pnpm's and turbo's warnings count devDependencies too. */
function workspaceEdges(manifests: Manifest[]): Map<string, string[]> {
  const names = new Set(manifests.map((manifest) => manifest.name));
  return new Map(
    manifests.map((manifest) => [
      manifest.name,
      Object.keys({
        ...manifest.dependencies,
        ...manifest.devDependencies,
        ...manifest.optionalDependencies,
        ...manifest.peerDependencies,
      }).filter((name) => names.has(name)),
    ]),
  );
}

/** The first cycle found, as a path that ends where it starts, or undefined. */
function findCycle(edges: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (name: string): string[] | undefined => {
    const at = onPath.indexOf(name);
    if (at !== -1) return [...onPath.slice(at), name];
    if (done.has(name)) return undefined;
    onPath.push(name);
    for (const next of edges.get(name) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    onPath.pop();
    done.add(name);
    return undefined;
  };
  for (const name of edges.keys()) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("the workspace's dependency graph", () => {
  it("finds a cycle when there is one (the check can fail)", () => {
    const edges = new Map([
      ["console", ["client"]],
      ["client", ["emulator"]],
      ["emulator", ["console"]],
    ]);
    expect(findCycle(edges)).toEqual(["console", "client", "emulator", "console"]);
    const acyclic = new Map([
      ["a", ["b"]],
      ["b", []],
    ]);
    expect(findCycle(acyclic)).toBeUndefined();
  });

  it("has no cycle between the workspace's packages", () => {
    const manifests = workspaceManifests();
    // The packages the cycle once ran through are all read.
    expect(manifests.map((manifest) => manifest.name)).toEqual(
      expect.arrayContaining(["@cloud-api/console", "@cloud-api/client", "@cloud-api/emulator"]),
    );
    expect(findCycle(workspaceEdges(manifests))).toBeUndefined();
  });

  it("gives turbo no circular dependency to warn about", () => {
    const turbo = spawnSync(
      join(root, "node_modules", ".bin", "turbo"),
      ["run", "build", "--dry=json"],
      { cwd: root, encoding: "utf8", env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" } },
    );
    expect(turbo.status).toBe(0);
    expect(`${turbo.stdout}${turbo.stderr}`).not.toMatch(/circular/i);
  });
});
