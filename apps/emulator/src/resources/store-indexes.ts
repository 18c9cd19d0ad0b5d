import { ACTIONS, type ActionRecord } from "../actions/action-engine.js";
import type { IndexDefinition, IndexKey, StoredRecord } from "../store/store.js";
import {
  type CertificateUser,
  COLLECTIONS,
  type FirewallRecord,
  type FloatingIpRecord,
  type LoadBalancerRecord,
  type PrimaryIpRecord,
  type ServerRecord,
  type SshKeyRecord,
  type VolumeRecord,
} from "./records.js";

/** Names of the secondary indexes the resource modules look records up by. */
export const INDEX = {
  /** Unique per project (409 uniqueness_error), so creates and renames need no scan. */
  name: "name",
  /** SSH key fingerprint, unique per project. */
  fingerprint: "fingerprint",
  /**
   * Primary IPs by assignee; floating IPs, volumes and directly applied firewalls by server;
   * load balancers by their server targets.
   */
  server: "server",
  /** Firewalls and load balancers that have at least one label-selector target (key: `true`). */
  selectorTargets: "selector_targets",
  /** Servers and load balancers by the networks they are attached to. */
  network: "network",
  /** Servers by the placement group they are in. */
  placementGroup: "placement_group",
  /** Load balancers by the certificates their https services use (`used_by`, delete checks). */
  certificate: "certificate",
  /** Actions by each resource they touch (`resourceKey`). */
  resource: "resource",
} as const;

/** The resource types actions touch, each with a small code for the action index's keys. */
const ACTION_RESOURCE_TYPES = [
  "server",
  "volume",
  "floating_ip",
  "primary_ip",
  "load_balancer",
  "certificate",
  "network",
  "firewall",
  "image",
  "placement_group",
  "zone",
] as const;
const TYPE_CODES = new Map<string, number>(
  ACTION_RESOURCE_TYPES.map((type, index) => [type, index + 1]),
);

/**
 * The action index's key of one resource: `id × 64 + code` for the types above, so that
 * 10,000 servers' 20,000 actions are filed under small integers (no `server:<id>` string and
 * no key list per action: 4.7 MB of heap at that size); `type:id` for any other type.
 */
export function resourceKey(type: string, id: number): IndexKey {
  const code = TYPE_CODES.get(type);
  return code === undefined ? `${type}:${id}` : id * 64 + code;
}

const NAMED_COLLECTIONS = [
  COLLECTIONS.servers,
  COLLECTIONS.placementGroups,
  COLLECTIONS.primaryIps,
  COLLECTIONS.floatingIps,
  COLLECTIONS.networks,
  COLLECTIONS.firewalls,
  COLLECTIONS.sshKeys,
  COLLECTIONS.volumes,
  COLLECTIONS.loadBalancers,
  COLLECTIONS.certificates,
  COLLECTIONS.zones,
];

function byName(collection: string): IndexDefinition {
  return {
    collection,
    name: INDEX.name,
    keys: (record) => {
      const name = (record as StoredRecord & { name?: unknown }).name;
      return typeof name === "string" ? [name] : [];
    },
  };
}

/** Every index the emulator's store maintains. */
export const STORE_INDEXES: readonly IndexDefinition[] = [
  ...NAMED_COLLECTIONS.map(byName),
  {
    collection: COLLECTIONS.sshKeys,
    name: INDEX.fingerprint,
    keys: (record) => [(record as SshKeyRecord).fingerprint],
  },
  {
    collection: COLLECTIONS.primaryIps,
    name: INDEX.server,
    keys: (record) => {
      const assignee = (record as PrimaryIpRecord).assigneeId;
      return assignee === null ? [] : [assignee];
    },
  },
  {
    collection: COLLECTIONS.floatingIps,
    name: INDEX.server,
    keys: (record) => {
      const server = (record as FloatingIpRecord).serverId;
      return server === null ? [] : [server];
    },
  },
  {
    collection: COLLECTIONS.volumes,
    name: INDEX.server,
    keys: (record) => {
      const server = (record as VolumeRecord).serverId;
      return server === null ? [] : [server];
    },
  },
  {
    collection: COLLECTIONS.firewalls,
    name: INDEX.server,
    keys: (record) =>
      (record as FirewallRecord).appliedTo.flatMap((target) =>
        target.type === "server" ? [target.server.id] : [],
      ),
  },
  {
    collection: COLLECTIONS.firewalls,
    name: INDEX.selectorTargets,
    keys: (record) =>
      (record as FirewallRecord).appliedTo.some((target) => target.type === "label_selector")
        ? ["true"]
        : [],
  },
  {
    collection: COLLECTIONS.servers,
    name: INDEX.network,
    keys: (record) => (record as ServerRecord).privateNet.map((entry) => entry.network),
  },
  {
    collection: COLLECTIONS.servers,
    name: INDEX.placementGroup,
    keys: (record) => {
      const group = (record as ServerRecord).placementGroupId;
      return group === undefined || group === null ? [] : [group];
    },
  },
  {
    collection: COLLECTIONS.loadBalancers,
    name: INDEX.server,
    keys: (record) => [
      ...new Set(
        (record as LoadBalancerRecord).targets.flatMap((target) =>
          target.type === "server" ? [target.server.id] : [],
        ),
      ),
    ],
  },
  {
    collection: COLLECTIONS.loadBalancers,
    name: INDEX.selectorTargets,
    keys: (record) =>
      (record as LoadBalancerRecord).targets.some((target) => target.type === "label_selector")
        ? ["true"]
        : [],
  },
  {
    collection: COLLECTIONS.loadBalancers,
    name: INDEX.network,
    keys: (record) => (record as LoadBalancerRecord).privateNet.map((entry) => entry.network),
  },
  {
    collection: COLLECTIONS.loadBalancers,
    name: INDEX.certificate,
    keys: (record) => [
      ...new Set(
        (record as CertificateUser).services.flatMap((service) => service.http?.certificates ?? []),
      ),
    ],
  },
  {
    collection: ACTIONS,
    name: INDEX.resource,
    keys: (record) =>
      (record as ActionRecord).resources.map((resource) => resourceKey(resource.type, resource.id)),
  },
];
