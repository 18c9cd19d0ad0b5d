import { describe, expectTypeOf, it } from "vitest";
import { createAndWait } from "../src/actions.js";
import type { NamedListPath } from "../src/find-by-name.js";
import { getByName } from "../src/find-by-name.js";
import type { components, paths } from "../src/hetzner-api-types.js";
import { createHetznerClient } from "../src/hetzner-client.js";
import type { ListItem, ListPath } from "../src/pagination.js";

type Schemas = components["schemas"];

// Checked by `tsc --noEmit` (pnpm typecheck): the helpers typed against the Hetzner API's
// generated document, as they are against the Cloud API's.
describe("the Hetzner API's client and helpers are typed from its document", () => {
  const hetzner = createHetznerClient({ token: "t" });
  // Never called: the calls below are here to be type-checked, not sent.
  const typeOnly = (_check: () => unknown) => {};

  it("finds the paginated lists by meta.pagination; subaccounts and snapshots are not", () => {
    expectTypeOf<"/storage_boxes">().toExtend<ListPath<paths>>();
    expectTypeOf<"/storage_boxes/actions">().toExtend<ListPath<paths>>();
    expectTypeOf<"/storage_boxes/{id}/subaccounts">().not.toExtend<ListPath<paths>>();
    expectTypeOf<"/storage_boxes/{id}">().not.toExtend<ListPath<paths>>();
    expectTypeOf<ListItem<paths, "/storage_boxes">>().toEqualTypeOf<Schemas["StorageBox"]>();
  });

  it("looks up by name on every list with a name filter, paginated or not", () => {
    expectTypeOf<"/storage_boxes">().toExtend<NamedListPath<paths>>();
    expectTypeOf<"/storage_boxes/{id}/subaccounts">().toExtend<NamedListPath<paths>>();
    expectTypeOf<"/storage_boxes/{id}/snapshots">().toExtend<NamedListPath<paths>>();
    expectTypeOf<"/storage_box_types">().toExtend<NamedListPath<paths>>();
    expectTypeOf<"/storage_boxes/{id}">().not.toExtend<NamedListPath<paths>>();
    expectTypeOf<"/storage_boxes/actions">().not.toExtend<NamedListPath<paths>>();
    typeOnly(() =>
      expectTypeOf(
        getByName(hetzner, "/storage_boxes/{id}/subaccounts", "sub"),
      ).resolves.toEqualTypeOf<Schemas["StorageBoxSubaccount"]>(),
    );
  });

  it("types createAndWait's data by the operation it sent", () => {
    typeOnly(() => {
      const created = createAndWait(
        hetzner,
        hetzner.POST("/storage_boxes", {
          body: { name: "b", location: "hel1", storage_box_type: 1333, password: "p" },
        }),
      );
      expectTypeOf(created)
        .resolves.toHaveProperty("data")
        .toHaveProperty("storage_box")
        .toEqualTypeOf<Schemas["StorageBox"]>();
    });
  });

  it("types a subaccount and a snapshot whole after the re-read, as answered without it", () => {
    typeOnly(() => {
      const path = { params: { path: { id: 1 } } };
      const subaccount = createAndWait(
        hetzner,
        hetzner.POST("/storage_boxes/{id}/subaccounts", {
          ...path,
          body: { password: "p", home_directory: "backups" },
        }),
      );
      expectTypeOf(subaccount)
        .resolves.toHaveProperty("data")
        .toHaveProperty("subaccount")
        .toEqualTypeOf<Schemas["StorageBoxSubaccount"]>();
      const snapshot = createAndWait(
        hetzner,
        hetzner.POST("/storage_boxes/{id}/snapshots", { ...path, body: {} }),
      );
      expectTypeOf(snapshot)
        .resolves.toHaveProperty("data")
        .toHaveProperty("snapshot")
        .toEqualTypeOf<Schemas["StorageBoxSnapshot"]>();
      // Without the re-read, the create answer's own `{ id, storage_box }`.
      const asSent = createAndWait(
        hetzner,
        hetzner.POST("/storage_boxes/{id}/snapshots", { ...path, body: {} }),
        {
          reread: false,
        },
      );
      expectTypeOf(asSent)
        .resolves.toHaveProperty("data")
        .toHaveProperty("snapshot")
        .toEqualTypeOf<{ id: number; storage_box: number }>();
    });
  });

  it("reaches only the Hetzner API's paths; the Cloud API's client is `cloud`", () => {
    typeOnly(() => {
      // @ts-expect-error a Cloud API path is not one of the Hetzner API's
      void hetzner.GET("/servers");
      void hetzner.cloud.GET("/servers");
      // @ts-expect-error a Storage Box path is not one of the Cloud API's
      void hetzner.cloud.GET("/storage_boxes");
    });
  });
});
