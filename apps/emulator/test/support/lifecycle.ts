// The life of a test file's emulators, written once: started on 127.0.0.1, port 0 (the
// harness's defaults), stopped when the tests are done, and then no response the harness checked
// may have violated the spec (`specViolations`, emptied before each file by per-file-state.ts).
// It lives beside the harness rather than in @cloud-api/test-support because it starts the
// emulator from its sources and reads the harness's records, which only this package's tests have.
import { startedLater } from "@cloud-api/test-support/started-later";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import type { EmulatorOptions } from "../../src/index.js";
import { specViolations, startTestEmulator, type TestEmulator } from "./harness.js";

/**
 * One emulator for the tests of the file (or of the `describe` block this is called in): started
 * in `beforeAll`, stopped in `afterAll`, then `specViolations` must be empty.
 *
 * The returned object stands for the emulator (`startedLater`), so tests and helpers at the top
 * of the file say `emu.call(...)`; reading it before the start or after the stop throws. Hooks
 * the file adds after this call run after the start and before the stop (vitest runs `after*`
 * hooks in reverse order).
 */
export function useTestEmulator(options?: EmulatorOptions): TestEmulator {
  const emulator = startedLater<TestEmulator>("the test emulator");
  beforeAll(async () => {
    emulator.set(await startTestEmulator(options));
  });
  afterAll(async () => {
    const stopping = emulator.current;
    emulator.clear();
    await stopping?.close();
    expect(specViolations).toEqual([]);
  });
  return emulator.value;
}

/**
 * Emulators that each test starts itself, with the options it needs (its own clock): the returned
 * function starts one; after each test, every emulator it started is stopped, then
 * `specViolations` must be empty.
 */
export function useTestEmulatorPerTest(): (options?: EmulatorOptions) => Promise<TestEmulator> {
  const started: TestEmulator[] = [];
  afterEach(async () => {
    const stopping = started.splice(0);
    for (const emulator of stopping) await emulator.close();
    expect(specViolations).toEqual([]);
  });
  return async (options) => {
    const emulator = await startTestEmulator(options);
    started.push(emulator);
    return emulator;
  };
}
