import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    // Several tests start emulators (and the crash test whole processes): generous limits keep
    // them from failing on a loaded 2-core machine; a real hang still fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Test files share their worker's modules instead of loading the emulator afresh each: the
    // spec, the source modules and the validators ajv compiles on an operation's first request
    // are made once per worker, not once per file (that was most of the suite's time). Files
    // stay independent: each starts its own emulators, and the only module state a file reads
    // back (the harness's records of requests) is emptied before each file by the setup file.
    isolate: false,
    setupFiles: ["test/support/per-file-state.ts"],
    // Two workers on 2 cores (vitest's default there is one): much of a file's time is spent
    // waiting on emulators' sockets, child processes and the disk, and this package is the
    // test command's longest task.
    maxWorkers: 2,
  },
});
