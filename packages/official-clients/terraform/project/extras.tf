# More of the provider: a managed certificate, a snapshot, a firewall applied by label, a zone
# record, and the data sources a module reads its inputs with.
resource "hcloud_managed_certificate" "api" {
  name         = "api"
  domain_names = ["api.example-shop.com"]
  labels       = { env = "test" }
  # A managed certificate is issued for domains whose zone the project holds.
  depends_on = [hcloud_zone.shop]
}

resource "hcloud_firewall" "ops" {
  name = "ops"
  rule {
    direction  = "in"
    protocol   = "udp"
    port       = "51820"
    source_ips = ["198.51.100.0/24"]
  }
}

resource "hcloud_firewall_attachment" "ops" {
  firewall_id     = hcloud_firewall.ops.id
  label_selectors = ["role=web"]
}

resource "hcloud_snapshot" "web" {
  server_id   = hcloud_server.web[1].id
  description = "before the upgrade"
  labels      = { env = "test" }
  # The API refuses an action on a server while another runs on it (423 locked), and the
  # provider's snapshot does not retry: take it once the server's attachments are done.
  depends_on = [hcloud_server_network.web, hcloud_floating_ip_assignment.web]
}

resource "hcloud_zone_record" "txt" {
  zone    = hcloud_zone.shop.name
  name    = "_verify"
  type    = "TXT"
  value   = "\"site-verification=abc123\""
  comment = "search console"
}

data "hcloud_servers" "web" {
  with_selector = "role=web"
  depends_on    = [hcloud_server.web]
}

data "hcloud_network" "main" {
  id = hcloud_network.main.id
}

data "hcloud_load_balancer" "web" {
  name = hcloud_load_balancer.web.name
}

data "hcloud_ssh_keys" "all" {
  depends_on = [hcloud_ssh_key.deploy]
}

data "hcloud_locations" "all" {}

data "hcloud_server_types" "all" {}

data "hcloud_zone" "shop" {
  name = hcloud_zone.shop.name
}

output "web_servers" {
  value = length(data.hcloud_servers.web.servers)
}

output "locations" {
  value = length(data.hcloud_locations.all.locations)
}

output "network_range" {
  value = data.hcloud_network.main.ip_range
}
