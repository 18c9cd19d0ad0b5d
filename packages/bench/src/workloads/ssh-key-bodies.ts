import { sshPublicKeyFromSeed } from "@cloud-api/test-support/ssh-key";

/**
 * A create_ssh_key body whose name and key (so fingerprint) are unique for each (runId, sequence):
 * servers refuse a second key with the same fingerprint, which would turn a POST benchmark into
 * a 409 benchmark.
 */
export function uniqueSshKeyBody(runId: string, sequence: number): string {
  return JSON.stringify({
    name: `bench-${runId}-${sequence}`,
    public_key: sshPublicKeyFromSeed(`${runId}:${sequence}`, `bench@${runId}`),
    labels: { bench: runId },
  });
}
