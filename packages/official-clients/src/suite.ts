import { inject } from "vitest";
import { DEBIAN_PACKAGES } from "./tools.js";

/** True when both official tools are installed (see the global setup). */
export function toolsAvailable(): boolean {
  const tools = inject("officialTools");
  return tools.cli.available && tools.python.available;
}

/** A suite title that says why it is skipped when the tools are missing. */
export function scenarioTitle(title: string): string {
  return toolsAvailable()
    ? title
    : `${title} (skipped: install the Debian packages ${DEBIAN_PACKAGES})`;
}
