package scenarios

import (
	"context"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// Images a project makes: backups bound to their server, snapshots, and turning one into the other.
func TestImages(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("images", nil)
	var server *hcloud.Server
	var backup *hcloud.Image

	step(t, "makes a backup of a server with backups enabled", func(t *testing.T) {
		ctx := testContext(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "images-app-1", Labels: labels})
		acted(t, client, call(client.Server.EnableBackup(ctx, server, "")))
		result := call(client.Server.CreateImage(ctx, server, &hcloud.ServerCreateImageOpts{Type: hcloud.ImageTypeBackup, Description: ptr("images-nightly")})).ok(t)
		wait(t, client, result.Action)
		backup = call(client.Image.GetByID(ctx, result.Image.ID)).ok(t)
		equal(t, "type", backup.Type, hcloud.ImageTypeBackup)
		if backup.BoundTo == nil || backup.BoundTo.ID != server.ID {
			t.Errorf("bound to: %+v", backup.BoundTo)
		}
		bound := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{BoundTo: server, Type: []hcloud.ImageType{hcloud.ImageTypeBackup}})).ok(t)
		if len(bound) != 1 || bound[0].ID != backup.ID {
			t.Errorf("backups bound to the server: %d", len(bound))
		}
	})

	step(t, "turns the backup into a snapshot that outlives the server", func(t *testing.T) {
		ctx := testContext(t)
		snapshot := call(client.Image.Update(ctx, backup, hcloud.ImageUpdateOpts{Type: hcloud.ImageTypeSnapshot, Labels: labelsOf("images", map[string]string{"kept": "yes"})})).ok(t)
		equal(t, "type", snapshot.Type, hcloud.ImageTypeSnapshot)
		if snapshot.BoundTo != nil {
			t.Errorf("a snapshot is bound to nothing: %+v", snapshot.BoundTo)
		}
		deleteServer(t, client, server)
		kept := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=images,kept=yes"}})).ok(t)
		if len(kept) != 1 || kept[0].CreatedFrom == nil || kept[0].CreatedFrom.Name != "images-app-1" {
			t.Fatalf("kept snapshot: %+v", kept)
		}
	})

	step(t, "protects the snapshot and lifts the protection", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Image.ChangeProtection(ctx, backup, hcloud.ImageChangeProtectionOpts{Delete: ptr(true)})))
		equal(t, "protected", call(client.Image.GetByID(ctx, backup.ID)).ok(t).Protection.Delete, true)
		acted(t, client, call(client.Image.ChangeProtection(ctx, backup, hcloud.ImageChangeProtectionOpts{Delete: ptr(false)})))
	})

	actionListings(t, hcloud.ActionResourceTypeImage, backup.ID, "change_protection", client.Image.Action.All, client.Image.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Image.Action.AllFor(ctx, backup, opts)
		})

	step(t, "refuses to delete a system image and deletes the snapshot", func(t *testing.T) {
		ctx := testContext(t)
		system := call(client.Image.GetForArchitecture(ctx, "debian-12", hcloud.ArchitectureX86)).ok(t)
		// DELETE is for snapshots and backups only (api-facts.md §3.12); the emulator's code is
		// in its DECISIONS.md.
		_, err := client.Image.Delete(ctx, system)
		apiError(t, err, hcloud.ErrorUnsupportedError, 422)
		_, err = client.Image.Delete(ctx, backup)
		noErr(t, err)
	})

	checkWire(t)
}
