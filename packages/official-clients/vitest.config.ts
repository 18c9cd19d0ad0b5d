import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["./src/global-setup.ts"],
    setupFiles: ["./src/setup-file.ts"],
    // Each step starts a process; a loaded 2-core CI machine needs room.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
