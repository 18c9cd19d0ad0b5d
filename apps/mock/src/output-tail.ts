/** Keeps the last `limit` characters of a child process's output, to quote it in errors. */
export class OutputTail {
  #text = "";

  constructor(private readonly limit = 16_384) {}

  append(chunk: string): void {
    this.#text = (this.#text + chunk).slice(-this.limit);
  }

  toString(): string {
    return this.#text.trim();
  }
}
