import { useState } from "preact/hooks";
import {
  apiUrl,
  createToken,
  listTokens,
  type Permission,
  revokeToken,
  type Token,
} from "../console-api";
import { formatDate } from "../format/dates";
import { useLiveReload } from "../live-changes";
import { snippets } from "./snippets";

const PERMISSION_LABEL: Record<Permission, string> = {
  read: "Read",
  read_write: "Read & Write",
};

const when = (value: string | null) => (value === null ? "never" : formatDate(value));

export function TokensView(props: { project: number }) {
  const [tokens, setTokens] = useState<Token[]>([]);
  const [description, setDescription] = useState("");
  const [permission, setPermission] = useState<Permission>("read");
  /** The new token's value: held in this component's state only until it is dismissed. */
  const [shown, setShown] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const load = async () => setTokens(await listTokens(props.project));
  useLiveReload(load, [props.project], props.project);

  return (
    <section>
      <h1>API tokens</h1>
      {apiUrl && (
        <p>
          API base URL: <code data-testid="api-url">{apiUrl}</code>
        </p>
      )}
      {shown !== undefined && (
        <div class="new-token" role="status">
          <p>
            <strong>Copy this token now. It cannot be shown again.</strong>
          </p>
          <code data-testid="new-token-value">{shown}</code>
          {apiUrl && (
            <>
              <p>Try it with curl:</p>
              <pre data-testid="curl-snippet">{snippets(apiUrl, shown).curl}</pre>
              <p>or with the typed client (@cloud-api/client):</p>
              <pre data-testid="client-snippet">{snippets(apiUrl, shown).client}</pre>
            </>
          )}
          <div>
            <button
              type="button"
              onClick={async () => {
                await navigator.clipboard?.writeText(shown).catch(() => undefined);
                setCopied(true);
              }}
            >
              {copied ? "Copied" : "Copy"}
            </button>
            <button
              type="button"
              onClick={() => {
                setShown(undefined);
                setCopied(false);
              }}
            >
              Done
            </button>
          </div>
        </div>
      )}
      <form
        class="inline"
        onSubmit={async (event) => {
          event.preventDefault();
          setError(undefined);
          try {
            const created = await createToken(props.project, description, permission);
            setShown(created.value);
            setCopied(false);
            setDescription("");
            await load();
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          }
        }}
      >
        <label>
          Description
          <input
            name="description"
            value={description}
            onInput={(e) => setDescription(e.currentTarget.value)}
            required
          />
        </label>
        <label>
          Permission
          <select
            name="permission"
            value={permission}
            onChange={(e) => setPermission(e.currentTarget.value as Permission)}
          >
            <option value="read">Read</option>
            <option value="read_write">Read &amp; Write</option>
          </select>
        </label>
        <button type="submit">Generate API token</button>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Description</th>
              <th>Permission</th>
              <th>Prefix</th>
              <th>Created</th>
              <th>Last used</th>
              <th>
                <span class="sr-only">Operations</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <td>{token.description}</td>
                <td>{PERMISSION_LABEL[token.permission]}</td>
                <td>
                  <code>{token.prefix}</code>
                </td>
                <td>{when(token.created)}</td>
                <td>{when(token.last_used)}</td>
                <td class="ops">
                  <button
                    type="button"
                    class="danger"
                    onClick={async () => {
                      if (!confirm(`Revoke the token '${token.description}'?`)) return;
                      try {
                        await revokeToken(props.project, token.id);
                        await load();
                      } catch (e) {
                        setError(e instanceof Error ? e.message : String(e));
                      }
                    }}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {tokens.length === 0 && (
        <p class="empty">
          No tokens yet. Create one above to call the API; its value is shown once.
        </p>
      )}
    </section>
  );
}
