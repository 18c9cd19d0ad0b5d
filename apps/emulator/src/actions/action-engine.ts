import type { ActionError } from "../resources/actions/records.js";
import {
  ACTIONS,
  type ActionEffect,
  type ActionRecord,
  type ActionResource,
  type ActionView,
} from "../resources/actions/records.js";
import type { Store, StoredRecord } from "../store/store.js";
import { type ActionTiming, actionDurationMs, actionHoldsLock } from "./action-timing.js";

/**
 * Actions run for their type's duration (action-timing.ts) and then succeed, or fail with the error they were started with
 * (their effects still apply, so a resource is never left half-way). Nothing is timed: the state is derived from the
 * clock whenever it is read, and `settle(now)` applies the effects of every action that has
 * ended, before each request is handled.
 */
/** What a settled action keeps of its effects: one shared empty list (never written to). */
const NO_EFFECTS: readonly ActionEffect[] = [];

function endOf(action: ActionRecord): number {
  return action.startedMs + action.durationMs;
}

function lockKey(resource: ActionResource): string {
  return `${resource.type}:${resource.id}`;
}

function decrement(counts: Map<string, number>, key: string): void {
  const count = (counts.get(key) ?? 0) - 1;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
}

/** Decides whether a new action ends in `error` (the control API's `action_error` faults). */
export type ActionFaults = (
  project: string,
  command: string,
) => { code: string; message: string } | undefined;

export class ActionEngine {
  /** Unfinished actions, by ascending end time. */
  private readonly pending: ActionRecord[] = [];
  /** How many unfinished actions hold each `type:id`, so a lock check is one map read. */
  private readonly lockCounts = new Map<string, number>();
  /** The same for every unfinished action, locking or not (`pending` firewalls, `updating` zones). */
  private readonly runningCounts = new Map<string, number>();

  constructor(
    private readonly store: Store,
    private readonly timing: ActionTiming,
    private readonly faults: ActionFaults = () => undefined,
  ) {
    this.reload();
  }

  /** Rebuilds the running actions from the store (at start, and after a reset or an import). */
  reload(): void {
    this.pending.length = 0;
    this.lockCounts.clear();
    this.runningCounts.clear();
    for (const action of this.store.list<ActionRecord>(ACTIONS)) {
      if (!action.settled) this.track(action);
    }
  }

  private track(action: ActionRecord): void {
    // Insert after every action that ends no later (binary search; usually the end).
    let low = 0;
    let high = this.pending.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.pending[middle] as ActionRecord;
      if (endOf(entry) <= endOf(action)) low = middle + 1;
      else high = middle;
    }
    this.pending.splice(low, 0, action);
    const locks = actionHoldsLock(action.command);
    for (const resource of action.resources) {
      const key = lockKey(resource);
      this.runningCounts.set(key, (this.runningCounts.get(key) ?? 0) + 1);
      if (locks) this.lockCounts.set(key, (this.lockCounts.get(key) ?? 0) + 1);
    }
  }

  private untrack(action: ActionRecord): void {
    const locks = actionHoldsLock(action.command);
    for (const resource of action.resources) {
      const key = lockKey(resource);
      decrement(this.runningCounts, key);
      if (locks) decrement(this.lockCounts, key);
    }
  }

  start(
    project: string,
    command: string,
    resources: ActionResource[],
    effects: ActionEffect[],
    nowMs: number,
    error?: ActionError,
  ): ActionRecord {
    // An error the operation decided wins; otherwise an injected `action_error` fault may apply.
    const failure = error ?? this.faults(project, command);
    const durationMs = this.durationOf(command);
    const action: ActionRecord = {
      id: this.store.nextId(ACTIONS),
      project,
      command,
      startedMs: nowMs,
      durationMs,
      resources,
      effects,
      settled: false,
      ...(failure ? { error: failure } : {}),
    };
    this.store.put(ACTIONS, action);
    if (durationMs === 0) this.finish(action);
    else this.track(action);
    return action;
  }

  /** How long an action of this type runs, as configured. */
  durationOf(command: string): number {
    return actionDurationMs(command, this.timing);
  }

  /** True when some action has ended by `nowMs` and waits to be settled. */
  hasDue(nowMs: number): boolean {
    const next = this.pending[0];
    return next !== undefined && endOf(next) <= nowMs;
  }

  /**
   * Settles the actions that ended by `nowMs` in a transaction of their own, before a request is
   * handled: whether they settle never depends on whether that request succeeds (a refused
   * request undoes only its own changes). If the disk refuses the settling, what is still
   * pending is reloaded from the store, and the error is rethrown.
   */
  settleDue(nowMs: number): void {
    if (!this.hasDue(nowMs)) return;
    try {
      this.store.transaction(() => this.settle(nowMs));
    } catch (error) {
      this.reload();
      throw error;
    }
  }

  /** Applies the effects of every action that has ended by `nowMs` (inside a transaction). */
  settle(nowMs: number): void {
    while (this.pending.length > 0) {
      const next = this.pending[0];
      if (!next || endOf(next) > nowMs) return;
      this.pending.shift();
      this.untrack(next);
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
    // Applied: a settled action keeps no effects (thousands of them add up in memory).
    action.effects = NO_EFFECTS;
    this.store.put(ACTIONS, action);
  }

  /** True while an unfinished action works on the resource (call after `settle`). */
  isLocked(type: string, id: number): boolean {
    return this.lockCounts.has(lockKey({ type, id }));
  }

  /** True while any unfinished action works on the resource, locking or not (after `settle`). */
  isRunning(type: string, id: number): boolean {
    return this.runningCounts.has(lockKey({ type, id }));
  }

  view(action: ActionRecord, nowMs: number): ActionView {
    const endMs = endOf(action);
    const done = action.settled || nowMs >= endMs;
    const progress = done
      ? 100
      : Math.min(99, Math.floor(((nowMs - action.startedMs) / action.durationMs) * 100));
    return {
      id: action.id,
      command: action.command,
      status: actionStatus(action, done),
      progress: Math.max(0, progress),
      started: new Date(action.startedMs).toISOString(),
      finished: done ? new Date(endMs).toISOString() : null,
      resources: action.resources,
      error: done ? (action.error ?? null) : null,
    };
  }
}

/** The API status of an action that has (`done`) or has not ended yet. */
export function actionStatus(action: ActionRecord, done: boolean): ActionView["status"] {
  if (!done) return "running";
  return action.error ? "error" : "success";
}
