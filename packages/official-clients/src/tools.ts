import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { INSTALL_COMMAND, pythonLibrary, pythonPath } from "@cloud-api/test-support/official-tools";

const run = promisify(execFile);

/** The Debian package that ships the CLI this suite drives. */
export const DEBIAN_PACKAGES = "hcloud-cli";

/** How to get the Python library: a virtual environment tools/install.sh owns. */
export const PYTHON_INSTALL_COMMAND = `${INSTALL_COMMAND} python`;

/** The virtual environment's interpreter, with hcloud-python installed (tools/install.sh). */
export const PYTHON = pythonPath();

/** The CLI from Debian's hcloud-cli, found on PATH like a user would run it. */
export const HCLOUD_CLI = "hcloud";

export interface ToolInfo {
  available: boolean;
  /** Version as the tool reports it, or why it is unavailable. */
  detail: string;
}

export interface DetectedTools {
  cli: ToolInfo;
  python: ToolInfo;
}

async function probe(file: string, args: string[]): Promise<ToolInfo> {
  try {
    const { stdout } = await run(file, args, { timeout: 20_000 });
    return { available: true, detail: stdout.trim() };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    return { available: false, detail: reason ?? "unknown error" };
  }
}

/** Finds the CLI and the Python library; never throws. */
export async function detectTools(): Promise<DetectedTools> {
  // `hcloud version` of Debian's build prints no number, so the package version is asked too.
  const cli = await probe("/bin/sh", [
    "-c",
    `command -v ${HCLOUD_CLI} >/dev/null && { dpkg-query -W -f='hcloud-cli \${Version}' hcloud-cli 2>/dev/null || ${HCLOUD_CLI} version; }`,
  ]);
  return {
    cli: cli.available ? cli : { available: false, detail: `no '${HCLOUD_CLI}' on PATH` },
    // "hcloud-python 2.27.0", or why not (no venv, another version than the one pinned).
    python: pythonLibrary(),
  };
}

/** The message shown when the tools are missing (skip outside CI, failure in CI). */
export function missingToolsMessage(tools: DetectedTools): string {
  const missing = [
    tools.cli.available
      ? undefined
      : `hcloud CLI (${tools.cli.detail}): apt-get install ${DEBIAN_PACKAGES}`,
    tools.python.available
      ? undefined
      : `hcloud-python (${tools.python.detail}): ${PYTHON_INSTALL_COMMAND}`,
  ].filter((part) => part !== undefined);
  return `official tools missing: ${missing.join("; ")}`;
}
