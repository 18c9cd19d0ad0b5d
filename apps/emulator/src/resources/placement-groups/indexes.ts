import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { nameIndex } from "../kit/index-names.js";

export const placementGroupIndexes: readonly IndexDefinition[] = [
  nameIndex(COLLECTIONS.placementGroups),
];
