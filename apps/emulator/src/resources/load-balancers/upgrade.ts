// How stored load balancer records of older versions become today's
// (src/store/record-versions.ts): one step per version, oldest first, each filling what that
// version added with the API's default. A change of LoadBalancerRecord that older records lack
// adds a step here.
import type { RecordUpgrade } from "../../store/record-versions.js";

export const loadBalancerUpgrades: readonly RecordUpgrade[] = [
  {
    // Before 2026-10-05 a load balancer's addresses were always allocated with it.
    adds: "primaryIps: {} (created on no primary IP) for load balancers stored before",
    apply(record) {
      if (record.primaryIps === undefined) record.primaryIps = {};
    },
  },
];
