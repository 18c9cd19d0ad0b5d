import { afterAll, inject } from "vitest";
import { flushSteps } from "./steps.js";

// Every test file hands its step counts to the global setup, which prints the totals.
afterAll(() => {
  flushSteps(inject("stepsDir"));
});
