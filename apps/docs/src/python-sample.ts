// The Python sample of one operation with the provider's official library (`hcloud`, as Debian
// ships it: python3-hcloud 1.18). Chosen by kind of operation; resources the library models are
// passed as its bound-model classes (`Server(id=42)`), catalog names as `Location(name="fsn1")`.
// What that version has no method for is returned as unsupported with the reason.
import type { SampleResult } from "./cli-sample.js";
import type { ExampleRequest } from "./operation-example.js";
import type { OperationKind } from "./operation-kind.js";

export const PYTHON_LIBRARY_VERSION = "python3-hcloud 1.18";

/** Client attribute -> (module, model class) for the resources hcloud-python 1.18 has. */
const PYTHON_MODELS: Record<string, [string, string]> = {
  servers: ["hcloud.servers.domain", "Server"],
  ssh_keys: ["hcloud.ssh_keys.domain", "SSHKey"],
  images: ["hcloud.images.domain", "Image"],
  isos: ["hcloud.isos.domain", "Iso"],
  locations: ["hcloud.locations.domain", "Location"],
  datacenters: ["hcloud.datacenters.domain", "Datacenter"],
  server_types: ["hcloud.server_types.domain", "ServerType"],
  primary_ips: ["hcloud.primary_ips.domain", "PrimaryIP"],
  floating_ips: ["hcloud.floating_ips.domain", "FloatingIP"],
  networks: ["hcloud.networks.domain", "Network"],
  firewalls: ["hcloud.firewalls.domain", "Firewall"],
  volumes: ["hcloud.volumes.domain", "Volume"],
  placement_groups: ["hcloud.placement_groups.domain", "PlacementGroup"],
  certificates: ["hcloud.certificates.domain", "Certificate"],
  load_balancers: ["hcloud.load_balancers.domain", "LoadBalancer"],
};

/** Clients the library has that no template uses yet (their calls differ: `pricing.get()`, ids required by `GET /actions`). */
const PYTHON_CLIENTS_WITHOUT_TEMPLATE = new Set(["actions", "pricing", "load_balancer_types"]);

/** Body fields that name another resource: passed as that resource's model. */
const REFERENCE_FIELDS: Record<string, string> = {
  location: "locations",
  home_location: "locations",
  server_type: "server_types",
  image: "images",
  datacenter: "datacenters",
  server: "servers",
  network: "networks",
  placement_group: "placement_groups",
  iso: "isos",
};

/**
 * What hcloud-python 1.18 cannot send as the API example does, by `<collection> <verb>`:
 * measured by running the samples (test/samples-run.test.ts), with the reason.
 */
const PYTHON_GAPS: Record<string, string> = {
  "servers attach_to_network": `${PYTHON_LIBRARY_VERSION} \`attach_to_network\` has no \`ip_range\` argument`,
  "servers create": `${PYTHON_LIBRARY_VERSION} \`servers.create\` takes SSH keys, networks and firewalls as bound models, not names and ids`,
  "servers add_to_placement_group": `${PYTHON_LIBRARY_VERSION} sends the placement group as a model, not an id`,
  "primary_ips create": `${PYTHON_LIBRARY_VERSION} \`primary_ips.create\` has no \`location\` argument (it takes a datacenter)`,
  "primary_ips list_actions": `${PYTHON_LIBRARY_VERSION} has no \`get_actions\` for primary IPs`,
  "networks create": `${PYTHON_LIBRARY_VERSION} \`networks.create\` has no \`expose_routes_to_vswitch\` argument and takes subnets and routes as models`,
  "networks update": `${PYTHON_LIBRARY_VERSION} \`networks.update\` has no \`expose_routes_to_vswitch\` argument`,
  "networks add_route": `${PYTHON_LIBRARY_VERSION} takes the route as a \`NetworkRoute\` model`,
  "networks delete_route": `${PYTHON_LIBRARY_VERSION} takes the route as a \`NetworkRoute\` model`,
  "networks add_subnet": `${PYTHON_LIBRARY_VERSION} takes the subnet as a \`NetworkSubnet\` model`,
  "networks delete_subnet": `${PYTHON_LIBRARY_VERSION} takes the subnet as a \`NetworkSubnet\` model`,
  "firewalls create": `${PYTHON_LIBRARY_VERSION} takes rules and resources as \`FirewallRule\`/\`FirewallResource\` models`,
  "firewalls apply_to_resources": `${PYTHON_LIBRARY_VERSION} takes the resources as \`FirewallResource\` models`,
  "firewalls remove_from_resources": `${PYTHON_LIBRARY_VERSION} takes the resources as \`FirewallResource\` models`,
  "firewalls set_rules": `${PYTHON_LIBRARY_VERSION} takes the rules as \`FirewallRule\` models`,
  "certificates create": `${PYTHON_LIBRARY_VERSION} has separate \`create\` (uploaded) and \`create_managed\` methods and no \`type\` argument`,
  "load_balancers create": `${PYTHON_LIBRARY_VERSION} takes the type, algorithm, services and targets as models`,
  "load_balancers add_service": `${PYTHON_LIBRARY_VERSION} takes the service as a \`LoadBalancerService\` model`,
  "load_balancers update_service": `${PYTHON_LIBRARY_VERSION} takes the service as a \`LoadBalancerService\` model`,
  "load_balancers add_target": `${PYTHON_LIBRARY_VERSION} takes the target as a \`LoadBalancerTarget\` model`,
  "load_balancers remove_target": `${PYTHON_LIBRARY_VERSION} takes the target as a \`LoadBalancerTarget\` model`,
  "load_balancers attach_to_network": `${PYTHON_LIBRARY_VERSION} \`attach_to_network\` has no \`ip_range\` argument`,
  "load_balancers change_algorithm": `${PYTHON_LIBRARY_VERSION} takes the algorithm as a \`LoadBalancerAlgorithm\` model`,
  "load_balancers change_type": `${PYTHON_LIBRARY_VERSION} takes the type as a \`LoadBalancerType\` model`,
  "load_balancers delete_service": `${PYTHON_LIBRARY_VERSION} takes the service as a \`LoadBalancerService\` model`,
  "certificates retry": `${PYTHON_LIBRARY_VERSION} has no \`retry\` for certificates`,
};

