import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // The console's tests run it served by the emulator's build. The emulator depends on this
    // package (it serves the console's build and document), so the link back is not a package
    // dependency (that would be a cycle) but this alias, and turbo runs the emulator's build
    // before these tests (turbo.json).
    alias: {
      "@cloud-api/emulator": fileURLToPath(new URL("../emulator/dist/index.js", import.meta.url)),
    },
  },
  test: {
    // Transformed modules are kept on disk (node_modules/.experimental-vitest-cache, keyed by
    // file content and config): a later run, e.g. CI's second Node version, skips the transforms.
    experimental: { fsModuleCache: true },
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
