// Codegen alone: the API's type generator (openapi-typescript over the bundled spec, run once in
// the spec package) in its `--check` mode, which generates in memory and compares instead of
// writing into spec/generated/. Also the spec bundle that feeds it.
import { join } from "node:path";
import { REPO_ROOT } from "../harness/paths.js";
import { runCommand } from "../harness/processes.js";
import { type Sampled, sampled } from "../harness/stats.js";

export interface CodegenSettings {
  repetitions: number;
}

export interface CodegenFigures {
  settings: CodegenSettings;
  /** `node spec/scripts/generate-types.mjs --check`: process start to exit. */
  generateSeconds: Sampled;
  /** Whether the committed generated types matched the spec at the time of the run. */
  generatedUpToDate: boolean;
  /** `node spec/scripts/bundle.mjs` (Redocly bundle of the split spec). */
  bundleSeconds: Sampled;
}

const STALE_MESSAGE = "is stale";

export async function measureCodegen(
  settings: CodegenSettings,
  log: (line: string) => void,
): Promise<CodegenFigures> {
  const generate: number[] = [];
  const bundle: number[] = [];
  let upToDate = true;
  for (let repetition = 0; repetition < settings.repetitions; repetition++) {
    const bundled = await runCommand(process.execPath, ["scripts/bundle.mjs"], {
      cwd: join(REPO_ROOT, "spec"),
      timeoutMs: 120_000,
    });
    bundle.push(bundled.wallMs / 1000);
    // Exit 1 with the stale message still means the generator ran to the end.
    const generated = await runCommand(
      process.execPath,
      ["scripts/generate-types.mjs", "--check"],
      {
        cwd: join(REPO_ROOT, "spec"),
        timeoutMs: 120_000,
        acceptExitCodes: [0, 1],
      },
    );
    if (generated.exitCode === 1 && !generated.stderr.includes(STALE_MESSAGE)) {
      throw new Error(
        `codegen: generate-types.mjs --check failed:\n${generated.stderr.slice(-1_500)}`,
      );
    }
    upToDate = upToDate && generated.exitCode === 0;
    generate.push(generated.wallMs / 1000);
    log(
      `codegen: bundle ${bundled.wallMs.toFixed(0)} ms, generate ${generated.wallMs.toFixed(0)} ms`,
    );
  }
  return {
    settings,
    generateSeconds: sampled(generate),
    generatedUpToDate: upToDate,
    bundleSeconds: sampled(bundle),
  };
}
