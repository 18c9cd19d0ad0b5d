import type { StoredRecord } from "../../store/store.js";
import type { DnsPtrEntry } from "../kit/ip-addresses.js";

export interface PrimaryIpRecord extends StoredRecord {
  name: string;
  labels: Record<string, string>;
  created: string;
  locationId: number;
  ip: string;
  type: "ipv4" | "ipv6";
  /** `null`: the IPv4 default entry (see `storedDnsPtr`). */
  dnsPtr: DnsPtrEntry[] | null;
  protection: { delete: boolean };
  autoDelete: boolean;
  assigneeId: number | null;
}
