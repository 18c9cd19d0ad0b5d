// The public API as the browser test drives it: openapi-fetch typed by the spec's own types, the
// same pieces the published client is made of. Not @cloud-api/client itself: the client's tests
// start the emulator, and the emulator serves this package's build, so a dependency on the client
// would close a cycle (console -> client -> emulator -> console) that pnpm and turbo warn about on
// every install and build.
import type { paths } from "@cloud-api/spec/types";
import createClient from "openapi-fetch";

export type PublicApiClient = ReturnType<typeof createClient<paths>>;

export function publicApiClient(token: string, baseUrl: string): PublicApiClient {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
}

/** An answer outside 2xx: its status and the envelope's code. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = "PublicApiError";
  }
}

/** The answer's data, or a PublicApiError with the status and the envelope's code. */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  result: R | Promise<R>,
): Promise<R extends { data: infer D } ? D : never> {
  const { data, error, response } = await result;
  if (response.ok) return data as R extends { data: infer D } ? D : never;
  const envelope = (error as { error?: { code?: string; message?: string } } | undefined)?.error;
  throw new PublicApiError(
    response.status,
    envelope?.code,
    `${response.status} ${envelope?.code ?? ""}: ${envelope?.message ?? ""}`,
  );
}
