import { conflictState, invalidField } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { COLLECTIONS } from "../kit/collections.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type {
  AnyRequest,
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
import { unsupported } from "../kit/unsupported-error.js";
import {
  assignedServer,
  createPrimaryIpRecord,
  loadBalancersOfServer,
  type PrimaryIpRecord,
  primaryIps,
  primaryIpsOfServer,
  referencedServer,
  refuseRemovedDatacenter,
  resolveLocation,
  type ServerRecord,
} from "./domain.js";
import { assigneeOf } from "./indexes.js";
import { viewPrimaryIp } from "./views.js";

/** The checks shared by create-with-assignee and assign. */
function checkAssignable(context: AnyRequest, server: ServerRecord, type: "ipv4" | "ipv6"): void {
  if (server.status !== "off") {
    throw conflictState(
      "server_not_stopped",
      `server ${server.id} must be off to change its primary IPs`,
    );
  }
  if (primaryIpsOfServer(context, server.id).some((record) => record.type === type)) {
    throw conflictState(
      type === "ipv4" ? "server_has_ipv4" : "server_has_ipv6",
      `server ${server.id} already has a primary ${type}`,
    );
  }
}

const PRIMARY_IP: NamedKind<PrimaryIpRecord, typeof COLLECTIONS.primaryIps, "primary_ip"> = {
  ...primaryIps,
  view: viewPrimaryIp,
};
const find = (context: RequestWithId) => PRIMARY_IP.find(context);

export const primaryIpHandlers = {
  list_primary_ips: (context) => {
    let records = primaryIps.list(context);
    if (typeof context.query.ip === "string")
      records = records.filter((record) => record.ip === context.query.ip);
    return listResponse(context, "primary_ips", records, {
      view: (record) => viewPrimaryIp(context, record),
    });
  },
  create_primary_ip: (context) => {
    const body = context.body;
    refuseRemovedDatacenter(context, body);
    assertUniqueName(context, COLLECTIONS.primaryIps, "primary IP", body.name);
    // `assignee_id: null` is the same as leaving it out (spec: CreatePrimaryIpRequest).
    const assigneeId = body.assignee_id ?? undefined;
    let locationId: number;
    let server: ServerRecord | undefined;
    if (assigneeId !== undefined) {
      if (body.location !== undefined)
        throw invalidField("location", "must not be combined with assignee_id");
      server = referencedServer(context, assigneeId, "assignee_id");
      checkAssignable(context, server, body.type);
      assertNotLocked(context, "server", server.id);
      locationId = server.locationId;
    } else if (body.location !== undefined) {
      locationId = resolveLocation(context, body.location, "location").id;
    } else {
      throw invalidField("location", "is required when assignee_id is not given");
    }
    const record = createPrimaryIpRecord(context, {
      name: body.name,
      type: body.type,
      locationId,
      assigneeId: server?.id ?? null,
      autoDelete: body.auto_delete ?? false,
      labels: body.labels,
    });
    return {
      status: 201,
      body: {
        primary_ip: viewPrimaryIp(context, record),
        action: assignmentOnCreate(context, PRIMARY_IP, record, server),
      } satisfies ResponseBody<"create_primary_ip">,
    };
  },
  get_primary_ip: getHandler(PRIMARY_IP),
  update_primary_ip: updateHandler(PRIMARY_IP, (record, body: RequestBody<"update_primary_ip">) => {
    if (typeof body.auto_delete === "boolean") record.autoDelete = body.auto_delete;
  }),
  delete_primary_ip: deleteUnassignedIpHandler(PRIMARY_IP, assigneeOf),
  assign_primary_ip: (context) => {
    const record = find(context);
    const body = context.body;
    assertNotLocked(context, "primary_ip", record.id);
    if (record.assigneeId !== null) {
      throw conflictState(
        "primary_ip_already_assigned",
        `primary IP ${record.id} is already assigned to ${assigneeOf(record)}`,
      );
    }
    const server = referencedServer(context, body.assignee_id, "assignee_id");
    assertNotLocked(context, "server", server.id);
    if (server.locationId !== record.locationId) {
      throw conflictState(
        "primary_ip_datacenter_mismatch",
        `primary IP ${record.id} and server ${server.id} are in different locations`,
      );
    }
    checkAssignable(context, server, record.type);
    record.assigneeId = server.id;
    record.assigneeType = "server";
    primaryIps.put(context, record);
    return actionCreated(
      context,
      startAction(context, "assign_primary_ip", [
        { id: record.id, type: "primary_ip" },
        { id: server.id, type: "server" },
      ]),
    );
  },
  unassign_primary_ip: (context) => {
    const record = find(context);
    assertNotLocked(context, "primary_ip", record.id);
    const resources = [{ id: record.id, type: "primary_ip" }];
    if (record.assigneeType === "load_balancer" && record.assigneeId !== null) {
      // "It stays assigned for the entire lifetime of the Load Balancer" (2026-10-05).
      throw unsupported(
        `primary IP ${record.id} belongs to load balancer ${record.assigneeId} until it is deleted`,
      );
    }
    if (record.assigneeId !== null) {
      const server = assignedServer(context, record.assigneeId);
      if (server) {
        if (loadBalancersOfServer(context, server).length > 0) {
          throw conflictState(
            "server_is_load_balancer_target",
            `server ${server.id} is a load balancer target; remove it from the load balancers first`,
          );
        }
        if (server.status !== "off") {
          throw conflictState(
            "server_not_stopped",
            `server ${server.id} must be off to unassign its primary IP`,
          );
        }
        resources.push({ id: server.id, type: "server" });
      }
      record.assigneeId = null;
      record.assigneeType = null;
      primaryIps.put(context, record);
    }
    return actionCreated(context, startAction(context, "unassign_primary_ip", resources));
  },
  change_primary_ip_dns_ptr: changeIpDnsPtrHandler(PRIMARY_IP),
  change_primary_ip_protection: changeDeleteProtectionHandler(PRIMARY_IP),
  ...actionListingHandlers(PRIMARY_IP, byPathId(PRIMARY_IP)),
} satisfies Partial<HandlerTable>;
