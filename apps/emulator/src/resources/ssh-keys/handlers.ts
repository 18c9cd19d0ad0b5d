import { createHash } from "node:crypto";
import { invalidField, uniquenessError } from "../../http/api-error.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import { listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type { HandlerTable, ResponseBody } from "../kit/operation.js";
import {
  assertUniqueIn,
  assertUniqueName,
  lookupOwned,
  ownedRecords,
} from "../kit/owned-records.js";
import { type SshKeyRecord, sshKeys } from "./domain.js";
import { viewSshKey } from "./views.js";

const KEY_PATTERN =
  /^(ssh-(rsa|dss|ed25519)|ecdsa-sha2-nistp(256|384|521)|sk-[a-z0-9@.-]+) ([A-Za-z0-9+/]+={0,2})( .*)?$/;

/** MD5 fingerprint of the key blob, as the API shows it (`aa:bb:...`). */
export function fingerprintOf(publicKey: string): string {
  const match = KEY_PATTERN.exec(publicKey.trim());
  if (!match?.[4]) throw invalidField("public_key", "is not an OpenSSH public key");
  const digest = createHash("md5").update(Buffer.from(match[4], "base64")).digest("hex");
  return digest.match(/../g)?.join(":") ?? digest;
}

const SSH_KEY: NamedKind<SshKeyRecord, typeof COLLECTIONS.sshKeys, "ssh_key"> = {
  ...sshKeys,
  view: (_context, record) => viewSshKey(record),
};

export const sshKeyHandlers = {
  list_ssh_keys: (context) => {
    const fingerprint = context.query.fingerprint;
    const keys =
      typeof fingerprint === "string"
        ? lookupOwned<SshKeyRecord>(context, COLLECTIONS.sshKeys, INDEX.fingerprint, fingerprint)
        : ownedRecords<SshKeyRecord>(context, COLLECTIONS.sshKeys);
    return listResponse(context, "ssh_keys", keys, { view: viewSshKey });
  },
  create_ssh_key: (context) => {
    const body = context.body;
    assertUniqueName(context, COLLECTIONS.sshKeys, "SSH key", body.name);
    const fingerprint = fingerprintOf(body.public_key);
    assertUniqueIn(context, COLLECTIONS.sshKeys, INDEX.fingerprint, fingerprint, () =>
      uniquenessError("public_key", "SSH key"),
    );
    const record: SshKeyRecord = {
      id: context.services.store.nextId(COLLECTIONS.sshKeys),
      project: context.project,
      name: body.name,
      fingerprint,
      publicKey: body.public_key.trim(),
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
    };
    context.services.store.put(COLLECTIONS.sshKeys, record);
    return {
      status: 201,
      body: { ssh_key: viewSshKey(record) } satisfies ResponseBody<"create_ssh_key">,
    };
  },
  get_ssh_key: getHandler(SSH_KEY),
  update_ssh_key: updateHandler(SSH_KEY),
  delete_ssh_key: (context) => {
    const record = SSH_KEY.find(context);
    context.services.store.remove(COLLECTIONS.sshKeys, record.id);
    return { status: 204 };
  },
} satisfies Partial<HandlerTable>;
