import type { StoredRecord } from "../../store/store.js";

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
  effects: readonly ActionEffect[];
  settled: boolean;
  /**
   * Set when the action is to end in `error` (decided when it starts, like its effects: a
   * certificate issuance for a domain without a zone, or an injected `action_error` fault);
   * absent for actions that succeed.
   */
  error?: ActionError;
}

export interface ActionError {
  code: string;
  message: string;
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
  error: ActionError | null;
}

export const ACTIONS = "actions";
