import { describe, expectTypeOf, it } from "vitest";
import type { Action } from "../src/actions.js";
import type { ErrorCode } from "../src/errors.js";
import type { components, paths } from "../src/generated/schema.js";
import type { ListItem, ListPath } from "../src/pagination.js";

// Checked by `tsc --noEmit` (pnpm typecheck): the generic layer typed against the generated spec.
describe("types derived from the generated spec", () => {
  it("finds list endpoints by their meta.pagination and types their items", () => {
    expectTypeOf<"/locations">().toExtend<ListPath>();
    expectTypeOf<"/locations/{id}">().not.toExtend<ListPath>();
    expectTypeOf<ListItem<paths, "/locations">>().toEqualTypeOf<
      components["schemas"]["Location"]
    >();
  });

  it("uses the spec's Action and ErrorCode", () => {
    expectTypeOf<Action>().toEqualTypeOf<components["schemas"]["Action"]>();
    expectTypeOf<"not_found">().toExtend<ErrorCode>();
    expectTypeOf<"no_such_code">().not.toExtend<ErrorCode>();
  });
});
