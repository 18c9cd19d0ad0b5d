// The `hcloud` command-line sample of one operation (the provider's official CLI, as Debian
// ships it: hcloud-cli 1.30). Chosen by kind of operation (list, describe, create, update,
// delete, action); what the CLI of that version has no command for is returned as unsupported
// with the reason, and that list is what the docs publish, so it is never kept by hand.
import type { ExampleRequest } from "./operation-example.js";
import type { OperationKind } from "./operation-kind.js";

export const CLI_VERSION = "hcloud-cli 1.30";

/** Resources with a command in hcloud-cli 1.30 (`hcloud --help`). */
const CLI_NOUNS = new Set([
  "certificate",
  "datacenter",
  "firewall",
  "floating-ip",
  "image",
  "iso",
  "load-balancer",
  "load-balancer-type",
  "location",
  "network",
  "placement-group",
  "primary-ip",
  "server",
  "server-type",
  "ssh-key",
  "volume",
]);

/** Body fields whose flag is not the field name in kebab case (`<command> <field>` for one command). */
const FLAG_NAMES: Record<string, string> = {
  server_type: "type",
  ssh_keys: "ssh-key",
  dns_ptr: "hostname",
  "load-balancer change_algorithm type": "algorithm-type",
  "server create firewalls": "firewall",
  "server create networks": "network",
  "server create volumes": "volume",
  proxyprotocol: "proxy-protocol",
};

/** Nested fields that are durations: the CLI takes them with a unit (`30s`). */
const DURATION_FIELDS = new Set(["interval", "timeout", "cookie_lifetime"]);

/**
 * Actions whose body is a target: `{type, <type>: {...}}` becomes `--<type> <value>` (the one
 * value of the nested object: a server's id, a selector, an address).
 */
const TARGET_ACTIONS = new Set(["add_target", "remove_target"]);

/** Boolean fields whose flag says the opposite (`--keep-disk` for `upgrade_disk: false`). */
const INVERTED_FLAGS: Record<string, string> = {
  upgrade_disk: "keep-disk",
  public_net_enable_ipv4: "without-ipv4",
  public_net_enable_ipv6: "without-ipv6",
};

/** Body fields the CLI reads from a file: the sample writes the file first. */
const FILE_FLAGS: Record<string, { flag: string; file: string; json?: true }> = {
  user_data: { flag: "user-data-from-file", file: "user-data.yml" },
  // "The structure of the file needs to be the same as within the API": the rules array.
  "firewall create rules": { flag: "rules-file", file: "rules.json", json: true },
  "firewall set_rules rules": { flag: "rules-file", file: "rules.json", json: true },
};

/** API actions whose command has another name. */
const VERB_COMMANDS: Record<string, string> = {
  change_dns_ptr: "set-rdns",
  delete_route: "remove-route",
  delete_subnet: "remove-subnet",
  set_rules: "replace-rules",
};

/**
 * Firewall actions the CLI does one server at a time (`--type server --server <id>`): the body's
 * list must hold exactly one server.
 */
const ONE_RESOURCE_ACTIONS: Record<string, { command: string; field: string }> = {
  "firewall apply_to_resources": { command: "apply-to-resource", field: "apply_to" },
  "firewall remove_from_resources": { command: "remove-from-resource", field: "remove_from" },
};

/** Body fields a command takes as its second argument instead of a flag. */
const POSITIONAL_FIELDS: Record<string, string> = {
  "server attach_iso": "iso",
  "server change_type": "server_type",
  "floating-ip assign": "server",
  "load-balancer change_type": "load_balancer_type",
};

/** Commands whose `enable-protection` takes no level (there is only `delete`). */
const SINGLE_LEVEL_PROTECTION = new Set(["primary-ip"]);

/**
 * What hcloud-cli 1.30 cannot send as the API example does, by command: measured by running
 * the samples (test/samples-run.test.ts), with the reason.
 */
