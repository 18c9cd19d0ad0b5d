// The lint rule that keeps cross-family imports in domain modules (scripts/check-family-imports.mjs,
// run by `pnpm lint`): it fails on a handler that imports another family, and passes on src/.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("../../scripts/check-family-imports.mjs", import.meta.url));
const run = promisify(execFile);
const directory = mkdtempSync(join(tmpdir(), "family-imports-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A resources folder with these files (paths relative to it). */
function resources(name: string, files: Record<string, string>): string {
  const root = join(directory, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function check(root?: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, [SCRIPT, ...(root ? [root] : [])]);
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

const VOLUMES_DOMAIN = "export function volumesOfServer() { return []; }\n";

describe("check-family-imports (pnpm lint)", () => {
  it("fails on a cross-family import into a handler, naming the file, the line and the fix", async () => {
    const root = resources("into-handler", {
      "volumes/domain.ts": VOLUMES_DOMAIN,
      "servers/handlers.ts":
        'import { listResponse } from "../kit/list-response.js";\nimport { volumesOfServer } from "../volumes/domain.js";\n',
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      "servers/handlers.ts:2: cross-family import of ../volumes/domain.js into servers/handlers.ts; only servers/domain.ts may use another family, through ../volumes/domain.js",
    );
  });

  it("fails on a domain module that reaches past another family's domain module", async () => {
    const root = resources("past-domain", {
      "volumes/indexes.ts": "export const volumeIndexes = [];\n",
      "servers/domain.ts": 'import { volumeIndexes } from "../volumes/indexes.js";\n',
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      "servers/domain.ts:1: servers/domain.ts imports ../volumes/indexes.js; another family is reached only through its domain module (../volumes/domain.js)",
    );
  });

  it("fails on a family that names another family's store collection", async () => {
    const root = resources("collection", {
      "servers/domain.ts":
        'import { COLLECTIONS } from "../kit/collections.js";\nexport const x = COLLECTIONS.volumes;\n',
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      "servers/domain.ts:2: servers names the volumes family's collection (COLLECTIONS.volumes); change its records through ../volumes/domain.js",
    );
  });

  it("fails on the kit importing a family other than through its domain module", async () => {
    const root = resources("kit", {
      "kit/record-actions.ts": 'import { viewAction } from "../actions/views.js";\n',
    });
    const result = await check(root);
    expect(result.code).toBe(1);
    expect(result.out).toContain("kit/record-actions.ts:1: the kit imports ../actions/views.js");
  });

  it("passes a domain module that uses another family's domain module", async () => {
    const root = resources("allowed", {
      "volumes/domain.ts": VOLUMES_DOMAIN,
      "servers/domain.ts": 'export { volumesOfServer } from "../volumes/domain.js";\n',
      "servers/handlers.ts": 'import { volumesOfServer } from "./domain.js";\n',
    });
    expect(await check(root)).toEqual({
      code: 0,
      out: "family imports: every cross-family import goes through a domain module\n",
    });
  });

  it("passes on the emulator's own families", async () => {
    expect((await check()).code).toBe(0);
  });
});
