// One operation on a resource through the public API (an action, an update): what it answered,
// shown next to the form that sent it: the API's error envelope (code and message, and each
// field's problem beside that field) or the action it started, followed until it finishes.
import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { ConsoleError, resourceRequest } from "../console-api";
import { ActionProgress, startedAction } from "./create-form";

type Action = components["schemas"]["Action"];

export interface Outcome {
  /** `code: message` of the API's error envelope. */
  error?: string;
  /** Each field's problems, by the API's field name (`ip_range`, `rules[1].port`). */
  fields: Record<string, string>;
  action?: Action;
}

function failure(error: unknown): Outcome {
  if (!(error instanceof ConsoleError)) return { error: String(error), fields: {} };
  const fields: Record<string, string> = {};
  for (const problem of error.fields) {
    fields[problem.name] = problem.messages?.join("; ") || "invalid";
  }
  return { error: `${error.code}: ${error.message}`, fields };
}

/**
 * The problems the API found in `name` or inside it (`rules[0].source_ips` also owns
 * `rules[0].source_ips[2]`), joined; undefined when there are none.
 */
export function fieldProblem(outcome: Outcome, name: string): string | undefined {
  const found = Object.entries(outcome.fields)
    .filter(
      ([field]) => field === name || field.startsWith(`${name}[`) || field.startsWith(`${name}.`),
    )
    .map(([, text]) => text);
  return found.length > 0 ? found.join("; ") : undefined;
}

/** Sends operations of one form and keeps what the last one answered. */
export function useOperation(project: number) {
  const [outcome, setOutcome] = useState<Outcome>({ fields: {} });
  const [busy, setBusy] = useState(false);
  /** True when the API accepted it. */
  const send = async (
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
  ): Promise<boolean> => {
    setBusy(true);
    setOutcome({ fields: {} });
    try {
      const answer = await resourceRequest<Record<string, unknown> | undefined>(
        project,
        method,
        path,
        body,
      );
      setOutcome({ fields: {}, action: startedAction(answer) });
      return true;
    } catch (error) {
      setOutcome(failure(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { outcome, busy, send };
}

/** The answer of a form's last operation: its error in an alert, or its action's progress. */
export function OperationStatus(props: { project: number; outcome: Outcome; name: string }) {
  const { outcome } = props;
  return (
    <div class="operation-status" data-operation={props.name}>
      {outcome.error && (
        <p role="alert" class="error" data-error={props.name}>
          {outcome.error}
        </p>
      )}
      {outcome.action && (
        <ActionProgress key={outcome.action.id} project={props.project} action={outcome.action} />
      )}
    </div>
  );
}

/** A field's problem, beside the field (`aria-describedby` points here). */
export function FieldProblem(props: { id: string; text: string | undefined; field: string }) {
  if (!props.text) return null;
  return (
    <span class="field-error" id={props.id} data-field-error={props.field}>
      {props.text}
    </span>
  );
}
