import { startedLater } from "@cloud-api/test-support/started-later";
import { afterAll, beforeAll } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../../src/emulator.js";
import { HcloudCli } from "../../src/hcloud-cli.js";

/**
 * The emulator and project A's hcloud CLI for the scenarios of a `describe` block: started before
 * its tests; after them the CLI's configuration folders are removed, then the emulator stops.
 * Both returned objects stand for what `beforeAll` makes (`startedLater`): use them in hooks and
 * tests. `scenario` names the CLI's steps in the step log.
 */
export function useCliScenario(scenario: string): { target: ScenarioEmulator; cli: HcloudCli } {
  const target = startedLater<ScenarioEmulator>("the scenario's emulator");
  const cli = startedLater<HcloudCli>("the scenario's hcloud CLI");
  beforeAll(async () => {
    const started = await startScenarioEmulator();
    target.set(started);
    cli.set(new HcloudCli(started.url, TOKENS.projectA, scenario));
  });
  afterAll(async () => {
    cli.current?.dispose();
    cli.clear();
    const stopping = target.current;
    target.clear();
    await stopping?.close();
  });
  return { target: target.value, cli: cli.value };
}
