import type { IndexDefinition, IndexKey, StoredRecord } from "../../store/store.js";

/** Names of the store's secondary indexes; each family's `indexes.ts` defines its own. */
export const INDEX = {
  /** Unique per project (409 uniqueness_error), so creates and renames need no scan. */
  name: "name",
  /** SSH key fingerprint, unique per project. */
  fingerprint: "fingerprint",
  /**
   * Primary IPs by assignee; floating IPs, volumes and directly applied firewalls by server;
   * load balancers by their server targets.
   */
  server: "server",
  /** Firewalls and load balancers that have at least one label-selector target (key: `true`). */
  selectorTargets: "selector_targets",
  /** Servers and load balancers by the networks they are attached to. */
  network: "network",
  /** Servers by the placement group they are in. */
  placementGroup: "placement_group",
  /** Load balancers by the certificates their https services use (`used_by`, delete checks). */
  certificate: "certificate",
  /** Storage Box subaccounts and snapshots by their box. */
  storageBox: "storage_box",
  /** Actions by the id of each resource they touch (any type: filter by type after). */
  resource: "resource",
} as const;

/** The `name` index of a collection whose records have a name unique per project. */
export function nameIndex(collection: string): IndexDefinition {
  return {
    collection,
    name: INDEX.name,
    keys: (record) => {
      const name = (record as StoredRecord & { name?: unknown }).name;
      return typeof name === "string" ? [name] : [];
    },
  };
}

/** An index over one collection whose records are all `R` (the cast is here, once). */
export function recordIndex<R extends StoredRecord>(
  collection: string,
  name: string,
  keys: (record: R) => readonly IndexKey[],
): IndexDefinition {
  return { collection, name, keys: (record) => keys(record as R) };
}
