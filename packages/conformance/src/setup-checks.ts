import { afterEach } from "vitest";
import { exerciser, renewRunId } from "./suite.js";

// Runs before each test file is imported, so every file names its resources with its own run id.
renewRunId();

// Every response a test received must match the spec; the assertion lives here so no test can
// forget it.
afterEach(() => {
  const nonconformances = exerciser.drain();
  if (nonconformances.length > 0) {
    throw new Error(`responses that do not match the spec:\n- ${nonconformances.join("\n- ")}`);
  }
});
