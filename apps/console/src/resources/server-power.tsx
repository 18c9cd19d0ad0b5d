// A server's power actions, as the API has them: power on, shutdown (ACPI, the OS stops itself),
// power off (cut), reboot (ACPI) and reset (cut and start). The API decides what is allowed
// (e.g. `locked` while another action runs); its refusal shows under the buttons.
import { OperationStatus, useOperation } from "./operation";

const POWER_ACTIONS: { path: string; label: string; warning?: string }[] = [
  { path: "poweron", label: "Power on" },
  { path: "shutdown", label: "Shutdown" },
  { path: "reboot", label: "Reboot" },
  {
    path: "poweroff",
    label: "Power off",
    warning: "Power off cuts the power: unsaved data may be lost. Power off?",
  },
  {
    path: "reset",
    label: "Reset",
    warning: "Reset cuts the power and starts the server again: unsaved data may be lost. Reset?",
  },
];

export function ServerPower(props: { project: number; path: string; status: string }) {
  const { outcome, busy, send } = useOperation(props.project);
  return (
    <section class="panel" aria-labelledby="power-heading">
      <h2 id="power-heading">
        Power <small data-power-status>{props.status}</small>
      </h2>
      <div class="toolbar">
        {POWER_ACTIONS.map((action) => (
          <button
            key={action.path}
            type="button"
            disabled={busy}
            onClick={() => {
              if (action.warning && !confirm(action.warning)) return;
              void send("POST", `${props.path}/actions/${action.path}`);
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
      <OperationStatus project={props.project} outcome={outcome} name="power" />
    </section>
  );
}
