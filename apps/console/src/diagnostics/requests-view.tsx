import { useState } from "preact/hooks";
import { type FaultRule, type JournalEntry, listFaults, listJournal } from "../console-api";
import { formatDate } from "../format/dates";
import { usePolling } from "../route";

/** The emulator's request journal for the project and the fault rules in force, read-only. */
export function RequestsView(props: { project: number }) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [faults, setFaults] = useState<FaultRule[]>([]);
  usePolling(
    async () => {
      const [journal, rules] = await Promise.all([listJournal(props.project), listFaults()]);
      setEntries(journal);
      setFaults(rules);
    },
    1000,
    [props.project],
  );
  return (
    <section>
      <h1>Requests</h1>
      <p class="hint">
        The last public API requests of this project (the emulator's journal), newest first.
      </p>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Time</th>
              <th>Method</th>
              <th>Path</th>
              <th>Operation</th>
              <th>Status</th>
              <th>Error</th>
              <th>Fault</th>
              <th>ms</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.correlation_id}>
                <td>{formatDate(entry.time)}</td>
                <td>{entry.method}</td>
                <td>
                  <code>{entry.path}</code>
                </td>
                <td>{entry.operation_id ?? ""}</td>
                <td>{entry.status}</td>
                <td>{entry.error_code ?? ""}</td>
                <td>{entry.fault ?? ""}</td>
                <td>{entry.duration_ms}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length === 0 && <p class="empty">No requests yet.</p>}
      <h2>Fault rules</h2>
      {faults.length === 0 ? (
        <p class="empty">No fault rules (add them through the control API, /_emulator/faults).</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th>ID</th>
                <th>Match</th>
                <th>Effect</th>
                <th>Probability</th>
                <th>Hits</th>
              </tr>
            </thead>
            <tbody>
              {faults.map((rule) => (
                <tr key={rule.id}>
                  <td>{rule.id}</td>
                  <td>
                    <code>{JSON.stringify(rule.match)}</code>
                  </td>
                  <td>
                    <code>{JSON.stringify(rule.effect)}</code>
                  </td>
                  <td>{rule.probability}</td>
                  <td>{rule.hits}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
