import { defineConfig } from "vitest/config";

// Two projects in order: first every operation test against the target, then the coverage
// check, which reads what the first group exercised (sequence.groupOrder runs groups in turn).
export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    // The target runs once in the global setup; test files only send requests to it. Two
    // workers keep the target busy while a worker checks answers (the default on 2 cores is one).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "operations",
          include: ["test/**/*.test.ts"],
          exclude: ["test/coverage.test.ts"],
          globalSetup: ["./src/global-setup.ts"],
          setupFiles: ["./src/setup-checks.ts"],
          sequence: { groupOrder: 0 },
          // The files of a worker share one module graph: the bundle is parsed and each response
          // schema compiled once per worker instead of once per file (about half the suite's CPU
          // time). Files keep apart by their run id (src/suite.ts), renewed per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "coverage",
          include: ["test/coverage.test.ts"],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
