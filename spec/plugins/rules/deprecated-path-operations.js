// OpenAPI has no `deprecated` flag on a path, only on operations. When a whole path is
// deprecated (it matches one of the configured patterns, e.g. the old
// `/<resource>/{id}/actions/{action_id}`, or its path item says `x-deprecated: true`),
// every one of its operations must say `deprecated: true`, or generated clients and docs
// present it as current.
import { operationsOf } from "./openapi-nodes.js";

export default function DeprecatedPathOperations(opts = {}) {
  const patterns = (opts.paths ?? []).map((source) => new RegExp(source));
  return {
    PathItem: {
      enter(pathItem, ctx) {
        const path = String(ctx.key);
        const matched = patterns.find((pattern) => pattern.test(path));
        if (!matched && pathItem["x-deprecated"] !== true) return;
        const why = matched
          ? `matches the deprecated path pattern ${matched}`
          : "is marked `x-deprecated: true`";
        for (const [method, operation] of operationsOf(pathItem)) {
          if (operation.deprecated !== true) {
            ctx.report({
              message: `${method.toUpperCase()} ${path} must be \`deprecated: true\`: its path ${why}.`,
              location: ctx.location.child([method]).key(),
            });
          }
        }
      },
    },
  };
}
