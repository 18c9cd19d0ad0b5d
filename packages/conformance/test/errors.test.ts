import { loadSpecDocument } from "@cloud-api/spec/reader";
import { expect, it } from "vitest";
import { listOperations } from "../src/openapi.js";
import { servedApis } from "../src/served-apis.js";
import {
  api,
  describeReads,
  describeWrites,
  rawRequest,
  runId,
  target,
  tokenFor,
} from "../src/suite.js";

interface ErrorEnvelope {
  error: { code: string; message: string; details?: unknown };
}

function errorCode(body: unknown): string | undefined {
  return (body as Partial<ErrorEnvelope> | undefined)?.error?.code;
}

/** A concrete URL path for a template: every parameter gets id 1. */
function concretePath(template: string): string {
  return template.replace(/\{[^}]+\}/g, "1");
}

// Computed from the bundles of every API the target serves: a new operation is covered by these
// checks without editing a list.
const operations = servedApis(target).flatMap(({ document }) =>
  listOperations(loadSpecDocument(document.id)).map((operation) => ({
    ...operation,
    api: document.id,
  })),
);
// The mock answers an operation past its sunset with its 410 only (apps/mock: Prism picks the
// lowest documented status when there is no 2xx), so its own 401 there has no envelope; the
// emulator and the API authenticate first and are checked.
const pastSunset = (operation: { sunset?: string }) =>
  operation.sunset !== undefined && Date.parse(operation.sunset) <= Date.now();
const readOperations = operations.filter(
  (operation) => operation.method === "GET" && !(target.kind === "mock" && pastSunset(operation)),
);
const writeOperations = operations.filter((operation) => operation.method !== "GET");

describeReads("errors: authentication of read operations", () => {
  it.each(readOperations.map((operation) => [operation.operationId, operation] as const))(
    "%s answers 401 unauthorized with the error envelope without a token",
    async (_operationId, operation) => {
      const response = await rawRequest(operation.method, concretePath(operation.path), {
        token: null,
        api: operation.api,
      });
      expect(response.status).toBe(401);
      expect(errorCode(response.json)).toBe("unauthorized");
    },
  );

  it("answers 401 unauthorized for a token the target does not know", async () => {
    const response = await rawRequest("GET", "/servers", { token: `unknown-${runId}` });
    // Prism accepts any bearer token: only a target with real tokens can refuse one.
    if (target.kind === "mock") {
      expect(response.status).toBe(200);
    } else {
      expect(response.status).toBe(401);
      expect(errorCode(response.json)).toBe("unauthorized");
    }
  });
});

describeWrites("errors: authentication of write operations", () => {
  it.each(writeOperations.map((operation) => [operation.operationId, operation] as const))(
    "%s answers 401 unauthorized with the error envelope without a token",
    async (_operationId, operation) => {
      const response = await rawRequest(operation.method, concretePath(operation.path), {
        token: null,
        body: operation.method === "DELETE" ? undefined : "{}",
        api: operation.api,
      });
      expect(response.status).toBe(401);
      expect(errorCode(response.json)).toBe("unauthorized");
    },
  );
});

describeReads("errors: invalid query parameters and paths", () => {
  it("an unknown sort field is refused with 422 invalid_input", async () => {
    const response = await rawRequest("GET", "/servers?sort=flavour:asc");
    expect(response.status).toBe(422);
    expect(errorCode(response.json)).toBe("invalid_input");
  });

  it("per_page above the maximum comes back through the client as a typed 422", async () => {
    const { data, error, response } = await api().GET("/servers", {
      params: { query: { per_page: 500 } },
    });
    expect(response.status).toBe(422);
    expect(data).toBeUndefined();
    expect(error?.error.code).toBe("invalid_input");
  });

  it.each([
    ["a word", "/servers/abc"],
    ["zero", "/servers/0"],
    ["a negative number", "/locations/-4"],
  ])("a path id that is %s is refused with a 4xx", async (_what, path) => {
    const response = await rawRequest("GET", path);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("an unknown path answers 404", async () => {
    const response = await rawRequest("GET", `/no_such_resource_${runId}`);
    expect(response.status).toBe(404);
    // Prism answers unknown paths with its own problem+json; a real server uses the envelope.
    if (target.kind !== "mock") expect(errorCode(response.json)).toBe("not_found");
  });

  it("a path outside the API version answers 404", async () => {
    const response = await fetch(`${new URL(target.baseUrl).origin}/v0/servers`, {
      headers: { Accept: "application/json", Authorization: `Bearer ${tokenFor("projectA")}` },
    });
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});

describeWrites("errors: invalid request bodies", () => {
  it("a body missing a required field is refused with 422 invalid_input", async () => {
    const response = await rawRequest("POST", "/ssh_keys", {
      body: JSON.stringify({ name: `conformance-${runId}` }),
    });
    expect(response.status).toBe(422);
    expect(errorCode(response.json)).toBe("invalid_input");
  });

  it("a field of the wrong type is refused with 422 invalid_input", async () => {
    const response = await rawRequest("POST", "/networks", {
      body: JSON.stringify({ name: 42, ip_range: "10.0.0.0/16" }),
    });
    expect(response.status).toBe(422);
    expect(errorCode(response.json)).toBe("invalid_input");
  });

  it("an enum value outside the spec is refused with 422 invalid_input", async () => {
    const response = await rawRequest("POST", "/floating_ips", {
      body: JSON.stringify({ type: "ipv5", home_location: "fsn1" }),
    });
    expect(response.status).toBe(422);
    expect(errorCode(response.json)).toBe("invalid_input");
  });

  it("a body that is not JSON is refused with 400", async () => {
    // Prism answers malformed JSON with a body of its own (code "invalid_json", not in the
    // spec's ErrorCode enum) instead of the spec's 400 example: only other targets are checked.
    const mock = target.kind === "mock";
    const response = await rawRequest("POST", "/ssh_keys", {
      body: '{"name":',
      skipBodyCheck: mock,
    });
    expect(response.status).toBe(400);
    if (!mock) expect(errorCode(response.json)).toBe("json_error");
  });
});
