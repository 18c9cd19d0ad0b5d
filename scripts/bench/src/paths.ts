import { fileURLToPath } from "node:url";

/** Root of the monorepo (the folder with pnpm-workspace.yaml). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** This benchmark's folder: scripts/bench. */
export const BENCH_DIR = fileURLToPath(new URL("../", import.meta.url));
export const RESULTS_JSON = fileURLToPath(new URL("../results.json", import.meta.url));
export const RESULTS_MD = fileURLToPath(new URL("../results.md", import.meta.url));