const CLI_GAPS: Record<string, string> = {
  "server attach_to_network": `${CLI_VERSION} \`attach-to-network\` has no flag for \`ip_range\``,
  "primary-ip create": `${CLI_VERSION} \`primary-ip create\` has no \`--assignee-type\` flag (it takes \`--assignee-id\` only)`,
  "primary-ip assign": `${CLI_VERSION} \`primary-ip assign\` has no \`--assignee-type\` flag`,
  "load-balancer attach_to_network": `${CLI_VERSION} \`attach-to-network\` has no flag for \`ip_range\``,
  "load-balancer add_service": `${CLI_VERSION} \`add-service\` has no flags for \`health_check\` and \`http.timeout_idle\``,
  "load-balancer metrics": `${CLI_VERSION} \`load-balancer metrics\` has no \`--step\` flag (it picks the step itself)`,
  "certificate create": `${CLI_VERSION} \`certificate create\` has no \`--label\` flag`,
  "certificate retry": `${CLI_VERSION} has no \`certificate retry\` command`,
};

export type SampleResult = { source: string } | { unsupported: string };

export function cliNoun(collection: string): string {
  // `storage_boxes` -> `storage-box`; every other collection is a plain `-s` plural.
  return collection.replace(/xes$/, "x").replace(/s$/, "").replaceAll("_", "-");
}

export function cliSample(kind: OperationKind, request: ExampleRequest): SampleResult {
  const noun = cliNoun(kind.collection);
  if (!CLI_NOUNS.has(noun)) {
    return { unsupported: `${CLI_VERSION} has no \`${noun}\` command` };
  }
  const id = request.pathParams.id;
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  const gap = CLI_GAPS[`${noun} ${kind.kind === "action" ? kind.verb : kind.kind}`];
  if (gap) return { unsupported: gap };
  switch (kind.kind) {
    case "list":
      return command(["hcloud", noun, "list"]);
    case "get":
      return command(["hcloud", noun, "describe", String(id)]);
    case "delete":
      return command(["hcloud", noun, "delete", String(id)]);
    case "create":
      return withFlags(["hcloud", noun, "create"], body, `${noun} create`);
    case "update": {
      // `update` takes --name (and --description where the resource has one); labels go
      // through add-label/remove-label, one per call, so an update sample sends the name only.
      const name = body.name;
      if (typeof name !== "string") {
        return { unsupported: `${CLI_VERSION} \`${noun} update\` only changes the name` };
      }
      return command(["hcloud", noun, "update", String(id), "--name", name]);
    }
    case "action":
      return actionSample(noun, kind.verb, String(id), body);
    case "metrics": {
      // `--type` takes the metric types comma-separated; the times as given.
      const { type, ...rest } = request.query as Record<string, unknown>;
      const types = Array.isArray(type) ? type.join(",") : String(type);
      return withFlags(["hcloud", noun, "metrics", String(id)], { type: types, ...rest });
    }
    case "list_actions":
    case "get_action":
    case "list_collection_actions":
    case "get_collection_action":
      return { unsupported: `${CLI_VERSION} has no command for actions` };
    default:
      // Metrics and the like: the CLI may have a command, but no template maps to it yet.
      return { unsupported: `no ${CLI_VERSION} template for this kind of operation` };
  }
}

function actionSample(
  noun: string,
  verb: string,
  id: string,
  body: Record<string, unknown>,
): SampleResult {
  const oneResource = ONE_RESOURCE_ACTIONS[`${noun} ${verb}`];
  if (oneResource) {
    const list = body[oneResource.field];
    const [only] = Array.isArray(list) ? list : [];
    const server = (only as { type?: string; server?: { id?: unknown } } | undefined)?.server?.id;
    if (!Array.isArray(list) || list.length !== 1 || server === undefined) {
      return {
        unsupported: `${CLI_VERSION} \`${oneResource.command}\` takes one server per call; the example lists ${Array.isArray(list) ? list.length : 0} resources of types ${[...new Set((Array.isArray(list) ? list : []).map((item) => (item as { type?: string }).type))].join(", ")}`,
      };
    }
    return withFlags(["hcloud", noun, oneResource.command, id], { type: "server", server });
  }
  if (TARGET_ACTIONS.has(verb) && typeof body.type === "string") {
    const { type, [body.type]: target, ...flags } = body;
    const values = Object.values((target ?? {}) as Record<string, unknown>);
    if (values.length !== 1) {
      return { unsupported: `${CLI_VERSION} takes a ${type} target as one flag value` };
    }
    return withFlags(["hcloud", noun, verb.replaceAll("_", "-"), id], {
      [type]: values[0],
      ...flags,
    });
  }
  const positional = POSITIONAL_FIELDS[`${noun} ${verb}`];
  if (positional !== undefined && body[positional] !== undefined) {
    const { [positional]: value, ...flags } = body;
    return withFlags(["hcloud", noun, verb.replaceAll("_", "-"), id, String(value)], flags);
  }
  if (verb === "change_protection") {
    const on = Object.entries(body).filter(([, value]) => value === true);
    const off = Object.entries(body).filter(([, value]) => value === false);
    const [set, level] = on.length > 0 ? ["enable", on] : ["disable", off];
    return command([
      "hcloud",
      noun,
      `${set}-protection`,
      id,
      ...(SINGLE_LEVEL_PROTECTION.has(noun)
        ? []
        : level.map(([name]) => name.replaceAll("_", "-"))),
    ]);
  }
  return withFlags(
    ["hcloud", noun, VERB_COMMANDS[verb] ?? verb.replaceAll("_", "-"), id],
    body,
    `${noun} ${verb}`,
  );
}

