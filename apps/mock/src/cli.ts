import { DEFAULT_PORTS, type PrismLogLevel, startMocks } from "./index.js";

/**
 * `pnpm --filter @cloud-api/mock start`: one Prism per public API on 127.0.0.1 until Ctrl-C:
 * the Cloud API on $PORT (4010), the Hetzner API on $HETZNER_PORT (4011).
 */
function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`mock: ${name} must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

/** Prism's lines, each prefixed with the API it serves, whole lines only. */
const pending = new Map<string, string>();
function write(id: string, chunk: string): void {
  const lines = ((pending.get(id) ?? "") + chunk).split("\n");
  pending.set(id, lines.pop() ?? "");
  for (const line of lines) process.stdout.write(`[${id}] ${line}\n`);
}

async function main(): Promise<void> {
  const running = await startMocks({
    ports: {
      cloud: portFromEnv("PORT", DEFAULT_PORTS.cloud),
      hetzner: portFromEnv("HETZNER_PORT", DEFAULT_PORTS.hetzner),
    },
    host: process.env.HOST || undefined,
    logLevel: (process.env.PRISM_LOG_LEVEL as PrismLogLevel | undefined) ?? "info",
    onOutput: (chunk, document) => write(document.id, chunk),
    portNames: { cloud: "PORT", hetzner: "HETZNER_PORT" },
  });
  for (const { document, mock } of running.mocks) {
    console.log(`mock: Prism contract mock of the ${document.title} listening on ${mock.url}`);
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void running.stop().then(() => {
        console.log(`mock: stopped on ${signal === "SIGINT" ? "Ctrl-C (SIGINT)" : signal}`);
        process.exit(0);
      });
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
