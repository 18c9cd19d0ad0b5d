// The fixtures a sample needs, built through the emulator's public API from the spec alone: the
// resource its path names (created with its collection's example create body, or the first of a
// read-only catalog), the resources its body refers to, an action for action paths, and the state
// an undo-action expects (a `detach` runs its `attach` first). The sample then runs with the
// fixtures' ids in place of the spec's example ids; nothing here is written per operation.

import { listOperations, type OpenApiDocument, type OperationEntry } from "@cloud-api/spec/reader";
import { type ExampleRequest, exampleRequest } from "../../src/operation-example.js";
import { operationKind } from "../../src/operation-kind.js";

export type ApiCall = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

/** Body fields that point at a resource of another collection, by their name. */
const REFERENCE_FIELDS: Record<string, string> = {
  server: "servers",
  assignee_id: "servers",
  volume: "volumes",
  network: "networks",
  firewall: "firewalls",
  placement_group: "placement_groups",
  ssh_key: "ssh_keys",
  floating_ip: "floating_ips",
  primary_ip: "primary_ips",
  load_balancer: "load_balancers",
  iso: "isos",
  ssh_keys: "ssh_keys",
  networks: "networks",
  volumes: "volumes",
  certificates: "certificates",
};

/**
 * Fields left out when a fixture is created (they point at other resources: no cycles). A
 * load balancer keeps its `network`: its private targets need it, and networks refer to nothing.
 */
const FIXTURE_OMITTED = new Set(
  [...Object.keys(REFERENCE_FIELDS), "firewalls", "apply_to"].filter((key) => key !== "network"),
);

/**
 * The state an action expects, as the action that brings it about (first match wins): an undo
 * runs after its do, an add after its delete (the fixture may already have that route), actions
 * on a stopped server after `poweroff`.
 */
const PRECONDITIONS: [RegExp, string, "own body"?][] = [
  [/^attach_to(.*)$/, "detach_from$1"],
  [/^detach_from(.*)$/, "attach_to$1"],
  [/^detach(.*)$/, "attach$1"],
  [/^remove_from_resources$/, "apply_to_resources"],
  [/^remove_from(.*)$/, "add_to$1"],
  [/^disable(.*)$/, "enable$1"],
  [/^delete_(.*)$/, "add_$1"],
  [/^add_to(.*)$/, "poweroff"],
  [/^add_(.*)$/, "delete_$1"],
  // The same target goes out as comes in: the remove runs with the add's own body.
  [/^add_(.*)$/, "remove_$1", "own body"],
  [/^unassign$/, "assign"],
  [/^change_alias_ips$/, "attach_to_network"],
  [/^change_type$/, "poweroff"],
];

/** Actions whose `ip` field is an address of the resource acted on. */
const OWN_ADDRESS_ACTIONS = new Set(["change_dns_ptr"]);

/**
 * The named create example a fixture is made from where the first one cannot serve every
 * operation (an uploaded certificate has no actions and cannot be retried; a managed one can).
 */
const FIXTURE_EXAMPLE: Record<string, string> = { certificates: "managed" };

/**
 * Actions that need another fixture in some state first: a server takes a primary IPv4 only
 * when it is off and has none (its own is unassigned first).
 */
const OPERATION_PRECONDITIONS: Record<
  string,
  (fixtures: SampleFixtures, request: ExampleRequest) => Promise<void>
