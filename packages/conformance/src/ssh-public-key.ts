import { generateKeyPairSync } from "node:crypto";

function sshString(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** A fresh, well-formed `ssh-ed25519 AAAA... comment` key: fingerprints are unique per project. */
export function newSshPublicKey(comment: string): string {
  const { publicKey } = generateKeyPairSync("ed25519");
  const jwk = publicKey.export({ format: "jwk" });
  if (!jwk.x) throw new Error("node:crypto returned an ed25519 JWK without x");
  const raw = Buffer.from(jwk.x, "base64url");
  const blob = Buffer.concat([sshString(Buffer.from("ssh-ed25519")), sshString(raw)]);
  return `ssh-ed25519 ${blob.toString("base64")} ${comment}`;
}
