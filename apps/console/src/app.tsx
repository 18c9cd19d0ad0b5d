import { useEffect, useState } from "preact/hooks";
import {
  ConsoleError,
  currentSession,
  listProjects,
  type Project,
  SESSION_ENDED,
  signOut,
} from "./console-api";
import { RequestsView } from "./diagnostics/requests-view";
import { subscribeToChanges } from "./live-changes";
import { DeprecationWarnings } from "./projects/deprecation-warnings";
import { ProjectsView } from "./projects/projects-view";
import { FAMILIES } from "./resources/families";
import { ResourceDetail } from "./resources/resource-detail";
import { ResourceList } from "./resources/resource-list";
import { href, type Route, useRoute } from "./route";

/** The same view in another project (the switcher keeps the page the owner is on). */
function inProject(route: Route, project: number): Route {
  if (route.view === "projects" || route.view === "password" || route.view === "changelog")
    return { view: "tokens", project };
  if (route.view === "detail") return { view: "list", project, family: route.family };
  return { ...route, project };
}

import { ChangelogView } from "./changelog/changelog-view";
import { ChangePassword } from "./session/change-password";
import { SignIn } from "./session/sign-in";
import { TokensView } from "./tokens/tokens-view";

export function App() {
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  const [projects, setProjects] = useState<Project[]>([]);
  const [error, setError] = useState<string | undefined>();
  const route = useRoute();

  useEffect(() => {
    currentSession().then(setSignedIn, (e: unknown) => setError(String(e)));
    // An ended session (expired, password changed, signed out elsewhere) returns to sign-in
    // rather than leaving stale data under an error line.
    const ended = () => {
      setProjects([]);
      setError(undefined);
      setSignedIn(false);
    };
    addEventListener(SESSION_ENDED, ended);
    return () => removeEventListener(SESSION_ENDED, ended);
  }, []);

  const refreshProjects = async () => {
    try {
      setProjects(await listProjects());
    } catch (e) {
      if (e instanceof ConsoleError && e.status === 401) setSignedIn(false);
      else setError(e instanceof Error ? e.message : String(e));
    }
  };
  useEffect(() => {
    if (signedIn) void refreshProjects();
  }, [signedIn, route]);
  // Names and resource counts stay live too (renamed or filled from elsewhere).
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToChanges(undefined, () => void refreshProjects());
  }, [signedIn]);

  if (signedIn === undefined) return <p class="loading">Loading…</p>;
  if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />;
  if (route.view === "password") {
    return (
      <div class="shell">
        <main>
          <ChangePassword onChanged={() => setSignedIn(false)} />
        </main>
      </div>
    );
  }

  const project = "project" in route ? projects.find((p) => p.id === route.project) : undefined;
  return (
    <div class="shell">
      <header class="top">
        <a class="brand" href={href({ view: "projects" })}>
          Cloud API console
        </a>
        {projects.length > 0 && (
          <label class="switcher">
            <span class="visually-hidden">Project</span>
            <select
              aria-label="Project"
              value={project ? String(project.id) : ""}
              onChange={(e) => {
                const id = Number(e.currentTarget.value);
                if (id > 0) location.hash = href(inProject(route, id));
              }}
            >
              {!project && <option value="">Choose a project…</option>}
              {projects.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <a class="header-link" href={href({ view: "changelog" })}>
          API changelog
        </a>
        <a class="header-link" href={href({ view: "password" })}>
          Change password
        </a>
        <button
          type="button"
          class="link"
          onClick={async () => {
            await signOut();
            setSignedIn(false);
          }}
        >
          Sign out
        </button>
      </header>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {route.view === "changelog" ? (
        <main>
          <ChangelogView />
        </main>
      ) : route.view === "projects" ? (
        <main>
          <ProjectsView projects={projects} onChange={refreshProjects} />
        </main>
      ) : (
        <div class="project-layout">
          <nav class="side" aria-label="Project">
            <a
              href={href({ view: "tokens", project: route.project })}
              aria-current={route.view === "tokens" ? "page" : undefined}
            >
              API tokens
            </a>
            <a
              href={href({ view: "requests", project: route.project })}
              aria-current={route.view === "requests" ? "page" : undefined}
            >
              Requests
            </a>
            {FAMILIES.map((family) => (
              <a
                key={family.path}
                href={href({ view: "list", project: route.project, family: family.path })}
                aria-current={
                  "family" in route && route.family === family.path ? "page" : undefined
                }
              >
                {family.title}
              </a>
            ))}
          </nav>
          <main>
            {route.view === "tokens" && (
              <>
                <DeprecationWarnings project={route.project} />
                <TokensView project={route.project} />
              </>
            )}
            {route.view === "requests" && <RequestsView project={route.project} />}
            {route.view === "list" && (
              <ResourceList project={route.project} familyPath={route.family} />
            )}
            {route.view === "detail" && (
              // Keyed: another resource starts from nothing, never from the last one's state.
              <ResourceDetail
                key={`${route.project}/${route.family}/${route.id}`}
                project={route.project}
                familyPath={route.family}
                id={route.id}
              />
            )}
          </main>
        </div>
      )}
    </div>
  );
}
