// OpenSSH public key lines for SSH key bodies (`create_ssh_key`, the CLI's `--public-key`,
// Terraform's `public_key`). Servers refuse a second key with the same fingerprint in a project,
// so every line made here has its own key bytes unless the caller asks for the same seed again.
import { createHash, generateKeyPairSync } from "node:crypto";

const KEY_TYPE = "ssh-ed25519";

/** An SSH wire-format string: a 32-bit big-endian length, then the bytes. */
function sshString(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** `ssh-ed25519 <base64 blob>[ comment]`, as in `~/.ssh/id_ed25519.pub` (RFC 8709 §4). */
function ed25519Line(key: Buffer, comment: string | undefined): string {
  const blob = Buffer.concat([sshString(Buffer.from(KEY_TYPE)), sshString(key)]);
  const line = `${KEY_TYPE} ${blob.toString("base64")}`;
  return comment === undefined ? line : `${line} ${comment}`;
}

/**
 * The public key of a fresh ed25519 key pair, as an OpenSSH line: a real key (a point on the
 * curve, so it passes a server that parses keys, like the real API), unique per call. Without
 * `comment` the line has no comment field.
 */
export function sshPublicKey(comment?: string): string {
  const jwk = generateKeyPairSync("ed25519").publicKey.export({ format: "jwk" });
  if (!jwk.x) throw new Error("node:crypto returned an ed25519 JWK without x");
  return ed25519Line(Buffer.from(jwk.x, "base64url"), comment);
}

/**
 * A well-formed ed25519 OpenSSH line whose key bytes are SHA-256 of `seed`: the same seed gives
 * the same key, different seeds different fingerprints. No key generation, so cheap enough for
 * a benchmark's request loop; the bytes need not be a point on the curve, so use it only against
 * servers that check the format (the emulator does).
 */
export function sshPublicKeyFromSeed(seed: string, comment?: string): string {
  return ed25519Line(createHash("sha256").update(seed).digest(), comment);
}
