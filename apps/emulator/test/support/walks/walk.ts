/** Calls an operation and fails the walk unless it answers 2xx; returns the parsed body. */
// biome-ignore lint/suspicious/noExplicitAny: walks read whatever the spec-validated body holds
export type Ok = (method: string, path: string, body?: unknown) => Promise<any>;

/** One resource family's part of the walk through every operation (all-operations.test.ts). */
export type Walk = (ok: Ok) => Promise<void>;
