// The test command's recap, its colour rules and the tool fingerprint in turbo's cache key.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { colourStripper, wantsColour } from "../src/test-run/colour.js";
import { formatRecap, readRecap } from "../src/test-run/recap.js";
import { runTests } from "../src/test-run/run-tests.js";
import { toolFingerprint } from "../src/test-run/tools.js";

const OUTPUT = [
  "@cloud-api/spec:test: cache hit, replaying logs 1234",
  "@cloud-api/spec:test:       Tests  40 passed (40)",
  "@cloud-api/conformance:test: [conformance] 57 behaviour tests skipped: mock-only, run CONFORMANCE_TARGET=emulator",
  "@cloud-api/conformance:test:       Tests  300 passed | 57 skipped (357)",
  "@cloud-api/emulator:test:  FAIL  test/resources/volumes/volumes.test.ts > volumes > attaches",
  "@cloud-api/emulator:test:  FAIL  test/other.test.ts > other > fails too",
  "@cloud-api/emulator:test:       Tests  2 failed | 427 passed (429)",
  "\u001b[32m@cloud-api/docs:test:\u001b[0m       Tests  \u001b[1m\u001b[32m90 passed\u001b[39m (90)",
].join("\n");

describe("the test recap", () => {
  it("adds up each package's summary, marks cached ones, and names the first failure", () => {
    const recap = readRecap(OUTPUT);
    const byName = Object.fromEntries(recap.packages.map((entry) => [entry.name, entry]));
    expect(byName["@cloud-api/spec"]).toMatchObject({ passed: 40, failed: 0, cached: true });
    expect(byName["@cloud-api/conformance"]).toMatchObject({ passed: 300, skipped: 57 });
    expect(byName["@cloud-api/emulator"]).toMatchObject({ passed: 427, failed: 2, cached: false });
    expect(byName["@cloud-api/docs"]).toMatchObject({ passed: 90 });
    expect(recap.firstFailure).toBe(
      "@cloud-api/emulator: test/resources/volumes/volumes.test.ts > volumes > attaches",
    );
    expect(recap.skipReasons.join("\n")).toContain("mock-only");
  });

  it("ends with one closing line of totals, and names missing tools with how to get them", () => {
    const text = formatRecap(readRecap(OUTPUT), [
      { name: "chromium", needs: "the browser tests", install: "apt-get install -y chromium" },
    ]);
    expect(text).toContain(
      "missing chromium: skips the browser tests; apt-get install -y chromium",
    );
    expect(text.trim().split("\n").at(-1)).toBe("recap: 857 passed, 2 failed, 57 skipped");
  });

  it("names a package that stopped before its summary", () => {
    const recap = readRecap("@cloud-api/docs:test:  ✓ test/page.test.ts (3 tests)");
    expect(recap.packages[0]).toMatchObject({ name: "@cloud-api/docs", summarized: false });
    expect(formatRecap(recap, [])).toContain("@cloud-api/docs  no test summary");
  });

  it("does not say 'no failures' when the run failed without a failing test", () => {
    // A build broke: turbo names the task, and the packages depending on it never ran.
    const build = [
      "@cloud-api/spec:test:       Tests  3 passed (3)",
      "@cloud-api/emulator#build:  ERROR  command (/repo/apps/emulator) /bin/pnpm run build exited (2)",
      "@cloud-api/docs#test:  ERROR  command (/repo/apps/docs) /bin/pnpm run test exited (1)",
    ].join("\n");
    const failedBuild = formatRecap(readRecap(build), [], 1);
    expect(failedBuild).toContain(
      "first failure: @cloud-api/emulator#build (exit code 2), before any test failed",
    );
    expect(failedBuild).not.toContain("no failures");
    // A suite crashed before its summary, with no turbo error line in the output.
    const crashed = readRecap("@cloud-api/docs:test:  ✓ test/page.test.ts (3 tests)");
    expect(formatRecap(crashed, [], 1)).toContain(
      "first failure: @cloud-api/docs stopped before its test summary",
    );
    // turbo refused its arguments: no task ran at all.
    const refused = formatRecap(
      readRecap("  x the argument '--concurrency' cannot be used multiple times"),
      [],
      1,
    );
    expect(refused).toContain("the run failed outside the tests (exit code 1)");
    expect(refused.trim().split("\n").at(-1)).toBe("recap: 0 passed, 0 failed, 0 skipped");
  });

  it("names why the conformance suite skipped tests on the mock", () => {
    // The line the suite's global setup prints (packages/conformance/src/global-setup.ts).
    const text = formatRecap(
      readRecap(
        [
          "@cloud-api/conformance:test: conformance: 57 behaviour tests skipped on mock: they need a stateful target (create, then read back), and run against the emulator",
          "@cloud-api/conformance:test:       Tests  354 passed | 57 skipped (411)",
        ].join("\n"),
      ),
      [],
    );
    expect(text).toContain(
      "@cloud-api/conformance: conformance: 57 behaviour tests skipped on mock: they need a stateful target",
    );
  });

  it("repeats the official tools with their versions and asserted steps", () => {
    const recap = readRecap(
      [
        "@cloud-api/official-clients:test: official-clients: asserted steps per tool: hcloud-cli 1.30.3-1+b5 341, hcloud-go v2.47.0 152, Terraform 1.5.7 + provider hetznercloud/hcloud 1.68.0 8",
        "@cloud-api/official-clients:test:       Tests  93 passed (93)",
      ].join("\n"),
    );
    const text = formatRecap(recap, []);
    expect(text).toContain(
      "  official tools (asserted steps): hcloud-cli 1.30.3-1+b5 341, hcloud-go v2.47.0 152, Terraform 1.5.7 + provider hetznercloud/hcloud 1.68.0 8",
    );
    // Without the suite's line (skipped, filtered out), no such line.
    expect(
      formatRecap(readRecap("@cloud-api/spec:test:       Tests  3 passed (3)"), []),
    ).not.toContain("official tools");
  });

  it("says there is no failure when there is none", () => {
    const text = formatRecap(readRecap("@cloud-api/spec:test:       Tests  3 passed (3)"), []);
    expect(text).toContain("no failures");
  });
});

