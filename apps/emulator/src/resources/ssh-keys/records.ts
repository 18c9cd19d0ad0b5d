import type { StoredRecord } from "../../store/store.js";

export interface SshKeyRecord extends StoredRecord {
  name: string;
  fingerprint: string;
  publicKey: string;
  labels: Record<string, string>;
  created: string;
}
