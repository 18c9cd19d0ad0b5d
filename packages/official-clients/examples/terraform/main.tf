# A web server with an SSH key and a firewall. Against the emulator:
#   HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=<64 characters> terraform apply
terraform {
  required_providers {
    hcloud = {
      source = "hetznercloud/hcloud"
    }
  }
}

provider "hcloud" {}

variable "ssh_public_key" {
  type = string
}

resource "hcloud_ssh_key" "me" {
  name       = "me"
  public_key = var.ssh_public_key
}

resource "hcloud_firewall" "web" {
  name = "web"
  rule {
    direction  = "in"
    protocol   = "tcp"
    port       = "443"
    source_ips = ["0.0.0.0/0", "::/0"]
  }
}

resource "hcloud_server" "web" {
  name         = "web-1"
  server_type  = "cpx22"
  image        = "ubuntu-24.04"
  location     = "hel1"
  ssh_keys     = [hcloud_ssh_key.me.id]
  firewall_ids = [hcloud_firewall.web.id]
  labels       = { role = "web" }
}

output "ipv4" {
  value = hcloud_server.web.ipv4_address
}
