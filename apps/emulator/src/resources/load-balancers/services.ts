import { conflictState, invalidField } from "../../http/api-error.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { certificateExists, type LoadBalancerType } from "./domain.js";
import type {
  LoadBalancerHealthCheckEntry,
  LoadBalancerHttpEntry,
  LoadBalancerServiceEntry,
} from "./records.js";

type ServiceRequest = Schemas["AddLoadBalancerServiceRequest"];
type UpdateServiceRequest = Schemas["UpdateLoadBalancerServiceRequest"];
type HealthCheckRequest = Schemas["LoadBalancerHealthCheckRequest"];
type HttpRequest = Schemas["LoadBalancerServiceHttpRequest"];

/** An https service that redirects HTTP also listens on port 80. */
const REDIRECT_PORT = 80;

const DEFAULT_PORTS = { http: 80, https: 443 } as const;
const DEFAULT_DESTINATION_PORT = 80;

function defaultHttp(): LoadBalancerHttpEntry {
  return {
    cookie_name: "HCLBSTICKY",
    cookie_lifetime: 300,
    timeout_idle: 50,
    sticky_sessions: false,
    certificates: [],
    redirect_http: false,
  };
}

function defaultHealthCheckHttp(): NonNullable<LoadBalancerHealthCheckEntry["http"]> {
  // No Host header is an empty domain: the API shows "" (not null) for it, and reads null as "".
  return { domain: "", path: "/", response: "", status_codes: ["2??", "3??"], tls: false };
}

/**
 * Decision (the reference states no defaults): a tcp service is checked over tcp, an http or
 * https service over http (path `/`); port = destination port; every 15 s, 10 s timeout,
 * 3 retries.
 */
function defaultHealthCheck(
  protocol: LoadBalancerServiceEntry["protocol"],
  destinationPort: number,
): LoadBalancerHealthCheckEntry {
  const base = { port: destinationPort, interval: 15, timeout: 10, retries: 3 };
  return protocol === "tcp"
    ? { protocol: "tcp", ...base }
    : { protocol: "http", ...base, http: defaultHealthCheckHttp() };
}

/** Applies the given (non-null) fields of a health check request; null means "not given". */
function mergeHealthCheck(
  base: LoadBalancerHealthCheckEntry,
  request: HealthCheckRequest | undefined,
): LoadBalancerHealthCheckEntry {
  if (!request) return base;
  const next: LoadBalancerHealthCheckEntry = { ...base };
  if (request.protocol !== undefined && request.protocol !== null) next.protocol = request.protocol;
  if (request.port !== undefined && request.port !== null) next.port = request.port;
  if (request.interval !== undefined && request.interval !== null) next.interval = request.interval;
  if (request.timeout !== undefined && request.timeout !== null) next.timeout = request.timeout;
  if (request.retries !== undefined && request.retries !== null) next.retries = request.retries;
  if (next.protocol === "tcp") {
    delete next.http;
    return next;
  }
  const http = { ...(base.http ?? defaultHealthCheckHttp()) };
  const given = request.http;
  if (given) {
    if (given.domain !== undefined) http.domain = given.domain ?? "";
    if (given.path !== undefined) http.path = given.path;
    if (given.response !== undefined) http.response = given.response;
    if (given.status_codes !== undefined) http.status_codes = [...given.status_codes];
    if (given.tls !== undefined) http.tls = given.tls;
  }
  next.http = http;
  return next;
}

/** Applies the given HTTP settings; `certificates` and `redirect_http` only stick on https. */
function mergeHttp(
  protocol: LoadBalancerServiceEntry["protocol"],
  base: LoadBalancerHttpEntry | null,
  request: HttpRequest | undefined,
): LoadBalancerHttpEntry | null {
  if (protocol === "tcp") return null;
  const next = { ...(base ?? defaultHttp()) };
  if (request) {
    if (request.cookie_name !== undefined) next.cookie_name = request.cookie_name;
    if (request.cookie_lifetime !== undefined) next.cookie_lifetime = request.cookie_lifetime;
    if (request.timeout_idle !== undefined) next.timeout_idle = request.timeout_idle;
    if (request.sticky_sessions !== undefined) next.sticky_sessions = request.sticky_sessions;
    if (request.certificates !== undefined) next.certificates = [...request.certificates];
    if (request.redirect_http !== undefined) next.redirect_http = request.redirect_http;
  }
  if (protocol === "http") {
    next.certificates = [];
    next.redirect_http = false;
  }
  return next;
}

