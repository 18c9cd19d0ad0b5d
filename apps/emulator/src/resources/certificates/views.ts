import type { AnyRequest, Schemas } from "../kit/operation.js";
import { type CertificateRecord, loadBalancersUsingCertificate } from "./domain.js";
/** The project's load balancers whose https services use the certificate (by the store index). */
export function usersOf(context: AnyRequest, id: number): Schemas["Certificate"]["used_by"] {
  return loadBalancersUsingCertificate(context, id).map((loadBalancer) => ({
    id: loadBalancer.id,
    type: "load_balancer",
  }));
}

export function viewCertificate(
  context: AnyRequest,
  record: CertificateRecord,
): Schemas["Certificate"] {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    type: record.type,
    certificate: record.certificate,
    created: record.created,
    not_valid_before: record.notValidBefore,
    not_valid_after: record.notValidAfter,
    domain_names: record.domainNames,
    fingerprint: record.fingerprint,
    status: record.status && { ...record.status },
    used_by: usersOf(context, record.id),
  };
}
