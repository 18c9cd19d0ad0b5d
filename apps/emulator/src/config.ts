import { randomBytes } from "node:crypto";

/** A bearer token and what it may do. */
export interface TokenGrant {
  token: string;
  project: string;
  readOnly: boolean;
}

export interface EmulatorConfig {
  host: string;
  port: number;
  tokens: TokenGrant[];
  /** True when no tokens were configured and one was generated for project `default`. */
  generatedToken: boolean;
  /** One duration for every action, or undefined for each type's own (actions/action-timing.ts). */
  actionMs: number | undefined;
  /** Durations of single action types (tests). */
  actionDurations: Record<string, number>;
  rateLimitPerHour: number;
  dataFile: string | undefined;
  /** Bearer token of the control API (`/_emulator`). */
  adminToken: string;
  /** True when no admin token was configured and one was generated. */
  generatedAdminToken: boolean;
  /** Seed of every random value; undefined = crypto-random. */
  randomSeed: string | undefined;
  /** How many requests the journal keeps. */
  journalSize: number;
  /** Port of the web console; undefined = no console (the CLI defaults it to 4030). */
  consolePort: number | undefined;
  /** The console owner's password. */
  consolePassword: string;
  /** True when CLOUD_API_CONSOLE_PASSWORD was not set and the password was generated. */
  generatedConsolePassword: boolean;
  /** Where the console is reached when not at its own address (CLOUD_API_CONSOLE_ORIGIN). */
  consoleOrigin: string | undefined;
  /** The API docs' address (CLOUD_API_DOCS_URL): the console links their pages. */
  docsUrl: string | undefined;
  /** Time a client has to send the request line and all headers. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included. */
  requestTimeoutMs: number;
  /**
   * Lists answered from the store's list indexes (store/list-index.ts), so a page costs the
   * same in a project of 100 or 100,000 records; off: every list filters and sorts all of them.
   */
  listIndexes: boolean;
  /**
   * Catalog entries' JSON written once and copied into answers as bytes (http/json-fragments.ts);
   * off: every answer is plain `JSON.stringify`.
   */
  jsonFragments: boolean;
}

export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_PORT = 4020;
/** How long an action type without a figure of its own runs (actions/action-timing.ts). */
export const DEFAULT_ACTION_MS = 1000;
export const DEFAULT_RATE_LIMIT = 3600;
export const DEFAULT_JOURNAL_SIZE = 1000;
export const DEFAULT_CONSOLE_PORT = 4030;
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** The environment variables the emulator reads; the command takes each as an option too. */
export type SettingVariable =
  | "HOST"
  | "PORT"
  | "CONSOLE_PORT"
  | "CLOUD_API_TOKENS"
  | "CLOUD_API_ADMIN_TOKEN"
  | "CLOUD_API_CONSOLE_PASSWORD"
  | "CLOUD_API_CONSOLE_ORIGIN"
  | "CLOUD_API_DATA"
  | "CLOUD_API_SEED"
  | "CLOUD_API_SEED_RANDOM"
  | "CLOUD_API_ACTION_MS"
  | "CLOUD_API_RATE_LIMIT"
  | "CLOUD_API_JOURNAL_SIZE"
  | "CLOUD_API_HEADERS_TIMEOUT_MS"
  | "CLOUD_API_REQUEST_TIMEOUT_MS"
  | "CLOUD_API_LIST_INDEXES"
  | "CLOUD_API_JSON_FRAGMENTS";

/**
 * What messages call each setting: the name the user set it by (`--port` given to the command,
 * `EMULATOR_PORT` in `pnpm start`), by default the variable's own.
 */
export type SettingNames = Partial<Record<SettingVariable, string>>;

/**
 * Parses `tokA=project-a,tokB=project-b,tokR=project-a:read`. Errors name the entry position,
 * never the token itself.
 */
export function parseTokens(spec: string, name = "CLOUD_API_TOKENS"): TokenGrant[] {
  const grants: TokenGrant[] = [];
  const entries = spec
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  entries.forEach((entry, index) => {
    const eq = entry.indexOf("=");
    if (eq <= 0 || eq === entry.length - 1) {
      throw new Error(
        `${name} entry ${index + 1}: expected 'token=project' or 'token=project:read'`,
      );
    }
    const token = entry.slice(0, eq);
    let project = entry.slice(eq + 1);
    let readOnly = false;
    if (project.endsWith(":read")) {
      readOnly = true;
      project = project.slice(0, -":read".length);
    }
    if (!/^[A-Za-z0-9._-]+$/.test(project)) {
      throw new Error(
        `${name} entry ${index + 1}: project name must be letters, digits, '.', '_' or '-'`,
      );
    }
    if (grants.some((grant) => grant.token === token)) {
      throw new Error(`${name} entry ${index + 1}: the same token is listed twice`);
    }
    grants.push({ token, project, readOnly });
  });
  if (grants.length === 0) throw new Error(`${name} is set but lists no token`);
  return grants;
}

function nonNegativeInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}

function port(name: string, raw: string | undefined, fallback: number): number {
  const value = nonNegativeInteger(name, raw, fallback);
  if (value > 65_535) throw new Error(`${name} must be a port from 0 to 65535, got '${raw}'`);
  return value;
}

export function generateToken(): string {
  // Same shape as the real API's tokens: 64 characters.
  return randomBytes(32).toString("hex");
}

export interface ConfigOverrides {
  host?: string;
  port?: number;
  tokens?: string | TokenGrant[];
  actionMs?: number;
  actionDurations?: Record<string, number>;
  rateLimitPerHour?: number;
  dataFile?: string;
  adminToken?: string;
  randomSeed?: string;
  journalSize?: number;
  /** Path of a seed fixture (see src/control/seed-fixture.ts). */
  seedFile?: string;
  /** Serve the web console on this port (0 = any free port); also `CONSOLE_PORT`. */
  consolePort?: number;
  /** The console owner's password; also `CLOUD_API_CONSOLE_PASSWORD`. */
  consolePassword?: string;
  /** The console's public origin, e.g. behind an HTTPS proxy; also `CLOUD_API_CONSOLE_ORIGIN`. */
  consoleOrigin?: string;
  /** The API docs' base URL, which the console links to; also `CLOUD_API_DOCS_URL`. */
  docsUrl?: string;
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Answer lists from the store's list indexes (default true); also `CLOUD_API_LIST_INDEXES`. */
  listIndexes?: boolean;
  /** Catalog entries as pre-rendered JSON (default true); also `CLOUD_API_JSON_FRAGMENTS`. */
  jsonFragments?: boolean;
  /** What messages call the settings (see SettingNames). */
  settingNames?: SettingNames;
}

