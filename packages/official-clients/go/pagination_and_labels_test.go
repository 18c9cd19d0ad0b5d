package scenarios

import (
	"fmt"
	"sort"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// AllWithOpts walks every page the API offers; List reads one with its pagination meta.
func TestPagination(t *testing.T) {
	client := newClient(t, tokenB)
	const total = 12
	selector := "scenario=pagination"

	step(t, "creates a dozen placement groups", func(t *testing.T) {
		ctx := testContext(t)
		for i := range total {
			call(client.PlacementGroup.Create(ctx, hcloud.PlacementGroupCreateOpts{
				Name: fmt.Sprintf("pagination-%02d", i), Type: hcloud.PlacementGroupTypeSpread,
				Labels: labelsOf("pagination", map[string]string{"parity": []string{"even", "odd"}[i%2]}),
			})).ok(t)
		}
	})

	step(t, "AllWithOpts follows next_page over three pages", func(t *testing.T) {
		ctx := testContext(t)
		recorder := recorderFor(t)
		recorder.mu.Lock()
		before := recorder.answers
		recorder.mu.Unlock()
		groups := all(client.PlacementGroup.AllWithOpts(ctx, hcloud.PlacementGroupListOpts{
			ListOpts: hcloud.ListOpts{LabelSelector: selector, PerPage: 5}, Sort: []string{"name:asc"},
		})).ok(t)
		recorder.mu.Lock()
		requests := recorder.answers - before
		recorder.mu.Unlock()
		equal(t, "groups", len(groups), total)
		equal(t, "requests", requests, 3)
		names := make([]string, len(groups))
		for i, group := range groups {
			names[i] = group.Name
		}
		if !sort.StringsAreSorted(names) || names[0] != "pagination-00" {
			t.Errorf("names: %v", names)
		}
	})

	step(t, "List reads one page and its meta", func(t *testing.T) {
		ctx := testContext(t)
		page, response, err := client.PlacementGroup.List(ctx, hcloud.PlacementGroupListOpts{
			ListOpts: hcloud.ListOpts{LabelSelector: selector, Page: 2, PerPage: 5}, Sort: []string{"name:desc"},
		})
		noErr(t, err)
		equal(t, "page size", len(page), 5)
		equal(t, "first of page 2", page[0].Name, "pagination-06")
		pagination := response.Meta.Pagination
		if pagination == nil {
			t.Fatalf("no pagination meta")
		}
		equal(t, "page", pagination.Page, 2)
		equal(t, "per page", pagination.PerPage, 5)
		equal(t, "previous", pagination.PreviousPage, 1)
		equal(t, "next", pagination.NextPage, 3)
		equal(t, "last", pagination.LastPage, 3)
		equal(t, "total", pagination.TotalEntries, total)
		last, response, err := client.PlacementGroup.List(ctx, hcloud.PlacementGroupListOpts{ListOpts: hcloud.ListOpts{LabelSelector: selector, Page: 3, PerPage: 5}})
		noErr(t, err)
		equal(t, "last page size", len(last), 2)
		equal(t, "no next page", response.Meta.Pagination.NextPage, 0)
	})

	step(t, "the default page size is 25 and the largest 50", func(t *testing.T) {
		ctx := testContext(t)
		_, response, err := client.ServerType.List(ctx, hcloud.ServerTypeListOpts{})
		noErr(t, err)
		equal(t, "default per page", response.Meta.Pagination.PerPage, 25)
		_, _, err = client.ServerType.List(ctx, hcloud.ServerTypeListOpts{ListOpts: hcloud.ListOpts{PerPage: 51}})
		apiError(t, err, hcloud.ErrorCodeInvalidInput, 422)
		types := all(client.ServerType.All(ctx)).ok(t)
		if len(types) <= 25 {
			t.Errorf("All found %d server types: more than one page expected", len(types))
		}
	})

	step(t, "deletes them", func(t *testing.T) {
		ctx := testContext(t)
		for _, group := range all(client.PlacementGroup.AllWithOpts(ctx, hcloud.PlacementGroupListOpts{ListOpts: hcloud.ListOpts{LabelSelector: selector}})).ok(t) {
			_, err := client.PlacementGroup.Delete(ctx, group)
			noErr(t, err)
		}
	})

	checkWire(t)
}

// Every form of the label selector syntax, through ListOpts.LabelSelector.
func TestLabelSelectors(t *testing.T) {
	client := newClient(t, tokenB)
	keys := map[string]map[string]string{
		"labels-prod-web":  {"env": "production", "tier": "web"},
		"labels-prod-db":   {"env": "production", "tier": "database"},
		"labels-stage-web": {"env": "staging", "tier": "web"},
		"labels-bare":      {},
	}

	step(t, "creates SSH keys with labels", func(t *testing.T) {
		ctx := testContext(t)
		n := 30
		for _, name := range []string{"labels-prod-web", "labels-prod-db", "labels-stage-web", "labels-bare"} {
			call(client.SSHKey.Create(ctx, hcloud.SSHKeyCreateOpts{Name: name, PublicKey: publicKey(n), Labels: labelsOf("labels", keys[name])})).ok(t)
			n++
		}
	})

	for _, tc := range []struct {
		selector string
		want     []string
	}{
		{"env=production", []string{"labels-prod-db", "labels-prod-web"}},
		{"env==staging", []string{"labels-stage-web"}},
		// Only resources that have the key (apps/emulator/DECISIONS.md, from a suite run
		// against the real API).
		{"env!=production", []string{"labels-stage-web"}},
		{"tier", []string{"labels-prod-db", "labels-prod-web", "labels-stage-web"}},
		{"!tier", []string{"labels-bare"}},
		{"tier in (web,cache)", []string{"labels-prod-web", "labels-stage-web"}},
		{"env notin (production)", []string{"labels-stage-web"}},
		{"env=production,tier!=web", []string{"labels-prod-db"}},
	} {
		step(t, "selects "+tc.selector, func(t *testing.T) {
			found := all(client.SSHKey.AllWithOpts(testContext(t), hcloud.SSHKeyListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=labels," + tc.selector}})).ok(t)
			names := []string{}
			for _, key := range found {
				names = append(names, key.Name)
			}
			sort.Strings(names)
			if fmt.Sprint(names) != fmt.Sprint(tc.want) {
				t.Errorf("got %v, want %v", names, tc.want)
			}
		})
	}

	step(t, "a malformed selector is 422 invalid_input", func(t *testing.T) {
		_, err := client.SSHKey.AllWithOpts(testContext(t), hcloud.SSHKeyListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "env in (production"}})
		apiError(t, err, hcloud.ErrorCodeInvalidInput, 422)
	})

	step(t, "deletes the keys", func(t *testing.T) {
		ctx := testContext(t)
		for _, key := range all(client.SSHKey.AllWithOpts(ctx, hcloud.SSHKeyListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=labels"}})).ok(t) {
			_, err := client.SSHKey.Delete(ctx, key)
			noErr(t, err)
		}
	})

	checkWire(t)
}
