import type { RequestBody, ResponseBody, Schemas } from "../api-types.js";
import { notFound } from "../http/api-error.js";
import type { HandlerTable, RequestContext } from "../http/operation-handler.js";
import { filterByValues, listResponse } from "../list/list-response.js";
import { actionListingHandlers } from "./action-listings.js";
import { COLLECTIONS, type ImageRecord } from "./records.js";
import {
  assertDeletable,
  assertNotLocked,
  findOwned,
  ownedRecords,
  pathId,
  startAction,
  unsupported,
  viewAction,
} from "./shared.js";

type Image = Schemas["Image"];

export function viewImage(record: ImageRecord): Image {
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    name: null,
    description: record.description,
    image_size: record.imageSize,
    disk_size: record.diskSize,
    created: record.created,
    created_from: record.createdFrom,
    bound_to: record.boundTo,
    os_flavor: record.osFlavor,
    os_version: record.osVersion,
    rapid_deploy: false,
    protection: record.protection,
    deprecated: null,
    deleted: null,
    labels: record.labels,
    architecture: record.architecture,
  };
}

/** System/app images of the catalog plus the project's snapshots and backups. */
export function visibleImages(context: RequestContext): Image[] {
  return [
    ...context.services.catalog.images,
    ...ownedRecords<ImageRecord>(context, COLLECTIONS.images).map(viewImage),
  ];
}

function findImage(context: RequestContext, id = pathId(context)): Image {
  const image = visibleImages(context).find((entry) => entry.id === id);
  if (!image) throw notFound("image", id);
  return image;
}

function ownImage(context: RequestContext): ImageRecord {
  const id = pathId(context);
  const record = findOwned<ImageRecord>(context, COLLECTIONS.images, id);
  if (record) return record;
  findImage(context, id);
  throw unsupported(`image ${id} is provided by the service and cannot be changed`);
}

export const imageHandlers: HandlerTable = {
  list_images: (context) => {
    const query = context.query;
    let images = visibleImages(context);
    if (query.include_deprecated !== true)
      images = images.filter((image) => image.deprecated === null);
    images = filterByValues(images, query.type, (image) => image.type);
    images = filterByValues(images, query.status, (image) => image.status);
    images = filterByValues(images, query.bound_to, (image) => image.bound_to);
    if (typeof query.architecture === "string") {
      images = images.filter((image) => image.architecture === query.architecture);
    }
    return listResponse(context, "images", images);
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
  change_image_protection: (context) => {
    const record = ownImage(context);
    assertNotLocked(context, "image", record.id);
    const body = context.body as RequestBody<"change_image_protection">;
    if (typeof body.delete === "boolean") record.protection = { delete: body.delete };
    context.services.store.put(COLLECTIONS.images, record);
    const action = startAction(context, "change_protection", [{ id: record.id, type: "image" }]);
    return {
      status: 201,
      body: {
        action: viewAction(context, action),
      } satisfies ResponseBody<"change_image_protection">,
    };
  },
  ...actionListingHandlers(
    "image",
    {
      listAll: "list_images_actions",
      getOne: "get_images_action",
      listFor: "list_image_actions",
      getFor: "get_image_action",
    },
    (context, id) => {
      findImage(context, id);
    },
  ),
};
