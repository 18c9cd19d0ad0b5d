import { useState } from "preact/hooks";
import { createProject, deleteProject, type Project, renameProject } from "../console-api";
import { formatDate } from "../format/dates";
import { href } from "../route";

export function ProjectsView(props: { projects: Project[]; onChange(): Promise<void> }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<{ id: number; name: string } | undefined>();

  const run = async (work: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await work();
      await props.onChange();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section>
      <h1>Projects</h1>
      <form
        class="inline"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            const project = await createProject(name);
            setName("");
            location.hash = href({ view: "tokens", project: project.id });
          });
        }}
      >
        <label>
          New project name
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} required />
        </label>
        <button type="submit">Create project</button>
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
              <th>Name</th>
              <th>Key</th>
              <th>Resources</th>
              <th>Created</th>
              <th>
                <span class="sr-only">Operations</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.projects.map((project) => (
              <tr key={project.id}>
                <td>
                  {renaming?.id === project.id ? (
                    <form
                      class="inline"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void run(async () => {
                          await renameProject(project.id, renaming.name);
                          setRenaming(undefined);
                        });
                      }}
                    >
                      <input
                        aria-label="Project name"
                        value={renaming.name}
                        onInput={(e) =>
                          setRenaming({ id: project.id, name: e.currentTarget.value })
                        }
                      />
                      <button type="submit">Save</button>
                      <button type="button" onClick={() => setRenaming(undefined)}>
                        Cancel
                      </button>
                    </form>
                  ) : (
                    <a href={href({ view: "tokens", project: project.id })}>{project.name}</a>
                  )}
                </td>
                <td>
                  <code>{project.key}</code>
                </td>
                <td>{project.resource_count}</td>
                <td>{formatDate(project.created)}</td>
                <td class="ops">
                  <button
                    type="button"
                    onClick={() => setRenaming({ id: project.id, name: project.name })}
                  >
                    Rename
                  </button>
                  <button
                    type="button"
                    class="danger"
                    onClick={() => {
                      if (confirm(`Delete project '${project.name}' and its tokens?`)) {
                        void run(() => deleteProject(project.id));
                      }
                    }}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
