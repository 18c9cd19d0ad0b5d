import { createHash, randomBytes } from "node:crypto";
import type { TokenGrant } from "../config.js";
import type { Store, StoredRecord } from "../store/store.js";

/**
 * The account: projects and their API tokens, kept in the store's account collections (names
 * starting with `_`, which a reset or snapshot never touches).
 *
 * A token is stored only as the SHA-256 of the whole token. A slow password hash (scrypt,
 * argon2) protects low-entropy secrets a person chose; a console token carries 128 random bits
 * in its secret half, so nobody can search a SHA-256 of it, and a fast hash lets every request
 * be authenticated by one lookup.
 */
export const PROJECTS = "_projects";
export const API_TOKENS = "_api_tokens";

export type Permission = "read" | "read_write";

export interface ProjectRecord extends StoredRecord {
  /** `project` is the key every resource record carries; `name` is what the owner sees. */
  name: string;
  created: string;
}

export interface TokenRecord extends StoredRecord {
  description: string;
  permission: Permission;
  /** The first 8 characters of the token's non-secret half (or `env` for seeded tokens). */
  prefix: string;
  /** SHA-256 of the whole token, hex. */
  hash: string;
  created: string;
  /** Persisted at most once a minute per token; `lastUsedMs` knows the exact time. */
  lastUsed: string | null;
  /** `env`: seeded from CLOUD_API_TOKENS or a seed fixture; `console`: made by the owner. */
  source: "env" | "console";
}

/** How often `lastUsed` is written to the store (a write per request would be one per GET). */
export const LAST_USED_PERSIST_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token in the real API's shape: 64 characters, a non-secret half and a secret half. */
export function newTokenValue(): string {
  return randomBytes(16).toString("hex") + randomBytes(16).toString("hex");
}

export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "AccountError";
  }
}

export class Account {
  private byHash = new Map<string, number>();
  /** Exact last use (ms) of each token since start; the store holds it to the minute. */
  private readonly lastUsedMs = new Map<number, number>();
  /** In-process grants of the console (never stored, never leave the process). */
  private readonly internal = new Map<string, TokenGrant>();

  constructor(
    private readonly store: Store,
    private readonly clock: () => number,
    /** Counts a project's resources (for refusing to delete a project that still has some). */
    private readonly resourceCount: (project: string) => number,
  ) {
    this.reload();
  }

  /** How many resources the project has (what refuses its deletion). */
  resourceCountOf(project: string): number {
    return this.resourceCount(project);
  }

