import { describe, expect, it } from "vitest";
import { startedLater } from "../src/started-later.js";

class Counter {
  #count = 0;
  readonly name = "counter";
  increment(): number {
    this.#count += 1;
    return this.#count;
  }
}

describe("startedLater", () => {
  it("throws, naming what is missing and the property read, before the value is set", () => {
    const later = startedLater<Counter>("the counter");
    expect(() => later.value.increment()).toThrow(
      "the counter is not running: read .increment in a hook or a test",
    );
    expect(later.current).toBeUndefined();
  });

  it("forwards reads to the value once set, with methods bound to it (private fields work)", () => {
    const later = startedLater<Counter>("the counter");
    const counter = new Counter();
    later.set(counter);
    expect(later.value.name).toBe("counter");
    const { increment } = later.value;
    expect(increment()).toBe(1);
    expect(later.value.increment()).toBe(2);
    expect(counter.increment()).toBe(3);
    expect(later.current).toBe(counter);
  });

  it("throws again after clear", () => {
    const later = startedLater<Counter>("the counter");
    later.set(new Counter());
    later.clear();
    expect(() => later.value.name).toThrow("the counter is not running");
  });
});
