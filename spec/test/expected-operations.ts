// The 190 operations of the real API (issues 3 and 12), written out by hand from
// shared/reference/api-facts.md (§2 endpoint catalog) and api-facts-more.md (§1-§7), with the
// real API's operation ids. Deliberately NOT derived from the bundle: the test compares the two.

export interface ExpectedOperation {
  method: "get" | "post" | "put" | "delete";
  path: string;
  operationId: string;
  deprecated?: true;
}

const op = (
  method: ExpectedOperation["method"],
  path: string,
  operationId: string,
): ExpectedOperation => ({ method, path, operationId });

/** CRUD of a collection: list, create, get, update, delete. */
function crud(plural: string, singular: string): ExpectedOperation[] {
  return [
    op("get", `/${plural}`, `list_${plural}`),
    op("post", `/${plural}`, `create_${singular}`),
    op("get", `/${plural}/{id}`, `get_${singular}`),
    op("put", `/${plural}/{id}`, `update_${singular}`),
    op("delete", `/${plural}/{id}`, `delete_${singular}`),
  ];
}

/** The four action listings every resource with actions has; the last is deprecated. */
function actionListings(plural: string, singular: string): ExpectedOperation[] {
  return [
    op("get", `/${plural}/actions`, `list_${plural}_actions`),
    op("get", `/${plural}/actions/{id}`, `get_${plural}_action`),
    op("get", `/${plural}/{id}/actions`, `list_${singular}_actions`),
    {
      ...op("get", `/${plural}/{id}/actions/{action_id}`, `get_${singular}_action`),
      deprecated: true,
    },
  ];
}

/** `POST <resource path>/actions/<verb>` with its operation id. */
function actions(resourcePath: string, verbs: Record<string, string>): ExpectedOperation[] {
  return Object.entries(verbs).map(([verb, operationId]) =>
    op("post", `${resourcePath}/actions/${verb}`, operationId),
  );
}

const SERVER_ACTIONS: Record<string, string> = {
  add_to_placement_group: "add_server_to_placement_group",
  attach_iso: "attach_server_iso",
  attach_to_network: "attach_server_to_network",
  change_alias_ips: "change_server_alias_ips",
  change_dns_ptr: "change_server_dns_ptr",
  change_protection: "change_server_protection",
  change_type: "change_server_type",
  create_image: "create_server_image",
  detach_from_network: "detach_server_from_network",
  detach_iso: "detach_server_iso",
  disable_backup: "disable_server_backup",
  disable_rescue: "disable_server_rescue",
  enable_backup: "enable_server_backup",
  enable_rescue: "enable_server_rescue",
  poweroff: "poweroff_server",
  poweron: "poweron_server",
  reboot: "reboot_server",
  rebuild: "rebuild_server",
  remove_from_placement_group: "remove_server_from_placement_group",
  request_console: "request_server_console",
  reset: "reset_server",
  reset_password: "reset_server_password",
  shutdown: "shutdown_server",
};

