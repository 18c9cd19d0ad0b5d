// CPU of building one Request the way undici's fetch does, with and without a signal to follow
// (issue 26): each variant in a fresh process, 10,000 warm-up builds, then `count` measured ones;
// garbage collection included, since undici's follow (a WeakRef, a finalization registration and
// a listener per Request) costs mostly there.
//
// Run from packages/bench: npx tsx src/tools/signal-cost.ts [count=50000] [rounds=3]
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const [variantArg] = process.argv.slice(2).filter((arg) => arg.startsWith("--variant="));
const url = "http://127.0.0.1:9/v1/ssh_keys";
const variants: Record<string, () => Request> = {
  "Request(url, init)": () => new Request(url, { method: "GET" }),
  "an AbortController's signal, then Request(url, init)": () => {
    void new AbortController().signal;
    return new Request(url, { method: "GET" });
  },
  "Request(url, init) following a fresh signal": () =>
    new Request(url, { method: "GET", signal: new AbortController().signal }),
};

if (variantArg) {
  const [, name = "", count] = variantArg.slice(10).match(/^(.*):(\d+)$/) ?? [];
  const build = variants[name];
  if (!build) throw new Error(`no variant ${name}`);
  for (let index = 0; index < 10_000; index++) build();
  const start = process.cpuUsage();
  for (let index = 0; index < Number(count); index++) build();
  const used = process.cpuUsage(start);
  process.stdout.write(String((used.user + used.system) / Number(count)));
} else {
  const [count = "50000", rounds = "3"] = process.argv.slice(2);
  const self = fileURLToPath(import.meta.url);
  const results = new Map<string, number[]>(Object.keys(variants).map((name) => [name, []]));
  for (let round = 0; round < Number(rounds); round++) {
    for (const name of Object.keys(variants)) {
      // Through tsx like this process; only the builds are timed, not the start.
      const output = execFileSync(
        process.execPath,
        ["--import", import.meta.resolve("tsx"), self, `--variant=${name}:${count}`],
        { encoding: "utf8" },
      );
      results.get(name)?.push(Number(output));
    }
  }
  console.log(`Node ${process.version}, ${count} builds per process, ${rounds} processes each:`);
  for (const [name, samples] of results) {
    const sorted = [...samples].sort((a, b) => a - b);
    const range = `${sorted[0]?.toFixed(1)}-${sorted.at(-1)?.toFixed(1)}`;
    console.log(`  ${name.padEnd(54)} ${range} us CPU`);
  }
}
