"""A user's server workflow with hcloud-python: keys, create, power, rescue, images, metrics, actions."""

from datetime import datetime, timedelta, timezone

from harness import ed25519_public_key, run
from hcloud.images.domain import Image
from hcloud.isos.domain import Iso
from hcloud.locations.domain import Location
from hcloud.server_types.domain import ServerType


def server_view(server):
    return {
        "id": server.id,
        "name": server.name,
        "status": server.status,
        "labels": server.labels,
        "server_type": server.server_type.name,
        "image": server.image.name if server.image else None,
        "image_id": server.image.id if server.image else None,
        "location": server.location.name,
        "ipv4": server.public_net.ipv4.ip if server.public_net.ipv4 else None,
        "ipv4_dns_ptr": server.public_net.ipv4.dns_ptr if server.public_net.ipv4 else None,
        "rescue_enabled": server.rescue_enabled,
        "iso": server.iso.name if server.iso else None,
        "backup_window": server.backup_window,
        "protection": server.protection,
        "primary_disk_size": server.primary_disk_size,
    }


def scenario(s):
    client = s.client
    key = s.step(
        "create ssh key",
        lambda: client.ssh_keys.create(name="deploy", public_key=ed25519_public_key()),
        lambda k: {"id": k.id, "name": k.name, "fingerprint": k.fingerprint},
    )
    created = s.step(
        "create server",
        lambda: client.servers.create(
            name="app-1",
            server_type=ServerType(name="cpx22"),
            image=Image(name="ubuntu-24.04"),
            ssh_keys=[key],
            location=Location(name="nbg1"),
            labels={"app": "shop"},
        ),
        lambda r: {
            "server": server_view(r.server),
            "action": r.action.command,
            "next_actions": [a.command for a in r.next_actions],
            "root_password": r.root_password,
        },
    )
    s.step(
        "wait for create and start",
        lambda: [a.wait_until_finished() for a in [created.action, *created.next_actions]],
        lambda _: None,
    )
    server = s.step(
        "get server by name", lambda: client.servers.get_by_name("app-1"), server_view
    )
    s.step(
        "read the server's actions",
        lambda: (
            server.get_actions(sort=["id:asc"]),
            client.servers.actions.get_all(status=["success"]),
            client.actions.get_by_id(created.action.id),
        ),
        lambda r: {
            "own": [a.command for a in r[0]],
            "all_servers_succeeded": sorted(a.command for a in r[1]),
            "by_id": {
                "command": r[2].command,
                "status": r[2].status,
                "progress": r[2].progress,
                "resources": r[2].resources,
                "finished": r[2].finished is not None,
            },
        },
    )
    s.step(
        "list servers by label",
        lambda: client.servers.get_all(label_selector="app=shop"),
        lambda servers: [x.id for x in servers],
    )
    s.step(
        "rename and relabel",
        lambda: server.update(name="app-01", labels={"app": "shop", "tier": "api"}),
        server_view,
    )

    def power_cycle():
        server.power_off().wait_until_finished()
        off = client.servers.get_by_id(server.id).status
        server.power_on().wait_until_finished()
        server.reboot().wait_until_finished()
        server.reset().wait_until_finished()
        server.shutdown().wait_until_finished()
        server.power_on().wait_until_finished()
        return off, client.servers.get_by_id(server.id).status

    s.step("power off, on, reboot, reset, shutdown, on", power_cycle, list)
    def reset_password():
        reset = server.reset_password()
        reset.action.wait_until_finished()
        return reset

    s.step(
        "reset root password",
        reset_password,
        lambda r: {"password_length": len(r.root_password), "action": r.action.command},
    )
    def request_console():
        console = server.request_console()
        console.action.wait_until_finished()
        return console

    s.step(
        "request console",
        request_console,
        lambda r: {"wss_url": r.wss_url, "has_password": bool(r.password)},
    )

    def rescue():
        # The library sends "type": null when no type is given, as users call it.
        enabled = server.enable_rescue(ssh_keys=[key.id])
        enabled.action.wait_until_finished()
        on = client.servers.get_by_id(server.id).rescue_enabled
        server.disable_rescue().wait_until_finished()
        return {
            "root_password": bool(enabled.root_password),
            "on": on,
            "off": client.servers.get_by_id(server.id).rescue_enabled,
        }

    s.step("enable and disable rescue", rescue, lambda r: r)

    def iso():
        server.attach_iso(Iso(name="systemrescue-11.03.iso")).wait_until_finished()
        attached = client.servers.get_by_id(server.id).iso.name
        server.detach_iso().wait_until_finished()
        return {"attached": attached, "after_detach": client.servers.get_by_id(server.id).iso}

    s.step("attach and detach iso", iso, lambda r: r)

    def backups():
        server.enable_backup().wait_until_finished()
        window = client.servers.get_by_id(server.id).backup_window
        server.disable_backup().wait_until_finished()
        return {"window": window, "after": client.servers.get_by_id(server.id).backup_window}

    s.step("enable and disable backups", backups, lambda r: r)

    def metrics():
        end = datetime.now(timezone.utc)
        result = server.get_metrics(type=["cpu", "disk", "network"], start=end - timedelta(minutes=30), end=end, step=60)
        return result.metrics

    s.step(
        "read cpu, disk and network metrics",
        metrics,
        lambda m: {"step": m.step, "series": sorted(m.time_series), "points": len(m.time_series["cpu"]["values"]) > 0},
    )
    s.step(
        "set reverse dns",
        lambda: (
            server.change_dns_ptr(server.public_net.ipv4.ip, "app.example.com").wait_until_finished(),
            client.servers.get_by_id(server.id),
        )[1],
        server_view,
    )

    snapshot = s.step(
        "create snapshot",
        lambda: server.create_image(description="release-7", type="snapshot", labels={"r": "7"}),
        lambda r: {"image_type": r.image.type, "action": r.action.command},
    )
    s.step(
        "find snapshot by label",
        lambda: (snapshot.action.wait_until_finished(), client.images.get_all(label_selector="r=7"))[1],
        lambda images: [{"id": i.id, "description": i.description, "status": i.status} for i in images],
    )
    s.step(
        "rebuild from debian-12, then from the snapshot",
        lambda: (
            server.rebuild(Image(name="debian-12")).action.wait_until_finished(),
            client.servers.get_by_id(server.id).image.name,
            server.rebuild(Image(id=snapshot.image.id)).action.wait_until_finished(),
            client.servers.get_by_id(server.id).image.id == snapshot.image.id,
        )[1::2],
        list,
    )
    def manage_snapshot():
        image = client.images.get_by_id(snapshot.image.id)
        image.update(description="release-7-final", labels={"r": "7", "final": "yes"})
        image.change_protection(delete=True).wait_until_finished()
        fresh = client.images.get_by_id(image.id)
        return {"description": fresh.description, "labels": fresh.labels, "protection": fresh.protection}

    s.step("update and protect the snapshot", manage_snapshot, lambda r: r)
    s.expect_error("delete the protected snapshot", lambda: client.images.delete(snapshot.image))
    s.step(
        "unprotect and delete the snapshot",
        lambda: (
            client.images.change_protection(snapshot.image, delete=False).wait_until_finished(),
            client.images.delete(snapshot.image),
        )[1],
        lambda deleted: deleted,
    )

    def change_type():
        server.power_off().wait_until_finished()
        server.change_type(ServerType(name="cpx32"), upgrade_disk=False).wait_until_finished()
        server.power_on().wait_until_finished()
        return client.servers.get_by_id(server.id)

    s.step("change type while off", change_type, server_view)

    s.step(
        "protect server",
        lambda: (
            server.change_protection(delete=True, rebuild=True).wait_until_finished(),
            client.servers.get_by_id(server.id),
        )[1],
        server_view,
    )
    s.expect_error("delete protected server", lambda: server.delete())
    s.expect_error("rebuild protected server", lambda: server.rebuild(Image(name="debian-12")))
    s.step(
        "unprotect server",
        lambda: server.change_protection(delete=False, rebuild=False).wait_until_finished(),
    )

    # A second action while the first still runs: the library does not wait unless asked.
    stopping = s.step("power off without waiting", lambda: server.power_off(), lambda a: a.status)
    s.expect_error("reboot while powering off", lambda: server.reboot())
    s.step("wait for power off", lambda: stopping.wait_until_finished())

    s.step("delete server", lambda: server.delete().wait_until_finished())
    s.step(
        "rename, relabel and delete the ssh key",
        lambda: (
            key.update(name="deploy-old", labels={"rotated": "yes"}),
            client.ssh_keys.get_all(label_selector="rotated=yes"),
            key.delete(),
            client.ssh_keys.get_all(),
        ),
        lambda r: {"renamed": r[0].name, "by_label": [k.name for k in r[1]], "deleted": r[2], "left": len(r[3])},
    )
    s.expect_error("get deleted server", lambda: client.servers.get_by_id(server.id))


run(scenario)
