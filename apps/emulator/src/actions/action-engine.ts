import type { Store, StoredRecord } from "../store/store.js";

export interface ActionResource {
  id: number;
  type: string;
}

/**
 * What happens to the store when an action finishes. Effects are data, not closures, so that
 * a running action survives a restart of a file-backed emulator and still finishes.
 */
export type ActionEffect =
  | { op: "patch"; collection: string; id: number; patch: Record<string, unknown> }
  | { op: "remove"; collection: string; id: number };

export interface ActionRecord extends StoredRecord {
  command: string;
  startedMs: number;
  durationMs: number;
  resources: ActionResource[];
  effects: ActionEffect[];
  settled: boolean;
}

/** The API's Action object. */
export interface ActionView {
  id: number;
  command: string;
  status: "running" | "success" | "error";
  progress: number;
  started: string;
  finished: string | null;
  resources: ActionResource[];
  error: { code: string; message: string } | null;
}

export const ACTIONS = "actions";

/**
 * Actions run for `durationMs` and then succeed. Nothing is timed: the state is derived from the
 * clock whenever it is read, and `settle(now)` applies the effects of every action that has
 * ended, before each request is handled.
 */
export class ActionEngine {
  private pending: ActionRecord[];

  constructor(
    private readonly store: Store,
    private readonly durationMs: number,
  ) {
    this.pending = store
      .list<ActionRecord>(ACTIONS)
      .filter((action) => !action.settled)
      .sort((a, b) => a.startedMs + a.durationMs - (b.startedMs + b.durationMs));
  }

  start(
    project: string,
    command: string,
    resources: ActionResource[],
    effects: ActionEffect[],
    nowMs: number,
  ): ActionRecord {
    const action: ActionRecord = {
      id: this.store.nextId(ACTIONS),
      project,
      command,
      startedMs: nowMs,
      durationMs: this.durationMs,
      resources,
      effects,
      settled: false,
    };
    this.store.put(ACTIONS, action);
    if (this.durationMs === 0) {
      this.finish(action);
    } else {
      this.pending.push(action);
      this.pending.sort((a, b) => a.startedMs + a.durationMs - (b.startedMs + b.durationMs));
    }
    return action;
  }

  /** Applies the effects of every action that has ended by `nowMs`. */
  settle(nowMs: number): void {
    while (this.pending.length > 0) {
      const next = this.pending[0];
      if (!next || next.startedMs + next.durationMs > nowMs) return;
      this.pending.shift();
      this.finish(next);
    }
  }

  private finish(action: ActionRecord): void {
    for (const effect of action.effects) {
      const record = this.store.get<StoredRecord>(effect.collection, effect.id);
      if (!record) continue;
      if (effect.op === "remove") this.store.remove(effect.collection, effect.id);
      else {
        Object.assign(record, effect.patch);
        this.store.put(effect.collection, record);
      }
    }
    action.settled = true;
    this.store.put(ACTIONS, action);
  }

  /** True while an unfinished action works on the resource (call after `settle`). */
  isLocked(type: string, id: number): boolean {
    return this.pending.some((action) =>
      action.resources.some((resource) => resource.type === type && resource.id === id),
    );
  }

  view(action: ActionRecord, nowMs: number): ActionView {
    const endMs = action.startedMs + action.durationMs;
    const done = action.settled || nowMs >= endMs;
    const progress = done
      ? 100
      : Math.min(99, Math.floor(((nowMs - action.startedMs) / action.durationMs) * 100));
    return {
      id: action.id,
      command: action.command,
      status: done ? "success" : "running",
      progress: Math.max(0, progress),
      started: new Date(action.startedMs).toISOString(),
      finished: done ? new Date(endMs).toISOString() : null,
      resources: action.resources,
      error: null,
    };
  }
}
