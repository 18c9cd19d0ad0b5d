package scenarios

import (
	"net/http"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// TestStorageBoxes: the Hetzner API (WithHetznerEndpoint) as a user drives it: the type
// catalog, a box created and waited for through the Cloud API's /actions (Action.WaitFor), a
// subaccount, two snapshots in one second, delete protection and the delete.
func TestStorageBoxes(t *testing.T) {
	client := newClient(t, tokenA)
	ctx := testContext(t)
	const password = "1-secret-PASSW0RD-=)"
	var box *hcloud.StorageBox

	step(t, "the types start with bx11 (1333) and bx21 (1334)", func(t *testing.T) {
		types := all(client.StorageBoxType.All(ctx)).ok(t)
		if len(types) != 4 || types[0].ID != 1333 || types[0].Name != "bx11" || types[1].ID != 1334 {
			t.Fatalf("types: %+v", types)
		}
		bx21 := call(client.StorageBoxType.Get(ctx, "1334")).ok(t)
		if bx21 == nil || bx21.Name != "bx21" {
			t.Fatalf("GetByID 1334: %+v", bx21)
		}
	})

	step(t, "create a box and wait for its action", func(t *testing.T) {
		result := call(client.StorageBox.Create(ctx, hcloud.StorageBoxCreateOpts{
			Name:           "go-box",
			StorageBoxType: &hcloud.StorageBoxType{Name: "bx11"},
			Location:       &hcloud.Location{Name: "hel1"},
			Password:       password,
			Labels:         map[string]string{"env": "test"},
		})).ok(t)
		noErr(t, client.Action.WaitFor(ctx, result.Action))
		box = call(client.StorageBox.GetByName(ctx, "go-box")).ok(t)
		if box == nil || box.Status != hcloud.StorageBoxStatusActive || box.Location.Name != "hel1" {
			t.Fatalf("box after create: %+v", box)
		}
	})

	step(t, "a subaccount, named after its username", func(t *testing.T) {
		result := call(client.StorageBox.CreateSubaccount(ctx, box, hcloud.StorageBoxSubaccountCreateOpts{
			HomeDirectory: "backups/host01",
			Password:      password,
		})).ok(t)
		noErr(t, client.Action.WaitFor(ctx, result.Action))
		subaccounts := all(client.StorageBox.AllSubaccounts(ctx, box)).ok(t)
		if len(subaccounts) != 1 || subaccounts[0].Username != box.Username+"-sub1" {
			t.Fatalf("subaccounts: %+v", subaccounts)
		}
	})

	step(t, "two snapshots, each found by its name", func(t *testing.T) {
		for range 2 {
			result := call(client.StorageBox.CreateSnapshot(ctx, box, hcloud.StorageBoxSnapshotCreateOpts{})).ok(t)
			noErr(t, client.Action.WaitFor(ctx, result.Action))
		}
		snapshots := all(client.StorageBox.AllSnapshots(ctx, box)).ok(t)
		if len(snapshots) != 2 {
			t.Fatalf("snapshots: %+v", snapshots)
		}
		for _, snapshot := range snapshots {
			found := call(client.StorageBox.GetSnapshotByName(ctx, box, snapshot.Name)).ok(t)
			if found == nil || found.ID != snapshot.ID {
				t.Fatalf("by name %q: %+v", snapshot.Name, found)
			}
		}
	})

	step(t, "delete protection refuses the delete, then the delete succeeds", func(t *testing.T) {
		on := true
		action := call(client.StorageBox.ChangeProtection(ctx, box, hcloud.StorageBoxChangeProtectionOpts{Delete: &on})).ok(t)
		noErr(t, client.Action.WaitFor(ctx, action))
		call(client.StorageBox.Delete(ctx, box)).fails(t, hcloud.ErrorCodeProtected, http.StatusLocked)
		off := false
		action = call(client.StorageBox.ChangeProtection(ctx, box, hcloud.StorageBoxChangeProtectionOpts{Delete: &off})).ok(t)
		noErr(t, client.Action.WaitFor(ctx, action))
		result := call(client.StorageBox.Delete(ctx, box)).ok(t)
		noErr(t, client.Action.WaitFor(ctx, result.Action))
		gone := call(client.StorageBox.GetByID(ctx, box.ID)).ok(t)
		if gone != nil {
			t.Fatalf("box still there: %+v", gone)
		}
	})
}
