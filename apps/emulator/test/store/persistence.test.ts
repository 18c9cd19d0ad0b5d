import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, describe, expect, it } from "vitest";
import { specViolations, startTestEmulator } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

const directory = mkdtempSync(join(tmpdir(), "emulator-state-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("CLOUD_API_DATA", () => {
  it("restores every resource, id counter and running action after a restart", async () => {
    let now = Date.parse("2025-01-01T00:00:00Z");
    const dataFile = join(directory, "state.json");
    const first = await startTestEmulator({ dataFile, actionMs: 1000, clock: () => now });
    const created = await first.call("POST", "/servers", {
      body: { name: "durable", server_type: "cx22", image: "ubuntu-24.04", labels: { a: "b" } },
    });
    await first.call("POST", "/ssh_keys", {
      body: {
        name: "k",
        public_key: sshPublicKey(),
      },
    });
    const before = await Promise.all(
      ["/servers", "/primary_ips", "/ssh_keys", "/servers/actions"].map((path) =>
        first.call("GET", path),
      ),
    );
    await first.close();

    const second = await startTestEmulator({ dataFile, actionMs: 1000, clock: () => now });
    const after = await Promise.all(
      ["/servers", "/primary_ips", "/ssh_keys", "/servers/actions"].map((path) =>
        second.call("GET", path),
      ),
    );
    expect(after.map((result) => result.body)).toEqual(before.map((result) => result.body));
    // The create action was still running: it finishes after the restart.
    now += 1000;
    expect(
      (await second.call("GET", `/servers/${created.body.server.id}`)).body.server.status,
    ).toBe("running");
    // Id counters continue instead of reusing ids.
    const next = await second.call("POST", "/servers", {
      body: { name: "durable-2", server_type: "cx22", image: "ubuntu-24.04" },
    });
    expect(next.body.server.id).toBe(created.body.server.id + 1);
    await second.close();
  });
});
