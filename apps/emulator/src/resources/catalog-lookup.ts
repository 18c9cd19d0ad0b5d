import type { Datacenter, Location } from "../catalog/catalog.js";
import { invalidField } from "../http/api-error.js";
import type { RequestContext } from "../http/operation-handler.js";
import { idOrName } from "./shared.js";

export function locationById(context: RequestContext, id: number): Location {
  const location = context.services.catalog.locations.find((entry) => entry.id === id);
  if (!location) throw new Error(`catalog has no location ${id}`);
  return location;
}

export function datacenterOfLocation(context: RequestContext, locationId: number): Datacenter {
  const datacenter = context.services.catalog.datacenters.find(
    (entry) => entry.location.id === locationId,
  );
  if (!datacenter) throw new Error(`catalog has no datacenter in location ${locationId}`);
  return datacenter;
}

/** A location given by id or name in a body field; unknown → 422 naming the field. */
export function resolveLocation(
  context: RequestContext,
  value: string | number,
  field: string,
): Location {
  const location = idOrName(context.services.catalog.locations, value);
  if (!location) throw invalidField(field, `location '${value}' not found`);
  return location;
}

/** A datacenter (deprecated input) by id or name; returns its location. */
export function resolveDatacenterLocation(
  context: RequestContext,
  value: string | number,
  field: string,
): Location {
  const datacenter = idOrName(context.services.catalog.datacenters, value);
  if (!datacenter) throw invalidField(field, `datacenter '${value}' not found`);
  return datacenter.location;
}
