import { conflictState } from "../../http/api-error.js";
import type { StoredRecord } from "../../store/store.js";
import type { ActionView } from "../actions/domain.js";
import { viewAction } from "../actions/domain.js";
import { changeDnsPtr, type DnsPtrEntry, dnsPtrEntries, storedDnsPtr } from "./ip-addresses.js";
import type { AnyRequest, HandlerResult, RequestWithId } from "./operation.js";
import { assertDeletable } from "./protection.js";
import { saveWithAction, startAction } from "./record-actions.js";
import type { ResourceKind } from "./resource-kind.js";

/** What primary and floating IPs have in common. */
export interface PublicIpRecord extends StoredRecord {
  ip: string;
  type: "ipv4" | "ipv6";
  dnsPtr: DnsPtrEntry[] | null;
  protection: { delete: boolean };
}

/** `change_dns_ptr` of an IP: sets or resets the reverse DNS entry of one of its addresses. */
export function changeIpDnsPtrHandler<R extends PublicIpRecord>(
  kind: ResourceKind<R>,
): (context: RequestWithId & { body: { ip: string; dns_ptr?: string | null } }) => HandlerResult {
  return (context) => {
    // Not refused while another action runs (decision "Reverse DNS and locks").
    const record = kind.find(context);
    const body = context.body;
    record.dnsPtr = storedDnsPtr(
      record.ip,
      record.type,
      changeDnsPtr(dnsPtrEntries(record), record.ip, record.type, body.ip, body.dns_ptr),
    );
    return saveWithAction(context, kind.collection, kind.type, record, "change_dns_ptr");
  };
}

/** `DELETE` of an IP: refused while protected, and while assigned (the 1 May 2026 rule). */
export function deleteUnassignedIpHandler<R extends PublicIpRecord>(
  kind: ResourceKind<R>,
  assignee: (record: R) => string | null,
): (context: RequestWithId) => HandlerResult {
  return (context) => {
    const record = kind.find(context);
    assertDeletable(kind.type, record);
    const holder = assignee(record);
    if (holder !== null) {
      throw conflictState(
        "must_be_unassigned",
        `${kind.label} ${record.id} is assigned to ${holder}; unassign it first`,
      );
    }
    context.services.store.remove(kind.collection, record.id);
    return { status: 204 };
  };
}

/** An IP created with a server gets an `assign_<type>` action on both; `null` without one. */
export function assignmentOnCreate<R extends PublicIpRecord>(
  context: AnyRequest,
  kind: ResourceKind<R>,
  record: R,
  server: StoredRecord | undefined,
): ActionView | null {
  if (!server) return null;
  const action = startAction(context, `assign_${kind.type}`, [
    { id: record.id, type: kind.type },
    { id: server.id, type: "server" },
  ]);
  return viewAction(context, action);
}
