# A Storage Box on the second API (HETZNER_ENDPOINT), with a subaccount and a snapshot.
variable "storage_box_password" {
  type      = string
  sensitive = true
}

resource "hcloud_storage_box" "backups" {
  name             = "backups"
  storage_box_type = "bx11"
  location         = "hel1"
  password         = var.storage_box_password
  labels           = { env = "test" }

  access_settings = {
    reachable_externally = true
    samba_enabled        = false
    ssh_enabled          = true
    webdav_enabled       = false
    zfs_enabled          = false
  }

  snapshot_plan = {
    max_snapshots = 5
    minute        = 16
    hour          = 3
  }
}

resource "hcloud_storage_box_subaccount" "web" {
  storage_box_id = hcloud_storage_box.backups.id
  name           = "web"
  home_directory = "web"
  password       = var.storage_box_password
  description    = "the web servers' backups"

  access_settings = {
    ssh_enabled = true
    readonly    = false
  }
}

resource "hcloud_storage_box_snapshot" "first" {
  storage_box_id = hcloud_storage_box.backups.id
  description    = "before the upgrade"
  labels         = { env = "test" }
}
