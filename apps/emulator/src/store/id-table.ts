/** Ids up to this are slots of an array; larger ones (rare: imported snapshots) go to a map. */
const ARRAY_IDS = 1 << 24;

/**
 * Values by record id. Ids are small integers handed out in order, so an array indexed by id
 * holds them in 8 bytes a slot, where a map spends about 40 bytes an entry (10,000 servers
 * with their IPs and actions are ~50,000 records). Iteration is in ascending id order.
 */
export class IdTable<T> {
  private readonly slots: (T | undefined)[] = [];
  private readonly large = new Map<number, T>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): T | undefined {
    return id >= 0 && id < ARRAY_IDS && Number.isInteger(id) ? this.slots[id] : this.large.get(id);
  }

  set(id: number, value: T): void {
    if (id >= 0 && id < ARRAY_IDS && Number.isInteger(id)) {
      if (this.slots[id] === undefined) this.count += 1;
      // Filled up to `id` first, so the array stays a plain list instead of a sparse one.
      while (this.slots.length < id) this.slots.push(undefined);
      this.slots[id] = value;
    } else {
      if (!this.large.has(id)) this.count += 1;
      this.large.set(id, value);
    }
  }

  delete(id: number): boolean {
    if (id >= 0 && id < ARRAY_IDS && Number.isInteger(id)) {
      if (this.slots[id] === undefined) return false;
      this.slots[id] = undefined;
    } else if (!this.large.delete(id)) return false;
    this.count -= 1;
    return true;
  }

  *ids(): IterableIterator<number> {
    for (let id = 0; id < this.slots.length; id += 1) {
      if (this.slots[id] !== undefined) yield id;
    }
    yield* [...this.large.keys()].sort((a, b) => a - b);
  }

  values(): T[] {
    const values: T[] = [];
    for (const value of this.slots) if (value !== undefined) values.push(value);
    if (this.large.size > 0) {
      for (const id of [...this.large.keys()].sort((a, b) => a - b)) {
        values.push(this.large.get(id) as T);
      }
    }
    return values;
  }
}
