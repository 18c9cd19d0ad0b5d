import { randomBytes } from "node:crypto";
import { ACTIONS, type ActionRecord } from "../../resources/actions/records.js";
import type { Store } from "../../store/store.js";

/**
 * How often held answers look whether the state moved: one number compared for all of them, so
 * an idle console costs a timer tick, not a re-read of its page.
 */
export const CHANGE_CHECK_MS = 100;

interface Waiter {
  since: string;
  deadlineMs: number;
  resolve: () => void;
}

/**
 * What `GET /console-api/changes` answers from: a cursor that moves with every stored change
 * (the store's version, prefixed by this process's epoch so a cursor from before a restart never
 * matches), the project's unfinished actions, and answers held until the cursor moves.
 */
export class ChangeFeed {
  /** A restarted emulator's version starts again; a cursor of the old one must not match. */
  private readonly epoch = randomBytes(4).toString("hex");
  private readonly waiters = new Set<Waiter>();
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** Unfinished actions by project, valid while the store's version stays the one counted at. */
  private readonly running = new Map<string, { version: number; count: number }>();

  constructor(
    private readonly store: Store,
    /** False once the console stops listening: held answers end at once, so closing is quick. */
    private readonly listening: () => boolean,
  ) {}

  cursor(): string {
    return `${this.epoch}.${this.store.version}`;
  }

  /**
   * The project's actions not settled yet. Only a stored change starts or settles an action, so
   * the count is made again only after the store's version moved (a scan of the project's
   * actions), not on every question.
   */
  runningActions(project: string): number {
    const version = this.store.version;
    const known = this.running.get(project);
    if (known?.version === version) return known.count;
    let count = 0;
    for (const action of this.store.listOwned<ActionRecord>(ACTIONS, project)) {
      if (!action.settled) count += 1;
    }
    this.running.set(project, { version, count });
    return count;
  }

  /** Resolves once the cursor is no longer `since`, after `waitMs`, or when the console stops. */
  waitForChange(since: string, waitMs: number): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.add({ since, deadlineMs: Date.now() + waitMs, resolve });
      if (!this.ticker) {
        this.ticker = setInterval(() => this.check(), CHANGE_CHECK_MS);
        this.ticker.unref();
      }
    });
  }

  /** How many answers are held now. */
  get held(): number {
    return this.waiters.size;
  }

  private check(): void {
    const cursor = this.cursor();
    const nowMs = Date.now();
    const listening = this.listening();
    for (const waiter of this.waiters) {
      if (!listening || waiter.since !== cursor || nowMs >= waiter.deadlineMs) {
        this.waiters.delete(waiter);
        waiter.resolve();
      }
    }
    if (this.waiters.size === 0 && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }
}
