// The Go sample of one operation with the provider's official library, hcloud-go v2.47 (module
// github.com/hetznercloud/hcloud-go/v2, pinned in go-samples/go.mod). Chosen by kind of
// operation, like the CLI and Python samples: the client of the collection (`client.Server`), its
// method for the kind (`GetByID`, `Create`, `Update`, an action's method, `Action.AllFor` for a
// resource's actions), and the body as the library's option struct, built field by field from the
// example request. What the library calls its types and fields is in the tables below (facts
// about hcloud-go v2.47, read from its source); a body field a struct has no field for makes the
// sample unsupported with that reason, so nothing is ever silently dropped. The test builds every
// sample into one program inside the go-samples module and runs it.
import type { SampleResult } from "./cli-sample.js";
import type { ExampleRequest } from "./operation-example.js";
import type { OperationKind } from "./operation-kind.js";

export const GO_LIBRARY_VERSION = "hcloud-go v2.47";
export const GO_IMPORT_PATH = "github.com/hetznercloud/hcloud-go/v2/hcloud";

/**
 * How a JSON value becomes a Go expression of the library's type: scalars and their pointers
 * (`hcloud.Ptr("x")`; `*int64` is `hcloud.Ptr(int64(17))`), `labels` (map[string]string),
 * `ip`/`ips` (net.IP), `cidr`/`cidrs` (*net.IPNet / []net.IPNet), `seconds` (*time.Duration),
 * `time` (an RFC 3339 value), a named string type (`hcloud.ImageType("snapshot")`), a reference
 * to a resource by id or name (`&hcloud.Server{ID: 42}`; `byId` where the library sends only the
 * id, so a name is looked up first with `GetByName`), a nested struct of GO_STRUCTS, or `inline`:
 * a JSON object whose fields the library flattens into the enclosing struct
 * (`label_selector: {selector}` is `Selector` of `LoadBalancerAddLabelSelectorTargetOpts`).
 */
type GoType =
  | "string"
  | "*string"
  | "strings"
  | "bool"
  | "*bool"
  | "int"
  | "*int"
  | "*int64"
  | "labels"
  | "*labels"
  | "ip"
  | "ips"
  | "cidr"
  | "cidrs"
  | "seconds"
  | "time"
  | { named: string }
  | { namedList: string }
  | { ref: string; value?: true; byId?: true }
  | { refs: string; byId?: true }
  | { struct: string; pointer?: true }
  | { structs: string; pointer?: true }
  | { inline: string };

