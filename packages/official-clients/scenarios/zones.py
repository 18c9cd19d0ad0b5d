"""DNS zones and their RRSets through hcloud-python's `client.zones`."""

from harness import run
from hcloud.zones.domain import ZonePrimaryNameserver, ZoneRecord, ZoneRRSet


def rrset_view(rrset):
    return {
        "id": rrset.id,
        "ttl": rrset.ttl,
        "labels": rrset.labels,
        "protection": rrset.protection,
        "records": sorted((r.value, r.comment) for r in rrset.records),
    }


def scenario(s):
    client = s.client

    created = s.step(
        "create a primary zone with records",
        lambda: client.zones.create(
            name="example.com",
            mode="primary",
            ttl=3600,
            labels={"team": "web"},
            rrsets=[
                ZoneRRSet(name="www", type="A", records=[ZoneRecord(value="198.51.100.10", comment="web 1")]),
                ZoneRRSet(name="@", type="MX", ttl=600, records=[ZoneRecord(value="10 mail.example.com.")]),
            ],
        ),
        lambda r: {
            "name": r.zone.name,
            "mode": r.zone.mode,
            "ttl": r.zone.ttl,
            "action": r.action.command,
            "assigned": len(r.zone.authoritative_nameservers.assigned) > 0,
        },
    )
    created.action.wait_until_finished()
    zone = created.zone

    s.step(
        "get the zone by name and by id, and by label",
        lambda: (
            client.zones.get("example.com"),
            client.zones.get(zone.id),
            client.zones.get_all(label_selector="team=web"),
            client.zones.get_all(mode="secondary"),
        ),
        lambda r: {
            "same": r[0].id == r[1].id == zone.id,
            "status": r[0].status,
            "record_count": r[0].record_count,
            "by_label": [z.name for z in r[2]],
            "secondary": len(r[3]),
        },
    )
    s.step(
        "list the rrsets, the default SOA and NS included",
        lambda: zone.get_rrset_all(),
        lambda rrsets: sorted(x.id for x in rrsets),
    )
    s.step(
        "list the A rrsets only",
        lambda: client.zones.get_rrset_all(zone, type=["A"]),
        lambda rrsets: [x.id for x in rrsets],
    )

    api = s.step(
        "create an rrset",
        lambda: zone.create_rrset(
            name="api", type="AAAA", ttl=300, labels={"svc": "api"}, records=[ZoneRecord(value="2001:db8::10")]
        ),
        lambda r: {"rrset": rrset_view(r.rrset), "action": r.action.command},
    )
    api.action.wait_until_finished()
    rrset = api.rrset

    def edit_records():
        rrset.add_rrset_records([ZoneRecord(value="2001:db8::11", comment="second")], ttl=300).wait_until_finished()
        rrset.update_rrset_records([ZoneRecord(value="2001:db8::10", comment="first")]).wait_until_finished()
        rrset.remove_rrset_records([ZoneRecord(value="2001:db8::11")]).wait_until_finished()
        after_remove = client.zones.get_rrset(zone, "api", "AAAA")
        rrset.set_rrset_records([ZoneRecord(value="2001:db8::20"), ZoneRecord(value="2001:db8::21")]).wait_until_finished()
        rrset.change_rrset_ttl(60).wait_until_finished()
        rrset.update_rrset(labels={"svc": "api", "env": "prod"})
        return after_remove, client.zones.get_rrset(zone, "api", "AAAA")

    s.step(
        "add, update, remove and set records, change the ttl and labels",
        edit_records,
        lambda pair: {"after_remove": rrset_view(pair[0]), "final": rrset_view(pair[1])},
    )
    s.step(
        "find the rrset by label",
        lambda: zone.get_rrset_all(label_selector="env=prod"),
        lambda rrsets: [x.id for x in rrsets],
    )

    s.step(
        "protect the rrset",
        lambda: (
            rrset.change_rrset_protection(change=True).wait_until_finished(),
            client.zones.get_rrset(zone, "api", "AAAA"),
        )[1],
        lambda r: r.protection,
    )
    s.expect_error("change a protected rrset", lambda: rrset.set_rrset_records([ZoneRecord(value="2001:db8::30")]))
    s.expect_error("delete a protected rrset", lambda: rrset.delete_rrset())
    s.step(
        "unprotect and delete the rrset",
        lambda: (
            rrset.change_rrset_protection(change=False).wait_until_finished(),
            rrset.delete_rrset().action.wait_until_finished(),
            [x.id for x in zone.get_rrset_all(type=["AAAA"])],
        )[2],
        lambda ids: ids,
    )
    s.expect_error("get the deleted rrset", lambda: client.zones.get_rrset(zone, "api", "AAAA"))

    def zonefile():
        exported = zone.export_zonefile().zonefile
        imported = exported + "ftp 300 IN CNAME www.example.com.\n"
        zone.import_zonefile(imported).wait_until_finished()
        return exported, client.zones.get_rrset(zone, "ftp", "CNAME")

    s.step(
        "export the zone file and import it with one more record",
        zonefile,
        lambda pair: {
            "has_www": "198.51.100.10" in pair[0],
            "has_soa": "SOA" in pair[0],
            "imported": rrset_view(pair[1]),
        },
    )
    s.step(
        "change the zone's default ttl and protect it",
        lambda: (
            zone.change_ttl(7200).wait_until_finished(),
            zone.change_protection(delete=True).wait_until_finished(),
            zone.update(labels={"team": "web", "tier": "1"}),
            client.zones.get(zone.id),
        )[3],
        lambda z: {"ttl": z.ttl, "protection": z.protection, "labels": z.labels},
    )
    s.expect_error("delete the protected zone", lambda: zone.delete())
    s.expect_error(
        "create the same zone again",
        lambda: client.zones.create(name="example.com", mode="primary"),
    )

    secondary = s.step(
        "create a secondary zone",
        lambda: client.zones.create(
            name="example.org",
            mode="secondary",
            primary_nameservers=[ZonePrimaryNameserver(address="198.51.100.53", port=53)],
        ),
        lambda r: {"mode": r.zone.mode, "primaries": [(p.address, p.port) for p in r.zone.primary_nameservers]},
    )
    secondary.action.wait_until_finished()
    s.step(
        "change its primary nameservers",
        lambda: (
            secondary.zone.change_primary_nameservers(
                [
                    ZonePrimaryNameserver(address="198.51.100.53"),
                    ZonePrimaryNameserver(address="2001:db8::53", port=5353, tsig_algorithm="hmac-sha256", tsig_key="c2VjcmV0"),
                ]
            ).wait_until_finished(),
            client.zones.get("example.org"),
        )[1],
        lambda z: sorted((p.address, p.port, p.tsig_algorithm) for p in z.primary_nameservers),
    )
    s.expect_error(
        "create an rrset in a secondary zone",
        lambda: secondary.zone.create_rrset(name="www", type="A", records=[ZoneRecord(value="198.51.100.1")]),
    )

    def teardown():
        zone.change_protection(delete=False).wait_until_finished()
        deleted = [zone.delete(), secondary.zone.delete()]
        for response in deleted:
            response.action.wait_until_finished()
        return {"actions": [r.action.command for r in deleted], "zones": len(client.zones.get_all())}

    s.step("delete both zones (actions to wait for)", teardown, lambda r: r)
    s.expect_error("get the deleted zone", lambda: client.zones.get("example.com"))


run(scenario)
