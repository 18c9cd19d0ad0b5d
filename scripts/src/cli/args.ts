// The command-line options shared by check:breaking and changelog:api.

export interface CliOptions {
  base?: string;
  json: boolean;
  help: boolean;
  /** changelog:api only: every spec change in the git history (JSON), for the docs. */
  history: boolean;
}

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { json: false, help: false, history: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === "--") continue;
    if (arg === "--json") options.json = true;
    else if (arg === "--history") options.history = true;
    else if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg === "--base") {
      const value = argv[++index];
      if (value === undefined || value.startsWith("--")) {
        throw new Error("--base needs a git ref, e.g. --base origin/main");
      }
      options.base = value;
    } else if (arg?.startsWith("--base=")) options.base = arg.slice("--base=".length);
    else throw new Error(`unknown argument ${arg}; expected --base <git-ref> and/or --json`);
  }
  return options;
}
