// The catalog's JSON text written once (src/http/json-fragments.ts): answers are byte for byte
// what JSON.stringify writes, nested entries included, and no request can forge a marker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { immutableEntry, serializeAnswer } from "../../src/http/json-fragments.js";
import { specViolations, startTestEmulator, type TestEmulator } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

describe("immutable entries' text", () => {
  it("serializes an answer exactly as JSON.stringify, with nested marked entries in full", () => {
    const location = { id: 91, name: "xyz1", network_zone: "eu-central" };
    const datacenter = { id: 92, name: "xyz1-dc1", location };
    const expected = JSON.stringify({ servers: [{ id: 1, datacenter, location }], meta: null });
    immutableEntry(location);
    immutableEntry(datacenter);
    const answer = serializeAnswer({ servers: [{ id: 1, datacenter, location }], meta: null });
    // Sent as bytes: the entries' stored UTF-8 copied between the answer's own fields.
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(answer.toString()).toBe(expected);
  });

  it("encodes multi-byte characters on both sides of an entry exactly as Buffer.from would", () => {
    const plain = { id: 95, name: "größe-ü", city: "Zürich ✓" };
    const body = { before: "añ—", zones: [plain, { id: 96, note: "日本" }], after: "ø" };
    const expected = Buffer.from(JSON.stringify(body));
    immutableEntry(plain);
    const answer = serializeAnswer(body);
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(Buffer.compare(answer as Buffer, expected)).toBe(0);
  });

  it("copies an entry's multi-byte characters into an answer whose own text is ASCII", () => {
    const entry = { id: 97, city: "Zürich", note: "日本" };
    const body = {
      items: [
        { id: 1, entry },
        { id: 2, entry },
      ],
      total: 2,
    };
    const expected = Buffer.from(JSON.stringify(body));
    immutableEntry(entry);
    const answer = serializeAnswer(body);
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(Buffer.compare(answer as Buffer, expected)).toBe(0);
  });

  it("answers as JSON.stringify when an own string holds the escaped NUL of a stand-in", () => {
    const entry = immutableEntry({ id: 98, name: "xyz9" });
    const body = { label: "\u0000:1\u0000", raw: "\0", entry, after: "\u0000" };
    const answer = serializeAnswer(body);
    expect(Buffer.from(answer).toString()).toBe(
      JSON.stringify({ ...body, entry: { id: 98, name: "xyz9" } }),
    );
  });

  it("freezes a marked entry deeply, so its stored text cannot go stale", () => {
    const entry = immutableEntry({ id: 93, prices: [{ location: "fsn1", hourly: "0.1" }] });
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry.prices[0])).toBe(true);
    expect(() => {
      (entry.prices[0] as { hourly: string }).hourly = "9";
    }).toThrow(TypeError);
  });

  it("leaves strings that look like markers alone (JSON escapes NUL; the nonce is unknown)", () => {
    const text = serializeAnswer({ label: "\u0000abcdef0123456789:0\u0000" }).toString();
    expect(JSON.parse(text)).toEqual({ label: "\u0000abcdef0123456789:0\u0000" });
  });
});

describe("answers with the catalog", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it("a server's answer parses to the catalog entries it embeds, whole", async () => {
    const created = await emu.call("POST", "/servers", {
      body: { name: "fragments", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
    });
    expect(created.status).toBe(201);
    const types = await emu.call("GET", "/server_types?name=cx22");
    const locations = await emu.call("GET", "/locations?name=fsn1");
    const got = await emu.call("GET", `/servers/${created.body.server.id}`);
    expect(got.body.server.server_type).toEqual(types.body.server_types[0]);
    expect(got.body.server.location).toEqual(locations.body.locations[0]);
  });
});
