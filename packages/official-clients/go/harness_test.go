// Package scenarios drives every family the emulator serves through hcloud-go, written as a user
// writes it: a client from the endpoint and a token, create, wait for the action with
// Action.WaitFor, read back, and decode API errors with hcloud.IsError.
//
// The emulator and the tokens come from the environment that test/go-library.test.ts sets
// (HCLOUD_ENDPOINT, HCLOUD_TOKEN, ...). Each top-level test is one family; each subtest is one
// asserted step, counted by that vitest file. A family stops at its first failing step: the
// steps after it build on what it should have made.
package scenarios

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// The variables test/go-library.test.ts sets.
var (
	endpoint      string
	hetznerURL    string
	tokenA        string
	tokenB        string
	tokenReadOnly string
	controlURL    string
	adminToken    string
)

func TestMain(m *testing.M) {
	missing := []string{}
	read := func(name string, into *string) {
		*into = os.Getenv(name)
		if *into == "" {
			missing = append(missing, name)
		}
	}
	read("HCLOUD_ENDPOINT", &endpoint)
	read("HETZNER_ENDPOINT", &hetznerURL)
	read("HCLOUD_TOKEN", &tokenA)
	read("HCLOUD_TOKEN_PROJECT_B", &tokenB)
	read("HCLOUD_TOKEN_READ_ONLY", &tokenReadOnly)
	read("EMULATOR_CONTROL_URL", &controlURL)
	read("EMULATOR_ADMIN_TOKEN", &adminToken)
	if len(missing) > 0 {
		fmt.Fprintf(os.Stderr, "scenarios: %v not set; run them through packages/official-clients/test/go-library.test.ts, which starts an emulator and sets them\n", missing)
		os.Exit(2)
	}
	os.Exit(m.Run())
}

// newClient is the client a user makes; the poll interval is short because the emulator's
// actions run 100 ms (the library's default polls every 500 ms).
// Its answers are checked by the family's wire recorder (wire_test.go).
func newClient(t *testing.T, token string) *hcloud.Client {
	return hcloud.NewClient(
		hcloud.WithEndpoint(endpoint),
		hcloud.WithHetznerEndpoint(hetznerURL),
		hcloud.WithHTTPClient(&http.Client{Transport: recorderFor(t), Timeout: 30 * time.Second}),
		hcloud.WithToken(token),
		hcloud.WithApplication("cloud-api-scenarios", "1.0"),
		hcloud.WithPollOpts(hcloud.PollOpts{BackoffFunc: hcloud.ConstantBackoff(25 * time.Millisecond)}),
		hcloud.WithRetryOpts(hcloud.RetryOpts{BackoffFunc: hcloud.ConstantBackoff(10 * time.Millisecond), MaxRetries: 5}),
	)
}

func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// step runs one asserted step; a failed step stops its family.
func step(t *testing.T, name string, run func(t *testing.T)) {
	t.Helper()
	if !t.Run(name, run) {
		t.FailNow()
	}
}

// called is what a library call answered: `call(client.X.Get(ctx, id)).ok(t)` is its value,
// `.fails(t, code, status)` its API error.
type called[T any] struct {
	value T
	err   error
}

func call[T any](value T, _ *hcloud.Response, err error) called[T] {
	return called[T]{value: value, err: err}
}

// all is call for the library's All/AllWithOpts, which page through a list and answer no Response.
func all[T any](value T, err error) called[T] {
	return called[T]{value: value, err: err}
}

// ok fails the step on an error and returns the value.
func (c called[T]) ok(t *testing.T) T {
	t.Helper()
	if c.err != nil {
		t.Fatalf("unexpected error: %v", c.err)
	}
	return c.value
}

// fails asserts the call answered the API error with that code and HTTP status.
func (c called[T]) fails(t *testing.T, code hcloud.ErrorCode, status int) hcloud.Error {
	t.Helper()
	return apiError(t, c.err, code, status)
}