/** A new service from a create or add_service request, with the defaults filled in. */
export function buildService(request: ServiceRequest, field: string): LoadBalancerServiceEntry {
  const at = (name: string) => (field === "" ? name : `${field}.${name}`);
  const protocol = request.protocol;
  const listenPort =
    request.listen_port ?? (protocol === "tcp" ? undefined : DEFAULT_PORTS[protocol]);
  if (listenPort === undefined)
    throw invalidField(at("listen_port"), "is required for tcp services");
  const destinationPort =
    request.destination_port ?? (protocol === "tcp" ? undefined : DEFAULT_DESTINATION_PORT);
  if (destinationPort === undefined)
    throw invalidField(at("destination_port"), "is required for tcp services");
  return {
    protocol,
    listen_port: listenPort,
    destination_port: destinationPort,
    proxyprotocol: request.proxyprotocol ?? false,
    health_check: mergeHealthCheck(
      defaultHealthCheck(protocol, destinationPort),
      request.health_check,
    ),
    http: mergeHttp(protocol, null, request.http),
  };
}

/** update_service: the fields given change, the others stay. */
export function updatedService(
  service: LoadBalancerServiceEntry,
  request: UpdateServiceRequest,
): LoadBalancerServiceEntry {
  const protocol = request.protocol ?? service.protocol;
  const next: LoadBalancerServiceEntry = {
    ...service,
    protocol,
    destination_port: request.destination_port ?? service.destination_port,
    proxyprotocol: request.proxyprotocol ?? service.proxyprotocol,
    health_check: mergeHealthCheck(service.health_check, request.health_check),
    http: mergeHttp(protocol, service.http, request.http),
  };
  return next;
}

/** The ports a service occupies: its listen port, and 80 when it redirects HTTP to HTTPS. */
function occupiedPorts(service: LoadBalancerServiceEntry): number[] {
  return service.protocol === "https" && service.http?.redirect_http
    ? [service.listen_port, REDIRECT_PORT]
    : [service.listen_port];
}

/**
 * `source_port_already_used` when two services would listen on one port (an https service with
 * `redirect_http` also takes port 80): 412 on create and add_service, 422 on update_service.
 */
export function assertPortsFree(services: LoadBalancerServiceEntry[], status: 412 | 422): void {
  const seen = new Set<number>();
  for (const service of services) {
    for (const port of occupiedPorts(service)) {
      if (seen.has(port)) {
        throw conflictState(
          "source_port_already_used",
          `port ${port} is already used by another service of the load balancer`,
          status,
        );
      }
      seen.add(port);
    }
  }
}

/** Distinct certificates assigned to the services. */
export function assignedCertificates(services: LoadBalancerServiceEntry[]): number[] {
  return [...new Set(services.flatMap((service) => service.http?.certificates ?? []))];
}

/**
 * Every certificate of a service must be one of the project's (read from the store: the
 * certificates family owns the collection), listed once.
 */
export function assertCertificatesExist(
  context: AnyRequest,
  service: LoadBalancerServiceEntry,
  field: string,
): void {
  const certificates = service.http?.certificates ?? [];
  certificates.forEach((id, index) => {
    const at = `${field === "" ? "" : `${field}.`}http.certificates[${index}]`;
    if (certificates.indexOf(id) !== index)
      throw invalidField(at, `certificate ${id} is listed twice`);
    if (!certificateExists(context, id)) throw invalidField(at, `certificate ${id} not found`);
  });
}

/** Decision: exceeding a type's service or certificate limit is `422 invalid_input`. */
export function assertServiceLimits(
  type: LoadBalancerType,
  services: LoadBalancerServiceEntry[],
  fields: { services: string; certificates: string },
): void {
  if (services.length > type.max_services) {
    throw invalidField(
      fields.services,
      `load balancer type ${type.name} allows at most ${type.max_services} services`,
    );
  }
  const certificates = assignedCertificates(services).length;
  if (certificates > type.max_assigned_certificates) {
    throw invalidField(
      fields.certificates,
      `load balancer type ${type.name} allows at most ${type.max_assigned_certificates} assigned certificates`,
    );
  }
}

/** The API object of a stored service (the shape depends on the protocol). */
export function viewService(service: LoadBalancerServiceEntry): Schemas["LoadBalancerService"] {
  const common = {
    listen_port: service.listen_port,
    destination_port: service.destination_port,
    proxyprotocol: service.proxyprotocol,
    // Stores written before domains were "" may still hold null.
    health_check: service.health_check.http
      ? {
          ...service.health_check,
          http: { ...service.health_check.http, domain: service.health_check.http.domain ?? "" },
        }
      : service.health_check,
  };
  const http = service.http ?? defaultHttp();
  switch (service.protocol) {
    case "tcp":
      return { protocol: "tcp", ...common };
    case "http":
      return {
        protocol: "http",
        ...common,
        http: {
          cookie_name: http.cookie_name,
          cookie_lifetime: http.cookie_lifetime,
          timeout_idle: http.timeout_idle,
          sticky_sessions: http.sticky_sessions,
          // Shown for http services too: hcloud-python reads both for every non-tcp service.
          certificates: [],
          redirect_http: false,
        },
      };
    case "https":
      return { protocol: "https", ...common, http: { ...http } };
  }
}
