import { createRandom, type RandomSource } from "./random.js";

/** Which requests (or, for `action_error`, which actions) a rule applies to; all given must match. */
export interface FaultMatch {
  /** The public API's operation id, e.g. `create_server`. */
  operation_id?: string;
  method?: string;
  /** A request path below `/v1` (`/servers/42`); `*` matches one path segment. */
  path?: string;
  project?: string;
  /** For `action_error`: the action's command, e.g. `start_server`. */
  command?: string;
}

export type FaultEffect =
  | {
      /** Answer with this status and error code instead of running the operation. */
      type: "error";
      status: number;
      code: string;
      message?: string;
      /** Seconds, sent as `Retry-After` (429 gets 1 when not given). */
      retry_after?: number;
    }
  /** Wait this long before the request is handled. */
  | { type: "latency"; ms: number }
  /** Close the connection without an answer (the request is not handled). */
  | { type: "drop" }
  /** The next matching action ends in `error` with this error object. */
  | { type: "action_error"; code: string; message?: string };

export interface FaultRuleInput {
  match?: FaultMatch;
  effect: FaultEffect;
  /** Chance that a matching request is hit, 0..1 (default 1). */
  probability?: number;
  /** Hit at most this many times, then the rule stays listed as used up. */
  count?: number;
  /** Seed of this rule's own random sequence (default: derived from the emulator's). */
  seed?: string;
}

export interface FaultRule extends FaultRuleInput {
  id: number;
  match: FaultMatch;
  probability: number;
  /** How many times the rule was hit so far. */
  hits: number;
}

export interface RequestFacts {
  operationId: string;
  method: string;
  /** Path below `/v1`, without the query. */
  path: string;
  project: string;
}

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((part, i) => part === "*" || part === got[i]);
}

/** The fault rules in force, in the order they were added; the first rule that hits wins. */
export class FaultRules {
  private readonly rules: FaultRule[] = [];
  private readonly randoms = new Map<number, RandomSource>();
  private nextId = 1;

  constructor(private readonly random: RandomSource) {}

  add(input: FaultRuleInput): FaultRule {
    const rule: FaultRule = {
      ...input,
      id: this.nextId++,
      match: input.match ?? {},
      probability: input.probability ?? 1,
      hits: 0,
    };
    this.rules.push(rule);
    // Each rule draws from its own sequence: adding a rule never shifts another's outcomes.
    this.randoms.set(rule.id, createRandom(input.seed ?? this.random.bytes(16).toString("hex")));
    return rule;
  }

  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  remove(id: number): boolean {
    const index = this.rules.findIndex((rule) => rule.id === id);
    if (index === -1) return false;
    this.rules.splice(index, 1);
    this.randoms.delete(id);
    return true;
  }

  clear(): void {
    this.rules.length = 0;
    this.randoms.clear();
  }

  private fire(rule: FaultRule): boolean {
    if (rule.count !== undefined && rule.hits >= rule.count) return false;
    if (rule.probability < 1) {
      const random = this.randoms.get(rule.id);
      if (!random || random.fraction() >= rule.probability) return false;
    }
    rule.hits += 1;
    return true;
  }

  /** The effect for this request, if a request rule hits it. */
  forRequest(facts: RequestFacts): Exclude<FaultEffect, { type: "action_error" }> | undefined {
    for (const rule of this.rules) {
      const { match, effect } = rule;
      if (effect.type === "action_error") continue;
      if (match.operation_id !== undefined && match.operation_id !== facts.operationId) continue;
      if (match.method !== undefined && match.method.toUpperCase() !== facts.method) continue;
      if (match.project !== undefined && match.project !== facts.project) continue;
      if (match.path !== undefined && !pathMatches(match.path, facts.path)) continue;
      if (match.command !== undefined) continue;
      if (this.fire(rule)) return effect;
    }
    return undefined;
  }

  /** The error a new action of `command` in `project` ends with, if an action rule hits it. */
  forAction(project: string, command: string): { code: string; message: string } | undefined {
    for (const rule of this.rules) {
      const { effect, match } = rule;
      if (effect.type !== "action_error") continue;
      if (match.command !== undefined && match.command !== command) continue;
      if (match.project !== undefined && match.project !== project) continue;
      if (this.fire(rule)) {
        return { code: effect.code, message: effect.message ?? `injected failure of ${command}` };
      }
    }
    return undefined;
  }
}
