import { describe, expect, it } from "vitest";
import { type BaselineFolder, planBaseline } from "../../src/servers/baseline-emulator.js";

const COMMIT = "9576c69e3090a9453a7a955c52eb82e0b2000c2b";
const built: BaselineFolder = {
  exists: true,
  head: COMMIT,
  marker: `${COMMIT}\n`,
  cliExists: true,
};

describe("planBaseline", () => {
  it("creates the worktree when there is no folder", () => {
    expect(
      planBaseline({ exists: false, head: undefined, marker: undefined, cliExists: false }, COMMIT),
    ).toEqual({ step: "create" });
  });

  it("reuses a folder built at the commit", () => {
    expect(planBaseline(built, COMMIT)).toEqual({ step: "reuse" });
  });

  it("builds again when the build did not finish or its output is gone", () => {
    expect(planBaseline({ ...built, marker: undefined }, COMMIT)).toEqual({ step: "build" });
    expect(planBaseline({ ...built, cliExists: false }, COMMIT)).toEqual({ step: "build" });
  });

  it("does not reuse a marker left by another commit", () => {
    expect(planBaseline({ ...built, marker: "0123abc\n" }, COMMIT)).toEqual({ step: "build" });
  });

  it("refuses a folder at another commit or that is not a worktree, rather than touch it", () => {
    expect(planBaseline({ ...built, head: "f".repeat(40) }, COMMIT)).toMatchObject({
      step: "refuse",
      reason: expect.stringContaining(`not ${COMMIT}`),
    });
    expect(planBaseline({ ...built, head: undefined }, COMMIT)).toMatchObject({
      step: "refuse",
      reason: "it is not a git worktree",
    });
  });
});
