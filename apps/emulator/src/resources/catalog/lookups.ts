import { ApiError, invalidField } from "../../http/api-error.js";
import type { RequestContext } from "../../http/operation-handler.js";
import { idOrName } from "../kit/id-or-name.js";
import type { LoadBalancerType, Location, ServerType } from "./records.js";

export function locationById(context: RequestContext, id: number): Location {
  const location = context.services.catalog.locations.find((entry) => entry.id === id);
  if (!location) throw new Error(`catalog has no location ${id}`);
  return location;
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

/**
 * `datacenter` left the create bodies on 2026-07-01 (spec: CreateServerRequest). A body that
 * still sends it is refused rather than ignored, so that an old client does not silently get
 * a location it did not ask for.
 */
export function refuseRemovedDatacenter(body: object): void {
  if ("datacenter" in body) {
    throw invalidField(
      "datacenter",
      "was removed on 2026-07-01; send location instead (the part of the datacenter's name before '-', e.g. fsn1)",
    );
  }
}

export function loadBalancerTypeById(context: RequestContext, id: number): LoadBalancerType {
  const type = context.services.catalog.loadBalancerTypes.find((entry) => entry.id === id);
  if (!type) throw new Error(`catalog has no load balancer type ${id}`);
  return type;
}

/** A load balancer type given by ID or name in a body field; unknown → 422 naming the field. */
export function resolveLoadBalancerType(
  context: RequestContext,
  value: string | number,
  field: string,
): LoadBalancerType {
  const type = idOrName(context.services.catalog.loadBalancerTypes, value);
  if (!type) throw invalidField(field, `load balancer type '${value}' not found`);
  return type;
}

export function serverTypeById(context: RequestContext, id: number): ServerType {
  const type = context.services.catalog.serverTypes.find((entry) => entry.id === id);
  if (!type) throw new Error(`catalog has no server type ${id}`);
  return type;
}

/**
 * A deprecated catalog item (server type per location, load balancer type, ISO) is retired once
 * the emulator's clock is past its `unavailable_after`: it can no longer be used for new
 * resources; existing ones keep it (spec "Deprecations").
 */
export function isRetired(
  deprecation: { unavailable_after: string } | null | undefined,
  nowMs: number,
): boolean {
  return deprecation != null && nowMs > Date.parse(deprecation.unavailable_after);
}

/** A load balancer type past its `unavailable_after` is refused for new use (create, change type). */
export function assertLoadBalancerTypeOrderable(
  context: RequestContext,
  type: LoadBalancerType,
): void {
  if (isRetired(type.deprecation, context.nowMs)) {
    throw new ApiError(
      422,
      "invalid_load_balancer_type",
      `load balancer type ${type.name} is deprecated and no longer available since ${type.deprecation?.unavailable_after}`,
    );
  }
}
