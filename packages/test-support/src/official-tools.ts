// Where the provider's official tools are, as tools/install.sh leaves them: one folder per
// machine (CLOUD_API_TOOLS_DIR, default ~/.cache/cloud-api/tools) shared by every clone, plus
// the Debian packages and the machine's Go. The test suites and the docs' sample runner ask here;
// none of them installs anything itself.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Versions tools/install.sh pins (tools/python/requirements.txt, the Go modules' go.mod). */
export const PYTHON_LIBRARY_VERSION = "2.27.0";
export const GO_LIBRARY_VERSION = "v2.47.0";
export const TERRAFORM_VERSION = "1.5.7";
export const TERRAFORM_PROVIDER_VERSION = "1.68.0";

/** The repository's root (this file is packages/test-support/src/official-tools.ts). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** How to install whatever is missing. */
export const INSTALL_COMMAND = "bash tools/install.sh";

export function toolsDir(): string {
  const cache = process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache");
  return process.env.CLOUD_API_TOOLS_DIR ?? join(cache, "cloud-api", "tools");
}

/** The virtual environment's interpreter, with hcloud-python installed. */
export function pythonPath(): string {
  return join(toolsDir(), "python", "bin", "python");
}

/** ansible-playbook of the Ansible venv (its python runs the hetzner.hcloud modules). */
export function ansiblePlaybookPath(): string {
  return join(toolsDir(), "ansible", "bin", "ansible-playbook");
}

/** Where the hetzner.hcloud collection is (ANSIBLE_COLLECTIONS_PATH). */
export function ansibleCollectionsPath(): string {
  return join(toolsDir(), "ansible", "collections");
}

export function terraformPath(): string {
  return join(toolsDir(), "bin", "terraform");
}

/** The folder that holds `terraform-provider-hcloud` (what a `dev_overrides` entry names). */
export function terraformProviderDir(): string {
  return join(toolsDir(), "terraform-provider", TERRAFORM_PROVIDER_VERSION);
}

export interface ToolStatus {
  available: boolean;
  /** The version as the tool reports it, or why it is unavailable. */
  detail: string;
}

function output(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): string {
  return execFileSync(file, args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 30_000,
    env: options.env ?? process.env,
    cwd: options.cwd,
  }).trim();
}

function check(describe: () => string): ToolStatus {
  try {
    return { available: true, detail: describe() };
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    return { available: false, detail: reason };
  }
}

export function pythonLibrary(): ToolStatus {
  const python = pythonPath();
  if (!existsSync(python))
    return { available: false, detail: `no virtual environment at ${python}` };
  return check(() => {
    const version = output(python, ["-c", "import hcloud; print(hcloud.__version__)"]);
    if (version !== PYTHON_LIBRARY_VERSION) {
      throw new Error(`hcloud ${version} installed, ${PYTHON_LIBRARY_VERSION} pinned`);
    }
    return `hcloud-python ${version}`;
  });
}

/** The machine's Go, new enough for hcloud-go v2 (Debian's golang-go 1.19 is not). */
export function goToolchain(): ToolStatus {
  return check(() => {
    const version = output("go", ["env", "GOVERSION"]);
    const minor = Number(/^go1\.(\d+)/.exec(version)?.[1] ?? 0);
    if (minor < 25)
      throw new Error(`${version} is too old; hcloud-go ${GO_LIBRARY_VERSION} needs go1.25+`);
    return version;
  });
}

/** hcloud-go as a Go module (a go.mod of ours) requires it; checked from the go.mod itself. */
export function goLibrary(goModDir: string): ToolStatus {
  const go = goToolchain();
  if (!go.available) return go;
  const mod = readFileSync(join(goModDir, "go.mod"), "utf8");
  if (!mod.includes(`github.com/hetznercloud/hcloud-go/v2 ${GO_LIBRARY_VERSION}`)) {
    return {
      available: false,
      detail: `${goModDir}/go.mod does not pin hcloud-go ${GO_LIBRARY_VERSION}`,
    };
  }
  return check(() => {
    // Offline: the module must already be downloaded (tools/install.sh go).
    output("go", ["list", "github.com/hetznercloud/hcloud-go/v2/hcloud"], {
      env: { ...process.env, GOFLAGS: "-mod=readonly", GOPROXY: "off" },
      cwd: goModDir,
    });
    return `hcloud-go ${GO_LIBRARY_VERSION} (${go.detail})`;
  });
}

export function terraform(): ToolStatus {
  const binary = terraformPath();
  const provider = join(terraformProviderDir(), "terraform-provider-hcloud");
  if (!existsSync(binary)) return { available: false, detail: `no Terraform at ${binary}` };
  if (!existsSync(provider)) return { available: false, detail: `no provider at ${provider}` };
  return check(() => {
    const version = output(binary, ["version"]).split("\n")[0] ?? "";
    if (version !== `Terraform v${TERRAFORM_VERSION}`)
      throw new Error(`${version} found, v${TERRAFORM_VERSION} pinned`);
    return `${version}, hetznercloud/hcloud v${TERRAFORM_PROVIDER_VERSION}`;
  });
}

/** Ansible and the hetzner.hcloud collection it bundles (tools/python/ansible.txt). */
export function ansibleTool(): ToolStatus {
  const playbook = ansiblePlaybookPath();
  if (!existsSync(playbook)) return { available: false, detail: `no Ansible at ${playbook}` };
  return check(() => {
    const galaxy = join(dirname(playbook), "ansible-galaxy");
    const listed = output(galaxy, ["collection", "list", "hetzner.hcloud"], {
      env: { ...process.env, ANSIBLE_COLLECTIONS_PATH: ansibleCollectionsPath() },
    });
    const version = /^hetzner\.hcloud\s+(\S+)/m.exec(listed)?.[1];
    if (version === undefined) throw new Error("the hetzner.hcloud collection is missing");
    return `Ansible with hetzner.hcloud ${version}`;
  });
}
