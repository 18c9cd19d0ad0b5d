import type { Client } from "openapi-fetch";
import type { components } from "./api-types.js";
import { CloudError, unwrap } from "./errors.js";
import type { components as HetznerComponents } from "./hetzner-api-types.js";
import { msUntilNextRequest, readRateLimit } from "./rate-limit.js";
import { sleep as realSleep, type Sleep } from "./sleep.js";

interface ActionShape {
  id: number;
  command: string;
  status: "running" | "success" | "error";
  progress: number;
  started: string;
  finished: string | null;
  resources: { id: number; type: string }[];
  error: { code: string; message: string } | null;
}

/** The spec's Action (falls back to its documented shape while the spec has no Action schema). */
export type Action = components["schemas"] extends { Action: infer A } ? A : ActionShape;

/**
 * A client whose actions are polled through another API's client and whose resources live
 * elsewhere than `/<key>s/{id}`: the Hetzner API's (see hetzner-client.ts).
 */
interface ActionsElsewhere {
  // biome-ignore lint/suspicious/noExplicitAny: see waitForAction
  cloud?: Client<any>;
  resourcePath?(key: string, resource: object): string;
}

/** A response body that started actions: `action`, `actions` and/or `next_actions`. */
export interface ActionCarrier {
  action?: Action | null;
  actions?: Action[] | null;
  next_actions?: Action[] | null;
}

export interface WaitOptions {
  /** Pause between polls (default 1000 ms). */
  pollIntervalMs?: number;
  /** Give up after this long in total (default 10 min). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * When `RateLimit-Remaining` falls to this or below, polls slow to the bucket's refill rate,
   * so waiting never empties it (default 10).
   */
  minRemaining?: number;
  /** Called with the action's state after every poll (and with the state you passed in). */
  onProgress?: (action: Action) => void;
  /** Injectable for tests. */
  sleep?: Sleep;
  /** Injectable for tests; epoch milliseconds. */
  now?: () => number;
}

/** The action ended with `status: "error"`; `code` and `message` come from `action.error`. */
export class ActionFailedError extends CloudError {
  override name = "ActionFailedError";
  declare readonly action: Action;
  declare readonly code: string;
  constructor(action: Action) {
    const error = (action as ActionShape).error;
    super(`action ${action.id} (${action.command}) failed: ${error?.code}: ${error?.message}`);
    this.action = action;
    this.code = `${error?.code}`;
  }
}