/** The library's structs: JSON field -> Go type (the Go field name is the field in Go case). */
const GO_STRUCTS: Record<string, Record<string, GoType>> = {
  ServerCreateOpts: {
    name: "string",
    server_type: { ref: "ServerType" },
    image: { ref: "Image" },
    ssh_keys: { refs: "SSHKey", byId: true },
    location: { ref: "Location" },
    user_data: "string",
    start_after_create: "*bool",
    labels: "labels",
    automount: "*bool",
    volumes: { refs: "Volume" },
    networks: { refs: "Network" },
    firewalls: { structs: "ServerCreateFirewall", pointer: true },
    placement_group: { ref: "PlacementGroup" },
    public_net: { struct: "ServerCreatePublicNet", pointer: true },
  },
  ServerCreateFirewall: { firewall: { ref: "Firewall", value: true } },
  ServerCreatePublicNet: {
    enable_ipv4: "bool",
    enable_ipv6: "bool",
    ipv4: { ref: "PrimaryIP" },
    ipv6: { ref: "PrimaryIP" },
  },
  ServerUpdateOpts: { name: "string", labels: "labels" },
  ServerChangeTypeOpts: { server_type: { ref: "ServerType" }, upgrade_disk: "bool" },
  ServerCreateImageOpts: {
    type: { named: "ImageType" },
    description: "*string",
    labels: "labels",
  },
  ServerEnableRescueOpts: { type: { named: "ServerRescueType" }, ssh_keys: { refs: "SSHKey" } },
  ServerRebuildOpts: { image: { ref: "Image" }, user_data: "*string" },
  ServerChangeProtectionOpts: { rebuild: "*bool", delete: "*bool" },
  ServerAttachToNetworkOpts: {
    network: { ref: "Network" },
    ip: "ip",
    alias_ips: "ips",
    ip_range: "cidr",
  },
  ServerDetachFromNetworkOpts: { network: { ref: "Network" } },
  ServerChangeAliasIPsOpts: { network: { ref: "Network" }, alias_ips: "ips" },
  ServerGetMetricsOpts: {
    type: { namedList: "ServerMetricType" },
    start: "time",
    end: "time",
    step: "int",
  },
  SSHKeyCreateOpts: { name: "string", public_key: "string", labels: "labels" },
  SSHKeyUpdateOpts: { name: "string", labels: "labels" },
  ImageUpdateOpts: { description: "*string", type: { named: "ImageType" }, labels: "labels" },
  ImageChangeProtectionOpts: { delete: "*bool" },
  PrimaryIPCreateOpts: {
    assignee_id: "*int64",
    assignee_type: "string",
    auto_delete: "*bool",
    location: "string",
    labels: "labels",
    name: "string",
    type: { named: "PrimaryIPType" },
  },
  PrimaryIPUpdateOpts: { auto_delete: "*bool", labels: "*labels", name: "string" },
  PrimaryIPAssignOpts: { assignee_id: "int", assignee_type: "string" },
  PrimaryIPChangeDNSPtrOpts: { dns_ptr: "string", ip: "string" },
  PrimaryIPChangeProtectionOpts: { delete: "bool" },
  FloatingIPCreateOpts: {
    type: { named: "FloatingIPType" },
    home_location: { ref: "Location" },
    server: { ref: "Server" },
    description: "*string",
    name: "*string",
    labels: "labels",
  },
  FloatingIPUpdateOpts: { description: "string", labels: "labels", name: "string" },
  FloatingIPChangeProtectionOpts: { delete: "*bool" },
  NetworkCreateOpts: {
    name: "string",
    ip_range: "cidr",
    subnets: { structs: "NetworkSubnet" },
    routes: { structs: "NetworkRoute" },
    labels: "labels",
    expose_routes_to_vswitch: "bool",
  },
  NetworkSubnet: {
    type: { named: "NetworkSubnetType" },
    ip_range: "cidr",
    network_zone: { named: "NetworkZone" },
    gateway: "ip",
    vswitch_id: "int",
  },
  NetworkRoute: { destination: "cidr", gateway: "ip" },
  NetworkUpdateOpts: { name: "string", labels: "labels", expose_routes_to_vswitch: "*bool" },
  NetworkChangeIPRangeOpts: { ip_range: "cidr" },
  NetworkChangeProtectionOpts: { delete: "*bool" },
  FirewallCreateOpts: {
    name: "string",
    labels: "labels",
    rules: { structs: "FirewallRule" },
    apply_to: { structs: "FirewallResource" },
  },
  FirewallRule: {
    direction: { named: "FirewallRuleDirection" },
    source_ips: "cidrs",
    destination_ips: "cidrs",
    protocol: { named: "FirewallRuleProtocol" },
    port: "*string",
    description: "*string",
  },
  FirewallResource: {
    type: { named: "FirewallResourceType" },
    server: { struct: "FirewallResourceServer", pointer: true },
    label_selector: { struct: "FirewallResourceLabelSelector", pointer: true },
  },
  FirewallResourceServer: { id: "int" },
  FirewallResourceLabelSelector: { selector: "string" },
  FirewallUpdateOpts: { name: "string", labels: "labels" },
  FirewallSetRulesOpts: { rules: { structs: "FirewallRule" } },
  VolumeCreateOpts: {
    name: "string",
    size: "int",
    server: { ref: "Server" },
    location: { ref: "Location" },
    labels: "labels",
    automount: "*bool",
    format: "*string",
  },
  VolumeUpdateOpts: { name: "string", labels: "labels" },
  VolumeAttachOpts: { server: { ref: "Server" }, automount: "*bool" },
  VolumeChangeProtectionOpts: { delete: "*bool" },
  PlacementGroupCreateOpts: {
    name: "string",
    labels: "labels",
    type: { named: "PlacementGroupType" },
  },
  PlacementGroupUpdateOpts: { name: "string", labels: "labels" },
  LoadBalancerCreateOpts: {
    name: "string",
    load_balancer_type: { ref: "LoadBalancerType" },
    algorithm: { struct: "LoadBalancerAlgorithm", pointer: true },
    location: { ref: "Location" },
    network_zone: { named: "NetworkZone" },
    labels: "labels",
    targets: { structs: "LoadBalancerCreateOptsTarget" },
    services: { structs: "LoadBalancerCreateOptsService" },
    public_interface: "*bool",
    network: { ref: "Network" },
  },
  LoadBalancerAlgorithm: { type: { named: "LoadBalancerAlgorithmType" } },
  LoadBalancerCreateOptsTarget: {
    type: { named: "LoadBalancerTargetType" },
    server: { struct: "LoadBalancerCreateOptsTargetServer" },
    label_selector: { struct: "LoadBalancerCreateOptsTargetLabelSelector" },
    ip: { struct: "LoadBalancerCreateOptsTargetIP" },
    use_private_ip: "*bool",
  },
  // The target's `server: {id}` is a model in the library: `Server: &hcloud.Server{ID: 42}`.
  LoadBalancerCreateOptsTargetServer: { id: { ref: "Server" } },
  LoadBalancerCreateOptsTargetLabelSelector: { selector: "string" },
  LoadBalancerCreateOptsTargetIP: { ip: "string" },
  LoadBalancerCreateOptsService: {
    protocol: { named: "LoadBalancerServiceProtocol" },
    listen_port: "*int",
    destination_port: "*int",
    proxyprotocol: "*bool",
    http: { struct: "LoadBalancerCreateOptsServiceHTTP", pointer: true },
    health_check: { struct: "LoadBalancerCreateOptsServiceHealthCheck", pointer: true },
  },
  LoadBalancerCreateOptsServiceHTTP: {
    cookie_name: "*string",
    cookie_lifetime: "seconds",
    certificates: { refs: "Certificate" },
    redirect_http: "*bool",
    sticky_sessions: "*bool",
    timeout_idle: "seconds",
  },
  LoadBalancerCreateOptsServiceHealthCheck: {
    protocol: { named: "LoadBalancerServiceProtocol" },
    port: "*int",
    interval: "seconds",
    timeout: "seconds",
    retries: "*int",
    http: { struct: "LoadBalancerCreateOptsServiceHealthCheckHTTP", pointer: true },
  },
  LoadBalancerCreateOptsServiceHealthCheckHTTP: {
    domain: "*string",
    path: "*string",
    response: "*string",
    status_codes: "strings",
    tls: "*bool",
  },
  LoadBalancerUpdateOpts: { name: "string", labels: "labels" },
  LoadBalancerAddServerTargetOpts: {
    server: { ref: "Server" },
    use_private_ip: "*bool",
  },
  LoadBalancerAddLabelSelectorTargetOpts: {
    label_selector: { inline: "LoadBalancerCreateOptsTargetLabelSelector" },
    use_private_ip: "*bool",
  },
  LoadBalancerAddIPTargetOpts: { ip: { inline: "LoadBalancerAddIPTargetOptsIP" } },
  // The target's `ip: {ip}`: one net.IP field of the options.
  LoadBalancerAddIPTargetOptsIP: { ip: "ip" },
  LoadBalancerAddServiceOpts: {
    protocol: { named: "LoadBalancerServiceProtocol" },
    listen_port: "*int",
    destination_port: "*int",
    proxyprotocol: "*bool",
    http: { struct: "LoadBalancerAddServiceOptsHTTP", pointer: true },
    health_check: { struct: "LoadBalancerAddServiceOptsHealthCheck", pointer: true },
  },
  LoadBalancerAddServiceOptsHTTP: {
    cookie_name: "*string",
    cookie_lifetime: "seconds",
    certificates: { refs: "Certificate" },
    redirect_http: "*bool",
    sticky_sessions: "*bool",
    timeout_idle: "seconds",
  },
  LoadBalancerAddServiceOptsHealthCheck: {
    protocol: { named: "LoadBalancerServiceProtocol" },
    port: "*int",
    interval: "seconds",
    timeout: "seconds",
    retries: "*int",
    http: { struct: "LoadBalancerAddServiceOptsHealthCheckHTTP", pointer: true },
  },
  LoadBalancerAddServiceOptsHealthCheckHTTP: {
    domain: "*string",
    path: "*string",
    response: "*string",
    status_codes: "strings",
    tls: "*bool",
  },
  LoadBalancerUpdateServiceOpts: {
    protocol: { named: "LoadBalancerServiceProtocol" },
    destination_port: "*int",
    proxyprotocol: "*bool",
    http: { struct: "LoadBalancerUpdateServiceOptsHTTP", pointer: true },
    health_check: { struct: "LoadBalancerUpdateServiceOptsHealthCheck", pointer: true },
  },
  LoadBalancerUpdateServiceOptsHTTP: {
    cookie_name: "*string",
    cookie_lifetime: "seconds",
    certificates: { refs: "Certificate" },
    redirect_http: "*bool",
    sticky_sessions: "*bool",
    timeout_idle: "seconds",
  },
  LoadBalancerUpdateServiceOptsHealthCheck: {
    protocol: { named: "LoadBalancerServiceProtocol" },
    port: "*int",
    interval: "seconds",
    timeout: "seconds",
    retries: "*int",
    http: { struct: "LoadBalancerUpdateServiceOptsHealthCheckHTTP", pointer: true },
  },
  LoadBalancerUpdateServiceOptsHealthCheckHTTP: {
    domain: "*string",
    path: "*string",
    response: "*string",
    status_codes: "strings",
    tls: "*bool",
  },
  LoadBalancerChangeProtectionOpts: { delete: "*bool" },
  LoadBalancerChangeAlgorithmOpts: { type: { named: "LoadBalancerAlgorithmType" } },
  LoadBalancerAttachToNetworkOpts: { network: { ref: "Network" }, ip: "ip", ip_range: "cidr" },
  LoadBalancerDetachFromNetworkOpts: { network: { ref: "Network" } },
  LoadBalancerChangeTypeOpts: { load_balancer_type: { ref: "LoadBalancerType" } },
  LoadBalancerGetMetricsOpts: {
    type: { namedList: "LoadBalancerMetricType" },
    start: "time",
    end: "time",
    step: "int",
  },
  CertificateCreateOpts: {
    name: "string",
    type: { named: "CertificateType" },
    certificate: "string",
    private_key: "string",
    labels: "labels",
    domain_names: "strings",
  },
  CertificateUpdateOpts: { name: "string", labels: "labels" },
  ZoneCreateOpts: {
    name: "string",
    mode: { named: "ZoneMode" },
    ttl: "*int",
    labels: "labels",
    primary_nameservers: { structs: "ZoneCreateOptsPrimaryNameserver" },
    rrsets: { structs: "ZoneCreateOptsRRSet" },
    zonefile: "string",
  },
  ZoneCreateOptsPrimaryNameserver: {
    address: "string",
    port: "int",
    tsig_algorithm: { named: "ZoneTSIGAlgorithm" },
    tsig_key: "string",
  },
  ZoneCreateOptsRRSet: {
    name: "string",
    type: { named: "ZoneRRSetType" },
    ttl: "*int",
    labels: "labels",
    records: { structs: "ZoneRRSetRecord" },
  },
  ZoneRRSetRecord: { value: "string", comment: "string" },
  ZoneUpdateOpts: { labels: "labels" },
  ZoneImportZonefileOpts: { zonefile: "string" },
  ZoneChangeProtectionOpts: { delete: "*bool" },
  ZoneChangeTTLOpts: { ttl: "int" },
  ZoneChangePrimaryNameserversOpts: {
    primary_nameservers: { structs: "ZoneChangePrimaryNameserversOptsPrimaryNameserver" },
  },
  ZoneChangePrimaryNameserversOptsPrimaryNameserver: {
    address: "string",
    port: "int",
    tsig_algorithm: { named: "ZoneTSIGAlgorithm" },
    tsig_key: "string",
  },
  ZoneRRSetCreateOpts: {
    name: "string",
    type: { named: "ZoneRRSetType" },
    ttl: "*int",
    labels: "labels",
    records: { structs: "ZoneRRSetRecord" },
  },
  ZoneRRSetUpdateOpts: { labels: "labels" },
  ZoneRRSetChangeProtectionOpts: { change: "*bool" },
  ZoneRRSetChangeTTLOpts: { ttl: "*int" },
  ZoneRRSetSetRecordsOpts: { records: { structs: "ZoneRRSetRecord" } },
  ZoneRRSetAddRecordsOpts: { records: { structs: "ZoneRRSetRecord" }, ttl: "*int" },
  ZoneRRSetRemoveRecordsOpts: { records: { structs: "ZoneRRSetRecord" } },
  ZoneRRSetUpdateRecordsOpts: { records: { structs: "ZoneRRSetRecord" } },
};

