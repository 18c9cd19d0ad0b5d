// Runs one generated sample as its reader would: TypeScript compiled and run by Node against the
// built @cloud-api/client, curl through `sh`, the `hcloud` CLI with a throw-away config, Python
// with Debian's /usr/bin/python3 and its `hcloud` library. Only the endpoint differs from the
// published sample (the emulator instead of the provider), and for curl `--fail-with-body`, so
// an error status fails the run.
import { execFile } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import type { SampleLabel } from "../../src/code-samples.js";

export interface Runner {
  label: SampleLabel;
  /** The Debian package that provides the tool, or undefined when nothing is missing. */
  missing: () => string | undefined;
  run: (source: string, env: RunEnv) => Promise<RunResult>;
}

export interface RunEnv {
  baseUrl: string;
  token: string;
  workDir: string;
  name: string;
}

export interface RunResult {
  ok: boolean;
  output: string;
}

const PYTHON = "/usr/bin/python3";

function exec(file: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: env.HOME ?? "/tmp", ...env },
        timeout: 30_000,
      },
      (error, stdout, stderr) =>
        resolve({ ok: !error, output: `${stdout}${stderr}`.slice(0, 2000) }),
    );
  });
}

const onPath = (tool: string) =>
  (process.env.PATH ?? "").split(":").some((dir) => existsSync(join(dir, tool)));

export const RUNNERS: Runner[] = [
  {
    label: "TypeScript",
    missing: () => undefined,
    run(source, env) {
      const pointed = replaceOnce(
        source,
        'createCloudClient({ token: process.env.CLOUD_API_TOKEN ?? "" })',
        `createCloudClient({ token: process.env.CLOUD_API_TOKEN ?? "", baseUrl: ${JSON.stringify(env.baseUrl)} })`,
      );
      const output = ts.transpileModule(pointed, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const file = join(env.workDir, `${env.name}.mjs`);
      writeFileSync(file, output);
      return exec(process.execPath, [file], { CLOUD_API_TOKEN: env.token });
    },
  },
  {
    label: "curl",
    missing: () => (onPath("curl") ? undefined : "curl"),
    run(source, env) {
      const pointed = source
        .replaceAll("https://api.hetzner.cloud/v1", env.baseUrl)
        .trimEnd()
        .concat(" \\\n  --fail-with-body --silent --show-error\n");
      return exec("/bin/sh", ["-c", pointed], { CLOUD_API_TOKEN: env.token });
    },
  },
  {
    label: "CLI",
    missing: () => (onPath("hcloud") ? undefined : "hcloud-cli"),
    run(source, env) {
      const config = join(env.workDir, `${env.name}.hcloud.toml`);
      writeFileSync(config, "");
      return exec("/bin/sh", ["-c", source], {
        HCLOUD_TOKEN: env.token,
        HCLOUD_ENDPOINT: env.baseUrl,
        HCLOUD_CONFIG: config,
        HCLOUD_POLL_INTERVAL: "50ms",
      });
    },
  },
  {
    label: "Python",
    missing: () => {
      if (!existsSync(PYTHON)) return "python3";
      return existsSync("/usr/lib/python3/dist-packages/hcloud") ? undefined : "python3-hcloud";
    },
    run(source, env) {
      const pointed = replaceOnce(
        source,
        'Client(token=os.environ["CLOUD_API_TOKEN"])',
        `Client(token=os.environ["CLOUD_API_TOKEN"], api_endpoint=${JSON.stringify(env.baseUrl)})`,
      );
      return exec(PYTHON, ["-c", pointed], { CLOUD_API_TOKEN: env.token });
    },
  },
];

function replaceOnce(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`sample does not contain ${from}`);
  return source.replace(from, to);
}
