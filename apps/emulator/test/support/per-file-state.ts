// Setup file, run before each test file (vitest.config.ts). Test files share one module graph
// (`isolate: false`), so the harness's records would otherwise carry one file's requests into
// the next: a file that asserts `specViolations` is empty, or that `exercised` covers every
// operation, must see only its own requests, as it did when each file had its own modules.
import { exercised, specViolations } from "./harness.js";

specViolations.length = 0;
exercised.clear();
