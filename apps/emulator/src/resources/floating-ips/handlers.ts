import { conflictState, invalidInput } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { defaultDnsPtr, publicIpv4, publicIpv6, storedDnsPtr } from "../kit/ip-addresses.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type {
  AnyRequest,
  HandlerResult,
  HandlerTable,
  RequestBody,
  RequestWithId,
  ResponseBody,
} from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import { changeDeleteProtectionHandler } from "../kit/protection.js";
import {
  assignmentOnCreate,
  changeIpDnsPtrHandler,
  deleteUnassignedIpHandler,
} from "../kit/public-ip-handlers.js";
import { actionCreated, assertNotLocked, startAction } from "../kit/record-actions.js";
import { type FloatingIpRecord, floatingIps, referencedServer, resolveLocation } from "./domain.js";
import { viewFloatingIp } from "./views.js";

const FLOATING_IP: NamedKind<FloatingIpRecord, typeof COLLECTIONS.floatingIps, "floating_ip"> = {
  ...floatingIps,
  view: viewFloatingIp,
};
const find = (context: RequestWithId) => FLOATING_IP.find(context);

function unassign(context: AnyRequest, record: FloatingIpRecord): HandlerResult {
  const resources = [{ id: record.id, type: "floating_ip" }];
  if (record.serverId !== null) resources.push({ id: record.serverId, type: "server" });
  record.serverId = null;
  context.services.store.put(COLLECTIONS.floatingIps, record);
  return actionCreated(context, startAction(context, "unassign_floating_ip", resources));
}

export const floatingIpHandlers = {
  list_floating_ips: (context) =>
    listResponse(context, "floating_ips", floatingIps.list(context), {
      view: (record) => viewFloatingIp(context, record),
    }),
  create_floating_ip: (context) => {
    const body = context.body;
    if (body.name !== undefined)
      assertUniqueName(context, COLLECTIONS.floatingIps, "floating IP", body.name);
    let server: ReturnType<typeof referencedServer> | undefined;
    let homeLocationId: number;
    // `server: null` is the same as leaving it out (spec: CreateFloatingIpRequest).
    if (body.server !== undefined && body.server !== null) {
      server = referencedServer(context, body.server, "server");
      assertNotLocked(context, "server", server.id);
      homeLocationId =
        body.home_location !== undefined
          ? resolveLocation(context, body.home_location, "home_location").id
          : server.locationId;
    } else if (body.home_location !== undefined) {
      homeLocationId = resolveLocation(context, body.home_location, "home_location").id;
    } else {
      // Either one will do, so the API names both.
      throw invalidInput([
        { name: "server", messages: ["is required when home_location is not given"] },
        { name: "home_location", messages: ["is required when server is not given"] },
      ]);
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
      dnsPtr: storedDnsPtr(ip, body.type, defaultDnsPtr(ip, body.type)),
      homeLocationId,
      protection: { delete: false },
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
    };
    context.services.store.put(COLLECTIONS.floatingIps, record);
    return {
      status: 201,
      body: {
        floating_ip: viewFloatingIp(context, record),
        action: assignmentOnCreate(context, FLOATING_IP, record, server),
      } satisfies ResponseBody<"create_floating_ip">,
    };
  },
  get_floating_ip: getHandler(FLOATING_IP),
  update_floating_ip: updateHandler(
    FLOATING_IP,
    (record, body: RequestBody<"update_floating_ip">) => {
      if (body.description !== undefined) record.description = body.description;
    },
  ),
  delete_floating_ip: deleteUnassignedIpHandler(FLOATING_IP, (record) =>
    record.serverId === null ? null : `server ${record.serverId}`,
  ),
  assign_floating_ip: (context) => {
    const record = find(context);
    assertNotLocked(context, "floating_ip", record.id);
    const body = context.body;
    // Decision: `server: null` leaves the floating IP unassigned, as the unassign action does.
    if (body.server === null) return unassign(context, record);
    const server = referencedServer(context, body.server, "server");
    if (record.serverId === server.id) {
      throw conflictState(
        "floating_ip_assigned",
        `floating IP ${record.id} is already assigned to server ${server.id}`,
      );
    }
    record.serverId = server.id;
    context.services.store.put(COLLECTIONS.floatingIps, record);
    return actionCreated(
      context,
      startAction(context, "assign_floating_ip", [
        { id: record.id, type: "floating_ip" },
        { id: server.id, type: "server" },
      ]),
    );
  },
  unassign_floating_ip: (context) => {
    const record = find(context);
    assertNotLocked(context, "floating_ip", record.id);
    return unassign(context, record);
  },
  change_floating_ip_dns_ptr: changeIpDnsPtrHandler(FLOATING_IP),
  change_floating_ip_protection: changeDeleteProtectionHandler(FLOATING_IP),
  ...actionListingHandlers(FLOATING_IP, byPathId(FLOATING_IP)),
} satisfies Partial<HandlerTable>;
