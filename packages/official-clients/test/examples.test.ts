// The examples of the docs page "Test your automation against the emulator"
// (apps/docs/guides/test-your-automation.md includes these very files), run as the page tells a
// reader to: each tool with HCLOUD_ENDPOINT and HCLOUD_TOKEN pointing at a fresh emulator, then
// the emulator's own lists prove what the example did.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import {
  ansibleCollectionsPath,
  ansiblePlaybookPath,
  ansibleTool,
  goLibrary,
  INSTALL_COMMAND,
  pythonLibrary,
  pythonPath,
  terraform,
  terraformPath,
  terraformProviderDir,
} from "@cloud-api/test-support/official-tools";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { countStep } from "../src/steps.js";

const EXAMPLES = fileURLToPath(new URL("../examples/", import.meta.url));
const GO_MODULE = fileURLToPath(new URL("../go/", import.meta.url));

interface Outcome {
  code: number;
  output: string;
}

function run(
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
  timeoutMs = 300_000,
): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", ...env }, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

let emulator: Emulator;
let token: string;
let workDir: string;

const api = async (path: string) => {
  const response = await fetch(`${emulator.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status, path).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the emulator, asserted by shape
  return (await response.json()) as any;
};

/** The environment every example reads: the emulator's base URL and a 64-character token. */
const toolEnv = () => ({
  HOME: workDir,
  HCLOUD_ENDPOINT: emulator.url,
  HCLOUD_TOKEN: token,
  SSH_PUBLIC_KEY: sshPublicKey("me@example"),
});

const expectEmptyProject = async () => {
  expect((await api("/servers")).servers).toEqual([]);
  expect((await api("/ssh_keys")).ssh_keys).toEqual([]);
};

const skipReason = (status: { available: boolean; detail: string }, part: string) =>
  status.available ? undefined : `${status.detail}; install with '${INSTALL_COMMAND} ${part}'`;

/** Outside CI a missing tool skips its example; in CI it fails (.ci/run installs every tool). */
function example(name: string, reason: string | undefined, body: () => Promise<void>) {
  if (reason !== undefined && process.env.CI !== "true") {
    it.skip(`${name} (skipped: ${reason})`, body);
  } else {
    it(name, async () => {
      if (reason !== undefined) expect.fail(reason);
      await body();
      countStep("examples", name);
    });
  }
}

describe("the docs' automation examples against the emulator", () => {
  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), "examples-"));
  });
  afterAll(() => {
    rmSync(workDir, { recursive: true, force: true });
  });
  // A fresh emulator per example: each one starts from an empty project.
  afterEach(async () => {
    await emulator?.close();
  });
  const start = async () => {
    token = randomBytes(32).toString("hex");
    emulator = await startEmulator({
      host: "127.0.0.1",
      port: 0,
      env: {},
      tokens: `${token}=examples`,
      actionMs: 100,
      rateLimitPerHour: 1_000_000,
    });
  };

  example(
    "Terraform: apply makes the server, destroy removes it",
    skipReason(terraform(), "terraform"),
    async () => {
      await start();
      const dir = join(workDir, "terraform");
      cpSync(join(EXAMPLES, "terraform"), dir, { recursive: true });
      const cliConfig = join(dir, ".terraformrc");
      writeFileSync(
        cliConfig,
        `provider_installation {\n  dev_overrides {\n    "hetznercloud/hcloud" = ${JSON.stringify(terraformProviderDir())}\n  }\n  direct {}\n}\n`,
      );
      const env = {
        ...toolEnv(),
        TF_CLI_CONFIG_FILE: cliConfig,
        TF_IN_AUTOMATION: "1",
        CHECKPOINT_DISABLE: "1",
        TF_VAR_ssh_public_key: sshPublicKey("me@example"),
      };
      const apply = await run(terraformPath(), ["apply", "-auto-approve", "-no-color"], env, dir);
      expect(apply.code, apply.output).toBe(0);
      const { servers } = await api("/servers?label_selector=role%3Dweb");
      expect(servers.map((server: { name: string }) => server.name)).toEqual(["web-1"]);
      expect(apply.output).toContain(`ipv4 = "${servers[0].public_net.ipv4.ip}"`);
      const destroy = await run(
        terraformPath(),
        ["destroy", "-auto-approve", "-no-color"],
        env,
        dir,
      );
      expect(destroy.code, destroy.output).toBe(0);
      await expectEmptyProject();
      expect((await api("/firewalls")).firewalls).toEqual([]);
    },
  );

  example(
    "the hcloud CLI: the script runs through and leaves nothing behind",
    undefined,
    async () => {
      await start();
      const config = join(workDir, "cli.toml");
      writeFileSync(config, "");
      const result = await run(
        "/bin/sh",
        [join(EXAMPLES, "cli.sh")],
        { ...toolEnv(), HCLOUD_CONFIG: config },
        workDir,
      );
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/web-1\s+running\s+\d+\.\d+\.\d+\.\d+/);
      await expectEmptyProject();
    },
  );

  example(
    "hcloud-go: the program creates, lists and deletes",
    skipReason(goLibrary(GO_MODULE), "go"),
    async () => {
      await start();
      const result = await run(
        "go",
        ["run", "./examples/quickstart"],
        { ...toolEnv(), HOME: process.env.HOME ?? workDir, GOFLAGS: "-mod=readonly" },
        GO_MODULE,
      );
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/^web-1 running \d+\.\d+\.\d+\.\d+$/m);
      expect((await api("/servers")).servers).toEqual([]);
    },
  );

  example(
    "hcloud-python: the script creates, lists and deletes",
    skipReason(pythonLibrary(), "python"),
    async () => {
      await start();
      const result = await run(
        pythonPath(),
        [join(EXAMPLES, "python", "quickstart.py")],
        toolEnv(),
        workDir,
      );
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/^web-1 running \d+\.\d+\.\d+\.\d+$/m);
      expect((await api("/servers")).servers).toEqual([]);
    },
  );

  example(
    "Ansible: the playbook runs through and leaves nothing behind",
    skipReason(ansibleTool(), "ansible"),
    async () => {
      await start();
      const result = await run(
        ansiblePlaybookPath(),
        [join(EXAMPLES, "ansible", "playbook.yml")],
        {
          ...toolEnv(),
          ANSIBLE_NOCOLOR: "1",
          ANSIBLE_COLLECTIONS_PATH: ansibleCollectionsPath(),
          ANSIBLE_LOCAL_TEMP: join(workDir, "ansible-tmp"),
          ANSIBLE_PYTHON_INTERPRETER: join(ansiblePlaybookPath(), "..", "python"),
        },
        workDir,
      );
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/ok=\d+\s+changed=4\s+unreachable=0\s+failed=0/);
      await expectEmptyProject();
    },
  );
});
