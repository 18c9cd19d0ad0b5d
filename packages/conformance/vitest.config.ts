import { defineConfig } from "vitest/config";

// Two projects in order: first every operation test against the target, then the coverage
// check, which reads what the first group exercised (sequence.groupOrder runs groups in turn).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "operations",
          include: ["test/**/*.test.ts"],
          exclude: ["test/coverage.test.ts"],
          globalSetup: ["./src/global-setup.ts"],
          setupFiles: ["./src/setup-checks.ts"],
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "coverage",
          include: ["test/coverage.test.ts"],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
