// How long each action type runs, and which ones hold a lock on their resources while they run.
// Figures follow what users of the real API observe: protection, rule, record and routing
// changes are done by the time the answer arrives; creating, rebuilding or resizing a server
// takes seconds. `actionMs` (CLOUD_API_ACTION_MS) replaces every figure with one, and
// `actionDurations` replaces single ones (tests).

import { DEFAULT_ACTION_MS } from "../config.js";

const DURATIONS_MS: Readonly<Record<string, number>> = {
  // Servers: seconds, as a VM is created, booted or copied.
  create_server: 10_000,
  start_server: 3000,
  stop_server: 2000,
  shutdown_server: 5000,
  reboot_server: 5000,
  reset_server: 3000,
  rebuild_server: 15_000,
  change_server_type: 20_000,
  create_image: 15_000,
  enable_rescue: 1000,
  disable_rescue: 1000,
  reset_password: 1000,
  attach_iso: 1000,
  detach_iso: 1000,
  enable_backup: 1000,
  disable_backup: 1000,
  delete_server: 3000,
  // Volumes and load balancers.
  create_volume: 3000,
  attach_volume: 3000,
  detach_volume: 3000,
  resize_volume: 3000,
  create_load_balancer: 5000,
  delete_load_balancer: 3000,
  change_load_balancer_type: 10_000,
  // Certificates: the CA's round trip.
  create_certificate: 10_000,
  issue_certificate: 10_000,
  // Zones: creation and deletion reach the nameservers; record changes are applied at once.
  create_zone: 2000,
  delete_zone: 2000,
  import_zonefile: 1000,
};

/** Action types that finish at once: configuration changes with no machine to wait for. */
const INSTANT = new Set([
  "change_protection",
  "change_dns_ptr",
  "change_ttl",
  "change_primary_nameservers",
  "create_rrset",
  "delete_rrset",
  "change_rrset_ttl",
  "change_rrset_protection",
  "set_rrset_records",
  "add_rrset_records",
  "remove_rrset_records",
  "update_rrset_records",
  "set_firewall_rules",
  "add_route",
  "delete_route",
  "add_subnet",
  "delete_subnet",
  "change_ip_range",
  "change_algorithm",
  "add_service",
  "update_service",
  "delete_service",
  "add_target",
  "remove_target",
]);

/**
 * Action types that never lock their resources against the next request, even while running:
 * the real API lets clients send these back to back and wait for all of them at the end
 * (community modules do: zone protection then TTL, RRSet TTL then records, firewall rules
 * then targets). Everything else answers `423 locked` to the next action on the resource.
 */
const LOCK_FREE = new Set([
  ...INSTANT,
  "apply_firewall",
  "remove_firewall",
  // A Storage Box's subaccounts and snapshots are deleted side by side (Terraform does, and its
  // deletes never retry `locked`): decision "Storage Box subaccounts, snapshots and locks".
  "delete_subaccount",
  "delete_snapshot",
]);

export interface ActionTiming {
  /** One duration for every action type (CLOUD_API_ACTION_MS), or undefined for the table. */
  uniformMs: number | undefined;
  /** Durations of single action types, winning over both. */
  overrides: Readonly<Record<string, number>>;
}

export function actionDurationMs(command: string, timing: ActionTiming): number {
  const override = timing.overrides[command];
  if (override !== undefined) return override;
  if (timing.uniformMs !== undefined) return timing.uniformMs;
  if (INSTANT.has(command)) return 0;
  return DURATIONS_MS[command] ?? DEFAULT_ACTION_MS;
}

export function actionHoldsLock(command: string): boolean {
  return !LOCK_FREE.has(command);
}
