import { rememberJson } from "../http/json-body.js";
import type { Store } from "../store/store.js";

/**
 * API views of records, with their JSON text, kept while the store is unchanged. A list page
 * of 25 servers is ~68 kB of JSON built from ~25 records and the catalog; polling the same list
 * (what automation waiting for a state does) rebuilt and serialized every view each time. Any
 * change to any record drops every cached view, so a view never outlives what it was built
 * from, whichever other records it reads (volumes, IPs, firewalls, actions and locks are all
 * records). Only for views that depend on records alone: not on the clock (action progress).
 */
export class ViewCache {
  private version = -1;
  private readonly byKind = new Map<string, WeakMap<object, object>>();

  constructor(private readonly store: Pick<Store, "version">) {}

  view<T extends object, V extends object>(kind: string, record: T, build: (record: T) => V): V {
    if (this.store.version !== this.version) {
      this.version = this.store.version;
      this.byKind.clear();
    }
    let views = this.byKind.get(kind);
    if (!views) {
      views = new WeakMap();
      this.byKind.set(kind, views);
    }
    let view = views.get(record) as V | undefined;
    if (!view) {
      view = build(record);
      rememberJson(view);
      views.set(record, view);
    }
    return view;
  }
}
