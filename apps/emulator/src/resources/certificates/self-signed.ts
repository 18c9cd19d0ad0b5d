import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A self-signed X.509 v3 certificate for the domains of a managed certificate. The emulator
 * cannot ask a CA, and node:crypto parses certificates but cannot make them, so this module
 * writes the few DER structures a certificate needs and signs them with a fresh ECDSA P-256 key
 * (the key is discarded: the API never returns a managed certificate's key). The result is a real
 * certificate that any X.509 parser reads (dates, SANs, fingerprint), just not a trusted one.
 */

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
const octetString = (content: Buffer) => tlv(0x04, content);
const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, "utf8"));
const TRUE = Buffer.from([0x01, 0x01, 0xff]);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** A positive INTEGER from big-endian bytes. */
function unsignedInteger(bytes: Buffer): Buffer {
  const first = bytes[0] ?? 0;
  return tlv(0x02, first & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5280 4.1.2.5). */
function time(ms: number): Buffer {
  const iso = new Date(ms).toISOString(); // 2026-01-02T03:04:05.000Z
  const digits = iso.slice(0, 19).replace(/[-T:]/g, "");
  const year = Number(iso.slice(0, 4));
  return year < 2050
    ? tlv(0x17, Buffer.from(`${digits.slice(2)}Z`, "ascii"))
    : tlv(0x18, Buffer.from(`${digits}Z`, "ascii"));
}

function name(commonName: string | undefined, organization: string): Buffer {
  const attributes = [set(sequence(oid("2.5.4.10"), utf8String(organization)))];
  // A common name has at most 64 characters; longer domains are in the SANs only.
  if (commonName !== undefined && commonName.length <= 64) {
    attributes.push(set(sequence(oid("2.5.4.3"), utf8String(commonName))));
  }
  return sequence(...attributes);
}

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return critical
    ? sequence(oid(id), TRUE, octetString(value))
    : sequence(oid(id), octetString(value));
}

const ECDSA_WITH_SHA256 = sequence(oid("1.2.840.10045.4.3.2"));
const ISSUER_ORGANIZATION = "Cloud API emulator (self-signed, not trusted)";

export interface SelfSignedCertificate {
  pem: string;
}

/** A certificate for `domainNames` (SANs; the first is also the CN), valid in the given range. */
export function selfSignedCertificate(
  domainNames: readonly string[],
  notBeforeMs: number,
  notAfterMs: number,
): SelfSignedCertificate {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f || 0x01;
  const subject = name(domainNames[0], ISSUER_ORGANIZATION);
  const subjectAltNames = sequence(
    ...domainNames.map((domain) => tlv(0x82, Buffer.from(domain, "ascii"))),
  );
  const extensions = sequence(
    extension("2.5.29.19", true, sequence()), // basicConstraints: not a CA
    extension("2.5.29.15", true, tlv(0x03, Buffer.from([0x07, 0x80]))), // keyUsage: digitalSignature
    extension("2.5.29.37", false, sequence(oid("1.3.6.1.5.5.7.3.1"))), // extKeyUsage: serverAuth
    extension("2.5.29.17", false, subjectAltNames),
  );
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // version 3
    unsignedInteger(serial),
    ECDSA_WITH_SHA256,
    subject, // issuer: self-signed
    sequence(time(notBeforeMs), time(notAfterMs)),
    subject,
    publicKey.export({ type: "spki", format: "der" }),
    tlv(0xa3, extensions),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(
    tbs,
    ECDSA_WITH_SHA256,
    tlv(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const base64 =
    der
      .toString("base64")
      .match(/.{1,64}/g)
      ?.join("\n") ?? "";
  return { pem: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n` };
}
