// The Hetzner API's Storage Boxes (mount `/hetzner/v1`): boxes, their subaccounts and snapshots,
// and the actions they start on the SHARED action engine, so that the Cloud API's `/actions`
// reads them too (spec/DECISIONS.md, Hetzner API row 1). The rules the facts leave open are the
// spec's decisions (rows 2 to 19); the emulator's own are in apps/emulator/DECISIONS.md.
import { ApiError, invalidField } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { idOrName } from "../kit/id-or-name.js";
import { labelSelectorOrError, matchesLabels } from "../kit/label-selector.js";
import { listResponse } from "../kit/list-response.js";
import { applyNameAndLabels } from "../kit/named-record-handlers.js";
import type { AnyRequest, HandlerResult } from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import { assertDeletable } from "../kit/protection.js";
import {
  type ActionEffect,
  type ActionResource,
  actionCreated,
  assertNotLocked,
  startAction,
  viewAction,
} from "../kit/record-actions.js";
import { parseSort, sortItems } from "../kit/sort.js";
import {
  findSnapshot,
  findSubaccount,
  locationOf,
  SNAPSHOT_TYPE,
  SUBACCOUNT_TYPE,
  snapshotsOf,
  storageBoxes,
  subaccountsOf,
} from "./domain.js";
import type { HetznerHandlerTable } from "./operation.js";
import type {
  BoxAccessSettings,
  StorageBoxRecord,
  StorageBoxSnapshotRecord,
  StorageBoxSubaccountRecord,
  SubaccountAccessSettings,
} from "./records.js";
import {
  resolveStorageBoxType,
  STORAGE_BOX_LOCATIONS,
  STORAGE_BOX_TYPES,
  storageBoxTypeById,
} from "./storage-box-types.js";
import { viewSnapshot, viewStorageBox, viewSubaccount } from "./views.js";

const BOX = storageBoxes.type;

function boxResource(box: StorageBoxRecord): ActionResource {
  return { id: box.id, type: BOX };
}

/** A box action: the box must not be locked by a running one (423 `locked`). */
function boxAction(
  context: AnyRequest,
  box: StorageBoxRecord,
  command: string,
  effects: ActionEffect[] = [],
  extra: ActionResource[] = [],
): HandlerResult {
  assertNotLocked(context, BOX, box.id);
  for (const resource of extra) assertNotLocked(context, resource.type, resource.id);
  return actionCreated(
    context,
    startAction(context, command, [boxResource(box), ...extra], effects),
  );
}

/**
 * Deleting a subaccount or a snapshot is not refused while another action runs on the box, and
 * holds no lock on it (decision "Storage Box subaccounts, snapshots and locks"): only the item
 * itself must be free.
 */
function itemDeletion(
  context: AnyRequest,
  box: StorageBoxRecord,
  command: "delete_subaccount" | "delete_snapshot",
  effect: ActionEffect,
  item: ActionResource,
): HandlerResult {
  assertNotLocked(context, item.type, item.id);
  return actionCreated(context, startAction(context, command, [boxResource(box), item], [effect]));
}

function patchBox(box: StorageBoxRecord, patch: Partial<StorageBoxRecord>): ActionEffect {
  return { op: "patch", collection: COLLECTIONS.storageBoxes, id: box.id, patch };
}

function limitExceeded(limit: string, message: string): ApiError {
  return new ApiError(403, "resource_limit_exceeded", message, { limits: [{ name: limit }] });
}

/** `.`, `./x`, `x` and `/x` name the same folder; `..` is refused (DECISIONS row 9). */
function normalizeFolder(path: string, field: string): string {
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) throw invalidField(field, "must not contain a '..' segment");
  return segments.join("/");
}

/** A home directory: relative, no `..` segment (DECISIONS row 6). */
function homeDirectory(value: string): string {
  if (value.startsWith("/")) throw invalidField("home_directory", "must not start with '/'");
  const normalized = normalizeFolder(value, "home_directory");
  if (normalized === "") throw invalidField("home_directory", "must name a directory");
  return normalized;
}

