import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Several tests start emulators (and the crash test whole processes): generous limits keep
    // them from failing on a loaded 2-core machine; a real hang still fails.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
