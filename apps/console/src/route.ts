// Hash routes, so the console is one static page that any path of the port can serve.
import { useEffect, useState } from "preact/hooks";

export type Route =
  | { view: "projects" }
  | { view: "password" }
  | { view: "changelog" }
  | { view: "tokens"; project: number }
  | { view: "requests"; project: number }
  | { view: "list"; project: number; family: string }
  | { view: "detail"; project: number; family: string; id: number };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  if (parts[0] === "password") return { view: "password" };
  if (parts[0] === "changelog") return { view: "changelog" };
  const project = Number(parts[1]);
  if (parts[0] === "projects" && Number.isInteger(project) && project > 0) {
    if (parts[2] === "requests") return { view: "requests", project };
    if (parts[2] === "resources" && parts[3]) {
      const id = Number(parts[4]);
      if (Number.isInteger(id) && id > 0) {
        return { view: "detail", project, family: parts[3], id };
      }
      return { view: "list", project, family: parts[3] };
    }
    return { view: "tokens", project };
  }
  return { view: "projects" };
}

export function href(route: Route): string {
  switch (route.view) {
    case "projects":
      return "#/";
    case "password":
      return "#/password";
    case "changelog":
      return "#/changelog";
    case "tokens":
      return `#/projects/${route.project}/tokens`;
    case "requests":
      return `#/projects/${route.project}/requests`;
    case "list":
      return `#/projects/${route.project}/resources/${route.family}`;
    case "detail":
      return `#/projects/${route.project}/resources/${route.family}/${route.id}`;
  }
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    addEventListener("hashchange", update);
    return () => removeEventListener("hashchange", update);
  }, []);
  return route;
}

/** Runs `load` now and every `intervalMs` while mounted (the console's live refresh). */
export function usePolling(load: () => Promise<void>, intervalMs: number, deps: unknown[]): void {
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        await load();
      } finally {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      }
    };
    void tick();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, deps);
}
