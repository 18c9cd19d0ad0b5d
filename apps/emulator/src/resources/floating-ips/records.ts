import type { StoredRecord } from "../../store/store.js";
import type { DnsPtrEntry } from "../kit/ip-addresses.js";

export interface FloatingIpRecord extends StoredRecord {
  name: string;
  description: string | null;
  ip: string;
  type: "ipv4" | "ipv6";
  serverId: number | null;
  /** `null`: the IPv4 default entry (see `storedDnsPtr`). */
  dnsPtr: DnsPtrEntry[] | null;
  homeLocationId: number;
  protection: { delete: boolean };
  labels: Record<string, string>;
  created: string;
}
