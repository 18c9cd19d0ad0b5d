import type { ResponseBody } from "../../api-types.js";
import type { LoadBalancerType } from "../../catalog/catalog.js";
import { invalidField, notFound } from "../../http/api-error.js";
import type { HandlerTable, RequestContext } from "../../http/operation-handler.js";
import { asIs, listResponse } from "../../list/list-response.js";
import { idOrName } from "../shared.js";

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

/** The read-only catalog of load balancer types (no `sort`, like server types). */
export const loadBalancerTypeHandlers: HandlerTable = {
  list_load_balancer_types: (context) =>
    listResponse(context, "load_balancer_types", context.services.catalog.loadBalancerTypes, {
      view: asIs,
    }),
  get_load_balancer_type: (context) => {
    const id = context.params.id as number;
    const type = context.services.catalog.loadBalancerTypes.find((entry) => entry.id === id);
    if (!type) throw notFound("load_balancer_type", id);
    return {
      status: 200,
      body: { load_balancer_type: type } satisfies ResponseBody<"get_load_balancer_type">,
    };
  },
};
