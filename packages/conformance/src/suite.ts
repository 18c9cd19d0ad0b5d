import { type CloudClient, type CloudClientOptions, createCloudClient } from "@cloud-api/client";
import { createHetznerClient, type HetznerClient } from "@cloud-api/client/hetzner";
import type { SpecDocumentId } from "@cloud-api/spec/documents";
import { describe, inject } from "vitest";
import { Exerciser } from "./exerciser.js";
import { servedApis } from "./served-apis.js";
import {
  EMULATOR_TOKENS,
  hetznerSkipNote,
  STATELESS_SKIP_NOTE,
  type TargetInfo,
} from "./target.js";

/** What a test file needs: the target, clients that record and check every response, skips. */
export const target: TargetInfo = inject("target");
export const exerciser = new Exerciser(servedApis(target), target.kind);

function newRunId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Unique per test file run: keeps names unique per project and scopes label selectors. The files
 * of a worker share this module (the suite runs without isolation, see vitest.config.ts), so the
 * setup file renews it before each file is imported.
 */
export let runId = newRunId();

export function renewRunId(): void {
  runId = newRunId();
}

export type Principal = "projectA" | "projectB" | "readOnlyA";

/** The bearer token of a principal on this target (for hand-made requests; never log it). */
export function tokenFor(principal: Principal): string {
  switch (target.kind) {
    case "mock":
      return `conformance-${principal}`;
    case "emulator":
      return EMULATOR_TOKENS[principal];
    case "live":
      // Read from the environment in the worker: the token never travels through vitest.
      return process.env.CLOUD_API_TOKEN?.trim() || "missing-live-token";
  }
}

const recordingFetch: NonNullable<CloudClientOptions["fetch"]> = async (request) => {
  const response = await globalThis.fetch(request);
  const body = await response.clone().text();
  exerciser.observe(request.method, request.url, response.status, body, response.headers, "client");
  return response;
};

/** `@cloud-api/client` for the target; no retries, so every status seen is the first answer. */
export function api(principal: Principal = "projectA"): CloudClient {
  return createCloudClient({
    token: tokenFor(principal),
    baseUrl: target.baseUrl,
    fetch: recordingFetch,
    retry: false,
    userAgent: "cloud-api-conformance",
  });
}

/**
 * `@cloud-api/client`'s Hetzner API client (Storage Boxes) for the target, with the same token,
 * recording and no retries as `api()`; its actions are polled through the target's Cloud API.
 */
export function hetznerApi(principal: Principal = "projectA"): HetznerClient {
  const baseUrl = target.apiBaseUrls.hetzner;
  if (!baseUrl) throw new Error(`the ${target.kind} target does not serve the Hetzner API`);
  return createHetznerClient({
    token: tokenFor(principal),
    baseUrl,
    cloudBaseUrl: target.baseUrl,
    fetch: recordingFetch,
    retry: false,
    userAgent: "cloud-api-conformance",
  });
}

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/**
 * A hand-made request for negative cases the typed client refuses to send (no token, a body of
 * the wrong type, a non-numeric id). `path` is relative to the base URL (`/servers`).
 */
export async function rawRequest(
  method: string,
  path: string,
  options: {
    token?: string | null;
    body?: string;
    principal?: Principal;
    /** Record only, do not check the body against the spec (a known deviation of the target). */
    skipBodyCheck?: boolean;
    /** Which API the path belongs to (default: the Cloud API). */
    api?: SpecDocumentId;
  } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token =
    options.token === undefined ? tokenFor(options.principal ?? "projectA") : options.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const baseUrl = target.apiBaseUrls[options.api ?? "cloud"];
  if (!baseUrl) throw new Error(`the ${target.kind} target does not serve the ${options.api} API`);
  const url = `${baseUrl}${path}`;
  const response = await fetch(url, { method, headers, body: options.body });
  const text = await response.text();
  exerciser.observe(
    method,
    url,
    response.status,
    text,
    response.headers,
    "raw",
    !options.skipBodyCheck,
  );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

const liveWithoutToken = target.unavailableReason !== undefined;

/** Read-only checks: run on every target (on live only with a token). */
export const describeReads = describe.skipIf(liveWithoutToken);

/** Checks that create or change resources: never on the live API. */
export const describeWrites = describe.skipIf(target.kind === "live");

/** Behaviour a stateless mock cannot prove: runs on the emulator only. */
export const describeBehaviour = describe.skipIf(!target.stateful || target.kind === "live");

/** Checks of the Hetzner API (Storage Boxes): on every target that serves it. */
export const describeHetzner = describe.skipIf(
  liveWithoutToken || target.apiBaseUrls.hetzner === undefined,
);

/** Suffix for describe names of Hetzner API tests, so a skip says why. */
export const HETZNER_SKIP_REASON =
  target.apiBaseUrls.hetzner === undefined ? hetznerSkipNote(target.kind) : "";

/** Suffix for describe names of behaviour tests, so a skip says why. */
export const BEHAVIOUR_SKIP_REASON = target.stateful ? "" : STATELESS_SKIP_NOTE;
