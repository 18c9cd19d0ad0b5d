// Test files name their emulator (or CLI) at the top, where helpers and tests are written, but
// start it in a `beforeAll` hook. A stand-in bridges the two: it forwards every property read to
// the value once a hook has set it, and throws a message naming what is missing before that.

export interface StartedLater<T extends object> {
  /** Stands for the value: use it in hooks and tests, after `set`. */
  readonly value: T;
  /** The value, or `undefined` before `set` and after `clear`. */
  readonly current: T | undefined;
  set(value: T): void;
  clear(): void;
}

/** A stand-in for `what` (say "the test emulator"), set by a hook. */
export function startedLater<T extends object>(what: string): StartedLater<T> {
  let current: T | undefined;
  const value = new Proxy({} as T, {
    get(_target, property) {
      if (current === undefined) {
        throw new Error(
          `${what} is not running: read .${String(property)} in a hook or a test, after the beforeAll that starts it`,
        );
      }
      const found: unknown = Reflect.get(current, property, current);
      // Bound, so methods reach the real object's private fields (`#x`) through the stand-in.
      return typeof found === "function" ? found.bind(current) : found;
    },
  });
  return {
    value,
    get current() {
      return current;
    },
    set(next) {
      current = next;
    },
    clear() {
      current = undefined;
    },
  };
}
