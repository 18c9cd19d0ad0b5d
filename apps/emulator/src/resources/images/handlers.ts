import { notFound } from "../../http/api-error.js";
import { actionListingHandlers } from "../kit/action-listings.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import type {
  AnyRequest,
  HandlerTable,
  RequestWithId,
  ResponseBody,
  Schemas,
} from "../kit/operation.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import type { ResourceKind } from "../kit/resource-kind.js";
import { unsupported } from "../kit/unsupported-error.js";
import { catalogOf, type ImageRecord, images, visibleImage } from "./domain.js";
import { viewImage } from "./views.js";

type Image = Schemas["Image"];

function findImage(context: RequestWithId, id = context.params.id): Image {
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

function ownImage(context: AnyRequest, id: number): ImageRecord {
  const record = images.get(context, id);
  if (record) return record;
  if (!visibleImage(context, id)) throw notFound("image", id);
  throw unsupported(`image ${id} is provided by the service and cannot be changed`);
}

/** Only the project's own images can be changed; the catalog's are read-only. */
function findOwnImage(context: RequestWithId): ImageRecord;
function findOwnImage(context: AnyRequest, id: number): ImageRecord;
function findOwnImage(context: AnyRequest & { params?: { id: number } }, id?: number): ImageRecord {
  return ownImage(context, id ?? context.params?.id ?? Number.NaN);
}

/** The project's images, found as only the project's own can be changed (catalog: 422). */
const IMAGE: ResourceKind<ImageRecord, typeof COLLECTIONS.images, "image"> = {
  ...images,
  find: findOwnImage,
};

export const imageHandlers = {
  list_images: (context) => {
    const query = context.query;
    let entries: readonly ImageEntry[] = [...catalogOf(context).images, ...images.list(context)];
    if (query.include_deprecated !== true)
      entries = entries.filter((image) => imageField(image, "deprecated") === null);
    entries = filterByValues(entries, query.type, (image) => imageField(image, "type"));
    entries = filterByValues(entries, query.status, (image) => imageField(image, "status"));
    entries = filterByValues(entries, query.bound_to, (image) => imageField(image, "bound_to"));
    if (typeof query.architecture === "string") {
      entries = entries.filter((image) => imageField(image, "architecture") === query.architecture);
    }
    return listResponse(context, "images", entries, {
      view: (image) => (isProjectImage(image) ? viewImage(image) : image),
      read: imageField,
    });
  },
  get_image: (context) => ({
    status: 200,
    body: { image: findImage(context) } satisfies ResponseBody<"get_image">,
  }),
  update_image: (context) => {
    const record = findOwnImage(context);
    const body = context.body;
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
    const record = findOwnImage(context);
    assertDeletable("image", record);
    context.services.store.remove(COLLECTIONS.images, record.id);
    return { status: 204 };
  },
  change_image_protection: changeDeleteProtectionHandler(IMAGE),
  ...actionListingHandlers(IMAGE, (context: RequestWithId) => findImage(context).id),
} satisfies Partial<HandlerTable>;
