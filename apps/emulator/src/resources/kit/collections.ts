/** The store collection of each resource family; a family reads another's records only by these. */
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
