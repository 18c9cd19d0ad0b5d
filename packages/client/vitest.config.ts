import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Files share their worker's loaded modules instead of loading the client, openapi-fetch and
    // the test servers' helpers afresh each: spies are restored after each test (vi.restoreAllMocks)
    // and no test mocks modules or fakes timers. About a third less CPU per run.
    isolate: false,
  },
});
