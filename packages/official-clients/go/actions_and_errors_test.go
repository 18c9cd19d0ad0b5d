package scenarios

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// Actions: reading them by id, listing per family and per resource, and waiting, including for
// an action that fails. Project B's token keeps the injected faults away from other families.
func TestActions(t *testing.T) {
	client := newClient(t, tokenB)
	labels := labelsOf("actions", nil)
	var server *hcloud.Server
	var started []*hcloud.Action

	step(t, "waits for several actions at once and sees each finish", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Server.Create(ctx, hcloud.ServerCreateOpts{
			Name: "actions-worker-1", ServerType: &hcloud.ServerType{Name: "cpx22"}, Image: &hcloud.Image{ID: imageID(t, client)},
			Location: &hcloud.Location{Name: "hel1"}, Labels: labels,
		})).ok(t)
		started = append([]*hcloud.Action{result.Action}, result.NextActions...)
		seen := map[int64]hcloud.ActionStatus{}
		noErr(t, client.Action.WaitForFunc(ctx, func(update *hcloud.Action) error {
			seen[update.ID] = update.Status
			return nil
		}, started...))
		for _, action := range started {
			if seen[action.ID] != hcloud.ActionStatusSuccess {
				t.Errorf("action %d (%s) last seen %q", action.ID, action.Command, seen[action.ID])
			}
		}
		server = call(client.Server.GetByID(ctx, result.Server.ID)).ok(t)
		equal(t, "status", server.Status, hcloud.ServerStatusRunning)
	})

	step(t, "reads actions by id through /actions and by family", func(t *testing.T) {
		ctx := testContext(t)
		one := call(client.Action.GetByID(ctx, started[0].ID)).ok(t)
		equal(t, "command", one.Command, "create_server")
		equal(t, "status", one.Status, hcloud.ActionStatusSuccess)
		if one.Finished.IsZero() || one.Started.IsZero() || one.ErrorCode != "" {
			t.Errorf("action: %+v", one)
		}
		byIDs := all(client.Action.AllWithOpts(ctx, hcloud.ActionListOpts{ID: []int64{started[0].ID, started[1].ID}})).ok(t)
		equal(t, "by ids", len(byIDs), 2)
		family := all(client.Server.Action.All(ctx, hcloud.ActionListOpts{Status: []hcloud.ActionStatus{hcloud.ActionStatusSuccess}, Sort: []string{"id:asc"}})).ok(t)
		if len(family) < 2 || family[0].ID != started[0].ID {
			t.Errorf("server family actions: %d", len(family))
		}
		running := all(client.Server.Action.All(ctx, hcloud.ActionListOpts{Status: []hcloud.ActionStatus{hcloud.ActionStatusRunning}})).ok(t)
		equal(t, "running", len(running), 0)
		if missing := call(client.Action.GetByID(ctx, 99999999)).ok(t); missing != nil {
			t.Errorf("an unknown action was found")
		}
	})

	step(t, "WaitFor returns the error of an action that fails", func(t *testing.T) {
		ctx := testContext(t)
		injectFault(t, map[string]any{"command": "stop_server"}, map[string]any{"type": "action_error", "code": "action_failed", "message": "the host did not answer"}, 1)
		action := call(client.Server.Poweroff(ctx, server)).ok(t)
		err := client.Action.WaitFor(ctx, action)
		var actionErr hcloud.ActionError
		if !errors.As(err, &actionErr) {
			t.Fatalf("WaitFor: %v", err)
		}
		equal(t, "code", actionErr.Code, "action_failed")
		equal(t, "message", actionErr.Message, "the host did not answer")
		failed := call(client.Action.GetByID(ctx, action.ID)).ok(t)
		equal(t, "status", failed.Status, hcloud.ActionStatusError)
		equal(t, "error code", failed.ErrorCode, "action_failed")
		if failed.Finished.IsZero() {
			t.Errorf("a failed action is finished")
		}
		// The next power off succeeds.
		acted(t, client, call(client.Server.Poweroff(ctx, server)))
		equal(t, "status", call(client.Server.GetByID(ctx, server.ID)).ok(t).Status, hcloud.ServerStatusOff)
	})

	step(t, "a cancelled wait stops polling with the context's error", func(t *testing.T) {
		var action *hcloud.Action
		withPausedClock(t, func() {
			action = call(client.Server.Poweron(testContext(t), server)).ok(t)
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			defer cancel()
			err := client.Action.WaitFor(ctx, action)
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Errorf("WaitFor on a paused clock: %v", err)
			}
		})
		wait(t, client, action)
		deleteServer(t, client, server)
	})

	checkWire(t)
}

// imageID is ubuntu-24.04 for x86, as a user resolves it once.
func imageID(t *testing.T, client *hcloud.Client) int64 {
	t.Helper()
	return call(client.Image.GetForArchitecture(testContext(t), "ubuntu-24.04", hcloud.ArchitectureX86)).ok(t).ID
}

