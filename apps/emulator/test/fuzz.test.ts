import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  operations,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "./support/harness.js";
import { isEnvelope, rawRequest } from "./support/raw-http.js";
import { seededRandom } from "./support/seeded-random.js";

/**
 * Two gaps of the public spec this file finds, reported for a spec change (with its changes
 * entry) rather than hidden: an id that is not a canonical decimal (`01`, `+1`, `abc`) is
 * answered `422 invalid_input`, which 42 by-id operations do not list; a body that is not JSON
 * sent to an action that takes none (`poweron`, `reset`, ...) is answered `400 json_error`,
 * which those actions do not list. Every other violation fails the file.
 */
const REPORTED_SPEC_GAPS = /answered (422|400), a status the spec does not document/;
afterAll(() =>
  expect(specViolations.filter((violation) => !REPORTED_SPEC_GAPS.test(violation))).toEqual([]),
);

const SEED = 20250101;
const next = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

function randomValue(depth = 0): unknown {
  const kinds =
    depth > 2
      ? ["string", "number", "bool", "null"]
      : ["string", "number", "bool", "null", "array", "object"];
  switch (pick(kinds)) {
    case "string":
      return pick([
        "",
        "a",
        "x".repeat(300),
        "fsn1",
        "ubuntu-24.04",
        "cx22",
        "10.0.0.0/8",
        "-1",
        "💥",
        "k in (",
        "1",
        "a\u0000b",
        "\ud800",
        "n".repeat(129),
        "x".repeat(20_000),
      ]);
    case "number":
      return pick([0, -1, 1, 2, 3.5, 2 ** 53, 1e308]);
    case "bool":
      return next() < 0.5;
    case "null":
      return null;
    case "array":
      return Array.from({ length: Math.floor(next() * 3) }, () => randomValue(depth + 1));
    default: {
      const keys = [
        "name",
        "type",
        "labels",
        "server",
        "ip_range",
        "rules",
        "apply_to",
        "image",
        "server_type",
        "network",
        "delete",
        "ip",
        "dns_ptr",
        "subnets",
        "public_net",
        "assignee_id",
        "iso",
      ];
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 5) }, () => [pick(keys), randomValue(depth + 1)]),
      );
    }
  }
}

/** Spellings of ids 1 and 2 that are not canonical decimals (%20 is a space). */
const NON_CANONICAL_IDS = ["0x1", "1e0", "01", "+1", "%201", "2.0", "1".repeat(1200)];

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ rateLimitPerHour: 1_000_000 });
});
afterAll(async () => {
  await emu.close();
});

describe(`bad input (seed ${SEED})`, () => {
  it("never answers a random request with a 5xx", async () => {
    const failures: string[] = [];
    for (let round = 0; round < 1500; round += 1) {
      const operation = pick(operations);
      const path = operation.path.replace(/\{[^}]+\}/g, () =>
        String(pick([1, 2, 0, -5, "abc", "99999999999999999", ...NON_CANONICAL_IDS])),
      );
      const query = pick([
        "",
        "?page=0",
        "?per_page=1000",
        "?sort=bogus",
        "?label_selector=%3D%3D",
        "?label_selector=a%20in%20(b",
        "?status=x",
        "?id=a",
        "?type=cpu&start=x&end=y",
        "?name=&page=2",
        "?page=1e3",
        "?per_page=0x10",
        "?page=01",
        "?page=%2B1",
        `?per_page=1&unknown=${"q".repeat(9000)}`,
        `?per_page=1&${"sort=id&".repeat(800)}`,
      ]);
      const body =
        operation.method === "get" || operation.method === "delete"
          ? undefined
          : next() < 0.1
            ? undefined
            : next() < 0.1
              ? "{not json"
              : randomValue();
      const callOptions =
        typeof body === "string" && body.startsWith("{not") ? { rawBody: body } : { body };
      let result: Awaited<ReturnType<TestEmulator["call"]>>;
      try {
        result = await emu.call(operation.method.toUpperCase(), path + query, callOptions);
      } catch (error) {
        // e.g. fetch refusing a response whose headers are too large.
        failures.push(
          `${operation.method} ${path.slice(0, 80)}${query.slice(0, 80)}: ${String(error)}`,
        );
        continue;
      }
      const where = `${operation.method} ${path.slice(0, 80)}${query.slice(0, 80)} ${JSON.stringify(body)?.slice(0, 200)} -> ${result.status}`;
      if (result.status >= 500) failures.push(where);
      if (result.status >= 400 && typeof result.body?.error?.code !== "string") {
        failures.push(`${where}: not the error envelope`);
      }
      // A path id spelled any other way than canonical decimal never reaches a resource.
      if (NON_CANONICAL_IDS.some((id) => path.includes(`/${id}`)) && result.status < 400) {
        failures.push(`${where}: non-canonical id accepted`);
      }
      if ((result.headers.get("link") ?? "").length > 4096)
        failures.push(`${where}: Link too long`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

describe(`malformed HTTP (seed ${SEED})`, () => {
  it("answers every truncated, oversized or garbled request in the envelope and closes", async () => {
    // Short limits, so the requests that never finish get their 408 within the test; long
    // enough that a whole oversized or garbled request is parsed first even on a starved event
    // loop (with 150 ms a 27 KB header once got 408 instead of 431 at load 9).
    const fast = await startTestEmulator({ headersTimeoutMs: 1000, requestTimeoutMs: 2000 });
    try {
      const auth = "Authorization: Bearer tok-a\r\n";
      const makers: (() => { chunks: string[]; statuses: number[] })[] = [
        () => ({
          // A body that stops before its Content-Length.
          chunks: [
            `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${auth}Content-Length: ${10 + Math.floor(next() * 1000)}\r\n\r\n{"na`,
          ],
          statuses: [408],
        }),
        () => ({
          // Headers that never end.
          chunks: [
            `GET /v1/servers HTTP/1.1\r\nHost: x\r\n${auth}X-Slow: ${"s".repeat(Math.floor(next() * 100))}`,
          ],
          statuses: [408],
        }),
        () => ({
          chunks: [
            `GET /v1/servers HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(17_000 + Math.floor(next() * 10_000))}\r\n\r\n`,
          ],
          statuses: [431],
        }),
        () => ({
          chunks: [
            `${pick(["GARBAGE", "GET", "\u0000\u0001", "GET /v1/servers HTTP/9.9", "GET  HTTP/1.1"])}\r\n\r\n`,
          ],
          statuses: [400],
        }),
        () => ({
          chunks: [
            `GET /v1/servers/${pick(["%", "%zz", "%E0%A4%A"])} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
          ],
          statuses: [400],
        }),
      ];
      const cases = Array.from({ length: 40 }, () => pick(makers)());
      const results = await Promise.all(
        cases.map((entry) => rawRequest(fast.port, entry.chunks, 5000)),
      );
      const failures = results.flatMap((result, index) => {
        const entry = cases[index];
        const where = `${JSON.stringify(entry?.chunks[0]?.slice(0, 60))} -> ${result.status}`;
        const problems: string[] = [];
        if (!entry?.statuses.includes(result.status)) problems.push(`${where}: unexpected status`);
        if (!isEnvelope(result.body))
          problems.push(`${where}: not the envelope: ${result.body.slice(0, 100)}`);
        if (!result.closed) problems.push(`${where}: connection left open`);
        return problems;
      });
      expect(failures).toEqual([]);
    } finally {
      await fast.close();
    }
  }, 30_000);
});
