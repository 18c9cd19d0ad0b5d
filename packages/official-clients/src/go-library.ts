import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { countStep } from "./steps.js";

/** The Go module of the hcloud-go scenarios (go.mod pins hcloud-go, go.sum is committed). */
export const GO_MODULE_DIR = fileURLToPath(new URL("../go/", import.meta.url));

/** What the emulator-side of a run hands to the Go tests (harness_test.go reads them). */
export interface GoScenarioEnv {
  endpoint: string;
  /** The emulator's Hetzner API (Storage Boxes), `.../hetzner/v1`: HETZNER_ENDPOINT. */
  hetznerEndpoint: string;
  token: string;
  otherProjectToken: string;
  readOnlyToken: string;
  controlUrl: string;
  adminToken: string;
}

/** One event of `go test -json` (cmd/test2json; `build-output` for compile errors). */
interface TestEvent {
  Action: string;
  Package?: string;
  Test?: string;
  Output?: string;
  Elapsed?: number;
}

interface TestResult {
  status: "pass" | "fail" | "skip" | "unfinished";
  output: string[];
  elapsed: number;
}

/**
 * What one `go test -json ./...` reported. A top-level test is a family (`TestServers`), each of
 * its subtests one asserted step; `expectFamilyPassed` counts the passed steps of hcloud-go.
 */
export class GoRun {
  readonly tests = new Map<string, TestResult>();
  readonly packageOutput: string[] = [];
  packageStatus: "pass" | "fail" | "unknown" = "unknown";
  readonly #checked = new Set<string>();

  constructor(
    events: TestEvent[],
    readonly stderr: string,
  ) {
    for (const event of events) {
      if (event.Test === undefined) {
        if ((event.Action === "output" || event.Action === "build-output") && event.Output) {
          this.packageOutput.push(event.Output);
        }
        if (event.Action === "pass" || event.Action === "fail") this.packageStatus = event.Action;
        continue;
      }
      const test = this.tests.get(event.Test) ?? { status: "unfinished", output: [], elapsed: 0 };
      if (event.Action === "output" && event.Output) test.output.push(event.Output);
      if (event.Action === "pass" || event.Action === "fail" || event.Action === "skip") {
        test.status = event.Action;
        test.elapsed = event.Elapsed ?? 0;
      }
      this.tests.set(event.Test, test);
    }
  }

  /** The top-level tests (families) Go ran. */
  families(): string[] {
    return [...this.tests.keys()].filter((name) => !name.includes("/"));
  }

  /** Why a family failed: each failed or unfinished step with what it printed. */
  #failures(family: string): string {
    const lines: string[] = [];
    for (const [name, result] of this.tests) {
      if (!name.startsWith(`${family}/`) && name !== family) continue;
      if (result.status === "pass" || result.status === "skip") continue;
      const printed = result.output.filter((line) => !/^(=== |--- |\s*--- )/.test(line)).join("");
      lines.push(`${name} (${result.status}):\n${printed}`);
    }
    return lines.join("\n");
  }

  /**
   * Asserts the family's test and every one of its steps passed (none skipped), and counts the
   * steps as hcloud-go's. Returns the step names.
   */
  expectFamilyPassed(family: string, scenario: string): string[] {
    this.#checked.add(family);
    const result = this.tests.get(family);
    expect(
      result,
      `go test ran no ${family}\n${this.packageOutput.join("")}${this.stderr}`,
    ).toBeDefined();
    const steps = [...this.tests].filter(([name]) => name.startsWith(`${family}/`));
    expect(
      result?.status,
      `${family} failed:\n${this.#failures(family)}${this.packageOutput.join("")}`,
    ).toBe("pass");
    const notPassed = steps.filter(([, step]) => step.status !== "pass").map(([name]) => name);
    expect(notPassed, `${family}: steps that did not pass`).toEqual([]);
    expect(steps.length, `${family} has no steps`).toBeGreaterThan(0);
    for (const _ of steps) countStep("hcloud-go v2.47.0", scenario);
    return steps.map(([name]) => name.slice(family.length + 1));
  }

  /** Every family Go ran was asserted by a test (a new Go test file cannot go unnoticed). */
  expectEveryFamilyChecked(): void {
    const unchecked = this.families().filter((family) => !this.#checked.has(family));
    expect(unchecked, "Go tests no vitest test asserted").toEqual([]);
  }
}

/**
 * Runs `go test -json ./...` in the scenarios' module against an emulator: the module read-only
 * (`-mod=readonly`, its go.sum as committed), no download (`GOPROXY=off`, the modules come from
 * tools/install.sh), no toolchain switch, the machine's Go caches, and `-count=1` (the emulator's
 * answers are not something Go may cache). Asynchronous: the emulator answers from this process.
 */
export function runGoTests(env: GoScenarioEnv, timeoutMs = 300_000): Promise<GoRun> {
  const inherited = ["PATH", "HOME", "TMPDIR", "XDG_CACHE_HOME", "GOCACHE", "GOMODCACHE", "GOPATH"];
  const childEnv: NodeJS.ProcessEnv = {};
  for (const name of inherited) {
    if (process.env[name] !== undefined) childEnv[name] = process.env[name];
  }
  Object.assign(childEnv, {
    GOFLAGS: "-mod=readonly",
    GOPROXY: "off",
    GOTOOLCHAIN: "local",
    HCLOUD_ENDPOINT: env.endpoint,
    HETZNER_ENDPOINT: env.hetznerEndpoint,
    HCLOUD_TOKEN: env.token,
    HCLOUD_TOKEN_PROJECT_B: env.otherProjectToken,
    HCLOUD_TOKEN_READ_ONLY: env.readOnlyToken,
    EMULATOR_CONTROL_URL: env.controlUrl,
    EMULATOR_ADMIN_TOKEN: env.adminToken,
    NO_PROXY: "127.0.0.1,localhost",
  });
  return new Promise((resolve, reject) => {
    execFile(
      "go",
      ["test", "-json", "-count=1", "-timeout=240s", "./..."],
      { cwd: GO_MODULE_DIR, env: childEnv, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const events: TestEvent[] = [];
        for (const line of stdout.split("\n")) {
          if (!line.startsWith("{")) continue;
          try {
            events.push(JSON.parse(line) as TestEvent);
          } catch {
            // A line of a test's own output that happens to start with "{": not an event.
          }
        }
        if (events.length === 0) {
          reject(
            new Error(`go test printed no events (${error?.message ?? "exit 0"}):\n${stderr}`),
          );
          return;
        }
        resolve(new GoRun(events, stderr));
      },
    );
  });
}
