import type { RequestBody, ResponseBody, Schemas } from "../api-types.js";
import { conflictState, invalidField } from "../http/api-error.js";
import type { HandlerTable, RequestContext } from "../http/operation-handler.js";
import { listResponse } from "../list/list-response.js";
import { actionListingHandlers } from "./action-listings.js";
import { locationById, resolveLocation } from "./catalog-lookup.js";
import { changeDnsPtr, defaultDnsPtr, publicIpv4, publicIpv6 } from "./ip-addresses.js";
import { COLLECTIONS, type FloatingIpRecord, type ServerRecord } from "./records.js";
import {
  applyNameAndLabels,
  assertDeletable,
  assertNotLocked,
  assertUniqueName,
  isoTime,
  ownedRecords,
  requireOwned,
  requireReferenced,
  startAction,
  viewAction,
} from "./shared.js";

export function viewFloatingIp(
  context: RequestContext,
  record: FloatingIpRecord,
): Schemas["FloatingIp"] {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    ip: record.ip,
    type: record.type,
    server: record.serverId,
    dns_ptr: record.dnsPtr,
    home_location: locationById(context, record.homeLocationId),
    blocked: false,
    protection: record.protection,
    labels: record.labels,
    created: record.created,
  };
}

function find(context: RequestContext): FloatingIpRecord {
  return requireOwned<FloatingIpRecord>(context, COLLECTIONS.floatingIps, "floating_ip");
}

function single(context: RequestContext, record: FloatingIpRecord) {
  return { floating_ip: viewFloatingIp(context, record) };
}

