// Store integrity (issue 27): what a reliability probe of the durable emulator found. Each test
// was written first and failed on the emulator before the fix.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, describe, expect, it } from "vitest";
import { DurableStore } from "../../src/store/durable-store.js";
import type { StoredRecord } from "../../src/store/store.js";
import { checkedFetch, specViolations, startTestEmulator } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const directory = mkdtempSync(join(tmpdir(), "emulator-integrity-"));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(directory, { recursive: true, force: true });
});
let files = 0;
const freshPath = () => join(directory, `store-${++files}.db`);

interface Started {
  child: ChildProcess;
  /** Resolves with the listening URL, or rejects with the output when the process exits. */
  url: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
}

/** The built CLI on `dataFile` (ports chosen by the system). */
function startCli(dataFile: string, extraEnv: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, [CLI], {
    env: {
      PATH: process.env.PATH,
      HOST: "127.0.0.1",
      PORT: "0",
      CONSOLE_PORT: "0",
      CLOUD_API_TOKENS: "tok=integrity",
      CLOUD_API_DATA: dataFile,
      CLOUD_API_ACTION_MS: "0",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    output: string;
  }>((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child);
      resolve({ code, signal, output });
    }),
  );
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on (\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 20);
    void exited.then((result) => {
      clearInterval(timer);
      reject(new Error(`exited (${result.code ?? result.signal}): ${result.output}`));
    });
  });
  url.catch(() => {});
  return { child, url, exited };
}

async function stop(started: Started): Promise<void> {
  started.child.kill("SIGTERM");
  await started.exited;
}

async function createSshKey(url: string, name: string): Promise<Response> {
  return checkedFetch("public", url, "/ssh_keys", {
    method: "POST",
    headers: { Authorization: "Bearer tok", "Content-Type": "application/json" },
    body: JSON.stringify({
      name,
      public_key: sshPublicKey(name),
    }),
  });
}

describe("actions settle whatever the request that settles them answers", () => {
  for (const durable of [true, false]) {
    it(`a refused request does not undo a finished action (${durable ? "durable" : "memory"} store)`, async () => {
      const emulator = await startTestEmulator({
        actionMs: 1000,
        ...(durable ? { dataFile: freshPath() } : {}),
      });
      try {
        emulator.control.clock.pause();
        const created = await emulator.call("POST", "/servers", {
          body: { name: "settles", server_type: "cx22", image: "ubuntu-24.04" },
        });
        expect(created.status).toBe(201);
        const id = created.body.server.id as number;
        emulator.control.clock.advance(1500);
        // The first request after the action's end settles it, and is itself refused.
        expect((await emulator.call("GET", "/servers/999999")).status).toBe(404);
        const server = await emulator.call("GET", `/servers/${id}`);
        expect(server.body.server.status).toBe("running");
        const action = await emulator.call("GET", `/actions/${created.body.action.id}`);
        expect(action.body.action.status).toBe("success");
      } finally {
        await emulator.close();
      }
    });
  }
});

describe("one store, one emulator", () => {
  it("refuses a second emulator on the same store, naming the store and the process holding it", async () => {
    const dataFile = freshPath();
    const first = startCli(dataFile);
    const url = await first.url;
    const second = startCli(dataFile);
    const result = await second.exited;
    expect(result.code).toBe(1);
    expect(result.signal).toBeNull();
    expect(result.output).toContain(dataFile);
    expect(result.output).toContain(String(first.child.pid));
    // The first one still serves, its writes intact.
    expect((await createSshKey(url, "still-here")).status).toBe(201);
    await stop(first);
  });

  it("starts on a store whose holder was killed (a stale lock does not block a restart)", async () => {
    const dataFile = freshPath();
    const first = startCli(dataFile);
    const url = await first.url;
    expect((await createSshKey(url, "before-kill")).status).toBe(201);
    first.child.kill("SIGKILL");
    await first.exited;
    const second = startCli(dataFile);
    const again = await second.url;
    const keys = await checkedFetch("public", again, "/ssh_keys", {
      headers: { Authorization: "Bearer tok" },
    });
    const body = (await keys.json()) as { ssh_keys: { name: string }[] };
    expect(body.ssh_keys.map((key) => key.name)).toEqual(["before-kill"]);
    await stop(second);
  });
});

