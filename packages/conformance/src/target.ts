import type { SpecDocumentId } from "@cloud-api/spec/documents";

/** Which running system the suite talks to: `CONFORMANCE_TARGET=mock|emulator|live`. */
export type TargetKind = "mock" | "emulator" | "live";

/** Tokens the suite uses against the emulator: two projects and a read-only token. */
export const EMULATOR_TOKENS = {
  projectA: "conformance-token-a",
  projectB: "conformance-token-b",
  readOnlyA: "conformance-token-read",
} as const;

export const EMULATOR_PROJECT_A = "project-a";

/** `CLOUD_API_TOKENS` for the emulator, in its `token=project[:read]` syntax. */
export const EMULATOR_TOKENS_ENV = [
  `${EMULATOR_TOKENS.projectA}=${EMULATOR_PROJECT_A}`,
  `${EMULATOR_TOKENS.projectB}=project-b`,
  `${EMULATOR_TOKENS.readOnlyA}=${EMULATOR_PROJECT_A}:read`,
].join(",");

/** What tests know about the target (provided by the global setup; never holds a live token). */
export interface TargetInfo {
  kind: TargetKind;
  /** The Cloud API's base URL including the version path, e.g. `http://127.0.0.1:4010/v1`. */
  baseUrl: string;
  /**
   * Base URL of every public API the target serves, by document id (`cloud` is `baseUrl`). An
   * API missing here is not served by the target: its tests are skipped with the reason and its
   * operations are left out of the coverage check.
   */
  apiBaseUrls: Partial<Record<SpecDocumentId, string>>;
  /** The target keeps state, so behaviour (filters, isolation, ...) can be asserted. */
  stateful: boolean;
  /** The live target without CLOUD_API_TOKEN: every test is skipped. */
  unavailableReason?: string;
}

/** Ends the name of every behaviour describe on a stateless target, so a skip says why. */
export const STATELESS_SKIP_NOTE =
  " [skipped on the stateless mock: Prism answers fixed examples; run CONFORMANCE_TARGET=emulator]";

/** Ends the name of every Hetzner API describe on a target that does not serve that API. */
export function hetznerSkipNote(kind: string): string {
  return ` [skipped on the ${kind}: it does not serve the Hetzner API]`;
}

export const DEFAULT_LIVE_URL = "https://api.hetzner.cloud/v1";
/** The real Hetzner API (Storage Boxes); `CLOUD_API_HETZNER_URL` overrides it for `live`. */
export const DEFAULT_LIVE_HETZNER_URL = "https://api.hetzner.com/v1";

export function targetKindFromEnv(env: NodeJS.ProcessEnv = process.env): TargetKind {
  const raw = env.CONFORMANCE_TARGET?.trim() || "mock";
  if (raw === "mock" || raw === "emulator" || raw === "live") return raw;
  throw new Error(`CONFORMANCE_TARGET must be mock, emulator or live, got "${raw}"`);
}