// Errors as hcloud.IsError sees them, the library's retries, and project isolation.
func TestErrors(t *testing.T) {
	client := newClient(t, tokenB)

	step(t, "an unknown token is 401 unauthorized", func(t *testing.T) {
		ctx := testContext(t)
		_, err := newClient(t, "not-a-token-of-this-emulator").SSHKey.All(ctx)
		apiErr := apiError(t, err, hcloud.ErrorCodeUnauthorized, 401)
		if strings.Contains(apiErr.Error(), "not-a-token") {
			t.Errorf("the error repeats the token: %v", apiErr)
		}
	})

	step(t, "a read-only token reads, and a write is 401 token_readonly", func(t *testing.T) {
		ctx := testContext(t)
		readOnly := newClient(t, tokenReadOnly)
		all(readOnly.SSHKey.All(ctx)).ok(t)
		call(readOnly.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "errors-readonly", PublicKey: publicKey(20)})).fails(t, hcloud.ErrorCodeTokenReadonly, 401)
	})

	step(t, "a missing resource is nil from Get and 404 not_found from an action", func(t *testing.T) {
		ctx := testContext(t)
		if missing := call(client.Server.GetByID(ctx, 987654321)).ok(t); missing != nil {
			t.Errorf("found %+v", missing)
		}
		call(client.Server.Poweron(ctx, &hcloud.Server{ID: 987654321})).fails(t, hcloud.ErrorCodeNotFound, 404)
		_, err := client.Volume.Delete(ctx, &hcloud.Volume{ID: 987654321})
		apiError(t, err, hcloud.ErrorCodeNotFound, 404)
	})

	step(t, "invalid input names the field in ErrorDetailsInvalidInput", func(t *testing.T) {
		ctx := testContext(t)
		apiErr := call(client.Volume.Create(ctx, hcloud.VolumeCreateOpts{Name: "errors-too-small", Size: 5, Location: &hcloud.Location{Name: "fsn1"}})).fails(t, hcloud.ErrorCodeInvalidInput, 422)
		details, isDetails := apiErr.Details.(hcloud.ErrorDetailsInvalidInput)
		if !isDetails || len(details.Fields) != 1 || details.Fields[0].Name != "size" || len(details.Fields[0].Messages) == 0 {
			t.Errorf("details: %#v", apiErr.Details)
		}
		if !strings.Contains(apiErr.Error(), "invalid_input") {
			t.Errorf("error text: %v", apiErr)
		}
		if apiErr.Response().Header.Get("X-Correlation-Id") == "" {
			t.Errorf("no correlation id")
		}
	})

	step(t, "projects are isolated: another project's resource is not found", func(t *testing.T) {
		ctx := testContext(t)
		other := newClient(t, tokenA)
		key := call(other.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "errors-project-a-key", PublicKey: publicKey(21)})).ok(t)
		if seen := call(client.SSHKey.GetByID(ctx, key.ID)).ok(t); seen != nil {
			t.Errorf("project B sees project A's key")
		}
		if seen := call(client.SSHKey.GetByName(ctx, "errors-project-a-key")).ok(t); seen != nil {
			t.Errorf("project B finds project A's key by name")
		}
		_, err := client.SSHKey.Delete(ctx, key)
		apiError(t, err, hcloud.ErrorCodeNotFound, 404)
		// The same public key is free in another project.
		mine := call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: "errors-project-b-key", PublicKey: publicKey(21)})).ok(t)
		_, err = client.SSHKey.Delete(ctx, mine)
		noErr(t, err)
		_, err = other.SSHKey.Delete(ctx, key)
		noErr(t, err)
	})

	step(t, "retries rate_limit_exceeded, conflict and bad_gateway without the caller noticing", func(t *testing.T) {
		ctx := testContext(t)
		for _, fault := range []struct {
			status int
			code   string
		}{{429, "rate_limit_exceeded"}, {409, "conflict"}, {502, "bad_gateway"}} {
			rule := injectFault(t, map[string]any{"operation_id": "list_locations"}, map[string]any{"type": "error", "status": fault.status, "code": fault.code}, 2)
			locations := all(client.Location.All(ctx)).ok(t)
			if len(locations) == 0 {
				t.Errorf("%s: no locations", fault.code)
			}
			equal(t, fault.code+" hits", rule().Hits, 2)
		}
	})

	step(t, "passes other server errors on at once", func(t *testing.T) {
		ctx := testContext(t)
		rule := injectFault(t, map[string]any{"operation_id": "list_locations"}, map[string]any{"type": "error", "status": 503, "code": "unavailable", "message": "maintenance window"}, 5)
		_, err := client.Location.All(ctx)
		apiErr := apiError(t, err, hcloud.ErrorCode("unavailable"), 503)
		equal(t, "message", apiErr.Message, "maintenance window")
		equal(t, "hits", rule().Hits, 1)
	})

	step(t, "reads the rate limit headers into Response.Meta", func(t *testing.T) {
		ctx := testContext(t)
		_, response, err := client.Location.List(ctx, hcloud.LocationListOpts{})
		noErr(t, err)
		if response.Meta.Ratelimit.Limit == 0 || response.Meta.Ratelimit.Remaining == 0 || response.Meta.Ratelimit.Reset.IsZero() {
			t.Errorf("rate limit: %+v", response.Meta.Ratelimit)
		}
		if response.StatusCode != http.StatusOK {
			t.Errorf("status %d", response.StatusCode)
		}
	})

	checkWire(t)
}