/**
 * Go fields not named after their JSON field (metrics take `type` as a list: `Types`; a load
 * balancer target's `server.id` is its `Server` model).
 */
const FIELD_NAMES: Record<string, string> = {
  "ServerGetMetricsOpts.type": "Types",
  "LoadBalancerGetMetricsOpts.type": "Types",
  "LoadBalancerCreateOptsTargetServer.id": "Server",
};

/** Collection -> the library's model type (also the client's field: `client.Server`). */
const GO_MODELS: Record<string, string> = {
  servers: "Server",
  ssh_keys: "SSHKey",
  images: "Image",
  isos: "ISO",
  locations: "Location",
  datacenters: "Datacenter",
  server_types: "ServerType",
  load_balancer_types: "LoadBalancerType",
  primary_ips: "PrimaryIP",
  floating_ips: "FloatingIP",
  networks: "Network",
  firewalls: "Firewall",
  volumes: "Volume",
  placement_groups: "PlacementGroup",
  load_balancers: "LoadBalancer",
  certificates: "Certificate",
  zones: "Zone",
  actions: "Action",
  pricing: "Pricing",
};

/** The models whose client has `Action` (`client.Server.Action`), for their action listings. */
const WITH_ACTION_CLIENT = new Set([
  "Server",
  "Image",
  "PrimaryIP",
  "FloatingIP",
  "Network",
  "Firewall",
  "Volume",
  "LoadBalancer",
  "Certificate",
  "Zone",
]);

