import type { RequestContext } from "../../http/operation-handler.js";
import type { StoredRecord } from "../../store/store.js";
import { pathId, requireOwned } from "./owned-records.js";

/** Where a resource kind lives, how the API and messages name it, and how a request finds it. */
export interface ResourceKind<R extends StoredRecord> {
  /** The store collection, also the plural of operation ids (`list_floating_ips_actions`). */
  collection: string;
  /** The singular: resource type in actions, response key, error codes (`floating_ip`). */
  type: string;
  /** How messages name it (`floating IP`). */
  label: string;
  /** The caller's record with the path's `id` (or the given id); 404 when it has none. */
  find: (context: RequestContext, id?: number) => R;
}

/** A kind whose records all live in the store, one project each. */
export function ownedKind<R extends StoredRecord>(
  collection: string,
  type: string,
  label: string,
): ResourceKind<R> {
  return {
    collection,
    type,
    label,
    find: (context, id = pathId(context)) => requireOwned<R>(context, collection, type, id),
  };
}
