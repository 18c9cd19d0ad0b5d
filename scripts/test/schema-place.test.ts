// Where a schema sits decides how values travel: the media types read as JSON, and the rest.
import { describe, expect, it } from "vitest";
import { parseSunsetDate } from "../src/breaking/compare.js";
import { isJsonMediaType, wireOf } from "../src/breaking/schema-diff.js";

describe("isJsonMediaType and wireOf", () => {
  it.each([
    "application/json",
    "application/json; charset=utf-8",
    "Application/JSON",
    "application/problem+json",
    "application/vnd.api+json",
    "application/x-ndjson",
    "application/jsonl",
    "application/json-seq",
  ])("reads %s as JSON", (mediaType) => {
    expect(isJsonMediaType(mediaType)).toBe(true);
    expect(wireOf({ in: "media", mediaType })).toBe("json");
  });

  it.each([
    "application/xml",
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "application/jsonp",
    "text/javascript",
  ])("reads %s as text", (mediaType) => {
    expect(isJsonMediaType(mediaType)).toBe(false);
    expect(wireOf({ in: "media", mediaType })).toBe("text");
  });

  it("reads parameters and response headers as text", () => {
    expect(wireOf({ in: "query", style: "form", explode: true, required: false })).toBe("text");
    expect(wireOf({ in: "response-header" })).toBe("text");
  });
});

describe("parseSunsetDate", () => {
  it.each([
    ["2027-01-31", "2027-01-31T00:00:00.000Z"],
    ["2027-01-31T12:30:00+02:00", "2027-01-31T10:30:00.000Z"],
    ["Sun, 31 Jan 2027 00:00:00 GMT", "2027-01-31T00:00:00.000Z"],
  ])("reads %s", (text, iso) => {
    expect(parseSunsetDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "next year",
    "1",
    "2027",
    "2027-02-30",
    "31.01.2027",
    "Mon, 31 Jan 2027 00:00:00 GMT",
    "2027-01-31T12:30:00",
    "",
  ])("cannot read %j", (text) => {
    expect(parseSunsetDate(text)).toBeUndefined();
  });

  it("cannot read a value that is no string or date", () => {
    expect(parseSunsetDate(20270131)).toBeUndefined();
    expect(parseSunsetDate(new Date("invalid"))).toBeUndefined();
  });
});
