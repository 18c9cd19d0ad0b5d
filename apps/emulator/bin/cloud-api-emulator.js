#!/usr/bin/env -S node --max-semi-space-size=4
// The heap flag is the command's own (npm and pnpm shims, npx and a container's entry point all
// pass the line above to node; `node dist/cli.js` does not): it caps V8's young generation at two
// 4 MB semi-spaces. What that saves: DECISIONS.md, "Heap flag of the command".
// Other flags: `node <flags> dist/cli.js` (node does not read this line then; NODE_OPTIONS
// cannot undo a command-line flag).
// The published command (`npx @cloud-api/emulator`, `cloud-api-emulator`): the CLI in dist/cli.js,
// plus one thing npx gets wrong. npx (npm exec) runs the command through `sh -c` and, when npx
// itself is stopped (SIGTERM from a CI runner, a test harness or `kill`), exits without passing
// the signal on: the emulator would stay behind with its ports taken. So, started by npx (npm
// sets npm_command=exec), the command watches its parent and, once orphaned, stops itself with
// SIGTERM, the CLI's own graceful stop. Started any other way (a shell, a container's entry
// point, nohup), it is left alone.
if (process.env.npm_command === "exec") {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
  }, 250);
  watch.unref();
}
await import("../dist/command/cli.js");
