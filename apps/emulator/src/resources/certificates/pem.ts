import { createPrivateKey, KeyObject, X509Certificate } from "node:crypto";
import { type FieldProblem, invalidInput } from "../../http/api-error.js";
import { isoTime } from "../kit/api-time.js";

/** What the API shows of a certificate, read from its PEM. */
export interface CertificateFacts {
  /** The certificate and its chain, re-encoded block by block (text between blocks dropped). */
  pem: string;
  notValidBefore: string;
  notValidAfter: string;
  domainNames: string[];
  fingerprint: string;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/** SANs of type DNS, in certificate order (`DNS:a, DNS:b, IP Address:...`). */
function dnsNames(certificate: X509Certificate): string[] {
  const names: string[] = [];
  for (const entry of (certificate.subjectAltName ?? "").split(", ")) {
    if (entry.startsWith("DNS:")) names.push(entry.slice(4));
  }
  return names;
}

function commonName(certificate: X509Certificate): string | undefined {
  const line = certificate.subject.split("\n").find((entry) => entry.startsWith("CN="));
  return line?.slice(3);
}

/** The facts of a parsed certificate (the first entry of a chain). */
export function factsOf(certificates: readonly X509Certificate[]): CertificateFacts {
  const leaf = certificates[0];
  if (!leaf) throw new Error("factsOf needs at least one certificate");
  const cn = commonName(leaf);
  // The SANs in their order, then the subject's CN when no SAN repeats it.
  const domainNames = [...new Set([...dnsNames(leaf), ...(cn ? [cn] : [])])];
  return {
    pem: certificates.map((certificate) => certificate.toString().trim()).join("\n"),
    notValidBefore: isoTime(Date.parse(leaf.validFrom)),
    notValidAfter: isoTime(Date.parse(leaf.validTo)),
    domainNames,
    fingerprint: leaf.fingerprint256.toLowerCase(),
  };
}

function issuedBy(subject: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return subject.checkIssued(issuer) && subject.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

function parseChain(text: string): X509Certificate[] | FieldProblem {
  const blocks = text.match(PEM_BLOCK) ?? [];
  if (blocks.length === 0) {
    return {
      name: "certificate",
      messages: ["is not a PEM certificate (BEGIN CERTIFICATE block)"],
    };
  }
  const certificates: X509Certificate[] = [];
  for (const [index, block] of blocks.entries()) {
    try {
      certificates.push(new X509Certificate(block));
    } catch {
      return {
        name: "certificate",
        messages: [`entry ${index + 1} of the PEM is not a valid X.509 certificate`],
      };
    }
  }
  for (let index = 0; index + 1 < certificates.length; index += 1) {
    const subject = certificates[index] as X509Certificate;
    const issuer = certificates[index + 1] as X509Certificate;
    if (!issuedBy(subject, issuer)) {
      return {
        name: "certificate",
        messages: [
          `entry ${index + 1} of the chain is not certified by entry ${index + 2}: the chain ` +
            "starts with the certificate and each entry is followed by its issuer",
        ],
      };
    }
  }
  return certificates;
}

function parsePrivateKey(text: string): KeyObject | FieldProblem {
  try {
    return createPrivateKey({ key: text, format: "pem" });
  } catch {
    // Never echo the key: the message says only what is wrong with it.
    return {
      name: "private_key",
      messages: ["is not an unencrypted PEM private key"],
    };
  }
}

function keyMatches(certificate: X509Certificate, key: KeyObject): boolean {
  try {
    return certificate.checkPrivateKey(key);
  } catch {
    return false;
  }
}

/**
 * Checks an uploaded certificate and key: a PEM chain in order, an unencrypted PEM key that
 * belongs to the first certificate. Every problem found is reported at once (422 invalid_input).
 */
export function readUploaded(
  certificate: string | undefined,
  privateKey: string | undefined,
): CertificateFacts {
  const problems: FieldProblem[] = [];
  const required = "is required for uploaded certificates";
  const chain =
    certificate === undefined
      ? { name: "certificate", messages: [required] }
      : parseChain(certificate);
  const key =
    privateKey === undefined
      ? { name: "private_key", messages: [required] }
      : parsePrivateKey(privateKey);
  if (!Array.isArray(chain)) problems.push(chain);
  if (!(key instanceof KeyObject)) problems.push(key);
  const leaf = Array.isArray(chain) ? chain[0] : undefined;
  if (leaf && key instanceof KeyObject && !keyMatches(leaf, key)) {
    problems.push({ name: "private_key", messages: ["does not belong to the certificate"] });
  }
  if (problems.length > 0) throw invalidInput(problems);
  return factsOf(chain as X509Certificate[]);
}
