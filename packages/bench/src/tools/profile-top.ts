// The top entries of a V8 .cpuprofile by self time (and by total time of our own functions), as
// the notes quote them: `npx tsx src/tools/profile-top.ts <file.cpuprofile> [N]`.
import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, count = "15"] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-top.ts <file.cpuprofile> [N]");
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfTime = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*\/(apps|node_modules|scripts)\//, "$1/")}:${lineNumber + 1}`
    : "";
  return `${functionName || "(anonymous)"} ${where}`.trim();
};
const bySelf = new Map<string, number>();
for (const [id, time] of selfTime) {
  const node = byId.get(id);
  if (!node) continue;
  const key = label(node);
  bySelf.set(key, (bySelf.get(key) ?? 0) + time);
}
// "(idle)", and the inspector's own `dispatch` (no script: serializing the profile at its stop).
const notBusy = (key: string) => key.startsWith("(idle)") || key === "dispatch";
const idle = [...bySelf].filter(([key]) => notBusy(key)).reduce((sum, [, time]) => sum + time, 0);
console.log(`total ${(total / 1000).toFixed(0)} ms, busy ${((total - idle) / 1000).toFixed(0)} ms`);
const busy = [...bySelf].filter(([key]) => !notBusy(key));
for (const [key, time] of busy.sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(
    `${((100 * time) / (total - idle)).toFixed(1).padStart(5)}%  ${(time / 1000).toFixed(1).padStart(8)} ms  ${key}`,
  );
}
