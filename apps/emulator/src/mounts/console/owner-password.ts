import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { Store, StoredRecord } from "../../store/store.js";

/** Account collection (never reset) of the owner's changed password, one record. */
export const CONSOLE_OWNER = "_console_owner";
const OWNER_ID = 1;
/**
 * Account collection of the configured password the store last saw (one record): a restart with
 * another one (CLOUD_API_CONSOLE_PASSWORD) ends every console session.
 */
export const CONSOLE_CONFIGURED_PASSWORD = "_console_configured_password";
const CONFIGURED_ID = 1;

interface ScryptHash {
  salt: string;
  hash: string;
}

interface ConfiguredRecord extends StoredRecord {
  configured: ScryptHash;
}

interface OwnerRecord extends StoredRecord {
  /** The password set through the console. */
  password: ScryptHash;
  /** The configured password it replaced: while that is still configured, this one applies. */
  replaces: ScryptHash;
}

function scryptHash(password: string, salt = randomBytes(16).toString("hex")): ScryptHash {
  return { salt, hash: scryptSync(password, salt, 32).toString("hex") };
}

function matches(password: string, stored: ScryptHash): boolean {
  const given = scryptSync(password, stored.salt, 32);
  const expected = Buffer.from(stored.hash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The console owner's password: the configured one (CLOUD_API_CONSOLE_PASSWORD or generated),
 * until the owner changes it. A changed password is kept as an scrypt hash (a person chose it,
 * so it gets a slow hash) and applies while the configuration still names the password it
 * replaced; configuring another password is how an owner who forgot theirs gets back in.
 */
export class OwnerPassword {
  private changed: ScryptHash | undefined;
  /** The configured password's hash, made on first use (scrypt costs tens of milliseconds). */
  private configuredHash: ScryptHash | undefined;

  constructor(
    private readonly store: Store,
    private readonly configured: string,
  ) {
    const record = store.get<OwnerRecord>(CONSOLE_OWNER, OWNER_ID);
    if (record && matches(configured, record.replaces)) this.changed = record.password;
  }

  /** True when `given` is the owner password now in force (constant time either way). */
  verify(given: string): boolean {
    if (this.changed) return matches(given, this.changed);
    this.configuredHash ??= scryptHash(this.configured);
    return matches(given, this.configuredHash);
  }

  /**
   * True when the configured password is not the one the store last saw: the owner restarted the
   * emulator with another (to recover a forgotten or leaked password), so sessions made under
   * the old one end, as when the owner changes it in the console. Notes the configured one.
   * Called when a session is first looked at (scrypt costs tens of milliseconds: not at start);
   * a store that never saw one (a new store, or one of an older emulator) has nothing to end.
   */
  configuredChanged(): boolean {
    const seen = this.store.get<ConfiguredRecord>(CONSOLE_CONFIGURED_PASSWORD, CONFIGURED_ID);
    if (seen && matches(this.configured, seen.configured)) return false;
    const record: ConfiguredRecord = {
      id: CONFIGURED_ID,
      project: "_console",
      configured: scryptHash(this.configured),
    };
    this.store.transaction(() => this.store.put(CONSOLE_CONFIGURED_PASSWORD, record));
    return seen !== undefined;
  }

  change(next: string): void {
    const record: OwnerRecord = {
      id: OWNER_ID,
      project: "_console",
      password: scryptHash(next),
      replaces: scryptHash(this.configured),
    };
    this.store.transaction(() => this.store.put(CONSOLE_OWNER, record));
    this.changed = record.password;
  }
}