  private reload(): void {
    this.byHash = new Map(
      this.store.list<TokenRecord>(API_TOKENS).map((record) => [record.hash, record.id]),
    );
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  /**
   * Makes the configured tokens (CLOUD_API_TOKENS, a seed fixture, the generated one) valid:
   * their projects exist and their hashes are stored. Seeded tokens no longer configured are
   * removed, so taking a token out of CLOUD_API_TOKENS revokes it at the next start.
   */
  seed(grants: readonly TokenGrant[]): void {
    this.store.transaction(() => {
      const wanted = new Set(grants.map((grant) => hashToken(grant.token)));
      for (const record of this.store.list<TokenRecord>(API_TOKENS)) {
        if (record.source === "env" && !wanted.has(record.hash)) {
          this.store.remove(API_TOKENS, record.id);
        }
      }
      for (const grant of grants) {
        this.ensureProject(grant.project);
        const hash = hashToken(grant.token);
        const existing = this.store
          .list<TokenRecord>(API_TOKENS)
          .find((record) => record.hash === hash);
        const permission: Permission = grant.readOnly ? "read" : "read_write";
        if (existing) {
          if (existing.project !== grant.project || existing.permission !== permission) {
            const updated: TokenRecord = { ...existing, project: grant.project, permission };
            this.store.put(API_TOKENS, updated);
          }
          continue;
        }
        const record: TokenRecord = {
          id: this.store.nextId(API_TOKENS),
          project: grant.project,
          description: "seeded from configuration",
          permission,
          prefix: "env",
          hash,
          created: this.now(),
          lastUsed: null,
          source: "env",
        };
        this.store.put(API_TOKENS, record);
      }
    });
    this.reload();
  }

  private ensureProject(key: string): ProjectRecord {
    const existing = this.store.list<ProjectRecord>(PROJECTS).find((p) => p.project === key);
    if (existing) return existing;
    const record: ProjectRecord = {
      id: this.store.nextId(PROJECTS),
      project: key,
      name: key,
      created: this.now(),
    };
    this.store.put(PROJECTS, record);
    return record;
  }

  /** The grant of a bearer token, or undefined; notes the use (see LAST_USED_PERSIST_MS). */
  authenticate(token: string): TokenGrant | undefined {
    const internal = this.internal.get(token);
    if (internal) return internal;
    const id = this.byHash.get(hashToken(token));
    if (id === undefined) return undefined;
    const record = this.store.get<TokenRecord>(API_TOKENS, id);
    if (!record) return undefined;
    const nowMs = this.clock();
    this.lastUsedMs.set(id, nowMs);
    const persisted = record.lastUsed === null ? 0 : Date.parse(record.lastUsed);
    if (nowMs - persisted >= LAST_USED_PERSIST_MS) {
      try {
        const used: TokenRecord = { ...record, lastUsed: new Date(nowMs).toISOString() };
        this.store.transaction(() => this.store.put(API_TOKENS, used));
      } catch {
        // A disk that refuses the write costs the stored last-use time, not the request.
      }
    }
    return { token, project: record.project, readOnly: record.permission === "read" };
  }

  /** True for the console's in-process grants (not rate limited, reads not journaled). */
  isInternal(token: string): boolean {
    return this.internal.has(token);
  }

  /** A bearer token for the console to call the public API in-process as the project. */
  internalToken(project: string): string {
    for (const [token, grant] of this.internal) if (grant.project === project) return token;
    const token = `internal-${randomBytes(32).toString("hex")}`;
    this.internal.set(token, { token, project, readOnly: false });
    return token;
  }

  listProjects(): ProjectRecord[] {
    return this.store.list<ProjectRecord>(PROJECTS);
  }

  project(id: number): ProjectRecord {
    const record = this.store.get<ProjectRecord>(PROJECTS, id);
    if (!record) throw new AccountError(404, "not_found", `project ${id} not found`);
    return record;
  }

  private checkName(name: string, except?: number): string {
    const trimmed = name.trim();
    if (trimmed === "") throw new AccountError(422, "invalid_input", "name must not be empty");
    if (this.listProjects().some((p) => p.name === trimmed && p.id !== except)) {
      throw new AccountError(409, "uniqueness_error", `a project named '${trimmed}' exists`);
    }
    return trimmed;
  }

  createProject(name: string): ProjectRecord {
    return this.store.transaction(() => {
      const checked = this.checkName(name);
      const id = this.store.nextId(PROJECTS);
      const record: ProjectRecord = {
        id,
        project: `project-${id}`,
        name: checked,
        created: this.now(),
      };
      this.store.put(PROJECTS, record);
      return record;
    });
  }

  renameProject(id: number, name: string): ProjectRecord {
    return this.store.transaction(() => {
      const record = { ...this.project(id), name: this.checkName(name, id) };
      this.store.put(PROJECTS, record);
      return record;
    });
  }

  /** Refused while the project has resources: the owner deletes them first, knowingly. */
  deleteProject(id: number): void {
    this.store.transaction(() => {
      const record = this.project(id);
      const count = this.resourceCount(record.project);
      if (count > 0) {
        throw new AccountError(
          409,
          "project_not_empty",
          `project '${record.name}' still has ${count} resource${count === 1 ? "" : "s"}; delete them first`,
        );
      }
      for (const token of this.store.listOwned<TokenRecord>(API_TOKENS, record.project)) {
        this.store.remove(API_TOKENS, token.id);
      }
      this.store.remove(PROJECTS, id);
    });
    this.reload();
  }

  /** The project's tokens as the console shows them: never the hash, never the token. */
  listTokens(projectId: number) {
    const project = this.project(projectId);
    return this.store
      .listOwned<TokenRecord>(API_TOKENS, project.project)
      .map((record) => this.tokenView(record));
  }

  private tokenView(record: TokenRecord) {
    const exact = this.lastUsedMs.get(record.id);
    return {
      id: record.id,
      description: record.description,
      permission: record.permission,
      prefix: record.prefix,
      created: record.created,
      last_used: exact === undefined ? record.lastUsed : new Date(exact).toISOString(),
      source: record.source,
    };
  }

  /** Creates a token; the only time its value exists outside the caller is this return. */
  createToken(projectId: number, description: string, permission: Permission) {
    const value = newTokenValue();
    const record = this.store.transaction(() => {
      const project = this.project(projectId);
      const trimmed = description.trim();
      if (trimmed === "") {
        throw new AccountError(422, "invalid_input", "description must not be empty");
      }
      const created: TokenRecord = {
        id: this.store.nextId(API_TOKENS),
        project: project.project,
        description: trimmed,
        permission,
        prefix: value.slice(0, 8),
        hash: hashToken(value),
        created: this.now(),
        lastUsed: null,
        source: "console",
      };
      this.store.put(API_TOKENS, created);
      return created;
    });
    this.byHash.set(record.hash, record.id);
    return { token: this.tokenView(record), value };
  }

  revokeToken(projectId: number, tokenId: number): void {
    this.store.transaction(() => {
      const project = this.project(projectId);
      const record = this.store.get<TokenRecord>(API_TOKENS, tokenId);
      if (!record || record.project !== project.project) {
        throw new AccountError(404, "not_found", `token ${tokenId} not found in this project`);
      }
      this.store.remove(API_TOKENS, tokenId);
    });
    this.reload();
    this.lastUsedMs.delete(tokenId);
  }
}
