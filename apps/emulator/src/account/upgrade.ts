// How stored account records of older versions become today's (src/store/record-versions.ts):
// one step per version, oldest first.
import type { RecordUpgrade, RecordUpgrades } from "../store/record-versions.js";
import { API_TOKENS, PROJECTS } from "./account.js";

const tokenUpgrades: readonly RecordUpgrade[] = [
  {
    // The one stored field named in snake_case, renamed to the naming rule (README).
    adds: "lastUsed (was last_used)",
    apply(record) {
      if (!("lastUsed" in record)) {
        record.lastUsed = record.last_used ?? null;
        delete record.last_used;
      }
    },
  },
];

export const accountUpgrades: RecordUpgrades = {
  [PROJECTS]: [],
  [API_TOKENS]: tokenUpgrades,
};
