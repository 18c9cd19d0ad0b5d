import { afterEach } from "vitest";
import { exerciser } from "./suite.js";

// Every response a test received must match the spec; the assertion lives here so no test can
// forget it.
afterEach(() => {
  const nonconformances = exerciser.drain();
  if (nonconformances.length > 0) {
    throw new Error(`responses that do not match the spec:\n- ${nonconformances.join("\n- ")}`);
  }
});
