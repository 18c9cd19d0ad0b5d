import { createHash } from "node:crypto";
import type { RequestBody, ResponseBody, Schemas } from "../api-types.js";
import { invalidField, uniquenessError } from "../http/api-error.js";
import type { HandlerTable, RequestContext } from "../http/operation-handler.js";
import { listResponse } from "../list/list-response.js";
import { COLLECTIONS, type SshKeyRecord } from "./records.js";
import {
  applyNameAndLabels,
  assertUniqueName,
  isoTime,
  ownedRecords,
  requireOwned,
} from "./shared.js";

const KEY_PATTERN =
  /^(ssh-(rsa|dss|ed25519)|ecdsa-sha2-nistp(256|384|521)|sk-[a-z0-9@.-]+) ([A-Za-z0-9+/]+={0,2})( .*)?$/;

/** MD5 fingerprint of the key blob, as the API shows it (`aa:bb:...`). */
export function fingerprintOf(publicKey: string): string {
  const match = KEY_PATTERN.exec(publicKey.trim());
  if (!match?.[4]) throw invalidField("public_key", "is not an OpenSSH public key");
  const digest = createHash("md5").update(Buffer.from(match[4], "base64")).digest("hex");
  return digest.match(/../g)?.join(":") ?? digest;
}

export function viewSshKey(record: SshKeyRecord): Schemas["SshKey"] {
  return {
    id: record.id,
    name: record.name,
    fingerprint: record.fingerprint,
    public_key: record.publicKey,
    labels: record.labels,
    created: record.created,
  };
}

function find(context: RequestContext): SshKeyRecord {
  return requireOwned<SshKeyRecord>(context, COLLECTIONS.sshKeys, "ssh_key");
}

export const sshKeyHandlers: HandlerTable = {
  list_ssh_keys: (context) => {
    let keys = ownedRecords<SshKeyRecord>(context, COLLECTIONS.sshKeys).map(viewSshKey);
    if (typeof context.query.fingerprint === "string") {
      keys = keys.filter((key) => key.fingerprint === context.query.fingerprint);
    }
    return listResponse(context, "ssh_keys", keys);
  },
  create_ssh_key: (context) => {
    const body = context.body as RequestBody<"create_ssh_key">;
    assertUniqueName(context, COLLECTIONS.sshKeys, "SSH key", body.name);
    const fingerprint = fingerprintOf(body.public_key);
    if (
      ownedRecords<SshKeyRecord>(context, COLLECTIONS.sshKeys).some(
        (key) => key.fingerprint === fingerprint,
      )
    ) {
      throw uniquenessError("public_key", "SSH key");
    }
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
  get_ssh_key: (context) => ({
    status: 200,
    body: { ssh_key: viewSshKey(find(context)) } satisfies ResponseBody<"get_ssh_key">,
  }),
  update_ssh_key: (context) => {
    const record = find(context);
    applyNameAndLabels(
      context,
      COLLECTIONS.sshKeys,
      "SSH key",
      record,
      context.body as RequestBody<"update_ssh_key">,
    );
    context.services.store.put(COLLECTIONS.sshKeys, record);
    return {
      status: 200,
      body: { ssh_key: viewSshKey(record) } satisfies ResponseBody<"update_ssh_key">,
    };
  },
  delete_ssh_key: (context) => {
    const record = find(context);
    context.services.store.remove(COLLECTIONS.sshKeys, record.id);
    return { status: 204 };
  },
};
