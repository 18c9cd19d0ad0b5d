import type { StoredRecord } from "../store/store.js";

/** What the store keeps of each project resource. Views in each module turn them into API objects. */
export interface DnsPtrEntry {
  ip: string;
  dns_ptr: string;
}

/**
 * Defaults shared by every record that has them. Handlers replace these fields and never change
 * them in place (a change would throw: they are frozen), so 10,000 servers and their 20,000
 * primary IPs hold one `{}` of labels and one protection object rather than 30,000 copies.
 */
export const NO_LABELS: Record<string, string> = Object.freeze({}) as Record<string, string>;
export const NOT_PROTECTED: { delete: boolean } = Object.freeze({ delete: false });
export const SERVER_NOT_PROTECTED: { delete: boolean; rebuild: boolean } = Object.freeze({
  delete: false,
  rebuild: false,
});
/** An IPv6 address's reverse DNS before any is set. */
export const NO_DNS_PTR: DnsPtrEntry[] = Object.freeze([]) as unknown as DnsPtrEntry[];

export interface PrivateNetEntry {
  network: number;
  ip: string;
  alias_ips: string[];
  mac_address: string;
}

export interface ServerRecord extends StoredRecord {
  name: string;
  status:
    | "running"
    | "initializing"
    | "starting"
    | "stopping"
    | "off"
    | "deleting"
    | "migrating"
    | "rebuilding"
    | "unknown";
  created: string;
  serverTypeId: number;
  locationId: number;
  imageId: number | null;
  isoId: number | null;
  rescueEnabled: boolean;
  backupWindow: string | null;
  protection: { delete: boolean; rebuild: boolean };
  labels: Record<string, string>;
  privateNet: PrivateNetEntry[];
  primaryDiskSize: number;
  /** Absent in state files written before placement groups existed: read it as null. */
  placementGroupId?: number | null;
}

/** Members are not kept here: servers point at their group (`ServerRecord.placementGroupId`). */
export interface PlacementGroupRecord extends StoredRecord {
  name: string;
  type: "spread";
  labels: Record<string, string>;
  created: string;
}

export interface VolumeRecord extends StoredRecord {
  name: string;
  created: string;
  /** The attached server, or null when detached. */
  serverId: number | null;
  locationId: number;
  /** GB; an integer at creation, any larger number after a resize. */
  size: number;
  protection: { delete: boolean };
  labels: Record<string, string>;
  status: "available" | "creating";
  format: "xfs" | "ext4" | null;
}

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

export interface SshKeyRecord extends StoredRecord {
  name: string;
  fingerprint: string;
  publicKey: string;
  labels: Record<string, string>;
  created: string;
}

export interface ImageRecord extends StoredRecord {
  type: "snapshot" | "backup";
  status: "available" | "creating" | "unavailable";
  description: string;
  imageSize: number | null;
  diskSize: number;
  created: string;
  createdFrom: { id: number; name: string } | null;
  boundTo: number | null;
  osFlavor: "ubuntu" | "centos" | "debian" | "fedora" | "rocky" | "alma" | "opensuse" | "unknown";
  osVersion: string | null;
  protection: { delete: boolean };
  labels: Record<string, string>;
  architecture: "x86" | "arm";
}

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
  /** Reverse DNS entries that differ from the defaults (IPv4: generated name; IPv6: none). */
  dnsPtr: DnsPtrEntry[];
  privateNet: { network: number; ip: string }[];
  services: LoadBalancerServiceEntry[];
  targets: LoadBalancerTargetEntry[];
  protection: { delete: boolean };
}

export const COLLECTIONS = {
  servers: "servers",
  primaryIps: "primary_ips",
  floatingIps: "floating_ips",
  networks: "networks",
  firewalls: "firewalls",
  sshKeys: "ssh_keys",
  images: "images",
  placementGroups: "placement_groups",
  volumes: "volumes",
  loadBalancers: "load_balancers",
  certificates: "certificates",
  zones: "zones",
} as const;

/**
 * What the certificates family may read of a stored load balancer (the load balancers family's
 * record must keep this shape): the certificate ids of its https services.
 */
export interface CertificateUser extends StoredRecord {
  services: { http?: { certificates?: number[] } | null }[];
}
