// Console sessions: a random cookie value per sign-in, kept only as its SHA-256 in the account
// collection `_console_sessions` (persisted with CLOUD_API_DATA, untouched by resets), with a
// CSRF token derived from it.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Store, StoredRecord } from "../../store/store.js";

export const SESSION_COOKIE = "console_session";
export const SESSIONS = "_console_sessions";
/** A session lasts this long after sign-in. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

interface SessionRecord extends StoredRecord {
  /** SHA-256 of the cookie's value: the state file never holds a usable session. */
  hash: string;
  expires: string;
}

/** A signed-in browser: its session record and the cookie's value. */
export interface ConsoleSession {
  record: SessionRecord;
  value: string;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/** Compares two secrets as digests: equal length, constant time, whatever was sent. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** The CSRF token of a session: derived from the cookie, so only its holder's page knows it. */
export function csrfFor(sessionValue: string): string {
  return createHash("sha256").update(`csrf:${sessionValue}`).digest("hex");
}

export class ConsoleSessions {
  private ownerChecked = false;

  /**
   * `ownerPasswordChanged` says, once, whether the configured owner password changed since the
   * sessions were made (OwnerPassword.configuredChanged): then they all end before any is used.
   */
  constructor(
    private readonly store: Store,
    private readonly clock: () => number,
    private readonly ownerPasswordChanged: () => boolean = () => false,
  ) {}

  private checkOwnerPassword(): void {
    if (this.ownerChecked) return;
    this.ownerChecked = true;
    if (this.ownerPasswordChanged()) this.endAll();
  }

  private list(): SessionRecord[] {
    return this.store.list<SessionRecord>(SESSIONS);
  }

  /** The live session a cookie value names, or undefined. */
  find(value: string | undefined): ConsoleSession | undefined {
    if (!value || !/^[0-9a-f]{64}$/.test(value)) return undefined;
    this.checkOwnerPassword();
    const hash = sha256(value).toString("hex");
    const record = this.list().find((session) => session.hash === hash);
    if (!record || Date.parse(record.expires) <= this.clock()) return undefined;
    return { record, value };
  }

  /** Starts a session (and forgets expired ones); returns the cookie's value. */
  start(nowMs: number): string {
    this.checkOwnerPassword();
    const value = randomBytes(32).toString("hex");
    this.store.transaction(() => {
      for (const old of this.list()) {
        if (Date.parse(old.expires) <= nowMs) this.store.remove(SESSIONS, old.id);
      }
      const record: SessionRecord = {
        id: this.store.nextId(SESSIONS),
        project: "_console",
        hash: sha256(value).toString("hex"),
        expires: new Date(nowMs + SESSION_MS).toISOString(),
      };
      this.store.put(SESSIONS, record);
    });
    return value;
  }

  end(session: ConsoleSession): void {
    this.store.transaction(() => this.store.remove(SESSIONS, session.record.id));
  }

  /** Ends every session: whoever had one (a stolen cookie is one) signs in again. */
  endAll(): void {
    this.store.transaction(() => {
      for (const old of this.list()) this.store.remove(SESSIONS, old.id);
    });
  }
}
