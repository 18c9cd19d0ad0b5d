// What a project's resources use that is going away (the console's project page shows it):
// servers on a retiring server type (in their location) or from a deprecated image, load
// balancers of a retiring type, read from what the public API shows of those items.

export interface Deprecation {
  announced: string;
  unavailable_after: string;
}
export interface Server {
  id: number;
  name: string;
  location?: { name: string };
  server_type: {
    name: string;
    deprecation?: Deprecation | null;
    locations?: { name: string; deprecation: Deprecation | null }[];
  };
  image: { name: string | null; deprecated: string | null } | null;
}
export interface LoadBalancer {
  id: number;
  name: string;
  load_balancer_type: { name: string; deprecation: Deprecation | null };
}
export interface Warning {
  key: string;
  text: string;
}

const day = (instant: string) => instant.slice(0, 10);

/** What the project's resources use that is going away, one line each. */
export function deprecationWarnings(servers: Server[], loadBalancers: LoadBalancer[]): Warning[] {
  const warnings: Warning[] = [];
  for (const server of servers) {
    const type = server.server_type;
    const here = type.locations?.find((entry) => entry.name === server.location?.name);
    const deprecation = here ? here.deprecation : (type.deprecation ?? null);
    if (deprecation) {
      warnings.push({
        key: `server-type-${server.id}`,
        text: `Server ${server.name} runs on server type ${type.name}, deprecated since ${day(deprecation.announced)}: no new servers of it${server.location ? ` in ${server.location.name}` : ""} after ${day(deprecation.unavailable_after)}.`,
      });
    }
    if (server.image?.deprecated) {
      warnings.push({
        key: `image-${server.id}`,
        text: `Server ${server.name} was created from image ${server.image.name ?? "(unnamed)"}, deprecated since ${day(server.image.deprecated)}: rebuilds and new servers from it will be refused.`,
      });
    }
  }
  for (const balancer of loadBalancers) {
    const deprecation = balancer.load_balancer_type.deprecation;
    if (deprecation) {
      warnings.push({
        key: `load-balancer-type-${balancer.id}`,
        text: `Load balancer ${balancer.name} uses type ${balancer.load_balancer_type.name}, deprecated since ${day(deprecation.announced)}: no new load balancers of it after ${day(deprecation.unavailable_after)}.`,
      });
    }
  }
  return warnings;
}
