"""API errors and project isolation as python3-hcloud users meet them."""

import os

from harness import ed25519_public_key, run
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


run(scenario)
