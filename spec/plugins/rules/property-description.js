// Every schema property has a description: the docs and the generated client's doc
// comments are built from them. A property that is only a `$ref` inherits the description
// of the schema it points to (3.1 also allows a sibling `description` next to the `$ref`).
import { resolveFrom } from "./openapi-nodes.js";

export default function PropertyDescription() {
  return {
    SchemaProperties: {
      enter(properties, ctx) {
        for (const [name, raw] of Object.entries(properties ?? {})) {
          if (hasDescription(raw)) continue;
          if (typeof raw?.$ref === "string" && hasDescription(resolveFrom(ctx, raw)?.node))
            continue;
          ctx.report({
            message: `Property \`${name}\` has no description (nor does the schema it refers to).`,
            location: ctx.location.child([name]).key(),
          });
        }
      },
    },
  };
}

function hasDescription(schema) {
  return (
    schema !== null &&
    typeof schema === "object" &&
    typeof schema.description === "string" &&
    schema.description.trim() !== ""
  );
}
