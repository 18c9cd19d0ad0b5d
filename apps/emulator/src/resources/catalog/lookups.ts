import { invalidField } from "../../http/api-error.js";
import { idOrName } from "../kit/id-or-name.js";
import type { AnyRequest } from "../kit/operation.js";
import type { Datacenter, LoadBalancerType, Location, ServerType } from "./records.js";

export function locationById(context: AnyRequest, id: number): Location {
  const location = context.services.catalog.locations.find((entry) => entry.id === id);
  if (!location) throw new Error(`catalog has no location ${id}`);
  return location;
}

export function datacenterOfLocation(context: AnyRequest, locationId: number): Datacenter {
  const datacenter = context.services.catalog.datacenters.find(
    (entry) => entry.location.id === locationId,
  );
  if (!datacenter) throw new Error(`catalog has no datacenter in location ${locationId}`);
  return datacenter;
}

/** A location given by id or name in a body field; unknown → 422 naming the field. */
export function resolveLocation(
  context: AnyRequest,
  value: string | number,
  field: string,
): Location {
  const location = idOrName(context.services.catalog.locations, value);
  if (!location) throw invalidField(field, `location '${value}' not found`);
  return location;
}

/** A datacenter (deprecated input) by id or name; returns its location. */
export function resolveDatacenterLocation(
  context: AnyRequest,
  value: string | number,
  field: string,
): Location {
  const datacenter = idOrName(context.services.catalog.datacenters, value);
  if (!datacenter) throw invalidField(field, `datacenter '${value}' not found`);
  return datacenter.location;
}

export function loadBalancerTypeById(context: AnyRequest, id: number): LoadBalancerType {
  const type = context.services.catalog.loadBalancerTypes.find((entry) => entry.id === id);
  if (!type) throw new Error(`catalog has no load balancer type ${id}`);
  return type;
}

/** A load balancer type given by ID or name in a body field; unknown → 422 naming the field. */
export function resolveLoadBalancerType(
  context: AnyRequest,
  value: string | number,
  field: string,
): LoadBalancerType {
  const type = idOrName(context.services.catalog.loadBalancerTypes, value);
  if (!type) throw invalidField(field, `load balancer type '${value}' not found`);
  return type;
}

export function serverTypeById(context: AnyRequest, id: number): ServerType {
  const type = context.services.catalog.serverTypes.find((entry) => entry.id === id);
  if (!type) throw new Error(`catalog has no server type ${id}`);
  return type;
}
