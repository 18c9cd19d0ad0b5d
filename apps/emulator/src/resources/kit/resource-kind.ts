import type { StoredRecord } from "../../store/store.js";
import type { AnyRequest, RequestWithId } from "./operation.js";
import { requireOwned } from "./owned-records.js";

/** Where a resource kind lives, how the API and messages name it, and how a request finds it. */
export interface ResourceKind<
  R extends StoredRecord,
  C extends string = string,
  T extends string = string,
> {
  /** The store collection, also the plural of operation ids (`list_floating_ips_actions`). */
  collection: C;
  /** The singular: resource type in actions, response key, error codes (`floating_ip`). */
  type: T;
  /** How messages name it (`floating IP`). */
  label: string;
  /** The caller's record with the path's `id` (or the given id); 404 when it has none. */
  find: {
    (context: RequestWithId): R;
    (context: AnyRequest, id: number): R;
  };
}

/** A kind whose records all live in the store, one project each. */
export function ownedKind<R extends StoredRecord, C extends string, T extends string>(
  collection: C,
  type: T,
  label: string,
): ResourceKind<R, C, T> {
  function find(context: RequestWithId): R;
  function find(context: AnyRequest, id: number): R;
  function find(context: AnyRequest & { params?: { id: number } }, id?: number): R {
    return requireOwned<R>(context, collection, type, id ?? context.params?.id ?? Number.NaN);
  }
  return { collection, type, label, find };
}
