import type { AnyRequest, Schemas } from "../kit/operation.js";
import { loadBalancersInNetwork, type NetworkRecord, serversInNetwork } from "./domain.js";
export function viewNetwork(context: AnyRequest, record: NetworkRecord): Schemas["Network"] {
  return {
    id: record.id,
    name: record.name,
    ip_range: record.ipRange,
    subnets: record.subnets,
    routes: record.routes,
    servers: serversInNetwork(context, record.id).map((server) => server.id),
    load_balancers: loadBalancersInNetwork(context, record.id).map((entry) => entry.id),
    protection: record.protection,
    labels: record.labels,
    created: record.created,
    expose_routes_to_vswitch: record.exposeRoutesToVswitch,
  };
}
