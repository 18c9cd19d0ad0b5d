import { describe, expectTypeOf, it } from "vitest";
import { type Action, createAndWait } from "../src/actions.js";
import type { components, paths } from "../src/api-types.js";
import type { CloudClient } from "../src/client.js";
import { type CloudApiError, type ErrorCode, unwrap } from "../src/errors.js";
import type { NamedListPath } from "../src/find-by-name.js";
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

type JsonBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
> = paths[Path][Method] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;
type CreateServer = JsonBody<"/servers", "post">;

// Issue 12: "ID or name" fields take what the official clients send.
describe("request bodies accept what real clients send", () => {
  it("types an ID-or-name field as number | string", () => {
    expectTypeOf<CreateServer["server_type"]>().toEqualTypeOf<number | string>();
    expectTypeOf<{ name: "web"; server_type: 1; image: 3 }>().toExtend<CreateServer>();
    expectTypeOf<{
      name: "web";
      server_type: "cpx22";
      image: "ubuntu-24.04";
    }>().toExtend<CreateServer>();
    expectTypeOf<{ name: "web"; server_type: true; image: 1 }>().not.toExtend<CreateServer>();
    expectTypeOf<{
      name: "web";
      server_type: 1;
      image: 1;
      ssh_keys: [1, "laptop"];
    }>().toExtend<CreateServer>();
  });

  it("lets a client call POST /servers with an id or a name", () => {
    // Only type-checked: the calls are never made.
    const post = (client: CloudClient) => [
      client.POST("/servers", { body: { name: "a", server_type: 1, image: "ubuntu-24.04" } }),
      client.POST("/servers", {
        body: { name: "b", server_type: "cpx22", image: 3, location: "1" },
      }),
      // @ts-expect-error a boolean is neither an id nor a name
      client.POST("/servers", { body: { name: "c", server_type: true, image: 3 } }),
    ];
    expectTypeOf(post).toBeFunction();
  });

  it("accepts a digit-string placement group and null optional fields", () => {
    expectTypeOf<{ placement_group: "7" }>().toExtend<
      JsonBody<"/servers/{id}/actions/add_to_placement_group", "post">
    >();
    expectTypeOf<{ type: null }>().toExtend<
      JsonBody<"/servers/{id}/actions/enable_rescue", "post">
    >();
    expectTypeOf<{ description: null; type: null; labels: null }>().toExtend<
      JsonBody<"/servers/{id}/actions/create_image", "post">
    >();
    expectTypeOf<{ ip: "198.51.100.1" }>().toExtend<
      JsonBody<"/floating_ips/{id}/actions/change_dns_ptr", "post">
    >();
  });
});

// Issue 26: the everyday helpers are typed from the spec for every list or operation they fit.
describe("the everyday helpers' types", () => {
  it("looks up by name only on lists that filter by name", () => {
    expectTypeOf<"/servers">().toExtend<NamedListPath>();
    expectTypeOf<"/networks">().toExtend<NamedListPath>();
    expectTypeOf<"/servers/{id}">().not.toExtend<NamedListPath>();
    expectTypeOf<"/servers/{id}/actions">().not.toExtend<NamedListPath>();
  });

  it("accepts createAndWait only for operations that answer with actions", () => {
    // Only type-checked: the calls are never made.
    const calls = (client: CloudClient) => [
      createAndWait(client, client.POST("/volumes", { body: { name: "v", size: 10 } })),
      createAndWait(
        client,
        client.POST("/servers/{id}/actions/poweroff", { params: { path: { id: 1 } } }),
      ),
      // @ts-expect-error GET /locations starts no action
      createAndWait(client, client.GET("/locations")),
    ];
    expectTypeOf(calls).toBeFunction();
  });

  it("types invalid_input's field messages as present", () => {
    type Field = NonNullable<CloudApiError<"invalid_input">["details"]>["fields"][number];
    expectTypeOf<Field["messages"]>().toEqualTypeOf<string[]>();
    expectTypeOf<Field["name"]>().toEqualTypeOf<string>();
  });
});

// Issue 43: unwrap takes a result or a promise of one, and its type follows.
describe("unwrap's typing", () => {
  it("returns data for a result and a promise of data for a promise", () => {
    type Location = components["schemas"]["Location"];
    // Only type-checked: the calls are never made.
    const styles = async (client: CloudClient) => {
      const fromResult = unwrap(
        await client.GET("/locations/{id}", { params: { path: { id: 1 } } }),
      );
      expectTypeOf(fromResult).toEqualTypeOf<{ location: Location }>();
      const fromPromise = unwrap(client.GET("/locations/{id}", { params: { path: { id: 1 } } }));
      expectTypeOf(fromPromise).toEqualTypeOf<Promise<{ location: Location }>>();
      // The mistake the console's snippet made is now fine: a result's data, destructured.
      const listed = unwrap(await client.GET("/locations"));
      const { locations } = listed;
      expectTypeOf(locations).toEqualTypeOf<Location[]>();
      // As a callback too (one signature, so TypeScript can infer through it).
      const viaThen = client.GET("/locations").then(unwrap);
      expectTypeOf(viaThen).toEqualTypeOf<Promise<typeof listed>>();
      // @ts-expect-error a promise of data has no `locations` before it is awaited
      const { locations: notYet } = unwrap(client.GET("/locations"));
      return notYet;
    };
    expectTypeOf(styles).toBeFunction();
  });
});