function withFlags(head: string[], body: Record<string, unknown>, commandKey = ""): SampleResult {
  const words = [...head];
  const files: [string, string][] = [];
  for (const [name, raw] of Object.entries(flatten(body))) {
    const flag = `--${(FLAG_NAMES[`${commandKey} ${name}`] ?? FLAG_NAMES[name] ?? name).replaceAll("_", "-")}`;
    // A list of one-field wrappers (`[{"firewall": 38}]`) is the list of their values.
    const value =
      Array.isArray(raw) &&
      raw.every(
        (item) => typeof item === "object" && item !== null && Object.keys(item).length === 1,
      )
        ? raw.map((item) => Object.values(item as object)[0])
        : raw;
    if (value === null) continue;
    const fromFile = FILE_FLAGS[`${commandKey} ${name}`] ?? FILE_FLAGS[name];
    if (fromFile && (typeof value === "string" || fromFile.json)) {
      const content = fromFile.json ? `${JSON.stringify(raw, null, 2)}\n` : String(value);
      files.push([fromFile.file, content]);
      words.push(`--${fromFile.flag}`, fromFile.file);
    } else if (name === "labels" && typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) words.push("--label", `${key}=${item}`);
    } else if (Array.isArray(value) && value.every((item) => typeof item !== "object")) {
      for (const item of value) words.push(flag, String(item));
    } else if (typeof value === "boolean" && INVERTED_FLAGS[name]) {
      if (!value) words.push(`--${INVERTED_FLAGS[name]}`);
    } else if (typeof value === "boolean") {
      if (value) words.push(flag);
      else words.push(`${flag}=false`);
    } else if (typeof value === "string" || typeof value === "number") {
      words.push(flag, String(value));
    } else {
      return {
        unsupported: `${CLI_VERSION} has no flag for the structured field \`${name}\``,
      };
    }
  }
  return command(words, files);
}

/**
 * Nested objects become prefixed flags, as the CLI names them (`health_check.interval` ->
 * `health_check_interval`, a duration with its unit); labels stay a map, nulls are not sent.
 */
function flatten(body: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    const key = `${prefix}${name}`;
    if (value === null || value === undefined) continue;
    if (typeof value === "object" && !Array.isArray(value) && name !== "labels") {
      Object.assign(out, flatten(value as Record<string, unknown>, `${key}_`));
    } else if (prefix !== "" && DURATION_FIELDS.has(name) && typeof value === "number") {
      out[key] = `${value}s`;
    } else out[key] = value;
  }
  return out;
}

/** The command, after writing the files it reads (a here-document each, else printf). */
function command(words: string[], files: [string, string][] = []): SampleResult {
  const writes = files.map(([file, content]) =>
    content.endsWith("\n") && !content.split("\n").includes("EOF")
      ? `cat > ${file} <<'EOF'\n${content}EOF\n`
      : `printf '%s' ${shellWord(content)} > ${file}\n`,
  );
  const quoted = words.map(shellWord);
  const lines: string[] = [];
  let line = quoted.slice(0, 0);
  for (const word of quoted) {
    if (word.startsWith("--") && line.length > 0 && line.join(" ").length > 40) {
      lines.push(line.join(" "));
      line = [];
    }
    line.push(word);
  }
  lines.push(line.join(" "));
  return { source: `${writes.join("")}${lines.join(" \\\n  ")}\n` };
}

function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=,@+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
