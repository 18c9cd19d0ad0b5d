import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    include: ["test/**/*.test.ts"],
    // Two files at a time even on 2 cores (vitest's default there is one): the long files
    // (the CLI's bundles, `pnpm start`'s servers, the process-tree watchers) mostly wait on
    // child processes, and one file at a time took 125 s where the tests themselves took 72 s.
    maxWorkers: 2,
    // Files share their worker's loaded modules (no test mocks modules, stubs variables or fakes
    // timers): about 12 s of CPU less per run (user time 42 s -> 30 s, 778 tests either way).
    isolate: false,
    // A ceiling for hangs, not a speed goal: under CI's load (other suites beside this one on 2
    // cores) tests that bundle specs of a throwaway git history (history-sunset) went past
    // vitest's default 5 s.
    testTimeout: 30_000,
    // Spec bundles of committed versions are kept in memory only (src/spec/bundle.ts), not read
    // from the disk cache that the changelog and the gate share across runs: every test here
    // bundles with the Redocly CLI what it checks.
    env: { CLOUD_API_SPEC_BUNDLE_CACHE: "memory" },
  },
});
