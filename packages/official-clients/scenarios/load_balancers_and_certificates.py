"""A load balancer in front of two servers, with an uploaded certificate, using python3-hcloud."""

import os

from harness import run
from hcloud.actions.client import ActionFailedException
from hcloud.images.domain import Image
from hcloud.load_balancer_types.domain import LoadBalancerType
from hcloud.load_balancers.domain import (
    LoadBalancerAlgorithm,
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


def wait_all(actions):
    for action in actions:
        action.wait_until_finished()


def scenario(s):
    client = s.client

    s.step(
        "list load balancer types",
        lambda: client.load_balancer_types.get_all(),
        lambda types: sorted(t.name for t in types),
    )
    s.step(
        "get lb11 by name",
        lambda: client.load_balancer_types.get_by_name("lb11"),
        lambda t: {"name": t.name, "max_services": t.max_services, "prices": len(t.prices)},
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

    def managed():
        created = client.certificates.create_managed(name="managed", domain_names=["shop.example.com"])
        try:
            created.action.wait_until_finished()
            failed_with = None
        except ActionFailedException as failure:
            failed_with = failure.action.error["code"]
        fresh = client.certificates.get_by_id(created.certificate.id)
        client.certificates.delete(fresh)
        return {"failed_with": failed_with, "issuance": fresh.status.issuance}

    s.step("request a managed certificate outside any DNS zone", managed, lambda r: r)

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
    s.step(
        "protect load balancer",
        lambda: lb.change_protection(delete=True).wait_until_finished(),
    )
    s.expect_error("delete protected load balancer", lambda: lb.delete())

    def teardown():
        lb.change_protection(delete=False).wait_until_finished()
        lb.delete()
        cert.update(name="shop-old")
        cert.delete()
        for x in client.servers.get_all():
            x.delete().wait_until_finished()
        network.delete()
        return {
            "load_balancers": len(client.load_balancers.get_all()),
            "certificates": len(client.certificates.get_all()),
        }

    s.step("delete load balancer, certificate, servers, network", teardown, lambda r: r)


run(scenario)
