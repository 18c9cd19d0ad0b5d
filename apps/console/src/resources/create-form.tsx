// Create forms for the common resources: each posts the public API's request body through the
// console API (in-process, as the project), shows the API's validation errors next to the
// fields they name, and follows the resulting action until it finishes.
import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { ConsoleError, resourceRequest } from "../console-api";
import { useLiveReload } from "../live-changes";

type Action = components["schemas"]["Action"];

interface Field {
  /** The request body's field (the name the API's errors use). */
  name: string;
  label: string;
  kind?: "text" | "number" | "checkbox" | "labels" | "list";
  options?: string[];
  placeholder?: string;
  required?: boolean;
}

interface CreateSpec {
  title: string;
  fields: Field[];
  /** Turns the form's values into the request body (defaults to the values as typed). */
  body?: (values: Record<string, unknown>) => Record<string, unknown>;
}

const NAME: Field = { name: "name", label: "Name", required: true };
const LABELS: Field = { name: "labels", label: "Labels", kind: "labels", placeholder: "env=prod" };
const LOCATIONS = ["", "fsn1", "nbg1", "hel1", "ash", "hil", "sin"];

export const CREATE_SPECS: Record<string, CreateSpec> = {
  servers: {
    title: "Create a server",
    fields: [
      NAME,
      { name: "server_type", label: "Server type", placeholder: "cpx22", required: true },
      { name: "image", label: "Image", placeholder: "ubuntu-24.04", required: true },
      { name: "location", label: "Location", options: LOCATIONS },
      LABELS,
    ],
  },
  volumes: {
    title: "Create a volume",
    fields: [
      NAME,
      { name: "size", label: "Size (GB)", kind: "number", required: true },
      { name: "server", label: "Attach to server (id)", kind: "number" },
      { name: "location", label: "Location (without a server)", options: LOCATIONS },
      { name: "automount", label: "Automount", kind: "checkbox" },
      LABELS,
    ],
  },
  networks: {
    title: "Create a network",
    fields: [
      NAME,
      { name: "ip_range", label: "IP range", placeholder: "10.0.0.0/16", required: true },
      { name: "subnet", label: "Subnet (cloud, eu-central)", placeholder: "10.0.1.0/24" },
      LABELS,
    ],
    body: ({ subnet, ...values }) => ({
      ...values,
      ...(typeof subnet === "string" && subnet !== ""
        ? { subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: subnet }] }
        : {}),
    }),
  },
  firewalls: {
    title: "Create a firewall",
    fields: [
      NAME,
      { name: "protocol", label: "Inbound rule: protocol", options: ["", "tcp", "udp", "icmp"] },
      { name: "port", label: "Inbound rule: port", placeholder: "22" },
      {
        name: "source_ips",
        label: "Inbound rule: source IPs",
        kind: "list",
        placeholder: "0.0.0.0/0, ::/0",
      },
      LABELS,
    ],
    body: ({ protocol, port, source_ips, ...values }) => ({
      ...values,
      ...(protocol
        ? {
            rules: [
              {
                direction: "in",
                protocol,
                ...(port ? { port } : {}),
                source_ips: source_ips ?? [],
              },
            ],
          }
        : {}),
    }),
  },
  floating_ips: {
    title: "Create a floating IP",
    fields: [
      { name: "type", label: "Type", options: ["ipv4", "ipv6"], required: true },
      { name: "home_location", label: "Home location", options: LOCATIONS },
      { name: "server", label: "Assign to server (id)", kind: "number" },
      { name: "description", label: "Description" },
      LABELS,
    ],
  },
  primary_ips: {
    title: "Create a primary IP",
    fields: [
      NAME,
      { name: "type", label: "Type", options: ["ipv4", "ipv6"], required: true },
      { name: "assignee_id", label: "Assign to server (id)", kind: "number" },
      { name: "datacenter", label: "Datacenter (without a server)", placeholder: "fsn1-dc14" },
      LABELS,
    ],
    body: (values) => ({ assignee_type: "server", ...values }),
  },
  placement_groups: {
    title: "Create a placement group",
    fields: [NAME, { name: "type", label: "Type", options: ["spread"], required: true }, LABELS],
  },
  certificates: {
    title: "Upload a certificate",
    fields: [
      NAME,
      { name: "certificate", label: "Certificate (PEM)", required: true },
      { name: "private_key", label: "Private key (PEM)", required: true },
      LABELS,
    ],
  },
};

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const part of text.split(",")) {
    const trimmed = part.trim();
    if (trimmed === "") continue;
    const eq = trimmed.indexOf("=");
    if (eq === -1) labels[trimmed] = "";
    else labels[trimmed.slice(0, eq).trim()] = trimmed.slice(eq + 1).trim();
  }
  return labels;
}