/**
 * One argument of a method after `ctx`: the resource the path names as its model
 * (`&hcloud.Server{ID: 42}`), its bare id, the body as an option struct (`pointer` for
 * `*Opts`; `withId` where the struct carries the id itself; `wrap` where the body is one field
 * of it), or one body field (dotted for a nested one).
 */
type GoArg =
  | { model: true }
  | { id: true }
  | { opts: string; pointer?: true; withId?: true; wrap?: [string, string] }
  | { field: string; type: GoType };

export interface GoMethod {
  method: string;
  args: GoArg[];
  /** What the method returns besides the error: a result and a *Response (default), or one of them. */
  returns?: "result" | "response";
}

const MODEL: GoArg = { model: true };

/**
 * hcloud-go v2.47's methods for the API's actions whose signature is not
 * `<Verb>(ctx, model)` / `<Verb>(ctx, model, <Model><Verb>Opts)`, by `<collection> <verb>`
 * (a target action by its `type` too).
 */
const GO_ACTIONS: Record<string, GoMethod> = {
  "servers add_to_placement_group": {
    method: "AddToPlacementGroup",
    args: [MODEL, { field: "placement_group", type: { ref: "PlacementGroup" } }],
  },
  "servers attach_iso": {
    method: "AttachISO",
    args: [MODEL, { field: "iso", type: { ref: "ISO" } }],
  },
  "servers change_dns_ptr": dnsPtr(),
  "servers create_image": {
    method: "CreateImage",
    args: [MODEL, { opts: "ServerCreateImageOpts", pointer: true }],
  },
  "servers enable_backup": {
    method: "EnableBackup",
    args: [MODEL, { field: "backup_window", type: "string" }],
  },
  "primary_ips assign": { method: "Assign", args: [{ opts: "PrimaryIPAssignOpts", withId: true }] },
  "primary_ips change_dns_ptr": {
    method: "ChangeDNSPtr",
    args: [{ opts: "PrimaryIPChangeDNSPtrOpts", withId: true }],
  },
  "primary_ips change_protection": {
    method: "ChangeProtection",
    args: [{ opts: "PrimaryIPChangeProtectionOpts", withId: true }],
  },
  "primary_ips unassign": { method: "Unassign", args: [{ id: true }] },
  "floating_ips assign": {
    method: "Assign",
    args: [MODEL, { field: "server", type: { ref: "Server" } }],
  },
  "floating_ips change_dns_ptr": dnsPtr(),
  "networks add_route": route("AddRoute", "NetworkAddRouteOpts"),
  "networks delete_route": route("DeleteRoute", "NetworkDeleteRouteOpts"),
  "networks add_subnet": subnet("AddSubnet", "NetworkAddSubnetOpts"),
  "networks delete_subnet": subnet("DeleteSubnet", "NetworkDeleteSubnetOpts"),
  "firewalls apply_to_resources": {
    method: "ApplyResources",
    args: [MODEL, { field: "apply_to", type: { structs: "FirewallResource" } }],
  },
  "firewalls remove_from_resources": {
    method: "RemoveResources",
    args: [MODEL, { field: "remove_from", type: { structs: "FirewallResource" } }],
  },
  "volumes attach": { method: "AttachWithOpts", args: [MODEL, { opts: "VolumeAttachOpts" }] },
  "volumes resize": { method: "Resize", args: [MODEL, { field: "size", type: "int" }] },
  "load_balancers add_target server": {
    method: "AddServerTarget",
    args: [MODEL, { opts: "LoadBalancerAddServerTargetOpts" }],
  },
  "load_balancers add_target label_selector": {
    method: "AddLabelSelectorTarget",
    args: [MODEL, { opts: "LoadBalancerAddLabelSelectorTargetOpts" }],
  },
  "load_balancers add_target ip": {
    method: "AddIPTarget",
    args: [MODEL, { opts: "LoadBalancerAddIPTargetOpts" }],
  },
  "load_balancers remove_target server": {
    method: "RemoveServerTarget",
    args: [MODEL, { field: "server", type: { ref: "Server" } }],
  },
  "load_balancers remove_target label_selector": {
    method: "RemoveLabelSelectorTarget",
    args: [MODEL, { field: "label_selector.selector", type: "string" }],
  },
  "load_balancers remove_target ip": {
    method: "RemoveIPTarget",
    args: [MODEL, { field: "ip.ip", type: "ip" }],
  },
  "load_balancers change_dns_ptr": dnsPtr(),
  "load_balancers delete_service": {
    method: "DeleteService",
    args: [MODEL, { field: "listen_port", type: "int" }],
  },
  "load_balancers update_service": {
    method: "UpdateService",
    args: [MODEL, { field: "listen_port", type: "int" }, { opts: "LoadBalancerUpdateServiceOpts" }],
  },
  "certificates retry": { method: "RetryIssuance", args: [MODEL] },
};

