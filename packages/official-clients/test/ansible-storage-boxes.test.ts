// The hetzner.hcloud collection's Storage Box modules (storage_box, storage_box_subaccount,
// storage_box_snapshot and their _info modules, storage_box_type_info) against the emulator:
// `ansible/storage-boxes.yml` run as a user runs it (converge, converge again, change, maintain,
// delete, delete again), each task's outcome asserted from ansible-playbook's output, and the
// emulator's own answers proving what the runs left.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ansibleCollectionsPath,
  ansiblePlaybookPath,
  ansibleTool,
  INSTALL_COMMAND,
} from "@cloud-api/test-support/official-tools";
import { sshPublicKey as ed25519PublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { countStep } from "../src/steps.js";

const PLAYBOOK = fileURLToPath(new URL("../ansible/storage-boxes.yml", import.meta.url));
const SCENARIO = "storage-boxes";

type TaskOutcome = "ok" | "changed" | "failed" | "skipped";

interface PlaybookRun {
  code: number;
  output: string;
  /** Every task in playbook order with what it did (a loop: its items' combined outcome). */
  tasks: [string, TaskOutcome][];
  recap: { ok: number; changed: number; failed: number };
}

/** Reads the default callback's output: `TASK [name]` headers and the `<status>: [localhost]` lines under them. */
function parseRun(code: number, output: string): PlaybookRun {
  const tasks: [string, TaskOutcome][] = [];
  let current: { name: string; lines: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const statuses = current.lines;
    const outcome: TaskOutcome = statuses.some((line) => line.startsWith("fatal:"))
      ? "failed"
      : statuses.some((line) => line.startsWith("changed:"))
        ? "changed"
        : statuses.some((line) => line.startsWith("ok:"))
          ? "ok"
          : "skipped";
    tasks.push([current.name, outcome]);
  };
  for (const line of output.split("\n")) {
    const header = /^TASK \[(.+)\] \*+$/.exec(line);
    if (header) {
      close();
      current = { name: header[1] as string, lines: [] };
    } else if (line.startsWith("PLAY RECAP")) {
      close();
      current = undefined;
    } else if (current && /^(ok|changed|fatal|skipping): \[localhost\]/.test(line)) {
      current.lines.push(line);
    }
  }
  const recap = /localhost\s+: ok=(\d+)\s+changed=(\d+)\s+unreachable=\d+\s+failed=(\d+)/.exec(
    output,
  );
  return {
    code,
    output,
    tasks,
    recap: {
      ok: Number(recap?.[1] ?? -1),
      changed: Number(recap?.[2] ?? -1),
      failed: Number(recap?.[3] ?? -1),
    },
  };
}

/** Asserts which tasks ran and what each did; every task that ran counts one step. */
function expectTasks(run: PlaybookRun, expected: Record<string, Exclude<TaskOutcome, "skipped">>) {
  expect(run.code, run.output).toBe(0);
  const ran = Object.fromEntries(run.tasks.filter(([, outcome]) => outcome !== "skipped"));
  expect(ran, run.output).toEqual(expected);
  const changed = Object.values(expected).filter((outcome) => outcome === "changed").length;
  expect(run.recap, run.output).toEqual({
    ok: Object.keys(expected).length,
    changed,
    failed: 0,
  });
  for (const _task of Object.keys(expected)) countStep("ansible", SCENARIO);
}

const status = ansibleTool();
const missing = status.available
  ? undefined
  : `${status.detail}; install with '${INSTALL_COMMAND} ansible'`;
// Outside CI a missing Ansible skips the file; in CI it fails (.ci/run installs every tool).
const suite = missing !== undefined && process.env.CI !== "true" ? describe.skip : describe;

suite(`Ansible hetzner.hcloud: a Storage Box with a subaccount and a snapshot${missing && process.env.CI !== "true" ? ` (skipped: ${missing})` : ""}`, () => {
  let target: ScenarioEmulator;
  let workDir: string;
  const sshPublicKey = ed25519PublicKey("backup@example");

  const playbook = (...extraVars: string[]): Promise<PlaybookRun> => {
    const args = [PLAYBOOK, ...extraVars.flatMap((value) => ["-e", value])];
    const env = {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: workDir,
      HCLOUD_ENDPOINT: target.url,
      HETZNER_ENDPOINT: target.emulator.hetznerUrl,
      HCLOUD_TOKEN: TOKENS.projectA,
      SSH_PUBLIC_KEY: sshPublicKey,
      ANSIBLE_NOCOLOR: "1",
      ANSIBLE_COLLECTIONS_PATH: ansibleCollectionsPath(),
      ANSIBLE_LOCAL_TEMP: join(workDir, "local-tmp"),
      ANSIBLE_REMOTE_TEMP: join(workDir, "remote-tmp"),
      ANSIBLE_PYTHON_INTERPRETER: join(ansiblePlaybookPath(), "..", "python"),
      NO_PROXY: "127.0.0.1,localhost",
    };
    // Asynchronous on purpose: the emulator answers from this same process.
    return new Promise((resolve) => {
      execFile(
        ansiblePlaybookPath(),
        args,
        { cwd: workDir, env, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
          resolve(parseRun(code, `${stdout}${stderr}`));
        },
      );
    });
  };

  // biome-ignore lint/suspicious/noExplicitAny: JSON from the emulator, asserted by shape
  const hetzner = async (path: string): Promise<any> => {
    const response = await fetch(`${target.emulator.hetznerUrl}${path}`, {
      headers: { authorization: `Bearer ${TOKENS.projectA}` },
    });
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const theBox = async () => {
    const { storage_boxes: boxes } = await hetzner("/storage_boxes");
    expect(boxes).toHaveLength(1);
    return boxes[0];
  };

  beforeAll(async () => {
    if (missing !== undefined) expect.fail(missing);
    workDir = mkdtempSync(join(tmpdir(), "ansible-storage-boxes-"));
    target = await startScenarioEmulator();
  });
  afterAll(async () => {
    await target?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const converged = {
    "Read the bx11 type": "ok",
    "The bx11 type is the catalog's first": "ok",
    "Create the box": "ok",
    "The box is active, protected and planned as asked": "ok",
    "Create the subaccount": "ok",
    "Find the snapshot taken before the migration": "ok",
    "Take the snapshot once": "ok",
    "Read the box by label": "ok",
    "Read the subaccount by name": "ok",
    "Read the snapshot by name": "ok",
    "The info modules see what was made": "ok",
  } as const;

  it("creates the box, its subaccount and a snapshot, and reads them back", async () => {
    expectTasks(await playbook(), {
      ...converged,
      "Create the box": "changed",
      "Create the subaccount": "changed",
      "Take the snapshot once": "changed",
    });
    const box = await theBox();
    expect(box).toMatchObject({
      name: "ansible-box",
      status: "active",
      storage_box_type: { name: "bx11" },
      location: { name: "hel1" },
      labels: { env: "test" },
      protection: { delete: true },
      // The module sends all five settings, false where the play says nothing.
      access_settings: {
        reachable_externally: false,
        samba_enabled: false,
        ssh_enabled: true,
        webdav_enabled: false,
        zfs_enabled: false,
      },
      snapshot_plan: {
        max_snapshots: 10,
        minute: 30,
        hour: 3,
        day_of_week: null,
        day_of_month: null,
      },
    });
    // Write-only: neither the password nor the key is ever read back.
    expect(JSON.stringify(box)).not.toMatch(/PASSW0RD|ssh-ed25519|ssh_keys|password/);
    const { subaccounts } = await hetzner(`/storage_boxes/${box.id}/subaccounts`);
    expect(subaccounts).toMatchObject([
      {
        name: "host01",
        username: `${box.username}-sub1`,
        home_directory: "backups/host01",
        description: "backups of host01",
        labels: { host: "01" },
        access_settings: { ssh_enabled: true, readonly: true, samba_enabled: false },
      },
    ]);
    const { snapshots } = await hetzner(`/storage_boxes/${box.id}/snapshots`);
    expect(snapshots).toMatchObject([
      {
        description: "before migration",
        labels: { purpose: "before-migration" },
        is_automatic: false,
      },
    ]);
  });

  it("changes nothing on a second run (the plan reads back with its nulls)", async () => {
    expectTasks(await playbook(), converged);
  });

  it("changes the type and the plan's hour in place", async () => {
    const before = await theBox();
    expectTasks(await playbook("box_type=bx21", "plan_hour=4"), {
      ...converged,
      "Create the box": "changed",
    });
    const after = await theBox();
    expect(after.id).toBe(before.id);
    expect(after.storage_box_type.name).toBe("bx21");
    expect(after.snapshot_plan).toEqual({ ...before.snapshot_plan, hour: 4 });
  });

  it("resets the password and rolls back to the snapshot given by its id as a string", async () => {
    expectTasks(await playbook("state=maintenance"), {
      "Reset the box's password": "changed",
      "Find the snapshot to roll back to": "ok",
      "Roll the box back to it by id": "changed",
    });
    const box = await theBox();
    const { snapshots } = await hetzner(`/storage_boxes/${box.id}/snapshots`);
    expect(snapshots).toHaveLength(1);
    const { actions } = await hetzner(`/storage_boxes/${box.id}/actions?sort=id`);
    const rollback = actions.find(
      (action: { command: string }) => action.command === "rollback_snapshot",
    );
    expect(rollback).toMatchObject({
      status: "success",
      resources: expect.arrayContaining([{ id: snapshots[0].id, type: "storage_box_snapshot" }]),
    });
    expect(actions.map((action: { command: string }) => action.command)).toContain(
      "reset_password",
    );
  });

  it("deletes everything, refused with 'protected' until unprotected", async () => {
    expectTasks(await playbook("state=absent"), {
      "Find the box": "ok",
      "Deleting the protected box is refused with 'protected'": "ok",
      "Unprotect the box": "changed",
      "Find the box's snapshots": "ok",
      "Delete the snapshots": "changed",
      "Delete the subaccount": "changed",
      "Delete the box": "changed",
      "List the boxes left": "ok",
      "No box is left": "ok",
    });
    expect((await hetzner("/storage_boxes")).storage_boxes).toEqual([]);
  });

  it("changes nothing when deleting again", async () => {
    expectTasks(await playbook("state=absent"), {
      "Find the box": "ok",
      "Delete the box": "ok",
      "List the boxes left": "ok",
      "No box is left": "ok",
    });
  });
});
