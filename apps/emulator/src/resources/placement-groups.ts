import type { Schemas } from "../api-types.js";
import { notFound } from "../http/api-error.js";
import type { HandlerTable, RequestContext } from "../http/operation-handler.js";
import type { Store } from "../store/store.js";
import { COLLECTIONS, type PlacementGroupRecord, type ServerRecord } from "./records.js";
import { findOwned, isoTime, lookupOwned, requireReferenced } from "./shared.js";
import { INDEX } from "./store-indexes.js";

/**
 * This API surface has no `/placement_groups` endpoints, yet servers can join a group
 * (`add_to_placement_group`, `create_server` with `placement_group`). So that those operations
 * can be used as on the real API, every project gets one spread group, seeded at start.
 */
export const SEEDED_PLACEMENT_GROUP_NAME = "default-spread";

export interface SeededPlacementGroup {
  project: string;
  id: number;
  name: string;
}

/**
 * Gives each project that has none its seeded group, in the order given (the order of
 * CLOUD_API_TOKENS). Ids come from the placement groups' own counter, which a state file keeps:
 * on a fresh state the first project's group is 1, the second's 2, ...; a project added to
 * CLOUD_API_TOKENS later gets the next id, and restarts never re-seed or renumber.
 */
export function seedPlacementGroups(
  store: Store,
  projects: readonly string[],
  nowMs: number,
): SeededPlacementGroup[] {
  return [...new Set(projects)].map((project) => {
    const existing = store
      .listOwned<PlacementGroupRecord>(COLLECTIONS.placementGroups, project)
      .find((group) => group.name === SEEDED_PLACEMENT_GROUP_NAME);
    if (existing) return { project, id: existing.id, name: existing.name };
    const record: PlacementGroupRecord = {
      id: store.nextId(COLLECTIONS.placementGroups),
      project,
      name: SEEDED_PLACEMENT_GROUP_NAME,
      type: "spread",
      labels: {},
      created: isoTime(nowMs),
    };
    store.put(COLLECTIONS.placementGroups, record);
    return { project, id: record.id, name: record.name };
  });
}

/** Ids of the project's servers in the group, ascending. */
function memberIds(context: RequestContext, groupId: number): number[] {
  return lookupOwned<ServerRecord>(context, COLLECTIONS.servers, INDEX.placementGroup, groupId).map(
    (server) => server.id,
  );
}

export function viewPlacementGroup(
  context: RequestContext,
  record: PlacementGroupRecord,
): Schemas["PlacementGroup"] {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    type: record.type,
    created: record.created,
    servers: memberIds(context, record.id),
  };
}

/** The caller's group with this id (another project's id is unknown, as for every resource). */
export function findPlacementGroup(
  context: RequestContext,
  id: number,
): PlacementGroupRecord | undefined {
  return findOwned<PlacementGroupRecord>(context, COLLECTIONS.placementGroups, id);
}

/** The target of `add_to_placement_group`: 404 not_found when the project has no such group. */
export function requirePlacementGroup(context: RequestContext, id: number): PlacementGroupRecord {
  const group = findPlacementGroup(context, id);
  if (!group) throw notFound("placement_group", id);
  return group;
}

/** A group named in a create body: 422 invalid_input naming the field when unknown. */
export function referencedPlacementGroup(
  context: RequestContext,
  id: number,
  field: string,
): PlacementGroupRecord {
  return requireReferenced<PlacementGroupRecord>(
    context,
    COLLECTIONS.placementGroups,
    "placement group",
    id,
    field,
  );
}

/** The `/placement_groups` operations (issue 18); filled in with the family's CRUD. */
export const placementGroupHandlers: HandlerTable = {};