/** Options win over environment variables, which win over defaults. */
export function resolveConfig(
  overrides: ConfigOverrides = {},
  env: NodeJS.ProcessEnv = process.env,
  /** Tokens of a seed fixture (CLOUD_API_SEED), added to the configured ones. */
  fixtureTokens: TokenGrant[] = [],
): EmulatorConfig {
  const name = (variable: SettingVariable) => overrides.settingNames?.[variable] ?? variable;
  const tokenSource = overrides.tokens ?? env.CLOUD_API_TOKENS;
  let tokens: TokenGrant[];
  let generatedToken = false;
  if ((tokenSource === undefined || tokenSource === "") && fixtureTokens.length === 0) {
    tokens = [{ token: generateToken(), project: "default", readOnly: false }];
    generatedToken = true;
  } else if (tokenSource === undefined || tokenSource === "") {
    tokens = [];
  } else {
    tokens =
      typeof tokenSource === "string"
        ? parseTokens(tokenSource, name("CLOUD_API_TOKENS"))
        : tokenSource;
  }
  for (const grant of fixtureTokens) {
    if (tokens.some((known) => known.token === grant.token)) {
      throw new Error(
        `${name("CLOUD_API_SEED")}: a token of project '${grant.project}' is already in use`,
      );
    }
    tokens = [...tokens, grant];
  }
  const rateLimitPerHour =
    overrides.rateLimitPerHour ??
    nonNegativeInteger(name("CLOUD_API_RATE_LIMIT"), env.CLOUD_API_RATE_LIMIT, DEFAULT_RATE_LIMIT);
  if (rateLimitPerHour < 1) throw new Error(`${name("CLOUD_API_RATE_LIMIT")} must be at least 1`);
  const configuredAdminToken = overrides.adminToken ?? (env.CLOUD_API_ADMIN_TOKEN || undefined);
  if (configuredAdminToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(configuredAdminToken)) {
    throw new Error(
      `${name("CLOUD_API_ADMIN_TOKEN")} must be at least 16 printable characters without spaces`,
    );
  }
  const adminToken = configuredAdminToken ?? generateToken();
  if (tokens.some((grant) => grant.token === adminToken)) {
    throw new Error(`${name("CLOUD_API_ADMIN_TOKEN")} must differ from every project token`);
  }
  const configuredPassword =
    overrides.consolePassword ?? (env.CLOUD_API_CONSOLE_PASSWORD || undefined);
  if (configuredPassword !== undefined && configuredPassword.length < 8) {
    throw new Error(`${name("CLOUD_API_CONSOLE_PASSWORD")} must be at least 8 characters`);
  }
  const consolePortRaw = env.CONSOLE_PORT;
  const consoleOrigin = overrides.consoleOrigin ?? (env.CLOUD_API_CONSOLE_ORIGIN || undefined);
  if (consoleOrigin !== undefined && !/^https?:\/\/[^/?#\s]+\/?$/.test(consoleOrigin)) {
    throw new Error(
      `${name("CLOUD_API_CONSOLE_ORIGIN")} must be an origin such as https://console.example.com`,
    );
  }
  const docsUrl = overrides.docsUrl ?? (env.CLOUD_API_DOCS_URL || undefined);
  if (docsUrl !== undefined && !/^https?:\/\/\S+$/.test(docsUrl)) {
    throw new Error("CLOUD_API_DOCS_URL must be an http(s) URL such as http://127.0.0.1:4000/");
  }
  const headersTimeoutMs =
    overrides.headersTimeoutMs ??
    nonNegativeInteger(
      name("CLOUD_API_HEADERS_TIMEOUT_MS"),
      env.CLOUD_API_HEADERS_TIMEOUT_MS,
      DEFAULT_HEADERS_TIMEOUT_MS,
    );
  const requestTimeoutMs =
    overrides.requestTimeoutMs ??
    nonNegativeInteger(
      name("CLOUD_API_REQUEST_TIMEOUT_MS"),
      env.CLOUD_API_REQUEST_TIMEOUT_MS,
      DEFAULT_REQUEST_TIMEOUT_MS,
    );
  const listIndexesRaw = env.CLOUD_API_LIST_INDEXES;
  if (listIndexesRaw !== undefined && !/^(on|off|)$/.test(listIndexesRaw)) {
    throw new Error(`${name("CLOUD_API_LIST_INDEXES")} must be on or off, got '${listIndexesRaw}'`);
  }
  const listIndexes = overrides.listIndexes ?? listIndexesRaw !== "off";
  const jsonFragmentsRaw = env.CLOUD_API_JSON_FRAGMENTS;
  if (jsonFragmentsRaw !== undefined && !/^(on|off|)$/.test(jsonFragmentsRaw)) {
    throw new Error(
      `${name("CLOUD_API_JSON_FRAGMENTS")} must be on or off, got '${jsonFragmentsRaw}'`,
    );
  }
  const jsonFragments = overrides.jsonFragments ?? jsonFragmentsRaw !== "off";
  // Zero would mean "no limit" to Node: exactly the unbounded wait these settings exist to end.
  if (headersTimeoutMs < 1) {
    throw new Error(`${name("CLOUD_API_HEADERS_TIMEOUT_MS")} must be at least 1`);
  }
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error(
      `${name("CLOUD_API_REQUEST_TIMEOUT_MS")} must be at least ${name("CLOUD_API_HEADERS_TIMEOUT_MS")} (the headers are part of the request)`,
    );
  }
  return {
    listIndexes,
    jsonFragments,
    consolePort:
      overrides.consolePort ??
      (consolePortRaw === undefined || consolePortRaw === ""
        ? undefined
        : port(name("CONSOLE_PORT"), consolePortRaw, DEFAULT_CONSOLE_PORT)),
    // 24 random characters: generated like a token, short enough to type.
    consolePassword: configuredPassword ?? randomBytes(18).toString("base64url"),
    generatedConsolePassword: configuredPassword === undefined,
    consoleOrigin,
    docsUrl: docsUrl === undefined || docsUrl.endsWith("/") ? docsUrl : `${docsUrl}/`,
    host: overrides.host ?? (env.HOST || DEFAULT_HOST),
    port: overrides.port ?? port(name("PORT"), env.PORT, DEFAULT_PORT),
    tokens,
    generatedToken,
    actionMs:
      overrides.actionMs ??
      (env.CLOUD_API_ACTION_MS === undefined || env.CLOUD_API_ACTION_MS === ""
        ? undefined
        : nonNegativeInteger(name("CLOUD_API_ACTION_MS"), env.CLOUD_API_ACTION_MS, 0)),
    actionDurations: overrides.actionDurations ?? {},
    rateLimitPerHour,
    dataFile: overrides.dataFile ?? (env.CLOUD_API_DATA || undefined),
    adminToken,
    generatedAdminToken: configuredAdminToken === undefined,
    randomSeed: overrides.randomSeed ?? (env.CLOUD_API_SEED_RANDOM || undefined),
    journalSize:
      overrides.journalSize ??
      nonNegativeInteger(
        name("CLOUD_API_JOURNAL_SIZE"),
        env.CLOUD_API_JOURNAL_SIZE,
        DEFAULT_JOURNAL_SIZE,
      ),
    headersTimeoutMs,
    requestTimeoutMs,
  };
}
