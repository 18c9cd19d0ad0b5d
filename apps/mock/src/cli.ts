import { DEFAULT_PORT, type PrismLogLevel, startMock } from "./index.js";

/** `pnpm --filter @cloud-api/mock start`: Prism on 127.0.0.1:$PORT until Ctrl-C. */
function portFromEnv(): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === "") return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`mock: PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<void> {
  const mock = await startMock({
    port: portFromEnv(),
    host: process.env.HOST || undefined,
    logLevel: (process.env.PRISM_LOG_LEVEL as PrismLogLevel | undefined) ?? "info",
    onOutput: (chunk) => process.stdout.write(chunk),
    portName: "PORT",
  });
  console.log(`mock: Prism contract mock of the bundled spec listening on ${mock.url}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void mock.stop().then(() => {
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
