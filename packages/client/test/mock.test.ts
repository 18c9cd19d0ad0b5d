import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForActions } from "../src/actions.js";
import { createCloudClient } from "../src/client.js";
import { CloudApiError, unwrap } from "../src/errors.js";
import { collectAll } from "../src/pagination.js";

// The client against the Prism contract mock of the real spec (@cloud-api/mock). Skipped, with a
// note, when the mock package is not built; the generic behaviour is covered by the other tests.
interface RunningMock {
  url: string;
  stop(): Promise<void>;
}
const mockPackage = "@cloud-api/mock";
const mockModule = (await import(mockPackage).catch((error: Error) => {
  console.warn(`skipping the Prism mock tests: ${error.message}`);
  return undefined;
})) as { startMock(): Promise<RunningMock> } | undefined;

// Prism answers in milliseconds, but on a loaded 2-core CI machine a cold first request can take
// seconds: the generous timeout keeps this test about behaviour, not speed.
describe.skipIf(!mockModule)("against the Prism mock of the spec", { timeout: 30_000 }, () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await (mockModule as { startMock(): Promise<RunningMock> }).startMock();
  }, 60_000);
  afterAll(() => mock?.stop());

  const client = () => createCloudClient({ token: "mock-token", baseUrl: mock.url });

  it("suggests adding /v1 when the base URL lacks it", async () => {
    const withoutV1 = createCloudClient({
      token: "mock-token",
      baseUrl: mock.url.replace(/\/v1$/, ""),
      retry: false,
    });
    const error = await unwrap(withoutV1.GET("/locations")).catch((thrown: unknown) => thrown);
    expect((error as Error).message).toMatch(
      /^GET \/locations failed with 404 .*; baseUrl without \/v1\?$/,
    );
  });

  it("lists every location through pagination and gets one by id", async () => {
    const locations = await collectAll(client(), "/locations");
    expect(locations.length).toBeGreaterThan(0);
    const first = locations[0];
    if (!first) throw new Error("no location");
    const { location } = await unwrap(
      client().GET("/locations/{id}", { params: { path: { id: first.id } } }),
    );
    expect(location.name).toBe(first.name);
  });

  it("turns the documented 404 into a CloudApiError not_found", async () => {
    const error = await unwrap(
      client().GET("/locations/{id}", {
        params: { path: { id: 1 } },
        headers: { Prefer: "code=404" },
      }),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CloudApiError);
    expect(error).toMatchObject({
      status: 404,
      code: "not_found",
      method: "GET",
      path: "/v1/locations/1",
    });
  });

  it("creates a server and waits for its action and next_actions", async () => {
    const created = await unwrap(
      client().POST("/servers", {
        body: { name: "web-1", server_type: "cx22", image: "ubuntu-24.04" },
      }),
    );
    const done = await waitForActions(client(), created, { pollIntervalMs: 10 });
    expect(done.length).toBe(1 + created.next_actions.length);
    expect(done.every((action) => action.status === "success")).toBe(true);
  });
});
