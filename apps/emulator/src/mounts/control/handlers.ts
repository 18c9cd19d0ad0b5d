// The control API's handlers (control-api/openapi.yaml), one per operation id, typed from the
// document's generated types (src/generated/control-api.d.ts).

import type { ControlPlane } from "../../control/control-plane.js";
import type { FaultRuleInput } from "../../control/faults.js";
import type { JournalFilter } from "../../control/journal.js";
import type { components, operations } from "../../generated/control-api.js";
import { ApiError, invalidInput } from "../../http/api-error.js";
import type { HandlerTable } from "../../http/pipeline.js";
import type { ApiDocument } from "../../spec/api-document.js";

export const CONTROL_PREFIX = "/_emulator";

/** What the health check and the index say about this emulator. */
export type ServiceInfo = components["schemas"]["ServiceInfo"];

/** The control API's handlers need nothing besides their input (admission: the admin token). */
export type ControlHandlers = HandlerTable<operations, object>;

export function controlHandlers(
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

/** The last instant an ISO 8601 date with a four-digit year can name. */
const LATEST_CLOCK_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
