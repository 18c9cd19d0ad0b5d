// `paths` in the root document holds only `$ref`s to one file per path item under
// `paths/`, so that every path lives in the file its name predicts (see spec/README.md).
// The `Paths` visitor sees the map before its values are resolved, which is what makes
// the `$ref` itself visible here.
export default function PathsAreRefs(opts = {}) {
  const prefix = new RegExp(opts.refPattern ?? "^(\\./)?paths/");
  return {
    Paths: {
      enter(paths, ctx) {
        for (const [path, item] of Object.entries(paths ?? {})) {
          const ref = item && typeof item === "object" ? item.$ref : undefined;
          if (typeof ref !== "string") {
            ctx.report({
              message: `Path \`${path}\` is written inline; move it to a file under paths/ and \`$ref\` it.`,
              location: ctx.location.child([path]).key(),
            });
          } else if (!prefix.test(ref)) {
            ctx.report({
              message: `Path \`${path}\` refers to \`${ref}\`, which is not a file under paths/.`,
              location: ctx.location.child([path, "$ref"]),
            });
          }
        }
      },
    },
  };
}