/** The children lists (subaccounts, snapshots): filters and sort, no pages, no `meta`. */
function childList<T extends { id: number; name: string; labels: Record<string, string> }>(
  context: AnyRequest & {
    query?: { name?: string; label_selector?: string; sort?: readonly string[] };
  },
  items: readonly T[],
): T[] {
  const query = context.query ?? {};
  let matching = [...items];
  if (typeof query.name === "string")
    matching = matching.filter((item) => item.name === query.name);
  if (typeof query.label_selector === "string") {
    const requirements = labelSelectorOrError(query.label_selector);
    matching = matching.filter((item) => matchesLabels(item.labels, requirements));
  }
  const keys = parseSort(
    Array.isArray(query.sort) ? query.sort.map(String) : [],
    context.operation.sortFields ?? ["id"],
  );
  return [...sortItems(matching, keys)];
}

/** The snapshot name of a time: UTC `YYYY-MM-DDTHH-MM-SS`, `-2`, `-3`... in the same second. */
function snapshotName(context: AnyRequest, box: number): string {
  const base = new Date(context.nowMs).toISOString().slice(0, 19).replace(/:/g, "-");
  const taken = new Set(snapshotsOf(context, box).map((snapshot) => snapshot.name));
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

function boxAccessSettings(
  given: Partial<BoxAccessSettings> | undefined,
  current?: BoxAccessSettings,
): BoxAccessSettings {
  const base = current ?? {
    reachable_externally: false,
    samba_enabled: false,
    ssh_enabled: false,
    webdav_enabled: false,
    zfs_enabled: false,
  };
  return { ...base, ...given };
}

function subaccountAccessSettings(
  given: Partial<SubaccountAccessSettings> | undefined,
  current?: SubaccountAccessSettings,
): SubaccountAccessSettings {
  const base = current ?? {
    reachable_externally: false,
    samba_enabled: false,
    ssh_enabled: false,
    webdav_enabled: false,
    readonly: false,
  };
  return { ...base, ...given };
}

function subaccountIn(context: AnyRequest & { params: { id: number; subaccount_id: number } }): {
  box: StorageBoxRecord;
  subaccount: StorageBoxSubaccountRecord;
} {
  const box = storageBoxes.find(context, context.params.id);
  return { box, subaccount: findSubaccount(context, box.id, context.params.subaccount_id) };
}

function snapshotIn(context: AnyRequest & { params: { id: number; snapshot_id: number } }): {
  box: StorageBoxRecord;
  snapshot: StorageBoxSnapshotRecord;
} {
  const box = storageBoxes.find(context, context.params.id);
  return { box, snapshot: findSnapshot(context, box.id, context.params.snapshot_id) };
}

function subaccountResource(subaccount: StorageBoxSubaccountRecord): ActionResource {
  return { id: subaccount.id, type: SUBACCOUNT_TYPE };
}

export const storageBoxHandlers = {
  list_storage_box_types: (context) =>
    listResponse(context, "storage_box_types", STORAGE_BOX_TYPES, { view: (type) => type }),
  get_storage_box_type: (context) => ({
    status: 200,
    body: { storage_box_type: storageBoxTypeById(context.params.id) },
  }),

  list_storage_boxes: (context) =>
    listResponse(context, "storage_boxes", storageBoxes.list(context), {
      view: (record) => viewStorageBox(context, record),
    }),
  create_storage_box: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.storageBoxes, "Storage Box", body.name);
    const location = locationOf(context, body.location, "location");
    if (!STORAGE_BOX_LOCATIONS.includes(location.name)) {
      throw invalidField(
        "location",
        `Storage Boxes are not sold in ${location.name}; use one of ${STORAGE_BOX_LOCATIONS.join(", ")}`,
      );
    }
    const type = resolveStorageBoxType(body.storage_box_type, "storage_box_type");
    const id = context.services.store.nextId(COLLECTIONS.storageBoxes);
    const record: StorageBoxRecord = {
      id,
      project: context.project,
      name: body.name,
      typeId: type.id,
      locationId: location.id,
      accessSettings: boxAccessSettings(body.access_settings),
      snapshotPlan: null,
      protection: { delete: false },
      labels: body.labels ?? {},
      status: "initializing",
      username: null,
      server: null,
      system: null,
      nextSubaccount: 1,
      created: isoTime(context.nowMs),
    };
    storageBoxes.put(context, record);
    const username = `u${id}`;
    const action = startAction(
      context,
      "create",
      [boxResource(record)],
      [
        patchBox(record, {
          status: "active",
          username,
          server: `${username}.your-storagebox.de`,
          system: `${location.name.replace(/\d+$/, "").toUpperCase()}1-BX${100 + (id % 900)}`,
        }),
      ],
    );
    return {
      status: 201,
      body: {
        storage_box: viewStorageBox(context, record),
        action: viewAction(context, action),
      },
    };
  },
  get_storage_box: (context) => ({
    status: 200,
    body: { storage_box: viewStorageBox(context, storageBoxes.find(context)) },
  }),
  update_storage_box: (context) => {
    const record = storageBoxes.find(context);
    applyNameAndLabels(context, COLLECTIONS.storageBoxes, "Storage Box", record, context.body);
    storageBoxes.put(context, record);
    return { status: 200, body: { storage_box: viewStorageBox(context, record) } };
  },
  delete_storage_box: (context) => {
    const box = storageBoxes.find(context);
    assertDeletable(BOX, box);
    // The box, its subaccounts and its snapshots go when the action ends (DECISIONS row 12).
    const effects: ActionEffect[] = [
      ...subaccountsOf(context, box.id).map(
        (subaccount): ActionEffect => ({
          op: "remove",
          collection: COLLECTIONS.storageBoxSubaccounts,
          id: subaccount.id,
        }),
      ),
      ...snapshotsOf(context, box.id).map(
        (snapshot): ActionEffect => ({
          op: "remove",
          collection: COLLECTIONS.storageBoxSnapshots,
          id: snapshot.id,
        }),
      ),
      { op: "remove", collection: COLLECTIONS.storageBoxes, id: box.id },
    ];
    return boxAction(context, box, "delete", effects);
  },
  list_storage_box_folders: (context) => {
    const box = storageBoxes.find(context);
    const path = normalizeFolder(
      typeof context.query.path === "string" ? context.query.path : ".",
      "path",
    );
    // The folders are the subaccounts' home directories and every folder above them.
    const folders = new Set<string>();
    for (const subaccount of subaccountsOf(context, box.id)) {
      const segments = subaccount.homeDirectory.split("/");
      for (let end = 1; end <= segments.length; end += 1) {
        folders.add(segments.slice(0, end).join("/"));
      }
    }
    if (path !== "" && !folders.has(path)) {
      throw new ApiError(404, "not_found", `folder '${path}' not found in Storage Box ${box.id}`);
    }
    const depth = path === "" ? 1 : path.split("/").length + 1;
    const children = [...folders]
      .filter(
        (folder) =>
          folder.split("/").length === depth && (path === "" || folder.startsWith(`${path}/`)),
      )
      .map((folder) => folder.split("/").at(-1) as string)
      .sort();
    return { status: 200, body: { folders: children } };
  },

  ...actionListingHandlers(storageBoxes, byPathId(storageBoxes)),

  change_storage_box_protection: (context) => {
    const box = storageBoxes.find(context);
    assertNotLocked(context, BOX, box.id);
    if (typeof context.body.delete === "boolean") box.protection = { delete: context.body.delete };
    storageBoxes.put(context, box);
    return boxAction(context, box, "change_protection");
  },
  change_storage_box_type: (context) => {
    const box = storageBoxes.find(context);
    const type = resolveStorageBoxType(context.body.storage_box_type, "storage_box_type");
    if (type.id === box.typeId) {
      throw invalidField("storage_box_type", `the Storage Box already is a ${type.name}`);
    }
    const snapshots = snapshotsOf(context, box.id).filter((snapshot) => !snapshot.isAutomatic);
    if (
      subaccountsOf(context, box.id).length > type.subaccounts_limit ||
      (type.snapshot_limit !== null && snapshots.length > type.snapshot_limit)
    ) {
      throw invalidField(
        "storage_box_type",
        `${type.name} allows ${type.subaccounts_limit} subaccounts and ${type.snapshot_limit} snapshots; the Storage Box has more`,
      );
    }
    assertNotLocked(context, BOX, box.id);
    // Locked until the change ends (an action of no duration ends at once, restoring `active`).
    box.status = "locked";
    storageBoxes.put(context, box);
    return boxAction(context, box, "change_type", [
      patchBox(box, { status: "active", typeId: type.id }),
    ]);
  },
  reset_storage_box_password: (context) =>
    // The password is checked by the schema and then forgotten: it is never stored or shown.
    boxAction(context, storageBoxes.find(context), "reset_password"),
  update_storage_box_access_settings: (context) => {
    const box = storageBoxes.find(context);
    return boxAction(context, box, "update_access_settings", [
      patchBox(box, { accessSettings: boxAccessSettings(context.body, box.accessSettings) }),
    ]);
  },
  rollback_storage_box_snapshot: (context) => {
    const box = storageBoxes.find(context);
    const snapshots = snapshotsOf(context, box.id);
    const target = idOrName(snapshots, context.body.snapshot);
    if (!target) {
      throw invalidField(
        "snapshot",
        `snapshot '${context.body.snapshot}' not found in this Storage Box`,
      );
    }
    // The target stays; every newer snapshot goes (DECISIONS row 13).
    const newer = snapshots.filter((snapshot) => snapshot.id > target.id);
    assertNotLocked(context, BOX, box.id);
    box.status = "locked";
    storageBoxes.put(context, box);
    return boxAction(
      context,
      box,
      "rollback_snapshot",
      [
        ...newer.map(
          (snapshot): ActionEffect => ({
            op: "remove",
            collection: COLLECTIONS.storageBoxSnapshots,
            id: snapshot.id,
          }),
        ),
        patchBox(box, { status: "active" }),
      ],
      [{ id: target.id, type: SNAPSHOT_TYPE }],
    );
  },
  disable_storage_box_snapshot_plan: (context) => {
    const box = storageBoxes.find(context);
    return boxAction(context, box, "disable_snapshot_plan", [
      patchBox(box, { snapshotPlan: null }),
    ]);
  },
  enable_storage_box_snapshot_plan: (context) => {
    const box = storageBoxes.find(context);
    const body = context.body;
    const limit = storageBoxTypeById(box.typeId).automatic_snapshot_limit;
    if (limit !== null && body.max_snapshots > limit) {
      throw invalidField("max_snapshots", `must be at most ${limit} for this Storage Box's type`);
    }
    return boxAction(context, box, "enable_snapshot_plan", [
      patchBox(box, {
        snapshotPlan: {
          max_snapshots: body.max_snapshots,
          minute: body.minute,
          hour: body.hour,
          day_of_week: body.day_of_week ?? null,
          day_of_month: body.day_of_month ?? null,
        },
      }),
    ]);
  },

  list_storage_box_subaccounts: (context) => {
    const box = storageBoxes.find(context);
    let subaccounts = subaccountsOf(context, box.id);
    const username = context.query.username;
    if (typeof username === "string") {
      subaccounts = subaccounts.filter((subaccount) => subaccount.username === username);
    }
    return {
      status: 200,
      body: { subaccounts: childList(context, subaccounts).map(viewSubaccount) },
    };
  },
  create_storage_box_subaccount: (context) => {
    const box = storageBoxes.find(context);
    assertNotLocked(context, BOX, box.id);
    const body = context.body;
    const existing = subaccountsOf(context, box.id);
    const limit = storageBoxTypeById(box.typeId).subaccounts_limit;
    if (existing.length >= limit) {
      throw limitExceeded(
        "subaccounts",
        `Storage Box ${box.id} has ${limit} subaccounts, the limit of its type`,
      );
    }
    const username = `${box.username ?? `u${box.id}`}-sub${box.nextSubaccount}`;
    const name = body.name ?? username;
    if (existing.some((subaccount) => subaccount.name === name)) {
      throw new ApiError(409, "uniqueness_error", "subaccount name is already used", {
        fields: [{ name: "name" }],
      });
    }
    const subaccount: StorageBoxSubaccountRecord = {
      id: context.services.store.nextId(COLLECTIONS.storageBoxSubaccounts),
      project: context.project,
      storageBox: box.id,
      name,
      username,
      server: `${username}.your-storagebox.de`,
      homeDirectory: homeDirectory(body.home_directory),
      accessSettings: subaccountAccessSettings(body.access_settings),
      description: body.description ?? "",
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
    };
    box.nextSubaccount += 1;
    storageBoxes.put(context, box);
    context.services.store.put(COLLECTIONS.storageBoxSubaccounts, subaccount);
    const action = startAction(context, "create_subaccount", [
      boxResource(box),
      subaccountResource(subaccount),
    ]);
    return {
      status: 201,
      body: {
        subaccount: { id: subaccount.id, storage_box: box.id },
        action: viewAction(context, action),
      },
    };
  },
  get_storage_box_subaccount: (context) => ({
    status: 200,
    body: { subaccount: viewSubaccount(subaccountIn(context).subaccount) },
  }),
  update_storage_box_subaccount: (context) => {
    const { box, subaccount } = subaccountIn(context);
    const body = context.body;
    if (typeof body.name === "string" && body.name !== subaccount.name) {
      if (subaccountsOf(context, box.id).some((other) => other.name === body.name)) {
        throw new ApiError(409, "uniqueness_error", "subaccount name is already used", {
          fields: [{ name: "name" }],
        });
      }
      subaccount.name = body.name;
    }
    if (typeof body.description === "string") subaccount.description = body.description;
    if (body.labels) subaccount.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.storageBoxSubaccounts, subaccount);
    return { status: 200, body: { subaccount: viewSubaccount(subaccount) } };
  },
  delete_storage_box_subaccount: (context) => {
    const { box, subaccount } = subaccountIn(context);
    return itemDeletion(
      context,
      box,
      "delete_subaccount",
      { op: "remove", collection: COLLECTIONS.storageBoxSubaccounts, id: subaccount.id },
      subaccountResource(subaccount),
    );
  },
  change_storage_box_subaccount_home_directory: (context) => {
    const { box, subaccount } = subaccountIn(context);
    const directory = homeDirectory(context.body.home_directory);
    return boxAction(
      context,
      box,
      "change_home_directory",
      [
        {
          op: "patch",
          collection: COLLECTIONS.storageBoxSubaccounts,
          id: subaccount.id,
          patch: { homeDirectory: directory },
        },
      ],
      [subaccountResource(subaccount)],
    );
  },
  reset_storage_box_subaccount_password: (context) => {
    const { box, subaccount } = subaccountIn(context);
    return boxAction(
      context,
      box,
      "reset_subaccount_password",
      [],
      [subaccountResource(subaccount)],
    );
  },
  update_storage_box_subaccount_access_settings: (context) => {
    const { box, subaccount } = subaccountIn(context);
    return boxAction(
      context,
      box,
      "update_access_settings",
      [
        {
          op: "patch",
          collection: COLLECTIONS.storageBoxSubaccounts,
          id: subaccount.id,
          patch: {
            accessSettings: subaccountAccessSettings(context.body, subaccount.accessSettings),
          },
        },
      ],
      [subaccountResource(subaccount)],
    );
  },

  list_storage_box_snapshots: (context) => {
    const box = storageBoxes.find(context);
    let snapshots = snapshotsOf(context, box.id);
    const automatic = context.query.is_automatic;
    if (typeof automatic === "boolean") {
      snapshots = snapshots.filter((snapshot) => snapshot.isAutomatic === automatic);
    }
    return { status: 200, body: { snapshots: childList(context, snapshots).map(viewSnapshot) } };
  },
  create_storage_box_snapshot: (context) => {
    const box = storageBoxes.find(context);
    assertNotLocked(context, BOX, box.id);
    const limit = storageBoxTypeById(box.typeId).snapshot_limit;
    const manual = snapshotsOf(context, box.id).filter((snapshot) => !snapshot.isAutomatic);
    if (limit !== null && manual.length >= limit) {
      throw limitExceeded(
        "snapshots",
        `Storage Box ${box.id} has ${limit} snapshots, the limit of its type`,
      );
    }
    const body = context.body;
    const snapshot: StorageBoxSnapshotRecord = {
      id: context.services.store.nextId(COLLECTIONS.storageBoxSnapshots),
      project: context.project,
      storageBox: box.id,
      name: snapshotName(context, box.id),
      description: body.description ?? "",
      isAutomatic: false,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
    };
    context.services.store.put(COLLECTIONS.storageBoxSnapshots, snapshot);
    const action = startAction(context, "create_snapshot", [
      boxResource(box),
      { id: snapshot.id, type: SNAPSHOT_TYPE },
    ]);
    return {
      status: 201,
      body: {
        snapshot: { id: snapshot.id, storage_box: box.id },
        action: viewAction(context, action),
      },
    };
  },
  get_storage_box_snapshot: (context) => ({
    status: 200,
    body: { snapshot: viewSnapshot(snapshotIn(context).snapshot) },
  }),
  update_storage_box_snapshot: (context) => {
    const { snapshot } = snapshotIn(context);
    const body = context.body;
    if (typeof body.description === "string") snapshot.description = body.description;
    if (body.labels) snapshot.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.storageBoxSnapshots, snapshot);
    return { status: 200, body: { snapshot: viewSnapshot(snapshot) } };
  },
  delete_storage_box_snapshot: (context) => {
    const { box, snapshot } = snapshotIn(context);
    return itemDeletion(
      context,
      box,
      "delete_snapshot",
      { op: "remove", collection: COLLECTIONS.storageBoxSnapshots, id: snapshot.id },
      { id: snapshot.id, type: SNAPSHOT_TYPE },
    );
  },
} satisfies HetznerHandlerTable;
