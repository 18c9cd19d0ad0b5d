import type {
  ActionEffect,
  ActionRecord,
  ActionResource,
  ActionView,
} from "../actions/action-engine.js";
import {
  ApiError,
  invalidField,
  lockedError,
  notFound,
  protectedError,
  uniquenessError,
} from "../http/api-error.js";
import type { RequestContext } from "../http/operation-handler.js";
import type { IndexKey, StoredRecord } from "../store/store.js";
import { INDEX } from "./store-indexes.js";

let lastSecond = Number.NaN;
let lastText = "";

export function isoTime(ms: number): string {
  // The same text for every record made in the same second: one string, not thousands.
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    // toISOString always ends in `.sssZ`; the API writes times without the milliseconds.
    lastText = `${new Date(second * 1000).toISOString().slice(0, -5)}Z`;
    lastSecond = second;
  }
  return lastText;
}

export function pathId(context: RequestContext, name = "id"): number {
  return context.params[name] as number;
}

/** A resource of the caller's project; another project's id is 404 exactly like a missing one. */
export function findOwned<T extends StoredRecord>(
  context: RequestContext,
  collection: string,
  id: number,
): T | undefined {
  const record = context.services.store.get<T>(collection, id);
  return record && record.project === context.project ? record : undefined;
}

export function requireOwned<T extends StoredRecord>(
  context: RequestContext,
  collection: string,
  kind: string,
  id = pathId(context),
): T {
  const record = findOwned<T>(context, collection, id);
  if (!record) throw notFound(kind, id);
  return record;
}

/** For ids inside a request body: a missing one is an input problem of that field. */
export function requireReferenced<T extends StoredRecord>(
  context: RequestContext,
  collection: string,
  kind: string,
  id: number,
  field: string,
): T {
  const record = findOwned<T>(context, collection, id);
  if (!record) throw invalidField(field, `${kind} ${id} not found`);
  return record;
}

export function ownedRecords<T extends StoredRecord>(
  context: RequestContext,
  collection: string,
): T[] {
  return context.services.store.listOwned<T>(collection, context.project);
}

/** The caller's records that a store index files under `key` (see store-indexes.ts). */
export function lookupOwned<T extends StoredRecord>(
  context: RequestContext,
  collection: string,
  index: string,
  key: IndexKey,
): T[] {
  return context.services.store.lookup<T>(collection, index, context.project, key);
}

/** 409 uniqueness_error when another record of the project already has `value` in `index`. */
export function assertUniqueIn(
  context: RequestContext,
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
  context: RequestContext,
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

export function assertNotLocked(context: RequestContext, type: string, id: number): void {
  if (context.services.actions.isLocked(type, id)) throw lockedError(type, id);
}

export function assertDeletable(
  kind: string,
  record: { id: number; protection: { delete: boolean } },
): void {
  if (record.protection.delete) throw protectedError(kind, record.id);
}

export function startAction(
  context: RequestContext,
  command: string,
  resources: ActionResource[],
  effects: ActionEffect[] = [],
): ActionRecord {
  return context.services.actions.start(
    context.project,
    command,
    resources,
    effects,
    context.nowMs,
  );
}

export function viewAction(context: RequestContext, action: ActionRecord): ActionView {
  return context.services.actions.view(action, context.nowMs);
}

/** A root or console password (seeded with `CLOUD_API_SEED_RANDOM`, so tests can replay it). */
export function generatePassword(context: RequestContext): string {
  return context.services.random.bytes(12).toString("base64url");
}

/** Applies `name`, `labels` (replacing the set) and other scalar fields of a PUT body. */
export function applyNameAndLabels(
  context: RequestContext,
  collection: string,
  kind: string,
  record: StoredRecord & { name?: string | null; labels: Record<string, string> },
  body: { name?: string | null; labels?: Record<string, string> },
): void {
  if (typeof body.name === "string" && body.name !== record.name) {
    assertUniqueName(context, collection, kind, body.name, record.id);
    record.name = body.name;
  }
  if (body.labels) record.labels = { ...body.labels };
}

export function unsupported(message: string): ApiError {
  return new ApiError(422, "unsupported_error", message);
}

/**
 * How an "ID or name" request value reads (spec `IdOrName`): a JSON integer or a string of
 * decimal digits is an ID (official clients send both), any other string is a name.
 */
export function readIdOrName(value: string | number): { id: number } | { name: string } {
  if (typeof value === "number") return { id: value };
  return /^\d+$/.test(value) ? { id: Number(value) } : { name: value };
}

/** An integer id sent as a number or as canonical digits (spec `ResourceIdOrDigits`). */
export function readId(value: string | number): number {
  return typeof value === "number" ? value : Number(value);
}

export function idOrName<T extends { id: number; name?: string | null }>(
  items: readonly T[],
  value: string | number,
): T | undefined {
  const reference = readIdOrName(value);
  if ("id" in reference) return items.find((item) => item.id === reference.id);
  return items.find((item) => item.name === reference.name);
}