function dnsPtr(): GoMethod {
  return {
    method: "ChangeDNSPtr",
    args: [MODEL, { field: "ip", type: "string" }, { field: "dns_ptr", type: "*string" }],
  };
}

function route(method: string, opts: string): GoMethod {
  return { method, args: [MODEL, { opts, wrap: ["Route", "NetworkRoute"] }] };
}

function subnet(method: string, opts: string): GoMethod {
  return { method, args: [MODEL, { opts, wrap: ["Subnet", "NetworkSubnet"] }] };
}

/** What hcloud-go v2.47 has no method for, by collection or `<collection> <kind or verb>`. */
const GO_GAPS: Record<string, string> = {
  "load_balancers add_target": `${GO_LIBRARY_VERSION} has a method per target type; this example's type has none`,
};

/** Body fields an option struct leaves to another argument or to the method's name. */
const OPTS_TAKEN: Record<string, string[]> = {
  LoadBalancerUpdateServiceOpts: ["listen_port"],
  LoadBalancerAddServerTargetOpts: ["type"],
  LoadBalancerAddLabelSelectorTargetOpts: ["type"],
  LoadBalancerAddIPTargetOpts: ["type"],
};

/** `GET /<collection>/{id}/actions/{action_id}` (deprecated): the library reads an action by id alone. */
const ACTION_BY_RESOURCE = `${GO_LIBRARY_VERSION} reads one action by its id alone (\`client.<Model>.Action.GetByID\`, \`GET /<collection>/actions/{id}\`); this deprecated path has no method`;

export function goSample(
  kind: OperationKind,
  request: ExampleRequest,
  operation?: { method: string; path: string },
): SampleResult {
  const model = GO_MODELS[kind.collection];
  const verb = kind.kind === "action" ? kind.verb : kind.kind;
  const gap = GO_GAPS[kind.collection] ?? GO_GAPS[`${kind.collection} ${verb}`];
  if (!model) {
    return { unsupported: gap ?? `${GO_LIBRARY_VERSION} has no client for \`${kind.collection}\`` };
  }
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  // Zones are addressed by id or name (`/zones/{id_or_name}`), everything else by id.
  const id = request.pathParams.id ?? request.pathParams.id_or_name;
  const writer = new GoWriter();
  const client = `client.${model}`;
  const modelExpr = () => modelRef(model, id);
  const actionClient = () => {
    if (!WITH_ACTION_CLIENT.has(model)) {
      throw new Unsupported(
        `${GO_LIBRARY_VERSION} has no action client for \`${kind.collection}\``,
      );
    }
    return `${client}.Action`;
  };
  let call: string;
  let returns: GoMethod["returns"];
  try {
    switch (kind.kind) {
      case "list":
        if (kind.collection === "pricing") call = `${client}.Get(ctx)`;
        else if (kind.collection === "actions") {
          call = `${client}.AllWithOpts(ctx, hcloud.ActionListOpts{ID: ${writer.value(request.query.id, { namedList: "int64" }, 1)}})`;
          returns = "result";
        } else {
          call = `${client}.All(ctx)`;
          returns = "result";
        }
        break;
      case "get":
        call = isId(id)
          ? `${client}.GetByID(ctx, ${goNumber(id)})`
          : `${client}.GetByName(ctx, ${goString(String(id))})`;
        break;
      case "create":
        if (gap) return { unsupported: gap };
        call = `${client}.Create(ctx, ${writer.struct(`${model}CreateOpts`, body, 2)})`;
        break;
      case "update":
        call = `${client}.Update(ctx, ${modelExpr()}, ${writer.struct(`${model}UpdateOpts`, body, 2)})`;
        break;
      case "delete":
        call = `${client}.Delete(ctx, ${modelExpr()})`;
        // A zone's delete answers its action (`ZoneDeleteResult`); the others nothing.
        returns = model === "Zone" ? undefined : "response";
        break;
      case "metrics":
        call = `${client}.GetMetrics(ctx, ${modelExpr()}, ${writer.struct(`${model}GetMetricsOpts`, request.query, 2)})`;
        break;
      case "action": {
        const target = typeof body.type === "string" ? ` ${body.type}` : "";
        const method =
          GO_ACTIONS[`${kind.collection} ${kind.verb}${target}`] ??
          GO_ACTIONS[`${kind.collection} ${kind.verb}`];
        if (!method && gap) return { unsupported: gap };
        const chosen = method ?? defaultAction(model, kind.verb, body);
        const args = chosen.args.map((arg) => writer.argument(arg, model, id, body));
        call = `${client}.${chosen.method}(${["ctx", ...args].join(", ")})`;
        returns = chosen.returns;
        break;
      }
      case "list_collection_actions":
        call = `${actionClient()}.All(ctx, hcloud.ActionListOpts{})`;
        returns = "result";
        break;
      case "get_collection_action":
        call = `${actionClient()}.GetByID(ctx, ${goNumber(id)})`;
        break;
      case "list_actions":
        call = `${actionClient()}.AllFor(ctx, ${modelExpr()}, hcloud.ActionListOpts{})`;
        returns = "result";
        break;
      case "get_action":
        return { unsupported: ACTION_BY_RESOURCE };
      default: {
        const zoneCall =
          operation && model === "Zone"
            ? zoneSubresource(operation, request, body, writer)
            : undefined;
        if (!zoneCall) {
          return { unsupported: `no ${GO_LIBRARY_VERSION} template for this kind of operation` };
        }
        ({ call, returns } = zoneCall);
      }
    }
  } catch (error) {
    if (error instanceof Unsupported) return { unsupported: error.message };
    throw error;
  }
  return { source: writer.program(call, returns) };
}

