import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { lookupOwned } from "../kit/owned-records.js";
import type { LoadBalancerRecord } from "./records.js";

export const loadBalancerIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.loadBalancers),
  recordIndex<LoadBalancerRecord>(COLLECTIONS.loadBalancers, INDEX.server, (loadBalancer) => [
    ...new Set(
      loadBalancer.targets.flatMap((target) =>
        target.type === "server" ? [target.server.id] : [],
      ),
    ),
  ]),
  recordIndex<LoadBalancerRecord>(
    COLLECTIONS.loadBalancers,
    INDEX.selectorTargets,
    (loadBalancer) =>
      loadBalancer.targets.some((target) => target.type === "label_selector") ? ["true"] : [],
  ),
  recordIndex<LoadBalancerRecord>(COLLECTIONS.loadBalancers, INDEX.network, (loadBalancer) =>
    loadBalancer.privateNet.map((entry) => entry.network),
  ),
  recordIndex<LoadBalancerRecord>(COLLECTIONS.loadBalancers, INDEX.certificate, (loadBalancer) => [
    ...new Set(loadBalancer.services.flatMap((service) => service.http?.certificates ?? [])),
  ]),
];

/** The load balancers whose https services use the certificate (`used_by`, delete checks). */
export function loadBalancersUsingCertificate(
  context: AnyRequest,
  certificateId: number,
): LoadBalancerRecord[] {
  return lookupOwned<LoadBalancerRecord>(
    context,
    COLLECTIONS.loadBalancers,
    INDEX.certificate,
    certificateId,
  );
}

/** Load balancers attached to the network (through the store's network index). */
export function loadBalancersInNetwork(
  context: AnyRequest,
  networkId: number,
): LoadBalancerRecord[] {
  return lookupOwned<LoadBalancerRecord>(
    context,
    COLLECTIONS.loadBalancers,
    INDEX.network,
    networkId,
  );
}
