import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
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
