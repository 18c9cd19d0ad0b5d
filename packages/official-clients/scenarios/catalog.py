"""The read-only catalog through python3-hcloud: locations, (gone) datacenters, types, images, ISOs."""

from harness import run


def scenario(s):
    client = s.client
    s.step("list locations", lambda: client.locations.get_all(), lambda xs: sorted(x.name for x in xs))
    s.step(
        "get location by name",
        lambda: client.locations.get_by_name("hel1"),
        lambda x: {"country": x.country, "network_zone": x.network_zone},
    )
    # Removed by the API on 2026-10-01: python3-hcloud 1.18 still calls them and gets the 410.
    s.expect_error("list datacenters", lambda: client.datacenters.get_all())
    s.expect_error("get datacenter by id", lambda: client.datacenters.get_by_id(4))
    s.step(
        "get server type by name",
        lambda: client.server_types.get_by_name("cx22"),
        lambda x: {"cores": x.cores, "memory": x.memory, "disk": x.disk, "prices": len(x.prices) > 0},
    )
    s.step(
        "list server types page 1 of 2 per page",
        lambda: client.server_types.get_list(page=1, per_page=2),
        lambda r: {"count": len(r.server_types), "next_page": r.meta.pagination.next_page},
    )
    s.step(
        "list system images",
        lambda: client.images.get_all(type=["system"]),
        lambda xs: all(x.type == "system" for x in xs) and len(xs) > 0,
    )
    s.step(
        "get image by name",
        lambda: client.images.get_by_name("debian-12"),
        lambda x: {"name": x.name, "os_flavor": x.os_flavor},
    )
    s.step("list isos", lambda: client.isos.get_all(), lambda xs: len(xs) > 0)
    s.step(
        "get iso by name",
        lambda: client.isos.get_by_name("systemrescue-11.03.iso"),
        lambda x: x.type,
    )
    s.expect_error("get unknown server type by id", lambda: client.server_types.get_by_id(999999))


run(scenario)
