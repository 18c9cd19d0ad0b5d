import { createHash } from "node:crypto";

// An ed25519 public key blob is: string "ssh-ed25519", then a 32-byte key, each length-prefixed.
const KEY_TYPE = "ssh-ed25519";

function lengthPrefixed(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/**
 * A create_ssh_key body whose name and key (so fingerprint) are unique for each (runId, sequence):
 * servers refuse a second key with the same fingerprint, which would turn a POST benchmark into
 * a 409 benchmark.
 */
export function uniqueSshKeyBody(runId: string, sequence: number): string {
  const keyBytes = createHash("sha256").update(`${runId}:${sequence}`).digest();
  const blob = Buffer.concat([
    lengthPrefixed(Buffer.from(KEY_TYPE)),
    lengthPrefixed(keyBytes),
  ]).toString("base64");
  return JSON.stringify({
    name: `bench-${runId}-${sequence}`,
    public_key: `${KEY_TYPE} ${blob} bench@${runId}`,
    labels: { bench: runId },
  });
}