describe("the tool fingerprint", () => {
  it("names every tool with 1 or 0 and lists the missing ones", () => {
    const { fingerprint, missing } = toolFingerprint([
      { name: "here", needs: "x", install: "y", present: () => true },
      { name: "gone", needs: "x", install: "y", present: () => false },
    ]);
    expect(fingerprint).toBe("here=1,gone=0");
    expect(missing.map((tool) => tool.name)).toEqual(["gone"]);
  });
});

describe("colour in the test command's output", () => {
  it("is for a terminal only, never with NO_COLOR, always with FORCE_COLOR", () => {
    expect(wantsColour(true, {})).toBe(true);
    expect(wantsColour(false, {})).toBe(false);
    expect(wantsColour(true, { NO_COLOR: "1" })).toBe(false);
    // An empty NO_COLOR does not count (no-color.org).
    expect(wantsColour(true, { NO_COLOR: "" })).toBe(true);
    expect(wantsColour(false, { FORCE_COLOR: "1" })).toBe(true);
    expect(wantsColour(true, { FORCE_COLOR: "0" })).toBe(false);
  });

  it("strips colour codes, also one split across two chunks", () => {
    const strip = colourStripper();
    expect(strip("\u001b[32mok\u001b")).toBe("ok");
    expect(strip("[39m and \u001b[1")).toBe(" and ");
    expect(strip(";31mred\u001b[0m\n")).toBe("red\n");
  });

  // A stand-in for turbo: prints coloured lines (one code split across writes) and what it was
  // given (arguments, NO_COLOR, FORCE_COLOR), like a cached replay of a coloured run.
  const directory = mkdtempSync(join(tmpdir(), "test-all-colour-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const fakeTurbo = join(directory, "turbo.mjs");
  writeFileSync(
    fakeTurbo,
    [
      "const seen = { args: process.argv.slice(2), NO_COLOR: process.env.NO_COLOR ?? null, FORCE_COLOR: process.env.FORCE_COLOR ?? null };",
      "process.stdout.write('@cloud-api/x:test: seen ' + JSON.stringify(seen) + '\\n');",
      "process.stdout.write('@cloud-api/x:test: \\u001b[32m\\u001b');",
      "setTimeout(() => process.stdout.write('[1m      Tests  3 passed\\u001b[39m (3)\\n'), 20);",
    ].join("\n"),
  );

  async function run(isTTY: boolean, env: NodeJS.ProcessEnv) {
    const stdout = Object.assign(new PassThrough(), { isTTY });
    const stderr = new PassThrough();
    let text = "";
    stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    stderr.resume();
    const code = await runTests({
      turbo: fakeTurbo,
      repoRoot: directory,
      args: ["--filter", "@cloud-api/x"],
      env,
      stdout,
      stderr,
    });
    const seen = JSON.parse(/seen (\{.*\})/.exec(text)?.[1] ?? "{}");
    return { code, text, seen };
  }

  it("writes plain text to a file or a pipe, and tells turbo and the suites so", async () => {
    const { code, text, seen } = await run(false, { PATH: process.env.PATH, FORCE_COLOR: "" });
    expect(code).toBe(0);
    expect(text).not.toContain("\u001b");
    expect(text).toContain("      Tests  3 passed (3)");
    expect(seen).toEqual({
      args: [
        "run",
        "test",
        "--concurrency=3",
        "--continue",
        "--no-color",
        "--filter",
        "@cloud-api/x",
      ],
      NO_COLOR: "1",
      FORCE_COLOR: null,
    });
    expect(text.trim().split("\n").at(-1)).toBe("recap: 3 passed, 0 failed, 0 skipped");
  });

  it("writes plain text to a terminal when NO_COLOR is set, and colour otherwise", async () => {
    const noColour = await run(true, { PATH: process.env.PATH, NO_COLOR: "1" });
    expect(noColour.text).not.toContain("\u001b");
    const coloured = await run(true, { PATH: process.env.PATH });
    expect(coloured.text).toContain("\u001b[32m");
    expect(coloured.seen.args).not.toContain("--no-color");
  });
});
