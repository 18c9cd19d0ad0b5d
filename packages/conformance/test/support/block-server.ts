import type { operations } from "@cloud-api/client";
import { afterAll, beforeAll } from "vitest";
import { expectStatus } from "../../src/expect-status.js";
import { api } from "../../src/suite.js";

type CreateServerBody = operations["create_server"]["requestBody"]["content"]["application/json"];

/**
 * A server the tests of a `describe` block work on (to attach, assign or apply to): created by
 * project A before them (201 expected), deleted after them. Register it where the block's own
 * cleanup of what was attached to it runs first (hooks registered later run earlier in afterAll).
 * Its id is 0 until created.
 */
export function useBlockServer(body: CreateServerBody): { readonly id: number } {
  const client = api();
  const server = { id: 0 };
  beforeAll(async () => {
    const created = await client.POST("/servers", { body });
    expectStatus(created, 201);
    server.id = created.data?.server.id ?? 0;
  });
  afterAll(async () => {
    if (server.id) await client.DELETE("/servers/{id}", { params: { path: { id: server.id } } });
  });
  return server;
}
