// The catalog family's API to the other families: the catalog's entries as they find them, by id
// from a stored record (a missing one is a bug: records only hold ids the catalog has), or by id
// or name from a request body field (unknown: 422 naming the field), on the emulator's clock.
import { ApiError, invalidField } from "../../http/api-error.js";
import { idOrName } from "../kit/id-or-name.js";
import type { AnyRequest } from "../kit/operation.js";
import { isImageRetired, isRetired } from "./deprecation.js";
import type { Catalog, Image, LoadBalancerType, Location, ServerType } from "./records.js";

export type {
  Catalog,
  CatalogTimeline,
  Image,
  Iso,
  LoadBalancerType,
  Location,
  ServerType,
} from "./records.js";
export { FIRST_PROJECT_IMAGE_ID } from "./records.js";
export { isImageRetired, isRetired };

/** The catalog as it stands at the request's moment on the emulator's clock. */
export function catalogOf(context: AnyRequest): Catalog {
  return context.services.catalog.at(context.nowMs);
}

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
  return byId(catalogOf(context).locations, id, "location");
}

export function serverTypeById(context: AnyRequest, id: number): ServerType {
  return byId(catalogOf(context).serverTypes, id, "server type");
}

export function loadBalancerTypeById(context: AnyRequest, id: number): LoadBalancerType {
  return byId(catalogOf(context).loadBalancerTypes, id, "load balancer type");
}

export function resolveLocation(context: AnyRequest, value: string | number, field: string) {
  return byIdOrName(catalogOf(context).locations, value, field, "location");
}

export function resolveServerType(context: AnyRequest, value: string | number, field: string) {
  return byIdOrName(catalogOf(context).serverTypes, value, field, "server type");
}

export function resolveLoadBalancerType(
  context: AnyRequest,
  value: string | number,
  field: string,
) {
  return byIdOrName(catalogOf(context).loadBalancerTypes, value, field, "load balancer type");
}

/**
 * `datacenter` left the create bodies on 2026-07-01 (spec: CreateServerRequest). A body that
 * still sends it is refused rather than ignored, so that an old client does not silently get
 * a location it did not ask for. The message itself names the replacement (with the location
 * of the datacenter sent, when it is one): the official CLI prints only the message, not
 * `details`.
 */
export function refuseRemovedDatacenter(context: AnyRequest, body: object): void {
  if (!("datacenter" in body)) return;
  const sent = (body as { datacenter: unknown }).datacenter;
  const datacenter =
    typeof sent === "string" || typeof sent === "number"
      ? idOrName(catalogOf(context).datacenters, sent)
      : undefined;
  const instead = datacenter
    ? `send "location": "${datacenter.location.name}" instead (the location of ${datacenter.name})`
    : "send location instead (the part of the datacenter's name before '-', e.g. fsn1 for fsn1-dc14)";
  const reason = `was removed on 2026-07-01; ${instead}`;
  throw new ApiError(422, "invalid_input", `invalid input in field 'datacenter': it ${reason}`, {
    fields: [{ name: "datacenter", messages: [reason] }],
  });
}

/** A load balancer type past its `unavailable_after` is refused for new use (create, change type). */
export function assertLoadBalancerTypeOrderable(context: AnyRequest, type: LoadBalancerType): void {
  if (isRetired(type.deprecation, context.nowMs)) {
    throw new ApiError(
      422,
      "invalid_load_balancer_type",
      `load balancer type ${type.name} is deprecated and no longer available since ${type.deprecation?.unavailable_after}`,
    );
  }
}

/**
 * An image past its three months after `deprecated` is refused for new servers and rebuilds
 * (422 naming the field, as for an unknown image; the real code is unconfirmed).
 */
export function assertImageOrderable(context: AnyRequest, image: Image, field: string): void {
  const unavailableAfter = catalogOf(context).imageUnavailableAfter.get(image.id);
  if (isImageRetired(image.deprecated, context.nowMs, unavailableAfter)) {
    throw invalidField(
      field,
      `image '${image.name ?? image.id}' is deprecated since ${image.deprecated} and no longer available for new servers`,
    );
  }
}
