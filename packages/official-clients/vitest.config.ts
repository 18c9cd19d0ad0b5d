import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    include: ["test/**/*.test.ts"],
    // The emulator's build (a workspace link, so not under node_modules once resolved) is plain
    // JavaScript: load it as Node does, not through vite's transform, which every file would pay.
    server: { deps: { external: [/\/apps\/emulator\/dist\//] } },
    globalSetup: ["./src/global-setup.ts"],
    setupFiles: ["./src/setup-file.ts"],
    // Every file has its own emulator and mostly waits: hcloud-cli 1.30 sleeps 500 ms before each
    // action poll whatever `--poll-interval` says, so a file uses a few percent of a core. Run
    // many files at once instead of vitest's default (cores - 1, i.e. one file at a time on 2).
    maxWorkers: 8,
    // Files share their worker's loaded modules (no test mocks modules, stubs variables or fakes
    // timers; the step counts a file keeps are emptied by its setup file): the emulator's build
    // and its spec are loaded once per worker instead of once per file.
    isolate: false,
    // Each step starts a process; a loaded 2-core CI machine needs room.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
