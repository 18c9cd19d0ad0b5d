import { existsSync, readFileSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { MemoryStore } from "./memory-store.js";
import type { IndexDefinition, Snapshot } from "./store.js";

function readSnapshot(path: string): Snapshot | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, "utf8")) as Partial<Snapshot>;
  if (parsed.version !== 1 || typeof parsed.collections !== "object") {
    throw new Error(`${path} is not an emulator state file (version 1)`);
  }
  return parsed as Snapshot;
}

/**
 * State in memory, made durable by writing the whole snapshot to a temporary file, syncing it
 * and renaming it over the target (atomic on POSIX). Writes are coalesced: requests that
 * changed state while a write ran share the next write.
 */
export class FileStore extends MemoryStore {
  private persistedSequence = 0;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly path: string,
    indexes: readonly IndexDefinition[] = [],
  ) {
    super({ snapshot: readSnapshot(path), indexes });
  }

  override async flush(): Promise<void> {
    const target = this.changeSequence;
    while (this.persistedSequence < target) {
      if (!this.inFlight) {
        const sequence = this.changeSequence;
        const text = JSON.stringify(this.snapshot());
        this.inFlight = this.writeAtomically(text)
          .then(() => {
            this.persistedSequence = Math.max(this.persistedSequence, sequence);
          })
          .finally(() => {
            this.inFlight = undefined;
          });
      }
      await this.inFlight;
    }
  }

  private async writeAtomically(text: string): Promise<void> {
    const temporary = `${this.path}.${process.pid}.tmp`;
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(text, "utf8");
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.path);
  }

  override async close(): Promise<void> {
    await this.flush();
  }
}
