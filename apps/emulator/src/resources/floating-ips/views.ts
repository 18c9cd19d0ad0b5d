import { dnsPtrEntries } from "../kit/ip-addresses.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { type FloatingIpRecord, locationById } from "./domain.js";
export function viewFloatingIp(
  context: AnyRequest,
  record: FloatingIpRecord,
): Schemas["FloatingIp"] {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ip: record.ip,
    type: record.type,
    server: record.serverId,
    dns_ptr: dnsPtrEntries(record),
    home_location: locationById(context, record.homeLocationId),
    blocked: false,
    protection: record.protection,
    labels: record.labels,
    created: record.created,
  };
}
