// Fills an emulator project over HTTP (the emulator has no seeding API): servers numbered
// [from, to), half of them labelled env=bench so a label selector has something to filter.

export interface SeedTarget {
  baseUrl: string;
  token: string;
}

export function serverBody(index: number): string {
  return JSON.stringify({
    name: `bench-server-${String(index).padStart(5, "0")}`,
    server_type: "cx22",
    image: "ubuntu-24.04",
    location: "fsn1",
    labels: { env: index % 2 === 0 ? "bench" : "other", shard: String(index % 10) },
  });
}

/** Creates servers `from` .. `to - 1` with `concurrency` requests in flight; throws on the first refusal. */
export async function seedServers(
  target: SeedTarget,
  from: number,
  to: number,
  concurrency = 8,
): Promise<void> {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const index = next++;
      let response: Response;
      try {
        response = await fetch(`${target.baseUrl}/servers`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${target.token}`,
            "Content-Type": "application/json",
            Accept: "application/json",
          },
          body: serverBody(index),
        });
      } catch (error) {
        // fetch says only "fetch failed"; the cause (ECONNRESET, ECONNREFUSED, ...) is what helps.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new Error(
          `seeding: POST /servers for server ${index} failed: ${cause?.code ?? ""} ${cause?.message ?? (error as Error).message}`,
        );
      }
      const text = await response.text();
      if (response.status !== 201) {
        throw new Error(
          `seeding: POST /servers for server ${index} answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
