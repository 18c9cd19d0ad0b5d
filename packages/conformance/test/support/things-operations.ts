import type { SpecOperation } from "../../src/openapi.js";

/** A small made-up API surface ("things") shared by the unit tests of the suite's own machinery. */
export const operations: SpecOperation[] = [
  { operationId: "list_things", method: "GET", path: "/things", deprecated: false, statuses: [] },
  {
    operationId: "get_thing",
    method: "GET",
    path: "/things/{id}",
    deprecated: false,
    statuses: [],
  },
  {
    operationId: "list_things_actions",
    method: "GET",
    path: "/things/actions",
    deprecated: false,
    statuses: [],
  },
];
