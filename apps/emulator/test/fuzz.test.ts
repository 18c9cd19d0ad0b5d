import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations, startTestEmulator, type TestEmulator } from "./harness.js";
import { seededRandom } from "./seeded-random.js";

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
        String(pick([1, 2, 0, -5, "abc", "99999999999999999"])),
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
      ]);
      const body =
        operation.method === "get" || operation.method === "delete"
          ? undefined
          : next() < 0.1
            ? undefined
            : next() < 0.1
              ? "{not json"
              : randomValue();
      const result =
        typeof body === "string" && body.startsWith("{not")
          ? await emu.call(operation.method.toUpperCase(), path + query, { rawBody: body })
          : await emu.call(operation.method.toUpperCase(), path + query, { body });
      if (result.status >= 500)
        failures.push(
          `${operation.method} ${path}${query} ${JSON.stringify(body)} -> ${result.status}`,
        );
    }
    expect(failures).toEqual([]);
  });
});
