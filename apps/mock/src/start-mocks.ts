import { SPEC_DOCUMENTS, type SpecDocument, type SpecDocumentId } from "@cloud-api/spec/documents";
import { DEFAULT_PORTS, type RunningMock, type StartMockOptions, startMock } from "./start-mock.js";

export interface StartMocksOptions
  extends Omit<StartMockOptions, "port" | "portName" | "document" | "specPath" | "onOutput"> {
  /** Receives each Prism's output with the document it serves. */
  onOutput?: (chunk: string, document: SpecDocument) => void;
  /**
   * Port per document (0 picks a free one). A document left out gets its default port
   * (`DEFAULT_PORTS`: 4010 Cloud API, 4011 Hetzner API) unless `freePorts` is set.
   */
  ports?: Partial<Record<SpecDocumentId, number>>;
  /** Every document not in `ports` on a free port (tests). */
  freePorts?: boolean;
  /**
   * Per document, the setting a taken port's message names (the command: `PORT`,
   * `HETZNER_PORT`; `pnpm start`: `MOCK_PORT`, `HETZNER_MOCK_PORT`).
   */
  portNames?: Partial<Record<SpecDocumentId, string>>;
}

export interface RunningMocks {
  /** One mock per public API document, in the order of `@cloud-api/spec/documents`. */
  mocks: { document: SpecDocument; mock: RunningMock }[];
  /** The mock of one document. */
  of(id: SpecDocumentId): RunningMock;
  /** Stops every Prism; safe to call twice. */
  stop(): Promise<void>;
}

/**
 * One Prism per public API document, each on its own port with the document's base path, as the
 * real APIs have a host each (`api.hetzner.cloud`, `api.hetzner.com`). The documents cannot share
 * one Prism: both live under `/v1`, and Prism serves one document per process.
 */
export async function startMocks(options: StartMocksOptions = {}): Promise<RunningMocks> {
  const { ports = {}, freePorts = false, portNames = {}, onOutput, ...shared } = options;
  const started = await Promise.allSettled(
    SPEC_DOCUMENTS.map((document) =>
      startMock({
        ...shared,
        document: document.id,
        onOutput: onOutput && ((chunk: string) => onOutput(chunk, document)),
        port: ports[document.id] ?? (freePorts ? 0 : DEFAULT_PORTS[document.id]),
        portName: portNames[document.id],
      }),
    ),
  );
  const running = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(running.map((mock) => mock.stop()));
  };
  const failures = started.flatMap((result) =>
    result.status === "rejected" ? [result.reason as unknown] : [],
  );
  if (failures.length > 0) {
    await stop();
    // Every Prism that failed says why (two taken ports are two lines, each naming its setting).
    if (failures.length === 1) throw failures[0];
    throw new Error(
      failures
        .map((reason) => (reason instanceof Error ? reason.message : String(reason)))
        .join("\n"),
    );
  }
  const mocks = SPEC_DOCUMENTS.map((document, index) => {
    const mock = running[index];
    if (!mock) throw new Error(`mock: no Prism for the ${document.title}`);
    return { document, mock };
  });
  return {
    mocks,
    of(id) {
      const found = mocks.find((entry) => entry.document.id === id);
      if (!found) throw new Error(`mock: no document "${id}"`);
      return found.mock;
    },
    stop,
  };
}
