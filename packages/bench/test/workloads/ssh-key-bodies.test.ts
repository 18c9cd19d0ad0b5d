import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { uniqueSshKeyBody } from "../../src/workloads/ssh-key-bodies.js";

interface Body {
  name: string;
  public_key: string;
  labels: Record<string, string>;
}

const parse = (text: string) => JSON.parse(text) as Body;
const blobOf = (body: Body) => body.public_key.split(" ")[1] ?? "";
const fingerprintOf = (body: Body) =>
  createHash("md5")
    .update(Buffer.from(blobOf(body), "base64"))
    .digest("hex");

describe("uniqueSshKeyBody", () => {
  it("gives each request of a run its own name and key fingerprint", () => {
    const bodies = Array.from({ length: 1000 }, (_, sequence) =>
      parse(uniqueSshKeyBody("r1", sequence)),
    );
    expect(new Set(bodies.map((body) => body.name)).size).toBe(1000);
    expect(new Set(bodies.map(fingerprintOf)).size).toBe(1000);
  });

  it("does not repeat a key of another run with the same sequence number", () => {
    const first = parse(uniqueSshKeyBody("run-a", 0));
    const second = parse(uniqueSshKeyBody("run-b", 0));
    expect(fingerprintOf(first)).not.toBe(fingerprintOf(second));
  });

  it("writes an OpenSSH ed25519 key whose blob names its own type", () => {
    const body = parse(uniqueSshKeyBody("r1", 42));
    expect(body.public_key).toMatch(/^ssh-ed25519 [A-Za-z0-9+/]+={0,2} bench@r1$/);
    const blob = Buffer.from(blobOf(body), "base64");
    expect(blob.readUInt32BE(0)).toBe(11);
    expect(blob.subarray(4, 15).toString()).toBe("ssh-ed25519");
    expect(blob.readUInt32BE(15)).toBe(32);
    expect(blob.length).toBe(4 + 11 + 4 + 32);
  });
});