/**
 * A zone's zone file and its RRSets (`/zones/{id_or_name}/zonefile`, `/rrsets`,
 * `/rrsets/{rr_name}/{rr_type}` and their actions): `client.Zone` methods that take the zone, or
 * the RRSet as `&hcloud.ZoneRRSet{Zone: ..., Name: ..., Type: ...}`.
 */
function zoneSubresource(
  operation: { method: string; path: string },
  request: ExampleRequest,
  body: Record<string, unknown>,
  writer: GoWriter,
): { call: string; returns: GoMethod["returns"] } | undefined {
  const zone = modelRef("Zone", request.pathParams.id_or_name);
  const parts = operation.path
    .split("/")
    .filter((part) => part !== "")
    .slice(2);
  const method = operation.method.toLowerCase();
  const shape = parts.map((part) => (part.startsWith("{") ? "{}" : part)).join("/");
  const rrset = () =>
    `&hcloud.ZoneRRSet{Zone: ${zone}, Name: ${goString(String(request.pathParams.rr_name))}, Type: ${writer.value(request.pathParams.rr_type, { named: "ZoneRRSetType" }, 1)}}`;
  const options = (name: string) => writer.struct(name, body, 2);
  switch (`${method} ${shape}`) {
    case "get zonefile":
      return { call: `client.Zone.ExportZonefile(ctx, ${zone})`, returns: undefined };
    case "get rrsets":
      return { call: `client.Zone.AllRRSets(ctx, ${zone})`, returns: "result" };
    case "post rrsets":
      return {
        call: `client.Zone.CreateRRSet(ctx, ${zone}, ${options("ZoneRRSetCreateOpts")})`,
        returns: undefined,
      };
    case "get rrsets/{}/{}":
      return {
        call: `client.Zone.GetRRSetByNameAndType(ctx, ${zone}, ${goString(String(request.pathParams.rr_name))}, ${writer.value(request.pathParams.rr_type, { named: "ZoneRRSetType" }, 1)})`,
        returns: undefined,
      };
    case "put rrsets/{}/{}":
      return {
        call: `client.Zone.UpdateRRSet(ctx, ${rrset()}, ${options("ZoneRRSetUpdateOpts")})`,
        returns: undefined,
      };
    case "delete rrsets/{}/{}":
      return { call: `client.Zone.DeleteRRSet(ctx, ${rrset()})`, returns: undefined };
  }
  const verb = /^post rrsets\/\{\}\/\{\}\/actions\/(\w+)$/.exec(`${method} ${shape}`)?.[1];
  if (!verb) return undefined;
  // change_protection -> ChangeRRSetProtection, set_records -> SetRRSetRecords.
  const [first = "", ...rest] = verb.split("_");
  const name = `${goName(first)}RRSet${goName(rest.join("_"))}`;
  return {
    call: `client.Zone.${name}(ctx, ${rrset()}, ${options(`ZoneRRSet${goName(verb)}Opts`)})`,
    returns: undefined,
  };
}

/** A path's resource as the library's model: `&hcloud.Server{ID: 42}`, `&hcloud.Zone{Name: "example.com"}`. */
function modelRef(model: string, id: unknown): string {
  return isId(id)
    ? `&hcloud.${model}{ID: ${goNumber(id)}}`
    : `&hcloud.${model}{Name: ${goString(String(id))}}`;
}

function isId(value: unknown): boolean {
  return typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value));
}

function defaultAction(model: string, verb: string, body: Record<string, unknown>): GoMethod {
  const method = goName(verb);
  return Object.keys(body).length === 0
    ? { method, args: [MODEL] }
    : { method, args: [MODEL, { opts: `${model}${method}Opts` }] };
}

class Unsupported extends Error {}

/** Collects the imports and helper closures a sample needs while rendering its values. */
class GoWriter {
  private readonly imports = new Set(["context", "log", "os", GO_IMPORT_PATH]);
  private needsCidr = false;
  private readonly lookups: { model: string; name: string; variable: string }[] = [];

