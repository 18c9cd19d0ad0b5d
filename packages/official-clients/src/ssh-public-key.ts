import { randomBytes } from "node:crypto";

/** A syntactically valid ed25519 public key with fresh random key bytes (no private key needed). */
export function ed25519PublicKey(comment = "official-clients"): string {
  const type = Buffer.from("ssh-ed25519");
  const key = randomBytes(32);
  const blob = Buffer.alloc(4 + type.length + 4 + key.length);
  blob.writeUInt32BE(type.length, 0);
  type.copy(blob, 4);
  blob.writeUInt32BE(key.length, 4 + type.length);
  key.copy(blob, 8 + type.length);
  return `ssh-ed25519 ${blob.toString("base64")} ${comment}`;
}
