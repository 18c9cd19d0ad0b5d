// A network's subnets: each deleted with `delete_subnet` (by its range), new ones added with
// `add_subnet`. The API checks the range (inside the network, no overlap, at least a /30) and
// says which field is wrong; that shows beside the field.
import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { FieldProblem, fieldProblem, OperationStatus, useOperation } from "./operation";

type NetworkSubnet = components["schemas"]["NetworkSubnet"];
type AddSubnet = components["schemas"]["AddNetworkSubnetRequest"];

const NETWORK_ZONES = ["eu-central", "us-east", "us-west", "ap-southeast"];
const SUBNET_TYPES: AddSubnet["type"][] = ["cloud", "vswitch"];

export function NetworkSubnets(props: { project: number; path: string; subnets: NetworkSubnet[] }) {
  const removal = useOperation(props.project);
  const addition = useOperation(props.project);
  const [draft, setDraft] = useState({
    type: "cloud" as AddSubnet["type"],
    network_zone: "eu-central",
    ip_range: "",
    vswitch_id: "",
  });
  const problem = (field: string) => fieldProblem(addition.outcome, field);
  const described = (field: string) => ({
    "aria-invalid": problem(field) ? true : undefined,
    "aria-describedby": problem(field) ? `subnet-${field}-error` : undefined,
  });

  return (
    <section class="panel" aria-labelledby="subnets-heading">
      <h2 id="subnets-heading">Subnets</h2>
      {props.subnets.length === 0 ? (
        <p class="empty">No subnets yet: add one below to attach servers.</p>
      ) : (
        <div class="table-wrap">
          <table class="subnets">
            <thead>
              <tr>
                <th>IP range</th>
                <th>Type</th>
                <th>Zone</th>
                <th>Gateway</th>
                <th>
                  <span class="visually-hidden">Operations</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {props.subnets.map((subnet) => (
                <tr key={subnet.ip_range} data-subnet={subnet.ip_range}>
                  <td>{subnet.ip_range}</td>
                  <td>{subnet.type}</td>
                  <td>{subnet.network_zone}</td>
                  <td>{subnet.gateway}</td>
                  <td>
                    <button
                      type="button"
                      class="danger"
                      disabled={removal.busy}
                      onClick={() => {
                        if (!confirm(`Delete subnet ${subnet.ip_range}?`)) return;
                        void removal.send("POST", `${props.path}/actions/delete_subnet`, {
                          ip_range: subnet.ip_range,
                        });
                      }}
                    >
                      Delete subnet {subnet.ip_range}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <OperationStatus project={props.project} outcome={removal.outcome} name="delete-subnet" />
      <form
        class="stacked"
        aria-label="Add a subnet"
        onSubmit={async (event) => {
          event.preventDefault();
          const body: AddSubnet = {
            type: draft.type,
            network_zone: draft.network_zone,
            ...(draft.ip_range.trim() === "" ? {} : { ip_range: draft.ip_range.trim() }),
            ...(draft.vswitch_id.trim() === ""
              ? {}
              : { vswitch_id: Number(draft.vswitch_id.trim()) }),
          };
          if (await addition.send("POST", `${props.path}/actions/add_subnet`, body)) {
            setDraft({ ...draft, ip_range: "", vswitch_id: "" });
          }
        }}
      >
        <h3>Add a subnet</h3>
        <div class="field">
          <label for="subnet-type">Type</label>
          <select
            id="subnet-type"
            value={draft.type}
            {...described("type")}
            onChange={(e) =>
              setDraft({ ...draft, type: e.currentTarget.value as AddSubnet["type"] })
            }
          >
            {SUBNET_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          <FieldProblem id="subnet-type-error" text={problem("type")} field="type" />
        </div>
        <div class="field">
          <label for="subnet-network_zone">Network zone</label>
          <select
            id="subnet-network_zone"
            value={draft.network_zone}
            {...described("network_zone")}
            onChange={(e) => setDraft({ ...draft, network_zone: e.currentTarget.value })}
          >
            {NETWORK_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <FieldProblem
            id="subnet-network_zone-error"
            text={problem("network_zone")}
            field="network_zone"
          />
        </div>
        <div class="field">
          <label for="subnet-ip_range">IP range (empty: the next free /24)</label>
          <input
            id="subnet-ip_range"
            value={draft.ip_range}
            placeholder="10.0.2.0/24"
            {...described("ip_range")}
            onInput={(e) => setDraft({ ...draft, ip_range: e.currentTarget.value })}
          />
          <FieldProblem id="subnet-ip_range-error" text={problem("ip_range")} field="ip_range" />
        </div>
        {draft.type === "vswitch" && (
          <div class="field">
            <label for="subnet-vswitch_id">vSwitch id</label>
            <input
              id="subnet-vswitch_id"
              inputMode="numeric"
              value={draft.vswitch_id}
              {...described("vswitch_id")}
              onInput={(e) => setDraft({ ...draft, vswitch_id: e.currentTarget.value })}
            />
            <FieldProblem
              id="subnet-vswitch_id-error"
              text={problem("vswitch_id")}
              field="vswitch_id"
            />
          </div>
        )}
        <button type="submit" disabled={addition.busy}>
          Add subnet
        </button>
        <OperationStatus project={props.project} outcome={addition.outcome} name="add-subnet" />
      </form>
    </section>
  );
}
