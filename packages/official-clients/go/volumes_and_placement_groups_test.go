package scenarios

import (
	"context"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

func TestVolumes(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("volumes", nil)
	var server *hcloud.Server
	var data, logs *hcloud.Volume

	step(t, "creates a server to attach to", func(t *testing.T) {
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "volumes-db-1", Labels: labels})
	})

	step(t, "creates a free volume in a location and waits for it", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Volume.Create(ctx, hcloud.VolumeCreateOpts{
			Name: "volumes-data", Size: 10, Location: &hcloud.Location{Name: "nbg1"}, Labels: labels,
		})).ok(t)
		equal(t, "action", result.Action.Command, "create_volume")
		equal(t, "next actions", len(result.NextActions), 0)
		wait(t, client, result.Action)
		data = call(client.Volume.GetByID(ctx, result.Volume.ID)).ok(t)
		equal(t, "status", data.Status, hcloud.VolumeStatusAvailable)
		equal(t, "size", data.Size, 10)
		equal(t, "location", data.Location.Name, "nbg1")
		if data.Server != nil || data.Format != nil {
			t.Errorf("server %v, format %v", data.Server, data.Format)
		}
		if data.LinuxDevice == "" {
			t.Errorf("no linux device")
		}
	})

	step(t, "creates a formatted volume attached to the server with automount", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Volume.Create(ctx, hcloud.VolumeCreateOpts{
			Name: "volumes-logs", Size: 20, Server: server, Automount: ptr(true), Format: ptr("ext4"), Labels: labels,
		})).ok(t)
		if len(result.NextActions) != 1 || result.NextActions[0].Command != "attach_volume" {
			t.Fatalf("next actions: %+v", result.NextActions)
		}
		wait(t, client, append([]*hcloud.Action{result.Action}, result.NextActions...)...)
		logs = call(client.Volume.GetByID(ctx, result.Volume.ID)).ok(t)
		if logs.Server == nil || logs.Server.ID != server.ID {
			t.Errorf("attached to %+v", logs.Server)
		}
		if logs.Format == nil || *logs.Format != "ext4" {
			t.Errorf("format %v", logs.Format)
		}
		equal(t, "location follows the server", logs.Location.Name, "nbg1")
	})

	step(t, "attaches, detaches and reattaches the free volume", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Volume.AttachWithOpts(ctx, data, hcloud.VolumeAttachOpts{Server: server, Automount: ptr(false)})))
		volumes := call(client.Server.GetByID(ctx, server.ID)).ok(t).Volumes
		if len(volumes) != 2 {
			t.Errorf("the server lists %d volumes", len(volumes))
		}
		call(client.Volume.Attach(ctx, data, server)).fails(t, hcloud.ErrorCodeVolumeAlreadyAttached, 422)
		acted(t, client, call(client.Volume.Detach(ctx, data)))
		if read := call(client.Volume.GetByID(ctx, data.ID)).ok(t); read.Server != nil {
			t.Errorf("still attached: %+v", read.Server)
		}
		acted(t, client, call(client.Volume.Attach(ctx, data, server)))
	})

	step(t, "resizes up, never down", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Volume.Resize(ctx, data, 15)))
		equal(t, "size", call(client.Volume.GetByID(ctx, data.ID)).ok(t).Size, 15)
		call(client.Volume.Resize(ctx, data, 12)).fails(t, hcloud.ErrorCodeInvalidInput, 422)
	})

	step(t, "renames, relabels and lists by label and status", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Volume.Update(ctx, data, hcloud.VolumeUpdateOpts{Name: "volumes-data-2", Labels: labelsOf("volumes", map[string]string{"kind": "data"})})).ok(t)
		equal(t, "name", updated.Name, "volumes-data-2")
		byLabel := all(client.Volume.AllWithOpts(ctx, hcloud.VolumeListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=volumes,kind=data"}})).ok(t)
		if len(byLabel) != 1 || byLabel[0].ID != data.ID {
			t.Errorf("by label: %d", len(byLabel))
		}
		available := all(client.Volume.AllWithOpts(ctx, hcloud.VolumeListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=volumes"}, Status: []hcloud.VolumeStatus{hcloud.VolumeStatusAvailable}})).ok(t)
		equal(t, "available volumes", len(available), 2)
		equal(t, "by name", call(client.Volume.Get(ctx, "volumes-logs")).ok(t).ID, logs.ID)
	})

	step(t, "protects a volume against deletion", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Volume.ChangeProtection(ctx, logs, hcloud.VolumeChangeProtectionOpts{Delete: ptr(true)})))
		equal(t, "protected", call(client.Volume.GetByID(ctx, logs.ID)).ok(t).Protection.Delete, true)
		acted(t, client, call(client.Volume.Detach(ctx, logs)))
		_, err := client.Volume.Delete(ctx, logs)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.Volume.ChangeProtection(ctx, logs, hcloud.VolumeChangeProtectionOpts{Delete: ptr(false)})))
	})

	actionListings(t, hcloud.ActionResourceTypeVolume, data.ID, "attach_volume", client.Volume.Action.All, client.Volume.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Volume.Action.AllFor(ctx, data, opts)
		})

	step(t, "refuses to delete an attached volume, deletes detached ones", func(t *testing.T) {
		ctx := testContext(t)
		_, err := client.Volume.Delete(ctx, data)
		if err == nil {
			t.Fatalf("an attached volume was deleted")
		}
		acted(t, client, call(client.Volume.Detach(ctx, data)))
		for _, volume := range []*hcloud.Volume{data, logs} {
			_, err := client.Volume.Delete(ctx, volume)
			noErr(t, err)
		}
		equal(t, "left", len(all(client.Volume.AllWithOpts(ctx, hcloud.VolumeListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=volumes"}})).ok(t)), 0)
		deleteServer(t, client, server)
	})

	checkWire(t)
}

func TestPlacementGroups(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("placement-groups", nil)
	var group *hcloud.PlacementGroup
	var server *hcloud.Server

	step(t, "creates a spread group", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.PlacementGroup.Create(ctx, hcloud.PlacementGroupCreateOpts{Name: "placement-groups-web", Type: hcloud.PlacementGroupTypeSpread, Labels: labels})).ok(t)
		group = result.PlacementGroup
		equal(t, "type", group.Type, hcloud.PlacementGroupTypeSpread)
		equal(t, "servers", len(group.Servers), 0)
		if result.Action != nil {
			t.Errorf("creating a group starts no action: %+v", result.Action)
		}
	})

	step(t, "creates a server in the group", func(t *testing.T) {
		ctx := testContext(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "placement-groups-web-1", PlacementGroup: group, Labels: labels})
		if server.PlacementGroup == nil || server.PlacementGroup.ID != group.ID {
			t.Errorf("server's group: %+v", server.PlacementGroup)
		}
		read := call(client.PlacementGroup.GetByID(ctx, group.ID)).ok(t)
		if len(read.Servers) != 1 || read.Servers[0] != server.ID {
			t.Errorf("group's servers: %v", read.Servers)
		}
	})

	step(t, "removes the server from the group, adds it back once stopped", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Server.RemoveFromPlacementGroup(ctx, server)))
		equal(t, "servers after removal", len(call(client.PlacementGroup.GetByID(ctx, group.ID)).ok(t).Servers), 0)
		if read := call(client.Server.GetByID(ctx, server.ID)).ok(t); read.PlacementGroup != nil {
			t.Errorf("server still in %+v", read.PlacementGroup)
		}
		call(client.Server.AddToPlacementGroup(ctx, server, group)).fails(t, hcloud.ErrorCodeServerNotStopped, 422)
		acted(t, client, call(client.Server.Poweroff(ctx, server)))
		acted(t, client, call(client.Server.AddToPlacementGroup(ctx, server, group)))
		equal(t, "servers after adding", len(call(client.PlacementGroup.GetByID(ctx, group.ID)).ok(t).Servers), 1)
	})

	step(t, "finds groups by name, type and label; renames and relabels", func(t *testing.T) {
		ctx := testContext(t)
		equal(t, "by name", call(client.PlacementGroup.Get(ctx, "placement-groups-web")).ok(t).ID, group.ID)
		spread := all(client.PlacementGroup.AllWithOpts(ctx, hcloud.PlacementGroupListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=placement-groups"}, Type: hcloud.PlacementGroupTypeSpread})).ok(t)
		equal(t, "spread groups", len(spread), 1)
		updated := call(client.PlacementGroup.Update(ctx, group, hcloud.PlacementGroupUpdateOpts{Name: "placement-groups-web-2", Labels: labelsOf("placement-groups", map[string]string{"env": "prod"})})).ok(t)
		equal(t, "name", updated.Name, "placement-groups-web-2")
		equal(t, "env", updated.Labels["env"], "prod")
		call(client.PlacementGroup.Create(ctx, hcloud.PlacementGroupCreateOpts{Name: "placement-groups-web-2", Type: hcloud.PlacementGroupTypeSpread})).fails(t, hcloud.ErrorCodeUniquenessError, 409)
	})

	step(t, "deletes the server and the group", func(t *testing.T) {
		ctx := testContext(t)
		deleteServer(t, client, server)
		_, err := client.PlacementGroup.Delete(ctx, group)
		noErr(t, err)
		if gone := call(client.PlacementGroup.GetByID(ctx, group.ID)).ok(t); gone != nil {
			t.Errorf("group still there")
		}
	})

	checkWire(t)
}
