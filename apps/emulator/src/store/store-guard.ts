// What is checked before LMDB maps a store file, and the one-holder rule. LMDB maps the file into
// memory: a truncated file or a garbled page kills the process with SIGBUS or SIGSEGV on first
// touch, and nothing is printed. So an existing store is first opened, read whole and written to
// once in a child process; if that child dies on a signal, the store is reported as damaged and
// the emulator does not open it. LMDB also lets several processes share one file, which two
// emulators must not (both hand out the same ids): a holder file beside the store names the
// process that has it open.
import { spawnSync } from "node:child_process";
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  lstatSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { StateFileError } from "./state-file.js";

/** The file beside the store that names the process holding it. */
export const holderPath = (path: string) => `${path}.holder`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the store for this process, or throws naming the process that has it. A holder file left
 * by a process that no longer runs (killed) is stale and taken over. Returns the release.
 */
export function holdStore(path: string): () => void {
  const holder = holderPath(path);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(holder, "wx");
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EACCES" || code === "EROFS" || code === "EPERM") {
        throw new StateFileError(
          path,
          `is in a read-only place (${code} creating ${holder}); use a writable CLOUD_API_DATA`,
        );
      }
      if (code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(holder, "utf8"), 10);
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new StateFileError(
          path,
          `is in use by another emulator (process ${pid}, see ${holder}); stop it or give this one another CLOUD_API_DATA`,
        );
      }
      // Left by a process that is gone: stale.
      rmSync(holder, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return () => {
      try {
        if (readFileSync(holder, "utf8").trim() === String(process.pid))
          rmSync(holder, { force: true });
      } catch {
        // Already gone.
      }
    };
  }
  throw new StateFileError(path, `could not take ${holder} (another emulator keeps taking it)`);
}

/** Refuses what LMDB would crash on or misreport, before it maps anything. */
export function checkStorePlace(path: string): void {
  const directory = dirname(path);
  try {
    accessSync(directory, constants.W_OK);
  } catch {
    throw new StateFileError(
      path,
      `is in a read-only directory (${directory}); use a writable CLOUD_API_DATA`,
    );
  }
  const lock = `${path}-lock`;
  if (existsSync(lock) && !lstatSync(lock).isFile()) {
    throw new StateFileError(
      path,
      `has a lock path that is not a file (${lock}); remove it and start again`,
    );
  }
  if (existsSync(path) && !lstatSync(path).isFile()) {
    throw new StateFileError(path, "is not a file");
  }
}

/**
 * Opens the existing store in a child process, reads every entry and commits one write. A child
 * that dies on a signal (SIGBUS, SIGSEGV, SIGABRT) means LMDB cannot use the file.
 */
export function probeStoreFile(path: string): void {
  const lmdb = pathToFileURL(createRequire(import.meta.url).resolve("lmdb")).href;
  const script = `
    import { open } from ${JSON.stringify(lmdb)};
    const db = open({ path: ${JSON.stringify(path)}, noSubdir: true, encoding: "json", compression: false });
    let entries = 0;
    for (const entry of db.getRange({})) entries += entry.key.length > 0 ? 1 : 0;
    db.transactionSync(() => db.putSync("meta/probe", entries));
    db.transactionSync(() => db.removeSync("meta/probe"));
    await db.close();
  `;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.signal || result.status !== 0) {
    const how = result.signal
      ? `LMDB crashed reading it (${result.signal})`
      : firstLine(result.stderr);
    throw new StateFileError(
      path,
      `is damaged: ${how}. Move it away (or restore a copy or a snapshot) and start again; the emulator did not open it`,
    );
  }
}

function firstLine(text: string): string {
  const line = text
    .split("\n")
    .find((entry) => entry.trim() !== "" && !entry.startsWith("    at "));
  return line?.trim() ?? "it could not be read";
}
