import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The Debian packages that ship the official tools this suite drives. */
export const DEBIAN_PACKAGES = "hcloud-cli python3-hcloud";

/** Debian's own interpreter: python3-hcloud is installed for it, not for a python earlier on PATH. */
export const DEBIAN_PYTHON = "/usr/bin/python3";

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
  const [cli, python] = await Promise.all([
    // `hcloud version` of Debian's build prints no number, so the package version is asked too.
    probe("/bin/sh", [
      "-c",
      `command -v ${HCLOUD_CLI} >/dev/null && { dpkg-query -W -f='hcloud-cli \${Version}' hcloud-cli 2>/dev/null || ${HCLOUD_CLI} version; }`,
    ]),
    probe(DEBIAN_PYTHON, [
      "-c",
      "from hcloud.__version__ import VERSION; print('python3-hcloud ' + VERSION)",
    ]),
  ]);
  return {
    cli: cli.available ? cli : { available: false, detail: `no '${HCLOUD_CLI}' on PATH` },
    python: python.available
      ? python
      : { available: false, detail: `${DEBIAN_PYTHON} cannot import hcloud` },
  };
}

/** The message shown when the tools are missing (skip outside CI, failure in CI). */
export function missingToolsMessage(tools: DetectedTools): string {
  const missing = [
    tools.cli.available ? undefined : `hcloud CLI (${tools.cli.detail})`,
    tools.python.available
      ? undefined
      : `python3-hcloud for ${DEBIAN_PYTHON} (${tools.python.detail})`,
  ].filter((part) => part !== undefined);
  return `official tools missing: ${missing.join("; ")}; install the Debian packages with 'apt-get install ${DEBIAN_PACKAGES}'`;
}
