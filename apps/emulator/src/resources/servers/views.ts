import { dnsPtrEntries } from "../kit/ip-addresses.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import {
  catalogOf,
  firewallsOfServer,
  floatingIpsOfServer,
  loadBalancersOfServer,
  locationById,
  placementGroupView,
  primaryIpsOfServer,
  type ServerRecord,
  serverTypeById,
  visibleImage,
  volumesOfServer,
} from "./domain.js";

type Server = Schemas["Server"];

export function viewServer(context: AnyRequest, record: ServerRecord): Server {
  const serverType = serverTypeById(context, record.serverTypeId);
  const primaryIps = primaryIpsOfServer(context, record.id);
  const ipv4 = primaryIps.find((ip) => ip.type === "ipv4");
  const ipv6 = primaryIps.find((ip) => ip.type === "ipv6");
  const included = serverType.prices.find(
    (entry) => entry.location === locationById(context, record.locationId).name,
  )?.included_traffic;
  return {
    id: record.id,
    name: record.name,
    status: record.status,
    created: record.created,
    public_net: {
      ipv4: ipv4
        ? {
            id: ipv4.id,
            ip: ipv4.ip,
            blocked: false,
            dns_ptr: dnsPtrEntries(ipv4)[0]?.dns_ptr ?? "",
          }
        : null,
      ipv6: ipv6
        ? { id: ipv6.id, ip: ipv6.ip, blocked: false, dns_ptr: dnsPtrEntries(ipv6) }
        : null,
      floating_ips: floatingIpsOfServer(context, record.id).map((ip) => ip.id),
      firewalls: firewallsOfServer(context, record).map((firewall) => ({
        id: firewall.id,
        status: context.services.actions.isRunning("firewall", firewall.id) ? "pending" : "applied",
      })),
    },
    private_net: record.privateNet,
    server_type: serverType,
    location: locationById(context, record.locationId),
    image: record.imageId === null ? null : (visibleImage(context, record.imageId) ?? null),
    iso:
      record.isoId === null
        ? null
        : (catalogOf(context).isos.find((iso) => iso.id === record.isoId) ?? null),
    rescue_enabled: record.rescueEnabled,
    locked: context.services.actions.isLocked("server", record.id),
    backup_window: record.backupWindow,
    outgoing_traffic: 0,
    ingoing_traffic: 0,
    included_traffic: included ?? 0,
    protection: record.protection,
    labels: record.labels,
    volumes: volumesOfServer(context, record.id).map((volume) => volume.id),
    load_balancers: loadBalancersOfServer(context, record).map((loadBalancer) => loadBalancer.id),
    primary_disk_size: record.primaryDiskSize,
    placement_group: placementGroupView(context, record.placementGroupId),
  };
}
