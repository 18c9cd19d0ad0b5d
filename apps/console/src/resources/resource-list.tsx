import type { components } from "@cloud-api/spec/types";
import { useState } from "preact/hooks";
import { ConsoleError, resourceRequest } from "../console-api";
import { useLiveReload } from "../live-changes";
import { href } from "../route";
import { CreateForm } from "./create-form";
import { type Family, familyByPath, type Resource } from "./families";

type CreateSshKey = components["schemas"]["CreateSshKeyRequest"];
type Pagination = components["schemas"]["Pagination"];

export const PAGE_SIZE = 50;

/** What the list shows: one page of the public API's list, sorted and filtered by the API. */
interface ListQuery {
  page: number;
  sort: string;
  labelSelector: string;
  name: string;
}

function queryString(family: Family, query: ListQuery): string {
  const search = new URLSearchParams({ page: String(query.page), per_page: String(PAGE_SIZE) });
  search.set("sort", query.sort);
  if (query.labelSelector.trim() !== "") search.set("label_selector", query.labelSelector.trim());
  if (query.name.trim() !== "") search.set("name", query.name.trim());
  return `${search.toString()}${family.listQuery ? `&${family.listQuery}` : ""}`;
}

export function ResourceList(props: { project: number; familyPath: string }) {
  const family = familyByPath(props.familyPath);
  const [items, setItems] = useState<Resource[] | undefined>();
  const [pagination, setPagination] = useState<Pagination | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState<ListQuery>({
    page: 1,
    sort: "id:asc",
    labelSelector: "",
    name: "",
  });
  const [draft, setDraft] = useState({ labelSelector: "", name: "" });
  const filtered = query.labelSelector !== "" || query.name !== "";

  // Live: only the page in view is read again (at most 50 rows), and only when something changed.
  useLiveReload(
    async () => {
      if (!family) return;
      try {
        const answer = await resourceRequest<
          Record<string, Resource[]> & { meta?: { pagination?: Pagination } }
        >(props.project, "GET", `${family.path}?${queryString(family, query)}`);
        setItems(answer[family.listKey] ?? []);
        setPagination(answer.meta?.pagination);
        setError(undefined);
      } catch (e) {
        setItems(undefined);
        setError(e instanceof ConsoleError ? `${e.code}: ${e.message}` : String(e));
      }
    },
    [props.project, props.familyPath, query.page, query.sort, query.labelSelector, query.name],
    props.project,
  );

  if (!family) return <p class="error">Unknown resource family {props.familyPath}</p>;
  const total = pagination?.total_entries ?? items?.length ?? 0;
  const first = items && items.length > 0 ? (query.page - 1) * PAGE_SIZE + 1 : 0;
  const last = items ? first + items.length - (items.length > 0 ? 1 : 0) : 0;
  const lastPage = pagination?.last_page ?? Math.max(1, Math.ceil(total / PAGE_SIZE));
  const sortBy = (key: string) =>
    setQuery({
      ...query,
      page: 1,
      sort: query.sort === `${key}:asc` ? `${key}:desc` : `${key}:asc`,
    });
  const sortMark = (key: string) =>
    query.sort === `${key}:asc` ? " ▲" : query.sort === `${key}:desc` ? " ▼" : "";
  const ariaSort = (key: string) =>
    query.sort === `${key}:asc`
      ? "ascending"
      : query.sort === `${key}:desc`
        ? "descending"
        : undefined;
  const noun = family.title.toLowerCase();

  return (
    <section>
      <h1>{family.title}</h1>
      {family.path === "ssh_keys" && <CreateSshKeyForm project={props.project} />}
      <CreateForm key={family.path} project={props.project} family={family.path} />
      <form
        class="filters"
        aria-label="Filter"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, page: 1, ...draft });
        }}
      >
        <label>
          Label selector
          <input
            name="label_selector"
            placeholder="env=prod,tier!=db"
            value={draft.labelSelector}
            onInput={(e) => setDraft({ ...draft, labelSelector: e.currentTarget.value })}
          />
        </label>
        <label>
          Exact name
          <input
            name="name"
            value={draft.name}
            onInput={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
        </label>
        <button type="submit">Filter</button>
        {filtered && (
          <button
            type="button"
            onClick={() => {
              setDraft({ labelSelector: "", name: "" });
              setQuery({ ...query, page: 1, labelSelector: "", name: "" });
            }}
          >
            Clear
          </button>
        )}
      </form>
      {error && (
        <p role="alert" class="error" data-error="list">
          {error}
        </p>
      )}
      {items && items.length === 0 && (
        <p class="empty">
          {filtered
            ? `No ${noun} match this filter. Change or clear it.`
            : `No ${noun} in this project yet. ${family.path === "ssh_keys" ? "Add one with the form above" : `Create one with POST ${family.basePath ?? "/v1"}/${family.path} (a token is on the API tokens page)`}; it appears here within a second.`}
        </p>
      )}
      {items && items.length > 0 && (
        <>
          <p class="paging" role="status" aria-live="polite">
            Showing {first}–{last} of <span data-total>{total}</span>
          </p>
          <div class="table-wrap">
            <table data-family={family.path}>
              <thead>
                <tr>
                  <th aria-sort={ariaSort("id")}>
                    <button type="button" class="sort" onClick={() => sortBy("id")}>
                      ID{sortMark("id")}
                    </button>
                  </th>
                  {family.columns.map((column) => {
                    const key = family.sortable[column.title];
                    return (
                      <th key={column.title} aria-sort={key ? ariaSort(key) : undefined}>
                        {key ? (
                          <button type="button" class="sort" onClick={() => sortBy(key)}>
                            {column.title}
                            {sortMark(key)}
                          </button>
                        ) : (
                          column.title
                        )}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const detail = href({
                    view: "detail",
                    project: props.project,
                    family: family.path,
                    id: item.id,
                  });
                  return (
                    <tr key={item.id} data-id={item.id}>
                      <td>
                        <a href={detail}>{item.id}</a>
                      </td>
                      {family.columns.map((column) => {
                        const text = column.value(item);
                        return (
                          <td key={column.title} data-column={column.title}>
                            {column.links && text !== "" ? <a href={detail}>{text}</a> : text}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <nav class="pager" aria-label="Pages">
            <button
              type="button"
              disabled={query.page <= 1}
              onClick={() => setQuery({ ...query, page: query.page - 1 })}
            >
              ← Previous
            </button>
            <span>
              Page {query.page} of {lastPage}
            </span>
            <button
              type="button"
              disabled={query.page >= lastPage}
              onClick={() => setQuery({ ...query, page: query.page + 1 })}
            >
              Next →
            </button>
          </nav>
        </>
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
