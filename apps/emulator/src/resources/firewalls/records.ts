import type { StoredRecord } from "../../store/store.js";

export interface FirewallRuleEntry {
  description?: string | null;
  direction: "in" | "out";
  source_ips: string[];
  destination_ips: string[];
  protocol: "tcp" | "udp" | "icmp" | "esp" | "gre";
  port: string | null;
}

export type FirewallTarget =
  | { type: "server"; server: { id: number } }
  | { type: "label_selector"; label_selector: { selector: string } };

export interface FirewallRecord extends StoredRecord {
  name: string;
  labels: Record<string, string>;
  created: string;
  rules: FirewallRuleEntry[];
  appliedTo: FirewallTarget[];
}
