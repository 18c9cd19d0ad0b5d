// The Python sample of one operation with the provider's official library (`hcloud` from PyPI,
// hcloud-python 2.27, as users install it today). Chosen by kind of operation; resources the
// library models are passed as its model classes (`Server(id=42)`), catalog names as
// `Location(name="fsn1")`, structured bodies as its models (`FirewallRule(...)`). What that
// version has no method for is returned as unsupported with the reason.
import type { SampleResult } from "./cli-sample.js";
import type { ExampleRequest } from "./operation-example.js";
import type { OperationKind } from "./operation-kind.js";

export const PYTHON_LIBRARY_VERSION = "hcloud-python 2.27";

/** Client attribute -> (module, model class) for the resources hcloud-python 2.27 has. */
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
  zones: ["hcloud.zones.domain", "Zone"],
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

const LB_SERVICE: BodyModel = {
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
};
const ZONES_DOMAIN = "hcloud.zones.domain";
const ZONE_RECORDS: BodyModel = { field: "records", model: [ZONES_DOMAIN, "ZoneRecord"] };

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
  "load_balancers add_service": LB_SERVICE,
  "load_balancers update_service": LB_SERVICE,
  "zones change_primary_nameservers": {
    field: "primary_nameservers",
    model: [ZONES_DOMAIN, "ZonePrimaryNameserver"],
  },
  "rrsets set_records": ZONE_RECORDS,
  "rrsets add_records": ZONE_RECORDS,
  "rrsets remove_records": ZONE_RECORDS,
  "rrsets update_records": ZONE_RECORDS,
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
 * What hcloud-python 2.27 cannot send as the API example does, by `<collection> <verb>`:
 * measured by running the samples (test/samples-run.test.ts), with the reason.
 */
const PYTHON_GAPS: Record<string, string> = {
  "actions list": `${PYTHON_LIBRARY_VERSION} \`actions.get_all\` has no \`id\` filter, which \`GET /actions\` requires (\`actions.get_by_id\` reads one)`,
};

/**
 * Body fields one call takes as models, by `<collection> <kind or verb>`: a collection for a list
 * of references (`[SSHKey(name="laptop")]`), a model class for an object, a `BodyModel` for a
 * list of structured items (`[FirewallRule(...)]`) or one structured object.
 */
const MODEL_FIELDS: Record<string, Record<string, string | [string, string] | BodyModel>> = {
  "servers create": {
    ssh_keys: "ssh_keys",
    networks: "networks",
    firewalls: "firewalls",
    volumes: "volumes",
    public_net: ["hcloud.servers.domain", "ServerCreatePublicNetwork"],
  },
  "networks create": {
    subnets: { model: [NETWORKS_DOMAIN, "NetworkSubnet"] },
    routes: { model: [NETWORKS_DOMAIN, "NetworkRoute"] },
  },
  "firewalls create": {
    rules: { model: [FIREWALLS_DOMAIN, "FirewallRule"] },
    apply_to: FIREWALL_RESOURCE,
  },
  "load_balancers create": {
    algorithm: { model: [LB_DOMAIN, "LoadBalancerAlgorithm"] },
    services: LB_SERVICE,
    targets: { model: [LB_DOMAIN, "LoadBalancerTarget"], nested: TARGET_MODELS },
    public_net: {
      model: [LB_DOMAIN, "LoadBalancerCreatePublicNetwork"],
      nested: {
        ipv4: ["hcloud.primary_ips.domain", "PrimaryIP"],
        ipv6: ["hcloud.primary_ips.domain", "PrimaryIP"],
      },
    },
  },
  "zones create": {
    rrsets: {
      model: [ZONES_DOMAIN, "ZoneRRSet"],
      nested: { records: [ZONES_DOMAIN, "ZoneRecord"] },
    },
    primary_nameservers: { model: [ZONES_DOMAIN, "ZonePrimaryNameserver"] },
  },
  "rrsets create": { records: { model: [ZONES_DOMAIN, "ZoneRecord"] } },
};

/** Body fields the library's keyword argument names otherwise, by `<collection> <kind>`. */
const RENAMED_FIELDS: Record<string, Record<string, string>> = {
  "firewalls create": { apply_to: "resources" },
};

/** Method names that are not the path's verb. */
const METHOD_NAMES: Record<string, string> = {
  poweron: "power_on",
  poweroff: "power_off",
  "certificates retry": "retry_issuance",
  "rrsets change_protection": "change_rrset_protection",
  "rrsets change_ttl": "change_rrset_ttl",
  "rrsets set_records": "set_rrset_records",
  "rrsets add_records": "add_rrset_records",
  "rrsets remove_records": "remove_rrset_records",
  "rrsets update_records": "update_rrset_records",
};