describe("a crash while actions settle", () => {
  it("after SIGKILL mid-settling, every action and its resource agree once restarted", async () => {
    const dataFile = freshPath();
    const env = { CLOUD_API_ACTION_MS: "150" };
    const first = startCli(dataFile, env);
    const url = await first.url;
    const headers = { Authorization: "Bearer tok", "Content-Type": "application/json" };
    let stopped = false;
    const writer = async (lane: number) => {
      for (let index = 0; !stopped; index += 1) {
        try {
          await checkedFetch("public", url, "/servers", {
            method: "POST",
            headers,
            body: JSON.stringify({
              name: `lane-${lane}-${index}`,
              server_type: "cx22",
              image: "ubuntu-24.04",
            }),
          });
          // Reads settle the actions that ended meanwhile.
          await checkedFetch("public", url, "/servers?per_page=5", { headers });
        } catch {
          return;
        }
      }
    };
    const lanes = [0, 1, 2].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 900));
    first.child.kill("SIGKILL");
    stopped = true;
    await Promise.all(lanes);
    await first.exited;

    const second = startCli(dataFile, env);
    const again = await second.url;
    // Every action ends 150 ms after it started: wait past that, then read.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const everything = async <T>(path: string, key: string): Promise<T[]> => {
      const items: T[] = [];
      for (let page = 1; page < 100; page += 1) {
        const response = await checkedFetch("public", again, `${path}?per_page=50&page=${page}`, {
          headers,
        });
        const body = (await response.json()) as Record<string, unknown> & {
          meta: { pagination: { next_page: number | null } };
        };
        items.push(...(body[key] as T[]));
        if (body.meta.pagination.next_page === null) break;
      }
      return items;
    };
    const servers = {
      servers: await everything<{ id: number; status: string }>("/servers", "servers"),
    };
    const actions = {
      actions: await everything<{
        command: string;
        status: string;
        resources: { id: number; type: string }[];
      }>("/servers/actions", "actions"),
    };
    expect(servers.servers.length).toBeGreaterThan(0);
    for (const action of actions.actions) expect(action.status).toBe("success");
    const created = new Set(
      actions.actions
        .filter((action) => action.command === "create_server")
        .flatMap((action) => action.resources.map((resource) => resource.id)),
    );
    for (const server of servers.servers) {
      expect(created.has(server.id)).toBe(true);
      expect(server.status).toBe("running");
    }
    await stop(second);
  }, 60_000);
});

describe("damaged store files", () => {
  async function damagedStore(damage: (path: string) => void): Promise<string> {
    const dataFile = freshPath();
    const first = startCli(dataFile);
    const url = await first.url;
    for (let index = 0; index < 20; index += 1) {
      expect((await createSshKey(url, `key-${index}`)).status).toBe(201);
    }
    await stop(first);
    damage(dataFile);
    return dataFile;
  }

  it("a truncated data file: exits with a message naming the file and what to do, no signal", async () => {
    const dataFile = await damagedStore((path) => truncateSync(path, statSync(path).size - 4096));
    const result = await startCli(dataFile).exited;
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(result.output).toContain(dataFile);
    expect(result.output).toMatch(/damaged|truncated/);
  });

  it("a garbled page: exits with a message naming the file, or serves; never dies on a signal", async () => {
    const dataFile = await damagedStore((path) => {
      const size = statSync(path).size;
      const fd = openSync(path, "r+");
      // Every page after the two meta pages overwritten with a pattern LMDB cannot read.
      const garbage = Buffer.alloc(4096, 0xa5);
      for (let offset = 8192; offset < size; offset += 4096)
        writeSync(fd, garbage, 0, 4096, offset);
      closeSync(fd);
    });
    const started = startCli(dataFile);
    const outcome = await Promise.race([
      started.url.then(async (url) => {
        // If it starts, a write must not kill it either.
        const answer = await createSshKey(url, "after-damage");
        expect(answer.status).toBeGreaterThanOrEqual(200);
        await stop(started);
        return "served";
      }),
      started.exited.then((result) => result),
    ]).catch(async () => started.exited);
    if (outcome !== "served") {
      const result = outcome as {
        code: number | null;
        signal: NodeJS.Signals | null;
        output: string;
      };
      expect(result.signal).toBeNull();
      expect(result.code).toBe(1);
      expect(result.output).toContain(dataFile);
    }
  });

  it("a read-only store directory is reported as read-only (real read-only tmpfs)", async (context) => {
    const mountPoint = mkdtempSync(join(directory, "ro-"));
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", mountPoint], {
        stdio: "pipe",
      });
    } catch {
      context.skip("mounting a tmpfs is not permitted here");
    }
    try {
      const result = await startCli(join(mountPoint, "state.db")).exited;
      expect(result.code).toBe(1);
      expect(result.output).toContain("read-only");
      expect(result.output).not.toContain("neither an emulator store");
    } finally {
      execFileSync("umount", ["--lazy", mountPoint]);
    }
  });

  it("a lock path that is a directory: exits with a message naming it, no signal", async () => {
    const dataFile = freshPath();
    mkdirSync(`${dataFile}-lock`);
    const result = await startCli(dataFile).exited;
    expect(result.signal).toBeNull();
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${dataFile}-lock`);
  });
});

interface Thing extends StoredRecord {
  name: string;
}

describe("a failed commit leaves nothing pending", () => {
  it("after writes fail, reads still answer and a later write succeeds once the disk recovers", async () => {
    let broken = false;
    const path = freshPath();
    const store = new DurableStore(path, {
      beforeCommit: () => {
        if (broken) throw Object.assign(new Error("input/output error"), { code: "EIO" });
      },
    });
    const add = (name: string) =>
      store.transaction(() => {
        const record: Thing = { id: store.nextId("things"), project: "p", name };
        store.put("things", record);
        return record;
      });
    add("first");
    broken = true;
    expect(() => add("refused")).toThrow(/EIO/);
    // A read (a transaction that changes nothing) writes nothing, so it does not fail.
    expect(store.transaction(() => store.list<Thing>("things").map((thing) => thing.name))).toEqual(
      ["first"],
    );
    broken = false;
    const later = add("later");
    expect(store.list<Thing>("things").map((thing) => thing.name)).toEqual(["first", "later"]);
    await store.close();
    // The refused id is never handed out again, also after a reopen.
    expect(later.id).toBe(3);
    const reopened = new DurableStore(path);
    expect(reopened.nextId("things")).toBe(4);
    await reopened.close();
  });
});
