// House rules of the cloud API spec that Redocly's configurable rules (`rule/...`
// assertions in redocly.yaml) cannot express, because they need to look across nodes:
// from an operation to its path, its parameters and its response schema.
// ESM with a default-exported plugin function: the format both Redocly CLI v2 and the
// v1 core (>= 1.20) load.
import DeprecatedPathOperations from "./rules/deprecated-path-operations.js";
import ListParameters from "./rules/list-parameters.js";
import PathsAreRefs from "./rules/paths-are-refs.js";
import PropertyDescription from "./rules/property-description.js";

export default function houseRulesPlugin() {
  return {
    id: "house",
    rules: {
      oas3: {
        "deprecated-path-operations": DeprecatedPathOperations,
        "list-parameters": ListParameters,
        "paths-are-refs": PathsAreRefs,
        "property-description": PropertyDescription,
      },
    },
  };
}
