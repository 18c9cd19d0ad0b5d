"""API errors, pagination, label selectors and project isolation as hcloud-python users meet them."""

import os

from harness import ed25519_public_key, run, with_warnings
from hcloud import APIException
from hcloud.images.domain import Image
from hcloud.server_types.domain import ServerType
from hcloud.servers.domain import Server
from hcloud.ssh_keys.domain import SSHKey


def scenario(s):
    alice = s.client
    bob = s.client_for(os.environ["HCLOUD_TOKEN_OTHER_PROJECT"])
    reader = s.client_for(os.environ["HCLOUD_TOKEN_READ_ONLY"])
    stranger = s.client_for("not-a-valid-token")

    s.expect_error("list servers with a wrong token", lambda: stranger.servers.get_all())

    def raised():
        try:
            stranger.ssh_keys.get_all()
        except APIException as error:
            return error
        return None

    s.step(
        "the exception carries the code, message and correlation id",
        raised,
        lambda e: {"code": e.code, "text": str(e), "correlation_id": bool(e.correlation_id)},
    )
    s.step(
        "read with a read-only token",
        lambda: reader.locations.get_all(),
        lambda locations: len(locations),
    )
    s.expect_error(
        "write with a read-only token",
        lambda: reader.ssh_keys.create(name="nope", public_key=ed25519_public_key()),
    )

    public_key = ed25519_public_key()
    key = s.step(
        "alice creates a key",
        lambda: alice.ssh_keys.create(name="team", public_key=public_key),
        lambda k: k.id,
    )
    s.expect_error(
        "alice creates the same key again",
        lambda: alice.ssh_keys.create(name="team-2", public_key=public_key),
    )
    created = s.step(
        "alice creates a server",
        lambda: alice.servers.create(
            name="alice-app", server_type=ServerType(name="cx22"), image=Image(name="debian-12"), ssh_keys=[key]
        ),
        lambda r: r.server.id,
    )
    s.expect_error(
        "alice creates a server with a taken name",
        lambda: alice.servers.create(
            name="alice-app", server_type=ServerType(name="cx22"), image=Image(name="debian-12")
        ),
    )

    s.step(
        "bob lists his servers and keys",
        lambda: (bob.servers.get_all(), bob.ssh_keys.get_all()),
        lambda pair: [len(pair[0]), len(pair[1])],
    )
    s.step("bob looks alice's server up by name", lambda: bob.servers.get_by_name("alice-app"), repr)
    s.expect_error("bob gets alice's server by id", lambda: bob.servers.get_by_id(created.server.id))
    s.expect_error("bob gets alice's key by id", lambda: bob.ssh_keys.get_by_id(key.id))
    s.expect_error("bob deletes alice's server", lambda: bob.servers.delete(Server(id=created.server.id)))
    s.expect_error(
        "bob creates a server with alice's key id",
        lambda: bob.servers.create(
            name="bob-app", server_type=ServerType(name="cx22"), image=Image(name="debian-12"), ssh_keys=[SSHKey(id=key.id)]
        ),
    )
    s.step(
        "bob reuses alice's key and server name",
        lambda: (
            bob.ssh_keys.create(name="team", public_key=public_key),
            bob.servers.create(name="alice-app", server_type=ServerType(name="cx22"), image=Image(name="debian-12")),
        ),
        lambda pair: [pair[0].id != key.id, pair[1].server.id != created.server.id],
    )
    s.step(
        "alice still sees only her own",
        lambda: [x.id for x in alice.servers.get_all()],
        lambda ids: ids == [created.server.id],
    )

    # More keys than one page holds (the library asks 50 per page): get_all walks every page.
    def many_keys():
        for n in range(53):
            alice.ssh_keys.create(
                name=f"fleet-{n:02}",
                public_key=ed25519_public_key(),
                labels={"fleet": "yes", "rack": "a" if n % 2 == 0 else "b", **({"spare": "1"} if n < 3 else {})},
            )
        page_two = alice.ssh_keys.get_list(label_selector="fleet=yes", page=2, per_page=50)
        return alice.ssh_keys.get_all(label_selector="fleet=yes"), page_two

    s.step(
        "get_all pages through 53 keys",
        many_keys,
        lambda pair: {
            "count": len(pair[0]),
            "distinct": len({k.id for k in pair[0]}),
            "page_two": len(pair[1].ssh_keys),
            "pagination": {
                "page": pair[1].meta.pagination.page,
                "previous_page": pair[1].meta.pagination.previous_page,
                "next_page": pair[1].meta.pagination.next_page,
                "last_page": pair[1].meta.pagination.last_page,
                "total_entries": pair[1].meta.pagination.total_entries,
            },
        },
    )
    s.step(
        "label selectors: equality, inequality, sets, existence",
        lambda: {
            selector: len(alice.ssh_keys.get_all(label_selector=selector))
            for selector in [
                "fleet=yes,rack=a",
                "fleet==yes,rack!=a",
                "rack in (a,b),spare",
                "fleet,!spare",
                "rack notin (a)",
                "team",
            ]
        },
        lambda counts: counts,
    )
    s.expect_error("an invalid label selector", lambda: alice.ssh_keys.get_all(label_selector="rack in a"))
    s.step(
        "sort by name, descending",
        lambda: alice.images.get_all(type=["system"], architecture=["arm"], sort=["name:desc"]),
        lambda images: [i.name for i in images],
    )
    s.expect_error("get an unknown key", lambda: alice.ssh_keys.get_by_id(999999))
    s.step("an unknown name is None, not an error", lambda: alice.ssh_keys.get_by_name("nobody"), repr)
    # GET /actions without ids was removed from the API; 2.27 still has the method, deprecated.
    s.expect_error(
        "list every action of the project (removed from the API)",
        lambda: with_warnings(lambda: alice.actions.get_all()),
    )


run(scenario)
