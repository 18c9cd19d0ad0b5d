import type { AnyRequest, Schemas } from "../kit/operation.js";
import { type FirewallRecord, serversMatching } from "./domain.js";
export function viewFirewall(
  context: AnyRequest,
  record: FirewallRecord,
  matches: SelectorMatches = selectorMatcher(context),
): Schemas["Firewall"] {
  return {
    id: record.id,
    name: record.name,
    labels: record.labels,
    created: record.created,
    rules: record.rules,
    applied_to: record.appliedTo.map((target) =>
      target.type === "server"
        ? target
        : {
            ...target,
            applied_to_resources: matches(target.label_selector.selector).map((id) => ({
              type: "server" as const,
              server: { id },
            })),
          },
    ),
  };
}

/**
 * Matching a selector scans the project's servers, so a list of firewalls that share selectors
 * matches each selector once per request.
 */
export type SelectorMatches = (selector: string) => number[];

export function selectorMatcher(context: AnyRequest): SelectorMatches {
  const matches = new Map<string, number[]>();
  return (selector) => {
    let ids = matches.get(selector);
    if (!ids) {
      ids = serversMatching(context, selector);
      matches.set(selector, ids);
    }
    return ids;
  };
}
