import { conflictState, invalidField, protectedError } from "../../http/api-error.js";
import { COLLECTIONS } from "../kit/collections.js";
import { idOrName, readId } from "../kit/id-or-name.js";
import type { AnyRequest, HandlerResult, HandlerTable, RequestWithId } from "../kit/operation.js";
import {
  type ActionEffect,
  assertNotLocked,
  startAction,
  viewAction,
} from "../kit/record-actions.js";
import {
  assertRoomInPlacementGroup,
  attachNetwork,
  catalogOf,
  changeServerIpDnsPtr,
  createImageOfServer,
  generatePassword,
  isRetired,
  placementGroups,
  referencedNetwork,
  resolveImage,
  resolveServerType,
  type ServerRecord,
  servers,
  serverTypeById,
  sshKeys,
} from "./domain.js";
import { find } from "./handlers.js";

/**
 * Actions accepted while another action runs on the server (decision "Reverse DNS and locks");
 * every other one answers `423 locked`.
 */
const ACCEPTED_WHILE_LOCKED = new Set(["change_dns_ptr"]);

/** The status a server passes through while an action runs, and where it ends. */
function transition(
  context: AnyRequest,
  server: ServerRecord,
  command: string,
  during: ServerRecord["status"] | undefined,
  after: ServerRecord["status"] | undefined,
) {
  if (!ACCEPTED_WHILE_LOCKED.has(command)) assertNotLocked(context, "server", server.id);
  const effects: ActionEffect[] = [];
  if (during) server.status = during;
  if (after)
    effects.push({
      op: "patch",
      collection: COLLECTIONS.servers,
      id: server.id,
      patch: { status: after },
    });
  servers.put(context, server);
  return startAction(context, command, [{ id: server.id, type: "server" }], effects);
}

function actionResult(
  context: AnyRequest,
  server: ServerRecord,
  command: string,
  extra: Record<string, unknown> = {},
  during?: ServerRecord["status"],
  after?: ServerRecord["status"],
): HandlerResult {
  const action = transition(context, server, command, during, after);
  return { status: 201, body: { action: viewAction(context, action), ...extra } };
}

/** Power actions: the server passes through `during` only when it starts from `from`. */
function powerHandler(
  command: string,
  states: {
    from: ServerRecord["status"];
    during: ServerRecord["status"];
    after: ServerRecord["status"];
  },
): (context: RequestWithId) => HandlerResult {
  return (context) => {
    const server = find(context);
    const during = server.status === states.from ? states.during : undefined;
    return actionResult(context, server, command, {}, during, states.after);
  };
}

/** Actions that only change a setting of an unlocked server (ISO, backups, rescue). */
function settingHandler(
  command: string,
  apply: (server: ServerRecord) => void,
): (context: RequestWithId) => HandlerResult {
  return (context) => {
    const server = find(context);
    assertNotLocked(context, "server", server.id);
    apply(server);
    return actionResult(context, server, command);
  };
}

/** An action about the server and (when there is one) the placement group it joins or leaves. */
function placementGroupAction(
  context: AnyRequest,
  server: ServerRecord,
  command: string,
  groupId: number | null,
): HandlerResult {
  servers.put(context, server);
  const resources = [{ id: server.id, type: "server" }];
  if (groupId !== null) resources.push({ id: groupId, type: "placement_group" });
  const action = startAction(context, command, resources);
  return { status: 201, body: { action: viewAction(context, action) } };
}

function requireOff(server: ServerRecord, what: string): void {
  if (server.status !== "off")
    throw conflictState("server_not_stopped", `server ${server.id} must be off to ${what}`);
}

