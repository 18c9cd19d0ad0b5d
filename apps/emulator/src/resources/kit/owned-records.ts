// The caller's records: another project's record is invisible (404 exactly like a missing one),
// and names are unique per project.
import { type ApiError, invalidField, notFound, uniquenessError } from "../../http/api-error.js";
import type { IndexKey, StoredRecord } from "../../store/store.js";
import { INDEX } from "./index-names.js";
import type { AnyRequest } from "./operation.js";

/** A resource of the caller's project; another project's id is 404 exactly like a missing one. */
export function findOwned<T extends StoredRecord>(
  context: AnyRequest,
  collection: string,
  id: number,
): T | undefined {
  const record = context.services.store.get<T>(collection, id);
  return record && record.project === context.project ? record : undefined;
}

export function requireOwned<T extends StoredRecord>(
  context: AnyRequest,
  collection: string,
  kind: string,
  id: number,
): T {
  const record = findOwned<T>(context, collection, id);
  if (!record) throw notFound(kind, id);
  return record;
}

/** For ids inside a request body: a missing one is an input problem of that field. */
export function requireReferenced<T extends StoredRecord>(
  context: AnyRequest,
  collection: string,
  kind: string,
  id: number,
  field: string,
): T {
  const record = findOwned<T>(context, collection, id);
  if (!record) throw invalidField(field, `${kind} ${id} not found`);
  return record;
}

export function ownedRecords<T extends StoredRecord>(context: AnyRequest, collection: string): T[] {
  return context.services.store.listOwned<T>(collection, context.project);
}

/** The caller's records that a store index files under `key` (each family's `indexes.ts`). */
export function lookupOwned<T extends StoredRecord>(
  context: AnyRequest,
  collection: string,
  index: string,
  key: IndexKey,
): T[] {
  return context.services.store.lookup<T>(collection, index, context.project, key);
}

/** 409 uniqueness_error when another record of the project already has `value` in `index`. */
export function assertUniqueIn(
  context: AnyRequest,
  collection: string,
  index: string,
  value: IndexKey,
  error: () => ApiError,
  exceptId?: number,
): void {
  if (lookupOwned(context, collection, index, value).some((record) => record.id !== exceptId)) {
    throw error();
  }
}

export function assertUniqueName(
  context: AnyRequest,
  collection: string,
  kind: string,
  name: string,
  exceptId?: number,
): void {
  assertUniqueIn(
    context,
    collection,
    INDEX.name,
    name,
    () => uniquenessError("name", kind),
    exceptId,
  );
}
