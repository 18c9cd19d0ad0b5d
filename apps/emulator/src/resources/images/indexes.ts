import type { IndexDefinition } from "../../store/store.js";

/** None: images are looked up by id only. */
export const imageIndexes: readonly IndexDefinition[] = [];
