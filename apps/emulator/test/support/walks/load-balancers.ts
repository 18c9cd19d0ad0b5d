import type { Walk } from "./walk.js";

/**
 * Every operation of load balancer types and load balancers, each answered with a spec-valid
 * success response. The https service uses `certificates: []` (TLS passthrough): the
 * certificates family is built separately, so this walk does not depend on its operations.
 */
export const walkLoadBalancers: Walk = async (ok) => {
  await ok("GET", "/load_balancer_types");
  await ok("GET", "/load_balancer_types?name=lb11");
  await ok("GET", "/load_balancer_types/1");

  const network = (
    await ok("POST", "/networks", {
      name: "lb-walk-net",
      ip_range: "10.20.0.0/16",
      subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.20.1.0/24" }],
    })
  ).network;
  const server = (
    await ok("POST", "/servers", {
      name: "lb-walk-target",
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: "fsn1",
      networks: [network.id],
      labels: { tier: "lb-walk" },
    })
  ).server;

  const created = await ok("POST", "/load_balancers", {
    name: "lb-walk",
    load_balancer_type: "lb11",
    location: "fsn1",
    network: network.id,
    labels: { env: "walk" },
    services: [
      { protocol: "http", listen_port: 80, destination_port: 8080 },
      { protocol: "https", http: { certificates: [] } },
    ],
    targets: [{ type: "server", server: { id: server.id }, use_private_ip: true }],
  });
  const lb = created.load_balancer;
  await ok("GET", "/load_balancers");
  await ok("GET", "/load_balancers?label_selector=env%3Dwalk&sort=name:desc");
  await ok("GET", `/load_balancers/${lb.id}`);
  await ok("PUT", `/load_balancers/${lb.id}`, { name: "lb-walk-2", labels: { env: "walk" } });
  await ok(
    "GET",
    `/load_balancers/${lb.id}/metrics?type=open_connections,bandwidth&start=2026-01-01T00:00:00%2B00:00&end=2026-01-01T01:00:00.5Z&step=60`,
  );

  const base = `/load_balancers/${lb.id}/actions`;
  await ok("POST", `${base}/add_service`, {
    protocol: "tcp",
    listen_port: 5432,
    destination_port: 5432,
  });
  await ok("POST", `${base}/update_service`, {
    listen_port: 5432,
    destination_port: 6432,
    health_check: { protocol: null, port: null, interval: 30, timeout: null, retries: null },
  });
  await ok("POST", `${base}/delete_service`, { listen_port: 5432 });
  await ok("POST", `${base}/add_target`, {
    type: "label_selector",
    label_selector: { selector: "tier=lb-walk" },
    use_private_ip: true,
  });
  await ok("POST", `${base}/remove_target`, {
    type: "label_selector",
    label_selector: { selector: "tier=lb-walk" },
  });
  await ok("POST", `${base}/change_algorithm`, { type: "least_connections" });
  await ok("POST", `${base}/change_dns_ptr`, {
    ip: lb.public_net.ipv4.ip,
    dns_ptr: "lb.example.com",
  });
  await ok("POST", `${base}/change_type`, { load_balancer_type: "lb21" });
  await ok("POST", `${base}/disable_public_interface`);
  await ok("POST", `${base}/enable_public_interface`);

  const second = (
    await ok("POST", "/networks", {
      name: "lb-walk-net-2",
      ip_range: "10.21.0.0/16",
      subnets: [{ type: "cloud", network_zone: "eu-central", ip_range: "10.21.1.0/24" }],
    })
  ).network;
  await ok("POST", `${base}/attach_to_network`, { network: second.id, ip: "10.21.1.10" });
  await ok("POST", `${base}/detach_from_network`, { network: second.id });
  await ok("POST", `${base}/change_protection`, { delete: true });

  const actions = await ok("GET", "/load_balancers/actions?sort=id:desc");
  const action = actions.actions[0];
  await ok("GET", `/load_balancers/actions/${action.id}`);
  await ok("GET", `${base}?status=success`);
  await ok("GET", `${base}/${action.id}`);

  await ok("POST", `${base}/change_protection`, { delete: false });
  await ok("DELETE", `/load_balancers/${lb.id}`);
  await ok("DELETE", `/servers/${server.id}`);
};