func noErr(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("unexpected error: %v", err)
	}
}

// wait waits for actions the way a user does, and fails the step if one of them ends in error.
func wait(t *testing.T, client *hcloud.Client, actions ...*hcloud.Action) {
	t.Helper()
	live := []*hcloud.Action{}
	for _, action := range actions {
		if action != nil {
			live = append(live, action)
		}
	}
	if len(live) == 0 {
		t.Fatalf("no action to wait for")
	}
	noErr(t, client.Action.WaitFor(testContext(t), live...))
}

// acted waits for the action an action endpoint answered, as a user does after each call.
func acted(t *testing.T, client *hcloud.Client, c called[*hcloud.Action]) *hcloud.Action {
	t.Helper()
	action := c.ok(t)
	wait(t, client, action)
	return action
}

// apiError asserts that err is the API's error with that code (as hcloud.IsError sees it) and
// HTTP status, and returns it.
func apiError(t *testing.T, err error, code hcloud.ErrorCode, status int) hcloud.Error {
	t.Helper()
	if err == nil {
		t.Fatalf("expected the API error %q, got success", code)
	}
	if !hcloud.IsError(err, code) {
		t.Fatalf("expected the API error %q, got %v", code, err)
	}
	var apiErr hcloud.Error
	if !errors.As(err, &apiErr) {
		t.Fatalf("%v is not an hcloud.Error", err)
	}
	if apiErr.Message == "" {
		t.Errorf("error %q has no message", code)
	}
	if response := apiErr.Response(); response == nil || response.StatusCode != status {
		t.Errorf("error %q: want HTTP %d, got response %v", code, status, response)
	}
	return apiErr
}

func equal[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got %v, want %v", what, got, want)
	}
}

func ptr[T any](value T) *T { return &value }

// control calls the emulator's control API (test set-up, never a step of the library) and
// decodes its answer into out, if given.
func control(t *testing.T, method, path string, body any, out ...any) {
	t.Helper()
	var reader *bytes.Reader
	if body != nil {
		encoded, err := json.Marshal(body)
		noErr(t, err)
		reader = bytes.NewReader(encoded)
	} else {
		reader = bytes.NewReader(nil)
	}
	request, err := http.NewRequest(method, controlURL+path, reader)
	noErr(t, err)
	request.Header.Set("Authorization", "Bearer "+adminToken)
	request.Header.Set("Content-Type", "application/json")
	response, err := http.DefaultClient.Do(request)
	noErr(t, err)
	defer response.Body.Close()
	if response.StatusCode >= 300 {
		t.Fatalf("control %s %s answered %d", method, path, response.StatusCode)
	}
	for _, into := range out {
		noErr(t, json.NewDecoder(response.Body).Decode(into))
	}
}

// faultRule is a fault rule of the control API, as it answers it.
type faultRule struct {
	ID   int `json:"id"`
	Hits int `json:"hits"`
}

// injectFault adds a fault rule for project B's requests and removes it when the step ends.
func injectFault(t *testing.T, match map[string]any, effect map[string]any, count int) func() faultRule {
	t.Helper()
	match["project"] = "project-b"
	var added struct {
		Fault faultRule `json:"fault"`
	}
	control(t, http.MethodPost, "/faults", map[string]any{"match": match, "effect": effect, "count": count}, &added)
	t.Cleanup(func() { control(t, http.MethodDelete, fmt.Sprintf("/faults/%d", added.Fault.ID), nil) })
	return func() faultRule {
		var rules struct {
			Faults []faultRule `json:"faults"`
		}
		control(t, http.MethodGet, "/faults", nil, &rules)
		for _, rule := range rules.Faults {
			if rule.ID == added.Fault.ID {
				return rule
			}
		}
		t.Fatalf("fault rule %d is gone", added.Fault.ID)
		return faultRule{}
	}
}

