"""Storage Boxes (the Hetzner API, `api_endpoint_hetzner`) through hcloud-python's
`client.storage_boxes` and `client.storage_box_types`: every action is waited for with
`BoundAction.wait_until_finished()`, which reloads it through the Cloud API's `/actions/{id}`."""

import os

from harness import ed25519_public_key, run
from hcloud.locations import Location
from hcloud.storage_box_types import StorageBoxType
from hcloud.storage_boxes import (
    StorageBoxAccessSettings,
    StorageBoxSnapshot,
    StorageBoxSnapshotPlan,
    StorageBoxSubaccountAccessSettings,
)

PASSWORD = "1-secret-PASSW0RD-=)"


def type_view(t):
    return {
        "id": t.id,
        "name": t.name,
        "description": t.description,
        "snapshot_limit": t.snapshot_limit,
        "automatic_snapshot_limit": t.automatic_snapshot_limit,
        "subaccounts_limit": t.subaccounts_limit,
        "size": t.size,
        "deprecation": t.deprecation,
        "price_locations": sorted(p["location"] for p in t.prices),
    }


def settings_view(settings):
    return {name: getattr(settings, name) for name in settings.__api_properties__}


def plan_view(plan):
    return None if plan is None else {name: getattr(plan, name) for name in plan.__api_properties__}


def box_view(box):
    return {
        "name": box.name,
        "status": box.status,
        "type": box.storage_box_type.name,
        "location": box.location.name,
        "username": box.username,
        "server": box.server,
        "system": box.system,
        "labels": box.labels,
        "protection": box.protection,
        "access_settings": settings_view(box.access_settings),
        "snapshot_plan": plan_view(box.snapshot_plan),
        "stats": {"size": box.stats.size, "data": box.stats.size_data, "snapshots": box.stats.size_snapshots},
    }


def subaccount_view(sub):
    return {
        "name": sub.name,
        "username": sub.username,
        "server": sub.server,
        "home_directory": sub.home_directory,
        "description": sub.description,
        "labels": sub.labels,
        "storage_box": sub.storage_box.id,
        "access_settings": settings_view(sub.access_settings),
    }


def snapshot_view(snap):
    return {
        "name": snap.name,
        "description": snap.description,
        "labels": snap.labels,
        "is_automatic": snap.is_automatic,
        "storage_box": snap.storage_box.id,
        "stats": {"size": snap.stats.size, "size_filesystem": snap.stats.size_filesystem},
    }


def action_view(action):
    return {
        "command": action.command,
        "status": action.status,
        "progress": action.progress,
        "resources": sorted(r["type"] for r in action.resources),
    }


def waited(action):
    """Waits for `action` through the Cloud API and shows what it ended as."""
    action.wait_until_finished()
    return action_view(action)


