import type { IndexDefinition } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { nameIndex } from "../kit/index-names.js";

export const zoneIndexes: readonly IndexDefinition[] = [nameIndex(COLLECTIONS.zones)];
