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
  load_balancer_types: ["hcloud.load_balancer_types.domain", "LoadBalancerType"],
  actions: ["hcloud.actions.domain", "Action"],
};

const LB_DOMAIN = "hcloud.load_balancers.domain";
const TARGET_MODELS: Record<string, [string, string]> = {
  server: ["hcloud.servers.domain", "Server"],
  label_selector: [LB_DOMAIN, "LoadBalancerTargetLabelSelector"],
  ip: [LB_DOMAIN, "LoadBalancerTargetIP"],
};

/**
 * Actions whose body the library takes as one model argument (`LoadBalancerTarget(...)`), its
 * nested objects as models too, by `<collection> <verb>`.
 */
const NETWORKS_DOMAIN = "hcloud.networks.domain";
const FIREWALLS_DOMAIN = "hcloud.firewalls.domain";
const FIREWALL_RESOURCE: BodyModel = {
  field: "apply_to",
  model: [FIREWALLS_DOMAIN, "FirewallResource"],
  nested: {
    server: ["hcloud.servers.domain", "Server"],
    label_selector: [FIREWALLS_DOMAIN, "FirewallResourceLabelSelector"],
  },
};

/** `field`: the body is `{<field>: [...]}` and the library takes that list, each item a model. */
interface BodyModel {
  model: [string, string];
  nested?: Record<string, [string, string] | BodyModel>;
  field?: string;
}

const BODY_MODELS: Record<string, BodyModel> = {
  "networks add_route": { model: [NETWORKS_DOMAIN, "NetworkRoute"] },
  "networks delete_route": { model: [NETWORKS_DOMAIN, "NetworkRoute"] },
  "networks add_subnet": { model: [NETWORKS_DOMAIN, "NetworkSubnet"] },
  "networks delete_subnet": { model: [NETWORKS_DOMAIN, "NetworkSubnet"] },
  "firewalls set_rules": { field: "rules", model: [FIREWALLS_DOMAIN, "FirewallRule"] },
  "firewalls apply_to_resources": FIREWALL_RESOURCE,
  "firewalls remove_from_resources": { ...FIREWALL_RESOURCE, field: "remove_from" },
  "load_balancers add_target": { model: [LB_DOMAIN, "LoadBalancerTarget"], nested: TARGET_MODELS },
  "load_balancers remove_target": {
    model: [LB_DOMAIN, "LoadBalancerTarget"],
    nested: TARGET_MODELS,
  },
  "load_balancers change_algorithm": { model: [LB_DOMAIN, "LoadBalancerAlgorithm"] },
  "load_balancers delete_service": { model: [LB_DOMAIN, "LoadBalancerService"] },
  "load_balancers update_service": {
    model: [LB_DOMAIN, "LoadBalancerService"],
    nested: {
      health_check: {
        model: [LB_DOMAIN, "LoadBalancerHealthCheck"],
        nested: { http: [LB_DOMAIN, "LoadBalancerHealtCheckHttp"] },
      },
      http: {
        model: [LB_DOMAIN, "LoadBalancerServiceHttp"],
        nested: { certificates: ["hcloud.certificates.domain", "Certificate"] },
      },
    },
  },
};

/** Clients the library has that no template uses yet. */
const PYTHON_CLIENTS_WITHOUT_TEMPLATE = new Set<string>();

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
  load_balancer_type: "load_balancer_types",
};

/**
 * What hcloud-python 1.18 cannot send as the API example does, by `<collection> <verb>`:
 * measured by running the samples (test/samples-run.test.ts), with the reason.
 */
const PYTHON_GAPS: Record<string, string> = {
  "servers attach_to_network": `${PYTHON_LIBRARY_VERSION} \`attach_to_network\` has no \`ip_range\` argument`,
  "actions list": `${PYTHON_LIBRARY_VERSION} \`actions.get_all\` has no \`id\` filter, which \`GET /actions\` requires`,
  "primary_ips create": `${PYTHON_LIBRARY_VERSION} \`primary_ips.create\` has no \`location\` argument (it takes a datacenter)`,
  "primary_ips list_actions": `${PYTHON_LIBRARY_VERSION} has no \`get_actions\` for primary IPs`,
  "networks create": `${PYTHON_LIBRARY_VERSION} \`networks.create\` has no \`expose_routes_to_vswitch\` argument and takes subnets and routes as models`,
  "networks update": `${PYTHON_LIBRARY_VERSION} \`networks.update\` has no \`expose_routes_to_vswitch\` argument`,
  "firewalls set_rules": `${PYTHON_LIBRARY_VERSION} \`FirewallRule\` requires \`source_ips\`, which the example's outbound rule has none of`,
  "firewalls create": `${PYTHON_LIBRARY_VERSION} takes rules and resources as \`FirewallRule\`/\`FirewallResource\` models`,
  "load_balancers create": `${PYTHON_LIBRARY_VERSION} takes the type, algorithm, services and targets as models`,
  "load_balancers add_service": `${PYTHON_LIBRARY_VERSION} \`LoadBalancerServiceHttp\` has no \`timeout_idle\` argument`,
  "load_balancers attach_to_network": `${PYTHON_LIBRARY_VERSION} \`attach_to_network\` has no \`ip_range\` argument`,
};

