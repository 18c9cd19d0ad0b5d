// The resource families the console shows, driven by the public API's list operations: a new
// family is one entry here (its list path, the key of its list, and the columns worth a glance).
import type { components } from "@cloud-api/spec/types";
import { formatDate } from "../format/dates";

type Schemas = components["schemas"];
export type Resource = { id: number; name?: string | null } & Record<string, unknown>;

export interface Column {
  title: string;
  value(resource: Resource): string;
  /** The cell links to the resource's page, like the ID (the name: what people click). */
  links?: boolean;
}

export interface Family {
  /** Path of the list (and prefix of the detail) in the public API, without `/v1`. */
  path: string;
  title: string;
  /** Key of the array in the list answer. */
  listKey: string;
  /** Key of the object in the detail answer. */
  itemKey: string;
  columns: Column[];
  /** The base path of its API on the emulator when not the Cloud API's `/v1` (`/hetzner/v1`). */
  basePath?: string;
  /** Has `GET /{path}/{id}/actions`. */
  hasActions: boolean;
  /** Query added to the list (e.g. only the project's own images). */
  listQuery?: string;
  /** The list's `sort` keys (the public API's), by column title; ID is always sortable. */
  sortable: Record<string, string>;
}

const labels = (r: Resource): string =>
  Object.entries((r.labels as Record<string, string> | undefined) ?? {})
    .map(([key, value]) => (value === "" ? key : `${key}=${value}`))
    .join(", ");

const protection = (r: Resource): string => {
  const value = r.protection as Record<string, boolean> | undefined;
  if (!value) return "";
  const on = Object.entries(value)
    .filter(([, enabled]) => enabled)
    .map(([kind]) => kind);
  return on.length === 0 ? "none" : on.join(", ");
};

const field =
  (key: string) =>
  (r: Resource): string => {
    const value = r[key];
    if (value === null || value === undefined) return "";
    if (typeof value === "object") {
      const named = value as { name?: unknown; id?: unknown };
      return String(named.name ?? named.id ?? "");
    }
    return String(value);
  };

const serverIps = (r: Resource): string => {
  const net = (r as unknown as Schemas["Server"]).public_net;
  return [net?.ipv4?.ip, net?.ipv6?.ip].filter(Boolean).join(", ");
};

const location = (r: Resource): string => {
  const direct = r.location as { name?: string } | undefined;
  if (direct?.name) return direct.name;
  const home = r.home_location as { name?: string } | undefined;
  return home?.name ?? "";
};

const name: Column = { title: "Name", value: field("name"), links: true };
const labelsColumn: Column = { title: "Labels", value: labels };
const protectionColumn: Column = { title: "Protection", value: protection };
const created: Column = { title: "Created", value: (r) => formatDate(r.created as string) };
const BY_NAME_AND_CREATED = { Name: "name", Created: "created" };

