// Node's compile cache for the command's own modules (`module.enableCompileCache`, Node >= 22.1):
// V8's compiled code of the bundle and the generated validators is kept on disk by the first
// start and read back by the later ones instead of compiling again (on Node 24 about 5 ms of the
// command's start; the bench's `emulatorStartup` times the first start with an empty cache apart
// from the later ones). Node keys each entry by the module's content and its own version, so an
// upgraded emulator or Node never reads a stale entry. The directory is the user's cache
// ($XDG_CACHE_HOME, else ~/.cache) rather than the shared temp folder, where another user could
// plant entries. A directory that cannot be written only means no cache: the start never fails
// for it. Node 20 has no compile cache: there this does nothing.
// The directory is made here, one level at a time, before Node sees it: Node's own recursive
// mkdir (in enableCompileCache, as in fs.mkdirSync's `recursive`) never returns for a path under
// /proc, where mkdir answers ENOENT although the parent exists (Node 20 and 24).
// CLOUD_API_COMPILE_CACHE: `off`, or the directory to use (default: see compileCacheDirectory).
import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";

export type CompileCacheOutcome =
  /** Enabled (or already enabled by NODE_COMPILE_CACHE) in `directory`. */
  | { status: "enabled"; directory: string }
  /**
   * The directory could not be made, or Node refused it (not writable, ...): the command runs
   * without a cache. `named`: CLOUD_API_COMPILE_CACHE gave the directory (the CLI says why then).
   */
  | { status: "failed"; directory: string; message: string; named: boolean }
  /** This Node has no compile cache (before 22.1), or no directory could be named. */
  | { status: "unavailable" }
  /** CLOUD_API_COMPILE_CACHE=off. */
  | { status: "off" };

/** The cache's directory: CLOUD_API_COMPILE_CACHE when it names one, else under the user's cache. */
export function compileCacheDirectory(env: NodeJS.ProcessEnv): string | undefined {
  const setting = env.CLOUD_API_COMPILE_CACHE;
  if (setting && setting !== "on") return setting;
  const base =
    env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : undefined;
  let home: string | undefined;
  try {
    home = homedir();
  } catch {
    home = undefined;
  }
  const cache = base ?? (home ? join(home, ".cache") : undefined);
  return cache ? join(cache, "cloud-api-emulator", "compile-cache") : undefined;
}

/**
 * Makes `directory` and its missing parents, one mkdir each (not recursive: see the top), each
 * readable and writable by the user alone (as the XDG spec asks of the cache folder). Returns why
 * it could not, or undefined once the directory exists.
 */
export function makeCacheDirectory(directory: string): string | undefined {
  const missing: string[] = [];
  for (let path = directory; !existsSync(path); path = dirname(path)) {
    missing.unshift(path);
    if (dirname(path) === path) break;
  }
  for (const path of missing) {
    try {
      mkdirSync(path, 0o700);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      return `cannot create ${path}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return undefined;
}

type EnableCompileCache = (directory: string) => {
  status: number;
  message?: string;
  directory?: string;
};

/**
 * Turns Node's compile cache on for the modules loaded from now on. `enable` is
 * `module.enableCompileCache` (looked up when not given; undefined before Node 22.1);
 * `makeDirectory` makes the directory first (makeCacheDirectory).
 */
export async function enableCommandCompileCache(
  env: NodeJS.ProcessEnv = process.env,
  enable?: EnableCompileCache | null,
  statuses?: { ENABLED: number; ALREADY_ENABLED: number },
  makeDirectory: (directory: string) => string | undefined = makeCacheDirectory,
): Promise<CompileCacheOutcome> {
  const setting = env.CLOUD_API_COMPILE_CACHE;
  if (setting === "off") return { status: "off" };
  if (setting && setting !== "on" && !isAbsolute(setting)) {
    throw new Error(
      `CLOUD_API_COMPILE_CACHE must be on, off or an absolute directory, got '${setting}'`,
    );
  }
  let found = enable;
  let known = statuses;
  if (found === undefined) {
    const nodeModule = (await import("node:module")) as unknown as {
      enableCompileCache?: EnableCompileCache;
      constants?: { compileCacheStatus?: { ENABLED: number; ALREADY_ENABLED: number } };
    };
    found = nodeModule.enableCompileCache ?? null;
    known = nodeModule.constants?.compileCacheStatus;
  }
  const directory = compileCacheDirectory(env);
  if (!found || !known || directory === undefined) return { status: "unavailable" };
  // With NODE_COMPILE_CACHE, Node has its cache already (ALREADY_ENABLED below): nothing to make.
  const named = Boolean(setting && setting !== "on");
  const unmade = env.NODE_COMPILE_CACHE ? undefined : makeDirectory(directory);
  if (unmade !== undefined) return { status: "failed", directory, message: unmade, named };
  try {
    const result = found(directory);
    if (result.status === known.ENABLED || result.status === known.ALREADY_ENABLED) {
      // Already enabled: by NODE_COMPILE_CACHE, in the directory it names.
      return { status: "enabled", directory: result.directory ?? directory };
    }
    return { status: "failed", directory, message: result.message ?? "not enabled", named };
  } catch (error) {
    return {
      status: "failed",
      directory,
      message: error instanceof Error ? error.message : String(error),
      named,
    };
  }
}
