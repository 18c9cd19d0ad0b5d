import { notFound } from "../../http/api-error.js";
import { asIs, listResponse } from "../kit/list-response.js";
import type { HandlerTable, RequestWithId, ResponseBody } from "../kit/operation.js";
import { isRetired, isServerTypeRetired } from "./deprecation.js";
import { catalogOf } from "./domain.js";

function byId<T extends { id: number }>(items: T[], context: RequestWithId, kind: string): T {
  const id = context.params.id;
  const item = items.find((entry) => entry.id === id);
  if (!item) throw notFound(kind, id);
  return item;
}

/**
 * Read-only catalog: locations, datacenters, server types, load balancer types, ISOs, pricing.
 * Once past its `unavailable_after` on the emulator's clock, a deprecated item drops out of its
 * list but is still found by id: servers and load balancers made before go on showing it.
 */
export const catalogHandlers = {
  list_locations: (context) =>
    listResponse(context, "locations", catalogOf(context).locations, { view: asIs }),
  get_location: (context) => ({
    status: 200,
    body: {
      location: byId(catalogOf(context).locations, context, "location"),
    } satisfies ResponseBody<"get_location">,
  }),
  list_datacenters: (context) => {
    const { datacenters } = catalogOf(context);
    const response = listResponse(context, "datacenters", datacenters, { view: asIs });
    const body = {
      ...response.body,
      // Deprecated: the first datacenter that offers every server type.
      recommendation: datacenters[0]?.id ?? 1,
    } satisfies ResponseBody<"list_datacenters">;
    return { ...response, body };
  },
  get_datacenter: (context) => ({
    status: 200,
    body: {
      datacenter: byId(catalogOf(context).datacenters, context, "datacenter"),
    } satisfies ResponseBody<"get_datacenter">,
  }),
  list_server_types: (context) =>
    listResponse(
      context,
      "server_types",
      catalogOf(context).serverTypes.filter((type) => !isServerTypeRetired(type, context.nowMs)),
      { view: asIs },
    ),
  get_server_type: (context) => ({
    status: 200,
    body: {
      server_type: byId(catalogOf(context).serverTypes, context, "server_type"),
    } satisfies ResponseBody<"get_server_type">,
  }),
  list_isos: (context) => {
    const { architecture, include_architecture_wildcard: wildcard } = context.query;
    let isos = catalogOf(context).isos.filter((iso) => !isRetired(iso.deprecation, context.nowMs));
    if (typeof architecture === "string") {
      isos = isos.filter(
        (iso) =>
          iso.architecture === architecture || (wildcard === true && iso.architecture === null),
      );
    }
    return listResponse(context, "isos", isos, { view: asIs });
  },
  get_iso: (context) => ({
    status: 200,
    body: {
      iso: byId(catalogOf(context).isos, context, "iso"),
    } satisfies ResponseBody<"get_iso">,
  }),
  list_load_balancer_types: (context) =>
    listResponse(
      context,
      "load_balancer_types",
      catalogOf(context).loadBalancerTypes.filter(
        (type) => !isRetired(type.deprecation, context.nowMs),
      ),
      { view: asIs },
    ),
  get_load_balancer_type: (context) => ({
    status: 200,
    body: {
      load_balancer_type: byId(catalogOf(context).loadBalancerTypes, context, "load_balancer_type"),
    } satisfies ResponseBody<"get_load_balancer_type">,
  }),
  get_pricing: (context) => ({
    status: 200,
    body: { pricing: catalogOf(context).pricing } satisfies ResponseBody<"get_pricing">,
  }),
} satisfies Partial<HandlerTable>;
