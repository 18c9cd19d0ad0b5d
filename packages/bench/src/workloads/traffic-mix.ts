// The mixed-traffic benchmark's requests: what a team's tooling sends an emulator, not one
// request repeated (which a cache meets). A seeded generator draws each request's kind by weight
// (list pages with varied label selectors, sorts, pages and page sizes; GETs by id; creates,
// updates and deletes), its project and its parameters, so every target gets the same sequence.
// Requests name seeded resources by their index; `renderMixedRequest` turns them into HTTP with
// the ids a target assigned when it was seeded.
import { uniqueSshKeyBody } from "./ssh-key-bodies.js";

/** What each project holds before the load starts (created over HTTP, same for every target). */
export interface MixPlan {
  projects: number;
  serversPerProject: number;
  /** SSH keys that stay for the whole run (listed and read by id). */
  sshKeysPerProject: number;
  /** Further SSH keys that the mix's deletes remove, one after the other. */
  deletePoolPerProject: number;
  networksPerProject: number;
  firewallsPerProject: number;
}

export const MIX_KINDS = [
  "list_servers",
  "get_server",
  "list_ssh_keys",
  "get_ssh_key",
  "list_networks",
  "list_firewalls",
  "create_ssh_key",
  "create_server",
  "update_server",
  "delete_ssh_key",
] as const;
export type MixKind = (typeof MIX_KINDS)[number];

export const WRITE_KINDS: readonly MixKind[] = [
  "create_ssh_key",
  "create_server",
  "update_server",
  "delete_ssh_key",
];

/** Percent of requests of each kind: 85% reads (most of them server lists), 15% writes. */
export const MIX_WEIGHTS: Readonly<Record<MixKind, number>> = {
  list_servers: 52,
  get_server: 22,
  list_ssh_keys: 4,
  get_ssh_key: 3,
  list_networks: 2,
  list_firewalls: 2,
  create_ssh_key: 4,
  create_server: 3,
  update_server: 6,
  delete_ssh_key: 2,
};

export const ENVS = ["prod", "staging", "dev"] as const;
export const TEAMS = [
  "payments",
  "search",
  "ads",
  "mail",
  "maps",
  "auth",
  "data",
  "infra",
] as const;
export const TIERS = ["web", "api", "db", "cache", "batch"] as const;
const PURPOSES = ["login", "deploy", "ci"] as const;
const SORTS = ["name", "name:desc", "id", "id:desc", "created", "created:desc"] as const;
const PER_PAGE = [5, 10, 25, 50] as const;

const at = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

/** Labels of seeded server `index`: env, team and tier always; some deprecated, some canaries. */
export function seededServerLabels(index: number): Record<string, string> {
  const labels: Record<string, string> = {
    env: at(ENVS, index),
    team: at(TEAMS, Math.floor(index / ENVS.length)),
    tier: at(TIERS, index),
  };
  if (index % 7 === 0) labels.deprecated = "true";
  if (index % 11 === 0) labels.canary = "yes";
  return labels;
}

export const seededServerName = (project: number, index: number) =>
  `mix-p${project}-server-${String(index).padStart(4, "0")}`;

export function seededServerBody(project: number, index: number): string {
  return JSON.stringify({
    name: seededServerName(project, index),
    server_type: "cx22",
    image: "ubuntu-24.04",
    location: "fsn1",
    labels: seededServerLabels(index),
  });
}

export function seededSshKeyBody(project: number, index: number): string {
  const body = JSON.parse(uniqueSshKeyBody(`seed-p${project}`, index)) as Record<string, unknown>;
  return JSON.stringify({ ...body, labels: { purpose: at(PURPOSES, index) } });
}

export function poolSshKeyBody(project: number, index: number): string {
  const body = JSON.parse(uniqueSshKeyBody(`pool-p${project}`, index)) as Record<string, unknown>;
  return JSON.stringify({ ...body, labels: { pool: "scratch" } });
}

export function seededNetworkBody(project: number, index: number): string {
  return JSON.stringify({
    name: `mix-p${project}-network-${index}`,
    ip_range: `10.${index % 256}.0.0/16`,
    labels: { env: at(ENVS, index) },
  });
}

export function seededFirewallBody(project: number, index: number): string {
  return JSON.stringify({
    name: `mix-p${project}-firewall-${index}`,
    labels: { env: at(ENVS, index) },
  });
}

