import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import { api, describeReads, describeWrites, runId, target } from "../src/suite.js";

const client = api();

describeReads("SSH keys: lists", () => {
  it("list_ssh_keys filters by fingerprint and sorts", async () => {
    const result = await client.GET("/ssh_keys", {
      params: {
        query: { fingerprint: "00:00:00:00:00:00:00:00:00:00:00:00:00:00:00:00", sort: ["name"] },
      },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.ssh_keys)).toBe(true);
  });
});

describeWrites("SSH keys: lifecycle", () => {
  let keyId = 0;
  const publicKey = sshPublicKey(`conformance-${runId}`);

  it("create_ssh_key returns 201 with the key and its fingerprint", async () => {
    const result = await client.POST("/ssh_keys", {
      body: {
        name: `conformance-${runId}`,
        public_key: publicKey,
        labels: { suite: "conformance" },
      },
    });
    expectStatus(result, 201);
    keyId = result.data?.ssh_key.id ?? 0;
    expect(keyId).toBeGreaterThan(0);
    expect(result.data?.ssh_key.fingerprint).toMatch(/^([0-9a-f]{2}:){15}[0-9a-f]{2}$/);
  });

  it("get_ssh_key returns the key", async () => {
    const result = await client.GET("/ssh_keys/{id}", { params: { path: { id: keyId } } });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.ssh_key.public_key).toBe(publicKey);
  });

  it("update_ssh_key renames the key", async () => {
    const name = `conformance-renamed-${runId}`;
    const result = await client.PUT("/ssh_keys/{id}", {
      params: { path: { id: keyId } },
      body: { name },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.ssh_key.name).toBe(name);
  });

  it("delete_ssh_key returns 204", async () => {
    const result = await client.DELETE("/ssh_keys/{id}", { params: { path: { id: keyId } } });
    expectStatus(result, 204);
  });
});
