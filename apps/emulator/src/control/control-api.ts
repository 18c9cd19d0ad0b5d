import { createHash, timingSafeEqual } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { ActionEngine } from "../actions/action-engine.js";
import type { components, operations } from "../generated/control-api.js";
import { ApiError, invalidInput } from "../http/api-error.js";
import type { TypedInput } from "../http/operation-types.js";
import {
  type HandlerResult,
  Pipeline,
  type PipelineOptions,
  type ValidatedInput,
} from "../http/pipeline.js";
import { bearerToken } from "../http/public-api.js";
import type { ApiDocument } from "../spec/api-document.js";
import { checkSnapshot, StateFileError } from "../store/state-file.js";
import { type Snapshot, type Store, StoreConflictError } from "../store/store.js";
import type { CatalogRehearsals } from "./catalog-rehearsals.js";
import type { EmulatorClock } from "./clock.js";
import type { FaultRuleInput, FaultRules } from "./faults.js";
import type { JournalFilter, RequestJournal } from "./journal.js";
import type { RandomSource } from "./random.js";

/** Everything a test can control of a running emulator (the control API, and startEmulator()). */
export interface ControlPlane {
  clock: EmulatorClock;
  random: RandomSource;
  faults: FaultRules;
  journal: RequestJournal;
  /** Deprecations of catalog items added to rehearse their retirement (kept across resets). */
  catalog: CatalogRehearsals;
  /** Removes every resource and action (of `project`); a full reset also empties the journal. */
  reset(project?: string): void;
  /** The state (or one project's records, with every counter) as JSON. */
  exportSnapshot(project?: string): Snapshot;
  /** Checks the snapshot whole, then replaces the state (or one project's records) with it. */
  importSnapshot(snapshot: unknown, project?: string): void;
}

export interface ControlPlaneParts {
  store: Store;
  actions: ActionEngine;
  clock: EmulatorClock;
  random: RandomSource;
  faults: FaultRules;
  journal: RequestJournal;
  catalog: CatalogRehearsals;
  /** Forgets the rate-limit buckets (full reset). */
  resetRateLimits: () => void;
}

export function createControlPlane(parts: ControlPlaneParts): ControlPlane {
  const { store, actions, journal } = parts;
  return {
    clock: parts.clock,
    random: parts.random,
    faults: parts.faults,
    journal,
    catalog: parts.catalog,
    reset(project) {
      store.transaction(() => store.clearRecords(project));
      actions.reload();
      if (project === undefined) {
        journal.clear();
        parts.resetRateLimits();
      }
    },
    exportSnapshot: (project) => store.exportSnapshot(project),
    importSnapshot(input, project) {
      let snapshot: Snapshot;
      try {
        snapshot = checkSnapshot("snapshot", input);
      } catch (error) {
        if (error instanceof StateFileError) {
          throw invalidInput([{ name: "body", messages: [error.message] }]);
        }
        throw error;
      }
      try {
        store.transaction(() => store.importSnapshot(snapshot, project));
      } catch (error) {
        if (error instanceof StoreConflictError) {
          throw new ApiError(409, "conflict", error.message);
        }
        throw error;
      }
      actions.reload();
    },
  };
}

export const CONTROL_PREFIX = "/_emulator";

/** The control API's own OpenAPI document (spec-first, like the public API). */
export function controlApiDocumentPath(): string {
  return new URL("../../control-api/openapi.yaml", import.meta.url).pathname;
}

type ControlOperationId = keyof operations;
/** Every control operation's handler, typed from the control API's generated types. */
type ControlHandlers = {
  [K in ControlOperationId]: (input: TypedInput<operations[K]>) => HandlerResult;
};

/** What the health check and the index say about this emulator. */
export type ServiceInfo = components["schemas"]["ServiceInfo"];

