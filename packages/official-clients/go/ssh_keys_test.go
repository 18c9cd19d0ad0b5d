package scenarios

import (
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

func TestSSHKeys(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("ssh-keys", map[string]string{"team": "ops"})
	var key *hcloud.SSHKey

	step(t, "creates a key and reads its fingerprint", func(t *testing.T) {
		ctx := testContext(t)
		key = call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "ssh-keys-alice", PublicKey: publicKey(1), Labels: labels})).ok(t)
		equal(t, "fingerprint", key.Fingerprint, fingerprint(1))
		equal(t, "public key", key.PublicKey, publicKey(1))
		equal(t, "label", key.Labels["team"], "ops")
		if key.Created.IsZero() {
			t.Errorf("no created time")
		}
	})

	step(t, "finds it by id, name, fingerprint and label", func(t *testing.T) {
		ctx := testContext(t)
		equal(t, "by id", call(client.SSHKey.GetByID(ctx, key.ID)).ok(t).Name, "ssh-keys-alice")
		equal(t, "by name", call(client.SSHKey.Get(ctx, "ssh-keys-alice")).ok(t).ID, key.ID)
		equal(t, "by fingerprint", call(client.SSHKey.GetByFingerprint(ctx, fingerprint(1))).ok(t).ID, key.ID)
		byLabel := all(client.SSHKey.AllWithOpts(ctx, hcloud.SSHKeyListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=ssh-keys,team=ops"}})).ok(t)
		if len(byLabel) != 1 || byLabel[0].ID != key.ID {
			t.Errorf("by label: %d keys", len(byLabel))
		}
		if missing := call(client.SSHKey.GetByID(ctx, key.ID+100000)).ok(t); missing != nil {
			t.Errorf("an unknown id was found")
		}
		if missing := call(client.SSHKey.GetByFingerprint(ctx, fingerprint(99))).ok(t); missing != nil {
			t.Errorf("an unknown fingerprint was found")
		}
	})

	step(t, "refuses the same key or name twice (409 uniqueness_error)", func(t *testing.T) {
		ctx := testContext(t)
		call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "ssh-keys-alice-again", PublicKey: publicKey(1)})).fails(t, hcloud.ErrorCodeUniquenessError, 409)
		call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "ssh-keys-alice", PublicKey: publicKey(2)})).fails(t, hcloud.ErrorCodeUniquenessError, 409)
	})

	step(t, "refuses a malformed public key (invalid_input on public_key)", func(t *testing.T) {
		ctx := testContext(t)
		apiErr := call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "ssh-keys-broken", PublicKey: "ssh-ed25519 not-base64!"})).fails(t, hcloud.ErrorCodeInvalidInput, 422)
		details, isDetails := apiErr.Details.(hcloud.ErrorDetailsInvalidInput)
		if !isDetails || len(details.Fields) == 0 || details.Fields[0].Name != "public_key" || len(details.Fields[0].Messages) == 0 {
			t.Errorf("details: %#v", apiErr.Details)
		}
	})

	step(t, "renames and relabels, then deletes", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.SSHKey.Update(ctx, key, hcloud.SSHKeyUpdateOpts{Name: "ssh-keys-alice-2025", Labels: labelsOf("ssh-keys", map[string]string{"rotated": "yes"})})).ok(t)
		equal(t, "name", updated.Name, "ssh-keys-alice-2025")
		equal(t, "rotated", updated.Labels["rotated"], "yes")
		if _, had := updated.Labels["team"]; had {
			t.Errorf("labels are replaced, not merged: %v", updated.Labels)
		}
		_, err := client.SSHKey.Delete(ctx, key)
		noErr(t, err)
		if gone := call(client.SSHKey.GetByID(ctx, key.ID)).ok(t); gone != nil {
			t.Errorf("deleted key still found")
		}
		_, err = client.SSHKey.Delete(ctx, key)
		apiError(t, err, hcloud.ErrorCodeNotFound, 404)
	})

	checkWire(t)
}
