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
  /** The client's own budgets (min+gzip bytes), as its size check holds them. */
  budgets?: { everyExportBytes: number; minimalImportBytes: number };
  /** What the client's size check found wrong (over a budget, helper code in the minimal import). */
  problems?: string[];
}

/** The client's size check (a plain .mjs script of the client package, not part of its exports). */
interface ClientSizeCheck {
  BUDGET_BYTES: number;
  MINIMAL_BUDGET_BYTES: number;
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
  const { minimal, everything, openapiFetchAlone, problems } = await sizeCheck.measureClientSize();
  return {
    client: everything,
    minimalImport: minimal,
    openapiFetchAlone,
    addedGzipBytes: everything.gzipBytes - openapiFetchAlone.gzipBytes,
    budgets: {
      everyExportBytes: sizeCheck.BUDGET_BYTES,
      minimalImportBytes: sizeCheck.MINIMAL_BUDGET_BYTES,
    },
    problems,
  };
}
