import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Named, so that the emulator of an earlier commit that the mixed-traffic benchmark checks
    // out under bench/tmp/ (a whole repository, tests included) is never collected.
    include: ["test/**/*.test.ts", "bench/test/**/*.test.ts"],
  },
});
