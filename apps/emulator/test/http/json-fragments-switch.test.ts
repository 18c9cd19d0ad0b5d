// The JSON fragments switch (config `jsonFragments`, CLOUD_API_JSON_FRAGMENTS): each emulator
// reads it from its own options and environment (not the process's at import time), and on or
// off the answers are the same bytes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveConfig } from "../../src/config.js";
import { type Emulator, startEmulator } from "../../src/index.js";
import { checkedFetch, specViolations } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

const TOKEN = "fragments-token";

describe("CLOUD_API_JSON_FRAGMENTS", () => {
  let on: Emulator;
  let off: Emulator;
  beforeAll(async () => {
    const common = {
      host: "127.0.0.1",
      port: 0,
      actionMs: 0,
      tokens: `${TOKEN}=p`,
      randomSeed: "fragments",
      clock: () => Date.parse("2026-01-01T00:00:00Z"),
    };
    on = await startEmulator({ ...common, env: {} });
    off = await startEmulator({ ...common, env: { CLOUD_API_JSON_FRAGMENTS: "off" } });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  const bytes = async (emulator: Emulator, path: string, body?: unknown) => {
    const response = await checkedFetch("public", emulator.url, path, {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status).toBe(body === undefined ? 200 : 201);
    return Buffer.from(await response.arrayBuffer());
  };

  it("answers the catalog and views embedding it with the same bytes on and off", async () => {
    const server = { name: "web-1", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" };
    const created = await Promise.all([
      bytes(on, "/servers", server),
      bytes(off, "/servers", server),
    ]);
    expect(Buffer.compare(created[0], created[1])).toBe(0);
    for (const path of ["/server_types?per_page=50", "/locations", "/images", "/servers"]) {
      const [a, b] = await Promise.all([bytes(on, path), bytes(off, path)]);
      expect(Buffer.compare(a, b), path).toBe(0);
    }
  });

  it("is read per emulator: on by default, off from its env or the option", () => {
    expect(resolveConfig({}, {}).jsonFragments).toBe(true);
    expect(resolveConfig({}, { CLOUD_API_JSON_FRAGMENTS: "off" }).jsonFragments).toBe(false);
    expect(
      resolveConfig({ jsonFragments: true }, { CLOUD_API_JSON_FRAGMENTS: "off" }).jsonFragments,
    ).toBe(true);
  });

  it("refuses a value other than on or off, naming the variable", () => {
    expect(() => resolveConfig({}, { CLOUD_API_JSON_FRAGMENTS: "yes" })).toThrow(
      "CLOUD_API_JSON_FRAGMENTS must be on or off, got 'yes'",
    );
  });
});
