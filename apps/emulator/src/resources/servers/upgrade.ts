// How stored server records of older versions become today's (src/store/record-versions.ts):
// one step per version, oldest first, each filling what that version added with the API's
// default. A change of ServerRecord that older records lack adds a step here.
import type { RecordUpgrade } from "../../store/record-versions.js";

export const serverUpgrades: readonly RecordUpgrade[] = [
  {
    adds: "placementGroupId: null for servers stored before placement groups existed",
    apply(record) {
      if (record.placementGroupId === undefined) record.placementGroupId = null;
    },
  },
];
