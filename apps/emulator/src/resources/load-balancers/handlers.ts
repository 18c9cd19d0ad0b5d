import { conflictState, invalidField } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import type { COLLECTIONS } from "../kit/collections.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type { AnyRequest, HandlerTable, RequestWithId, ResponseBody } from "../kit/operation.js";
import { assertDeletable, changeDeleteProtectionHandler } from "../kit/protection.js";
import { actionCreated, assertNotLocked, startAction, viewAction } from "../kit/record-actions.js";
import {
  assertLoadBalancerTypeOrderable,
  assertPrivateOnlyPossible,
  attachLoadBalancerToNetwork,
  changeLoadBalancerDnsPtr,
  createLoadBalancer,
  deleteLoadBalancer,
  type LoadBalancerRecord,
  loadBalancers,
  referencedNetwork,
  resolveLoadBalancerType,
} from "./domain.js";
import { loadBalancerMetrics } from "./metrics.js";
import {
  assertCertificatesExist,
  assertPortsFree,
  assertServiceLimits,
  assignedCertificates,
  buildService,
  updatedService,
} from "./services.js";
import {
  assertNewTarget,
  assertTargetLimit,
  countTargets,
  findTarget,
  parseTarget,
  selectorMatcher,
} from "./targets.js";
import { viewLoadBalancer } from "./views.js";

const TYPE = "load_balancer";

const LOAD_BALANCER: NamedKind<LoadBalancerRecord, typeof COLLECTIONS.loadBalancers, typeof TYPE> =
  {
    ...loadBalancers,
    view: (context, record) => viewLoadBalancer(context, record),
  };

/**
 * The caller's load balancer of the path, not locked by a running action. Services are changed
 * without this check: they are accepted while another action runs (decision "Load balancer
 * services and locks").
 */
function findUnlocked(context: RequestWithId): LoadBalancerRecord {
  const record = LOAD_BALANCER.find(context);
  assertNotLocked(context, TYPE, record.id);
  return record;
}

/** Saves the changed load balancer and answers with an action on it (and on `extra`). */
function lbAction(
  context: AnyRequest,
  record: LoadBalancerRecord,
  command: string,
  extra: { id: number; type: string }[] = [],
) {
  loadBalancers.put(context, record);
  return actionCreated(
    context,
    startAction(context, command, [{ id: record.id, type: TYPE }, ...extra]),
  );
}

