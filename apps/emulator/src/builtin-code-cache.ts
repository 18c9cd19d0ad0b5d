// Node compiles its built-in modules (node:http, node:crypto, the streams under them) from a code
// cache that V8 accepts only while V8's flags hash as they did when Node was built. The published
// command's heap flag (`--max-semi-space-size=4` on bin/cloud-api-emulator.js's #! line) changes
// that hash, so every built-in module loaded after Node's own bootstrap was compiled from its
// source instead: node:http took 14 ms of CPU against 4 ms (Node 20), about 20 ms of the
// command's start in all. V8 reads the heap flag once, when it sizes the heap at startup; setting
// it back to its default afterwards leaves the heap as sized and makes the hash, and so the code
// cache, match again (test/builtin-code-cache.test.ts checks both). The CLI calls this first,
// before it loads anything else. Off: CLOUD_API_BUILTIN_CODE_CACHE=off (the flag stays set, every
// built-in module is compiled from source, as before).

/** V8's heap-sizing flag the command passes; V8 accepts `-` and `_` in flag names alike. */
const HEAP_FLAG = /^--max[-_]semi[-_]space[-_]size(=|$)/;

export type BuiltinCodeCacheOutcome =
  /** The heap flag was set back to its default after V8 sized the heap. */
  | "restored"
  /** No heap flag on the command line or in NODE_OPTIONS: the code cache matches already. */
  | "no-heap-flag"
  /** CLOUD_API_BUILTIN_CODE_CACHE=off. */
  | "off";

/**
 * Sets the heap flag back to its default when the process was started with it, so that the
 * built-in modules loaded from now on come from Node's code cache. `setFlags` is node:v8's
 * `setFlagsFromString`, loaded only when there is a flag to set back.
 */
export async function restoreBuiltinCodeCache(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
  setFlags?: (flags: string) => void,
): Promise<BuiltinCodeCacheOutcome> {
  const setting = env.CLOUD_API_BUILTIN_CODE_CACHE;
  if (setting !== undefined && !/^(on|off|)$/.test(setting)) {
    throw new Error(`CLOUD_API_BUILTIN_CODE_CACHE must be on or off, got '${setting}'`);
  }
  if (setting === "off") return "off";
  const nodeOptions = (env.NODE_OPTIONS ?? "").split(/\s+/);
  if (
    !execArgv.some((flag) => HEAP_FLAG.test(flag)) &&
    !nodeOptions.some((flag) => HEAP_FLAG.test(flag))
  ) {
    return "no-heap-flag";
  }
  (setFlags ?? (await import("node:v8")).setFlagsFromString)("--max-semi-space-size=0");
  return "restored";
}