/**
 * Body fields one call takes as models, by `<collection> <kind or verb>`: a collection for a list
 * of references (`[SSHKey(name="laptop")]`), a model class for an object.
 */
const MODEL_FIELDS: Record<string, Record<string, string | [string, string]>> = {
  "servers create": {
    ssh_keys: "ssh_keys",
    networks: "networks",
    firewalls: "firewalls",
    volumes: "volumes",
    public_net: ["hcloud.servers.domain", "ServerCreatePublicNetwork"],
  },
};

/** Method names that are not the path's verb. */
const METHOD_NAMES: Record<string, string> = {
  poweron: "power_on",
  poweroff: "power_off",
  "certificates retry": "retry_issuance",
};

/** Create methods chosen by the body's `type` (which the method name then carries). */
const CREATE_BY_TYPE: Record<string, Record<string, string>> = {
  certificates: { uploaded: "create", managed: "create_managed" },
};

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
  /** `Class(field=value, ...)`, nested objects as their models. */
  // A list under a modelled key is a list of models; a number in it is a model's id.
  const modelCall = (
    [module, name]: [string, string],
    fields: Record<string, unknown>,
    nested: Record<string, [string, string] | BodyModel> = {},
  ): string => {
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
    const one = (spec: [string, string] | BodyModel, value: unknown): string => {
      const [target, inner] = Array.isArray(spec) ? [spec, {}] : [spec.model, spec.nested];
      if (typeof value === "object" && value !== null) {
        return modelCall(target, value as Record<string, unknown>, inner);
      }
      return modelCall(target, { id: value });
    };
    const args = Object.entries(fields).map(([key, value]) => {
      const spec = nested[key];
      if (!spec || value === null) return `${key}=${pythonLiteral(value)}`;
      return Array.isArray(value)
        ? `${key}=[${value.map((item) => one(spec, item)).join(", ")}]`
        : `${key}=${one(spec, value)}`;
    });
    return `${name}(${args.join(", ")})`;
  };
  const gap = PYTHON_GAPS[`${kind.collection} ${kind.kind === "action" ? kind.verb : kind.kind}`];
  if (gap) return { unsupported: gap };
  const attribute = `client.${kind.collection}`;
  const id = request.pathParams.id;
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  const kwargs = (): string[] => kwargsOf(body);
  const modelFields =
    MODEL_FIELDS[`${kind.collection} ${kind.kind === "action" ? kind.verb : kind.kind}`] ?? {};
  const kwargsOf = (fields: Record<string, unknown>): string[] =>
    Object.entries(fields).map(([name, value]) => {
      const asModel = modelFields[name];
      if (typeof asModel === "string" && Array.isArray(value)) {
        // A list of references: ids, names, or `{"firewall": 38}`-style wrappers.
        const items = value.map((item) =>
          model(asModel, typeof item === "object" && item !== null ? Object.values(item)[0] : item),
        );
        return `${name}=[${items.join(", ")}]`;
      }
      if (Array.isArray(asModel) && typeof value === "object" && value !== null) {
        return `${name}=${modelCall(asModel, value as Record<string, unknown>)}`;
      }
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
    case "create": {
      const byType = CREATE_BY_TYPE[kind.collection];
      if (byType) {
        const method = byType[String(body.type)];
        if (!method) {
          return {
            unsupported: `${PYTHON_LIBRARY_VERSION} has no create method for type ${body.type}`,
          };
        }
        const { type: _type, ...rest } = body;
        call = `${attribute}.${method}(${kwargsOf(rest).join(", ")})`;
      } else call = `${attribute}.create(${kwargs().join(", ")})`;
      break;
    }
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
      const method =
        METHOD_NAMES[`${kind.collection} ${kind.verb}`] ?? METHOD_NAMES[kind.verb] ?? kind.verb;
      const bodyModel = BODY_MODELS[`${kind.collection} ${kind.verb}`];
      let args = [model(kind.collection, id), ...kwargs()];
      if (bodyModel?.field) {
        const { [bodyModel.field]: list, ...others } = body;
        if (!Array.isArray(list) || Object.keys(others).length > 0) {
          return {
            unsupported: `${PYTHON_LIBRARY_VERSION} takes only the \`${bodyModel.field}\` list here`,
          };
        }
        const items = list.map((item) =>
          modelCall(bodyModel.model, item as Record<string, unknown>, bodyModel.nested),
        );
        args = [model(kind.collection, id), `[${items.join(", ")}]`];
      } else if (bodyModel) {
        args = [model(kind.collection, id), modelCall(bodyModel.model, body, bodyModel.nested)];
      }
      call = `${attribute}.${method}(${args.join(", ")})`;
      break;
    }
    case "metrics":
      return { unsupported: `${PYTHON_LIBRARY_VERSION} has no method for metrics` };
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
