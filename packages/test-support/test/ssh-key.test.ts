import { createHash, createPublicKey } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sshPublicKey, sshPublicKeyFromSeed } from "../src/ssh-key.js";

const blobOf = (line: string) => Buffer.from(line.split(" ")[1] ?? "", "base64");
const fingerprintOf = (line: string) => createHash("sha256").update(blobOf(line)).digest("hex");

/** The blob's parts, read the way OpenSSH reads them: length-prefixed type, then key bytes. */
function partsOf(line: string): { type: string; key: Buffer; rest: number } {
  const blob = blobOf(line);
  const typeLength = blob.readUInt32BE(0);
  const type = blob.subarray(4, 4 + typeLength).toString();
  const keyLength = blob.readUInt32BE(4 + typeLength);
  const key = blob.subarray(8 + typeLength, 8 + typeLength + keyLength);
  return { type, key, rest: blob.length - (8 + typeLength + keyLength) };
}

describe("sshPublicKey", () => {
  it("writes an OpenSSH ed25519 line whose blob names its own type and holds 32 key bytes", () => {
    const line = sshPublicKey("me@example");
    expect(line).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]+={0,2} me@example$/);
    const { type, key, rest } = partsOf(line);
    expect([type, key.length, rest]).toEqual(["ssh-ed25519", 32, 0]);
  });

  it("leaves the comment field out when no comment is given", () => {
    expect(sshPublicKey().split(" ")).toHaveLength(2);
  });

  it("gives every call its own key, so its own fingerprint", () => {
    const fingerprints = Array.from({ length: 200 }, () => fingerprintOf(sshPublicKey()));
    expect(new Set(fingerprints).size).toBe(200);
  });

  it("holds a real ed25519 public key (node:crypto imports it)", () => {
    const { key } = partsOf(sshPublicKey());
    const imported = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: key.toString("base64url") },
      format: "jwk",
    });
    expect(imported.asymmetricKeyType).toBe("ed25519");
  });
});

describe("sshPublicKeyFromSeed", () => {
  it("gives the same line for the same seed and another fingerprint for another seed", () => {
    expect(sshPublicKeyFromSeed("run-a:1", "bench@a")).toBe(
      sshPublicKeyFromSeed("run-a:1", "bench@a"),
    );
    const fingerprints = Array.from({ length: 1000 }, (_, index) =>
      fingerprintOf(sshPublicKeyFromSeed(`run-a:${index}`)),
    );
    expect(new Set(fingerprints).size).toBe(1000);
    expect(fingerprintOf(sshPublicKeyFromSeed("run-b:1"))).not.toBe(
      fingerprintOf(sshPublicKeyFromSeed("run-a:1")),
    );
  });

  it("writes the same OpenSSH ed25519 format", () => {
    const line = sshPublicKeyFromSeed("seed", "bench@r1");
    expect(line).toMatch(/^ssh-ed25519 [A-Za-z0-9+/]+={0,2} bench@r1$/);
    const { type, key, rest } = partsOf(line);
    expect([type, key.length, rest]).toEqual(["ssh-ed25519", 32, 0]);
  });
});