/** `get` by a method other than `get_by_id` (zones are read by ID or name). */
const GET_METHODS: Record<string, string> = { zones: "get" };

/** Create methods chosen by the body's `type` (which the method name then carries). */
const CREATE_BY_TYPE: Record<string, Record<string, string>> = {
  certificates: { uploaded: "create", managed: "create_managed" },
};

/**
 * What an operation of kind "other" is, from the rest of its path: the sub-resources 2.27 has
 * methods for (network members, a zone's file and its RRSets).
 */
function otherOperation(
  method: string,
  path: string,
): { target: "members" | "zonefile" | "rrsets" | "rrset"; verb?: string } | undefined {
  const rest = path.split("/").slice(3).join("/");
  if (method === "get" && rest === "members") return { target: "members" };
  if (method === "get" && rest === "zonefile") return { target: "zonefile" };
  if (rest === "rrsets") return { target: "rrsets" };
  const action = /^rrsets\/\{[^}]+\}\/\{[^}]+\}\/actions\/(\w+)$/.exec(rest);
  if (action) return { target: "rrset", verb: action[1] };
  if (/^rrsets\/\{[^}]+\}\/\{[^}]+\}$/.test(rest)) return { target: "rrset" };
  return undefined;
}

export function pythonSample(
  kind: OperationKind,
  request: ExampleRequest,
  method = "get",
  path = "",
): SampleResult {
  const models = PYTHON_MODELS[kind.collection];
  if (!models) {
    return {
      unsupported: PYTHON_CLIENTS_WITHOUT_TEMPLATE.has(kind.collection)
        ? `no template for the \`${kind.collection}\` client of ${PYTHON_LIBRARY_VERSION}`
        : `${PYTHON_LIBRARY_VERSION} has no \`${kind.collection}\` client`,
    };
  }
  const imports = new Map<string, Set<string>>();
  const use = ([module, name]: [string, string]) => {
    imports.set(module, (imports.get(module) ?? new Set()).add(name));
    return name;
  };
  const model = (collection: string, value: unknown): string => {
    const entry = PYTHON_MODELS[collection];
    if (!entry) throw new Error(`no Python model for ${collection}`);
    const name = use(entry);
    return typeof value === "string"
      ? `${name}(name=${pythonLiteral(value)})`
      : `${name}(id=${pythonLiteral(value)})`;
  };
  /** `Class(field=value, ...)`, nested objects as their models. */
  // A list under a modelled key is a list of models; a number in it is a model's id.
  const modelCall = (
    target: [string, string],
    fields: Record<string, unknown>,
    nested: Record<string, [string, string] | BodyModel> = {},
  ): string => {
    const name = use(target);
    const one = (spec: [string, string] | BodyModel, value: unknown): string => {
      const [inner, innerNested] = Array.isArray(spec) ? [spec, {}] : [spec.model, spec.nested];
      if (typeof value === "object" && value !== null) {
        return modelCall(inner, value as Record<string, unknown>, innerNested);
      }
      return modelCall(inner, { id: value });
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
  const other = kind.kind === "other" ? otherOperation(method, path) : undefined;
  // RRSets are addressed through their zone; their verbs and bodies have tables of their own.
  const scope =
    other?.target === "rrsets" || other?.target === "rrset" ? "rrsets" : kind.collection;
  const verbOf = kind.kind === "action" ? kind.verb : (other?.verb ?? kind.kind);
  const gap = PYTHON_GAPS[`${kind.collection} ${verbOf}`];
  if (gap) return { unsupported: gap };
  const attribute = `client.${kind.collection}`;
  const id = request.pathParams.id ?? request.pathParams.id_or_name;
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  const creating = kind.kind === "create" || (other?.target === "rrsets" && method === "post");
  const fieldsKey = `${scope} ${creating ? "create" : verbOf}`;
  const modelFields = MODEL_FIELDS[fieldsKey] ?? {};
  const renamed = RENAMED_FIELDS[fieldsKey] ?? {};
  const kwargsOf = (fields: Record<string, unknown>): string[] =>
    Object.entries(fields).map(([field, value]) => {
      const name = renamed[field] ?? field;
      const asModel = modelFields[field];
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
      if (asModel && typeof asModel === "object" && !Array.isArray(asModel) && value !== null) {
        const structured = asModel as BodyModel;
        const build = (item: unknown) =>
          modelCall(structured.model, item as Record<string, unknown>, structured.nested);
        return Array.isArray(value)
          ? `${name}=[${value.map(build).join(", ")}]`
          : `${name}=${build(value)}`;
      }
      const referenced = REFERENCE_FIELDS[field];
      if (referenced && (typeof value === "string" || typeof value === "number")) {
        return `${name}=${model(referenced, value)}`;
      }
      return `${name}=${pythonLiteral(value)}`;
    });
  const kwargs = (): string[] => kwargsOf(body);
  /** The query parameters a listing method takes as keyword arguments. */
  const queryKwargs = (names: string[]): string[] =>
    names
      .filter((name) => request.query[name] !== undefined)
      .map((name) => `${name}=${pythonLiteral(request.query[name])}`);
  /** `ZoneRRSet(zone=Zone(name="example.com"), name="www", type="A")`. */
  const rrset = () =>
    `${use([ZONES_DOMAIN, "ZoneRRSet"])}(zone=${model("zones", id)}, name=${pythonLiteral(request.pathParams.rr_name)}, type=${pythonLiteral(request.pathParams.rr_type)})`;
  /** A body taken as one model, or as a list of models (`field`), the rest as keywords. */
  const bodyModelArgs = (bodyModel: BodyModel): string[] | SampleResult => {
    if (!bodyModel.field) return [modelCall(bodyModel.model, body, bodyModel.nested)];
    const { [bodyModel.field]: list, ...others } = body;
    if (!Array.isArray(list)) {
      return {
        unsupported: `${PYTHON_LIBRARY_VERSION} takes the \`${bodyModel.field}\` list here`,
      };
    }
    const items = list.map((item) =>
      modelCall(bodyModel.model, item as Record<string, unknown>, bodyModel.nested),
    );
    return [`[${items.join(", ")}]`, ...kwargsOf(others)];
  };
  let call: string;
  let prints = true;
  switch (kind.kind) {
    case "list":
      call = `${attribute}.get_all()`;
      break;
    case "get":
      call = `${attribute}.${GET_METHODS[kind.collection] ?? "get_by_id"}(${pythonLiteral(id)})`;
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
    case "list_collection_actions":
      call = `${attribute}.actions.get_all(${queryKwargs(["status", "sort"]).join(", ")})`;
      break;
    case "get_collection_action":
      call = `${attribute}.actions.get_by_id(${pythonLiteral(id)})`;
      break;
    case "action": {
      const method =
        METHOD_NAMES[`${kind.collection} ${kind.verb}`] ?? METHOD_NAMES[kind.verb] ?? kind.verb;
      const bodyModel = BODY_MODELS[`${kind.collection} ${kind.verb}`];
      let args = [model(kind.collection, id), ...kwargs()];
      if (bodyModel) {
        const built = bodyModelArgs(bodyModel);
        if (!Array.isArray(built)) return built;
        args = [model(kind.collection, id), ...built];
      }
      call = `${attribute}.${method}(${args.join(", ")})`;
      break;
    }
    case "metrics": {
      const step = request.query.step === undefined ? [] : [`step=${Number(request.query.step)}`];
      const args = [model(kind.collection, id), ...queryKwargs(["type", "start", "end"]), ...step];
      call = `${attribute}.get_metrics(${args.join(", ")})`;
      break;
    }
    case "get_action":
      return {
        unsupported: `${PYTHON_LIBRARY_VERSION} reads one action through \`${attribute}.actions.get_by_id\`, not this deprecated path`,
      };
    case "other": {
      if (!other) {
        return { unsupported: `no ${PYTHON_LIBRARY_VERSION} template for this kind of operation` };
      }
      const zone = () => model(kind.collection, id);
      if (other.target === "members") {
        call = `${attribute}.get_member_all(${[model(kind.collection, id), ...queryKwargs(["type", "status", "subnet", "sort"])].join(", ")})`;
      } else if (other.target === "zonefile") {
        call = `${attribute}.export_zonefile(${zone()})`;
      } else if (other.target === "rrsets") {
        call =
          method === "post"
            ? `${attribute}.create_rrset(${[zone(), ...kwargs()].join(", ")})`
            : `${attribute}.get_rrset_all(${[zone(), ...queryKwargs(["name", "type", "label_selector", "sort"])].join(", ")})`;
      } else if (other.verb) {
        const verb = other.verb;
        const bodyModel = BODY_MODELS[`rrsets ${verb}`];
        let args = [rrset(), ...kwargs()];
        if (bodyModel) {
          const built = bodyModelArgs(bodyModel);
          if (!Array.isArray(built)) return built;
          args = [rrset(), ...built];
        }
        call = `${attribute}.${METHOD_NAMES[`rrsets ${verb}`] ?? verb}(${args.join(", ")})`;
      } else if (method === "get") {
        call = `${attribute}.get_rrset(${[zone(), pythonLiteral(request.pathParams.rr_name), pythonLiteral(request.pathParams.rr_type)].join(", ")})`;
      } else if (method === "put") {
        call = `${attribute}.update_rrset(${[rrset(), ...kwargs()].join(", ")})`;
      } else {
        call = `${attribute}.delete_rrset(${rrset()})`;
      }
      break;
    }
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
