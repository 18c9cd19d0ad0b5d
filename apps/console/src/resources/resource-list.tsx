import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { ConsoleError, resourceRequest } from "../console-api";
import { href, usePolling } from "../route";
import { familyByPath, type Resource } from "./families";

type CreateSshKey = components["schemas"]["CreateSshKeyRequest"];

/** How often a view asks again: a change through the API shows within a second. */
export const REFRESH_MS = 500;

export function ResourceList(props: { project: number; familyPath: string }) {
  const family = familyByPath(props.familyPath);
  const [items, setItems] = useState<Resource[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  usePolling(
    async () => {
      if (!family) return;
      try {
        const query = `per_page=50${family.listQuery ? `&${family.listQuery}` : ""}`;
        const answer = await resourceRequest<Record<string, Resource[]>>(
          props.project,
          "GET",
          `${family.path}?${query}`,
        );
        setItems(answer[family.listKey] ?? []);
        setError(undefined);
      } catch (e) {
        setError(e instanceof ConsoleError ? `${e.code}: ${e.message}` : String(e));
      }
    },
    REFRESH_MS,
    [props.project, props.familyPath],
  );

  if (!family) return <p class="error">Unknown resource family {props.familyPath}</p>;
  return (
    <section>
      <h1>{family.title}</h1>
      {family.path === "ssh_keys" && <CreateSshKeyForm project={props.project} />}
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {items && items.length === 0 && <p class="empty">No {family.title.toLowerCase()} yet.</p>}
      {items && items.length > 0 && (
        <div class="table-wrap">
          <table data-family={family.path}>
            <thead>
              <tr>
                <th>ID</th>
                {family.columns.map((column) => (
                  <th key={column.title}>{column.title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-id={item.id}>
                  <td>
                    <a
                      href={href({
                        view: "detail",
                        project: props.project,
                        family: family.path,
                        id: item.id,
                      })}
                    >
                      {item.id}
                    </a>
                  </td>
                  {family.columns.map((column) => (
                    <td key={column.title} data-column={column.title}>
                      {column.value(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CreateSshKeyForm(props: { project: number }) {
  const [name, setName] = useState("");
  const [publicKey, setPublicKey] = useState("");
  const [message, setMessage] = useState<string | undefined>();
  return (
    <form
      class="stacked"
      onSubmit={async (event) => {
        event.preventDefault();
        const body: CreateSshKey = { name, public_key: publicKey };
        try {
          await resourceRequest(props.project, "POST", "ssh_keys", body);
          setName("");
          setPublicKey("");
          setMessage("SSH key created.");
        } catch (e) {
          setMessage(e instanceof ConsoleError ? `${e.code}: ${e.message}` : String(e));
        }
      }}
    >
      <h2>Add an SSH key</h2>
      <label>
        Name
        <input value={name} onInput={(e) => setName(e.currentTarget.value)} required />
      </label>
      <label>
        Public key
        <textarea
          value={publicKey}
          onInput={(e) => setPublicKey(e.currentTarget.value)}
          rows={3}
          required
        />
      </label>
      <button type="submit">Add SSH key</button>
      {message && <p role="status">{message}</p>}
    </form>
  );
}
