// Everything a test controls of a running emulator, in-process (`startEmulator().control`) and
// through the control API (src/mounts/control/): reset, snapshots, the journal, fault rules, the
// clock and catalog rehearsals.
import type { ActionEngine } from "../actions/action-engine.js";
import { mapEmulatorError } from "../mounts/errors.js";
import { checkSnapshot } from "../store/state-file.js";
import type { Snapshot, Store } from "../store/store.js";
import type { CatalogRehearsals } from "./catalog-rehearsals.js";
import type { EmulatorClock } from "./clock.js";
import type { FaultRules } from "./faults.js";
import type { RequestJournal } from "./journal.js";
import type { RandomSource } from "./random.js";

/** Everything a test can control of a running emulator (the control API, and startEmulator()). */
export interface ControlPlane {
  clock: EmulatorClock;
  random: RandomSource;
  faults: FaultRules;
  journal: RequestJournal;
  /** Deprecations of catalog items added to rehearse their retirement (kept across resets). */
  catalog: CatalogRehearsals;
  /** Removes every resource and action (of `project`); a full reset also empties the journal. */
  reset(project?: string): void;
  /** The state (or one project's records, with every counter) as JSON. */
  exportSnapshot(project?: string): Snapshot;
  /** Checks the snapshot whole, then replaces the state (or one project's records) with it. */
  importSnapshot(snapshot: unknown, project?: string): void;
}

export interface ControlPlaneParts {
  store: Store;
  actions: ActionEngine;
  clock: EmulatorClock;
  random: RandomSource;
  faults: FaultRules;
  journal: RequestJournal;
  catalog: CatalogRehearsals;
  /** Forgets the rate-limit buckets (full reset). */
  resetRateLimits: () => void;
}

export function createControlPlane(parts: ControlPlaneParts): ControlPlane {
  const { store, actions, journal } = parts;
  return {
    clock: parts.clock,
    random: parts.random,
    faults: parts.faults,
    journal,
    catalog: parts.catalog,
    reset(project) {
      store.transaction(() => store.clearRecords(project));
      actions.reload();
      if (project === undefined) {
        journal.clear();
        parts.resetRateLimits();
      }
    },
    exportSnapshot: (project) => store.exportSnapshot(project),
    importSnapshot(input, project) {
      try {
        const snapshot = checkSnapshot("snapshot", input);
        store.transaction(() => store.importSnapshot(snapshot, project));
      } catch (error) {
        // In-process callers get the control API's answer (422 off, 409 ids of another project).
        throw mapEmulatorError(error) ?? error;
      }
      actions.reload();
    },
  };
}
