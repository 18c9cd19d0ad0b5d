// Types of deprecations.mjs, for the TypeScript tests that import it.

export function replacementOf(description: string | undefined): string | undefined;
export function replacementOperations(replacement: string): string;
export function deprecationNote(
  item: { description?: string; "x-sunset"?: string },
  isOperation: boolean,
): string;
export function sunsetOperations(document: {
  paths?: Record<string, Record<string, unknown>>;
}): { method: string; path: string; sunset: string; replacement: string }[];
export function forEachDeprecated(
  document: unknown,
  visit: (item: { description?: string; "x-sunset"?: string }, isOperation: boolean) => void,
): void;
