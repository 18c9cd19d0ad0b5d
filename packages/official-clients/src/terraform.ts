// Terraform as its users run it: the provider hetznercloud/hcloud from a CLI config's
// `dev_overrides` (no registry is reachable here, and a locally built provider is what
// dev_overrides exists for), HCLOUD_ENDPOINT and a 64-character HCLOUD_TOKEN pointing at the
// emulator, a working directory of its own, no input, no colour, no checkpoint (telemetry) call.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { terraformPath, terraformProviderDir } from "@cloud-api/test-support/official-tools";

const PROJECT_DIR = fileURLToPath(new URL("../terraform/project/", import.meta.url));

export interface TerraformResult {
  /** Terraform's exit code (plan -detailed-exitcode: 0 no changes, 2 changes). */
  code: number;
  output: string;
}

export class TerraformWorkspace {
  readonly dir: string;
  readonly #env: NodeJS.ProcessEnv;

  /** A copy of terraform/project/ in a temporary folder, with its own CLI config and home. */
  constructor(
    endpoint: string,
    hetznerEndpoint: string,
    token: string,
    variables: Record<string, string>,
  ) {
    this.dir = mkdtempSync(join(tmpdir(), "terraform-"));
    cpSync(PROJECT_DIR, this.dir, { recursive: true });
    const cliConfig = join(this.dir, ".terraformrc");
    writeFileSync(
      cliConfig,
      [
        "provider_installation {",
        "  dev_overrides {",
        `    "hetznercloud/hcloud" = ${JSON.stringify(terraformProviderDir())}`,
        "  }",
        "  direct {}",
        "}",
        "disable_checkpoint = true",
        "",
      ].join("\n"),
    );
    this.#env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: this.dir,
      TF_CLI_CONFIG_FILE: cliConfig,
      TF_IN_AUTOMATION: "1",
      TF_INPUT: "0",
      CHECKPOINT_DISABLE: "1",
      HCLOUD_ENDPOINT: endpoint,
      HETZNER_ENDPOINT: hetznerEndpoint,
      HCLOUD_TOKEN: token,
      ...Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [`TF_VAR_${name}`, value]),
      ),
    };
  }

  /** Adds (or replaces) a configuration file, as a user editing the project would. */
  write(file: string, content: string): void {
    writeFileSync(join(this.dir, file), content);
  }

  run(args: string[], timeoutMs = 300_000): Promise<TerraformResult> {
    return new Promise((resolve) => {
      execFile(
        terraformPath(),
        [...args, "-no-color"],
        { cwd: this.dir, env: this.#env, timeout: timeoutMs, maxBuffer: 32 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code =
            error === null
              ? 0
              : typeof error.code === "number"
                ? error.code
                : error.killed
                  ? 124
                  : 1;
          resolve({ code, output: `${stdout}${stderr}` });
        },
      );
    });
  }

  apply(): Promise<TerraformResult> {
    return this.run(["apply", "-auto-approve", "-input=false"]);
  }

  /** `plan -detailed-exitcode`: 0 when the project matches the configuration, 2 when not. */
  plan(): Promise<TerraformResult> {
    return this.run(["plan", "-detailed-exitcode", "-input=false"]);
  }

  destroy(): Promise<TerraformResult> {
    return this.run(["destroy", "-auto-approve", "-input=false"]);
  }

  async stateList(): Promise<string[]> {
    const result = await this.run(["state", "list"]);
    if (result.code !== 0) throw new Error(`terraform state list failed:\n${result.output}`);
    return result.output.split("\n").filter((line) => line.trim() !== "");
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The part of a plan's text a reader needs: the resource blocks and the summary line. */
export function planSummary(output: string): string {
  const lines = output.split("\n");
  const start = lines.findIndex((line) => line.includes("Terraform will perform the following"));
  return (start >= 0 ? lines.slice(start) : lines.slice(-60)).join("\n");
}
