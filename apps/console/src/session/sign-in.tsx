import { useState } from "preact/hooks";
import { ConsoleError, signIn } from "../console-api";

export function SignIn(props: { onSignedIn(): void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <main class="sign-in">
      <h1>Cloud API console</h1>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(undefined);
          try {
            await signIn(password);
            setPassword("");
            props.onSignedIn();
          } catch (e) {
            setError(e instanceof ConsoleError ? e.message : String(e));
          } finally {
            setBusy(false);
          }
        }}
      >
        <label>
          Owner password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
            required
          />
        </label>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
      </form>
      <p class="hint">
        The password is <code>CLOUD_API_CONSOLE_PASSWORD</code>, or the one the emulator printed at
        start.
      </p>
    </main>
  );
}