> = {
  assign_primary_ip: async (fixtures) => {
    const server = await fixtures.ensure("servers");
    await fixtures.request("post", `/servers/${server}/actions/poweroff`);
    const body = (await fixtures.request("get", `/servers/${server}`)) as {
      server?: { public_net?: { ipv4?: { id?: number } | null } };
    };
    const own = body.server?.public_net?.ipv4?.id;
    if (own !== undefined) await fixtures.request("post", `/primary_ips/${own}/actions/unassign`);
  },
  create_load_balancer: (fixtures) => serverInNetwork(fixtures),
  // Without a public interface every target must be private: public ones are removed first.
  disable_load_balancer_public_interface: async (fixtures, request) => {
    const path = `/load_balancers/${request.pathParams.id}`;
    const body = (await fixtures.request("get", path)) as {
      load_balancer?: {
        targets?: ({ type: string; use_private_ip?: boolean } & Record<string, unknown>)[];
      };
    };
    for (const target of body.load_balancer?.targets ?? []) {
      if (target.use_private_ip) continue;
      await fixtures.attempt("post", `${path}/actions/remove_target`, {
        type: target.type,
        [target.type]: target[target.type],
      });
    }
  },
  // The service the sample deletes exists: added with the add example on the sample's port.
  delete_load_balancer_service: async (fixtures, request) => {
    const port = (request.body?.value as { listen_port?: number } | undefined)?.listen_port;
    const add = (await fixtures.exampleBody("post", "/load_balancers/{id}/actions/add_service")) as
      | Record<string, unknown>
      | undefined;
    await fixtures.attempt("post", `/load_balancers/${request.pathParams.id}/actions/add_service`, {
      ...add,
      listen_port: port,
    });
  },
  // The zone fixture is made from the example that already holds this RRSet.
  create_zone_rrset: async (fixtures, request) => {
    const body = request.body?.value as { name?: string; type?: string };
    await fixtures.attempt(
      "delete",
      `/zones/${request.pathParams.id_or_name}/rrsets/${body.name}/${body.type}`,
    );
  },
};

/** A load balancer reaches its server targets through their shared network. */
async function serverInNetwork(fixtures: SampleFixtures): Promise<void> {
  const server = await fixtures.ensure("servers");
  const network = await fixtures.ensure("networks");
  await fixtures.attempt("post", `/servers/${server}/actions/attach_to_network`, { network });
}

/** What must exist before a fixture of a collection can be created. */
const FIXTURE_PRECONDITIONS: Record<string, (fixtures: SampleFixtures) => Promise<void>> = {
  load_balancers: serverInNetwork,
};

/** Operations that need their fixture made from another named example of its create operation. */
const OPERATION_FIXTURE_EXAMPLE: Record<string, Record<string, string>> = {
  change_zone_primary_nameservers: { zones: "secondary" },
};

/** Collections without a create operation whose fixtures an action creates. */
const CREATED_BY: Record<string, { from: string; verb: string; key: string }> = {
  images: { from: "servers", verb: "create_image", key: "image" },
};

export class SampleFixtures {
  private readonly ids = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private exampleOverride: Record<string, string> = {};
  readonly log: string[] = [];

  constructor(
    private readonly document: OpenApiDocument,
    private readonly call: ApiCall,
  ) {}

  /** The example request of `entry` with fixture ids, its preconditions applied. */
  async prepare(entry: OperationEntry): Promise<ExampleRequest> {
    const example = exampleRequest(this.document, entry);
    const kind = operationKind(entry.method, entry.path);
    const pathParams: Record<string, unknown> = {};
    const parts = entry.path.split("/").filter(Boolean);
    this.exampleOverride = OPERATION_FIXTURE_EXAMPLE[entry.operation.operationId ?? ""] ?? {};
    for (const name of Object.keys(example.pathParams)) {
      const at = parts.indexOf(`{${name}}`);
      const before = parts[at - 1];
      if (before === "actions") {
        const first = Object.values(pathParams)[0];
        const owner = at >= 3 ? `/${kind.collection}/${first}` : `/${kind.collection}`;
        pathParams[name] = await this.firstAction(kind.collection === "actions" ? "" : owner);
      } else if (at === 1 && isPastSunset(entry.operation)) {
        // A removed operation (past its `x-sunset`) has no fixtures to read: its list answers
        // 410 too. The sample runs with the spec's example id and must get that 410.
        pathParams[name] = example.pathParams[name];
      } else if (at === 1) {
        // The resource the path names: a fixture. Deeper names (an RRSet's name and type)
        // keep the spec's example, which the fixture's create example also uses.
        pathParams[name] = await this.ensure(kind.collection);
      } else {
        pathParams[name] = example.pathParams[name];
      }
    }
    let body = example.body
      ? { ...example.body, value: await this.patch(example.body.value) }
      : undefined;
    if (kind.kind === "action" && OWN_ADDRESS_ACTIONS.has(kind.verb) && body) {
      const address = await this.address(kind.collection, pathParams.id);
      body = { ...body, value: { ...(body.value as object), ip: address } };
    }
    const request: ExampleRequest = { pathParams, query: example.query, body };
    if (kind.kind === "action") await this.precondition(kind.collection, kind.verb, pathParams, 2);
    await OPERATION_PRECONDITIONS[entry.operation.operationId ?? ""]?.(this, request);
    return request;
  }

