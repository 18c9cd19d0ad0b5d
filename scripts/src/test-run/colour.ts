// Colour in the test command's output: for a terminal only, never with NO_COLOR (no-color.org).
// The suites colour their own output when told to (turbo forces it on them), and turbo replays
// a cached run's output with the colours it had then, so what reaches a file or a pipe is also
// stripped of colour codes.

/** True when the output should carry colour. */
export function wantsColour(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR) return false;
  // FORCE_COLOR as chalk and Node read it: 0 or false turns colour off, another value forces it
  // on, even into a file.
  const forced = env.FORCE_COLOR;
  if (forced === "0" || forced === "false") return false;
  if (forced !== undefined && forced !== "") return true;
  return isTTY;
}

/** The environment of the suites when there must be no colour: NO_COLOR set, FORCE_COLOR gone. */
export function withoutColour(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forced, ...rest } = env;
  return { ...rest, NO_COLOR: "1" };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes start with ESC
const SGR = /\x1b\[[0-9;]*m/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes start with ESC
const PARTIAL_SGR = /\x1b(\[[0-9;]*)?$/;

/**
 * A filter for a stream of text chunks that drops SGR (colour and style) codes, including one
 * split across two chunks: the unfinished end of a chunk is held for the next.
 */
export function colourStripper(): (chunk: string) => string {
  let held = "";
  return (chunk) => {
    const text = held + chunk;
    const partial = PARTIAL_SGR.exec(text);
    held = partial ? partial[0] : "";
    return (partial ? text.slice(0, partial.index) : text).replace(SGR, "");
  };
}
