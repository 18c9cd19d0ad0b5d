import { X509Certificate } from "node:crypto";
import { COLLECTIONS } from "../kit/collections.js";
import type { AnyRequest } from "../kit/operation.js";
import type { ActionEffect, ActionError, ActionRecord } from "../kit/record-actions.js";
import { zoneOfDomain } from "./domain.js";
import { factsOf } from "./pem.js";
import type { CertificateRecord } from "./records.js";
import { selfSignedCertificate } from "./self-signed.js";

/** Let's Encrypt certificates are valid for 90 days. */
const VALIDITY_MS = 90 * 24 * 3600 * 1000;

/**
 * Why issuing a certificate for these domains fails, or undefined when it succeeds. The API can
 * only answer Let's Encrypt's DNS challenge in zones it hosts: a domain outside every zone of the
 * project fails with `dns_zone_not_found`, one in a secondary zone (whose records the API cannot
 * write) with `dns_zone_is_secondary_zone`. The CA's own failures are not simulated.
 */
export function issuanceProblem(
  context: AnyRequest,
  domainNames: readonly string[],
): ActionError | undefined {
  for (const domain of domainNames) {
    const zone = zoneOfDomain(context, domain);
    if (!zone) {
      return {
        code: "dns_zone_not_found",
        message: `no DNS zone of the project covers ${domain}`,
      };
    }
    if (zone.mode === "secondary") {
      return {
        code: "dns_zone_is_secondary_zone",
        message: `the zone ${zone.name} of ${domain} is a secondary zone`,
      };
    }
  }
  return undefined;
}

/**
 * Starts an issuance action (`create_certificate` or `issue_certificate`) of a managed
 * certificate. Its outcome is decided now, from the zones the project has now, and applied
 * when the action ends: the certificate's PEM, dates and fingerprint with `issuance: completed`
 * and `renewal: scheduled`, or `issuance: failed` with the error (also the action's error).
 */
export function startIssuance(
  context: AnyRequest,
  record: CertificateRecord,
  command: "create_certificate" | "issue_certificate",
): ActionRecord {
  const problem = issuanceProblem(context, record.domainNames);
  let patch: Partial<CertificateRecord>;
  if (problem) {
    // A failed renewal (after a retry of one) keeps the issued certificate.
    const renewing = record.status?.renewal === "pending";
    patch = {
      status: renewing
        ? { issuance: "completed", renewal: "failed", error: problem }
        : { issuance: "failed", renewal: "unavailable", error: problem },
    };
  } else {
    // Issued when the action ends; whole seconds, as certificates and the API write times.
    const issuedMs =
      Math.floor((context.nowMs + context.services.actions.durationOf(command)) / 1000) * 1000;
    const { pem } = selfSignedCertificate(record.domainNames, issuedMs, issuedMs + VALIDITY_MS);
    const facts = factsOf([new X509Certificate(pem)]);
    patch = {
      certificate: facts.pem,
      notValidBefore: facts.notValidBefore,
      notValidAfter: facts.notValidAfter,
      fingerprint: facts.fingerprint,
      status: { issuance: "completed", renewal: "scheduled", error: null },
    };
  }
  const effects: ActionEffect[] = [
    { op: "patch", collection: COLLECTIONS.certificates, id: record.id, patch },
  ];
  return context.services.actions.start(
    context.project,
    command,
    [{ id: record.id, type: "certificate" }],
    effects,
    context.nowMs,
    problem,
  );
}
