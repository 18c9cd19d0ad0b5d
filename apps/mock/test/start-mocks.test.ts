// Both public APIs on the mock: one Prism per document (startMocks), each on its own port under
// `/v1`, serving only its own paths, with the Hetzner API's examples (the Storage Box type
// catalog) and request validation (its password policy, "ID or name" fields, body-less action).
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../src/free-port.js";
import { type RunningMock, type RunningMocks, startMocks } from "../src/index.js";

const auth = { Authorization: "Bearer any-token" };
const json = { ...auth, "Content-Type": "application/json" };

describe("startMocks", () => {
  let running: RunningMocks;
  let cloud: RunningMock;
  let hetzner: RunningMock;

  beforeAll(async () => {
    running = await startMocks({ freePorts: true });
    cloud = running.of("cloud");
    hetzner = running.of("hetzner");
  });
  afterAll(async () => {
    await running?.stop();
  });

  it("starts one Prism per document, in the order of @cloud-api/spec/documents, each under /v1", () => {
    expect(running.mocks.map(({ document, mock }) => [document.id, mock.title])).toEqual([
      ["cloud", "Cloud API"],
      ["hetzner", "Hetzner API"],
    ]);
    expect(cloud.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(hetzner.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(hetzner.port).not.toBe(cloud.port);
  });

  it("serves the Storage Box type catalog: four types in ID order, bx11 (1333) first", async () => {
    const response = await fetch(`${hetzner.url}/storage_box_types`, { headers: auth });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      storage_box_types: { id: number; name: string; size: number; subaccounts_limit: number }[];
      meta: { pagination: { total_entries: number } };
    };
    expect(body.storage_box_types.map((type) => [type.id, type.name])).toEqual([
      [1333, "bx11"],
      [1334, "bx21"],
      [1335, "bx31"],
      [1336, "bx41"],
    ]);
    expect(body.storage_box_types[0]).toMatchObject({
      size: 1099511627776,
      subaccounts_limit: 100,
    });
    expect(body.meta.pagination.total_entries).toBe(4);
  });

  it("keeps each API to its own mock: no Storage Boxes on the Cloud one, no servers on the Hetzner one", async () => {
    expect((await fetch(`${cloud.url}/storage_boxes`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${hetzner.url}/servers`, { headers: auth })).status).toBe(404);
    expect((await fetch(`${cloud.url}/locations`, { headers: auth })).status).toBe(200);
  });

  it("answers the Hetzner API's bare base URL with a not_found naming its own paths", async () => {
    const response = await fetch(hetzner.url, { headers: auth });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: "not_found",
        message:
          "/v1 is the API's base URL, not an endpoint: add a resource path, e.g. GET /v1/storage_box_types with 'Authorization: Bearer <token>'. Paths: /v1/storage_box_types, /v1/storage_boxes",
        details: null,
      },
    });
  });

  it("answers 401 with the error envelope without a token on the Hetzner API", async () => {
    const response = await fetch(`${hetzner.url}/storage_boxes`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "unauthorized",
    );
  });

  it("creates a box with the type as a number and answers the initializing box and its action", async () => {
    const response = await fetch(`${hetzner.url}/storage_boxes`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        name: "box",
        location: "hel1",
        storage_box_type: 1333,
        password: "1-secret-PASSW0RD-=)",
      }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      storage_box: { status: string; username: null };
      action: { command: string };
    };
    expect(body.storage_box).toMatchObject({ status: "initializing", username: null });
    expect(body.action.command).toBe("create");
  });

  it("refuses a password outside the policy with 422, naming the field in sl-violations", async () => {
    const response = await fetch(`${hetzner.url}/storage_boxes/42/actions/reset_password`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ password: "onlylowercase" }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get("sl-violations") ?? "").toContain("password");
  });

  it("disables a snapshot plan without a request body (201 with the action)", async () => {
    const response = await fetch(`${hetzner.url}/storage_boxes/42/actions/disable_snapshot_plan`, {
      method: "POST",
      headers: auth,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { action: { command: string } };
    expect(body.action.command).toBe("disable_snapshot_plan");
  });

  it("lists subaccounts whole, without pagination meta", async () => {
    const response = await fetch(`${hetzner.url}/storage_boxes/42/subaccounts`, { headers: auth });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["subaccounts"]);
  });

  // Last: it stops the mocks the tests above used.
  it("stop() ends every Prism, and can be called twice", async () => {
    await running.stop();
    await running.stop();
    await expect(fetch(`${cloud.origin}/`)).rejects.toThrow();
    await expect(fetch(`${hetzner.origin}/`)).rejects.toThrow();
  });
});

describe("startMocks with taken ports", () => {
  const blockers: Server[] = [];
  afterAll(async () => {
    await Promise.all(
      blockers.map((blocker) => new Promise<void>((resolve) => blocker.close(() => resolve()))),
    );
  });

  /** A port held by something that is not Prism (it closes every connection at once). */
  async function takenPort(): Promise<number> {
    const blocker = createServer((socket) => socket.destroy());
    blockers.push(blocker);
    return new Promise<number>((resolve) => {
      blocker.listen(0, "127.0.0.1", () => {
        const address = blocker.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
  }

  it("names each taken port with its document's setting, one line each", async () => {
    const [cloudPort, hetznerPort] = await Promise.all([takenPort(), takenPort()]);
    const failure = await startMocks({
      ports: { cloud: cloudPort, hetzner: hetznerPort },
      portNames: { cloud: "MOCK_PORT", hetzner: "HETZNER_MOCK_PORT" },
    }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message.split("\n")).toEqual([
      `the Prism mock cannot listen on 127.0.0.1:${cloudPort}: the port is in use (set MOCK_PORT to another port, or 0 for any free one)`,
      `the Prism mock cannot listen on 127.0.0.1:${hetznerPort}: the port is in use (set HETZNER_MOCK_PORT to another port, or 0 for any free one)`,
    ]);
  });

  it("stops the mock that started when the other one's port is taken", async () => {
    const hetznerPort = await takenPort();
    const cloudPort = await findFreePort("127.0.0.1");
    const failure = await startMocks({
      ports: { cloud: cloudPort, hetzner: hetznerPort },
      portNames: { cloud: "MOCK_PORT", hetzner: "HETZNER_MOCK_PORT" },
    }).catch((error: Error) => error);
    expect((failure as Error).message).toBe(
      `the Prism mock cannot listen on 127.0.0.1:${hetznerPort}: the port is in use (set HETZNER_MOCK_PORT to another port, or 0 for any free one)`,
    );
    // The Cloud API's Prism answered before the failure was known; nothing listens there now.
    await expect(fetch(`http://127.0.0.1:${cloudPort}/`)).rejects.toThrow();
  });
});
