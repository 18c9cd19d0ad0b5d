import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, describe, expect, it } from "vitest";
import { specViolations, startTestEmulator } from "../support/harness.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

const directory = mkdtempSync(join(tmpdir(), "emulator-seed-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const PUBLIC_KEY = sshPublicKey("me@laptop");

function writeFixture(name: string, fixture: unknown): string {
  const path = join(directory, name);
  writeFileSync(path, JSON.stringify(fixture));
  return path;
}

const FIXTURE = {
  projects: {
    demo: {
      tokens: [{ token: "demo-writer-token" }, { token: "demo-reader-token", read_only: true }],
      resources: {
        servers: [
          {
            name: "web-1",
            server_type: "cpx22",
            image: "ubuntu-24.04",
            ssh_keys: ["me"],
            networks: [{ $ref: "networks/backend" }],
            labels: { role: "web" },
          },
        ],
        ssh_keys: [{ name: "me", public_key: PUBLIC_KEY }],
        networks: [
          {
            name: "backend",
            ip_range: "10.0.0.0/16",
            subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.0.1.0/24" }],
          },
        ],
      },
    },
    empty: { tokens: [{ token: "empty-project-token" }] },
  },
};

describe("CLOUD_API_SEED", () => {
  it("creates projects, tokens and resources with their relations, through the API", async () => {
    const seedFile = writeFixture("fixture.json", FIXTURE);
    const dataFile = join(directory, "seeded.db");
    const emu = await startTestEmulator({ seedFile, dataFile, tokens: "" });
    try {
      expect(emu.seededProjects).toEqual(["demo"]);
      const servers = (await emu.call("GET", "/servers", { token: "demo-reader-token" })).body
        .servers;
      expect(servers.map((server: { name: string }) => server.name)).toEqual(["web-1"]);
      const network = (await emu.call("GET", "/networks", { token: "demo-reader-token" })).body
        .networks[0];
      expect(servers[0].private_net[0].network).toBe(network.id);
      expect(network.servers).toEqual([servers[0].id]);
      // The read-only token stays read-only; the other project is empty and isolated.
      expect(
        (await emu.call("DELETE", `/servers/${servers[0].id}`, { token: "demo-reader-token" }))
          .status,
      ).toBe(401);
      expect(
        (await emu.call("GET", "/servers", { token: "empty-project-token" })).body.servers,
      ).toEqual([]);
    } finally {
      await emu.close();
    }
    // A restart with the same state and fixture seeds nothing twice.
    const again = await startTestEmulator({ seedFile, dataFile, tokens: "" });
    try {
      expect(again.seededProjects).toEqual([]);
      const servers = (await again.call("GET", "/servers", { token: "demo-writer-token" })).body
        .servers;
      expect(servers).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it("refuses a $ref to nothing, naming the project, the resource and the reference", async () => {
    const seedFile = writeFixture("bad-ref.json", {
      projects: {
        demo: {
          tokens: [{ token: "demo-writer-token" }],
          resources: {
            servers: [
              {
                name: "web",
                server_type: "cpx22",
                image: "ubuntu-24.04",
                networks: [{ $ref: "networks/missing" }],
              },
            ],
          },
        },
      },
    });
    await expect(startTestEmulator({ seedFile, tokens: "" })).rejects.toThrow(
      "project 'demo', servers[0]: $ref 'networks/missing' names no resource created before it",
    );
  });

  it("reports the API's own error for a body the API refuses", async () => {
    const seedFile = writeFixture("bad-body.json", {
      projects: {
        demo: {
          tokens: [{ token: "demo-writer-token" }],
          resources: { networks: [{ name: "n", ip_range: "8.8.8.0/24" }] },
        },
      },
    });
    await expect(startTestEmulator({ seedFile, tokens: "" })).rejects.toThrow(
      /networks\[0\]: the API answered 422 invalid_input/,
    );
  });

  it("refuses an unknown collection and a project without a writer", async () => {
    const unknown = writeFixture("unknown.json", {
      projects: { demo: { tokens: [{ token: "demo-writer-token" }], resources: { gadgets: [] } } },
    });
    await expect(startTestEmulator({ seedFile: unknown, tokens: "" })).rejects.toThrow(
      "unknown collection 'gadgets'",
    );
    const readOnly = writeFixture("read-only.json", {
      projects: {
        demo: {
          tokens: [{ token: "demo-reader-token", read_only: true }],
          resources: { ssh_keys: [{ name: "me", public_key: PUBLIC_KEY }] },
        },
      },
    });
    await expect(startTestEmulator({ seedFile: readOnly, tokens: "" })).rejects.toThrow(
      "project 'demo' has resources but no read-write token",
    );
  });
});
