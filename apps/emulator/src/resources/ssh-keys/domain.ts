// The SSH keys family's API to the other families: its typed collection, and a key as a server's
// `ssh_keys` names it.
import { COLLECTIONS } from "../kit/collections.js";
import { readIdOrName } from "../kit/id-or-name.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest } from "../kit/operation.js";
import { ownedKind } from "../kit/resource-kind.js";
import type { SshKeyRecord } from "./records.js";

export type { SshKeyRecord };

export const sshKeys = ownedKind<SshKeyRecord, typeof COLLECTIONS.sshKeys, "ssh_key">(
  COLLECTIONS.sshKeys,
  "ssh_key",
  "SSH key",
);

/** One of the caller's keys by id (digits) or name, as `ssh_keys` of a server create names them. */
export function findSshKey(context: AnyRequest, value: string | number): SshKeyRecord | undefined {
  const reference = readIdOrName(value);
  if ("id" in reference) return sshKeys.get(context, reference.id);
  return sshKeys.lookup(context, INDEX.name, reference.name)[0];
}
