import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { countStep } from "./steps.js";
import { HCLOUD_CLI } from "./tools.js";

/**
 * What `-o json` printed. The CLI's JSON is the API's objects as the Go client re-encodes them;
 * the scenarios assert on its shape with `toMatchObject`, so it is left untyped on purpose.
 */
// biome-ignore lint/suspicious/noExplicitAny: untyped JSON from another program, asserted by shape
export type CliJson = any;

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs Debian's `hcloud` against one endpoint with one token. Every run gets a fresh, empty
 * HCLOUD_CONFIG so no user context or token can leak in. Each asserted invocation is a step.
 */
export class HcloudCli {
  readonly #env: NodeJS.ProcessEnv;
  readonly #configDir: string;
  readonly #derived: HcloudCli[] = [];

  constructor(
    endpoint: string,
    token: string,
    readonly scenario: string,
    extraPath?: string,
  ) {
    this.#configDir = mkdtempSync(join(tmpdir(), "official-clients-hcloud-"));
    this.#env = {
      PATH: extraPath ? `${extraPath}:${process.env.PATH}` : process.env.PATH,
      HOME: this.#configDir,
      HCLOUD_ENDPOINT: endpoint,
      HCLOUD_TOKEN: token,
      HCLOUD_CONFIG: join(this.#configDir, "cli.toml"),
      NO_PROXY: "127.0.0.1,localhost",
    };
  }

  /** The same CLI with another token (another project, a read-only or a wrong token). */
  withToken(token: string): HcloudCli {
    return this.#derive(new HcloudCli(this.#env.HCLOUD_ENDPOINT ?? "", token, this.scenario));
  }

  /** The same CLI finding the programs of `dir` first on PATH (e.g. a recording `ssh`). */
  withPathPrefix(dir: string): HcloudCli {
    return this.#derive(
      new HcloudCli(
        this.#env.HCLOUD_ENDPOINT ?? "",
        this.#env.HCLOUD_TOKEN ?? "",
        this.scenario,
        dir,
      ),
    );
  }

  #derive(cli: HcloudCli): HcloudCli {
    this.#derived.push(cli);
    return cli;
  }

  /** Runs without asserting or counting (for setup that is not itself a step). */
  run(args: string[]): Promise<CliResult> {
    // Asynchronous on purpose: the emulator answers from this same process.
    return new Promise((resolve) => {
      execFile(
        HCLOUD_CLI,
        ["--poll-interval", "50ms", ...args],
        { env: this.#env, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
          resolve({ exitCode: code, stdout, stderr });
        },
      );
    });
  }

  /** A step that must succeed; returns its standard output. */
  async ok(args: string[]): Promise<string> {
    countStep("hcloud-cli", this.scenario);
    const result = await this.run(args);
    expect(
      result.exitCode,
      `hcloud ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`,
    ).toBe(0);
    return result.stdout;
  }

  /** A step with `-o json` that must succeed; returns the parsed output. */
  async json<T = CliJson>(args: string[]): Promise<T> {
    const stdout = await this.ok([...args, "-o", "json"]);
    try {
      return JSON.parse(stdout) as T;
    } catch {
      throw new Error(`hcloud ${args.join(" ")} -o json printed no JSON:\n${stdout}`);
    }
  }

  /** A step that must fail with a message matching `expected` (the CLI prints the API's code). */
  async fails(args: string[], expected: RegExp): Promise<string> {
    countStep("hcloud-cli", this.scenario);
    const result = await this.run(args);
    expect(
      result.exitCode,
      `hcloud ${args.join(" ")} succeeded but should have failed:\n${result.stdout}`,
    ).not.toBe(0);
    expect(result.stderr).toMatch(expected);
    return result.stderr;
  }

  dispose(): void {
    for (const cli of this.#derived) cli.dispose();
    rmSync(this.#configDir, { recursive: true, force: true });
  }
}
