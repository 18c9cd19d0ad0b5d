// The certificates family's domain module. For the other families: the typed collection (a load
// balancer's https services name certificates). For its own handlers and views: the load
// balancers that use a certificate, and the zone a managed certificate's domain is in.
import { COLLECTIONS } from "../kit/collections.js";
import { ownedKind } from "../kit/resource-kind.js";
import { loadBalancersUsingCertificate } from "../load-balancers/domain.js";
import { zoneOfDomain } from "../zones/domain.js";
import type { CertificateRecord } from "./records.js";

export type { CertificateRecord };
export { loadBalancersUsingCertificate, zoneOfDomain };

export const certificates = ownedKind<
  CertificateRecord,
  typeof COLLECTIONS.certificates,
  "certificate"
>(COLLECTIONS.certificates, "certificate", "certificate");
