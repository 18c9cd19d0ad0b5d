"""Volumes and placement groups with hcloud-python."""

from harness import run, wait_all
from hcloud.images.domain import Image
from hcloud.locations.domain import Location
from hcloud.server_types.domain import ServerType


def scenario(s):
    client = s.client

    group = s.step(
        "create placement group",
        lambda: client.placement_groups.create(name="cache-spread", type="spread", labels={"tier": "cache"}),
        lambda r: {"name": r.placement_group.name, "type": r.placement_group.type, "servers": r.placement_group.servers},
    ).placement_group

    def server(name, **extra):
        r = client.servers.create(
            name=name,
            server_type=ServerType(name="cx22"),
            image=Image(name="debian-12"),
            location=Location(name="fsn1"),
            **extra,
        )
        wait_all([r.action, *r.next_actions])
        return client.servers.get_by_id(r.server.id)

    cache1 = s.step(
        "create server in the group",
        lambda: server("cache-1", placement_group=group),
        lambda x: x.placement_group.name if x.placement_group else None,
    )
    cache2 = s.step(
        "create stopped server",
        lambda: server("cache-2", start_after_create=False),
        lambda x: x.status,
    )

    def join_group():
        cache2.add_to_placement_group(group).wait_until_finished()
        return client.placement_groups.get_by_id(group.id).servers

    s.step(
        "add stopped server to the group",
        join_group,
        lambda ids: ids == sorted([cache1.id, cache2.id]),
    )
    s.expect_error("add it a second time", lambda: cache2.add_to_placement_group(group))
    s.expect_error("delete a group with members", lambda: group.delete())
    s.step(
        "remove server from the group",
        lambda: (
            cache2.remove_from_placement_group().wait_until_finished(),
            client.placement_groups.get_by_id(group.id).servers,
        )[1],
        lambda ids: ids == [cache1.id],
    )
    s.step(
        "rename and relabel the group",
        lambda: group.update(name="cache-anti-affinity", labels={"tier": "cache", "env": "prod"}),
        lambda g: {"name": g.name, "labels": g.labels},
    )
    s.step(
        "find the group by label and by name",
        lambda: (
            client.placement_groups.get_all(label_selector="env=prod"),
            client.placement_groups.get_by_name("cache-anti-affinity"),
        ),
        lambda pair: [[g.id for g in pair[0]], pair[1].id],
    )

    volume = s.step(
        "create volume in a location",
        lambda: client.volumes.create(size=10, name="cache-data", location=Location(name="fsn1"), labels={"k": "v"}),
        lambda r: {"name": r.volume.name, "size": r.volume.size, "server": r.volume.server, "action": r.action.command},
    )
    wait_all([volume.action])
    volume = volume.volume

    attached = s.step(
        "create volume on a server, automounted and formatted",
        lambda: client.volumes.create(size=20, name="cache-logs", server=cache1, automount=True, format="xfs"),
        lambda r: {"server": r.volume.server.id == cache1.id, "next": [a.command for a in r.next_actions]},
    )
    wait_all([attached.action, *attached.next_actions])

    def attach_resize_detach():
        volume.attach(cache2, automount=False).wait_until_finished()
        on = client.volumes.get_by_id(volume.id).server.id
        volume.resize(30).wait_until_finished()
        size = client.volumes.get_by_id(volume.id).size
        volume.detach().wait_until_finished()
        return {"on": on == cache2.id, "size": size, "after": client.volumes.get_by_id(volume.id).server}

    s.step("attach, resize, detach", attach_resize_detach, lambda r: r)
    s.expect_error("shrink the volume", lambda: volume.resize(20))
    s.step(
        "protect volume",
        lambda: volume.change_protection(delete=True).wait_until_finished(),
    )
    s.expect_error("delete protected volume", lambda: volume.delete())
    s.step(
        "unprotect, rename and delete volume",
        lambda: (
            volume.change_protection(delete=False).wait_until_finished(),
            volume.update(name="cache-data-old"),
            volume.delete(),
        )[2],
        lambda deleted: deleted,
    )

    def teardown():
        for x in client.servers.get_all():
            x.delete().wait_until_finished()
        logs = client.volumes.get_by_name("cache-logs")
        detached = logs.server is None
        logs.delete()
        group.delete()
        return {
            "logs_detached_by_server_delete": detached,
            "volumes": len(client.volumes.get_all()),
            "groups": len(client.placement_groups.get_all()),
        }

    s.step("delete servers, volume and group", teardown, lambda r: r)


run(scenario)
