import type { AnyRequest, Schemas } from "../kit/operation.js";
import { locationById, type VolumeRecord } from "./domain.js";
export function viewVolume(context: AnyRequest, record: VolumeRecord): Schemas["Volume"] {
  return {
    id: record.id,
    created: record.created,
    name: record.name,
    server: record.serverId,
    location: locationById(context, record.locationId),
    size: record.size,
    linux_device: `/dev/disk/by-id/scsi-0HC_Volume_${record.id}`,
    protection: record.protection,
    labels: record.labels,
    status: record.status,
    format: record.format,
  };
}
