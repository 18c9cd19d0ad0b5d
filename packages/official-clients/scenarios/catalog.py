"""The read-only catalog through hcloud-python: locations, types, prices, images, ISOs, datacenters."""

from harness import run, with_warnings


def deprecation(info):
    """A DeprecationInfo as JSON (the library parses the dates), or None."""
    if info is None:
        return None
    return {"announced": info.announced.isoformat(), "unavailable_after": info.unavailable_after.isoformat()}


def scenario(s):
    client = s.client
    s.step("list locations", lambda: client.locations.get_all(), lambda xs: sorted(x.name for x in xs))
    s.step(
        "get location by name",
        lambda: client.locations.get_by_name("hel1"),
        lambda x: {"country": x.country, "network_zone": x.network_zone, "city": x.city},
    )

    # Removed by the API on 2026-10-01. hcloud-python 2.27 still has the client, deprecated: it
    # warns on use, and the API's 410 arrives as an APIException.
    s.expect_error("list datacenters", lambda: client.datacenters.get_all())
    s.expect_error("get datacenter by id", lambda: client.datacenters.get_by_id(4))
    s.step(
        "the datacenters client warns that it is deprecated",
        lambda: with_warnings(lambda: client.datacenters)[1],
        lambda messages: messages,
    )

    s.step(
        "get server type by name",
        lambda: client.server_types.get_by_name("cpx22"),
        lambda x: {
            "cores": x.cores,
            "memory": x.memory,
            "disk": x.disk,
            "architecture": x.architecture,
            "category": x.category,
            "prices": sorted(p["location"] for p in x.prices),
            "locations": sorted(
                (entry.location.name, entry.available, entry.deprecation is None) for entry in x.locations
            ),
        },
    )
    # cx11 was retired (unavailable_after 2024-09-06): it has left the list that get_by_name asks.
    s.step("a retired server type is no longer listed", lambda: client.server_types.get_by_name("cx11"), repr)
    s.step(
        "list server types page 1 of 2 per page",
        lambda: client.server_types.get_list(page=1, per_page=2),
        lambda r: {
            "count": len(r.server_types),
            "page": r.meta.pagination.page,
            "next_page": r.meta.pagination.next_page,
            "last_page": r.meta.pagination.last_page,
            "total_entries": r.meta.pagination.total_entries,
        },
    )
    s.step(
        "all server types through every page",
        lambda: client.server_types.get_all(),
        lambda xs: {"count": len(xs), "distinct": len({x.id for x in xs})},
    )

    s.step(
        "list load balancer types",
        lambda: client.load_balancer_types.get_all(),
        lambda types: sorted((t.name, deprecation(t.deprecation)) for t in types),
    )
    s.step(
        "get lb11 by name",
        lambda: client.load_balancer_types.get_by_name("lb11"),
        lambda t: {
            "max_services": t.max_services,
            "max_targets": t.max_targets,
            "max_assigned_certificates": t.max_assigned_certificates,
            "prices": sorted(p["location"] for p in t.prices),
            "deprecation": deprecation(t.deprecation),
        },
    )
    # The library has no pricing client: its users read GET /pricing through client.request.
    s.step(
        "read the prices",
        lambda: client.request(method="GET", url="/pricing")["pricing"],
        lambda p: {
            "currency": p["currency"],
            "server_types": len(p["server_types"]),
            "load_balancer_types": sorted(t["name"] for t in p["load_balancer_types"]),
            "floating_ips": sorted(f["type"] for f in p["floating_ips"]),
            "primary_ips": sorted(f["type"] for f in p["primary_ips"]),
            "volume": set(p["volume"]["price_per_gb_month"]) == {"gross", "net"},
        },
    )

    s.step(
        "list system images",
        lambda: client.images.get_all(type=["system"], architecture=["x86"]),
        lambda xs: {
            "all_system": all(x.type == "system" for x in xs),
            "all_x86": all(x.architecture == "x86" for x in xs),
            "count": len(xs),
        },
    )
    s.step(
        "get image by name and architecture",
        lambda: client.images.get_by_name_and_architecture("debian-12", "arm"),
        lambda x: {"name": x.name, "os_flavor": x.os_flavor, "architecture": x.architecture, "deprecation": x.deprecation},
    )
    s.step(
        "a deprecated image is found only when asked for",
        lambda: (
            client.images.get_by_name_and_architecture("ubuntu-20.04", "x86"),
            client.images.get_by_name_and_architecture("ubuntu-20.04", "x86", include_deprecated=True),
        ),
        lambda pair: {
            "default": pair[0].name if pair[0] else None,
            "included": pair[1].name if pair[1] else None,
            "deprecation": deprecation(pair[1].deprecation) if pair[1] else None,
        },
    )
    s.step(
        "list ISOs for arm, with those for any architecture",
        lambda: client.isos.get_all(architecture=["arm"], include_architecture_wildcard=True),
        lambda xs: sorted({x.architecture for x in xs}, key=str),
    )
    s.step(
        "get iso by name",
        lambda: client.isos.get_by_name("systemrescue-11.03.iso"),
        lambda x: {"type": x.type, "architecture": x.architecture, "deprecation": deprecation(x.deprecation)},
    )
    s.expect_error("get unknown server type by id", lambda: client.server_types.get_by_id(999999))


run(scenario)
