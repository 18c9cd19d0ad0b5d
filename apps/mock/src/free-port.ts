import { createServer } from "node:net";

/** Asks the OS for a port that is free right now on `host` (a later bind can still race). */
export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : undefined;
      server.close(() => {
        if (port === undefined) reject(new Error(`could not read the port bound on ${host}`));
        else resolve(port);
      });
    });
  });
}
