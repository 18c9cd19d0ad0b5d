import { inject } from "vitest";
import { DEBIAN_PACKAGES, type DetectedTools, PYTHON_INSTALL_COMMAND } from "./tools.js";

/** The tool a scenario file drives. */
export type ScenarioTool = keyof DetectedTools;

/** True when the tool a file drives (the CLI unless named) is installed (see the global setup). */
export function toolsAvailable(tool: ScenarioTool = "cli"): boolean {
  return inject("officialTools")[tool].available;
}

/** A suite title that says why it is skipped when its tool is missing. */
export function scenarioTitle(title: string, tool: ScenarioTool = "cli"): string {
  if (toolsAvailable(tool)) return title;
  const install =
    tool === "cli" ? `the Debian package ${DEBIAN_PACKAGES}` : `with '${PYTHON_INSTALL_COMMAND}'`;
  return `${title} (skipped: install ${install})`;
}
