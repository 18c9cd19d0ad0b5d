import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ansibleTool,
  TERRAFORM_PROVIDER_VERSION,
  TERRAFORM_VERSION,
} from "@cloud-api/test-support/official-tools";
import type { TestProject } from "vitest/node";
import { type DetectedTools, detectTools, missingToolsMessage } from "./tools.js";

declare module "vitest" {
  export interface ProvidedContext {
    officialTools: DetectedTools;
    stepsDir: string;
  }
}

/** Detects the tools once for all files, and prints the step counts per tool at the end. */
export default async function setup(project: TestProject) {
  const tools = await detectTools();
  const stepsDir = mkdtempSync(join(tmpdir(), "official-clients-steps-"));
  project.provide("officialTools", tools);
  project.provide("stepsDir", stepsDir);
  const found = [tools.cli, tools.python].filter((tool) => tool.available);
  if (found.length > 0) {
    console.log(`official-clients: driving ${found.map((tool) => tool.detail).join(" and ")}`);
  }
  if (found.length < 2) {
    const outcome =
      process.env.CI === "true" ? " (CI=true: the suite fails)" : "; skipping their scenarios";
    console.log(`official-clients: ${missingToolsMessage(tools)}${outcome}`);
  }

  return () => {
    let log = "";
    try {
      log = readFileSync(join(stepsDir, "steps.tsv"), "utf8");
    } catch {
      // No file: no step ran (tools missing, or every file filtered out).
    }
    rmSync(stepsDir, { recursive: true, force: true });
    const perTool = new Map<string, number>();
    const perScenario = new Map<string, number>();
    for (const line of log.split("\n").filter(Boolean)) {
      const [tool = "", scenario = "", n = "0"] = line.split("\t");
      perTool.set(tool, (perTool.get(tool) ?? 0) + Number(n));
      const key = `${tool} ${scenario}`;
      perScenario.set(key, (perScenario.get(key) ?? 0) + Number(n));
    }
    if (perTool.size === 0) return;
    const lines = [...perScenario].sort().map(([key, n]) => `  ${key}: ${n}`);
    // Every tool with its version, as the test command's recap repeats it.
    const named: Record<string, string> = {
      "hcloud-cli": tools.cli.available ? tools.cli.detail : "hcloud-cli",
      terraform: `Terraform ${TERRAFORM_VERSION} + provider hetznercloud/hcloud ${TERRAFORM_PROVIDER_VERSION}`,
      examples: "the docs' examples",
      ...(perTool.has("ansible") ? { ansible: ansibleTool().detail } : {}),
    };
    const totals = [...perTool].sort().map(([tool, n]) => `${named[tool] ?? tool} ${n}`);
    console.log(
      `official-clients: asserted steps per tool: ${totals.join(", ")}\n${lines.join("\n")}`,
    );
  };
}
