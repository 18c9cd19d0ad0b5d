import { COLLECTIONS } from "../kit/collections.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { findOwned } from "../kit/owned-records.js";
import type { ImageRecord } from "./records.js";

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

const catalogImagesById = new WeakMap<readonly Image[], Map<number, Image>>();

/** One visible image by id, without building the others (server views need one each). */
export function visibleImage(context: AnyRequest, id: number): Image | undefined {
  const catalog = context.services.catalog.images;
  let byId = catalogImagesById.get(catalog);
  if (!byId) {
    byId = new Map(catalog.map((image) => [image.id, image]));
    catalogImagesById.set(catalog, byId);
  }
  const record = findOwned<ImageRecord>(context, COLLECTIONS.images, id);
  return record ? viewImage(record) : byId.get(id);
}
