# A small production-like project, written as a Terraform user of the provider hetznercloud/hcloud
# writes it: the test applies it against the emulator, then expects `plan` to report no changes.
terraform {
  required_providers {
    hcloud = {
      source = "hetznercloud/hcloud"
    }
  }
}

# The token and endpoint come from HCLOUD_TOKEN and HCLOUD_ENDPOINT.
provider "hcloud" {
  poll_interval = "100ms"
}

variable "certificate" {
  type = string
}

variable "private_key" {
  type      = string
  sensitive = true
}

variable "ssh_public_key" {
  type = string
}

data "hcloud_location" "hel1" {
  name = "hel1"
}

data "hcloud_server_type" "web" {
  name = "cpx22"
}

data "hcloud_image" "ubuntu" {
  name              = "ubuntu-24.04"
  with_architecture = "x86"
}

resource "hcloud_ssh_key" "deploy" {
  name       = "deploy"
  public_key = var.ssh_public_key
  labels     = { team = "web" }
}

resource "hcloud_network" "main" {
  name     = "main"
  ip_range = "10.0.0.0/16"
  labels   = { env = "test" }
}

resource "hcloud_network_subnet" "web" {
  network_id   = hcloud_network.main.id
  type         = "cloud"
  network_zone = "eu-central"
  ip_range     = "10.0.1.0/24"
}

resource "hcloud_network_route" "vpn" {
  network_id  = hcloud_network.main.id
  destination = "10.100.1.0/24"
  gateway     = "10.0.1.10"
  depends_on  = [hcloud_network_subnet.web]
}

resource "hcloud_firewall" "web" {
  name   = "web"
  labels = { env = "test" }

  rule {
    direction   = "in"
    protocol    = "tcp"
    port        = "22"
    source_ips  = ["0.0.0.0/0", "::/0"]
    description = "ssh"
  }

  rule {
    direction  = "in"
    protocol   = "icmp"
    source_ips = ["0.0.0.0/0", "::/0"]
  }

  rule {
    direction       = "out"
    protocol        = "tcp"
    port            = "any"
    destination_ips = ["0.0.0.0/0", "::/0"]
  }
}

resource "hcloud_placement_group" "web" {
  name   = "web"
  type   = "spread"
  labels = { env = "test" }
}

resource "hcloud_primary_ip" "web" {
  name          = "web-ipv4"
  type          = "ipv4"
  location      = data.hcloud_location.hel1.name
  auto_delete   = false
  labels        = { env = "test" }
}

resource "hcloud_server" "web" {
  count              = 2
  name               = "web-${count.index + 1}"
  server_type        = data.hcloud_server_type.web.name
  image              = data.hcloud_image.ubuntu.name
  location           = data.hcloud_location.hel1.name
  ssh_keys           = [hcloud_ssh_key.deploy.id]
  placement_group_id = hcloud_placement_group.web.id
  firewall_ids       = [hcloud_firewall.web.id]
  # The ops firewall reaches these servers through hcloud_firewall_attachment's label selector,
  # and the API lists it on them: the provider's documented way to keep that out of the plan.
  ignore_remote_firewall_ids = true
  labels                     = { env = "test", role = "web" }
  backups            = count.index == 0

  public_net {
    ipv4_enabled = true
    ipv4         = count.index == 0 ? hcloud_primary_ip.web.id : null
    ipv6_enabled = true
  }
}

resource "hcloud_server_network" "web" {
  count      = 2
  server_id  = hcloud_server.web[count.index].id
  network_id = hcloud_network.main.id
  ip         = "10.0.1.${count.index + 5}"
  depends_on = [hcloud_network_subnet.web]
}

resource "hcloud_volume" "data" {
  name      = "data"
  size      = 20
  location  = data.hcloud_location.hel1.name
  format    = "ext4"
  labels    = { env = "test" }
}

resource "hcloud_volume_attachment" "data" {
  volume_id = hcloud_volume.data.id
  server_id = hcloud_server.web[0].id
  automount = false
}

resource "hcloud_uploaded_certificate" "shop" {
  name        = "shop"
  certificate = var.certificate
  private_key = var.private_key
  labels      = { env = "test" }
}

resource "hcloud_load_balancer" "web" {
  name               = "web"
  load_balancer_type = "lb11"
  location           = data.hcloud_location.hel1.name
  labels             = { env = "test" }

  algorithm {
    type = "least_connections"
  }
}

resource "hcloud_load_balancer_network" "web" {
  load_balancer_id = hcloud_load_balancer.web.id
  network_id       = hcloud_network.main.id
  ip               = "10.0.1.100"
  depends_on       = [hcloud_network_subnet.web]
}

resource "hcloud_load_balancer_service" "https" {
  load_balancer_id = hcloud_load_balancer.web.id
  protocol         = "https"
  listen_port      = 443
  destination_port = 80

  http {
    certificates  = [hcloud_uploaded_certificate.shop.id]
    redirect_http = true
  }

  health_check {
    protocol = "http"
    port     = 80
    interval = 15
    timeout  = 10
    retries  = 3
    http {
      path         = "/healthz"
      status_codes = ["2??", "3??"]
    }
  }
}

resource "hcloud_load_balancer_target" "web" {
  type             = "label_selector"
  load_balancer_id = hcloud_load_balancer.web.id
  label_selector   = "role=web"
  use_private_ip   = true
  depends_on       = [hcloud_load_balancer_network.web]
}

resource "hcloud_floating_ip" "web" {
  type          = "ipv4"
  home_location = data.hcloud_location.hel1.name
  description   = "web"
  labels        = { env = "test" }
}

resource "hcloud_floating_ip_assignment" "web" {
  floating_ip_id = hcloud_floating_ip.web.id
  server_id      = hcloud_server.web[1].id
}

resource "hcloud_rdns" "web" {
  server_id  = hcloud_server.web[0].id
  ip_address = hcloud_server.web[0].ipv4_address
  dns_ptr    = "web-1.example-shop.com"
}

resource "hcloud_rdns" "floating" {
  floating_ip_id = hcloud_floating_ip.web.id
  ip_address     = hcloud_floating_ip.web.ip_address
  dns_ptr        = "example-shop.com"
}

resource "hcloud_zone" "shop" {
  name   = "example-shop.com"
  mode   = "primary"
  ttl    = 3600
  labels = { env = "test" }
}

resource "hcloud_zone_rrset" "www" {
  zone   = hcloud_zone.shop.name
  name   = "www"
  type   = "A"
  ttl    = 600
  labels = { env = "test" }
  records = [
    { value = hcloud_floating_ip.web.ip_address, comment = "the floating IP" },
  ]
}

resource "hcloud_zone_rrset" "mail" {
  zone = hcloud_zone.shop.name
  name = "@"
  type = "MX"
  records = [
    { value = "10 mail.shop.example.com." },
  ]
}

output "server_ids" {
  value = hcloud_server.web[*].id
}

output "load_balancer_ipv4" {
  value = hcloud_load_balancer.web.ipv4
}
