import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { countStep, PYTHON_TOOL } from "./steps.js";
import { PYTHON } from "./tools.js";

const SCENARIOS_DIR = fileURLToPath(new URL("../scenarios/", import.meta.url));

/** What a Python step recorded: plain JSON the scenario chose, asserted by shape in the test. */
// biome-ignore lint/suspicious/noExplicitAny: untyped JSON from another program, asserted by shape
export type StepValue = any;

interface StepRecord {
  name: string;
  ok: boolean;
  value?: unknown;
  error?: { code: string; message: string; details: StepValue };
}

interface ScenarioRecord {
  steps: StepRecord[];
  crash: { after_step: string | null; error: string; traceback: string } | null;
}

/**
 * What one run of `scenarios/<name>.py` saw. Every step the script recorded must be asserted
 * through `value` or `error` (each counts as one step of hcloud-python), and
 * `expectEveryStepChecked` proves none was left out.
 */
export class PythonRun {
  readonly #checked = new Set<string>();

  constructor(
    readonly scenario: string,
    readonly record: ScenarioRecord,
    readonly stderr: string,
  ) {
    const names = record.steps.map((step) => step.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) throw new Error(`${scenario}.py records step "${duplicate}" twice`);
  }

  #find(name: string): StepRecord {
    const step = this.record.steps.find((candidate) => candidate.name === name);
    if (!step) {
      const crash = this.record.crash
        ? `\nthe script crashed after "${this.record.crash.after_step}":\n${this.record.crash.traceback}`
        : "";
      const last = this.record.steps.at(-1);
      const stopped =
        last && !last.ok ? `\nit stopped at "${last.name}": ${JSON.stringify(last.error)}` : "";
      throw new Error(`${this.scenario}.py recorded no step "${name}"${stopped}${crash}`);
    }
    // A step read twice (compared with another) still counts once.
    if (!this.#checked.has(name)) countStep(PYTHON_TOOL, this.scenario);
    this.#checked.add(name);
    return step;
  }

  /** The value a step that had to succeed recorded. */
  value<T = StepValue>(name: string): T {
    const step = this.#find(name);
    expect(
      step.ok,
      `${this.scenario}.py step "${name}" failed: ${JSON.stringify(step.error)}`,
    ).toBe(true);
    return step.value as T;
  }

  /** The API error a step that had to fail recorded. */
  error(name: string): { code: string; message: string; details: StepValue } {
    const step = this.#find(name);
    expect(
      step.ok,
      `${this.scenario}.py step "${name}" succeeded but should have failed: ${JSON.stringify(step.value)}`,
    ).toBe(false);
    return step.error as { code: string; message: string; details: StepValue };
  }

  expectEveryStepChecked(): void {
    expect(this.record.crash, this.record.crash?.traceback).toBeNull();
    const unchecked = this.record.steps
      .map((step) => step.name)
      .filter((name) => !this.#checked.has(name));
    expect(unchecked, `${this.scenario}.py steps no test asserted`).toEqual([]);
  }
}

/**
 * Runs `scenarios/<scenario>.py` with the virtual environment's python and returns what it
 * recorded; `hetznerEndpoint` is the emulator's Hetzner API (Storage Boxes) for the scenarios
 * that use it.
 */
export function runPythonScenario(
  scenario: string,
  endpoint: string,
  tokens: { token: string; otherProjectToken?: string; readOnlyToken?: string },
  hetznerEndpoint?: string,
): Promise<PythonRun> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HCLOUD_ENDPOINT: endpoint,
    HETZNER_ENDPOINT: hetznerEndpoint ?? "",
    HCLOUD_TOKEN: tokens.token,
    HCLOUD_TOKEN_OTHER_PROJECT: tokens.otherProjectToken ?? "",
    HCLOUD_TOKEN_READ_ONLY: tokens.readOnlyToken ?? "",
    NO_PROXY: "127.0.0.1,localhost",
  };
  return new Promise((resolve, reject) => {
    // -E: no PYTHON* variables, -s: no user site-packages, -B: no .pyc beside the scenarios.
    // Asynchronous on purpose: the emulator answers from this same process.
    execFile(
      PYTHON,
      ["-E", "-s", "-B", `${SCENARIOS_DIR}${scenario}.py`],
      { env, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const lastLine = stdout.trim().split("\n").at(-1) ?? "";
        try {
          resolve(new PythonRun(scenario, JSON.parse(lastLine) as ScenarioRecord, stderr));
        } catch {
          reject(
            new Error(
              `${scenario}.py printed no record (${error?.message ?? "exit 0"}):\n${stderr}${stdout}`,
            ),
          );
        }
      },
    );
  });
}
