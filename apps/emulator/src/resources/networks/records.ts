import type { StoredRecord } from "../../store/store.js";

export interface SubnetEntry {
  type: "cloud" | "server" | "vswitch";
  ip_range: string;
  network_zone: string;
  gateway: string;
  vswitch_id?: number | null;
}

export interface NetworkRecord extends StoredRecord {
  name: string;
  ipRange: string;
  subnets: SubnetEntry[];
  routes: { destination: string; gateway: string }[];
  protection: { delete: boolean };
  labels: Record<string, string>;
  created: string;
  exposeRoutesToVswitch: boolean;
}