function controlHandlers(
  plane: ControlPlane,
  api: ApiDocument,
  service: () => ServiceInfo,
): ControlHandlers {
  const project = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    get_health: () => ({ status: 200, body: service() }),
    get_control_index: () => ({
      status: 200,
      body: {
        emulator: service(),
        operations: api.operations.map((operation) => ({
          operation_id: operation.operationId,
          method: operation.method.toUpperCase() as "GET" | "POST" | "PUT" | "DELETE",
          path: `${CONTROL_PREFIX}${operation.path === "/" ? "" : operation.path}`,
          summary: operation.summary ?? "",
        })),
      },
    }),
    reset_state: ({ body }) => {
      plane.reset(project(body?.project));
      return { status: 204 };
    },
    export_snapshot: ({ query }) => ({
      status: 200,
      body: plane.exportSnapshot(project(query.project)),
    }),
    import_snapshot: ({ query, body }) => {
      plane.importSnapshot(body, project(query.project));
      return { status: 204 };
    },
    list_journal: ({ query }) => ({
      status: 200,
      body: { entries: plane.journal.list(query satisfies JournalFilter) },
    }),
    clear_journal: () => {
      plane.journal.clear();
      return { status: 204 };
    },
    list_faults: () => ({ status: 200, body: { faults: plane.faults.list() } }),
    add_fault: ({ body }) => ({
      status: 201,
      body: { fault: plane.faults.add(body satisfies FaultRuleInput) },
    }),
    clear_faults: () => {
      plane.faults.clear();
      return { status: 204 };
    },
    remove_fault: ({ params }) => {
      const id = params.id;
      if (!plane.faults.remove(id)) {
        throw new ApiError(404, "not_found", `fault rule ${id} not found`);
      }
      return { status: 204 };
    },
    list_catalog_deprecations: () => ({
      status: 200,
      body: { deprecations: plane.catalog.list() },
    }),
    add_catalog_deprecation: ({ body }) => ({
      status: 201,
      body: { deprecation: plane.catalog.add(body) },
    }),
    clear_catalog_deprecations: () => {
      plane.catalog.clear();
      return { status: 204 };
    },
    get_clock: () => ({ status: 200, body: { clock: plane.clock.state() } }),
    change_clock: ({ body }) => {
      const change = body;
      // Checked before anything is applied: dates past year 9999 cannot be written as the API
      // writes them, and every later create would fail.
      if (
        change.advance_ms !== undefined &&
        plane.clock.now() + change.advance_ms > LATEST_CLOCK_MS
      ) {
        throw invalidInput([
          { name: "advance_ms", messages: ["would move the clock past 9999-12-31T23:59:59Z"] },
        ]);
      }
      if (change.paused === true) plane.clock.pause();
      if (change.paused === false) plane.clock.resume();
      if (change.factor !== undefined) plane.clock.setFactor(change.factor);
      if (change.advance_ms !== undefined) plane.clock.advance(change.advance_ms);
      return { status: 200, body: { clock: plane.clock.state() } };
    },
  };
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** The last instant an ISO 8601 date with a four-digit year can name. */
const LATEST_CLOCK_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * Wrong admin tokens, counted in a bucket of `burst` that refills `perSecond`: past it, wrong
 * tokens are answered 429 with Retry-After. The right token is checked first and always passes,
 * so guesses from another local process never lock the owner out. (The token is 256 random bits;
 * this keeps guessing tools that honour 429 slow and the process quiet, it is not what makes the
 * token safe.)
 */
class FailureThrottle {
  private tokens: number;
  private updatedMs = performance.now();

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }

  /** Seconds to wait before another failure is answered 401, or 0 (and counts this one). */
  fail(): number {
    const nowMs = performance.now();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((nowMs - this.updatedMs) / 1000) * this.perSecond,
    );
    this.updatedMs = nowMs;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
}

/**
 * The control API (`/_emulator`) as a mount of the one pipeline, validated against its own
 * document: admin token only, no rate limit, not journaled.
 */
export function createControlApi(
  plane: ControlPlane,
  api: ApiDocument,
  adminToken: string,
  service: () => ServiceInfo,
  options: PipelineOptions,
): Pipeline<true> {
  const handlers = controlHandlers(plane, api, service);
  for (const operation of api.operations) {
    if (!(operation.operationId in handlers)) {
      throw new Error(`control API: no handler for ${operation.operationId}`);
    }
  }
  const expected = digest(adminToken);
  const failures = new FailureThrottle(20, 1);
  return new Pipeline<true>(
    {
      prefix: CONTROL_PREFIX,
      api,
      admit(request) {
        // The health check is for CI services and containers: no token, no state in its answer.
        if (request.operation?.operationId === "get_health") return true;
        const token = bearerToken(request.exchange.headers.authorization);
        // Compared as digests: equal length and constant time, whatever was sent.
        if (token === undefined || !timingSafeEqual(digest(token), expected)) {
          const wait = failures.fail();
          if (wait > 0) {
            return new ApiError(
              429,
              "rate_limit_exceeded",
              "too many requests with a wrong admin token; wait before trying again",
              null,
              { "Retry-After": String(wait) },
            );
          }
          return new ApiError(
            401,
            "unauthorized",
            "the control API needs the emulator's admin token",
          );
        }
        return true;
      },
      invoke(operation, input) {
        // The pipeline validated `input` against this operation's schemas.
        const handler = handlers[operation.operationId as ControlOperationId] as (
          input: ValidatedInput,
        ) => HandlerResult;
        return handler(input);
      },
    },
    options,
  );
}
