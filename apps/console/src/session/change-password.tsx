import { useState } from "preact/hooks";
import { ConsoleError, changePassword } from "../console-api";
import { href } from "../route";

/** Changing the owner password ends every session, this one too: the console returns to sign-in. */
export function ChangePassword(props: { onChanged(): void }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState<string | undefined>();
  return (
    <section class="sign-in">
      <p>
        <a href={href({ view: "projects" })}>← Projects</a>
      </p>
      <h1>Change the owner password</h1>
      <p>Every session ends, this one too: sign in again with the new password.</p>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setError(undefined);
          try {
            await changePassword(current, next);
            location.hash = href({ view: "projects" });
            props.onChanged();
          } catch (e) {
            setError(e instanceof ConsoleError ? e.message : String(e));
          }
        }}
      >
        <label>
          Current password
          <input
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={current}
            onInput={(e) => setCurrent(e.currentTarget.value)}
            required
          />
        </label>
        <label>
          New password (at least 8 characters)
          <input
            type="password"
            name="new_password"
            autoComplete="new-password"
            minLength={8}
            value={next}
            onInput={(e) => setNext(e.currentTarget.value)}
            required
          />
        </label>
        <button type="submit">Change password</button>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
