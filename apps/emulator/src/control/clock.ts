/**
 * The emulator's time: real time by default, or paused, moved forward by a duration, or running
 * at a factor, so a test can finish a 10-minute action at once and deterministically. Actions,
 * rate-limit refill and every timestamp the emulator writes read this clock.
 */
export interface ClockState {
  /** The emulator's current time, RFC 3339. */
  now: string;
  paused: boolean;
  /** Emulated milliseconds per real millisecond while running. */
  factor: number;
}

export class EmulatorClock {
  private anchorVirtualMs: number;
  private anchorRealMs: number;
  private paused = false;
  private factor = 1;

  /** `source` is where real time comes from (tests may pass their own). */
  constructor(private readonly source: () => number = Date.now) {
    this.anchorRealMs = source();
    this.anchorVirtualMs = this.anchorRealMs;
  }

  readonly now = (): number => {
    if (this.paused) return this.anchorVirtualMs;
    return this.anchorVirtualMs + (this.source() - this.anchorRealMs) * this.factor;
  };

  /** Re-anchors at the current time, so a change applies from now on. */
  private reanchor(): void {
    this.anchorVirtualMs = this.now();
    this.anchorRealMs = this.source();
  }

  pause(): void {
    this.reanchor();
    this.paused = true;
  }

  resume(): void {
    this.reanchor();
    this.paused = false;
  }

  /** Moves time forward (never back: stored timestamps and action ends must stay ordered). */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError("advance: ms must be >= 0");
    this.reanchor();
    this.anchorVirtualMs += ms;
  }

  setFactor(factor: number): void {
    if (!Number.isFinite(factor) || factor <= 0) throw new RangeError("factor must be > 0");
    this.reanchor();
    this.factor = factor;
  }

  state(): ClockState {
    return { now: new Date(this.now()).toISOString(), paused: this.paused, factor: this.factor };
  }
}
