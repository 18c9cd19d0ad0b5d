import type { StoredRecord } from "../../store/store.js";
import type { DnsPtrEntry } from "../kit/ip-addresses.js";

export interface LoadBalancerHealthCheckEntry {
  protocol: "tcp" | "http";
  port: number;
  interval: number;
  timeout: number;
  retries: number;
  http?: {
    domain: string | null;
    path: string;
    response?: string;
    status_codes?: string[];
    tls?: boolean;
  };
}

/** HTTP settings of an http/https service; `certificates` is always [] for `http` services. */
export interface LoadBalancerHttpEntry {
  cookie_name: string;
  cookie_lifetime: number;
  timeout_idle: number;
  sticky_sessions: boolean;
  certificates: number[];
  redirect_http: boolean;
}

export interface LoadBalancerServiceEntry {
  protocol: "tcp" | "http" | "https";
  listen_port: number;
  destination_port: number;
  proxyprotocol: boolean;
  health_check: LoadBalancerHealthCheckEntry;
  /** null for `tcp` services. */
  http: LoadBalancerHttpEntry | null;
}

export type LoadBalancerTargetEntry =
  | { type: "server"; server: { id: number }; use_private_ip: boolean }
  | { type: "label_selector"; label_selector: { selector: string }; use_private_ip: boolean }
  | { type: "ip"; ip: { ip: string } };

export interface LoadBalancerRecord extends StoredRecord {
  name: string;
  labels: Record<string, string>;
  created: string;
  locationId: number;
  loadBalancerTypeId: number;
  algorithm: "round_robin" | "least_connections";
  publicInterface: boolean;
  ipv4: string;
  ipv6: string;
  /**
   * The primary IPs the load balancer was created on (since 2026-10-05), by family; a family
   * without one has an address allocated with the load balancer. Older records without it are
   * upgraded (upgrade.ts).
   */
  primaryIps: { ipv4?: number; ipv6?: number };
  /** Reverse DNS entries that differ from the defaults (IPv4: generated name; IPv6: none). */
  dnsPtr: DnsPtrEntry[];
  privateNet: { network: number; ip: string }[];
  services: LoadBalancerServiceEntry[];
  targets: LoadBalancerTargetEntry[];
  protection: { delete: boolean };
}
