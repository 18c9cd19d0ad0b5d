// What a user ships: the client's built entry bundled with its one dependency (openapi-fetch),
// minified and gzipped; openapi-fetch alone beside it shows what our layer adds. Measured by the
// client's own size check (packages/client/scripts/size.mjs, which its tests run against the
// budgets), so the benchmark and the check can never measure two different things.

export interface BundleSize {
  minifiedBytes: number;
  gzipBytes: number;
}

export interface ClientSizeFigures {
  /** Every export of the client's entry. */
  client: BundleSize;
  /** Only `createCloudClient`, `unwrap` and `isCloudApiError`: the helpers must shake out. */
  minimalImport?: BundleSize;
  openapiFetchAlone: BundleSize;
  /** client.gzipBytes - openapiFetchAlone.gzipBytes. */
  addedGzipBytes: number;
}

/** The client's size check (a plain .mjs script of the client package, not part of its exports). */
interface ClientSizeCheck {
  measureClientSize(): Promise<{
    minimal: BundleSize;
    everything: BundleSize;
    openapiFetchAlone: BundleSize;
    problems: string[];
  }>;
}

export async function measureClientSize(): Promise<ClientSizeFigures> {
  const sizeCheck: ClientSizeCheck = await import(
    new URL("./scripts/size.mjs", import.meta.resolve("@cloud-api/client/package.json")).href
  );
  const { minimal, everything, openapiFetchAlone } = await sizeCheck.measureClientSize();
  return {
    client: everything,
    minimalImport: minimal,
    openapiFetchAlone,
    addedGzipBytes: everything.gzipBytes - openapiFetchAlone.gzipBytes,
  };
}
