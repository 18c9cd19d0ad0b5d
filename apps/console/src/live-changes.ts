// The console's live updates: one long-poll of `GET /console-api/changes` for the whole page,
// shared by every view on it. A view reads itself again only when the state changed, or every
// ACTION_REFRESH_MS while an action of the project runs (its progress follows the clock). An
// idle page costs one held request per WAIT_SECONDS instead of re-reading itself twice a second.
import { useEffect } from "preact/hooks";
import { type Changes, ConsoleError, getChanges } from "./console-api";

/** How long the server may hold a request with nothing to say (the API allows up to 25). */
export const WAIT_SECONDS = 20;
/** While an action runs, views read themselves this often (progress moves with the clock). */
export const ACTION_REFRESH_MS = 500;
/** After a failed request (the emulator restarting, say), the next try waits this long. */
const RETRY_MS = 1000;

interface Watcher {
  /** The project whose running actions count (views of one project); none for the project list. */
  project: number | undefined;
  notify(): void;
}

const watchers = new Set<Watcher>();
let cursor: string | undefined;
let watching = false;
let held: { project: number | undefined; controller: AbortController } | undefined;

const watchedProject = () => [...watchers].find((watcher) => watcher.project)?.project;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function watch(): Promise<void> {
  try {
    while (watchers.size > 0) {
      const project = watchedProject();
      const controller = new AbortController();
      held = { project, controller };
      let answer: Changes;
      try {
        answer = await getChanges(
          {
            ...(cursor ? { since: cursor, wait: WAIT_SECONDS } : {}),
            ...(project ? { project } : {}),
          },
          controller.signal,
        );
      } catch (error) {
        if (controller.signal.aborted) continue; // another project is watched, or none
        // 401: the session ended; the app returns to sign-in and its views stop watching.
        if (error instanceof ConsoleError && error.status === 401) return;
        await pause(RETRY_MS);
        continue;
      } finally {
        held = undefined;
      }
      // The first answer (no cursor yet) says changed too: the views read themselves once
      // more, so a change between their first read and this cursor is not missed.
      const news = answer.changed;
      cursor = answer.cursor;
      // Running actions concern the views of their project; a stored change concerns every view.
      for (const watcher of [...watchers]) {
        if (news || (answer.running_actions > 0 && watcher.project === project)) watcher.notify();
      }
      if (answer.running_actions > 0) await pause(ACTION_REFRESH_MS);
    }
  } finally {
    // In the same turn as the last look at `watchers`: a view that subscribes right after
    // starts a new loop instead of joining one that is ending.
    watching = false;
  }
}

/**
 * Calls `notify` on every stored change until unsubscribed; with a `project`, also every
 * ACTION_REFRESH_MS while one of its actions runs.
 */
export function subscribeToChanges(project: number | undefined, notify: () => void): () => void {
  const watcher: Watcher = { project, notify };
  watchers.add(watcher);
  // A held request that counts no project's actions, or another's, is asked again for this one.
  if (held && held.project !== watchedProject()) held.controller.abort();
  if (!watching) {
    watching = true;
    void watch();
  }
  return () => {
    watchers.delete(watcher);
    if (watchers.size === 0 || held?.project !== watchedProject()) held?.controller.abort();
  };
}

/**
 * Runs `load` now and again whenever the state changes while mounted: the live view. Loads never
 * overlap; a change during one makes one more.
 */
export function useLiveReload(load: () => Promise<void>, deps: unknown[], project?: number): void {
  useEffect(() => {
    let stopped = false;
    let loading = false;
    let again = false;
    const run = async () => {
      if (loading) {
        again = true;
        return;
      }
      loading = true;
      try {
        await load();
      } finally {
        loading = false;
        if (again && !stopped) {
          again = false;
          void run();
        }
      }
    };
    void run();
    const unsubscribe = subscribeToChanges(project, () => {
      if (!stopped) void run();
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, deps);
}
