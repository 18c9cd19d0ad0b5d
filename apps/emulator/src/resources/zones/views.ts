import type { AnyRequest, Schemas } from "../kit/operation.js";
import type { RRSetEntry, ZoneRecord } from "./records.js";
import { ASSIGNED_NAMESERVERS, recordCount, rrsetId, ZONE_TYPE } from "./records.js";
export function viewZone(context: AnyRequest, zone: ZoneRecord): Schemas["Zone"] {
  const common = {
    id: zone.id,
    name: zone.name,
    primary_nameservers: zone.primaryNameservers,
    labels: zone.labels,
    created: zone.created,
    ttl: zone.ttl,
    // Publishing follows the zone's actions: `updating` while one runs.
    status: context.services.actions.isRunning(ZONE_TYPE, zone.id)
      ? ("updating" as const)
      : ("ok" as const),
    record_count: recordCount(zone),
    protection: zone.protection,
    authoritative_nameservers: {
      assigned: [...ASSIGNED_NAMESERVERS],
      delegated: [],
      delegation_last_check: null,
      delegation_status: "unknown" as const,
    },
    // The zone is not registered through the provider here; the API says "other" for that.
    registrar: "other" as const,
  };
  return zone.mode === "primary"
    ? { ...common, mode: "primary" }
    : { ...common, mode: "secondary" };
}

export function viewRRSet(zone: ZoneRecord, rrset: RRSetEntry): Schemas["ZoneRRSet"] {
  return {
    id: rrsetId(rrset),
    name: rrset.name,
    type: rrset.type,
    ttl: rrset.ttl,
    labels: rrset.labels,
    protection: rrset.protection,
    records: rrset.records.map((record) => ({ value: record.value, comment: record.comment })),
    zone: zone.id,
  };
}
