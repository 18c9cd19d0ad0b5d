// Measures the console with 10,000 servers in one project: the time of the console API answer
// behind the servers page's first page and behind a filtered page (label selector, name), as the
// page asks for them (`/console-api/projects/{id}/api/servers?...`). Run after
// `pnpm --filter @cloud-api/emulator build`, from packages/bench:
// npx tsx src/tools/console-10k-servers.ts (SERVERS=<count> for another size)
import { startEmulator } from "@cloud-api/emulator";

const PASSWORD = "measure-password-1";
const COUNT = Number(process.env.SERVERS ?? 10_000);
const emulator = await startEmulator({
  port: 0,
  host: "127.0.0.1",
  consolePort: 0,
  consolePassword: PASSWORD,
  actionMs: 0,
});
if (!emulator.console) throw new Error("the emulator started without its console");
const base = `${emulator.console.url}console-api`;
const signIn = await fetch(`${base}/session`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ password: PASSWORD }),
});
const cookie = signIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
if (!cookie) throw new Error(`signing in answered ${signIn.status} without a session cookie`);
const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string };
const headers = { cookie, "x-csrf-token": csrf, "content-type": "application/json" };
const project = (
  await (
    await fetch(`${base}/projects`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "big" }),
    })
  ).json()
).project as { id: number };
const api = `${base}/projects/${project.id}/api`;
const madeAt = performance.now();
for (let index = 0; index < COUNT; index += 1) {
  const answer = await fetch(`${api}/servers`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      name: `server-${index}`,
      server_type: "cpx22",
      image: "ubuntu-24.04",
      labels: { tier: index % 100 === 0 ? "db" : "web" },
    }),
  });
  if (answer.status !== 201)
    throw new Error(`create ${index}: ${answer.status} ${await answer.text()}`);
}
console.log(`created ${COUNT} servers in ${((performance.now() - madeAt) / 1000).toFixed(1)} s`);

interface ServerPage {
  servers: unknown[];
  meta?: { pagination?: { total_entries?: number } };
}

async function timed(label: string, query: string): Promise<void> {
  const samples: number[] = [];
  let body: ServerPage = { servers: [] };
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    const answer = await fetch(`${api}/servers?${query}`, { headers: { cookie } });
    body = (await answer.json()) as ServerPage;
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const total = body.meta?.pagination?.total_entries;
  console.log(
    `${label}: median ${samples[3]?.toFixed(1)} ms, max ${samples[6]?.toFixed(1)} ms (${body.servers.length} rows of ${total})`,
  );
}
await timed("first page", "page=1&per_page=50&sort=id:asc");
await timed("last page", `page=${Math.ceil(COUNT / 50)}&per_page=50&sort=id:asc`);
await timed("sorted by name desc", "page=1&per_page=50&sort=name:desc");
await timed("label selector tier=db", "page=1&per_page=50&sort=id:asc&label_selector=tier%3Ddb");
await timed("exact name", "page=1&per_page=50&sort=id:asc&name=server-9999");
await emulator.close();
