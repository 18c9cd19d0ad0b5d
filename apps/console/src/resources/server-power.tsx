// A server's power actions, as the API has them: power on, shutdown (ACPI, the OS stops itself),
// power off (cut), reboot (ACPI) and reset (cut and start). The API decides what is allowed
// (e.g. `locked` while another action runs); its refusal shows under the buttons. An action
// with nothing to do in the server's power state (power on while it runs, power off or shutdown
// while it is off) is disabled, the reason on hover: the API would accept it and change nothing.
import { OperationStatus, useOperation } from "./operation";

const POWER_ACTIONS: {
  path: string;
  label: string;
  warning?: string;
  /** Why the action has nothing to do in this power state (the button is disabled), if so. */
  idle?(status: string): string | undefined;
}[] = [
  {
    path: "poweron",
    label: "Power on",
    idle: (status) =>
      status === "running" || status === "starting"
        ? `The server is already ${status}.`
        : undefined,
  },
  { path: "shutdown", label: "Shutdown", idle: alreadyOff },
  { path: "reboot", label: "Reboot" },
  {
    path: "poweroff",
    label: "Power off",
    warning: "Power off cuts the power: unsaved data may be lost. Power off?",
    idle: alreadyOff,
  },
  {
    path: "reset",
    label: "Reset",
    warning: "Reset cuts the power and starts the server again: unsaved data may be lost. Reset?",
  },
];

function alreadyOff(status: string): string | undefined {
  return status === "off" || status === "stopping" ? `The server is already ${status}.` : undefined;
}

export function ServerPower(props: { project: number; path: string; status: string }) {
  const { outcome, busy, send } = useOperation(props.project);
  return (
    <section class="panel" aria-labelledby="power-heading">
      <h2 id="power-heading">
        Power <small data-power-status>{props.status}</small>
      </h2>
      <div class="toolbar">
        {POWER_ACTIONS.map((action) => {
          const idle = action.idle?.(props.status);
          return (
            <button
              key={action.path}
              type="button"
              disabled={busy || idle !== undefined}
              title={idle}
              onClick={() => {
                if (action.warning && !confirm(action.warning)) return;
                void send("POST", `${props.path}/actions/${action.path}`);
              }}
            >
              {action.label}
            </button>
          );
        })}
      </div>
      <OperationStatus project={props.project} outcome={outcome} name="power" />
    </section>
  );
}
