// Who goes first: the targets of a comparison take turns, so that no target always runs on a
// machine just warmed up (or just tired out) by another.

/** `targets` rotated left by `round` places: each target leads once every targets.length rounds. */
export function turnOrder<Target>(targets: readonly Target[], round: number): Target[] {
  const shift = ((round % targets.length) + targets.length) % targets.length;
  return [...targets.slice(shift), ...targets.slice(0, shift)];
}
