import { dnsPtrEntries } from "../kit/ip-addresses.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { locationById, type PrimaryIpRecord } from "./domain.js";
export function viewPrimaryIp(context: AnyRequest, record: PrimaryIpRecord): Schemas["PrimaryIp"] {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    created: record.created,
    blocked: false,
    location: locationById(context, record.locationId),
    ip: record.ip,
    dns_ptr: dnsPtrEntries(record),
    protection: record.protection,
    type: record.type,
    auto_delete: record.autoDelete,
    // `unassigned` whenever nothing holds it (the API's answer since 2026-08-01); a load
    // balancer created on it holds it for its lifetime (since 2026-10-05).
    assignee_type: record.assigneeType ?? "unassigned",
    assignee_id: record.assigneeId,
  };
}
