import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX, nameIndex, recordIndex } from "../kit/index-names.js";
import type { SshKeyRecord } from "./records.js";

export const sshKeyIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.sshKeys),
  recordIndex<SshKeyRecord>(COLLECTIONS.sshKeys, INDEX.fingerprint, (key) => [key.fingerprint]),
];