  argument(arg: GoArg, model: string, id: unknown, body: Record<string, unknown>): string {
    if ("model" in arg) return modelRef(model, id);
    if ("id" in arg) return goNumber(id);
    if ("field" in arg) {
      const value = arg.field.split(".").reduce<unknown>((at, key) => {
        return typeof at === "object" && at !== null
          ? (at as Record<string, unknown>)[key]
          : undefined;
      }, body);
      if (value === undefined && arg.type !== "string") {
        throw new Unsupported(`the example has no \`${arg.field}\` for ${GO_LIBRARY_VERSION}`);
      }
      return this.value(value ?? "", arg.type, 2);
    }
    // Fields another argument already carries (UpdateService's port, a target's type).
    const taken = OPTS_TAKEN[arg.opts] ?? [];
    const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !taken.includes(key)));
    let literal: string;
    if (arg.wrap) {
      const [field, type] = arg.wrap;
      const inner = this.struct(type, fields, 2);
      literal = `hcloud.${arg.opts}{${field}: ${inner}}`;
    } else {
      const extra = arg.withId ? [`ID: ${goNumber(id)}`] : [];
      literal = this.struct(arg.opts, fields, 2, extra);
    }
    return arg.pointer ? `&${literal}` : literal;
  }

  /** `hcloud.<name>{...}` from a JSON object, one field per line. */
  struct(
    name: string,
    value: Record<string, unknown>,
    depth: number,
    extra: string[] = [],
  ): string {
    const lines = [...extra, ...this.fieldLines(name, value, depth)];
    if (lines.length === 0) return `hcloud.${name}{}`;
    const indent = "\t".repeat(depth);
    return `hcloud.${name}{\n${alignFields(lines)
      .map((line) => `${indent}${line},`)
      .join("\n")}\n${"\t".repeat(depth - 1)}}`;
  }

  /** The `Field: value` lines of a struct; an `inline` object's fields join its parent's. */
  private fieldLines(name: string, value: Record<string, unknown>, depth: number): string[] {
    const fields = GO_STRUCTS[name];
    if (!fields) throw new Error(`go-sample: no struct ${name} in GO_STRUCTS`);
    const lines: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === null || item === undefined) continue;
      const type = fields[key];
      if (!type) {
        throw new Unsupported(
          `${GO_LIBRARY_VERSION} \`hcloud.${name}\` has no field for \`${key}\``,
        );
      }
      if (typeof type === "object" && "inline" in type) {
        lines.push(...this.fieldLines(type.inline, item as Record<string, unknown>, depth));
        continue;
      }
      lines.push(
        `${FIELD_NAMES[`${name}.${key}`] ?? goName(key)}: ${this.value(item, type, depth + 1)}`,
      );
    }
    return lines;
  }

  value(value: unknown, type: GoType, depth: number): string {
    if (typeof type === "string") {
      switch (type) {
        case "string":
          return goString(expect(value, "string"));
        case "*string":
          return `hcloud.Ptr(${goString(expect(value, "string"))})`;
        case "strings":
          return `[]string{${expectArray(value)
            .map((item) => goString(expect(item, "string")))
            .join(", ")}}`;
        case "bool":
          return String(expect(value, "boolean"));
        case "*bool":
          return `hcloud.Ptr(${expect(value, "boolean")})`;
        case "int":
          return goNumber(value);
        case "*int":
          return `hcloud.Ptr(${goNumber(value)})`;
        case "*int64":
          return `hcloud.Ptr(int64(${goNumber(value)}))`;
        case "labels":
        case "*labels": {
          const entries = Object.entries(value as Record<string, unknown>).map(
            ([key, item]) => `${goString(key)}: ${goString(expect(item, "string"))}`,
          );
          return `${type === "*labels" ? "&" : ""}map[string]string{${entries.join(", ")}}`;
        }
        case "ip":
          this.imports.add("net");
          return `net.ParseIP(${goString(expect(value, "string"))})`;
        case "ips":
          this.imports.add("net");
          return `[]net.IP{${expectArray(value)
            .map((item) => `net.ParseIP(${goString(expect(item, "string"))})`)
            .join(", ")}}`;
        case "cidr":
          this.cidr();
          return `parseCIDR(${goString(expect(value, "string"))})`;
        case "cidrs":
          this.cidr();
          return `[]net.IPNet{${expectArray(value)
            .map((item) => `*parseCIDR(${goString(expect(item, "string"))})`)
            .join(", ")}}`;
        case "seconds":
          this.imports.add("time");
          return `hcloud.Ptr(${goNumber(value)} * time.Second)`;
        case "time": {
          this.imports.add("time");
          const date = new Date(expect(value, "string"));
          if (Number.isNaN(date.getTime())) throw new Error(`go-sample: not a time: ${value}`);
          return `time.Date(${[
            date.getUTCFullYear(),
            `time.${date.toLocaleString("en", { month: "long", timeZone: "UTC" })}`,
            date.getUTCDate(),
            date.getUTCHours(),
            date.getUTCMinutes(),
            date.getUTCSeconds(),
            0,
            "time.UTC",
          ].join(", ")})`;
        }
      }
    }
    if ("named" in type) return `hcloud.${type.named}(${goString(expect(value, "string"))})`;
    if ("namedList" in type) {
      const items = Array.isArray(value) ? value : [value];
      const element = type.namedList === "int64" ? "int64" : `hcloud.${type.namedList}`;
      return `[]${element}{${items
        .map((item) => (typeof item === "number" ? goNumber(item) : goString(String(item))))
        .join(", ")}}`;
    }
    if ("ref" in type) {
      if (type.byId && typeof value === "string") return this.lookup(type.ref, value);
      return `${type.value ? "" : "&"}hcloud.${type.ref}{${reference(value)}}`;
    }
    if ("refs" in type) {
      const items = expectArray(value);
      const named = type.byId && items.some((item) => typeof item === "string");
      return `[]*hcloud.${type.refs}{${items
        .map((item) =>
          named
            ? typeof item === "string"
              ? this.lookup(type.refs, item)
              : `&hcloud.${type.refs}{${reference(item)}}`
            : `{${reference(item)}}`,
        )
        .join(", ")}}`;
    }
    if ("inline" in type) throw new Error("go-sample: an inline object is not a value");
    if ("struct" in type) {
      const literal = this.struct(type.struct, value as Record<string, unknown>, depth);
      return type.pointer ? `&${literal}` : literal;
    }
    const items = expectArray(value).map((item) =>
      this.struct(type.structs, item as Record<string, unknown>, depth + 1).replace(
        /^hcloud\.\w+/,
        "",
      ),
    );
    const indent = "\t".repeat(depth);
    return `[]${type.pointer ? "*" : ""}hcloud.${type.structs}{\n${items
      .map((item) => `${indent}${item},`)
      .join("\n")}\n${"\t".repeat(depth - 1)}}`;
  }

  /** A resource the library takes by id only, looked up by the example's name first. */
  private lookup(model: string, name: string): string {
    const base = model.replace(/^[A-Z]+(?=[A-Z][a-z])|^[A-Z]+$|^[A-Z]/, (head) =>
      head.toLowerCase(),
    );
    const taken = this.lookups.filter((lookup) => lookup.model === model).length;
    const variable = taken === 0 ? base : `${base}${taken + 1}`;
    this.lookups.push({ model, name, variable });
    return variable;
  }

  private cidr() {
    this.imports.add("net");
    this.needsCidr = true;
  }

  program(call: string, returns: GoMethod["returns"]): string {
    const setup: string[] = [];
    if (this.needsCidr) {
      setup.push(
        "\tparseCIDR := func(s string) *net.IPNet {",
        "\t\t_, network, err := net.ParseCIDR(s)",
        "\t\tif err != nil {",
        "\t\t\tlog.Fatal(err)",
        "\t\t}",
        "\t\treturn network",
        "\t}",
      );
    }
    for (const { model, name, variable } of this.lookups) {
      setup.push(
        "",
        `\t${variable}, _, err := client.${model}.GetByName(ctx, ${goString(name)})`,
        "\tif err != nil {",
        "\t\tlog.Fatal(err)",
        "\t}",
      );
    }
    return goMainProgram(this.imports, setup, call, returns);
  }
}

