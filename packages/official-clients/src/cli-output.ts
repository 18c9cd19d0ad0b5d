/** The id the CLI prints in "<Thing> 42 created" (create commands of CLI 1.30 have no -o json). */
export function createdId(output: string, thing: string): number {
  const match = new RegExp(`${thing} (\\d+) created`).exec(output);
  if (!match?.[1]) throw new Error(`no "${thing} <id> created" in:\n${output}`);
  return Number(match[1]);
}
