// The external tools some test suites need (Debian's packages, and the official tools that
// tools/install.sh installs; .ci/run installs them). Their
// presence is part of turbo's cache key for `test` (CLOUD_API_TEST_TOOLS), so a suite skipped for
// a missing tool is run, not replayed from the cache, once the tool is installed.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  ansibleTool,
  goLibrary,
  INSTALL_COMMAND,
  PYTHON_LIBRARY_VERSION,
  pythonLibrary,
  REPO_ROOT,
  TERRAFORM_PROVIDER_VERSION,
  TERRAFORM_VERSION,
  terraform,
} from "@cloud-api/test-support/official-tools";

export interface TestTool {
  name: string;
  /** Who skips without it. */
  needs: string;
  /** How to get it. */
  install: string;
  present: () => boolean;
}

function runs(file: string, args: string[]): boolean {
  try {
    execFileSync(file, args, { stdio: "ignore", timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

/** The Go modules whose tests need hcloud-go (go.mod pins it, go.sum is committed). */
const GO_MODULES = ["packages/official-clients/go", "apps/docs/go-samples"];

export const TEST_TOOLS: readonly TestTool[] = [
  {
    name: "chromium",
    needs: "the docs and console browser tests",
    install: "apt-get install -y chromium (or set CHROMIUM_PATH)",
    present: () => existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"),
  },
  {
    name: "hcloud",
    needs: "the official CLI suites (packages/official-clients) and the CLI docs samples",
    install: "apt-get install -y hcloud-cli",
    present: () => runs("/bin/sh", ["-c", "command -v hcloud"]),
  },
  {
    // hcloud-python from PyPI in tools/install.sh's virtual environment, at the pinned version.
    name: `hcloud-python-${PYTHON_LIBRARY_VERSION}`,
    needs: "the official Python library suites and the Python docs samples",
    install: `${INSTALL_COMMAND} python`,
    present: () => pythonLibrary().available,
  },
  {
    name: "curl",
    needs: "the curl docs samples",
    install: "apt-get install -y curl",
    present: () => runs("/bin/sh", ["-c", "command -v curl"]),
  },
  {
    name: "go+hcloud-go",
    needs: "the hcloud-go scenarios (packages/official-clients) and the Go docs samples",
    install: `${INSTALL_COMMAND} go (the machine's Go >= 1.25 downloads hcloud-go v2.47.0 into its module cache)`,
    present: () => GO_MODULES.every((module) => goLibrary(join(REPO_ROOT, module)).available),
  },
  {
    name: `terraform-${TERRAFORM_VERSION}+hcloud-${TERRAFORM_PROVIDER_VERSION}`,
    needs: "the Terraform scenario and the Terraform example (packages/official-clients)",
    install: `${INSTALL_COMMAND} terraform (Terraform and the provider, built with the machine's Go)`,
    present: () => terraform().available,
  },
  {
    name: "ansible+hetzner.hcloud",
    needs: "the Ansible example (packages/official-clients)",
    install: `${INSTALL_COMMAND} ansible`,
    present: () => ansibleTool().available,
  },
];

/** Which tools are here, e.g. `chromium=1,hcloud=0,...`: the value of CLOUD_API_TEST_TOOLS. */
export function toolFingerprint(tools: readonly TestTool[] = TEST_TOOLS): {
  fingerprint: string;
  missing: TestTool[];
} {
  const missing: TestTool[] = [];
  const parts = tools.map((tool) => {
    const present = tool.present();
    if (!present) missing.push(tool);
    return `${tool.name}=${present ? 1 : 0}`;
  });
  return { fingerprint: parts.join(","), missing };
}
