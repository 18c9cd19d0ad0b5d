// A project's page warns when its resources use a catalog item with an announced deprecation:
// servers on a retiring server type (in their location) or from a deprecated image, load
// balancers of a retiring type. It reads what the public API shows of those items (their
// `deprecation` and `deprecated`): the server refuses what is retired, the page only says so.
import { useState } from "preact/hooks";
import { docsUrl, resourceRequest } from "../console-api";
import { useLiveReload } from "../live-changes";
import { href } from "../route";
import { deprecationWarnings, type LoadBalancer, type Server, type Warning } from "./deprecations";

/** One page of a list: the items under the family's key, and `meta.pagination`. */
type ListPage = Record<string, unknown> & { meta?: { pagination?: { next_page: number | null } } };

/** Every item of a list of the public API, page after page. */
async function all<T>(project: number, path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  for (let page: number | null = 1; page !== null; ) {
    const answer: ListPage = await resourceRequest(
      project,
      "GET",
      `${path}?per_page=50&page=${page}`,
    );
    items.push(...((answer[key] as T[] | undefined) ?? []));
    page = answer.meta?.pagination?.next_page ?? null;
  }
  return items;
}

export function DeprecationWarnings(props: { project: number }) {
  const [warnings, setWarnings] = useState<Warning[]>([]);
  const load = async () => {
    const [servers, loadBalancers] = await Promise.all([
      all<Server>(props.project, "servers", "servers"),
      all<LoadBalancer>(props.project, "load_balancers", "load_balancers"),
    ]);
    setWarnings(deprecationWarnings(servers, loadBalancers));
  };
  useLiveReload(load, [props.project], props.project);
  if (warnings.length === 0) return null;
  return (
    <aside class="deprecations" aria-labelledby="deprecations-title" data-testid="deprecations">
      <h2 id="deprecations-title">Announced deprecations affect this project</h2>
      <ul>
        {warnings.map((warning) => (
          <li key={warning.key}>{warning.text}</li>
        ))}
      </ul>
      <p>
        {docsUrl ? (
          <a href={`${docsUrl}deprecations.html#catalog`}>Deprecations and sunsets</a>
        ) : (
          <>
            The API docs' "Deprecations and sunsets" page lists every one;{" "}
            <a href={href({ view: "changelog" })}>the API changelog</a> has the announcements.
          </>
        )}
      </p>
    </aside>
  );
}
