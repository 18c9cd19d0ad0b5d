import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import * as nodeModule from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import {
  compileCacheDirectory,
  enableCommandCompileCache,
  makeCacheDirectory,
} from "../src/compile-cache.js";

const STATUSES = { ENABLED: 1, ALREADY_ENABLED: 2 };
/** For the cases about Node's answer: no directory is made on this machine. */
const made = () => undefined;

describe("enableCommandCompileCache", () => {
  it("enables Node's compile cache in the user's cache folder", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    expect(
      await enableCommandCompileCache({ XDG_CACHE_HOME: "/cache" }, enable, STATUSES, made),
    ).toEqual({ status: "enabled", directory: "/cache/cloud-api-emulator/compile-cache" });
    expect(enable).toHaveBeenCalledWith("/cache/cloud-api-emulator/compile-cache");
  });

  it("uses the directory CLOUD_API_COMPILE_CACHE names, and NODE_COMPILE_CACHE's when Node has one", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    await enableCommandCompileCache(
      { CLOUD_API_COMPILE_CACHE: "/tmp/mine" },
      enable,
      STATUSES,
      made,
    );
    expect(enable).toHaveBeenCalledWith("/tmp/mine");
    const already = () => ({ status: STATUSES.ALREADY_ENABLED, directory: "/from/node" });
    expect(await enableCommandCompileCache({}, already, STATUSES, made)).toEqual({
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
      await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "/ro" }, refused, STATUSES, made),
    ).toEqual({
      status: "failed",
      directory: "/ro",
      message: "Cannot create cache directory: permission denied",
      named: true,
    });
    // The default folder: not named, so the CLI says nothing about it.
    expect(
      await enableCommandCompileCache({ XDG_CACHE_HOME: "/ro" }, refused, STATUSES, made),
    ).toMatchObject({ status: "failed", named: false });
    const throwing = () => {
      throw new Error("EROFS");
    };
    expect(
      await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "/ro" }, throwing, STATUSES, made),
    ).toMatchObject({ status: "failed", message: "EROFS" });
  });

  it("does nothing when switched off or on a Node without a compile cache", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    expect(
      await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: "off" }, enable, STATUSES, made),
    ).toEqual({ status: "off" });
    expect(enable).not.toHaveBeenCalled();
    expect(await enableCommandCompileCache({}, null, STATUSES, made)).toEqual({
      status: "unavailable",
    });
  });

  it("makes the directory and its missing parents before Node sees it", async () => {
    const root = mkdtempSync(join(tmpdir(), "emulator-cache-dir-"));
    try {
      const directory = join(root, "a", "b", "compile-cache");
      const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
      expect(
        await enableCommandCompileCache({ CLOUD_API_COMPILE_CACHE: directory }, enable, STATUSES),
      ).toEqual({ status: "enabled", directory });
      expect(statSync(directory).isDirectory()).toBe(true);
      expect(statSync(join(root, "a")).mode & 0o777).toBe(0o700);
      expect(enable).toHaveBeenCalledWith(directory);
      // A second start finds it there.
      expect(makeCacheDirectory(directory)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("starts without a cache, and without asking Node, where the directory cannot be made", async () => {
    const root = mkdtempSync(join(tmpdir(), "emulator-cache-dir-"));
    try {
      // A file where a parent directory should be.
      writeFileSync(join(root, "file"), "");
      const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
      const outcome = await enableCommandCompileCache(
        { CLOUD_API_COMPILE_CACHE: join(root, "file", "cache") },
        enable,
        STATUSES,
      );
      expect(outcome).toMatchObject({ status: "failed" });
      expect(outcome.status === "failed" && outcome.message).toMatch(
        /^cannot create .*\/file\/cache: ENOTDIR/,
      );
      expect(enable).not.toHaveBeenCalled();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  // Node's own recursive mkdir never returns there (mkdir answers ENOENT with the parent present).
  it.skipIf(!existsSync("/proc/self"))("gives up at once on a directory under /proc", async () => {
    const enable = vi.fn(() => ({ status: STATUSES.ENABLED }));
    const outcome = await enableCommandCompileCache(
      { CLOUD_API_COMPILE_CACHE: "/proc/cloud-api-emulator-test/cache" },
      enable,
      STATUSES,
    );
    expect(outcome).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^cannot create \/proc\/cloud-api-emulator-test: ENOENT/),
    });
    expect(enable).not.toHaveBeenCalled();
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

  // The command itself with a folder named under /proc (Node >= 22.1): it used to hang at start.
  it.skipIf(!("enableCompileCache" in nodeModule) || !existsSync("/proc/self"))(
    "starts, and says why there is no cache, when the folder named cannot be made",
    () => {
      const command = fileURLToPath(new URL("../bin/cloud-api-emulator.js", import.meta.url));
      const run = spawnSync(process.execPath, [command, "--version"], {
        env: {
          ...process.env,
          CLOUD_API_COMPILE_CACHE: "/proc/cloud-api-emulator-test/cache",
          NODE_COMPILE_CACHE: "",
        },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.error).toBeUndefined();
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
      expect(run.stderr).toContain(
        "cloud-api-emulator: no compile cache in /proc/cloud-api-emulator-test/cache (cannot create /proc/cloud-api-emulator-test: ENOENT",
      );
    },
  );

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
