// The harness's check of answers (recordAnswer) records what does not conform, per document: the
// suites' "no spec violation" assertions are only as good as this.
import { afterEach, describe, expect, it } from "vitest";
import { recordAnswer, specViolations } from "./harness.js";

const RATE_LIMIT_HEADERS = {
  "ratelimit-limit": "3600",
  "ratelimit-remaining": "3599",
  "ratelimit-reset": "1767225600",
  "x-correlation-id": "c0ffee",
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    status,
    text: body === undefined ? "" : JSON.stringify(body),
    headers: new Headers({ "content-type": "application/json", ...headers }),
  };
}

const envelope = { error: { code: "not_found", message: "not found", details: null } };

afterEach(() => {
  specViolations.length = 0;
});

describe("recordAnswer", () => {
  it("accepts a public API answer that matches the spec", async () => {
    await recordAnswer("public", "GET", "/servers/42", answer(404, envelope, RATE_LIMIT_HEADERS));
    expect(specViolations).toEqual([]);
  });

  it("records a missing rate-limit header on the public and Hetzner APIs", async () => {
    const { "x-correlation-id": _dropped, ...others } = RATE_LIMIT_HEADERS;
    await recordAnswer("public", "GET", "/servers/42", answer(404, envelope, others));
    await recordAnswer("hetzner", "GET", "/storage_boxes/7", answer(404, envelope, others));
    expect(specViolations).toHaveLength(2);
    expect(specViolations[0]).toMatch(/GET \/servers\/42 -> 404: missing header x-correlation-id/);
  });

  it("records a status the operation does not document and a body off its schema", async () => {
    await recordAnswer("public", "GET", "/servers", answer(418, envelope, RATE_LIMIT_HEADERS));
    await recordAnswer(
      "public",
      "GET",
      "/servers?page=1",
      answer(200, { servers: "none" }, RATE_LIMIT_HEADERS),
    );
    expect(specViolations).toHaveLength(2);
    expect(specViolations[0]).toMatch(/list_servers .* answered 418, a status the spec does not/);
    expect(specViolations[1]).toMatch(
      /does not match response 200's schema: .*\/servers must be array/,
    );
  });

  it("records an answer to no operation without the error envelope", async () => {
    await recordAnswer("public", "GET", "/nothing", answer(404, envelope, RATE_LIMIT_HEADERS));
    expect(specViolations).toEqual([]);
    await recordAnswer("public", "GET", "/nothing", answer(200, { ok: true }, RATE_LIMIT_HEADERS));
    expect(specViolations).toEqual(["GET /nothing -> 200: no operation and no error envelope"]);
  });

  it("checks errors of the HTTP layer as the envelope with X-Correlation-Id only", async () => {
    const overlong = { error: { code: "invalid_input", message: "too long", details: null } };
    const correlation = { "x-correlation-id": "c0ffee" };
    await recordAnswer("public", "GET", "/servers/1111", answer(414, overlong, correlation));
    await recordAnswer("public", "GET", "/servers/%zz", answer(400, overlong, correlation));
    expect(specViolations).toEqual([]);
    await recordAnswer("public", "GET", "/servers/1111", answer(414, overlong));
    await recordAnswer("hetzner", "GET", "/storage_boxes/1111", answer(431, "nope", correlation));
    expect(specViolations).toEqual([
      "GET /servers/1111 -> 414: missing header x-correlation-id",
      "GET /storage_boxes/1111 -> 431: not the error envelope",
    ]);
  });

  it("checks a 400 json_error as the operation's answer, not the HTTP layer's", async () => {
    const jsonError = { error: { code: "json_error", message: "not JSON", details: null } };
    await recordAnswer("public", "POST", "/servers", answer(400, jsonError, RATE_LIMIT_HEADERS));
    expect(specViolations).toEqual([]);
    await recordAnswer("public", "POST", "/servers", answer(400, jsonError));
    expect(specViolations[0]).toMatch(/POST \/servers -> 400: missing header ratelimit-limit/);
  });

  it("checks the control and console APIs against their own documents", async () => {
    await recordAnswer("control", "GET", "/clock", answer(200, { now: 5 }));
    await recordAnswer("console", "GET", "/session", answer(200, { signed_in: "yes" }));
    // The console's pass-through takes the rest of the path (its greedy `{path}`).
    await recordAnswer("console", "DELETE", "/projects/1/api/ssh_keys/1", answer(204, undefined));
    expect(specViolations).toHaveLength(2);
    expect(specViolations[0]).toMatch(/^GET \/clock -> 200: get_clock .*schema/);
    expect(specViolations[1]).toMatch(/^GET \/session -> 200: .*\/signed_in must be boolean/);
  });
});
