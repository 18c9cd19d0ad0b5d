import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import * as nodeModule from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { compileCacheDirectory, enableCommandCompileCache } from "../src/compile-cache.js";

const STATUSES = { ENABLED: 1, ALREADY_ENABLED: 2 };

describe("enableCommandCompileCache", () => {
  it("enables Node's compile cache in the user's cache folder", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    expect(await enableCommandCompileCache({ XDG_CACHE_HOME: "/cache" }, enable, STATUSES)).toEqual(
      { status: "enabled", directory: "/cache/cloud-api-emulator/compile-cache" },
    );
    expect(enable).toHaveBeenCalledWith("/cache/cloud-api-emulator/compile-cache");
  });

  it("uses the directory CLOUD_API_COMPILE_CACHE names, and NODE_COMPILE_CACHE's when Node has one", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "/tmp/mine" }, enable, STATUSES);
    expect(enable).toHaveBeenCalledWith("/tmp/mine");
    const already = () => ({ status: STATUSES.ALREADY_ENABLED, directory: "/from/node" });
    expect(await enableCommandCompileCache({}, already, STATUSES)).toEqual({
      status: "enabled",
      directory: "/from/node",
    });
  });

  it("starts without a cache when Node refuses the directory or throws", async () => {
    const refused = () => ({
      status: 0,
      message: "Cannot create cache directory: permission denied",
    });
    expect(
      await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "/ro" }, refused, STATUSES),
    ).toEqual({
      status: "failed",
      directory: "/ro",
      message: "Cannot create cache directory: permission denied",
    });
    const throwing = () => {
      throw new Error("EROFS");
    };
    expect(
      await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "/ro" }, throwing, STATUSES),
    ).toMatchObject({ status: "failed", message: "EROFS" });
  });

  it("does nothing when switched off or on a Node without a compile cache", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    expect(
      await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "off" }, enable, STATUSES),
    ).toEqual({ status: "off" });
    expect(enable).not.toHaveBeenCalled();
    expect(await enableCommandCompileCache({}, null, STATUSES)).toEqual({ status: "unavailable" });
  });

  it("names the setting when it is neither on, off nor an absolute directory", async () => {
    await expect(
      enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "cache" }, vi.fn(), STATUSES),
    ).rejects.toThrow(
      "CLOUD_API_COMPILE_CACHE must be on, off or an absolute directory, got 'cache'",
    );
  });

  it("ignores a relative XDG_CACHE_HOME, as the XDG spec says", () => {
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "relative" })).toMatch(
      /\/\.cache\/cloud-api-emulator\/compile-cache$/,
    );
  });

  // The real thing, where Node has it (22.1 and later): the command's first start writes the
  // cache that later starts read.
  it.skipIf(!("enableCompileCache" in nodeModule))(
    "fills the cache directory on the command's first start",
    () => {
      const directory = mkdtempSync(join(tmpdir(), "emulator-compile-cache-"));
      try {
        const command = fileURLToPath(new URL("../bin/cloud-api-emulator.js", import.meta.url));
        const version = execFileSync(process.execPath, [command, "--version"], {
          env: { ...process.env, CLOUD_API_COMPILE_CACHE: directory, NODE_COMPILE_CACHE: "" },
          encoding: "utf8",
        });
        expect(version.trim()).toMatch(/^\d+\.\d+\.\d+/);
        const entries = readdirSync(directory, { recursive: true });
        expect(entries.length).toBeGreaterThan(1);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  );
});
