import type { Walk } from "./walk.js";

/** Every operation of volumes and placement groups, each answered with a spec-valid success response. */
export const walkVolumes: Walk = async (ok) => {
  const group = (
    await ok("POST", "/placement_groups", {
      name: "walk-spread",
      type: "spread",
      labels: { env: "walk" },
    })
  ).placement_group;
  await ok("GET", "/placement_groups?type=spread&sort=name:desc");
  await ok("GET", `/placement_groups/${group.id}`);
  await ok("PUT", `/placement_groups/${group.id}`, { name: "walk-spread-2", labels: {} });

  const server = (
    await ok("POST", "/servers", {
      name: "walk-volume-host",
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: "fsn1",
      placement_group: group.id,
    })
  ).server;
  const attached = await ok("POST", "/volumes", {
    size: 10,
    name: "walk-data",
    server: server.id,
    automount: true,
    format: "ext4",
  });
  const detached = (
    await ok("POST", "/volumes", {
      size: 20,
      name: "walk-spare",
      location: "fsn1",
      labels: { env: "walk" },
    })
  ).volume;
  const volume = attached.volume;
  await ok("GET", "/volumes?status=available&label_selector=env&sort=created:desc");
  await ok("GET", `/volumes/${volume.id}`);
  await ok("PUT", `/volumes/${volume.id}`, { name: "walk-data-2", labels: { env: "walk" } });
  await ok("POST", `/volumes/${volume.id}/actions/resize`, { size: 15.5 });
  await ok("POST", `/volumes/${volume.id}/actions/detach`);
  await ok("POST", `/volumes/${detached.id}/actions/attach`, {
    server: server.id,
    automount: false,
  });
  await ok("POST", `/volumes/${detached.id}/actions/detach`);
  await ok("POST", `/volumes/${volume.id}/actions/change_protection`, { delete: true });
  await ok("POST", `/volumes/${volume.id}/actions/change_protection`, { delete: false });
  const actions = await ok("GET", `/volumes/${volume.id}/actions?sort=id:desc`);
  const actionId = actions.actions[0].id;
  await ok("GET", "/volumes/actions?status=success");
  await ok("GET", `/volumes/actions/${actionId}`);
  await ok("GET", `/volumes/${volume.id}/actions/${actionId}`);
  await ok("DELETE", `/volumes/${volume.id}`);
  await ok("DELETE", `/volumes/${detached.id}`);

  await ok("DELETE", `/servers/${server.id}`);
  await ok("DELETE", `/placement_groups/${group.id}`);
};
