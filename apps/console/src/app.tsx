import { useEffect, useState } from "preact/hooks";
import { ConsoleError, currentSession, listProjects, type Project, signOut } from "./console-api";
import { RequestsView } from "./diagnostics/requests-view";
import { ProjectsView } from "./projects/projects-view";
import { FAMILIES } from "./resources/families";
import { ResourceDetail } from "./resources/resource-detail";
import { ResourceList } from "./resources/resource-list";
import { href, useRoute } from "./route";
import { SignIn } from "./session/sign-in";
import { TokensView } from "./tokens/tokens-view";

export function App() {
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  const [projects, setProjects] = useState<Project[]>([]);
  const [error, setError] = useState<string | undefined>();
  const route = useRoute();

  useEffect(() => {
    currentSession().then(setSignedIn, (e: unknown) => setError(String(e)));
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

  if (signedIn === undefined) return <p class="loading">Loading…</p>;
  if (!signedIn) return <SignIn onSignedIn={() => setSignedIn(true)} />;

  const project = "project" in route ? projects.find((p) => p.id === route.project) : undefined;
  return (
    <div class="shell">
      <header class="top">
        <a class="brand" href={href({ view: "projects" })}>
          Cloud API console
        </a>
        {project && <span class="crumb">/ {project.name}</span>}
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
      {route.view === "projects" ? (
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
            {route.view === "tokens" && <TokensView project={route.project} />}
            {route.view === "requests" && <RequestsView project={route.project} />}
            {route.view === "list" && (
              <ResourceList project={route.project} familyPath={route.family} />
            )}
            {route.view === "detail" && (
              <ResourceDetail project={route.project} familyPath={route.family} id={route.id} />
            )}
          </main>
        </div>
      )}
    </div>
  );
}
