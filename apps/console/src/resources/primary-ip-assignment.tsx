// Assigning a primary IP to a server, or unassigning it. The API's rules apply (the server must
// be off, hold no primary IP of the family yet, be in the IP's location); its refusal shows here.
// A load balancer created on the IP holds it until it is deleted: no unassign then.
import { useState } from "preact/hooks";
import { href } from "../route";
import { FieldProblem, fieldProblem, OperationStatus, useOperation } from "./operation";

export function PrimaryIpAssignment(props: {
  project: number;
  path: string;
  assigneeId: number | null;
  assigneeType: string;
}) {
  const { outcome, busy, send } = useOperation(props.project);
  const [server, setServer] = useState("");
  const problem = fieldProblem(outcome, "assignee_id");
  return (
    <section class="panel" aria-labelledby="assignment-heading">
      <h2 id="assignment-heading">Assignment</h2>
      {props.assigneeId !== null && props.assigneeType === "load_balancer" ? (
        <p data-assignee={props.assigneeId}>
          Held by{" "}
          <a
            href={href({
              view: "detail",
              project: props.project,
              family: "load_balancers",
              id: props.assigneeId,
            })}
          >
            load balancer {props.assigneeId}
          </a>{" "}
          until it is deleted
        </p>
      ) : props.assigneeId !== null ? (
        <div class="toolbar">
          <p data-assignee={props.assigneeId}>
            Assigned to{" "}
            <a
              href={href({
                view: "detail",
                project: props.project,
                family: "servers",
                id: props.assigneeId,
              })}
            >
              server {props.assigneeId}
            </a>
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void send("POST", `${props.path}/actions/unassign`)}
          >
            Unassign
          </button>
        </div>
      ) : (
        <form
          class="inline"
          aria-label="Assign to a server"
          onSubmit={async (event) => {
            event.preventDefault();
            const accepted = await send("POST", `${props.path}/actions/assign`, {
              assignee_type: "server",
              assignee_id: Number(server.trim()),
            });
            if (accepted) setServer("");
          }}
        >
          <div class="field">
            <label for="assign-server">Server id</label>
            <input
              id="assign-server"
              inputMode="numeric"
              value={server}
              required
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "assign-server-error" : undefined}
              onInput={(e) => setServer(e.currentTarget.value)}
            />
            <FieldProblem id="assign-server-error" text={problem} field="assignee_id" />
          </div>
          <button type="submit" disabled={busy}>
            Assign
          </button>
        </form>
      )}
      <OperationStatus project={props.project} outcome={outcome} name="assignment" />
    </section>
  );
}
