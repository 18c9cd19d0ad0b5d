// Fills every project of a target with the mix's plan over HTTP (the baseline emulator has no
// seeding API) and returns the ids the target gave each resource, in plan order.
import {
  type MixPlan,
  poolSshKeyBody,
  type SeededIds,
  seededFirewallBody,
  seededNetworkBody,
  seededServerBody,
  seededSshKeyBody,
} from "./traffic-mix.js";

/** The id in a create answer: `{"server": {"id": 7, ...}, ...}` → 7. */
export function createdId(answer: unknown): number {
  if (typeof answer === "object" && answer !== null) {
    for (const value of Object.values(answer)) {
      const id = (value as { id?: unknown } | null)?.id;
      if (typeof id === "number") return id;
    }
  }
  throw new Error("seeding: the create answer carries no resource id");
}

/** POSTs every body (`concurrency` in flight) and resolves with the created ids in body order. */
async function createEach(
  baseUrl: string,
  token: string,
  path: string,
  bodies: readonly string[],
  concurrency = 8,
): Promise<number[]> {
  const ids: number[] = new Array(bodies.length);
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++;
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: bodies[index],
      });
      const text = await response.text();
      if (response.status !== 201) {
        throw new Error(
          `seeding: POST ${path} (entry ${index}) answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
      ids[index] = createdId(JSON.parse(text));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ids;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Seeds each project (tokens[p] is project p's token) with the plan; ids by project and index. */
export async function seedTrafficMix(
  baseUrl: string,
  tokens: readonly string[],
  plan: MixPlan,
): Promise<SeededIds> {
  if (tokens.length !== plan.projects) {
    throw new Error(`seeding: ${tokens.length} tokens for ${plan.projects} projects`);
  }
  const ids: SeededIds = { servers: [], sshKeys: [], poolKeys: [] };
  for (const [project, token] of tokens.entries()) {
    const create = (path: string, count: number, body: (p: number, i: number) => string) =>
      createEach(
        baseUrl,
        token,
        path,
        range(count).map((index) => body(project, index)),
      );
    ids.servers.push(await create("/servers", plan.serversPerProject, seededServerBody));
    ids.sshKeys.push(await create("/ssh_keys", plan.sshKeysPerProject, seededSshKeyBody));
    ids.poolKeys.push(await create("/ssh_keys", plan.deletePoolPerProject, poolSshKeyBody));
    await create("/networks", plan.networksPerProject, seededNetworkBody);
    await create("/firewalls", plan.firewallsPerProject, seededFirewallBody);
  }
  return ids;
}