/** One request of the mix, naming seeded resources by index (ids differ between targets). */
export type MixedRequest = { sequence: number; project: number } & (
  | { kind: "list_servers" | "list_ssh_keys" | "list_networks" | "list_firewalls"; query: string }
  | { kind: "get_server"; server: number }
  | { kind: "get_ssh_key"; sshKey: number }
  | { kind: "create_ssh_key" }
  | { kind: "create_server"; labels: Record<string, string> }
  | { kind: "update_server"; server: number; labels: Record<string, string> }
  | { kind: "delete_ssh_key"; poolKey: number }
);

/** mulberry32: a small, fast PRNG; the same seed gives the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const query = (parameters: readonly (readonly [string, string | number])[]) =>
  parameters.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join("&");

/**
 * The mix as a stream: `next()` draws the following request. Deletes take the project's pool
 * keys in order; once a project's pool is used up they become creates (counted as such), so no
 * delete ever asks for a key that is already gone.
 */
export class TrafficMix {
  private readonly random: () => number;
  private sequence = 0;
  private readonly poolUsed: number[];
  private readonly cumulative: { kind: MixKind; upTo: number }[];
  private readonly total: number;
  /** How many requests of each kind were drawn so far. */
  readonly drawn: Record<MixKind, number>;

  constructor(
    private readonly plan: MixPlan,
    seed: number,
    weights: Readonly<Record<MixKind, number>> = MIX_WEIGHTS,
  ) {
    if (plan.projects < 1 || plan.serversPerProject < 1 || plan.sshKeysPerProject < 1) {
      throw new Error("traffic mix: every project needs at least one server and one SSH key");
    }
    this.random = seededRandom(seed);
    this.poolUsed = Array.from({ length: plan.projects }, () => 0);
    let upTo = 0;
    this.cumulative = MIX_KINDS.map((kind) => {
      upTo += weights[kind];
      return { kind, upTo };
    });
    this.total = upTo;
    this.drawn = Object.fromEntries(MIX_KINDS.map((kind) => [kind, 0])) as Record<MixKind, number>;
  }

  private below(count: number): number {
    return Math.floor(this.random() * count);
  }

  private pick<T>(values: readonly T[]): T {
    return values[this.below(values.length)] as T;
  }

  private chance(probability: number): boolean {
    return this.random() < probability;
  }

  next(): MixedRequest {
    const draw = this.random() * this.total;
    let kind = (this.cumulative.find((entry) => draw < entry.upTo) ?? this.cumulative.at(-1))
      ?.kind as MixKind;
    const project = this.below(this.plan.projects);
    const sequence = this.sequence++;
    if (
      kind === "delete_ssh_key" &&
      (this.poolUsed[project] ?? 0) >= this.plan.deletePoolPerProject
    )
      kind = "create_ssh_key";
    this.drawn[kind]++;
    const base = { sequence, project };
    switch (kind) {
      case "list_servers":
        return { ...base, kind, query: this.serverListQuery(project) };
      case "get_server":
        return { ...base, kind, server: this.below(this.plan.serversPerProject) };
      case "list_ssh_keys":
        return { ...base, kind, query: this.sshKeyListQuery() };
      case "get_ssh_key":
        return { ...base, kind, sshKey: this.below(this.plan.sshKeysPerProject) };
      case "list_networks":
      case "list_firewalls":
        return { ...base, kind, query: this.smallListQuery() };
      case "create_ssh_key":
        return { ...base, kind };
      case "create_server":
        return {
          ...base,
          kind,
          labels: { ...seededServerLabels(this.below(1_000)), created_by: "mix" },
        };
      case "update_server": {
        const server = this.below(this.plan.serversPerProject);
        return {
          ...base,
          kind,
          server,
          labels: { ...seededServerLabels(server), tier: this.pick(TIERS), rev: String(sequence) },
        };
      }
      case "delete_ssh_key": {
        const poolKey = this.poolUsed[project] ?? 0;
        this.poolUsed[project] = poolKey + 1;
        return { ...base, kind, poolKey };
      }
    }
  }

  /** A label selector using every operator the API has, values from the seeded labels. */
  private labelSelector(): string {
    const env = () => this.pick(ENVS);
    const team = () => this.pick(TEAMS);
    const tier = () => this.pick(TIERS);
    const selectors: (() => string)[] = [
      () => `env=${env()}`,
      () => `env!=${env()}`,
      () => `team in (${team()},${team()})`,
      () => `team notin (${team()},${team()},${team()})`,
      () => "!deprecated",
      () => "canary",
      () => `env=${env()},tier==${tier()}`,
      () => `env in (prod,staging),!deprecated`,
      () => `tier=${tier()},team!=${team()}`,
    ];
    return this.pick(selectors)();
  }

