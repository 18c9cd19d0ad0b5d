import { ApiError, conflictState } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { labelSelectorOrError } from "../kit/label-selector.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type {
  AnyRequest,
  HandlerTable,
  RequestBody,
  RequestWithId,
  ResponseBody,
} from "../kit/operation.js";
import { assertUniqueName } from "../kit/owned-records.js";
import type { ActionView } from "../kit/record-actions.js";
import { assertNotLocked, startAction, viewAction } from "../kit/record-actions.js";
import { type FirewallRecord, firewalls, firewallsOfServer, targetServer } from "./domain.js";
import type { FirewallRuleEntry, FirewallTarget } from "./records.js";
import { selectorMatcher, viewFirewall } from "./views.js";

type RuleRequest = NonNullable<RequestBody<"create_firewall">["rules"]>[number];
type TargetRequest = NonNullable<RequestBody<"create_firewall">["apply_to"]>[number];

function toRule(rule: RuleRequest): FirewallRuleEntry {
  return {
    description: rule.description ?? null,
    direction: rule.direction,
    source_ips: rule.source_ips ?? [],
    destination_ips: rule.destination_ips ?? [],
    protocol: rule.protocol,
    port: rule.port ?? null,
  };
}

function sameTarget(a: FirewallTarget, b: FirewallTarget): boolean {
  if (a.type === "server" && b.type === "server") return a.server.id === b.server.id;
  if (a.type === "label_selector" && b.type === "label_selector") {
    return a.label_selector.selector === b.label_selector.selector;
  }
  return false;
}

/** Validates requested targets; `missingStatus` is 422 on create and 404 on apply/remove. */
function toTargets(
  context: AnyRequest,
  requests: TargetRequest[],
  missingStatus: number,
): FirewallTarget[] {
  return requests.map((request) => {
    if (request.type === "server") {
      const id = request.server?.id;
      if (id === undefined || !targetServer(context, id)) {
        throw new ApiError(
          missingStatus,
          "firewall_resource_not_found",
          `server ${id ?? "(missing id)"} not found`,
        );
      }
      return { type: "server", server: { id } };
    }
    const selector = request.label_selector?.selector ?? "";
    labelSelectorOrError(selector, "label_selector.selector");
    return { type: "label_selector", label_selector: { selector } };
  });
}

/** Applying or removing reports one action per target, each on the firewall and its server. */
function actionPerTarget(
  context: AnyRequest,
  firewall: FirewallRecord,
  targets: FirewallTarget[],
  command: "apply_firewall" | "remove_firewall",
): ActionView[] {
  return targets.map((target) =>
    viewAction(context, startAction(context, command, targetResources(firewall, [target]))),
  );
}

function targetResources(firewall: FirewallRecord, targets: FirewallTarget[]) {
  return [
    { id: firewall.id, type: "firewall" },
    ...targets.flatMap((target) =>
      target.type === "server" ? [{ id: target.server.id, type: "server" }] : [],
    ),
  ];
}

const FIREWALL: NamedKind<FirewallRecord, typeof COLLECTIONS.firewalls, "firewall"> = {
  ...firewalls,
  view: (context, record) => viewFirewall(context, record),
};
const find = (context: RequestWithId) => FIREWALL.find(context);

