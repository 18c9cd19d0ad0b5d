import { defineConfig } from "vitest/config";

// Compiling every schema of the bundle with ajv and running `redocly lint` on the fixtures
// take seconds on a loaded 2-core CI machine. The timeout guards against hangs; it is not
// a speed goal (speed lives in `pnpm bench`).
export default defineConfig({
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    testTimeout: 60_000,
    // Files share their worker's loaded modules (no test mocks modules, stubs variables or fakes
    // timers): the bundle and its ajv schemas are loaded once instead of once per file.
    isolate: false,
  },
});