export const FAMILIES: Family[] = [
  {
    path: "servers",
    sortable: BY_NAME_AND_CREATED,
    title: "Servers",
    listKey: "servers",
    itemKey: "server",
    hasActions: true,
    columns: [
      name,
      { title: "Status", value: field("status") },
      { title: "Type", value: field("server_type") },
      { title: "Location", value: location },
      { title: "IPs", value: serverIps },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "volumes",
    sortable: BY_NAME_AND_CREATED,
    title: "Volumes",
    listKey: "volumes",
    itemKey: "volume",
    hasActions: true,
    columns: [
      name,
      { title: "Size (GB)", value: field("size") },
      { title: "Status", value: field("status") },
      { title: "Server", value: field("server") },
      { title: "Location", value: location },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    // The Hetzner API's (the emulator's `/hetzner/v1` mount; the console routes it there).
    path: "storage_boxes",
    basePath: "/hetzner/v1",
    sortable: BY_NAME_AND_CREATED,
    title: "Storage Boxes",
    listKey: "storage_boxes",
    itemKey: "storage_box",
    hasActions: true,
    columns: [
      name,
      { title: "Type", value: field("storage_box_type") },
      { title: "Status", value: field("status") },
      { title: "Username", value: field("username") },
      { title: "Location", value: location },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "load_balancers",
    sortable: BY_NAME_AND_CREATED,
    title: "Load balancers",
    listKey: "load_balancers",
    itemKey: "load_balancer",
    hasActions: true,
    columns: [
      name,
      { title: "Type", value: field("load_balancer_type") },
      { title: "Location", value: location },
      {
        title: "IPv4",
        value: (r) => (r.public_net as { ipv4?: { ip?: string } } | undefined)?.ipv4?.ip ?? "",
      },
      { title: "Targets", value: (r) => String((r.targets as unknown[] | undefined)?.length ?? 0) },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "certificates",
    sortable: BY_NAME_AND_CREATED,
    title: "Certificates",
    listKey: "certificates",
    itemKey: "certificate",
    hasActions: true,
    columns: [name, { title: "Type", value: field("type") }, labelsColumn, created],
  },
  {
    path: "networks",
    sortable: BY_NAME_AND_CREATED,
    title: "Networks",
    listKey: "networks",
    itemKey: "network",
    hasActions: true,
    columns: [
      name,
      { title: "IP range", value: field("ip_range") },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "firewalls",
    sortable: BY_NAME_AND_CREATED,
    title: "Firewalls",
    listKey: "firewalls",
    itemKey: "firewall",
    hasActions: true,
    columns: [
      name,
      { title: "Rules", value: (r) => String((r.rules as unknown[] | undefined)?.length ?? 0) },
      labelsColumn,
    ],
  },
  {
    path: "floating_ips",
    sortable: { Created: "created" },
    title: "Floating IPs",
    listKey: "floating_ips",
    itemKey: "floating_ip",
    hasActions: true,
    columns: [
      name,
      { title: "IP", value: field("ip") },
      { title: "Type", value: field("type") },
      { title: "Server", value: field("server") },
      { title: "Location", value: location },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "primary_ips",
    sortable: { Created: "created" },
    title: "Primary IPs",
    listKey: "primary_ips",
    itemKey: "primary_ip",
    hasActions: true,
    columns: [
      name,
      { title: "IP", value: field("ip") },
      { title: "Type", value: field("type") },
      { title: "Assignee", value: field("assignee_id") },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "ssh_keys",
    sortable: { Name: "name" },
    title: "SSH keys",
    listKey: "ssh_keys",
    itemKey: "ssh_key",
    hasActions: false,
    columns: [name, { title: "Fingerprint", value: field("fingerprint") }, labelsColumn, created],
  },
  {
    path: "images",
    sortable: BY_NAME_AND_CREATED,
    title: "Images",
    listKey: "images",
    itemKey: "image",
    hasActions: true,
    listQuery: "type=snapshot&type=backup",
    columns: [
      { title: "Description", value: field("description") },
      { title: "Type", value: field("type") },
      { title: "Status", value: field("status") },
      labelsColumn,
      protectionColumn,
    ],
  },
  {
    path: "placement_groups",
    sortable: BY_NAME_AND_CREATED,
    title: "Placement groups",
    listKey: "placement_groups",
    itemKey: "placement_group",
    hasActions: false,
    columns: [
      name,
      { title: "Type", value: field("type") },
      { title: "Servers", value: (r) => String((r.servers as unknown[] | undefined)?.length ?? 0) },
      labelsColumn,
    ],
  },
  {
    path: "zones",
    sortable: BY_NAME_AND_CREATED,
    title: "DNS zones",
    listKey: "zones",
    itemKey: "zone",
    hasActions: true,
    columns: [
      name,
      { title: "Mode", value: field("mode") },
      { title: "Status", value: field("status") },
      { title: "Records", value: field("record_count") },
      { title: "TTL", value: field("ttl") },
      labelsColumn,
      protectionColumn,
    ],
  },
];

export function familyByPath(path: string): Family | undefined {
  return FAMILIES.find((family) => family.path === path);
}
