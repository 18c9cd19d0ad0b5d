/**
 * The store collection of each resource family. A family names only its own; another family's
 * records are reached through that family's domain module (scripts/check-family-imports.mjs).
 */
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
  /** The Hetzner API's (mount `/hetzner/v1`). */
  storageBoxes: "storage_boxes",
  storageBoxSubaccounts: "storage_box_subaccounts",
  storageBoxSnapshots: "storage_box_snapshots",
} as const;