/** The action was still running when `timeoutMs` ran out. */
export class ActionTimeoutError extends CloudError {
  override name = "ActionTimeoutError";
  declare readonly action: Action;
  declare readonly timeoutMs: number;
  constructor(action: Action, timeoutMs: number) {
    super(`action ${action.id} (${action.command}) still running after ${timeoutMs} ms`);
    this.action = action;
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Polls `GET /actions/{id}` until the action succeeds; rejects with ActionFailedError when it
 * fails, ActionTimeoutError when time runs out, CloudAbortError when `signal` aborts.
 */
export async function waitForAction(
  // biome-ignore lint/suspicious/noExplicitAny: any client works; /actions/{id} is called untyped
  client: Client<any>,
  action: Action | number,
  options?: WaitOptions,
): Promise<Action> {
  return (await waitForAll(client, [action], options))[0] as Action;
}

/** The actions a response started, in order: `action`, then `actions`, then `next_actions`. */
export function actionsOf(body: ActionCarrier): Action[] {
  return [body.action ?? [], body.actions ?? [], body.next_actions ?? []].flat();
}

/** Waits for every action a response started, one after another, within one `timeoutMs`. */
export function waitForActions(
  // biome-ignore lint/suspicious/noExplicitAny: see waitForAction
  client: Client<any>,
  body: ActionCarrier | Action[],
  options?: WaitOptions,
): Promise<Action[]> {
  return waitForAll(client, Array.isArray(body) ? body : actionsOf(body), options);
}

// One deadline for all: the actions are polled one after another until each has succeeded.
async function waitForAll(
  // biome-ignore lint/suspicious/noExplicitAny: see waitForAction
  client: Client<any>,
  actions: (Action | number)[],
  options: WaitOptions = {},
): Promise<Action[]> {
  const {
    pollIntervalMs = 1000,
    timeoutMs = 600_000,
    signal,
    minRemaining = 10,
    onProgress,
    sleep = realSleep,
    now = Date.now,
  } = options;
  const deadline = now() + timeoutMs;
  const finished: Action[] = [];
  for (const given of actions) {
    let action = typeof given === "number" ? undefined : given;
    const id = action?.id ?? (given as number);
    let delay = pollIntervalMs;
    for (;;) {
      if (action) {
        onProgress?.(action);
        if (action.status === "success") break;
        if (action.status === "error") throw new ActionFailedError(action);
        if (now() + delay > deadline) throw new ActionTimeoutError(action, timeoutMs);
        // Your abort ends the pause; the poll after it is refused by the client before anything
        // is sent, with CloudAbortError.
        await sleep(delay, signal).catch(() => {});
      }
      const poll = await ((client as ActionsElsewhere).cloud ?? client).GET("/actions/{id}", {
        params: { path: { id } },
        signal,
      });
      action = (unwrap(poll) as { action: Action }).action;
      // Few requests left: polls slow to the bucket's refill rate.
      const rateLimit = readRateLimit(poll.response.headers);
      delay =
        rateLimit && rateLimit.remaining <= minRemaining
          ? Math.max(pollIntervalMs, msUntilNextRequest(rateLimit, now()))
          : pollIntervalMs;
    }
    finished.push(action);
  }
  return finished;
}

export interface CreateAndWaitOptions extends WaitOptions {
  /**
   * After every action succeeded, the resource the response carries (`server`, `volume`,
   * `image`, `rrset`, ...) is read again with one GET (per resource), so that `data` shows it as
   * the actions left it (e.g. `server.status` is `"running"`, not `"initializing"`). `false`
   * keeps the response as it was sent and saves that request (default true).
   */
  reread?: boolean;
}

type HetznerSchemas = HetznerComponents["schemas"];
/**
 * `data` after the re-read: a Storage Box subaccount or snapshot, answered by its create as only
 * `{ id, storage_box }`, is read again whole. Other resources are answered whole already.
 */
export type Reread<D> = {
  [K in keyof D]: D[K] extends { storage_box: number }
    ? K extends "subaccount"
      ? HetznerSchemas["StorageBoxSubaccount"]
      : K extends "snapshot"
        ? HetznerSchemas["StorageBoxSnapshot"]
        : D[K]
    : D[K];
};

/**
 * Sends a request that starts actions, waits for all of them and reads the resource again, in
 * one call: `const { data, actions } = await createAndWait(client, client.POST("/servers", { body }))`.
 * `data` is the response with its resource as it is after the actions (see `reread`); a response
 * that carries only actions (e.g. `poweroff`) is returned as sent.
 * Throws like `unwrap` when the request fails, then like `waitForActions`, then like `unwrap`
 * for the GET that reads the resource again.
 */
export function createAndWait<
  R extends { data?: ActionCarrier; error?: unknown; response: Response },
>(
  // biome-ignore lint/suspicious/noExplicitAny: see waitForAction
  client: Client<any>,
  request: R | Promise<R>,
  options: CreateAndWaitOptions & { reread: false },
): Promise<{ data: NonNullable<R["data"]>; actions: Action[] }>;
export function createAndWait<
  R extends { data?: ActionCarrier; error?: unknown; response: Response },
>(
  // biome-ignore lint/suspicious/noExplicitAny: see waitForAction
  client: Client<any>,
  request: R | Promise<R>,
  options?: CreateAndWaitOptions,
): Promise<{ data: Reread<NonNullable<R["data"]>>; actions: Action[] }>;
export async function createAndWait<
  R extends { data?: ActionCarrier; error?: unknown; response: Response },
>(
  // biome-ignore lint/suspicious/noExplicitAny: see waitForAction
  client: Client<any>,
  request: R | Promise<R>,
  options?: CreateAndWaitOptions,
): Promise<{ data: NonNullable<R["data"]>; actions: Action[] }> {
  const data = { ...(unwrap(await request) as Record<string, unknown>) };
  const actions = await waitForActions(client, data, options);
  if (options?.reread !== false) {
    for (const key in data) {
      // A resource is an object with a numeric id under its singular name, at /<name>s/{id}
      // (not the action itself). A record set (id `<name>/<type>`) has no state an action
      // changes, and is returned as sent.
      const id = (data[key] as { id?: unknown } | null)?.id;
      if (key !== "action" && typeof id === "number") {
        const path =
          (client as ActionsElsewhere).resourcePath?.(key, data[key] as object) ?? `/${key}s/${id}`;
        data[key] = unwrap(await client.GET(path, { signal: options?.signal }))[key];
      }
    }
  }
  return { data: data as NonNullable<R["data"]>, actions };
}