export const EXPECTED_OPERATIONS: readonly ExpectedOperation[] = [
  // actions
  op("get", "/actions", "get_actions"),
  op("get", "/actions/{id}", "get_action"),
  // servers
  ...crud("servers", "server"),
  op("get", "/servers/{id}/metrics", "get_server_metrics"),
  ...actionListings("servers", "server"),
  ...actions("/servers/{id}", SERVER_ACTIONS),
  // primary IPs
  ...crud("primary_ips", "primary_ip"),
  ...actionListings("primary_ips", "primary_ip"),
  ...actions("/primary_ips/{id}", {
    assign: "assign_primary_ip",
    change_dns_ptr: "change_primary_ip_dns_ptr",
    change_protection: "change_primary_ip_protection",
    unassign: "unassign_primary_ip",
  }),
  // floating IPs
  ...crud("floating_ips", "floating_ip"),
  ...actionListings("floating_ips", "floating_ip"),
  ...actions("/floating_ips/{id}", {
    assign: "assign_floating_ip",
    change_dns_ptr: "change_floating_ip_dns_ptr",
    change_protection: "change_floating_ip_protection",
    unassign: "unassign_floating_ip",
  }),
  // networks
  ...crud("networks", "network"),
  op("get", "/networks/{id}/members", "list_network_members"),
  ...actionListings("networks", "network"),
  ...actions("/networks/{id}", {
    add_route: "add_network_route",
    add_subnet: "add_network_subnet",
    change_ip_range: "change_network_ip_range",
    change_protection: "change_network_protection",
    delete_route: "delete_network_route",
    delete_subnet: "delete_network_subnet",
  }),
  // firewalls
  ...crud("firewalls", "firewall"),
  ...actionListings("firewalls", "firewall"),
  ...actions("/firewalls/{id}", {
    apply_to_resources: "apply_firewall_to_resources",
    remove_from_resources: "remove_firewall_from_resources",
    set_rules: "set_firewall_rules",
  }),
  // SSH keys
  ...crud("ssh_keys", "ssh_key"),
  // images: no create (images come from servers' create_image)
  op("get", "/images", "list_images"),
  op("get", "/images/{id}", "get_image"),
  op("put", "/images/{id}", "update_image"),
  op("delete", "/images/{id}", "delete_image"),
  ...actionListings("images", "image"),
  ...actions("/images/{id}", { change_protection: "change_image_protection" }),
  // ISOs
  op("get", "/isos", "list_isos"),
  op("get", "/isos/{id}", "get_iso"),
  // read-only catalog
  op("get", "/locations", "list_locations"),
  op("get", "/locations/{id}", "get_location"),
  // deprecated 2026-06-02, 410 since 2026-10-01 (shared/reference/api-changes-2026.md §2)
  { ...op("get", "/datacenters", "list_datacenters"), deprecated: true },
  { ...op("get", "/datacenters/{id}", "get_datacenter"), deprecated: true },
  op("get", "/server_types", "list_server_types"),
  op("get", "/server_types/{id}", "get_server_type"),
  op("get", "/pricing", "get_pricing"),
  // volumes
  ...crud("volumes", "volume"),
  ...actionListings("volumes", "volume"),
  ...actions("/volumes/{id}", {
    attach: "attach_volume",
    change_protection: "change_volume_protection",
    detach: "detach_volume",
    resize: "resize_volume",
  }),
  // placement groups: no action endpoints
  ...crud("placement_groups", "placement_group"),
  // load balancer types: read-only catalog
  op("get", "/load_balancer_types", "list_load_balancer_types"),
  op("get", "/load_balancer_types/{id}", "get_load_balancer_type"),
  // load balancers
  ...crud("load_balancers", "load_balancer"),
  op("get", "/load_balancers/{id}/metrics", "get_load_balancer_metrics"),
  ...actionListings("load_balancers", "load_balancer"),
  ...actions("/load_balancers/{id}", {
    add_service: "add_load_balancer_service",
    add_target: "add_load_balancer_target",
    attach_to_network: "attach_load_balancer_to_network",
    change_algorithm: "change_load_balancer_algorithm",
    change_dns_ptr: "change_load_balancer_dns_ptr",
    change_protection: "change_load_balancer_protection",
    change_type: "change_load_balancer_type",
    delete_service: "delete_load_balancer_service",
    detach_from_network: "detach_load_balancer_from_network",
    disable_public_interface: "disable_load_balancer_public_interface",
    enable_public_interface: "enable_load_balancer_public_interface",
    remove_target: "remove_load_balancer_target",
    update_service: "update_load_balancer_service",
  }),
  // certificates
  ...crud("certificates", "certificate"),
  ...actionListings("certificates", "certificate"),
  ...actions("/certificates/{id}", { retry: "retry_certificate" }),
  // zones: addressed by `{id_or_name}`
  op("get", "/zones", "list_zones"),
  op("post", "/zones", "create_zone"),
  op("get", "/zones/{id_or_name}", "get_zone"),
  op("put", "/zones/{id_or_name}", "update_zone"),
  op("delete", "/zones/{id_or_name}", "delete_zone"),
  op("get", "/zones/{id_or_name}/zonefile", "get_zone_zonefile"),
  op("get", "/zones/actions", "list_zones_actions"),
  op("get", "/zones/actions/{id}", "get_zones_action"),
  op("get", "/zones/{id_or_name}/actions", "list_zone_actions"),
  { ...op("get", "/zones/{id_or_name}/actions/{action_id}", "get_zone_action"), deprecated: true },
  ...actions("/zones/{id_or_name}", {
    change_primary_nameservers: "change_zone_primary_nameservers",
    change_protection: "change_zone_protection",
    change_ttl: "change_zone_ttl",
    import_zonefile: "import_zone_zonefile",
  }),
  // zone RRSets: no action listings of their own
  op("get", "/zones/{id_or_name}/rrsets", "list_zone_rrsets"),
  op("post", "/zones/{id_or_name}/rrsets", "create_zone_rrset"),
  op("get", "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}", "get_zone_rrset"),
  op("put", "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}", "update_zone_rrset"),
  op("delete", "/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}", "delete_zone_rrset"),
  ...actions("/zones/{id_or_name}/rrsets/{rr_name}/{rr_type}", {
    change_protection: "change_zone_rrset_protection",
    change_ttl: "change_zone_rrset_ttl",
    set_records: "set_zone_rrset_records",
    add_records: "add_zone_rrset_records",
    remove_records: "remove_zone_rrset_records",
    update_records: "update_zone_rrset_records",
  }),
];