  /** The id of a resource of `collection`, created (or picked from the catalog) on first use. */
  async ensure(collection: string): Promise<number> {
    const known = this.ids.get(collection);
    if (known !== undefined) return known;
    let id: number;
    const create = this.operation("post", `/${collection}`);
    const via = CREATED_BY[collection];
    if (create) {
      await FIXTURE_PRECONDITIONS[collection]?.(this);
      const body = await this.patch(omit(this.createExample(collection, create)));
      const created = await this.expect("post", `/${collection}`, body);
      id = idOf(created, singular(collection));
      this.names.set(collection, nameOf(created, singular(collection)));
    } else if (via) {
      const owner = await this.ensure(via.from);
      const action = this.operation("post", `/${via.from}/{id}/actions/${via.verb}`);
      const body = action ? exampleRequest(this.document, action).body?.value : undefined;
      const created = await this.expect("post", `/${via.from}/${owner}/actions/${via.verb}`, body);
      id = idOf(created, via.key);
      this.names.set(collection, nameOf(created, via.key));
    } else {
      const listed = (await this.expect("get", `/${collection}`)) as Record<string, unknown>;
      const first = (listed[collection] as { id: number }[] | undefined)?.[0];
      if (!first) throw new Error(`fixture: the catalog /${collection} is empty`);
      id = first.id;
      this.names.set(collection, String((first as { name?: unknown }).name ?? first.id));
    }
    this.ids.set(collection, id);
    return id;
  }

  private createExample(collection: string, create: OperationEntry): unknown {
    const name = this.exampleOverride[collection] ?? FIXTURE_EXAMPLE[collection];
    if (name) {
      const raw = create.operation.requestBody as
        | { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> }
        | undefined;
      const named = raw?.content?.["application/json"]?.examples?.[name]?.value;
      if (named === undefined)
        throw new Error(`fixture: POST /${collection} has no example ${name}`);
      return named;
    }
    return exampleRequest(this.document, create).body?.value;
  }

  private async firstAction(owner: string): Promise<number> {
    // `owner` is `/servers/7`, `/servers` (the collection's actions) or "" (GET /actions needs
    // ids, so its fixture is taken from the servers' actions).
    const [, collection = "servers", id] = owner === "" ? ["", "servers"] : owner.split("/");
    const resourceId = id === undefined ? await this.ensure(collection) : Number(id);
    const listPath = owner === "" ? "/servers/actions" : `${owner}/actions`;
    let listed = (await this.expect("get", listPath)) as { actions?: { id: number }[] };
    if (!listed.actions?.length) {
      // Creating some resources starts no action: change their protection to get one.
      const protect = this.operation("post", `/${collection}/{id}/actions/change_protection`);
      if (!protect) throw new Error(`fixture: no action under ${listPath}`);
      const body = exampleRequest(this.document, protect).body?.value;
      await this.expect("post", `/${collection}/${resourceId}/actions/change_protection`, body);
      listed = (await this.expect("get", listPath)) as { actions?: { id: number }[] };
    }
    const first = listed.actions?.[0];
    if (!first) throw new Error(`fixture: no action under ${listPath}`);
    return first.id;
  }

  private async address(collection: string, id: unknown): Promise<string> {
    const body = (await this.expect("get", `/${collection}/${id}`)) as Record<string, unknown>;
    const resource = body[singular(collection)] as {
      ip?: string;
      public_net?: { ipv4?: { ip?: string } };
    };
    const address = resource.ip ?? resource.public_net?.ipv4?.ip;
    if (!address) throw new Error(`fixture: /${collection}/${id} has no address`);
    return address.replace(/\/\d+$/, "");
  }

