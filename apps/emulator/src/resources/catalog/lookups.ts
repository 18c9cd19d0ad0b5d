// The catalog's entries as other families find them: by id from a stored record (a missing one
// is a bug: records only hold ids the catalog has), or by id or name from a request body field
// (unknown: 422 naming the field).
import { invalidField } from "../../http/api-error.js";
import { idOrName } from "../kit/id-or-name.js";
import type { AnyRequest } from "../kit/operation.js";
import type { Datacenter, LoadBalancerType, Location, ServerType } from "./records.js";

function byId<T extends { id: number }>(entries: readonly T[], id: number, what: string): T {
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`catalog has no ${what} ${id}`);
  return entry;
}

function byIdOrName<T extends { id: number; name?: string | null }>(
  entries: readonly T[],
  value: string | number,
  field: string,
  what: string,
): T {
  const entry = idOrName(entries, value);
  if (!entry) throw invalidField(field, `${what} '${value}' not found`);
  return entry;
}

export function locationById(context: AnyRequest, id: number): Location {
  return byId(context.services.catalog.locations, id, "location");
}

export function serverTypeById(context: AnyRequest, id: number): ServerType {
  return byId(context.services.catalog.serverTypes, id, "server type");
}

export function loadBalancerTypeById(context: AnyRequest, id: number): LoadBalancerType {
  return byId(context.services.catalog.loadBalancerTypes, id, "load balancer type");
}

export function datacenterOfLocation(context: AnyRequest, locationId: number): Datacenter {
  const datacenter = context.services.catalog.datacenters.find(
    (entry) => entry.location.id === locationId,
  );
  if (!datacenter) throw new Error(`catalog has no datacenter in location ${locationId}`);
  return datacenter;
}

export function resolveLocation(context: AnyRequest, value: string | number, field: string) {
  return byIdOrName(context.services.catalog.locations, value, field, "location");
}

/** A datacenter (deprecated input) by id or name; returns its location. */
export function resolveDatacenterLocation(
  context: AnyRequest,
  value: string | number,
  field: string,
): Location {
  return byIdOrName(context.services.catalog.datacenters, value, field, "datacenter").location;
}

export function resolveServerType(context: AnyRequest, value: string | number, field: string) {
  return byIdOrName(context.services.catalog.serverTypes, value, field, "server type");
}

export function resolveLoadBalancerType(
  context: AnyRequest,
  value: string | number,
  field: string,
) {
  return byIdOrName(context.services.catalog.loadBalancerTypes, value, field, "load balancer type");
}