export const floatingIpHandlers: HandlerTable = {
  list_floating_ips: (context) =>
    listResponse(
      context,
      "floating_ips",
      ownedRecords<FloatingIpRecord>(context, COLLECTIONS.floatingIps).map((record) =>
        viewFloatingIp(context, record),
      ),
    ),
  create_floating_ip: (context) => {
    const body = context.body as RequestBody<"create_floating_ip">;
    if (body.name !== undefined)
      assertUniqueName(context, COLLECTIONS.floatingIps, "floating IP", body.name);
    let server: ServerRecord | undefined;
    let homeLocationId: number;
    if (body.server !== undefined) {
      server = requireReferenced<ServerRecord>(
        context,
        COLLECTIONS.servers,
        "server",
        body.server,
        "server",
      );
      assertNotLocked(context, "server", server.id);
      homeLocationId =
        body.home_location !== undefined
          ? resolveLocation(context, body.home_location, "home_location").id
          : server.locationId;
    } else if (body.home_location !== undefined) {
      homeLocationId = resolveLocation(context, body.home_location, "home_location").id;
    } else {
      throw invalidField("home_location", "is required when server is not given");
    }
    const id = context.services.store.nextId(COLLECTIONS.floatingIps);
    const ip = body.type === "ipv4" ? publicIpv4("floating", id) : publicIpv6("floating", id);
    const record: FloatingIpRecord = {
      id,
      project: context.project,
      // Decision: an omitted name becomes `floating_ip-<id>` (like primary IPs).
      name: body.name ?? `floating_ip-${id}`,
      description: body.description ?? null,
      ip,
      type: body.type,
      serverId: server?.id ?? null,
      dnsPtr: defaultDnsPtr(ip, body.type),
      homeLocationId,
      protection: { delete: false },
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
    };
    context.services.store.put(COLLECTIONS.floatingIps, record);
    const action = server
      ? viewAction(
          context,
          startAction(context, "assign_floating_ip", [
            { id: record.id, type: "floating_ip" },
            { id: server.id, type: "server" },
          ]),
        )
      : null;
    return {
      status: 201,
      body: { ...single(context, record), action } satisfies ResponseBody<"create_floating_ip">,
    };
  },
  get_floating_ip: (context) => ({
    status: 200,
    body: single(context, find(context)) satisfies ResponseBody<"get_floating_ip">,
  }),
  update_floating_ip: (context) => {
    const record = find(context);
    const body = context.body as RequestBody<"update_floating_ip">;
    applyNameAndLabels(context, COLLECTIONS.floatingIps, "floating IP", record, body);
    if (body.description !== undefined) record.description = body.description;
    context.services.store.put(COLLECTIONS.floatingIps, record);
    return {
      status: 200,
      body: single(context, record) satisfies ResponseBody<"update_floating_ip">,
    };
  },
  delete_floating_ip: (context) => {
    const record = find(context);
    assertDeletable("floating_ip", record);
    if (record.serverId !== null) {
      throw conflictState(
        "must_be_unassigned",
        `floating IP ${record.id} is assigned to server ${record.serverId}; unassign it first`,
      );
    }
    context.services.store.remove(COLLECTIONS.floatingIps, record.id);
    return { status: 204 };
  },
  assign_floating_ip: (context) => {
    const record = find(context);
    assertNotLocked(context, "floating_ip", record.id);
    const body = context.body as RequestBody<"assign_floating_ip">;
    const server = requireReferenced<ServerRecord>(
      context,
      COLLECTIONS.servers,
      "server",
      body.server,
      "server",
    );
    if (record.serverId === server.id) {
      throw conflictState(
        "floating_ip_assigned",
        `floating IP ${record.id} is already assigned to server ${server.id}`,
      );
    }
    record.serverId = server.id;
    context.services.store.put(COLLECTIONS.floatingIps, record);
    const action = startAction(context, "assign_floating_ip", [
      { id: record.id, type: "floating_ip" },
      { id: server.id, type: "server" },
    ]);
    return {
      status: 201,
      body: { action: viewAction(context, action) } satisfies ResponseBody<"assign_floating_ip">,
    };
  },
  unassign_floating_ip: (context) => {
    const record = find(context);
    assertNotLocked(context, "floating_ip", record.id);
    const resources = [{ id: record.id, type: "floating_ip" }];
    if (record.serverId !== null) resources.push({ id: record.serverId, type: "server" });
    record.serverId = null;
    context.services.store.put(COLLECTIONS.floatingIps, record);
    const action = startAction(context, "unassign_floating_ip", resources);
    return {
      status: 201,
      body: { action: viewAction(context, action) } satisfies ResponseBody<"unassign_floating_ip">,
    };
  },
  change_floating_ip_dns_ptr: (context) => {
    const record = find(context);
    assertNotLocked(context, "floating_ip", record.id);
    const body = context.body as RequestBody<"change_floating_ip_dns_ptr">;
    record.dnsPtr = changeDnsPtr(record.dnsPtr, record.ip, record.type, body.ip, body.dns_ptr);
    context.services.store.put(COLLECTIONS.floatingIps, record);
    const action = startAction(context, "change_dns_ptr", [{ id: record.id, type: "floating_ip" }]);
    return {
      status: 201,
      body: {
        action: viewAction(context, action),
      } satisfies ResponseBody<"change_floating_ip_dns_ptr">,
    };
  },
  change_floating_ip_protection: (context) => {
    const record = find(context);
    assertNotLocked(context, "floating_ip", record.id);
    const body = context.body as RequestBody<"change_floating_ip_protection">;
    if (typeof body.delete === "boolean") record.protection = { delete: body.delete };
    context.services.store.put(COLLECTIONS.floatingIps, record);
    const action = startAction(context, "change_protection", [
      { id: record.id, type: "floating_ip" },
    ]);
    return {
      status: 201,
      body: {
        action: viewAction(context, action),
      } satisfies ResponseBody<"change_floating_ip_protection">,
    };
  },
  ...actionListingHandlers(
    "floating_ip",
    {
      listAll: "list_floating_ips_actions",
      getOne: "get_floating_ips_action",
      listFor: "list_floating_ip_actions",
      getFor: "get_floating_ip_action",
    },
    (context, id) => {
      requireOwned(context, COLLECTIONS.floatingIps, "floating_ip", id);
    },
  ),
};
