import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";
import type { Store, StoredRecord } from "../../store/store.js";

/** Account collection (never reset) of the owner's changed password, one record. */
export const CONSOLE_OWNER = "_console_owner";
const OWNER_ID = 1;

interface ScryptHash {
  salt: string;
  hash: string;
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