  private serverListQuery(project: number): string {
    const parameters: [string, string | number][] = [];
    if (this.chance(0.05)) {
      parameters.push(["name", seededServerName(project, this.below(this.plan.serversPerProject))]);
    } else if (this.chance(0.8)) {
      parameters.push(["label_selector", this.labelSelector()]);
    }
    if (this.chance(0.05)) parameters.push(["status", "running"]);
    if (this.chance(0.7)) {
      parameters.push(["sort", this.pick(SORTS)]);
      // A tie-break: created times repeat (one second resolution).
      if (this.chance(0.2)) parameters.push(["sort", "name"]);
    }
    if (this.chance(0.6)) parameters.push(["per_page", this.pick(PER_PAGE)]);
    if (this.chance(0.5)) parameters.push(["page", 2 + this.below(5)]);
    return query(parameters);
  }

  private sshKeyListQuery(): string {
    const parameters: [string, string | number][] = [];
    const selector = this.pick(["", `purpose=${this.pick(PURPOSES)}`, "!pool", "pool=scratch"]);
    if (selector) parameters.push(["label_selector", selector]);
    if (this.chance(0.5)) parameters.push(["sort", this.pick(["name", "id:desc"])]);
    if (this.chance(0.5)) parameters.push(["per_page", this.pick([10, 50])]);
    return query(parameters);
  }

  private smallListQuery(): string {
    const parameters: [string, string | number][] = [];
    if (this.chance(0.5)) parameters.push(["label_selector", `env=${this.pick(ENVS)}`]);
    if (this.chance(0.5)) parameters.push(["sort", this.pick(["name", "id:desc"])]);
    return query(parameters);
  }
}

/** The ids one target gave the seeded resources, by project and index. */
export interface SeededIds {
  servers: number[][];
  sshKeys: number[][];
  poolKeys: number[][];
}

export interface RenderedRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Below the base URL (`/v1`), query included. */
  path: string;
  project: number;
  body?: string;
}

function idOf(table: number[][], project: number, index: number, what: string): number {
  const id = table[project]?.[index];
  if (id === undefined)
    throw new Error(`traffic mix: no seeded ${what} ${index} in project ${project}`);
  return id;
}

/** HTTP for one mixed request; `runId` keeps created names apart between runs on one target. */
export function renderMixedRequest(
  request: MixedRequest,
  ids: SeededIds,
  runId: string,
): RenderedRequest {
  const { project } = request;
  const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);
  switch (request.kind) {
    case "list_servers":
      return { method: "GET", path: withQuery("/servers", request.query), project };
    case "list_ssh_keys":
      return { method: "GET", path: withQuery("/ssh_keys", request.query), project };
    case "list_networks":
      return { method: "GET", path: withQuery("/networks", request.query), project };
    case "list_firewalls":
      return { method: "GET", path: withQuery("/firewalls", request.query), project };
    case "get_server":
      return {
        method: "GET",
        path: `/servers/${idOf(ids.servers, project, request.server, "server")}`,
        project,
      };
    case "get_ssh_key":
      return {
        method: "GET",
        path: `/ssh_keys/${idOf(ids.sshKeys, project, request.sshKey, "SSH key")}`,
        project,
      };
    case "create_ssh_key":
      return {
        method: "POST",
        path: "/ssh_keys",
        project,
        body: uniqueSshKeyBody(`${runId}-p${project}`, request.sequence),
      };
    case "create_server":
      return {
        method: "POST",
        path: "/servers",
        project,
        body: JSON.stringify({
          name: `mix-${runId}-${request.sequence}`,
          server_type: "cx22",
          image: "ubuntu-24.04",
          location: "fsn1",
          labels: request.labels,
        }),
      };
    case "update_server":
      return {
        method: "PUT",
        path: `/servers/${idOf(ids.servers, project, request.server, "server")}`,
        project,
        body: JSON.stringify({ labels: request.labels }),
      };
    case "delete_ssh_key":
      return {
        method: "DELETE",
        path: `/ssh_keys/${idOf(ids.poolKeys, project, request.poolKey, "pool SSH key")}`,
        project,
      };
  }
}