/** The server actions: power, rebuild, type, protection, networks, ISO, backups, rescue, images, console. */
export const serverActionHandlers = {
  poweron_server: powerHandler("start_server", {
    from: "off",
    during: "starting",
    after: "running",
  }),
  poweroff_server: powerHandler("stop_server", {
    from: "running",
    during: "stopping",
    after: "off",
  }),
  shutdown_server: powerHandler("shutdown_server", {
    from: "running",
    during: "stopping",
    after: "off",
  }),
  reboot_server: (context) =>
    actionResult(context, find(context), "reboot_server", {}, undefined, "running"),
  reset_server: (context) =>
    actionResult(context, find(context), "reset_server", {}, undefined, "running"),
  rebuild_server: (context) => {
    const server = find(context);
    if (server.protection.rebuild) throw protectedError("server", server.id);
    const body = context.body;
    const image = resolveImage(
      context,
      body.image,
      serverTypeById(context, server.serverTypeId).architecture,
      "image",
    );
    assertNotLocked(context, "server", server.id);
    server.imageId = image.id;
    return actionResult(
      context,
      server,
      "rebuild_server",
      { root_password: generatePassword(context) },
      "rebuilding",
      "running",
    );
  },
  change_server_type: (context) => {
    const server = find(context);
    const body = context.body;
    const next = resolveServerType(context, body.server_type, "server_type");
    assertNotLocked(context, "server", server.id);
    requireOff(server, "change its type");
    const current = serverTypeById(context, server.serverTypeId);
    const offered = next.locations.find((entry) => entry.id === server.locationId);
    if (!offered?.available || isRetired(offered.deprecation, context.nowMs)) {
      throw conflictState(
        "invalid_server_type",
        `server type ${next.name} is not available in the server's location`,
      );
    }
    if (next.architecture !== current.architecture) {
      throw conflictState(
        "invalid_server_type",
        `server type ${next.name} has another architecture (${next.architecture})`,
      );
    }
    if (!body.upgrade_disk && next.disk < server.primaryDiskSize) {
      throw conflictState(
        "invalid_server_type",
        `server type ${next.name} has a smaller disk than the server's ${server.primaryDiskSize} GB`,
      );
    }
    server.serverTypeId = next.id;
    if (body.upgrade_disk) server.primaryDiskSize = next.disk;
    return actionResult(context, server, "change_server_type", {}, "migrating", "off");
  },
  change_server_protection: (context) => {
    const server = find(context);
    const body = context.body;
    const next = {
      delete: body.delete ?? server.protection.delete,
      rebuild: body.rebuild ?? server.protection.rebuild,
    };
    if (next.delete !== next.rebuild)
      throw invalidField("rebuild", "delete and rebuild protection must have the same value");
    assertNotLocked(context, "server", server.id);
    server.protection = next;
    return actionResult(context, server, "change_protection");
  },
  change_server_dns_ptr: (context) => {
    // Reverse DNS is not refused while another action runs (decision "Reverse DNS and locks").
    const server = find(context);
    const body = context.body;
    if (!changeServerIpDnsPtr(context, server.id, body.ip, body.dns_ptr)) {
      throw invalidField("ip", `${body.ip} is not a primary IP of server ${server.id}`);
    }
    return actionResult(context, server, "change_dns_ptr");
  },
  attach_server_to_network: (context) => {
    const server = find(context);
    const body = context.body;
    const network = referencedNetwork(context, body.network);
    assertNotLocked(context, "server", server.id);
    attachNetwork(context, server, network, body);
    return actionResult(context, server, "attach_to_network");
  },
  detach_server_from_network: (context) => {
    const server = find(context);
    const body = context.body;
    referencedNetwork(context, body.network);
    assertNotLocked(context, "server", server.id);
    if (!server.privateNet.some((entry) => entry.network === body.network)) {
      throw invalidField(
        "network",
        `server ${server.id} is not attached to network ${body.network}`,
      );
    }
    server.privateNet = server.privateNet.filter((entry) => entry.network !== body.network);
    return actionResult(context, server, "detach_from_network");
  },
  change_server_alias_ips: (context) => {
    const server = find(context);
    const body = context.body;
    assertNotLocked(context, "server", server.id);
    const entry = server.privateNet.find((item) => item.network === body.network);
    if (!entry)
      throw invalidField(
        "network",
        `server ${server.id} is not attached to network ${body.network}`,
      );
    entry.alias_ips = [...body.alias_ips];
    return actionResult(context, server, "change_alias_ips");
  },
  add_server_to_placement_group: (context) => {
    const server = find(context);
    const body = context.body;
    const group = placementGroups.find(context, readId(body.placement_group));
    assertNotLocked(context, "server", server.id);
    const current = server.placementGroupId;
    // Decision: membership and room are checked before power state; stopping would not help.
    if (current !== null) {
      throw conflictState(
        "already_in_placement_group",
        `server ${server.id} is already in placement group ${current}; remove it first`,
      );
    }
    assertRoomInPlacementGroup(context, group);
    requireOff(server, "add it to a placement group");
    server.placementGroupId = group.id;
    return placementGroupAction(context, server, "add_to_placement_group", group.id);
  },
  remove_server_from_placement_group: (context) => {
    const server = find(context);
    assertNotLocked(context, "server", server.id);
    // Decision: the reference lists no error for this action, so a server in no group gets a
    // successful action and stays as it is.
    const current = server.placementGroupId;
    server.placementGroupId = null;
    return placementGroupAction(context, server, "remove_from_placement_group", current);
  },
  attach_server_iso: (context) => {
    const server = find(context);
    const body = context.body;
    const iso = idOrName(catalogOf(context).isos, body.iso);
    if (!iso) throw invalidField("iso", `ISO '${body.iso}' not found`);
    if (isRetired(iso.deprecation, context.nowMs)) {
      throw invalidField("iso", `ISO '${body.iso}' is no longer available (deprecated)`);
    }
    const architecture = serverTypeById(context, server.serverTypeId).architecture;
    if (iso.architecture !== null && iso.architecture !== architecture) {
      throw invalidField(
        "iso",
        `ISO '${body.iso}' is for ${iso.architecture}, the server is ${architecture}`,
      );
    }
    assertNotLocked(context, "server", server.id);
    server.isoId = iso.id;
    return actionResult(context, server, "attach_iso");
  },
  detach_server_iso: settingHandler("detach_iso", (server) => {
    server.isoId = null;
  }),
  enable_server_backup: settingHandler("enable_backup", (server) => {
    server.backupWindow = "22-02";
  }),
  disable_server_backup: settingHandler("disable_backup", (server) => {
    server.backupWindow = null;
  }),
  enable_server_rescue: (context) => {
    const server = find(context);
    const body = context.body ?? {};
    (body.ssh_keys ?? []).forEach((id, index) => {
      sshKeys.referenced(context, id, `ssh_keys[${index}]`);
    });
    assertNotLocked(context, "server", server.id);
    server.rescueEnabled = true;
    return actionResult(context, server, "enable_rescue", {
      root_password: generatePassword(context),
    });
  },
  disable_server_rescue: settingHandler("disable_rescue", (server) => {
    server.rescueEnabled = false;
  }),
  create_server_image: (context) => {
    const server = find(context);
    const body = context.body ?? {};
    assertNotLocked(context, "server", server.id);
    const architecture = serverTypeById(context, server.serverTypeId).architecture;
    const created = createImageOfServer(context, server, architecture, body);
    return {
      status: 201,
      body: { image: created.image, action: viewAction(context, created.action) },
    };
  },
  request_server_console: (context) => {
    const server = find(context);
    const token = context.services.random.bytes(16).toString("hex");
    return actionResult(context, server, "request_console", {
      wss_url: `wss://console.example.cloud/?server_id=${server.id}&token=${token}`,
      password: generatePassword(context),
    });
  },
  reset_server_password: (context) =>
    actionResult(context, find(context), "reset_password", {
      root_password: generatePassword(context),
    }),
} satisfies Partial<HandlerTable>;
