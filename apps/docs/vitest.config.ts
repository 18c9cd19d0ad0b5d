import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // The browser test and the sample type-check start Chromium and the TypeScript compiler.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
