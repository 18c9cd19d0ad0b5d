// A firewall's rules, edited as a whole and sent with `set_rules` (the API replaces every rule
// at once; no rules at all is allowed). Each rule's problems from the API show beside its fields.
import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { FieldProblem, fieldProblem, OperationStatus, useOperation } from "./operation";

type FirewallRule = components["schemas"]["FirewallRule"];
type FirewallRuleRequest = components["schemas"]["FirewallRuleRequest"];

const PROTOCOLS: FirewallRuleRequest["protocol"][] = ["tcp", "udp", "icmp", "esp", "gre"];

/** A rule as the form holds it: text fields, the addresses as one comma-separated line. */
interface RuleDraft {
  direction: FirewallRuleRequest["direction"];
  protocol: FirewallRuleRequest["protocol"];
  port: string;
  /** Source ranges of an `in` rule, destination ranges of an `out` rule. */
  ips: string;
  description: string;
}

function draftOf(rule: FirewallRule): RuleDraft {
  return {
    direction: rule.direction,
    protocol: rule.protocol,
    port: rule.port ?? "",
    ips: ((rule.direction === "in" ? rule.source_ips : rule.destination_ips) ?? []).join(", "),
    description: rule.description ?? "",
  };
}

function requestOf(draft: RuleDraft): FirewallRuleRequest {
  const ips = draft.ips
    .split(",")
    .map((ip) => ip.trim())
    .filter(Boolean);
  return {
    direction: draft.direction,
    protocol: draft.protocol,
    ...(draft.port.trim() === "" ? {} : { port: draft.port.trim() }),
    ...(draft.direction === "in" ? { source_ips: ips } : { destination_ips: ips }),
    ...(draft.description.trim() === "" ? {} : { description: draft.description.trim() }),
  };
}

const NEW_RULE: RuleDraft = {
  direction: "in",
  protocol: "tcp",
  port: "",
  ips: "0.0.0.0/0, ::/0",
  description: "",
};

/** Starts from the firewall's rules when it is shown; keyed by the firewall by its caller. */
export function FirewallRules(props: { project: number; path: string; rules: FirewallRule[] }) {
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => props.rules.map(draftOf));
  const { outcome, busy, send } = useOperation(props.project);
  const change = (index: number, patch: Partial<RuleDraft>) =>
    setDrafts(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));

  return (
    <section class="panel" aria-labelledby="rules-heading">
      <h2 id="rules-heading">Rules</h2>
      <form
        aria-label="Firewall rules"
        onSubmit={(event) => {
          event.preventDefault();
          void send("POST", `${props.path}/actions/set_rules`, { rules: drafts.map(requestOf) });
        }}
      >
        {drafts.length === 0 && (
          <p class="empty">No rules: all inbound traffic is dropped, all outbound allowed.</p>
        )}
        {drafts.map((draft, index) => {
          const name = `rules[${index}]`;
          const id = (field: string) => `rule-${index}-${field}`;
          const ipsField = draft.direction === "in" ? "source_ips" : "destination_ips";
          const problems = {
            direction: fieldProblem(outcome, `${name}.direction`),
            protocol: fieldProblem(outcome, `${name}.protocol`),
            port: fieldProblem(outcome, `${name}.port`),
            ips: fieldProblem(outcome, `${name}.${ipsField}`),
            description: fieldProblem(outcome, `${name}.description`),
          };
          const described = (field: keyof typeof problems) => ({
            "aria-invalid": problems[field] ? true : undefined,
            "aria-describedby": problems[field] ? `${id(field)}-error` : undefined,
          });
          return (
            <fieldset key={index} class="rule" data-rule={index}>
              <legend>Rule {index + 1}</legend>
              <div class="field">
                <label for={id("direction")}>Direction</label>
                <select
                  id={id("direction")}
                  value={draft.direction}
                  {...described("direction")}
                  onChange={(e) =>
                    change(index, {
                      direction: e.currentTarget.value as RuleDraft["direction"],
                    })
                  }
                >
                  <option value="in">in</option>
                  <option value="out">out</option>
                </select>
                <FieldProblem
                  id={`${id("direction")}-error`}
                  text={problems.direction}
                  field={`${name}.direction`}
                />
              </div>
              <div class="field">
                <label for={id("protocol")}>Protocol</label>
                <select
                  id={id("protocol")}
                  value={draft.protocol}
                  {...described("protocol")}
                  onChange={(e) =>
                    change(index, { protocol: e.currentTarget.value as RuleDraft["protocol"] })
                  }
                >
                  {PROTOCOLS.map((protocol) => (
                    <option key={protocol} value={protocol}>
                      {protocol}
                    </option>
                  ))}
                </select>
                <FieldProblem
                  id={`${id("protocol")}-error`}
                  text={problems.protocol}
                  field={`${name}.protocol`}
                />
              </div>
              <div class="field">
                <label for={id("port")}>Port</label>
                <input
                  id={id("port")}
                  value={draft.port}
                  placeholder="22 or 1024-5000"
                  size={12}
                  {...described("port")}
                  onInput={(e) => change(index, { port: e.currentTarget.value })}
                />
                <FieldProblem
                  id={`${id("port")}-error`}
                  text={problems.port}
                  field={`${name}.port`}
                />
              </div>
              <div class="field wide">
                <label for={id("ips")}>
                  {draft.direction === "in" ? "Source IPs" : "Destination IPs"}
                </label>
                <input
                  id={id("ips")}
                  value={draft.ips}
                  placeholder="0.0.0.0/0, ::/0"
                  {...described("ips")}
                  onInput={(e) => change(index, { ips: e.currentTarget.value })}
                />
                <FieldProblem
                  id={`${id("ips")}-error`}
                  text={problems.ips}
                  field={`${name}.${ipsField}`}
                />
              </div>
              <div class="field wide">
                <label for={id("description")}>Description</label>
                <input
                  id={id("description")}
                  value={draft.description}
                  {...described("description")}
                  onInput={(e) => change(index, { description: e.currentTarget.value })}
                />
                <FieldProblem
                  id={`${id("description")}-error`}
                  text={problems.description}
                  field={`${name}.description`}
                />
              </div>
              <button
                type="button"
                class="danger"
                onClick={() => setDrafts(drafts.filter((_, at) => at !== index))}
              >
                Remove rule {index + 1}
              </button>
            </fieldset>
          );
        })}
        <div class="toolbar">
          <button type="button" onClick={() => setDrafts([...drafts, NEW_RULE])}>
            Add a rule
          </button>
          <button type="submit" disabled={busy}>
            Set rules
          </button>
        </div>
      </form>
      <OperationStatus project={props.project} outcome={outcome} name="rules" />
    </section>
  );
}
