import { catalogOf } from "../catalog/lookups.js";
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
    deprecation: null,
    deleted: null,
    labels: record.labels,
    architecture: record.architecture,
  };
}

/** One visible image by id: the project's own, or one of the catalog's. */
export function visibleImage(context: AnyRequest, id: number): Image | undefined {
  const record = findOwned<ImageRecord>(context, COLLECTIONS.images, id);
  if (record) return viewImage(record);
  return catalogOf(context).images.find((image) => image.id === id);
}
