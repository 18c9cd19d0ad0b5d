import type { Schemas } from "../kit/operation.js";
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
