// The zones family's domain module. For the other families: the project's zone a domain name
// belongs to (a managed certificate's DNS challenge is answered there).
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import { ZONE_TYPE, type ZoneRecord } from "./records.js";

export type { ZoneRecord };

export const zones = ownedKind<ZoneRecord, typeof COLLECTIONS.zones, typeof ZONE_TYPE>(
  COLLECTIONS.zones,
  ZONE_TYPE,
  "zone",
);

/** The project's zone a domain belongs to: the longest zone name the domain ends with. */
export function zoneOfDomain(context: AnyRequest, domain: string): ZoneRecord | undefined {
  const labels = domain.replace(/^\*\./, "").replace(/\.$/, "").split(".");
  for (let start = 0; start < labels.length; start += 1) {
    const candidate = labels.slice(start).join(".");
    const zone =
      zones.lookup(context, INDEX.name, candidate)[0] ??
      zones.lookup(context, INDEX.name, `${candidate}.`)[0];
    if (zone) return zone;
  }
  return undefined;
}