/**
 * One sample as a Go program: its imports, then `main` with the context and the client, the
 * `setup` lines, and `call` with its error check; the result is printed unless the call returns
 * only a response. Shared by the Cloud API's samples and the Hetzner API's
 * (go-storage-box-sample.ts).
 */
export function goMainProgram(
  imports: Iterable<string>,
  setup: string[],
  call: string,
  returns: GoMethod["returns"],
): string {
  const prints = returns !== "response";
  const names = new Set(imports);
  if (prints) names.add("fmt");
  const std = [...names].filter((name) => !name.includes(".")).sort();
  const target =
    returns === "response" ? "_, err" : returns === "result" ? "result, err" : "result, _, err";
  // `err` already exists in main's scope when a lookup by name declared it.
  const declared = setup.some((line) => /^\t\w+, _, err :=/.test(line));
  const assign = returns === "response" && declared ? "=" : ":=";
  const lines = [
    "package main",
    "",
    "import (",
    ...std.map((name) => `\t"${name}"`),
    "",
    `\t"${GO_IMPORT_PATH}"`,
    ")",
    "",
    "func main() {",
    "\tctx := context.Background()",
    '\tclient := hcloud.NewClient(hcloud.WithToken(os.Getenv("CLOUD_API_TOKEN")))',
    ...setup,
    "",
    `\t${target} ${assign} ${call}`,
    "\tif err != nil {",
    "\t\tlog.Fatal(err)",
    "\t}",
  ];
  if (prints) lines.push('\tfmt.Printf("%+v\\n", result)');
  lines.push("}");
  return `${lines.join("\n")}\n`;
}

/** gofmt aligns the values of consecutive single-line `Key: value` lines. */
function alignFields(lines: string[]): string[] {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const width = Math.max(...run.map((line) => line.indexOf(":")));
    for (const line of run) {
      const at = line.indexOf(":");
      out.push(`${line.slice(0, at + 1)}${" ".repeat(width - at)}${line.slice(at + 1)}`);
    }
    run = [];
  };
  for (const line of lines) {
    if (line.includes("\n")) {
      if (run.length > 0) flush();
      out.push(line);
    } else run.push(line);
  }
  if (run.length > 0) flush();
  return out;
}

/** `ID: 42` or `Name: "fsn1"` for a reference by id, by name, or as `{id}`/`{name}`. */
function reference(value: unknown): string {
  if (typeof value === "number") return `ID: ${goNumber(value)}`;
  if (typeof value === "string") return `Name: ${goString(value)}`;
  if (typeof value === "object" && value !== null) {
    const { id, name } = value as { id?: unknown; name?: unknown };
    if (id !== undefined) return `ID: ${goNumber(id)}`;
    if (name !== undefined) return `Name: ${goString(String(name))}`;
  }
  throw new Error(`go-sample: not a reference: ${JSON.stringify(value)}`);
}

/** The Go name of a JSON field or action verb: `ssh_keys` -> `SSHKeys`, `alias_ips` -> `AliasIPs`. */
export function goName(name: string): string {
  const initialisms: Record<string, string> = {
    id: "ID",
    ip: "IP",
    ips: "IPs",
    dns: "DNS",
    ssh: "SSH",
    http: "HTTP",
    tls: "TLS",
    iso: "ISO",
    ipv4: "IPv4",
    ipv6: "IPv6",
    vswitch: "VSwitch",
    ttl: "TTL",
    tsig: "TSIG",
    rrset: "RRSet",
    rrsets: "RRSets",
  };
  return name
    .split("_")
    .map((part) => initialisms[part] ?? `${part.charAt(0).toUpperCase()}${part.slice(1)}`)
    .join("");
}

function goString(value: string): string {
  // A Go interpreted string literal: JSON's escapes are Go's, except that Go has no \/.
  return JSON.stringify(value);
}

function goNumber(value: unknown): string {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    throw new Error(`go-sample: not a number: ${JSON.stringify(value)}`);
  }
  return String(number);
}

function expect(value: unknown, type: "string"): string;
function expect(value: unknown, type: "boolean"): boolean;
function expect(value: unknown, type: "string" | "boolean"): unknown {
  if (typeof value !== type) {
    throw new Error(`go-sample: expected a ${type}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function expectArray(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error(`go-sample: expected an array, got ${value}`);
  return value;
}