function valuesOf(fields: Field[], raw: Record<string, string | boolean>) {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = raw[field.name];
    if (field.kind === "checkbox") {
      if (value) values[field.name] = true;
      continue;
    }
    if (typeof value !== "string" || value.trim() === "") continue;
    if (field.kind === "number") values[field.name] = Number(value);
    else if (field.kind === "labels") values[field.name] = parseLabels(value);
    else if (field.kind === "list") {
      values[field.name] = value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
    } else values[field.name] = value.trim();
  }
  return values;
}

/** The action an answer started (`action`, or the first of `actions`/`next_actions`). */
export function startedAction(answer: Record<string, unknown> | undefined): Action | undefined {
  if (!answer) return undefined;
  if (answer.action) return answer.action as Action;
  const list = (answer.actions ?? answer.next_actions) as Action[] | undefined;
  return list?.[0];
}

export function CreateForm(props: { project: number; family: string }) {
  const spec = CREATE_SPECS[props.family];
  const [raw, setRaw] = useState<Record<string, string | boolean>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const [action, setAction] = useState<Action | undefined>();
  if (!spec) return null;
  const names = new Set(spec.fields.map((field) => field.name));

  return (
    <details class="create">
      <summary>{spec.title}</summary>
      <form
        class="stacked"
        aria-label={spec.title}
        onSubmit={async (event) => {
          event.preventDefault();
          setMessage(undefined);
          setFieldErrors({});
          const values = valuesOf(spec.fields, raw);
          const body = spec.body ? spec.body(values) : values;
          try {
            const answer = await resourceRequest<Record<string, unknown>>(
              props.project,
              "POST",
              props.family,
              body,
            );
            setRaw({});
            setAction(startedAction(answer));
            setMessage("Created.");
          } catch (e) {
            if (!(e instanceof ConsoleError)) {
              setMessage(String(e));
              return;
            }
            // `rules[0].port` belongs to the rule's `port` field; `size` to `size`.
            const byField: Record<string, string> = {};
            const unplaced: string[] = [];
            for (const problem of e.fields) {
              const segments = problem.name.split(/[.[\]]+/).filter(Boolean);
              const target = [...segments].reverse().find((segment) => names.has(segment));
              const text = problem.messages?.join("; ") || "invalid";
              if (target) byField[target] = text;
              else unplaced.push(`${problem.name}: ${text}`);
            }
            setFieldErrors(byField);
            setMessage([`${e.code}: ${e.message}`, ...unplaced].join(" — "));
          }
        }}
      >
        {spec.fields.map((field) => {
          const id = `create-${props.family}-${field.name}`;
          const error = fieldErrors[field.name];
          const common = {
            id,
            name: field.name,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          };
          return (
            <div key={field.name} class="field">
              <label for={id}>{field.label}</label>
              {field.kind === "checkbox" ? (
                <input
                  {...common}
                  type="checkbox"
                  checked={Boolean(raw[field.name])}
                  onChange={(e) => setRaw({ ...raw, [field.name]: e.currentTarget.checked })}
                />
              ) : field.options ? (
                <select
                  {...common}
                  value={String(raw[field.name] ?? field.options[0] ?? "")}
                  onChange={(e) => setRaw({ ...raw, [field.name]: e.currentTarget.value })}
                >
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option === "" ? "—" : option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type="text"
                  inputMode={field.kind === "number" ? "numeric" : undefined}
                  placeholder={field.placeholder}
                  value={String(raw[field.name] ?? "")}
                  onInput={(e) => setRaw({ ...raw, [field.name]: e.currentTarget.value })}
                />
              )}
              {error && (
                <span class="field-error" id={`${id}-error`} data-field-error={field.name}>
                  {error}
                </span>
              )}
            </div>
          );
        })}
        <button type="submit">{spec.title}</button>
        {message && (
          <p
            role={message === "Created." ? "status" : "alert"}
            class={message === "Created." ? "" : "error"}
          >
            {message}
          </p>
        )}
        {action && <ActionProgress project={props.project} action={action} />}
      </form>
    </details>
  );
}

/** An action, asked for again until it finishes. */
export function ActionProgress(props: { project: number; action: Action }) {
  const [action, setAction] = useState(props.action);
  // Read again on the change feed, which nudges every half second while an action runs.
  useLiveReload(
    async () => {
      if (action.status !== "running") return;
      const answer = await resourceRequest<{ action: Action }>(
        props.project,
        "GET",
        `actions/${action.id}`,
      );
      setAction(answer.action);
    },
    [props.action.id, action.status],
    props.project,
  );
  return (
    <p class="action" data-action={action.command} data-status={action.status}>
      Action {action.command}: {action.status}{" "}
      {action.status === "running" && (
        <progress max={100} value={action.progress} aria-label="progress" />
      )}
      {action.error ? ` — ${action.error.code}: ${action.error.message}` : ""}
    </p>
  );
}
