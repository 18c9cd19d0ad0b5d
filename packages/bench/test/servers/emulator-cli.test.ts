import { describe, expect, it } from "vitest";
import { announcedUrl } from "../../src/sections/emulator-startup.js";
import { captureRequestOf, THROUGHPUT_ROUTES } from "../../src/sections/server-throughput.js";
import {
  cliEnv,
  emulatorCliPath,
  emulatorCommandPath,
  emulatorNodeArguments,
  emulatorReadyUrl,
  shebangNodeFlags,
} from "../../src/servers/emulator-cli.js";

describe("emulatorReadyUrl", () => {
  it("takes the URL from the CLI's listening line", () => {
    expect(emulatorReadyUrl("cloud-api emulator listening on http://127.0.0.1:40955/v1")).toBe(
      "http://127.0.0.1:40955/v1",
    );
  });
  it("ignores the other lines the CLI prints", () => {
    expect(emulatorReadyUrl("  control API: http://127.0.0.1:40955/_emulator")).toBeUndefined();
    expect(emulatorReadyUrl("cloud-api console on http://127.0.0.1:4030")).toBeUndefined();
  });
});

describe("the emulator's command line", () => {
  it("reads node's flags from a #! line, with or without env -S", () => {
    expect(shebangNodeFlags("#!/usr/bin/env node\nrest")).toEqual([]);
    expect(shebangNodeFlags("#!/usr/bin/env -S node --a=1 --b\n")).toEqual(["--a=1", "--b"]);
    expect(() => shebangNodeFlags("#!/bin/sh\nexec node x")).toThrow(/not a "#!\/usr\/bin\/env/);
    expect(() => shebangNodeFlags("console.log(1)")).toThrow(/not a/);
  });
  it("starts the published command with its own flags, or dist/cli.js with none", () => {
    const withFlags = emulatorNodeArguments();
    expect(withFlags.at(-1)).toBe(emulatorCommandPath());
    // The bench measures what the command passes: today two heap flags (bin/cloud-api-emulator.js).
    expect(withFlags.slice(0, -1)).toEqual([
      "--max-semi-space-size=4",
      "--heap-growing-percent=30",
    ]);
    expect(emulatorNodeArguments(false)).toEqual([emulatorCliPath()]);
  });
});

describe("announcedUrl", () => {
  it("reads the url of a BENCH_READY line and nothing else", () => {
    expect(announcedUrl('BENCH_READY {"url":"http://127.0.0.1:1/v1"}')).toBe(
      "http://127.0.0.1:1/v1",
    );
    expect(announcedUrl("listening")).toBeUndefined();
    expect(announcedUrl('BENCH_READY {"port":1}')).toBeUndefined();
  });
});

describe("cliEnv", () => {
  it("sets every secret the CLI would otherwise generate and print", () => {
    const env = cliEnv({});
    expect(env.CLOUD_API_TOKENS).toMatch(/^[^=]+=bench$/);
    expect(env.CLOUD_API_ADMIN_TOKEN?.length).toBeGreaterThanOrEqual(16);
    expect(env.CLOUD_API_CONSOLE_PASSWORD?.length).toBeGreaterThanOrEqual(8);
  });
  it("keeps a developer's NODE_OPTIONS out of the CLI's environment", () => {
    expect(cliEnv({}).NODE_OPTIONS).toBe("");
    expect(cliEnv({ withoutCommandFlags: true }).NODE_OPTIONS).toBe("");
  });
  it("raises the rate limit and finishes actions at once only when filling", () => {
    expect(cliEnv({}).CLOUD_API_RATE_LIMIT).toBeUndefined();
    expect(cliEnv({ forLoad: true })).toMatchObject({
      CLOUD_API_RATE_LIMIT: "1000000000",
      CLOUD_API_ACTION_MS: "0",
    });
  });
});

describe("captureRequestOf", () => {
  it("sends the list routes without a body and the POST with one", () => {
    const requests = THROUGHPUT_ROUTES.map((route) =>
      captureRequestOf(route, "http://127.0.0.1:1/v1", "t", "cap-emulator-0"),
    );
    expect(requests.map((request) => [request.method, request.url])).toEqual([
      ["GET", "http://127.0.0.1:1/v1/servers?label_selector=env%3Dbench&sort=name%3Adesc"],
      [
        "GET",
        "http://127.0.0.1:1/v1/servers?label_selector=env%3Dbench&sort=name%3Adesc&per_page=1",
      ],
      ["POST", "http://127.0.0.1:1/v1/ssh_keys"],
    ]);
    expect(requests[0]?.body).toBeUndefined();
    expect(JSON.parse(requests[2]?.body ?? "{}")).toMatchObject({ name: "bench-cap-emulator-0-0" });
  });
});
