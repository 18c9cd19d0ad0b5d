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

/** Body fields whose flag is not the field name in kebab case. */
const FLAG_NAMES: Record<string, string> = { server_type: "type" };

export type SampleResult = { source: string } | { unsupported: string };

export function cliNoun(collection: string): string {
  return collection.replace(/s$/, "").replaceAll("_", "-");
}

export function cliSample(kind: OperationKind, request: ExampleRequest): SampleResult {
  const noun = cliNoun(kind.collection);
  if (!CLI_NOUNS.has(noun)) {
    return { unsupported: `${CLI_VERSION} has no \`${noun}\` command` };
  }
  const id = request.pathParams.id;
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  switch (kind.kind) {
    case "list":
      return command(["hcloud", noun, "list"]);
    case "get":
      return command(["hcloud", noun, "describe", String(id)]);
    case "delete":
      return command(["hcloud", noun, "delete", String(id)]);
    case "create":
      return withFlags(["hcloud", noun, "create"], body);
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
    case "list_actions":
    case "get_action":
    case "list_collection_actions":
    case "get_collection_action":
      return { unsupported: `${CLI_VERSION} has no command for actions` };
    default:
      return { unsupported: `${CLI_VERSION} has no command for this operation` };
  }
}

function actionSample(
  noun: string,
  verb: string,
  id: string,
  body: Record<string, unknown>,
): SampleResult {
  if (verb === "change_protection") {
    const on = Object.entries(body).filter(([, value]) => value === true);
    const off = Object.entries(body).filter(([, value]) => value === false);
    const [set, level] = on.length > 0 ? ["enable", on] : ["disable", off];
    return command([
      "hcloud",
      noun,
      `${set}-protection`,
      id,
      ...level.map(([name]) => name.replaceAll("_", "-")),
    ]);
  }
  return withFlags(["hcloud", noun, verb.replaceAll("_", "-"), id], body);
}

function withFlags(head: string[], body: Record<string, unknown>): SampleResult {
  const words = [...head];
  for (const [name, value] of Object.entries(body)) {
    const flag = `--${(FLAG_NAMES[name] ?? name).replaceAll("_", "-")}`;
    if (name === "labels" && typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) words.push("--label", `${key}=${item}`);
    } else if (Array.isArray(value) && value.every((item) => typeof item !== "object")) {
      for (const item of value) words.push(flag, String(item));
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
  return command(words);
}

function command(words: string[]): SampleResult {
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
  return { source: `${lines.join(" \\\n  ")}\n` };
}

function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=,@+-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
