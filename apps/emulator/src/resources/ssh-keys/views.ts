import type { Schemas } from "../kit/operation.js";
import type { SshKeyRecord } from "./records.js";
export function viewSshKey(record: SshKeyRecord): Schemas["SshKey"] {
  return {
    id: record.id,
    name: record.name,
    fingerprint: record.fingerprint,
    public_key: record.publicKey,
    labels: record.labels,
    created: record.created,
  };
}
