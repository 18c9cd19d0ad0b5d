// How stored primary IP records of older versions become today's (src/store/record-versions.ts):
// one step per version, oldest first, each filling what that version added with the API's
// default. A change of PrimaryIpRecord that older records lack adds a step here.
import type { RecordUpgrade } from "../../store/record-versions.js";

export const primaryIpUpgrades: readonly RecordUpgrade[] = [
  {
    // Before load balancers could hold primary IPs (2026-10-05), an assignee was a server.
    adds: 'assigneeType: "server" for an assigned IP, null for an unassigned one',
    apply(record) {
      if (record.assigneeType === undefined) {
        record.assigneeType = record.assigneeId === null ? null : "server";
      }
    },
  },
];
