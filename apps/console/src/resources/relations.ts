// The resources a resource points at, as the public API returns them, so the details page can
// link each one (a server's volumes, networks, firewalls, load balancers, ...).
import type { Resource } from "./families";

export interface Relation {
  title: string;
  family: string;
  ids: number[];
}

const ids = (value: unknown): number[] => {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => ids(item));
  if (value && typeof value === "object") {
    const id = (value as { id?: unknown }).id;
    return typeof id === "number" ? [id] : [];
  }
  return [];
};

const at = (resource: Resource, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
    resource,
  );

const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

/** Every relation of `resource` in family `family` that names at least one resource. */
export function relationsOf(family: string, resource: Resource): Relation[] {
  const found: Relation[] = [];
  const add = (title: string, target: string, value: unknown) => {
    const list = ids(value);
    if (list.length > 0) found.push({ title, family: target, ids: list });
  };
  switch (family) {
    case "servers":
      add("Volumes", "volumes", resource.volumes);
      add(
        "Networks",
        "networks",
        listOf(resource.private_net).map((net) => net.network),
      );
      add(
        "Firewalls",
        "firewalls",
        listOf(at(resource, "public_net", "firewalls")).map((firewall) => firewall.id),
      );
      add("Load balancers", "load_balancers", resource.load_balancers);
      add("Floating IPs", "floating_ips", at(resource, "public_net", "floating_ips"));
      add("Primary IPv4", "primary_ips", at(resource, "public_net", "ipv4", "id"));
      add("Primary IPv6", "primary_ips", at(resource, "public_net", "ipv6", "id"));
      add("Placement group", "placement_groups", resource.placement_group);
      break;
    case "volumes":
    case "floating_ips":
      add("Server", "servers", resource.server);
      break;
    case "primary_ips":
      if (resource.assignee_type === "server") add("Server", "servers", resource.assignee_id);
      // Since 2026-10-05 a load balancer created on the IP holds it.
      if (resource.assignee_type === "load_balancer") {
        add("Load balancer", "load_balancers", resource.assignee_id);
      }
      break;
    case "networks":
      add("Servers", "servers", resource.servers);
      add("Load balancers", "load_balancers", resource.load_balancers);
      break;
    case "firewalls":
      add(
        "Applied to servers",
        "servers",
        listOf(resource.applied_to).map((entry) => entry.server),
      );
      break;
    case "placement_groups":
      add("Servers", "servers", resource.servers);
      break;
    case "load_balancers":
      add(
        "Target servers",
        "servers",
        listOf(resource.targets).map((target) => target.server),
      );
      add(
        "Networks",
        "networks",
        listOf(resource.private_net).map((net) => net.network),
      );
      add("Primary IPv4", "primary_ips", at(resource, "public_net", "ipv4", "id"));
      add("Primary IPv6", "primary_ips", at(resource, "public_net", "ipv6", "id"));
      break;
  }
  return found;
}
