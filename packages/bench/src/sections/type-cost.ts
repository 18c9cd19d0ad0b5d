// What the client's types cost a consumer's type check: `tsc --noEmit` of a file that calls 20
// operations through the client, against the same calls over plain fetch. The fixtures must
// compile: a type error there fails this section instead of timing a failing check.
import { createRequire } from "node:module";
import { join } from "node:path";
import { BENCH_DIR } from "../harness/paths.js";
import { runCommand } from "../harness/processes.js";
import { ratio, round, type Sampled, sampled } from "../harness/stats.js";

export interface TypeCostSettings {
  repetitions: number;
}

export const TYPE_COST_FIXTURES = ["with-client", "without-client"] as const;
export type TypeCostFixture = (typeof TYPE_COST_FIXTURES)[number];

export interface FixtureCost {
  wallSeconds: Sampled;
  /** tsc's own `Check time` (`--extendedDiagnostics`), without process start and parsing. */
  checkSeconds: Sampled;
  /** Types tsc created: grows with how much of the generated schema the file touches. */
  types: number;
}

export interface TypeCostFigures {
  settings: TypeCostSettings;
  fixtures: Record<TypeCostFixture, FixtureCost>;
  /** Median wall time with the client divided by without. */
  wallRatio: number | null;
}

export interface TscDiagnostics {
  checkSeconds: number;
  types: number;
}

/** Reads `Check time:` and `Types:` from `tsc --extendedDiagnostics` output. */
export function parseTscDiagnostics(output: string): TscDiagnostics {
  const check = /^Check time:\s+([\d.]+)s$/m.exec(output);
  const types = /^Types:\s+(\d+)$/m.exec(output);
  if (!check || !types) throw new Error("tsc --extendedDiagnostics printed no Check time / Types");
  return { checkSeconds: Number(check[1]), types: Number(types[1]) };
}

const TSC = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const FIXTURE_DIR = join(BENCH_DIR, "fixtures", "type-cost");

export async function measureTypeCost(
  settings: TypeCostSettings,
  log: (line: string) => void,
): Promise<TypeCostFigures> {
  const wall: Record<TypeCostFixture, number[]> = { "with-client": [], "without-client": [] };
  const check: Record<TypeCostFixture, number[]> = { "with-client": [], "without-client": [] };
  const types: Record<TypeCostFixture, number> = { "with-client": 0, "without-client": 0 };
  for (let repetition = 0; repetition < settings.repetitions; repetition++) {
    for (const fixture of TYPE_COST_FIXTURES) {
      const result = await runCommand(
        process.execPath,
        [TSC, "-p", `tsconfig.${fixture}.json`, "--extendedDiagnostics"],
        { cwd: FIXTURE_DIR, timeoutMs: 120_000 },
      );
      const diagnostics = parseTscDiagnostics(result.stdout);
      wall[fixture].push(result.wallMs / 1000);
      check[fixture].push(diagnostics.checkSeconds);
      types[fixture] = diagnostics.types;
    }
  }
  const fixtures = Object.fromEntries(
    TYPE_COST_FIXTURES.map((fixture) => [
      fixture,
      {
        wallSeconds: sampled(wall[fixture]),
        checkSeconds: sampled(check[fixture]),
        types: types[fixture],
      },
    ]),
  ) as Record<TypeCostFixture, FixtureCost>;
  const wallRatio = ratio(
    fixtures["with-client"].wallSeconds.median,
    fixtures["without-client"].wallSeconds.median,
  );
  log(
    `type cost: with client ${fixtures["with-client"].wallSeconds.median} s (${types["with-client"]} types), without ${fixtures["without-client"].wallSeconds.median} s (${types["without-client"]} types)`,
  );
  return { settings, fixtures, wallRatio: wallRatio === null ? null : round(wallRatio, 2) };
}
