// Checks of a name or description limit (issue 27), shared by the families' tests: values past
// the limit, NUL, other control characters and lone UTF-16 surrogates are 422 invalid_input
// naming the field and leave nothing written; the longest valid value is stored as sent.
import { expect, it } from "vitest";
import type { CallResult, TestEmulator } from "./harness.js";

export interface TextLimitCase {
  /** Where the value goes, as `details.fields[].name` names it (`name`, `rules[0].description`). */
  field: string;
  /** Sends `value` in the field; a fresh resource per call where the request needs one. */
  send: (value: string) => Promise<CallResult>;
  /** What a refused request must leave as it was (a list's size, the resource's current value). */
  written: () => Promise<unknown>;
  /** The longest value the spec allows; it must be accepted. */
  longest: string;
  /** Reads the value back after an accepted `send` (from its answer, or by a GET). */
  stored: (result: CallResult) => unknown;
  /** Values to refuse, where one past `longest` is not simply longer (default: refusedValues). */
  refused?: string[];
}

/** One character past the limit, NUL, a bell, lone high and low surrogates, and 1 MB. */
export function refusedValues(longest: string): string[] {
  return [
    `${longest}${longest.slice(-1)}`,
    "a\u0000b",
    "a\u0007b",
    "a\ud800b",
    "a\udfffb",
    "x".repeat(1_000_000),
  ];
}

export async function expectTextLimit(limit: TextLimitCase): Promise<void> {
  for (const value of limit.refused ?? refusedValues(limit.longest)) {
    const before = await limit.written();
    const result = await limit.send(value);
    const shown = JSON.stringify(value.slice(0, 6));
    expect([shown, result.status, result.body?.error?.code]).toEqual([shown, 422, "invalid_input"]);
    const fields = (result.body.error.details?.fields ?? []).map(
      (entry: { name: string }) => entry.name,
    );
    expect(fields, shown).toContain(limit.field);
    expect(await limit.written(), `${shown} left something written`).toEqual(before);
  }
  const accepted = await limit.send(limit.longest);
  expect(accepted.status, JSON.stringify(accepted.body?.error)).toBeLessThan(300);
  expect(await limit.stored(accepted)).toBe(limit.longest);
}

export interface FamilyTextField {
  emu: () => TestEmulator;
  /** `placement group name`, for the test names. */
  what: string;
  /** `/placement_groups`; the resource is `${collection}/{id}`. */
  collection: string;
  /** The response key of one resource (`placement_group`). */
  key: string;
  field: "name" | "description";
  /** A create body carrying `value` in the field. */
  createBody: (value: string) => Record<string, unknown>;
  /** The longest valid value for the create, and another one for the update (names are unique). */
  longest: { create: string; update: string };
  /** Whether the update (PUT) body takes the field; zones and RRSets have no rename. */
  update: boolean;
}

/** The create test and, where the family renames, the update test of one field. */
export function textLimitTests(family: FamilyTextField): void {
  const { what, collection, key, field } = family;
  const limit = family.longest.create.length;
  const read = (result: CallResult) => result.body?.[key]?.[field];
  it(`create refuses a ${what} past ${limit} characters, with NUL, a control character or a lone surrogate (422 invalid_input naming ${field}, nothing created), and takes ${limit}`, async () => {
    const emu = family.emu();
    await expectTextLimit({
      field,
      send: (value) => emu.call("POST", collection, { body: family.createBody(value) }),
      written: () => countOf(emu, collection),
      longest: family.longest.create,
      stored: read,
    });
  });
  if (!family.update) return;
  it(`update refuses the same ${what}s with 422 naming ${field} and keeps the old one, and takes ${limit} characters`, async () => {
    const emu = family.emu();
    const created = await emu.call("POST", collection, { body: family.createBody("before-1") });
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    const path = `${collection}/${created.body[key].id}`;
    await expectTextLimit({
      field,
      send: (value) => emu.call("PUT", path, { body: { [field]: value } }),
      written: async () => read(await emu.call("GET", path)),
      longest: family.longest.update,
      stored: read,
    });
  });
}

/** `total_entries` of a list (what a refused create must not change). */
export async function countOf(emu: TestEmulator, path: string): Promise<number> {
  const result = await emu.call("GET", `${path}${path.includes("?") ? "&" : "?"}per_page=1`);
  expect(result.status).toBe(200);
  return result.body.meta.pagination.total_entries as number;
}

/** A host name of exactly `length` characters: labels of at most 63, joined by dots. */
export function hostnameOfLength(length: number): string {
  const labels: string[] = [];
  let left = length;
  let letter = 0;
  while (left > 0) {
    const size = Math.min(63, left);
    labels.push(String.fromCharCode(97 + (letter % 26)).repeat(size));
    letter += 1;
    left -= size + 1;
  }
  const name = labels.join(".");
  if (name.length !== length) throw new Error(`no host name of ${length} characters this way`);
  return name;
}
