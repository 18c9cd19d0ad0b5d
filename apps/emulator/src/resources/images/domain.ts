// The images family's domain module. For the other families: an image as a server shows it (the
// project's snapshots and backups, or the catalog's), and an image made from a server. For its
// own handlers and views: the catalog's images.
import { catalogOf, FIRST_PROJECT_IMAGE_ID } from "../catalog/domain.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import type { AnyRequest, RequestBody, Schemas } from "../kit/operation.js";
import { type ActionRecord, startAction } from "../kit/record-actions.js";
import { ownedKind } from "../kit/resource-kind.js";
import type { ImageRecord } from "./records.js";
import { viewImage } from "./views.js";

export type { ImageRecord };
export { catalogOf };

/** The project's own images (snapshots and backups); the catalog's are not stored. */
export const images = ownedKind<ImageRecord, typeof COLLECTIONS.images, "image">(
  COLLECTIONS.images,
  "image",
  "image",
);

/** One visible image by id: the project's own, or one of the catalog's. */
export function visibleImage(context: AnyRequest, id: number): Schemas["Image"] | undefined {
  const record = images.get(context, id);
  if (record) return viewImage(record);
  return catalogOf(context).images.find((image) => image.id === id);
}

/** The server an image is made of, as `create_image` needs it. */
export interface ImageSource {
  id: number;
  name: string;
  imageId: number | null;
  primaryDiskSize: number;
}

/**
 * `create_image` of a server: a snapshot or backup of its disk, `creating` until its action
 * (on the server and the image) ends.
 */
export function createImageOfServer(
  context: AnyRequest,
  server: ImageSource,
  architecture: ImageRecord["architecture"],
  body: NonNullable<RequestBody<"create_server_image">>,
): { image: Schemas["Image"]; action: ActionRecord } {
  const source = server.imageId === null ? undefined : visibleImage(context, server.imageId);
  const type = body.type ?? "snapshot";
  const image: ImageRecord = {
    id: context.services.store.nextId(COLLECTIONS.images, FIRST_PROJECT_IMAGE_ID),
    project: context.project,
    type,
    status: "creating",
    description: body.description ?? `${type} of ${server.name}`,
    imageSize: null,
    diskSize: server.primaryDiskSize,
    created: isoTime(context.nowMs),
    createdFrom: { id: server.id, name: server.name },
    boundTo: type === "backup" ? server.id : null,
    osFlavor: source?.os_flavor ?? "unknown",
    osVersion: source?.os_version ?? null,
    protection: { delete: false },
    labels: body.labels ?? {},
    architecture,
  };
  images.put(context, image);
  const action = startAction(
    context,
    "create_image",
    [
      { id: server.id, type: "server" },
      { id: image.id, type: "image" },
    ],
    [
      {
        op: "patch",
        collection: COLLECTIONS.images,
        id: image.id,
        patch: { status: "available", imageSize: 1.5 },
      },
    ],
  );
  return { image: viewImage(image), action };
}
