import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { ConsoleError, resourceRequest } from "../console-api";
import { formatDate } from "../format/dates";
import { useLiveReload } from "../live-changes";
import { href } from "../route";
import { familyByPath, type Resource } from "./families";
import { FirewallRules } from "./firewall-rules";
import { NetworkSubnets } from "./network-subnets";
import { PrimaryIpAssignment } from "./primary-ip-assignment";
import { relationsOf } from "./relations";
import { ServerPower } from "./server-power";

type Action = components["schemas"]["Action"];
type Server = components["schemas"]["Server"];
type Firewall = components["schemas"]["Firewall"];
type Network = components["schemas"]["Network"];
type PrimaryIp = components["schemas"]["PrimaryIp"];

/** The families whose protection toggles with `actions/change_protection` and `delete`. */
const HAS_PROTECTION_ACTION = new Set([
  "servers",
  "volumes",
  "load_balancers",
  "networks",
  "floating_ips",
  "primary_ips",
  "images",
  "zones",
]);

export function ResourceDetail(props: { project: number; familyPath: string; id: number }) {
  const family = familyByPath(props.familyPath);
  const [resource, setResource] = useState<Resource | undefined>();
  const [actions, setActions] = useState<Action[]>([]);
  const [gone, setGone] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const path = `${props.familyPath}/${props.id}`;

  useLiveReload(
    async () => {
      if (!family) return;
      try {
        const answer = await resourceRequest<Record<string, Resource>>(props.project, "GET", path);
        setResource(answer[family.itemKey]);
        if (family.hasActions) {
          const list = await resourceRequest<{ actions: Action[] }>(
            props.project,
            "GET",
            `${path}/actions?sort=id:desc&per_page=20`,
          );
          setActions(list.actions);
        }
      } catch (e) {
        if (e instanceof ConsoleError && e.status === 404) setGone(true);
      }
    },
    [props.project, path],
    props.project,
  );

  if (!family) return <p class="error">Unknown resource family {props.familyPath}</p>;
  if (gone) {
    return (
      <section>
        <p>
          This resource no longer exists.{" "}
          <a href={href({ view: "list", project: props.project, family: family.path })}>
            Back to {family.title.toLowerCase()}
          </a>
        </p>
      </section>
    );
  }
  if (!resource) return <p class="loading">Loading…</p>;

  const operate = async (method: "POST" | "PUT" | "DELETE", subpath: string, body?: unknown) => {
    setMessage(undefined);
    try {
      await resourceRequest(props.project, method, subpath, body);
      if (method === "DELETE") {
        location.hash = href({ view: "list", project: props.project, family: family.path });
      }
    } catch (e) {
      // The public API's own error text: the console enforces nothing the API does not.
      setMessage(e instanceof ConsoleError ? `${e.code}: ${e.message}` : String(e));
    }
  };
  const protection = resource.protection as { delete?: boolean } | undefined;

  return (
    <section>
      <p>
        <a href={href({ view: "list", project: props.project, family: family.path })}>
          ← {family.title}
        </a>
      </p>
      <h1>
        {resource.name ?? String(resource.description ?? resource.id)}{" "}
        <small>
          {family.itemKey.replace(/_/g, " ")} {resource.id}
        </small>
      </h1>
      <div class="toolbar" role="toolbar" aria-label="Operations">
        {HAS_PROTECTION_ACTION.has(family.path) && protection && (
          <button
            type="button"
            onClick={() =>
              operate("POST", `${path}/actions/change_protection`, {
                delete: !protection.delete,
                ...(family.path === "servers" ? { rebuild: !protection.delete } : {}),
              })
            }
          >
            {protection.delete ? "Disable protection" : "Enable protection"}
          </button>
        )}
        <button
          type="button"
          class="danger"
          // The API refuses it (`protected`); the button says so before the click.
          disabled={protection?.delete === true}
          title={
            protection?.delete === true
              ? "Delete protection is on: disable protection first."
              : undefined
          }
          onClick={() => {
            if (confirm(`Delete ${family.itemKey.replace(/_/g, " ")} ${resource.id}?`)) {
              void operate("DELETE", path);
            }
          }}
        >
          Delete
        </button>
      </div>
      {message && (
        <p role="alert" class="error">
          {message}
        </p>
      )}
      {/* Keyed by the resource, so its fields start from this resource's values. */}
      <div class="toolbar" key={path}>
        <OneFieldForm
          label="Name"
          initial={String(resource.name ?? "")}
          button="Rename"
          submit={(value) => operate("PUT", path, { name: value })}
        />
        <OneFieldForm
          label="Labels (k=v, ...)"
          initial={Object.entries((resource.labels as Record<string, string>) ?? {})
            .map(([key, value]) => (value === "" ? key : `${key}=${value}`))
            .join(", ")}
          button="Set labels"
          submit={(value) => operate("PUT", path, { labels: parseLabels(value) })}
        />
        {family.path === "servers" && (
          <>
            <OneFieldForm
              label="Server type"
              initial=""
              button="Resize"
              submit={(value) =>
                operate("POST", `${path}/actions/change_type`, {
                  server_type: value,
                  upgrade_disk: false,
                })
              }
            />
            <OneFieldForm
              label="Image"
              initial=""
              button="Rebuild"
              submit={(value) => operate("POST", `${path}/actions/rebuild`, { image: value })}
            />
          </>
        )}
        {(family.path === "volumes" || family.path === "floating_ips") &&
          (resource.server ? (
            <button
              type="button"
              onClick={() =>
                operate(
                  "POST",
                  `${path}/actions/${family.path === "volumes" ? "detach" : "unassign"}`,
                )
              }
            >
              {family.path === "volumes" ? "Detach" : "Unassign"}
            </button>
          ) : (
            <OneFieldForm
              label="Server id"
              initial=""
              button={family.path === "volumes" ? "Attach" : "Assign"}
              submit={(value) =>
                operate(
                  "POST",
                  `${path}/actions/${family.path === "volumes" ? "attach" : "assign"}`,
                  { server: Number(value) },
                )
              }
            />
          ))}
      </div>
      {family.path === "servers" && (
        <ServerPower
          project={props.project}
          path={path}
          status={String((resource as unknown as Server).status)}
        />
      )}
      {family.path === "firewalls" && (
        <FirewallRules
          key={path}
          project={props.project}
          path={path}
          rules={(resource as unknown as Firewall).rules ?? []}
        />
      )}
      {family.path === "networks" && (
        <NetworkSubnets
          key={path}
          project={props.project}
          path={path}
          subnets={(resource as unknown as Network).subnets ?? []}
        />
      )}
      {family.path === "primary_ips" && (
        <PrimaryIpAssignment
          key={path}
          project={props.project}
          path={path}
          assigneeId={(resource as unknown as PrimaryIp).assignee_id ?? null}
          assigneeType={(resource as unknown as PrimaryIp).assignee_type}
        />
      )}
      <dl class="fields">
        {family.columns.map((column) => (
          <div key={column.title}>
            <dt>{column.title}</dt>
            <dd data-field={column.title}>{column.value(resource) || "—"}</dd>
          </div>
        ))}
        {family.path === "servers" && (
          <div>
            <dt>Image</dt>
            <dd>{(resource as unknown as Server).image?.name ?? "—"}</dd>
          </div>
        )}
      </dl>
      {relationsOf(family.path, resource).length > 0 && (
        <>
          <h2>Related</h2>
          <dl class="fields" data-testid="relations">
            {relationsOf(family.path, resource).map((relation) => (
              <div key={relation.title}>
                <dt>{relation.title}</dt>
                <dd data-relation={relation.family}>
                  {relation.ids.map((id, index) => (
                    <span key={id}>
                      {index > 0 && ", "}
                      <a
                        href={href({
                          view: "detail",
                          project: props.project,
                          family: relation.family,
                          id,
                        })}
                      >
                        {relation.family.replace(/_/g, " ").replace(/s$/, "")} {id}
                      </a>
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {family.hasActions && (
        <>
          <h2>Actions</h2>
          <div class="table-wrap">
            <table class="actions">
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Command</th>
                  <th>Status</th>
                  <th>Progress</th>
                  <th>Started</th>
                  <th>Error</th>
                </tr>
              </thead>
              <tbody>
                {actions.map((action) => (
                  <tr key={action.id} data-command={action.command}>
                    <td>{action.id}</td>
                    <td>{action.command}</td>
                    <td data-column="status">{action.status}</td>
                    <td>
                      <progress max={100} value={action.progress} aria-label="progress" />{" "}
                      {action.progress}%
                    </td>
                    <td>{formatDate(action.started)}</td>
                    <td>{action.error ? `${action.error.code}: ${action.error.message}` : ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <details>
        <summary>What the API returns (JSON)</summary>
        <pre>{JSON.stringify(resource, null, 2)}</pre>
      </details>
    </section>
  );
}

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

/** One input and a button: rename, relabel, resize, rebuild, attach. */
function OneFieldForm(props: {
  label: string;
  initial: string;
  button: string;
  submit(value: string): Promise<void>;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <form
      class="inline"
      onSubmit={(event) => {
        event.preventDefault();
        void props.submit(value);
      }}
    >
      <label>
        {props.label}
        <input value={value} onInput={(e) => setValue(e.currentTarget.value)} />
      </label>
      <button type="submit">{props.button}</button>
    </form>
  );
}