export const firewallHandlers = {
  list_firewalls: (context) => {
    const matches = selectorMatcher(context);
    return listResponse(context, "firewalls", firewalls.list(context), {
      view: (record) => viewFirewall(context, record, matches),
    });
  },
  create_firewall: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.firewalls, "firewall", body.name);
    const targets = toTargets(context, body.apply_to ?? [], 422);
    targets.forEach((target, index) => {
      if (targets.findIndex((other) => sameTarget(other, target)) !== index) {
        throw conflictState(
          "server_already_added",
          "the same resource is listed twice in apply_to",
        );
      }
    });
    const record: FirewallRecord = {
      id: context.services.store.nextId(COLLECTIONS.firewalls),
      project: context.project,
      name: body.name,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      rules: (body.rules ?? []).map(toRule),
      appliedTo: targets,
    };
    context.services.store.put(COLLECTIONS.firewalls, record);
    const actions: ActionView[] = [];
    if (record.rules.length > 0) {
      actions.push(
        viewAction(
          context,
          startAction(context, "set_firewall_rules", [{ id: record.id, type: "firewall" }]),
        ),
      );
    }
    if (targets.length > 0) {
      actions.push(
        viewAction(
          context,
          startAction(context, "apply_firewall", targetResources(record, targets)),
        ),
      );
    }
    return {
      status: 201,
      body: {
        firewall: viewFirewall(context, record),
        actions,
      } satisfies ResponseBody<"create_firewall">,
    };
  },
  get_firewall: getHandler(FIREWALL),
  update_firewall: updateHandler(FIREWALL),
  delete_firewall: (context) => {
    const record = find(context);
    if (record.appliedTo.length > 0) {
      throw conflictState(
        "resource_in_use",
        `firewall ${record.id} is still applied; remove it from its resources first`,
      );
    }
    context.services.store.remove(COLLECTIONS.firewalls, record.id);
    return { status: 204 };
  },
  set_firewall_rules: (context) => {
    const record = find(context);
    assertNotLocked(context, "firewall", record.id);
    const body = context.body;
    record.rules = body.rules.map(toRule);
    context.services.store.put(COLLECTIONS.firewalls, record);
    const actions = [
      viewAction(
        context,
        startAction(context, "set_firewall_rules", [{ id: record.id, type: "firewall" }]),
      ),
    ];
    if (record.appliedTo.length > 0) {
      actions.push(
        viewAction(
          context,
          startAction(context, "apply_firewall", targetResources(record, record.appliedTo)),
        ),
      );
    }
    return { status: 201, body: { actions } satisfies ResponseBody<"set_firewall_rules"> };
  },
  apply_firewall_to_resources: (context) => {
    const record = find(context);
    assertNotLocked(context, "firewall", record.id);
    const body = context.body;
    const targets = toTargets(context, body.apply_to, 404);
    for (const target of targets) {
      if (record.appliedTo.some((existing) => sameTarget(existing, target))) {
        throw conflictState(
          "firewall_already_applied",
          `firewall ${record.id} is already applied to this resource`,
        );
      }
    }
    record.appliedTo = [...record.appliedTo, ...targets];
    context.services.store.put(COLLECTIONS.firewalls, record);
    return {
      status: 201,
      body: {
        actions: actionPerTarget(context, record, targets, "apply_firewall"),
      } satisfies ResponseBody<"apply_firewall_to_resources">,
    };
  },
  remove_firewall_from_resources: (context) => {
    const record = find(context);
    assertNotLocked(context, "firewall", record.id);
    const body = context.body;
    const targets = toTargets(context, body.remove_from, 404);
    for (const target of targets) {
      if (record.appliedTo.some((existing) => sameTarget(existing, target))) continue;
      if (target.type === "server") {
        // toTargets found the server.
        const server = targetServer(context, target.server.id);
        if (
          server &&
          firewallsOfServer(context, server).some((firewall) => firewall.id === record.id)
        ) {
          throw conflictState(
            "firewall_managed_by_label_selector",
            `server ${server.id} gets firewall ${record.id} through a label selector`,
          );
        }
      }
      throw new ApiError(
        404,
        "firewall_resource_not_found",
        `firewall ${record.id} is not applied to this resource`,
      );
    }
    record.appliedTo = record.appliedTo.filter(
      (existing) => !targets.some((target) => sameTarget(existing, target)),
    );
    context.services.store.put(COLLECTIONS.firewalls, record);
    return {
      status: 201,
      body: {
        actions: actionPerTarget(context, record, targets, "remove_firewall"),
      } satisfies ResponseBody<"remove_firewall_from_resources">,
    };
  },
  ...actionListingHandlers(FIREWALL, byPathId(FIREWALL)),
} satisfies Partial<HandlerTable>;
