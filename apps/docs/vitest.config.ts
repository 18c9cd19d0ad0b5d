import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    include: ["test/**/*.test.ts"],
    // The browser test and the sample type-check start Chromium and the TypeScript compiler. On a
    // loaded 2-core machine the type-check of every sample took 35 s and a browser step 20 s: the
    // limit is about hangs, not speed.
    testTimeout: 120_000,
    // Two files at a time even on 2 cores (vitest's default there is one): the long files spend
    // much of their time waiting on child processes (the changelog's `redocly bundle` of the spec's
    // versions, the samples' interpreters, the CLI's action watches, Chromium).
    maxWorkers: 2,
    // Files share their worker's loaded modules (no test mocks modules, stubs variables or fakes
    // timers): the spec bundle, the sample generator and Redoc's modules are loaded once per
    // worker instead of once per file.
    isolate: false,
    hookTimeout: 60_000,
  },
});