def scenario(s):
    client = s.client
    boxes = client.storage_boxes

    # The catalog.
    s.step(
        "list the storage box types, find one by id and by name",
        lambda: (
            client.storage_box_types.get_all(),
            client.storage_box_types.get_by_id(1334),
            client.storage_box_types.get_by_name("bx11"),
            client.storage_box_types.get_by_name("bx11-invalid"),
        ),
        lambda r: {
            "names": [t.name for t in r[0]],
            "ids": [t.id for t in r[0]],
            "first": type_view(r[0][0]),
            "by_id": r[1].name,
            "by_name": r[2].id,
            "unknown_name": r[3],
        },
    )
    s.expect_error("get an unknown storage box type", lambda: client.storage_box_types.get_by_id(13334321))
    s.step(
        "the locations storage boxes are sold in exist in the cloud api",
        lambda: [client.locations.get_by_name(name) for name in ("fsn1", "hel1")],
        lambda locations: [{"id": loc.id, "name": loc.name, "network_zone": loc.network_zone} for loc in locations],
    )

    # A box, created and waited for.
    created = s.step(
        "create a box with labels, access settings and an ssh key",
        lambda: boxes.create(
            name="py-box",
            password=PASSWORD,
            location=Location(name="hel1"),
            storage_box_type=StorageBoxType(name="bx11"),
            ssh_keys=[ed25519_public_key("backup@example")],
            access_settings=StorageBoxAccessSettings(ssh_enabled=True, zfs_enabled=True),
            labels={"env": "test", "team": "storage"},
        ),
        lambda r: {
            "status": r.storage_box.status,
            "username": r.storage_box.username,
            "snapshot_plan": plan_view(r.storage_box.snapshot_plan),
            "action": action_view(r.action),
        },
    )
    s.step("wait for the create action", lambda: waited(created.action), lambda view: view)
    s.step(
        "the create action through the cloud api's /actions/{id}",
        lambda: client.actions.get_by_id(created.action.id),
        lambda a: {"id_matches": a.id == created.action.id, **action_view(a)},
    )
    box = s.step("get the box by id", lambda: boxes.get_by_id(created.storage_box.id), box_view)
    s.step(
        "get the box by name, and an unknown name",
        lambda: (boxes.get_by_name("py-box"), boxes.get_by_name("no-such-box")),
        lambda r: {"same": r[0].id == box.id, "unknown": r[1]},
    )
    other = s.step(
        "create a second box by type id and location id",
        lambda: boxes.create(
            name="py-box-2",
            password=PASSWORD,
            location=Location(id=1),
            storage_box_type=StorageBoxType(id=1333),
            labels={"env": "prod"},
        ),
        lambda r: {"action": waited(r.action)},
    )
    s.step(
        "list boxes by label selector and sorted by name",
        lambda: (
            boxes.get_all(label_selector="env=test"),
            boxes.get_all(label_selector="env"),
            boxes.get_all(label_selector="env!=test"),
            boxes.get_all(sort=["name:desc"]),
            boxes.get_list(per_page=1),
        ),
        lambda r: {
            "env_test": [b.name for b in r[0]],
            "env": sorted(b.name for b in r[1]),
            "not_test": [b.name for b in r[2]],
            "by_name_desc": [b.name for b in r[3]],
            "first_page": [len(r[4].storage_boxes), r[4].meta.pagination.total_entries],
            "second_box_location": r[3][0].location.name,
        },
    )

    # Updates.
    s.step(
        "rename and relabel the box",
        lambda: boxes.update(box, name="py-box-renamed", labels={"env": "test", "tier": "1"}),
        lambda b: {"name": b.name, "labels": b.labels},
    )
    s.step(
        "an empty update reads the box back unchanged",
        lambda: boxes.update(box),
        lambda b: {"name": b.name, "labels": b.labels},
    )
    s.step(
        "protect the box",
        lambda: (waited(boxes.change_protection(box, delete=True)), boxes.get_by_id(box.id)),
        lambda r: {"action": r[0], "protection": r[1].protection},
    )
    s.expect_error("delete the protected box", lambda: boxes.delete(box))
    # A type change runs for a while (2 s here): the library does not wait unless asked.
    changing = s.step(
        "change the type to bx21 without waiting",
        lambda: boxes.change_type(box, StorageBoxType(name="bx21")),
        action_view,
    )
    s.step("the box reads locked while its type changes", lambda: boxes.get_by_id(box.id), lambda b: b.status)
    s.expect_error("take a snapshot while the type changes", lambda: boxes.create_snapshot(box))
    s.step(
        "relabel the box while its type changes",
        lambda: boxes.update(box, labels={"env": "test", "tier": "2"}),
        lambda b: b.labels,
    )
    s.step(
        "wait for the type change",
        lambda: (waited(changing), boxes.get_by_id(box.id)),
        lambda r: {
            "action": r[0],
            "status": r[1].status,
            "type": r[1].storage_box_type.name,
            "type_id": r[1].storage_box_type.id,
        },
    )
    s.expect_error(
        "change to the type the box already has", lambda: boxes.change_type(box, StorageBoxType(id=1334))
    )
    s.step(
        "update the access settings partially",
        lambda: (
            waited(boxes.update_access_settings(box, StorageBoxAccessSettings(samba_enabled=True))),
            boxes.get_by_id(box.id),
        ),
        lambda r: {"action": r[0], "access_settings": settings_view(r[1].access_settings)},
    )
    s.step("reset the password", lambda: waited(boxes.reset_password(box, "2-other-PASSW0RD-=)")), lambda v: v)
    s.expect_error("reset to a password without a digit or symbol", lambda: boxes.reset_password(box, "onlyletters"))
    s.step(
        "enable a daily snapshot plan",
        lambda: (
            waited(boxes.enable_snapshot_plan(box, StorageBoxSnapshotPlan(max_snapshots=10, hour=3, minute=30))),
            boxes.get_by_id(box.id),
        ),
        lambda r: {"action": r[0], "plan": plan_view(r[1].snapshot_plan)},
    )
    s.step(
        "replace it with a sunday plan",
        lambda: (
            waited(
                boxes.enable_snapshot_plan(
                    box, StorageBoxSnapshotPlan(max_snapshots=5, hour=4, minute=0, day_of_week=7)
                )
            ),
            boxes.get_by_id(box.id),
        ),
        lambda r: plan_view(r[1].snapshot_plan),
    )
    s.expect_error(
        "a plan over the type's automatic snapshot limit",
        lambda: boxes.enable_snapshot_plan(box, StorageBoxSnapshotPlan(max_snapshots=21, hour=3, minute=0)),
    )
    s.step(
        "disable the snapshot plan",
        lambda: (waited(boxes.disable_snapshot_plan(box)), boxes.get_by_id(box.id)),
        lambda r: {"action": r[0], "plan": plan_view(r[1].snapshot_plan)},
    )

    # Subaccounts.
    created_sub = s.step(
        "create a subaccount",
        lambda: boxes.create_subaccount(
            box,
            name="host01",
            home_directory="backups/host01",
            password=PASSWORD,
            access_settings=StorageBoxSubaccountAccessSettings(ssh_enabled=True, readonly=True),
            description="backups of host01",
            labels={"host": "01"},
        ),
        lambda r: {"storage_box": r.subaccount.storage_box.id == box.id, "action": action_view(r.action)},
    )
    s.step("wait for the create_subaccount action", lambda: waited(created_sub.action), lambda v: v)
    sub = s.step(
        "get the subaccount by id",
        lambda: boxes.get_subaccount_by_id(box, created_sub.subaccount.id),
        subaccount_view,
    )
    second_sub = s.step(
        "create a subaccount without a name",
        lambda: boxes.create_subaccount(box, home_directory="backups/host02", password=PASSWORD),
        lambda r: waited(r.action),
    )
    s.step(
        "list subaccounts, by name, by username and by label",
        lambda: (
            boxes.get_subaccount_all(box),
            boxes.get_subaccount_by_name(box, "host01"),
            boxes.get_subaccount_by_username(box, sub.username),
            boxes.get_subaccount_all(box, label_selector="host=01"),
            boxes.get_subaccount_by_name(box, "nobody"),
            boxes.get_subaccount_by_id(box, second_sub.subaccount.id),
        ),
        lambda r: {
            "all": [x.name for x in r[0]],
            "by_name": r[1].id == sub.id,
            "by_username": r[2].id == sub.id,
            "by_label": [x.name for x in r[3]],
            "unknown_name": r[4],
            "unnamed": {
                "name_is_username": r[5].name == r[5].username,
                "description": r[5].description,
                "labels": r[5].labels,
                "access_settings": settings_view(r[5].access_settings),
            },
        },
    )
    s.expect_error(
        "create a subaccount with a name already used",
        lambda: boxes.create_subaccount(box, name="host01", home_directory="x", password=PASSWORD),
    )
    s.expect_error(
        "create a subaccount with an absolute home directory",
        lambda: boxes.create_subaccount(box, home_directory="/etc", password=PASSWORD),
    )
    s.step(
        "update the subaccount's name, description and labels",
        lambda: sub.update(name="host01-renamed", description="", labels={"host": "01", "os": "linux"}),
        lambda x: {"name": x.name, "description": x.description, "labels": x.labels},
    )
    s.step(
        "change its home directory, password and access settings",
        lambda: (
            waited(sub.change_home_directory("backups/host01-new")),
            waited(sub.reset_password("3-third-PASSW0RD-=)")),
            waited(sub.update_access_settings(StorageBoxSubaccountAccessSettings(readonly=False, samba_enabled=True))),
            boxes.get_subaccount_by_id(box, sub.id),
        ),
        lambda r: {
            "commands": [r[0]["command"], r[1]["command"], r[2]["command"]],
            "resources": r[0]["resources"],
            "home_directory": r[3].home_directory,
            "access_settings": settings_view(r[3].access_settings),
        },
    )
    s.step(
        "the box's folders are the subaccounts' home directories",
        lambda: (
            boxes.get_folders(box),
            boxes.get_folders(box, path="backups"),
            boxes.get_folders(box, path="./backups"),
        ),
        lambda r: {"root": r[0].folders, "backups": r[1].folders, "dot_backups": r[2].folders},
    )
    s.expect_error("folders of a missing path", lambda: boxes.get_folders(box, path="nowhere"))
    s.step(
        "delete a subaccount",
        lambda: (waited(sub.delete().action), boxes.get_subaccount_all(box)),
        lambda r: {"action": r[0], "left": len(r[1])},
    )
    s.expect_error("get the deleted subaccount", lambda: boxes.get_subaccount_by_id(box, sub.id))

    # Snapshots.
    created_snap = s.step(
        "create a snapshot",
        lambda: boxes.create_snapshot(box, description="before-upgrade", labels={"kind": "manual"}),
        lambda r: {"storage_box": r.snapshot.storage_box.id == box.id, "action": action_view(r.action)},
    )
    s.step("wait for the create_snapshot action", lambda: waited(created_snap.action), lambda v: v)
    snap = s.step(
        "get the snapshot by id",
        lambda: boxes.get_snapshot_by_id(box, created_snap.snapshot.id),
        snapshot_view,
    )
    later = s.step(
        "take a second snapshot right away",
        lambda: boxes.create_snapshot(box),
        lambda r: waited(r.action),
    )
    s.step(
        "list snapshots, by name, by label and manual ones",
        lambda: (
            boxes.get_snapshot_all(box),
            boxes.get_snapshot_by_name(box, snap.name),
            boxes.get_snapshot_all(box, label_selector="kind=manual"),
            boxes.get_snapshot_all(box, is_automatic=False),
            boxes.get_snapshot_all(box, is_automatic=True),
            boxes.get_snapshot_by_id(box, later.snapshot.id),
        ),
        lambda r: {
            "count": len(r[0]),
            "names_unique": len({x.name for x in r[0]}) == 2,
            "by_name": r[1].id == snap.id,
            "by_label": [x.id == snap.id for x in r[2]],
            "manual": len(r[3]),
            "automatic": len(r[4]),
            "second": {"description": r[5].description, "labels": r[5].labels},
        },
    )
    s.step(
        "update the snapshot's description and labels",
        lambda: snap.update(description="kept", labels={"kind": "manual", "keep": "yes"}),
        lambda x: {"description": x.description, "labels": x.labels, "name": x.name == snap.name},
    )
    s.step(
        "roll back to the first snapshot by name",
        lambda: (
            waited(boxes.rollback_snapshot(box, StorageBoxSnapshot(name=snap.name))),
            boxes.get_snapshot_all(box),
        ),
        lambda r: {"action": r[0], "left": [x.id == snap.id for x in r[1]]},
    )
    s.expect_error(
        "roll back to a snapshot that is gone",
        lambda: boxes.rollback_snapshot(box, later.snapshot),
    )
    s.step(
        "delete the snapshot",
        lambda: (waited(snap.delete().action), boxes.get_snapshot_all(box)),
        lambda r: {"action": r[0], "left": len(r[1])},
    )
    s.expect_error("get the deleted snapshot", lambda: boxes.get_snapshot_by_id(box, snap.id))

    # Actions of the box, and of every box.
    s.step(
        "list the box's actions and all storage box actions",
        lambda: (boxes.get_actions(box, sort=["id"]), boxes.actions.get_all(status=["success"])),
        lambda r: {
            "box": [a.command for a in r[0]],
            "all_succeeded": all(a.status == "success" for a in r[1]),
            "all_count_at_least_box": len(r[1]) >= len(r[0]),
        },
    )

    s.step(
        "the create action through /storage_boxes/actions/{id}",
        lambda: boxes.actions.get_by_id(created.action.id),
        lambda a: {"id_matches": a.id == created.action.id, "command": a.command},
    )
    volume = s.step(
        "a cloud action (a volume's create)",
        lambda: client.volumes.create(size=10, name="py-volume", location=Location(name="hel1")),
        lambda r: r.action.command,
    )
    s.expect_error(
        "the cloud action is not a storage box action",
        lambda: boxes.actions.get_by_id(volume.action.id),
    )

    # Error paths.
    s.expect_error("get an unknown box", lambda: boxes.get_by_id(999999))
    s.expect_error(
        "create a box with a name already used",
        lambda: boxes.create(
            name="py-box-2",
            password=PASSWORD,
            location=Location(name="hel1"),
            storage_box_type=StorageBoxType(name="bx11"),
        ),
    )
    s.expect_error(
        "create a box with a short password and a broken ssh key",
        lambda: boxes.create(
            name="py-box-3",
            password="short",
            location=Location(name="hel1"),
            storage_box_type=StorageBoxType(name="bx11"),
            ssh_keys=["not a key"],
        ),
    )
    s.expect_error(
        "create a box of an unknown type",
        lambda: boxes.create(
            name="py-box-3",
            password=PASSWORD,
            location=Location(name="hel1"),
            storage_box_type=StorageBoxType(name="bx99"),
        ),
    )
    other_project = s.client_for(os.environ["HCLOUD_TOKEN_OTHER_PROJECT"])
    s.expect_error("another project cannot see the box", lambda: other_project.storage_boxes.get_by_id(box.id))

    # Delete: unprotect first.
    s.step(
        "unprotect and delete the box, with its subaccount",
        lambda: (
            waited(boxes.change_protection(box, delete=False)),
            waited(boxes.delete(box).action),
            waited(boxes.delete(other.storage_box).action),
            boxes.get_all(),
        ),
        lambda r: {"delete": r[1], "left": len(r[3])},
    )
    s.expect_error("get the deleted box", lambda: boxes.get_by_id(box.id))
    s.expect_error(
        "list the subaccounts of the deleted box", lambda: boxes.get_subaccount_all(box)
    )


run(scenario)
