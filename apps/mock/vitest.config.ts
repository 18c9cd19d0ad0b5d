import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each test here starts a real Prism process; on a 2-core machine that takes seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
