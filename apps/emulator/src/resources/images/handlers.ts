import { notFound } from "../../http/api-error.js";
import type { HandlerTable, RequestContext } from "../../http/operation-handler.js";
import { actionListingHandlers } from "../kit/action-listings.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import type { RequestBody, ResponseBody, Schemas } from "../kit/operation.js";
import { findOwned, ownedRecords, pathId } from "../kit/owned-records.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import type { ResourceKind } from "../kit/resource-kind.js";
import { unsupported } from "../kit/unsupported-error.js";
import type { ImageRecord } from "./records.js";
import { viewImage, visibleImage } from "./views.js";

type Image = Schemas["Image"];

function findImage(context: RequestContext, id = pathId(context)): Image {
  const image = visibleImage(context, id);
  if (!image) throw notFound("image", id);
  return image;
}

/** A list entry: a catalog image (already an API object) or one of the project's records. */
type ImageEntry = Image | ImageRecord;

function isProjectImage(entry: ImageEntry): entry is ImageRecord {
  return "project" in entry;
}

/** Reads list filters and sort keys by their API names from either kind of entry. */
function imageField(entry: ImageEntry, field: string): string | number | boolean | null {
  if (!isProjectImage(entry)) {
    const value = (entry as Record<string, unknown>)[field];
    return typeof value === "object" ? null : (value as string | number | boolean);
  }
  switch (field) {
    case "id":
      return entry.id;
    case "created":
      return entry.created;
    case "type":
      return entry.type;
    case "status":
      return entry.status;
    case "bound_to":
      return entry.boundTo;
    case "architecture":
      return entry.architecture;
    default:
      // Snapshots and backups have no name and are never deprecated.
      return null;
  }
}

function ownImage(context: RequestContext): ImageRecord {
  const id = pathId(context);
  const record = findOwned<ImageRecord>(context, COLLECTIONS.images, id);
  if (record) return record;
  findImage(context, id);
  throw unsupported(`image ${id} is provided by the service and cannot be changed`);
}

/** Only the project's own images can be changed; the catalog's are read-only. */
const IMAGE: ResourceKind<ImageRecord> = {
  collection: COLLECTIONS.images,
  type: "image",
  label: "image",
  find: (context) => ownImage(context),
};

export const imageHandlers: HandlerTable = {
  list_images: (context) => {
    const query = context.query;
    let images: readonly ImageEntry[] = [
      ...context.services.catalog.images,
      ...ownedRecords<ImageRecord>(context, COLLECTIONS.images),
    ];
    if (query.include_deprecated !== true)
      images = images.filter((image) => imageField(image, "deprecated") === null);
    for (const field of ["type", "status", "bound_to"]) {
      images = filterByValues(images, query[field], (image) => imageField(image, field));
    }
    if (typeof query.architecture === "string") {
      images = images.filter((image) => imageField(image, "architecture") === query.architecture);
    }
    return listResponse(context, "images", images, {
      view: (image) => (isProjectImage(image) ? viewImage(image) : image),
      read: imageField,
    });
  },
  get_image: (context) => ({
    status: 200,
    body: { image: findImage(context) } satisfies ResponseBody<"get_image">,
  }),
  update_image: (context) => {
    const record = ownImage(context);
    const body = context.body as RequestBody<"update_image">;
    if (typeof body.description === "string") record.description = body.description;
    if (body.type === "snapshot") {
      record.type = "snapshot";
      record.boundTo = null;
    }
    if (body.labels) record.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.images, record);
    return {
      status: 200,
      body: { image: viewImage(record) } satisfies ResponseBody<"update_image">,
    };
  },
  delete_image: (context) => {
    const record = ownImage(context);
    assertDeletable("image", record);
    context.services.store.remove(COLLECTIONS.images, record.id);
    return { status: 204 };
  },
  change_image_protection: changeDeleteProtectionHandler(IMAGE),
  ...actionListingHandlers(IMAGE, (context, id) => {
    findImage(context, id);
  }),
};
