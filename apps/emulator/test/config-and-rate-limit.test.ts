import { describe, expect, it } from "vitest";
import { parseTokens, resolveConfig } from "../src/config.js";
import { RateLimiter } from "../src/mounts/public/rate-limiter.js";

describe("CLOUD_API_TOKENS", () => {
  it("parses projects and read-only tokens", () => {
    expect(parseTokens("a=p1,b=p2,r=p1:read")).toEqual([
      { token: "a", project: "p1", readOnly: false },
      { token: "b", project: "p2", readOnly: false },
      { token: "r", project: "p1", readOnly: true },
    ]);
  });
  it("rejects malformed entries without echoing the token", () => {
    expect(() => parseTokens("secret-token")).toThrow(/entry 1/);
    try {
      parseTokens("secret-token");
    } catch (error) {
      expect(String(error)).not.toContain("secret-token");
    }
  });
  it("generates one 64-character read-write token for project default when unset", () => {
    const config = resolveConfig({}, {});
    expect(config.tokens).toHaveLength(1);
    expect(config.tokens[0]?.project).toBe("default");
    expect(config.tokens[0]?.token).toMatch(/^[0-9a-f]{64}$/);
    expect(config.generatedToken).toBe(true);
  });
});

describe("CLOUD_API_DOCS_URL", () => {
  it("is the docs' base URL, ending with a slash, and refuses what is not an http(s) URL", () => {
    expect(resolveConfig({ tokens: "t=p" }, {}).docsUrl).toBeUndefined();
    expect(
      resolveConfig({ tokens: "t=p" }, { CLOUD_API_DOCS_URL: "http://127.0.0.1:4000" }).docsUrl,
    ).toBe("http://127.0.0.1:4000/");
    expect(() =>
      resolveConfig({ tokens: "t=p" }, { CLOUD_API_DOCS_URL: "javascript:alert(1)" }),
    ).toThrow(/CLOUD_API_DOCS_URL must be an http\(s\) URL/);
  });
});

describe("request timeouts", () => {
  it("default to 10 s for headers and 30 s for the whole request", () => {
    const config = resolveConfig({ tokens: "t=p" }, {});
    expect([config.headersTimeoutMs, config.requestTimeoutMs]).toEqual([10_000, 30_000]);
  });
  it("read CLOUD_API_HEADERS_TIMEOUT_MS and CLOUD_API_REQUEST_TIMEOUT_MS", () => {
    const config = resolveConfig(
      { tokens: "t=p" },
      { CLOUD_API_HEADERS_TIMEOUT_MS: "500", CLOUD_API_REQUEST_TIMEOUT_MS: "900" },
    );
    expect([config.headersTimeoutMs, config.requestTimeoutMs]).toEqual([500, 900]);
  });
  it("refuse 0 (no limit) and a request timeout shorter than the headers timeout", () => {
    expect(() => resolveConfig({ tokens: "t=p", headersTimeoutMs: 0 }, {})).toThrow(
      /HEADERS_TIMEOUT_MS must be at least 1/,
    );
    expect(() =>
      resolveConfig({ tokens: "t=p", headersTimeoutMs: 500, requestTimeoutMs: 100 }, {}),
    ).toThrow(/REQUEST_TIMEOUT_MS must be at least/);
  });
});

describe("rate limiter", () => {
  it("allows a burst up to the limit, then refuses with a retry delay", () => {
    const limiter = new RateLimiter(3);
    expect([1, 2, 3].map(() => limiter.take("p", 0).allowed)).toEqual([true, true, true]);
    const refused = limiter.take("p", 0);
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfter).toBe(1200);
  });
  it("refills continuously", () => {
    const limiter = new RateLimiter(3600);
    for (let i = 0; i < 3600; i += 1) limiter.take("p", 0);
    expect(limiter.take("p", 0).allowed).toBe(false);
    expect(limiter.take("p", 1000).allowed).toBe(true);
  });
  it("keeps separate buckets per project", () => {
    const limiter = new RateLimiter(1);
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("b", 0).allowed).toBe(true);
    expect(limiter.take("a", 0).allowed).toBe(false);
  });
});
