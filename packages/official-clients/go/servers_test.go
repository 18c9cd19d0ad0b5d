package scenarios

import (
	"context"
	"net"
	"testing"
	"time"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// A server's life, every action a user runs on one.
func TestServers(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("servers", map[string]string{"tier": "web"})
	var key *hcloud.SSHKey
	var server *hcloud.Server

	step(t, "creates an SSH key", func(t *testing.T) {
		ctx := testContext(t)
		key = call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{
			Name: "servers-deploy", PublicKey: publicKey(0), Labels: labels,
		})).ok(t)
		equal(t, "fingerprint", key.Fingerprint, fingerprint(0))
	})

	step(t, "creates a server by names and waits for its actions", func(t *testing.T) {
		ctx := testContext(t)
		serverType := call(client.ServerType.GetByName(ctx, "cpx22")).ok(t)
		image := call(client.Image.GetForArchitecture(ctx, "ubuntu-24.04", serverType.Architecture)).ok(t)
		location := call(client.Location.GetByName(ctx, "nbg1")).ok(t)
		if serverType == nil || image == nil || location == nil {
			t.Fatalf("catalog lookups: type %v, image %v, location %v", serverType, image, location)
		}
		result := call(client.Server.Create(ctx, hcloud.ServerCreateOpts{
			Name: "servers-web-1", ServerType: serverType, Image: image, Location: location,
			SSHKeys: []*hcloud.SSHKey{key}, Labels: labels, UserData: "#cloud-config\n",
		})).ok(t)
		equal(t, "status", result.Server.Status, hcloud.ServerStatusInitializing)
		equal(t, "action", result.Action.Command, "create_server")
		equal(t, "root password with a key", result.RootPassword, "")
		if len(result.NextActions) != 1 || result.NextActions[0].Command != "start_server" {
			t.Fatalf("next actions: %+v", result.NextActions)
		}
		wait(t, client, append([]*hcloud.Action{result.Action}, result.NextActions...)...)
		server = result.Server
	})

	step(t, "reads the server back by name and id", func(t *testing.T) {
		ctx := testContext(t)
		byName := call(client.Server.GetByName(ctx, "servers-web-1")).ok(t)
		if byName == nil {
			t.Fatalf("GetByName found nothing")
		}
		server = call(client.Server.GetByID(ctx, byName.ID)).ok(t)
		equal(t, "status", server.Status, hcloud.ServerStatusRunning)
		equal(t, "type", server.ServerType.Name, "cpx22")
		equal(t, "location", server.Location.Name, "nbg1")
		equal(t, "network zone", server.Location.NetworkZone, hcloud.NetworkZoneEUCentral)
		equal(t, "image", server.Image.Name, "ubuntu-24.04")
		equal(t, "labels", server.Labels["tier"], "web")
		if server.PublicNet.IPv4.IP == nil || server.PublicNet.IPv4.IP.To4() == nil {
			t.Errorf("no public IPv4: %+v", server.PublicNet.IPv4)
		}
		if server.PublicNet.IPv6.Network == nil {
			t.Errorf("no public IPv6 network: %+v", server.PublicNet.IPv6)
		}
		if server.PublicNet.IPv4.ID == 0 || server.PublicNet.IPv6.ID == 0 {
			t.Errorf("the public IPs are primary IPs with ids: %+v", server.PublicNet)
		}
		if server.Created.IsZero() || time.Since(server.Created) > time.Hour {
			t.Errorf("created: %v", server.Created)
		}
		if server.PrimaryDiskSize == 0 || server.IncludedTraffic == 0 {
			t.Errorf("disk %d, included traffic %d", server.PrimaryDiskSize, server.IncludedTraffic)
		}
	})

	step(t, "lists servers by label selector and status", func(t *testing.T) {
		ctx := testContext(t)
		servers := all(client.Server.AllWithOpts(ctx, hcloud.ServerListOpts{
			ListOpts: hcloud.ListOpts{LabelSelector: "scenario=servers,tier in (web,api)"},
			Status:   []hcloud.ServerStatus{hcloud.ServerStatusRunning},
		})).ok(t)
		if len(servers) != 1 || servers[0].ID != server.ID {
			t.Fatalf("got %d servers", len(servers))
		}
		none := all(client.Server.AllWithOpts(ctx, hcloud.ServerListOpts{
			ListOpts: hcloud.ListOpts{LabelSelector: "scenario=servers,!tier"},
		})).ok(t)
		equal(t, "servers without a tier", len(none), 0)
	})

	step(t, "renames and relabels", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Server.Update(ctx, server, hcloud.ServerUpdateOpts{
			Name: "servers-web-01", Labels: labelsOf("servers", map[string]string{"tier": "api"}),
		})).ok(t)
		equal(t, "name", updated.Name, "servers-web-01")
		equal(t, "tier", updated.Labels["tier"], "api")
		server = updated
	})

	step(t, "powers off, on, reboots, resets and shuts down", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Server.Poweroff(ctx, server)))
		equal(t, "status after poweroff", call(client.Server.GetByID(ctx, server.ID)).ok(t).Status, hcloud.ServerStatusOff)
		acted(t, client, call(client.Server.Poweron(ctx, server)))
		equal(t, "status after poweron", call(client.Server.GetByID(ctx, server.ID)).ok(t).Status, hcloud.ServerStatusRunning)
		reboot := acted(t, client, call(client.Server.Reboot(ctx, server)))
		equal(t, "reboot command", reboot.Command, "reboot_server")
		reset := acted(t, client, call(client.Server.Reset(ctx, server)))
		equal(t, "reset command", reset.Command, "reset_server")
		shutdown := acted(t, client, call(client.Server.Shutdown(ctx, server)))
		equal(t, "shutdown command", shutdown.Command, "shutdown_server")
		equal(t, "status after shutdown", call(client.Server.GetByID(ctx, server.ID)).ok(t).Status, hcloud.ServerStatusOff)
		acted(t, client, call(client.Server.Poweron(ctx, server)))
	})

	step(t, "resets the root password and requests a console", func(t *testing.T) {
		ctx := testContext(t)
		reset := call(client.Server.ResetPassword(ctx, server)).ok(t)
		if len(reset.RootPassword) < 8 {
			t.Errorf("root password %q", reset.RootPassword)
		}
		wait(t, client, reset.Action)
		console := call(client.Server.RequestConsole(ctx, server)).ok(t)
		if len(console.WSSURL) < 6 || console.WSSURL[:6] != "wss://" || console.Password == "" {
			t.Errorf("console: %+v", console)
		}
		wait(t, client, console.Action)
	})

	step(t, "enables and disables rescue mode", func(t *testing.T) {
		ctx := testContext(t)
		rescue := call(client.Server.EnableRescue(ctx, server, hcloud.ServerEnableRescueOpts{
			Type: hcloud.ServerRescueTypeLinux64, SSHKeys: []*hcloud.SSHKey{key},
		})).ok(t)
		if rescue.RootPassword == "" {
			t.Errorf("no rescue root password")
		}
		wait(t, client, rescue.Action)
		equal(t, "rescue on", call(client.Server.GetByID(ctx, server.ID)).ok(t).RescueEnabled, true)
		acted(t, client, call(client.Server.DisableRescue(ctx, server)))
		equal(t, "rescue off", call(client.Server.GetByID(ctx, server.ID)).ok(t).RescueEnabled, false)
		// No options: hcloud-go sends `"type": ""`, which stands for the default type.
		bare := call(client.Server.EnableRescue(ctx, server, hcloud.ServerEnableRescueOpts{})).ok(t)
		wait(t, client, bare.Action)
		equal(t, "rescue on without options", call(client.Server.GetByID(ctx, server.ID)).ok(t).RescueEnabled, true)
		acted(t, client, call(client.Server.DisableRescue(ctx, server)))
	})

	step(t, "attaches and detaches an ISO", func(t *testing.T) {
		ctx := testContext(t)
		iso := call(client.ISO.GetByName(ctx, "systemrescue-11.03.iso")).ok(t)
		if iso == nil {
			t.Fatalf("ISO not found")
		}
		acted(t, client, call(client.Server.AttachISO(ctx, server, iso)))
		attached := call(client.Server.GetByID(ctx, server.ID)).ok(t)
		if attached.ISO == nil || attached.ISO.Name != iso.Name {
			t.Fatalf("attached ISO: %+v", attached.ISO)
		}
		acted(t, client, call(client.Server.DetachISO(ctx, server)))
		if detached := call(client.Server.GetByID(ctx, server.ID)).ok(t); detached.ISO != nil {
			t.Errorf("ISO still attached: %+v", detached.ISO)
		}
	})

	step(t, "enables and disables backups", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Server.EnableBackup(ctx, server, "")))
		if window := call(client.Server.GetByID(ctx, server.ID)).ok(t).BackupWindow; window == "" {
			t.Errorf("no backup window after enabling backups")
		}
		acted(t, client, call(client.Server.DisableBackup(ctx, server)))
		equal(t, "window after disabling", call(client.Server.GetByID(ctx, server.ID)).ok(t).BackupWindow, "")
	})

	step(t, "sets and resets reverse DNS for IPv4 and IPv6", func(t *testing.T) {
		ctx := testContext(t)
		ipv4 := server.PublicNet.IPv4.IP.String()
		acted(t, client, call(client.Server.ChangeDNSPtr(ctx, server, ipv4, ptr("web.example.com"))))
		ipv6 := server.PublicNet.IPv6.Network.IP.String() + "1"
		// The generic RDNS client, as the CLI's `server set-rdns` uses it.
		acted(t, client, call(client.RDNS.ChangeDNSPtr(ctx, server, net.ParseIP(ipv6), ptr("v6.example.com"))))
		read := call(client.Server.GetByID(ctx, server.ID)).ok(t)
		equal(t, "IPv4 PTR", read.PublicNet.IPv4.DNSPtr, "web.example.com")
		ptrOfIPv6 := read.PublicNet.IPv6.DNSPtrForIP(net.ParseIP(ipv6))
		equal(t, "IPv6 PTR", ptrOfIPv6, "v6.example.com")
		acted(t, client, call(client.Server.ChangeDNSPtr(ctx, server, ipv4, nil)))
		if reset := call(client.Server.GetByID(ctx, server.ID)).ok(t).PublicNet.IPv4.DNSPtr; reset == "web.example.com" {
			t.Errorf("IPv4 PTR not reset: %q", reset)
		}
	})

	step(t, "reads CPU, disk and network metrics", func(t *testing.T) {
		ctx := testContext(t)
		end := time.Now().UTC().Truncate(time.Second)
		metrics := call(client.Server.GetMetrics(ctx, server, hcloud.ServerGetMetricsOpts{
			Types: []hcloud.ServerMetricType{hcloud.ServerMetricCPU, hcloud.ServerMetricDisk, hcloud.ServerMetricNetwork},
			Start: end.Add(-30 * time.Minute), End: end, Step: 60,
		})).ok(t)
		equal(t, "step", metrics.Step, 60.0)
		for _, series := range []string{"cpu", "disk.0.iops.read", "network.0.bandwidth.in"} {
			values := metrics.TimeSeries[series]
			if len(values) == 0 {
				t.Errorf("no time series %q in %v", series, keysOf(metrics.TimeSeries))
				continue
			}
			if values[0].Timestamp == 0 || values[0].Value == "" {
				t.Errorf("%s: first value %+v", series, values[0])
			}
		}
	})

	var snapshot *hcloud.Image
	step(t, "creates a snapshot and finds it by label", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Server.CreateImage(ctx, server, &hcloud.ServerCreateImageOpts{
			Type: hcloud.ImageTypeSnapshot, Description: ptr("servers-release-7"), Labels: labelsOf("servers", nil),
		})).ok(t)
		equal(t, "image type", result.Image.Type, hcloud.ImageTypeSnapshot)
		equal(t, "action", result.Action.Command, "create_image")
		wait(t, client, result.Action)
		images := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{
			ListOpts: hcloud.ListOpts{LabelSelector: "scenario=servers"},
			Type:     []hcloud.ImageType{hcloud.ImageTypeSnapshot},
		})).ok(t)
		if len(images) != 1 {
			t.Fatalf("snapshots by label: %d", len(images))
		}
		snapshot = images[0]
		equal(t, "status", snapshot.Status, hcloud.ImageStatusAvailable)
		equal(t, "description", snapshot.Description, "servers-release-7")
		if snapshot.CreatedFrom == nil || snapshot.CreatedFrom.ID != server.ID {
			t.Errorf("created from: %+v", snapshot.CreatedFrom)
		}
		if snapshot.ImageSize == 0 {
			t.Errorf("a snapshot has an image size")
		}
	})

	step(t, "rebuilds from a system image, then from the snapshot", func(t *testing.T) {
		ctx := testContext(t)
		debian := call(client.Image.GetForArchitecture(ctx, "debian-12", hcloud.ArchitectureX86)).ok(t)
		rebuilt := call(client.Server.RebuildWithResult(ctx, server, hcloud.ServerRebuildOpts{Image: debian})).ok(t)
		equal(t, "rebuild command", rebuilt.Action.Command, "rebuild_server")
		wait(t, client, rebuilt.Action)
		equal(t, "image after rebuild", call(client.Server.GetByID(ctx, server.ID)).ok(t).Image.Name, "debian-12")
		fromSnapshot := call(client.Server.RebuildWithResult(ctx, server, hcloud.ServerRebuildOpts{Image: snapshot})).ok(t)
		wait(t, client, fromSnapshot.Action)
		equal(t, "image after the second rebuild", call(client.Server.GetByID(ctx, server.ID)).ok(t).Image.ID, snapshot.ID)
	})

	step(t, "changes the type of a stopped server", func(t *testing.T) {
		ctx := testContext(t)
		bigger := call(client.ServerType.GetByName(ctx, "cpx32")).ok(t)
		_, _, err := client.Server.ChangeType(ctx, server, hcloud.ServerChangeTypeOpts{ServerType: bigger, UpgradeDisk: false})
		apiError(t, err, hcloud.ErrorCodeServerNotStopped, 422)
		acted(t, client, call(client.Server.Poweroff(ctx, server)))
		change := acted(t, client, call(client.Server.ChangeType(ctx, server, hcloud.ServerChangeTypeOpts{ServerType: bigger, UpgradeDisk: false})))
		equal(t, "command", change.Command, "change_server_type")
		equal(t, "type", call(client.Server.GetByID(ctx, server.ID)).ok(t).ServerType.Name, "cpx32")
		acted(t, client, call(client.Server.Poweron(ctx, server)))
	})

	step(t, "updates, protects and deletes the snapshot", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Image.Update(ctx, snapshot, hcloud.ImageUpdateOpts{
			Description: ptr("servers-release-7b"), Labels: labelsOf("servers", map[string]string{"keep": "yes"}),
		})).ok(t)
		equal(t, "description", updated.Description, "servers-release-7b")
		acted(t, client, call(client.Image.ChangeProtection(ctx, snapshot, hcloud.ImageChangeProtectionOpts{Delete: ptr(true)})))
		_, err := client.Image.Delete(ctx, snapshot)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.Image.ChangeProtection(ctx, snapshot, hcloud.ImageChangeProtectionOpts{Delete: ptr(false)})))
		_, err = client.Image.Delete(ctx, snapshot)
		noErr(t, err)
		gone := call(client.Image.GetByID(ctx, snapshot.ID)).ok(t)
		if gone != nil {
			t.Errorf("snapshot still there: %+v", gone)
		}
	})

	step(t, "protects the server against delete and rebuild", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Server.ChangeProtection(ctx, server, hcloud.ServerChangeProtectionOpts{Delete: ptr(true), Rebuild: ptr(true)})))
		protected := call(client.Server.GetByID(ctx, server.ID)).ok(t)
		equal(t, "delete protection", protected.Protection.Delete, true)
		equal(t, "rebuild protection", protected.Protection.Rebuild, true)
		_, _, err := client.Server.DeleteWithResult(ctx, server)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		_, _, err = client.Server.RebuildWithResult(ctx, server, hcloud.ServerRebuildOpts{Image: &hcloud.Image{Name: "debian-12"}})
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.Server.ChangeProtection(ctx, server, hcloud.ServerChangeProtectionOpts{Delete: ptr(false), Rebuild: ptr(false)})))
	})

	step(t, "refuses a second action while one runs (423 locked)", func(t *testing.T) {
		ctx := testContext(t)
		var stopping *hcloud.Action
		withPausedClock(t, func() {
			stopping = call(client.Server.Poweroff(ctx, server)).ok(t)
			equal(t, "status while paused", stopping.Status, hcloud.ActionStatusRunning)
			equal(t, "locked", call(client.Server.GetByID(ctx, server.ID)).ok(t).Locked, true)
			_, _, err := client.Server.Reboot(ctx, server)
			apiError(t, err, hcloud.ErrorCodeLocked, 423)
		})
		wait(t, client, stopping)
	})

	step(t, "lists the server's actions and reads one", func(t *testing.T) {
		ctx := testContext(t)
		actions := all(client.Server.Action.AllFor(ctx, server, hcloud.ActionListOpts{Sort: []string{"id:desc"}})).ok(t)
		if len(actions) < 10 {
			t.Fatalf("only %d actions", len(actions))
		}
		equal(t, "newest", actions[0].Command, "stop_server")
		for _, action := range actions {
			if len(action.Resources) == 0 || action.Resources[0].ID != server.ID || action.Resources[0].Type != hcloud.ActionResourceTypeServer {
				t.Errorf("action %d resources: %+v", action.ID, action.Resources)
			}
		}
		one := call(client.Server.Action.GetByID(ctx, actions[0].ID)).ok(t)
		equal(t, "status", one.Status, hcloud.ActionStatusSuccess)
		equal(t, "progress", one.Progress, 100)
		if one.Finished.IsZero() || one.Started.After(one.Finished) {
			t.Errorf("started %v finished %v", one.Started, one.Finished)
		}
	})

	actionListings(t, hcloud.ActionResourceTypeServer, server.ID, "stop_server", client.Server.Action.All, client.Server.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Server.Action.AllFor(ctx, server, opts)
		})

	step(t, "deletes the server and waits for the deletion", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Server.DeleteWithResult(ctx, server)).ok(t)
		equal(t, "command", result.Action.Command, "delete_server")
		wait(t, client, result.Action)
		if gone := call(client.Server.GetByID(ctx, server.ID)).ok(t); gone != nil {
			t.Errorf("server still there: %+v", gone.Status)
		}
		_, err := client.SSHKey.Delete(ctx, key)
		noErr(t, err)
	})

	checkWire(t)
}

func keysOf[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for key := range m {
		keys = append(keys, key)
	}
	return keys
}