// withPausedClock keeps every action the body starts running (and its resource locked) until it
// returns: the emulator's clock stands still meanwhile. Families that pause it are not parallel.
func withPausedClock(t *testing.T, body func()) {
	t.Helper()
	control(t, http.MethodPost, "/clock", map[string]any{"paused": true})
	defer control(t, http.MethodPost, "/clock", map[string]any{"paused": false})
	body()
}

// labelsOf is a unique label set per family, so families never see each other's resources.
func labelsOf(family string, extra map[string]string) map[string]string {
	labels := map[string]string{"scenario": family}
	for key, value := range extra {
		labels[key] = value
	}
	return labels
}

// createServer creates a server the way every family needs one (cpx22, ubuntu-24.04 for x86,
// nbg1 unless the options say otherwise) and waits for it to run.
func createServer(t *testing.T, client *hcloud.Client, opts hcloud.ServerCreateOpts) *hcloud.Server {
	t.Helper()
	ctx := testContext(t)
	if opts.ServerType == nil {
		opts.ServerType = &hcloud.ServerType{Name: "cpx22"}
	}
	if opts.Image == nil {
		opts.Image = call(client.Image.GetForArchitecture(ctx, "ubuntu-24.04", hcloud.ArchitectureX86)).ok(t)
	}
	if opts.Location == nil {
		opts.Location = &hcloud.Location{Name: "nbg1"}
	}
	result := call(client.Server.Create(ctx, opts)).ok(t)
	wait(t, client, append([]*hcloud.Action{result.Action}, result.NextActions...)...)
	return call(client.Server.GetByID(ctx, result.Server.ID)).ok(t)
}

// deleteServer deletes a server and waits until it is gone.
func deleteServer(t *testing.T, client *hcloud.Client, server *hcloud.Server) {
	t.Helper()
	result := call(client.Server.DeleteWithResult(testContext(t), server)).ok(t)
	wait(t, client, result.Action)
}

// actionListings is the step every family with actions has: its actions through the family's
// action client (`GET /<family>/actions`, `/<family>/actions/{id}`) and one resource's
// (`GET /<family>/{id}/actions`), which must contain a `command` action of that resource.
func actionListings(
	t *testing.T,
	resourceType hcloud.ActionResourceType,
	resourceID int64,
	command string,
	listFamily func(context.Context, hcloud.ActionListOpts) ([]*hcloud.Action, error),
	getByID func(context.Context, int64) (*hcloud.Action, *hcloud.Response, error),
	listResource func(context.Context, hcloud.ActionListOpts) ([]*hcloud.Action, error),
) {
	t.Helper()
	step(t, "lists the family's actions and the resource's, and reads one by id", func(t *testing.T) {
		ctx := testContext(t)
		mine := all(listResource(ctx, hcloud.ActionListOpts{Sort: []string{"id:desc"}})).ok(t)
		var found *hcloud.Action
		for _, action := range mine {
			onResource := false
			for _, resource := range action.Resources {
				onResource = onResource || (resource.ID == resourceID && resource.Type == resourceType)
			}
			if !onResource {
				t.Errorf("action %d (%s) of the resource does not name it: %+v", action.ID, action.Command, action.Resources)
			}
			if action.Command == command && found == nil {
				found = action
			}
		}
		if found == nil {
			t.Fatalf("no %s among the resource's %d actions", command, len(mine))
		}
		family := all(listFamily(ctx, hcloud.ActionListOpts{Status: []hcloud.ActionStatus{hcloud.ActionStatusSuccess}})).ok(t)
		inFamily := false
		for _, action := range family {
			inFamily = inFamily || action.ID == found.ID
		}
		if !inFamily {
			t.Errorf("action %d is not in the family's %d successful actions", found.ID, len(family))
		}
		byID := call(getByID(ctx, found.ID)).ok(t)
		if byID == nil || byID.Command != command || byID.Status != hcloud.ActionStatusSuccess {
			t.Errorf("by id: %+v", byID)
		}
	})
}
