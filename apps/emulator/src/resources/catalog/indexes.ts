import type { IndexDefinition } from "../../store/store.js";

/** None: catalog entries are not stored records; each list is small and read by id or name. */
export const catalogIndexes: readonly IndexDefinition[] = [];
