// The bundles of committed spec versions, kept so that no version is bundled twice: in memory
// for the process, and on disk (node_modules/.cache/spec-bundles/ at the repository root)
// across processes and runs. The changelog's history bundles every spec version of the git
// history (about 40) and the docs' test of it runs on every test command; on disk, a run after
// the first bundles only the versions it has not seen.
//
// An entry is found by everything its document is made of: the spec inputs of the version
// (`specInputsId`: path and git blob id of every file a bundle can read), the root file of the
// document (`openapi.yaml`, `hetzner-api.yaml`: one version holds several) and the bundler (the
// Redocly CLI's version, which ships its whole bundler, and the way it is run, `BUNDLER`).
// Only bundles that succeeded are kept: a version that fails is bundled, and fails, again.
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * How `bundle.ts` runs the CLI, as far as it shapes the document: change it when that changes
 * (flags, config), so that no document made the old way is found.
 */
export const BUNDLER = "redocly bundle --ext json; config: telemetry off, no rules, no plugins";

export interface SpecBundleCache {
  /** The JSON text of the bundle of root file `entry` of the spec inputs `inputsId`, if made. */
  get(inputsId: string, entry: string): string | undefined;
  /** Keeps the JSON text of a bundle that succeeded. */
  set(inputsId: string, entry: string, json: string): void;
}

/**
 * A cache in `dir` for the bundles made by the Redocly CLI `redoclyVersion`. `dir` undefined:
 * in memory only.
 */
export function createSpecBundleCache(
  dir: string | undefined,
  redoclyVersion: string,
): SpecBundleCache {
  const memory = new Map<string, string>();
  const keyOf = (inputsId: string, entry: string) =>
    createHash("sha256")
      .update(JSON.stringify({ inputsId, entry, redoclyVersion, bundler: BUNDLER }))
      .digest("hex");
  const fileOf = (key: string) => join(dir as string, `${key}.json`);
  return {
    get(inputsId, entry) {
      const key = keyOf(inputsId, entry);
      const held = memory.get(key);
      if (held !== undefined || dir === undefined) return held;
      let json: string;
      try {
        json = readFileSync(fileOf(key), "utf8");
      } catch {
        return undefined;
      }
      memory.set(key, json);
      return json;
    },
    set(inputsId, entry, json) {
      const key = keyOf(inputsId, entry);
      memory.set(key, json);
      if (dir === undefined) return;
      // Written aside and renamed into place: a reader in another process (test files run side
      // by side) sees the whole file or none.
      const partial = join(dir, `.${key}.${randomUUID()}.partial`);
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(partial, json);
        renameSync(partial, fileOf(key));
      } catch {
        // A cache that cannot be written (read-only checkout, full disk) only costs time.
        try {
          rmSync(partial, { force: true });
        } catch {
          // nothing was written
        }
      }
    },
  };
}
