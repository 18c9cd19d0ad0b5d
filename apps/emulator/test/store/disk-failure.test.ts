import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { specViolations, startTestEmulator } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

// A real small file system (tmpfs) for the store, filled up under a running emulator, then
// given room again. Mounting needs root: where it is refused the test says so and is skipped.
// (Other errors, e.g. EROFS, take the same path: durable-store.test.ts injects them.)
const mountPoint = mkdtempSync(join(tmpdir(), "emulator-disk-"));
function mount(options: string): boolean {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", mountPoint], { stdio: "pipe" });
    return true;
  } catch {
    return false;
  }
}
const mounted = mount("size=256k");
if (!mounted) console.warn("disk-failure test skipped: mounting a tmpfs is not permitted here");
afterAll(() => {
  if (mounted) execFileSync("umount", ["--lazy", mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const remount = (options: string) =>
  execFileSync("mount", ["-o", `remount,${options}`, mountPoint], { stdio: "pipe" });

describe.skipIf(!mounted)("a disk that refuses writes (real tmpfs)", () => {
  it("answers 500 with nothing applied, then the retry succeeds once the disk has room", async () => {
    const dataFile = join(mountPoint, "state.db");
    const emulator = await startTestEmulator({ dataFile, actionMs: 0 });
    const labels = { pad: "x".repeat(60) };
    const acknowledged: number[] = [];
    let refused: { status: number; body: { error: { code: string; message: string } } } | undefined;
    let refusedName = "";
    for (let n = 0; n < 5_000 && !refused; n += 1) {
      const name = `net-${n}`;
      const result = await emulator.call("POST", "/networks", {
        body: { name, ip_range: "10.0.0.0/16", labels: { ...labels, n: String(n) } },
      });
      if (result.status === 201) acknowledged.push(result.body.network.id);
      else {
        refused = result;
        refusedName = name;
      }
    }
    expect(refused?.status).toBe(500);
    expect(refused?.body.error.code).toBe("server_error");
    expect(refused?.body.error.message).toContain("ENOSPC");
    // Nothing of the refused create is visible.
    const listed = await emulator.call("GET", `/networks?name=${refusedName}`);
    expect(listed.body.networks).toEqual([]);

    // Room again: the same request now succeeds (no 409: it was never applied) with a new id.
    remount("size=4m");
    const retried = await emulator.call("POST", "/networks", {
      body: { name: refusedName, ip_range: "10.0.0.0/16" },
    });
    expect(retried.status).toBe(201);
    expect(retried.body.network.id).toBeGreaterThan(Math.max(...acknowledged) + 1);
    await emulator.close();

    // After a restart: every acknowledged network, and the retried one, exactly once.
    const restarted = await startTestEmulator({ dataFile, actionMs: 0 });
    const names = new Set<string>();
    for (let page = 1; ; page += 1) {
      const result = await restarted.call("GET", `/networks?per_page=50&page=${page}`);
      for (const network of result.body.networks) names.add(network.name);
      if (result.body.meta.pagination.next_page === null) break;
    }
    expect(names.size).toBe(acknowledged.length + 1);
    expect(names.has(refusedName)).toBe(true);
    await restarted.close();
  });
});
