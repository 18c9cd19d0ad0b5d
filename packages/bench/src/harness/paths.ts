import { fileURLToPath } from "node:url";

/** Root of the monorepo (the folder with pnpm-workspace.yaml). */
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
/** This benchmark's package folder: packages/bench. */
export const BENCH_DIR = fileURLToPath(new URL("../../", import.meta.url));
export const RESULTS_JSON = fileURLToPath(new URL("../../results.json", import.meta.url));
export const RESULTS_MD = fileURLToPath(new URL("../../results.md", import.meta.url));
/**
 * A full run on another Node major than the machine's Node 20 writes its figures here (Node 24:
 * `results-node24.json`); results.md shows them beside Node 20's.
 */
export const resultsJsonForNode = (major: number) =>
  major === 20
    ? RESULTS_JSON
    : fileURLToPath(new URL(`../../results-node${major}.json`, import.meta.url));
/** The Node majors whose figures results.md shows beside Node 20's. */
export const BESIDE_NODE_MAJORS = [24] as const;
