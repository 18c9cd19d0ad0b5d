import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    // Named, so that the emulator of an earlier commit that the mixed-traffic benchmark checks
    // out under tmp/ (a whole repository, tests included) is never collected.
    include: ["test/**/*.test.ts"],
    // Files share their worker's loaded modules (no test mocks modules, stubs variables or fakes
    // timers).
    isolate: false,
    // A ceiling for hangs, not a speed goal: under CI's load (other suites beside this one on 2
    // cores) the traffic-mix tests, which draw 50,000 requests, went past vitest's default 5 s.
    testTimeout: 30_000,
  },
});