/** Method names that are not the path's verb. */
const METHOD_NAMES: Record<string, string> = { poweron: "power_on", poweroff: "power_off" };

export function pythonSample(kind: OperationKind, request: ExampleRequest): SampleResult {
  const models = PYTHON_MODELS[kind.collection];
  if (!models) {
    return {
      unsupported: PYTHON_CLIENTS_WITHOUT_TEMPLATE.has(kind.collection)
        ? `no template for the \`${kind.collection}\` client of ${PYTHON_LIBRARY_VERSION}`
        : `${PYTHON_LIBRARY_VERSION} has no \`${kind.collection}\` client`,
    };
  }
  const imports = new Map<string, Set<string>>();
  const model = (collection: string, value: unknown): string => {
    const entry = PYTHON_MODELS[collection];
    if (!entry) throw new Error(`no Python model for ${collection}`);
    const [module, name] = entry;
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
    return typeof value === "string"
      ? `${name}(name=${pythonLiteral(value)})`
      : `${name}(id=${pythonLiteral(value)})`;
  };
  const gap = PYTHON_GAPS[`${kind.collection} ${kind.kind === "action" ? kind.verb : kind.kind}`];
  if (gap) return { unsupported: gap };
  const attribute = `client.${kind.collection}`;
  const id = request.pathParams.id;
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  const kwargs = (): string[] =>
    Object.entries(body).map(([name, value]) => {
      const referenced = REFERENCE_FIELDS[name];
      if (referenced && (typeof value === "string" || typeof value === "number")) {
        return `${name}=${model(referenced, value)}`;
      }
      return `${name}=${pythonLiteral(value)}`;
    });
  let call: string;
  let prints = true;
  switch (kind.kind) {
    case "list":
      call = `${attribute}.get_all()`;
      break;
    case "get":
      call = `${attribute}.get_by_id(${pythonLiteral(id)})`;
      break;
    case "create":
      call = `${attribute}.create(${kwargs().join(", ")})`;
      break;
    case "update":
      call = `${attribute}.update(${[model(kind.collection, id), ...kwargs()].join(", ")})`;
      break;
    case "delete":
      call = `${attribute}.delete(${model(kind.collection, id)})`;
      prints = false;
      break;
    case "list_actions":
      call = `${attribute}.get_actions(${model(kind.collection, id)})`;
      break;
    case "action": {
      const method = METHOD_NAMES[kind.verb] ?? kind.verb;
      call = `${attribute}.${method}(${[model(kind.collection, id), ...kwargs()].join(", ")})`;
      break;
    }
    case "list_collection_actions":
    case "get_collection_action":
    case "get_action":
      return {
        unsupported: `${PYTHON_LIBRARY_VERSION} reads actions through \`client.actions\` and per resource only`,
      };
    default:
      return { unsupported: `no ${PYTHON_LIBRARY_VERSION} template for this kind of operation` };
  }
  const lines = ["import os", "", "from hcloud import Client"];
  for (const [module, names] of [...imports].sort()) {
    lines.push(`from ${module} import ${[...names].sort().join(", ")}`);
  }
  lines.push(
    "",
    'client = Client(token=os.environ["CLOUD_API_TOKEN"])',
    "",
    prints ? `result = ${call}` : call,
  );
  if (prints) lines.push("print(result)");
  return { source: `${lines.join("\n")}\n` };
}

/** A JSON value as a Python literal. */
export function pythonLiteral(value: unknown): string {
  if (value === null || value === undefined) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(pythonLiteral).join(", ")}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${pythonLiteral(item)}`).join(", ")}}`;
}
