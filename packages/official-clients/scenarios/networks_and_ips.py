"""Private networks, firewalls, floating and primary IPs with hcloud-python."""

from harness import run, wait_all
from hcloud.firewalls.domain import (
    FirewallResource,
    FirewallResourceLabelSelector,
    FirewallRule,
)
from hcloud.images.domain import Image
from hcloud.locations.domain import Location
from hcloud.networks.domain import NetworkRoute, NetworkSubnet
from hcloud.server_types.domain import ServerType
from hcloud.servers.domain import ServerCreatePublicNetwork


def scenario(s):
    client = s.client

    network = s.step(
        "create network with subnet and route",
        lambda: client.networks.create(
            name="private",
            ip_range="10.10.0.0/16",
            subnets=[NetworkSubnet(ip_range="10.10.1.0/24", type="cloud", network_zone="eu-central")],
            routes=[NetworkRoute(destination="10.20.0.0/16", gateway="10.10.1.1")],
            labels={"env": "staging"},
        ),
        lambda n: {
            "ip_range": n.ip_range,
            "subnets": [x.ip_range for x in n.subnets],
            "routes": [x.destination for x in n.routes],
        },
    )

    def grow_network():
        network.add_subnet(
            NetworkSubnet(ip_range="10.10.2.0/24", type="cloud", network_zone="eu-central")
        ).wait_until_finished()
        network.add_route(NetworkRoute(destination="10.30.0.0/16", gateway="10.10.2.1")).wait_until_finished()
        network.change_ip_range("10.10.0.0/15").wait_until_finished()
        n = client.networks.get_by_id(network.id)
        return {
            "ip_range": n.ip_range,
            "subnets": [x.ip_range for x in n.subnets],
            "routes": [x.destination for x in n.routes],
        }

    s.step("add subnet and route, widen range", grow_network, lambda r: r)

    def make_server(name, **extra):
        r = client.servers.create(
            name=name,
            server_type=ServerType(name="cx22"),
            image=Image(name="debian-12"),
            location=Location(name="hel1"),
            labels={"role": "worker"},
            **extra,
        )
        wait_all([r.action, *r.next_actions])
        return client.servers.get_by_id(r.server.id)

    worker = s.step(
        "create server in the network",
        lambda: make_server("worker-1", networks=[network]),
        lambda x: [{"network": p.network.id, "ip": p.ip} for p in x.private_net],
    )
    other = s.step("create second server", lambda: make_server("worker-2"), lambda x: x.id)

    def attach():
        other.attach_to_network(network, ip="10.10.2.10", alias_ips=["10.10.2.11"]).wait_until_finished()
        attached = client.servers.get_by_id(other.id).private_net
        other.change_alias_ips(network, ["10.10.2.12"]).wait_until_finished()
        changed = client.servers.get_by_id(other.id).private_net
        return {
            "attached": [(p.ip, p.alias_ips) for p in attached],
            "changed": [(p.ip, p.alias_ips) for p in changed],
        }

    s.step("attach with alias IPs, change them", attach, lambda r: r)
    s.step(
        "list the network's members",
        lambda: (
            network.get_member_all(sort=["ip:desc"]),
            client.networks.get_member_all(network, type=["server"], subnet=["10.10.2.0/24"]),
        ),
        lambda pair: {
            "all": [
                {"type": m.type, "id": m.id, "ip": m.ip, "alias_ips": m.alias_ips, "subnet": m.subnet, "status": m.status}
                for m in pair[0]
            ],
            "in_second_subnet": [m.id for m in pair[1]],
        },
    )
    s.step(
        "detach",
        lambda: (
            other.detach_from_network(network).wait_until_finished(),
            client.servers.get_by_id(other.id).private_net,
        )[1],
        len,
    )

    def shrink_network():
        network.delete_route(NetworkRoute(destination="10.30.0.0/16", gateway="10.10.2.1")).wait_until_finished()
        network.delete_subnet(NetworkSubnet(ip_range="10.10.2.0/24")).wait_until_finished()
        network.update(expose_routes_to_vswitch=True, labels={"env": "prod"})
        network.change_protection(delete=True).wait_until_finished()
        n = client.networks.get_by_id(network.id)
        return {
            "subnets": [x.ip_range for x in n.subnets],
            "routes": [x.destination for x in n.routes],
            "expose_routes_to_vswitch": n.expose_routes_to_vswitch,
            "labels": n.labels,
            "protection": n.protection,
            "servers": [x.id == worker.id for x in n.servers],
        }

    s.step("delete a subnet and a route, expose routes, protect", shrink_network, lambda r: r)
    s.expect_error("delete the protected network", lambda: network.delete())
    s.step("unprotect the network", lambda: network.change_protection(delete=False).wait_until_finished())

    firewall = s.step(
        "create firewall applied by label",
        lambda: client.firewalls.create(
            name="workers",
            rules=[FirewallRule(direction="in", protocol="tcp", port="22", source_ips=["0.0.0.0/0", "::/0"])],
            resources=[
                FirewallResource(
                    type="label_selector",
                    label_selector=FirewallResourceLabelSelector(selector="role=worker"),
                )
            ],
        ),
        lambda r: sorted(a.command for a in r.actions),
    )

    def firewall_rules():
        wait_all(firewall.actions)
        fw = firewall.firewall
        wait_all(
            fw.set_rules(
                [
                    FirewallRule(direction="in", protocol="tcp", port="443", source_ips=["0.0.0.0/0"]),
                    FirewallRule(direction="out", protocol="udp", port="53", source_ips=[], destination_ips=["0.0.0.0/0"]),
                ]
            )
        )
        fresh = client.firewalls.get_by_id(fw.id)
        return {
            "rules": [(r.direction, r.protocol, r.port) for r in fresh.rules],
            "applied_to": [a.type for a in fresh.applied_to],
        }

    s.step("replace rules", firewall_rules, lambda r: r)

    def direct_application():
        fw = firewall.firewall
        wait_all(fw.apply_to_resources([FirewallResource(type="server", server=worker)]))
        on_server = [f.firewall.id for f in client.servers.get_by_id(worker.id).public_net.firewalls]
        wait_all(fw.remove_from_resources([FirewallResource(type="server", server=worker)]))
        return {"on_server": on_server, "firewall": fw.id}

    s.step("apply to and remove from a server", direct_application, lambda r: r)

    floating = s.step(
        "create floating ip",
        lambda: client.floating_ips.create(
            type="ipv4", home_location=Location(name="hel1"), name="entry", description="front door"
        ),
        lambda r: {"name": r.floating_ip.name, "server": r.floating_ip.server},
    ).floating_ip

    s.step(
        "update the floating ip",
        lambda: floating.update(description="main entry", labels={"edge": "1"}, name="entry-1"),
        lambda f: {"name": f.name, "description": f.description, "labels": f.labels},
    )

    def move_floating():
        floating.assign(worker).wait_until_finished()
        first = client.floating_ips.get_by_id(floating.id).server.id
        floating.assign(other).wait_until_finished()
        second = client.floating_ips.get_by_id(floating.id).server.id
        floating.change_dns_ptr(floating.ip, "entry.example.com").wait_until_finished()
        floating.unassign().wait_until_finished()
        fresh = client.floating_ips.get_by_id(floating.id)
        return {
            "first": first == worker.id,
            "second": second == other.id,
            "dns_ptr": fresh.dns_ptr,
            "after_unassign": fresh.server,
            "ip": fresh.ip,
        }

    s.step("assign, reassign, reverse dns, unassign", move_floating, lambda r: r)
    s.step(
        "protect floating ip",
        lambda: floating.change_protection(delete=True).wait_until_finished(),
    )
    s.expect_error("delete protected floating ip", lambda: floating.delete())
    s.step(
        "unprotect and delete floating ip",
        lambda: (floating.change_protection(delete=False).wait_until_finished(), floating.delete())[1],
        lambda deleted: deleted,
    )

    # Created unassigned (no assignee): it needs a location, and the API reports it `unassigned`.
    primary = s.step(
        "create primary ip",
        lambda: client.primary_ips.create(type="ipv6", name="v6-fixed", location=Location(name="hel1"), labels={"keep": "1"}),
        lambda r: {
            "type": r.primary_ip.type,
            "location": r.primary_ip.location.name,
            "assignee_id": r.primary_ip.assignee_id,
            "assignee_type": r.primary_ip.assignee_type,
            "labels": r.primary_ip.labels,
            "action": r.action,
        },
    ).primary_ip
    def build_on_primary():
        r = client.servers.create(
            name="worker-3",
            server_type=ServerType(name="cx22"),
            image=Image(name="debian-12"),
            location=Location(name="hel1"),
            public_net=ServerCreatePublicNetwork(ipv6=primary, enable_ipv4=False),
        )
        wait_all([r.action, *r.next_actions])
        server = client.servers.get_by_id(r.server.id)
        return server, client.primary_ips.get_by_id(primary.id)

    s.step(
        "create server on the primary ip",
        build_on_primary,
        lambda pair: {
            "server_ipv4": pair[0].public_net.ipv4.ip if pair[0].public_net.ipv4 else None,
            "assigned": pair[1].assignee_id == pair[0].id,
        },
    )
    s.expect_error("unassign from running server", lambda: primary.unassign())

    def move_primary():
        worker3 = client.servers.get_by_name("worker-3")
        worker3.power_off().wait_until_finished()
        primary.unassign().wait_until_finished()
        unassigned = client.primary_ips.get_by_id(primary.id)
        primary.assign(assignee_id=worker3.id, assignee_type="server").wait_until_finished()
        reassigned = client.primary_ips.get_by_id(primary.id)
        primary.unassign().wait_until_finished()
        primary.update(name="v6-kept", auto_delete=False, labels={"keep": "2"})
        primary.change_dns_ptr(unassigned.ip.split("/")[0] + "1", "v6.example.com").wait_until_finished()
        worker3.delete().wait_until_finished()
        fresh = client.primary_ips.get_by_id(primary.id)
        return {
            "after_unassign": [unassigned.assignee_id, unassigned.assignee_type],
            "after_assign": [reassigned.assignee_id == worker3.id, reassigned.assignee_type],
            "name": fresh.name,
            "assignee_id": fresh.assignee_id,
            "assignee_type": fresh.assignee_type,
            "labels": fresh.labels,
            "dns_ptr": fresh.dns_ptr,
        }

    s.step("unassign, reassign, unassign, update, delete the server; the IP stays", move_primary, lambda r: r)
    s.step(
        "find the primary ip by label and by name",
        lambda: (client.primary_ips.get_all(label_selector="keep=2"), client.primary_ips.get_by_name("v6-kept")),
        lambda pair: [[x.id for x in pair[0]], pair[1].id],
    )
    s.step(
        "delete primary ip",
        lambda: client.primary_ips.delete(primary),
        lambda deleted: deleted,
    )

    def teardown():
        for server in client.servers.get_all():
            server.delete().wait_until_finished()
        # A firewall still applied (here by its label selector) cannot be deleted.
        wait_all(
            firewall.firewall.remove_from_resources(
                [
                    FirewallResource(
                        type="label_selector",
                        label_selector=FirewallResourceLabelSelector(selector="role=worker"),
                    )
                ]
            )
        )
        firewall.firewall.delete()
        network.delete()
        return {
            "servers": len(client.servers.get_all()),
            "firewalls": len(client.firewalls.get_all()),
            "networks": len(client.networks.get_all()),
        }

    s.step("delete servers, firewall and network", teardown, lambda r: r)


run(scenario)