export const loadBalancerHandlers = {
  list_load_balancers: (context) => {
    const matches = selectorMatcher(context);
    return listResponse(context, "load_balancers", loadBalancers.list(context), {
      view: (record) => viewLoadBalancer(context, record, matches),
    });
  },
  create_load_balancer: (context) => {
    const { record, action } = createLoadBalancer(context, context.body);
    return {
      status: 201,
      body: {
        load_balancer: viewLoadBalancer(context, record),
        action: viewAction(context, action),
      } satisfies ResponseBody<"create_load_balancer">,
    };
  },
  get_load_balancer: getHandler(LOAD_BALANCER),
  update_load_balancer: updateHandler(LOAD_BALANCER),
  delete_load_balancer: (context) => {
    const record = LOAD_BALANCER.find(context);
    assertDeletable("load balancer", record);
    return actionCreated(context, deleteLoadBalancer(context, record));
  },
  get_load_balancer_metrics: (context) => {
    LOAD_BALANCER.find(context);
    return loadBalancerMetrics(context);
  },
  add_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const service = buildService(body, "");
    assertCertificatesExist(context, service, "");
    const services = [...record.services, service];
    assertPortsFree(services, 412);
    assertServiceLimits(loadBalancerTypeOf(context, record), services, {
      services: "listen_port",
      certificates: "http.certificates",
    });
    record.services = services;
    return lbAction(context, record, "add_service");
  },
  update_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const index = record.services.findIndex((entry) => entry.listen_port === body.listen_port);
    const current = record.services[index];
    if (!current)
      throw invalidField("listen_port", `no service listens on port ${body.listen_port}`);
    const service = updatedService(current, body);
    assertCertificatesExist(context, service, "");
    const services = record.services.map((entry, position) =>
      position === index ? service : entry,
    );
    assertPortsFree(services, 422);
    assertServiceLimits(loadBalancerTypeOf(context, record), services, {
      services: "listen_port",
      certificates: "http.certificates",
    });
    record.services = services;
    return lbAction(context, record, "update_service");
  },
  delete_load_balancer_service: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    if (!record.services.some((entry) => entry.listen_port === body.listen_port))
      throw invalidField("listen_port", `no service listens on port ${body.listen_port}`);
    record.services = record.services.filter((entry) => entry.listen_port !== body.listen_port);
    return lbAction(context, record, "delete_service");
  },
  add_load_balancer_target: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const target = parseTarget(context, record, body, "", true);
    assertNewTarget(record.targets, target);
    const targets = [...record.targets, target];
    assertTargetLimit(
      loadBalancerTypeOf(context, record),
      targets,
      selectorMatcher(context),
      "type",
    );
    record.targets = targets;
    return lbAction(
      context,
      record,
      "add_target",
      target.type === "server" ? [{ id: target.server.id, type: "server" }] : [],
    );
  },
  remove_load_balancer_target: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const target = findTarget(record.targets, body);
    record.targets = record.targets.filter((entry) => entry !== target);
    return lbAction(
      context,
      record,
      "remove_target",
      target.type === "server" ? [{ id: target.server.id, type: "server" }] : [],
    );
  },
  attach_load_balancer_to_network: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    const network = referencedNetwork(context, body.network);
    assertNotLocked(context, TYPE, record.id);
    attachLoadBalancerToNetwork(context, record, network, body);
    return lbAction(context, record, "attach_to_network", [{ id: network.id, type: "network" }]);
  },
  detach_load_balancer_from_network: (context) => {
    const record = LOAD_BALANCER.find(context);
    const body = context.body;
    referencedNetwork(context, body.network);
    assertNotLocked(context, TYPE, record.id);
    if (!record.privateNet.some((entry) => entry.network === body.network)) {
      throw invalidField(
        "network",
        `load balancer ${record.id} is not attached to network ${body.network}`,
      );
    }
    record.privateNet = record.privateNet.filter((entry) => entry.network !== body.network);
    return lbAction(context, record, "detach_from_network", [
      { id: body.network, type: "network" },
    ]);
  },
  change_load_balancer_algorithm: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    record.algorithm = body.type;
    return lbAction(context, record, "change_algorithm");
  },
  change_load_balancer_dns_ptr: (context) => {
    // Reverse DNS is not refused while another action runs (decision "Reverse DNS and locks").
    const record = LOAD_BALANCER.find(context);
    changeLoadBalancerDnsPtr(context, record, context.body.ip, context.body.dns_ptr);
    return lbAction(context, record, "change_dns_ptr");
  },
  change_load_balancer_protection: changeDeleteProtectionHandler(LOAD_BALANCER),
  change_load_balancer_type: (context) => {
    const record = findUnlocked(context);
    const body = context.body;
    const type = resolveLoadBalancerType(context, body.load_balancer_type, "load_balancer_type");
    assertLoadBalancerTypeOrderable(context, type);
    const problems: string[] = [];
    if (record.services.length > type.max_services)
      problems.push(`${record.services.length} services (at most ${type.max_services})`);
    const targetCount = countTargets(record.targets, selectorMatcher(context));
    if (targetCount > type.max_targets)
      problems.push(`${targetCount} targets (at most ${type.max_targets})`);
    const certificates = assignedCertificates(record.services).length;
    if (certificates > type.max_assigned_certificates)
      problems.push(
        `${certificates} assigned certificates (at most ${type.max_assigned_certificates})`,
      );
    if (problems.length > 0) {
      throw conflictState(
        "invalid_load_balancer_type",
        `load balancer type ${type.name} does not fit: the load balancer has ${problems.join(", ")}`,
      );
    }
    record.loadBalancerTypeId = type.id;
    return lbAction(context, record, "change_load_balancer_type");
  },
  enable_load_balancer_public_interface: (context) => {
    const record = findUnlocked(context);
    record.publicInterface = true;
    return lbAction(context, record, "enable_public_interface");
  },
  disable_load_balancer_public_interface: (context) => {
    const record = findUnlocked(context);
    assertPrivateOnlyPossible(record.privateNet, record.targets);
    record.publicInterface = false;
    return lbAction(context, record, "disable_public_interface");
  },
  ...actionListingHandlers(LOAD_BALANCER, byPathId(LOAD_BALANCER)),
} satisfies Partial<HandlerTable>;

function loadBalancerTypeOf(context: AnyRequest, record: LoadBalancerRecord) {
  return resolveLoadBalancerType(context, record.loadBalancerTypeId, "load_balancer_type");
}
