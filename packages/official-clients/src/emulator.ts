import { type Emulator, type EmulatorOptions, startEmulator } from "@cloud-api/emulator";

/** Two projects, and a read-only token of the first, as a user would configure the emulator. */
export const TOKENS = {
  projectA: "official-tools-token-a",
  projectB: "official-tools-token-b",
  readOnlyA: "official-tools-token-a-read",
} as const;

/** How long an action runs: short for quick runs, yet long enough to be seen running. */
export const ACTION_MS = 100;

export interface ScenarioEmulator {
  emulator: Emulator;
  url: string;
  /**
   * The emulator's clock (its control plane). Paused, a started action stays `running` and its
   * resource `locked` for as long as a scenario needs, whatever the load of the machine.
   */
  clock: { pause(): void; resume(): void };
  /** The running actions of one family a token sees (a setup wait, not a step of a tool). */
  runningActions(token: string, family: string): Promise<{ id: number; command: string }[]>;
  /** Waits until no action of `family` runs for `token`'s project (a setup wait, not a step). */
  settle(token: string, family: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts an emulator on a free port with its own memory state, ignoring the process environment;
 * `catalogRows` adds to the catalog what a scenario rehearses (a newly deprecated type), and
 * `journalSize` sets how many requests its journal keeps (default 1000), for a file that checks
 * which operations ran.
 */
export async function startScenarioEmulator(
  options: Pick<EmulatorOptions, "catalogRows" | "journalSize" | "actionDurations"> = {},
): Promise<ScenarioEmulator> {
  const emulator = await startEmulator({
    ...options,
    host: "127.0.0.1",
    port: 0,
    env: {},
    tokens: `${TOKENS.projectA}=project-a,${TOKENS.projectB}=project-b,${TOKENS.readOnlyA}=project-a:read`,
    actionMs: ACTION_MS,
    // The scenarios are not a rate-limit test.
    rateLimitPerHour: 1_000_000,
  });
  const runningActions: ScenarioEmulator["runningActions"] = async (token, family) => {
    const response = await fetch(`${emulator.url}/${family}/actions?status=running`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`GET /${family}/actions answered ${response.status}`);
    const body = (await response.json()) as { actions: { id: number; command: string }[] };
    return body.actions;
  };
  return {
    emulator,
    url: emulator.url,
    clock: emulator.control.clock,
    runningActions,
    settle: (token, family) =>
      waitFor(`the ${family} actions to finish`, async () => {
        return (await runningActions(token, family)).length === 0;
      }),
    close: () => {
      emulator.control.clock.resume();
      return emulator.close();
    },
  };
}

/** Polls until `condition` holds (setup waits, never a step). */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
