"""A load balancer in front of two servers, with uploaded and managed certificates, using hcloud-python."""

import os
from datetime import datetime, timedelta, timezone

from harness import run, wait_all
from hcloud.actions.client import ActionFailedException
from hcloud.images.domain import Image
from hcloud.load_balancer_types.domain import LoadBalancerType
from hcloud.load_balancers.domain import (
    LoadBalancerAlgorithm,
    LoadBalancerCreatePublicNetwork,
    LoadBalancerHealtCheckHttp,
    LoadBalancerHealthCheck,
    LoadBalancerService,
    LoadBalancerServiceHttp,
    LoadBalancerTarget,
    LoadBalancerTargetLabelSelector,
)
from hcloud.locations.domain import Location
from hcloud.networks.domain import NetworkSubnet
from hcloud.server_types.domain import ServerType

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "fixtures")


def read_fixture(name):
    with open(os.path.join(FIXTURES, name)) as handle:
        return handle.read()


def scenario(s):
    client = s.client

    s.step(
        "a deprecated load balancer type says so",
        lambda: client.load_balancer_types.get_by_name("lb-rehearsal"),
        lambda t: {
            "announced": t.deprecation.announced.isoformat(),
            "unavailable_after": t.deprecation.unavailable_after.isoformat(),
        },
    )

    cert = s.step(
        "upload certificate",
        lambda: client.certificates.create(
            name="shop",
            certificate=read_fixture("shop.example.com.cert.pem"),
            private_key=read_fixture("shop.example.com.key.pem"),
            labels={"env": "prod"},
        ),
        lambda c: {"type": c.type, "domain_names": c.domain_names, "fingerprint": c.fingerprint},
    )
    s.expect_error(
        "upload a certificate with a key that is not its own",
        lambda: client.certificates.create(
            name="broken",
            certificate=read_fixture("shop.example.com.cert.pem"),
            private_key=read_fixture("shop.example.com.cert.pem"),
        ),
    )

    managed = s.step(
        "request a managed certificate outside any DNS zone",
        lambda: client.certificates.create_managed(name="managed", domain_names=["shop.example.com"]),
        lambda r: {"type": r.certificate.type, "action": r.action.command, "issuance": r.certificate.status.issuance},
    )

    def failed_issuance():
        try:
            managed.action.wait_until_finished()
            failed_with = None
        except ActionFailedException as failure:
            failed_with = failure.action.error["code"]
        return {"failed_with": failed_with, "issuance": client.certificates.get_by_id(managed.certificate.id).status.issuance}

    s.step("its issuance fails: no zone of the project covers the domain", failed_issuance, lambda r: r)

    def retry_with_zone():
        zone = client.zones.create(name="example.com", mode="primary")
        zone.action.wait_until_finished()
        client.certificates.retry_issuance(managed.certificate).wait_until_finished()
        fresh = client.certificates.get_by_id(managed.certificate.id)
        result = {
            "issuance": fresh.status.issuance,
            "domain_names": fresh.domain_names,
            "not_valid_after": fresh.not_valid_after is not None,
            "actions": [a.command for a in fresh.get_actions()],
        }
        fresh.delete()
        zone.zone.delete().action.wait_until_finished()
        return result

    s.step("a zone for the domain lets the retried issuance succeed", retry_with_zone, lambda r: r)

    network = s.step(
        "create network",
        lambda: client.networks.create(
            name="lb-net",
            ip_range="10.5.0.0/16",
            subnets=[NetworkSubnet(ip_range="10.5.1.0/24", type="cloud", network_zone="eu-central")],
        ),
        lambda n: n.name,
    )

    def servers():
        ids = []
        for name in ["shop-1", "shop-2"]:
            r = client.servers.create(
                name=name,
                server_type=ServerType(name="cx22"),
                image=Image(name="debian-12"),
                location=Location(name="fsn1"),
                networks=[network],
                labels={"app": "shop"},
            )
            wait_all([r.action, *r.next_actions])
            ids.append(r.server.id)
        return ids

    server_ids = s.step("create two servers", servers, list)

    created = s.step(
        "create load balancer with a service and a label target",
        lambda: client.load_balancers.create(
            name="shop-lb",
            load_balancer_type=LoadBalancerType(name="lb11"),
            location=Location(name="fsn1"),
            algorithm=LoadBalancerAlgorithm(type="round_robin"),
            services=[
                LoadBalancerService(
                    protocol="https",
                    listen_port=443,
                    destination_port=80,
                    proxyprotocol=False,
                    http=LoadBalancerServiceHttp(certificates=[cert], sticky_sessions=True, cookie_name="S", cookie_lifetime=300, redirect_http=True),
                    health_check=LoadBalancerHealthCheck(
                        protocol="http",
                        port=80,
                        interval=15,
                        timeout=10,
                        retries=3,
                        http=LoadBalancerHealtCheckHttp(path="/up", status_codes=["200"], tls=False),
                    ),
                )
            ],
            targets=[
                LoadBalancerTarget(
                    type="label_selector",
                    label_selector=LoadBalancerTargetLabelSelector(selector="app=shop"),
                    use_private_ip=False,
                )
            ],
            labels={"app": "shop"},
        ),
        lambda r: {"action": r.action.command, "name": r.load_balancer.name},
    )
    wait_all([created.action])
    lb = client.load_balancers.get_by_id(created.load_balancer.id)

    def view():
        fresh = client.load_balancers.get_by_id(lb.id)
        return {
            "type": fresh.load_balancer_type.name,
            "algorithm": fresh.algorithm.type,
            "public": fresh.public_net.enabled,
            "dns_ptr": fresh.public_net.ipv4.dns_ptr,
            "private_ips": [p.ip for p in fresh.private_net],
            "services": sorted(
                [
                    {
                        "protocol": x.protocol,
                        "listen_port": x.listen_port,
                        "destination_port": x.destination_port,
                        "certificates": [c.id for c in x.http.certificates] if x.http else None,
                        "health_path": x.health_check.http.path if x.health_check.http else None,
                    }
                    for x in fresh.services
                ],
                key=lambda entry: entry["listen_port"],
            ),
            "targets": [
                {
                    "type": t.type,
                    "server": t.server.id if t.server else None,
                    "selector": t.label_selector.selector if t.label_selector else None,
                    "use_private_ip": t.use_private_ip,
                }
                for t in fresh.targets
            ],
        }

    s.step("read it back", view, lambda r: r)
    s.expect_error("delete the used certificate", lambda: cert.delete())

    def reshape():
        lb.attach_to_network(network, ip="10.5.1.200").wait_until_finished()
        # Switch the label target to the private network: without a public interface, every
        # target has to be reached through it.
        selector = LoadBalancerTargetLabelSelector(selector="app=shop")
        lb.remove_target(LoadBalancerTarget(type="label_selector", label_selector=selector)).wait_until_finished()
        lb.add_target(
            LoadBalancerTarget(type="label_selector", label_selector=selector, use_private_ip=True)
        ).wait_until_finished()
        # The library sends "use_private_ip": null when not given; here it is explicit.
        lb.add_target(
            LoadBalancerTarget(type="server", server=client.servers.get_by_id(server_ids[0]), use_private_ip=True)
        ).wait_until_finished()
        lb.add_service(LoadBalancerService(protocol="tcp", listen_port=22, destination_port=22, proxyprotocol=False)).wait_until_finished()
        lb.update_service(
            LoadBalancerService(
                listen_port=443,
                health_check=LoadBalancerHealthCheck(
                    protocol="http", port=80, interval=5, timeout=3, retries=1,
                    http=LoadBalancerHealtCheckHttp(path="/health", status_codes=["200"], tls=False),
                ),
            )
        ).wait_until_finished()
        lb.change_algorithm(LoadBalancerAlgorithm(type="least_connections")).wait_until_finished()
        lb.change_type(LoadBalancerType(name="lb21")).wait_until_finished()
        lb.disable_public_interface().wait_until_finished()
        disabled = client.load_balancers.get_by_id(lb.id).public_net.enabled
        lb.enable_public_interface().wait_until_finished()
        lb.change_dns_ptr(lb.public_net.ipv4.ip, "lb.example.com").wait_until_finished()
        return disabled

    s.step("attach network, add target and service, tune, change type", reshape, lambda disabled: disabled)
    s.step("read it back again", view, lambda r: r)
    s.expect_error(
        "add a second service on the same port",
        lambda: lb.add_service(LoadBalancerService(protocol="tcp", listen_port=22, destination_port=2222, proxyprotocol=False)),
    )

    def take_apart():
        lb.delete_service(LoadBalancerService(listen_port=22)).wait_until_finished()
        lb.remove_target(LoadBalancerTarget(type="server", server=client.servers.get_by_id(server_ids[0]))).wait_until_finished()
        lb.remove_target(
            LoadBalancerTarget(type="label_selector", label_selector=LoadBalancerTargetLabelSelector(selector="app=shop"))
        ).wait_until_finished()
        lb.detach_from_network(network).wait_until_finished()
        lb.update(name="shop-lb-old", labels={"retired": "yes"})
        fresh = client.load_balancers.get_by_name("shop-lb-old")
        return {"targets": len(fresh.targets), "services": len(fresh.services), "private": len(fresh.private_net), "labels": fresh.labels}

    s.step("remove service, targets and network; rename", take_apart, lambda r: r)

    def metrics():
        end = datetime.now(timezone.utc)
        return lb.get_metrics(
            type=["open_connections", "requests_per_second", "bandwidth"], start=end - timedelta(hours=1), end=end
        ).metrics

    s.step(
        "read its metrics",
        metrics,
        lambda m: {"series": sorted(m.time_series), "points": len(m.time_series["bandwidth.in"]["values"]) > 0},
    )
    s.step(
        "read its actions",
        lambda: lb.get_actions(sort=["id:asc"]),
        lambda actions: [a.command for a in actions][:3],
    )
    s.step(
        "protect load balancer",
        lambda: lb.change_protection(delete=True).wait_until_finished(),
    )
    s.expect_error("delete protected load balancer", lambda: lb.delete())

    def teardown():
        lb.change_protection(delete=False).wait_until_finished()
        deleted = lb.delete()
        deleted.action.wait_until_finished()
        cert.update(name="shop-old")
        cert.delete()
        return {
            "action": deleted.action.command,
            "load_balancers": len(client.load_balancers.get_all()),
            "certificates": len(client.certificates.get_all()),
        }

    s.step("delete the load balancer (an action to wait for) and the certificate", teardown, lambda r: r)

    # Since 2026-10-05 a load balancer can be created on primary IPs of the project, which it
    # keeps for its lifetime.
    def primary_ips():
        v4 = client.primary_ips.create(type="ipv4", name="edge-v4", location=Location(name="fsn1")).primary_ip
        v6 = client.primary_ips.create(type="ipv6", name="edge-v6", location=Location(name="fsn1")).primary_ip
        return v4, v6

    v4, v6 = s.step("create two unassigned primary ips", primary_ips, lambda pair: [ip.assignee_type for ip in pair])

    edge = s.step(
        "create a load balancer on them",
        lambda: client.load_balancers.create(
            name="edge-lb",
            load_balancer_type=LoadBalancerType(name="lb-rehearsal"),
            location=Location(name="fsn1"),
            public_net=LoadBalancerCreatePublicNetwork(ipv4=v4, ipv6=v6),
        ),
        lambda r: {
            "ipv4": r.load_balancer.public_net.ipv4.ip == v4.ip,
            "ipv4_primary_ip": r.load_balancer.public_net.ipv4.primary_ip.id == v4.id,
            "ipv6_primary_ip": r.load_balancer.public_net.ipv6.primary_ip.id == v6.id,
            "type_deprecation": r.load_balancer.load_balancer_type.deprecation is not None,
        },
    )

    def assigned():
        edge.action.wait_until_finished()
        fresh = client.primary_ips.get_by_id(v4.id)
        return {"assignee_type": fresh.assignee_type, "assignee_id": fresh.assignee_id == edge.load_balancer.id}

    s.step("the primary ips are the load balancer's", assigned, lambda r: r)
    s.expect_error("unassign a primary ip from the load balancer", lambda: v4.unassign())

    def teardown_edge():
        edge.load_balancer.delete().action.wait_until_finished()
        after = [client.primary_ips.get_by_id(ip.id) for ip in (v4, v6)]
        for ip in after:
            ip.delete()
        for server in client.servers.get_all():
            server.delete().wait_until_finished()
        network.delete()
        return {
            "ips_after_delete": [[ip.assignee_id, ip.assignee_type] for ip in after],
            "load_balancers": len(client.load_balancers.get_all()),
            "primary_ips": len(client.primary_ips.get_all()),
            "servers": len(client.servers.get_all()),
        }

    s.step("delete it: the primary ips stay, unassigned", teardown_edge, lambda r: r)


run(scenario)