  private async precondition(
    collection: string,
    verb: string,
    pathParams: Record<string, unknown>,
    depth: number,
  ) {
    if (depth === 0) return;
    for (const [pattern, replacement, source] of PRECONDITIONS) {
      if (!pattern.test(verb)) continue;
      const undone = verb.replace(pattern, replacement);
      const entry = this.operation("post", `/${collection}/{id}/actions/${undone}`);
      if (!entry) continue;
      await this.precondition(collection, undone, pathParams, depth - 1);
      const own = this.operation("post", `/${collection}/{id}/actions/${verb}`);
      const example = exampleRequest(this.document, source && own ? own : entry).body?.value;
      const body = await this.patch(example);
      // Best effort: the fixture may already be in that state (a network made with its subnet).
      const result = await this.call(
        "POST",
        `/${collection}/${pathParams.id}/actions/${undone}`,
        body,
      );
      this.log.push(`precondition ${undone}: ${result.status}`);
      return;
    }
  }

  /** Replaces every id (or name) of another resource in a body by a fixture's id. */
  private async patch(value: unknown, field?: string): Promise<unknown> {
    const collection = field ? REFERENCE_FIELDS[field] : undefined;
    if (collection && typeof value === "number") return this.ensure(collection);
    if (collection && typeof value === "string") {
      await this.ensure(collection);
      return this.names.get(collection);
    }
    if (Array.isArray(value)) {
      return Promise.all(value.map((item) => this.patch(item, field)));
    }
    if (typeof value === "object" && value !== null) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (key === "id" && collection) out[key] = await this.ensure(collection);
        else out[key] = await this.patch(item, key);
      }
      return out;
    }
    return value;
  }

  private operation(method: string, path: string): OperationEntry | undefined {
    return listOperations(this.document).find((e) => e.method === method && e.path === path);
  }

  /** The example request body of an operation, fixture ids patched in. */
  async exampleBody(method: string, path: string): Promise<unknown> {
    const entry = this.operation(method, path);
    return entry ? this.patch(exampleRequest(this.document, entry).body?.value) : undefined;
  }

  /** A request that may fail (a best-effort clean-up). */
  async attempt(method: string, path: string, body?: unknown): Promise<number> {
    const result = await this.call(method.toUpperCase(), path, body);
    this.log.push(`${method.toUpperCase()} ${path}: ${result.status}`);
    return result.status;
  }

  /** A request that must succeed (fixtures set up through the public API). */
  request(method: string, path: string, body?: unknown): Promise<unknown> {
    return this.expect(method, path, body);
  }

  private async expect(method: string, path: string, body?: unknown): Promise<unknown> {
    const result = await this.call(method.toUpperCase(), path, body);
    this.log.push(`${method.toUpperCase()} ${path}: ${result.status}`);
    if (result.status >= 300) {
      throw new Error(
        `fixture ${method.toUpperCase()} ${path} -> ${result.status} ${JSON.stringify(result.body)}`,
      );
    }
    return result.body;
  }
}

function omit(body: unknown): unknown {
  if (typeof body !== "object" || body === null) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !FIXTURE_OMITTED.has(key)));
}

function singular(collection: string): string {
  return collection.replace(/s$/, "");
}

function nameOf(body: unknown, key: string): string {
  const resource = (body as Record<string, { id?: unknown; name?: unknown }> | undefined)?.[key];
  return String(resource?.name ?? resource?.id);
}

function idOf(body: unknown, key: string): number {
  const resource = (body as Record<string, { id?: unknown }> | undefined)?.[key];
  if (typeof resource?.id !== "number") {
    throw new Error(`fixture: no ${key}.id in ${JSON.stringify(body)}`);
  }
  return resource.id;
}

/** Deprecated with an `x-sunset` day that has come (spec "Deprecations"). */
function isPastSunset(operation: OperationEntry["operation"]): boolean {
  const sunset = (operation as { "x-sunset"?: unknown })["x-sunset"];
  return (
    operation.deprecated === true && typeof sunset === "string" && Date.parse(sunset) <= Date.now()
  );
}
