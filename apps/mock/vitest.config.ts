import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    // Each test here starts a real Prism process; on a 2-core machine that takes seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // The files that start Prism go at the same time (the default on 2 cores is one at a time):
    // a start is one busy process plus waiting on it.
    maxWorkers: 3,
  },
});
