// A family's typed collection of its records: where they live in the store, how the API and
// messages name them, and the operations on them scoped to the caller's project (another
// project's record is invisible: 404 exactly like a missing one). Each family declares its own
// in its domain module (`<family>/domain.ts`); other families reach its records only through
// that module.
import { invalidField } from "../../http/api-error.js";
import type { IndexKey, StoredRecord } from "../../store/store.js";
import type { AnyRequest, RequestWithId } from "./operation.js";
import { findOwned, lookupOwned, ownedRecords, requireOwned } from "./owned-records.js";

/** Where a resource kind lives, how the API and messages name it, and its records' operations. */
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
  /** The caller's record with this id, if any. */
  get(context: AnyRequest, id: number): R | undefined;
  /** A record a request body names by id in `field`: a missing one is 422 naming the field. */
  referenced(context: AnyRequest, id: number, field: string): R;
  /** The caller's records, in ascending id order. */
  list(context: AnyRequest): R[];
  /** The caller's records an index of the collection files under `key`. */
  lookup(context: AnyRequest, index: string, key: IndexKey): R[];
  /** Stores a new or changed record. */
  put(context: AnyRequest, record: R): void;
  remove(context: AnyRequest, id: number): void;
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
  return {
    collection,
    type,
    label,
    find,
    get: (context, id) => findOwned<R>(context, collection, id),
    referenced(context, id, field) {
      const record = findOwned<R>(context, collection, id);
      if (!record) throw invalidField(field, `${label} ${id} not found`);
      return record;
    },
    list: (context) => ownedRecords<R>(context, collection),
    lookup: (context, index, key) => lookupOwned<R>(context, collection, index, key),
    put: (context, record) => context.services.store.put(collection, record),
    remove: (context, id) => context.services.store.remove(collection, id),
  };
}
