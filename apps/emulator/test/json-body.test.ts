import { describe, expect, it } from "vitest";
import {
  freezeAsJson,
  type JsonBody,
  rememberJson,
  serializeJson,
  serializeJsonBody,
} from "../src/http/json-body.js";

function bytesOf(body: JsonBody): Buffer {
  return typeof body === "string" ? Buffer.from(body) : Buffer.concat(body.pieces);
}

describe("serializeJson", () => {
  it("writes the same text as JSON.stringify for every kind of value", () => {
    const values: unknown[] = [
      null,
      0,
      -1.5,
      'quote " backslash \\ newline \n unicode é 🚀',
      true,
      [],
      {},
      [1, undefined, () => 1, null, "x"],
      { kept: 1, dropped: undefined, fn: () => 1, nested: { list: [{ a: null }] } },
      { date: new Date(Date.UTC(2025, 0, 2)), 'key with "quotes"': [Number.NaN] },
    ];
    for (const value of values) expect(serializeJson(value)).toBe(JSON.stringify(value));
  });

  it("reuses the text cached for a frozen object wherever it is embedded", () => {
    const shared = freezeAsJson({ id: 1, name: "fsn1", tags: ["a"] });
    const body = {
      servers: [
        { id: 5, location: shared },
        { id: 6, location: shared },
      ],
    };
    expect(serializeJson(body)).toBe(JSON.stringify(body));
  });

  it("freezes registered objects deeply, so their cached text cannot go stale", () => {
    const entry = freezeAsJson({ prices: [{ location: "fsn1" }] });
    expect(() => {
      (entry.prices[0] as { location: string }).location = "changed";
    }).toThrow(TypeError);
    expect(() => {
      entry.prices.push({ location: "x" });
    }).toThrow(TypeError);
    expect(serializeJson(entry)).toBe('{"prices":[{"location":"fsn1"}]}');
  });
});

describe("rememberJson", () => {
  it("keeps the text of a view, reused wherever the view is embedded, the same as JSON.stringify", () => {
    const location = freezeAsJson({ id: 1, name: "fsn1", city: "Falkenstein ü" });
    const view = { id: 7, name: "wébserver 🚀", location };
    rememberJson(view);
    const body = { servers: [view, { id: 8, location }], meta: { pagination: { page: 1 } } };
    expect(serializeJson(body)).toBe(JSON.stringify(body));
    // The remembered text is what is sent (views are not changed once built).
    view.name = "changed";
    expect(serializeJson({ servers: [view] })).toContain("wébserver 🚀");
  });
});

describe("serializeJsonBody", () => {
  it("is text when no remembered view is embedded, the same as JSON.stringify", () => {
    const body = { a: [1, undefined, { b: "é" }], c: undefined, d: null };
    expect(serializeJsonBody(body)).toBe(JSON.stringify(body));
  });

  it("writes remembered views as their bytes, in pieces whose sum is JSON.stringify's UTF-8", () => {
    const location = freezeAsJson({ id: 1, city: "Zürich 🚀" });
    const views = [1, 2, 3].map((id) => ({ id, name: `naïve-${id}`, location }));
    for (const view of views) rememberJson(view);
    const bodies = [
      { servers: views, meta: { pagination: { page: 1, per_page: 25 } } },
      { servers: [], meta: { total: 0 } },
      { servers: [views[0]], skipped: undefined, fn: () => 1, after: { deep: [views[1], "ü"] } },
      [views[2], undefined, { toJSON: () => undefined }, views[0]],
      { late: { toJSON: () => undefined }, server: views[1] },
    ];
    for (const body of bodies) {
      const sent = serializeJsonBody(body);
      const expected = Buffer.from(JSON.stringify(body));
      expect(bytesOf(sent).equals(expected)).toBe(true);
      if (typeof sent !== "string") expect(sent.length).toBe(expected.length);
    }
    expect(typeof serializeJsonBody(bodies[0])).toBe("object");
  });
});

describe("serializeJsonBody for repeated bodies", () => {
  const page = (views: object[], total: number) => ({
    servers: views,
    meta: { pagination: { page: 1, total_entries: total } },
  });

  it("sends a body seen before as one joined piece, byte for byte the same", () => {
    const views = [1, 2, 3].map((id) => ({ id, name: `repeat-${id}` }));
    for (const view of views) rememberJson(view);
    const body = page(views, 3);
    const first = serializeJsonBody(body);
    const second = serializeJsonBody(page(views, 3));
    const third = serializeJsonBody(page(views, 3));
    const expected = Buffer.from(JSON.stringify(body));
    for (const sent of [first, second, third]) expect(bytesOf(sent).equals(expected)).toBe(true);
    if (typeof first === "string" || typeof second === "string" || typeof third === "string") {
      throw new Error("expected pieces");
    }
    expect(first.pieces.length).toBeGreaterThan(1);
    expect(second.pieces).toHaveLength(1);
    // The same joined bytes are reused, not joined again.
    expect(third.pieces[0]).toBe(second.pieces[0]);
  });

  it("never answers with a kept body when a view or the text differs", () => {
    const old = { id: 9, name: "before" };
    rememberJson(old);
    serializeJsonBody(page([old], 1));
    serializeJsonBody(page([old], 1));
    // The store changed: the view is rebuilt as a new object with other bytes.
    const rebuilt = { id: 9, name: "after!" };
    rememberJson(rebuilt);
    expect(bytesOf(serializeJsonBody(page([rebuilt], 1))).toString()).toBe(
      JSON.stringify(page([rebuilt], 1)),
    );
    // Same views, other pagination text.
    expect(bytesOf(serializeJsonBody(page([old], 2))).toString()).toBe(
      JSON.stringify(page([old], 2)),
    );
    expect(bytesOf(serializeJsonBody(page([old], 1))).toString()).toBe(
      JSON.stringify(page([old], 1)),
    );
  });
});
