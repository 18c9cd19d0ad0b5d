#!/usr/bin/env -S node --max-semi-space-size=4 --heap-growing-percent=30
// The heap flags are the command's own (npm and pnpm shims, npx and a container's entry point all
// pass the line above to node; `node dist/cli.js` does not): the first caps V8's young generation
// at two 4 MB semi-spaces, the second lets the old generation grow by 30% over what the last full
// GC kept instead of V8's up-to-4x (the CLI sets it once it listens: src/heap-growth.ts). What
// they save: DECISIONS.md, "Heap flag of the command" and "Heap growth of the command".
// Only node and its flags: pnpm's shims take the first word after `env -S` as the program, so a
// `NAME=value` there (e.g. MALLOC_ARENA_MAX) breaks the command for pnpm users.
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
