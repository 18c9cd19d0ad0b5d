import { useState } from "preact/hooks";
import { ConsoleError, signIn } from "../console-api";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export function SignIn(props: { onSignedIn(): void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  return (
    <main class="sign-in">
      <h1>Cloud API console</h1>
      {location.protocol === "http:" && !LOOPBACK.test(location.hostname) && (
        <p role="alert" class="error" data-warning="plain-http">
          This console is served over plain HTTP to another machine: the password and the session
          cross the network unencrypted. Put an HTTPS proxy in front of it (see the console README).
        </p>
      )}
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
