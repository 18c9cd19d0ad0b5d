// The command-line options shared by check:breaking and changelog:api (and its subcommands).
import { type FailOn, REPORT_FORMATS, type ReportFormat } from "../breaking/report.js";

export interface CliOptions {
  base?: string;
  format: ReportFormat;
  failOn: FailOn;
  /** Path of the ignore file, relative to the repository root unless absolute. */
  ignoreFile?: string;
  help: boolean;
  /** changelog:api draft: the entry's file name (without `.md`) and effective day. */
  name?: string;
  effective?: string;
}

const FAIL_ON: readonly FailOn[] = ["error", "warning"];

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { format: "text", failOn: "error", help: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg === "--") continue;
    if (arg === "--json") {
      options.format = "json";
      continue;
    }
    if (arg === "--help" || arg === "-h") {
      options.help = true;
      continue;
    }
    const [flag, inline] = arg.includes("=")
      ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
      : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined || next.startsWith("--")) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === "--base") options.base = value();
    else if (flag === "--format") {
      const format = value();
      if (!(REPORT_FORMATS as readonly string[]).includes(format)) {
        throw new Error(`--format ${format}: expected one of ${REPORT_FORMATS.join(", ")}`);
      }
      options.format = format as ReportFormat;
    } else if (flag === "--fail-on") {
      const level = value();
      if (!(FAIL_ON as readonly string[]).includes(level)) {
        throw new Error(`--fail-on ${level}: expected one of ${FAIL_ON.join(", ")}`);
      }
      options.failOn = level as FailOn;
    } else if (flag === "--ignore-file") options.ignoreFile = value();
    else if (flag === "--name") {
      const name = value();
      if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) {
        throw new Error(`--name ${name}: use lowercase letters, digits and dashes`);
      }
      options.name = name;
    } else if (flag === "--effective") {
      const day = value();
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
        throw new Error(`--effective ${day}: expected YYYY-MM-DD`);
      options.effective = day;
    } else {
      throw new Error(
        `unknown argument ${arg}; expected --base <git-ref>, --format text|markdown|json|github, --fail-on error|warning, --ignore-file <path>`,
      );
    }
  }
  return options;
}
