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
  /**
   * What `assigneeId` names: a server, or a load balancer created on this IP (since
   * 2026-10-05); null when unassigned. Older records without it are upgraded (upgrade.ts).
   */
  assigneeType: "server" | "load_balancer" | null;
}
