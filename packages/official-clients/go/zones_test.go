package scenarios

import (
	"context"
	"strings"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// RRSet operations on a secondary zone (api-facts-more.md §zones); hcloud-go has no constant.
const incorrectZoneMode = hcloud.ErrorCode("incorrect_zone_mode")

// DNS zones and their RRSets through client.Zone, which hcloud-go 1.x did not have.
func TestZones(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("zones", nil)
	var zone *hcloud.Zone
	var www *hcloud.ZoneRRSet

	step(t, "creates a primary zone with RRSets and waits for it", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Zone.Create(ctx, hcloud.ZoneCreateOpts{
			Name: "zones-example.com", Mode: hcloud.ZoneModePrimary, TTL: ptr(3600), Labels: labels,
			RRSets: []hcloud.ZoneCreateOptsRRSet{
				{Name: "www", Type: hcloud.ZoneRRSetTypeA, Records: []hcloud.ZoneRRSetRecord{{Value: "192.0.2.10", Comment: "web 1"}}},
				{Name: "@", Type: hcloud.ZoneRRSetTypeMX, TTL: ptr(600), Records: []hcloud.ZoneRRSetRecord{{Value: "10 mail.zones-example.com."}}},
			},
		})).ok(t)
		equal(t, "action", result.Action.Command, "create_zone")
		wait(t, client, result.Action)
		zone = call(client.Zone.GetByID(ctx, result.Zone.ID)).ok(t)
		equal(t, "name", zone.Name, "zones-example.com")
		equal(t, "mode", zone.Mode, hcloud.ZoneModePrimary)
		equal(t, "ttl", zone.TTL, 3600)
		equal(t, "status", zone.Status, hcloud.ZoneStatusOk)
		equal(t, "registrar", zone.Registrar, hcloud.ZoneRegistrarOther)
		if len(zone.AuthoritativeNameservers.Assigned) == 0 || zone.RecordCount < 4 {
			t.Errorf("nameservers %v, record count %d", zone.AuthoritativeNameservers, zone.RecordCount)
		}
		equal(t, "by name", call(client.Zone.Get(ctx, "zones-example.com")).ok(t).ID, zone.ID)
	})

	step(t, "lists RRSets, with the SOA and NS the API adds, and reads one by name and type", func(t *testing.T) {
		ctx := testContext(t)
		rrsets := all(client.Zone.AllRRSets(ctx, zone)).ok(t)
		types := map[hcloud.ZoneRRSetType]bool{}
		for _, rrset := range rrsets {
			types[rrset.Type] = true
			if rrset.Zone == nil || rrset.Zone.ID != zone.ID || rrset.ID != rrset.Name+"/"+string(rrset.Type) {
				t.Errorf("rrset %+v", rrset)
			}
		}
		for _, want := range []hcloud.ZoneRRSetType{hcloud.ZoneRRSetTypeSOA, hcloud.ZoneRRSetTypeNS, hcloud.ZoneRRSetTypeA, hcloud.ZoneRRSetTypeMX} {
			if !types[want] {
				t.Errorf("no %s RRSet in %v", want, types)
			}
		}
		www = call(client.Zone.GetRRSetByNameAndType(ctx, zone, "www", hcloud.ZoneRRSetTypeA)).ok(t)
		if www == nil || len(www.Records) != 1 || www.Records[0].Value != "192.0.2.10" || www.Records[0].Comment != "web 1" || www.TTL != nil {
			t.Fatalf("www: %+v", www)
		}
		equal(t, "by id", call(client.Zone.GetRRSetByID(ctx, zone, "www/A")).ok(t).Name, "www")
		mx := all(client.Zone.AllRRSetsWithOpts(ctx, zone, hcloud.ZoneRRSetListOpts{Type: []hcloud.ZoneRRSetType{hcloud.ZoneRRSetTypeMX}})).ok(t)
		if len(mx) != 1 || *mx[0].TTL != 600 {
			t.Errorf("MX: %+v", mx)
		}
		if missing := call(client.Zone.GetRRSetByNameAndType(ctx, zone, "nope", hcloud.ZoneRRSetTypeA)).ok(t); missing != nil {
			t.Errorf("an unknown RRSet was found")
		}
	})

	step(t, "creates an RRSet, changes its records and TTL, deletes it", func(t *testing.T) {
		ctx := testContext(t)
		created := call(client.Zone.CreateRRSet(ctx, zone, hcloud.ZoneRRSetCreateOpts{
			Name: "api", Type: hcloud.ZoneRRSetTypeAAAA, Labels: labels, Records: []hcloud.ZoneRRSetRecord{{Value: "2001:db8::1"}},
		})).ok(t)
		wait(t, client, created.Action)
		api := created.RRSet
		acted(t, client, call(client.Zone.AddRRSetRecords(ctx, api, hcloud.ZoneRRSetAddRecordsOpts{Records: []hcloud.ZoneRRSetRecord{{Value: "2001:db8::2"}}, TTL: ptr(300)})))
		read := call(client.Zone.GetRRSetByID(ctx, zone, api.ID)).ok(t)
		if len(read.Records) != 2 || read.TTL == nil || *read.TTL != 300 {
			t.Errorf("after add_records: %+v", read)
		}
		acted(t, client, call(client.Zone.UpdateRRSetRecords(ctx, api, hcloud.ZoneRRSetUpdateRecordsOpts{Records: []hcloud.ZoneRRSetRecord{{Value: "2001:db8::2", Comment: "second"}}})))
		acted(t, client, call(client.Zone.RemoveRRSetRecords(ctx, api, hcloud.ZoneRRSetRemoveRecordsOpts{Records: []hcloud.ZoneRRSetRecord{{Value: "2001:db8::1"}}})))
		read = call(client.Zone.GetRRSetByID(ctx, zone, api.ID)).ok(t)
		if len(read.Records) != 1 || read.Records[0].Value != "2001:db8::2" || read.Records[0].Comment != "second" {
			t.Errorf("after update and remove: %+v", read.Records)
		}
		acted(t, client, call(client.Zone.SetRRSetRecords(ctx, api, hcloud.ZoneRRSetSetRecordsOpts{Records: []hcloud.ZoneRRSetRecord{{Value: "2001:db8::3"}, {Value: "2001:db8::4"}}})))
		acted(t, client, call(client.Zone.ChangeRRSetTTL(ctx, api, hcloud.ZoneRRSetChangeTTLOpts{TTL: nil})))
		read = call(client.Zone.GetRRSetByID(ctx, zone, api.ID)).ok(t)
		if len(read.Records) != 2 || read.TTL != nil {
			t.Errorf("after set_records and a TTL reset: %+v", read)
		}
		call(client.Zone.CreateRRSet(ctx, zone, hcloud.ZoneRRSetCreateOpts{Name: "api", Type: hcloud.ZoneRRSetTypeAAAA, Records: []hcloud.ZoneRRSetRecord{{Value: "2001:db8::9"}}})).fails(t, hcloud.ErrorCodeUniquenessError, 409)
		deleted := call(client.Zone.DeleteRRSet(ctx, api)).ok(t)
		wait(t, client, deleted.Action)
		if gone := call(client.Zone.GetRRSetByID(ctx, zone, api.ID)).ok(t); gone != nil {
			t.Errorf("deleted RRSet still there: %+v", gone)
		}
	})

	step(t, "relabels and protects an RRSet", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Zone.UpdateRRSet(ctx, www, hcloud.ZoneRRSetUpdateOpts{Labels: labelsOf("zones", map[string]string{"tier": "web"})})).ok(t)
		equal(t, "label", updated.Labels["tier"], "web")
		byLabel := all(client.Zone.AllRRSetsWithOpts(ctx, zone, hcloud.ZoneRRSetListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "tier=web"}})).ok(t)
		if len(byLabel) != 1 || byLabel[0].ID != "www/A" {
			t.Errorf("by label: %+v", byLabel)
		}
		acted(t, client, call(client.Zone.ChangeRRSetProtection(ctx, www, hcloud.ZoneRRSetChangeProtectionOpts{Change: ptr(true)})))
		equal(t, "protected", call(client.Zone.GetRRSetByID(ctx, zone, "www/A")).ok(t).Protection.Change, true)
		call(client.Zone.SetRRSetRecords(ctx, www, hcloud.ZoneRRSetSetRecordsOpts{Records: []hcloud.ZoneRRSetRecord{{Value: "192.0.2.11"}}})).fails(t, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.Zone.ChangeRRSetProtection(ctx, www, hcloud.ZoneRRSetChangeProtectionOpts{Change: ptr(false)})))
	})

	step(t, "changes the zone's TTL, exports and imports a zone file", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Zone.ChangeTTL(ctx, zone, hcloud.ZoneChangeTTLOpts{TTL: 7200})))
		equal(t, "ttl", call(client.Zone.GetByID(ctx, zone.ID)).ok(t).TTL, 7200)
		exported := call(client.Zone.ExportZonefile(ctx, zone)).ok(t).Zonefile
		if !strings.Contains(exported, "www") || !strings.Contains(exported, "192.0.2.10") || !strings.Contains(exported, "SOA") {
			t.Fatalf("zone file:\n%s", exported)
		}
		zonefile := "$ORIGIN zones-example.com.\n$TTL 3600\n@ IN SOA hydrogen.ns.hetzner.com. dns.hetzner.com. 1 86400 10800 3600000 3600\n@ IN NS hydrogen.ns.hetzner.com.\n@ IN NS oxygen.ns.hetzner.com.\n@ IN NS helium.ns.hetzner.de.\nblog IN CNAME www.zones-example.com.\nwww IN A 192.0.2.20\n"
		acted(t, client, call(client.Zone.ImportZonefile(ctx, zone, hcloud.ZoneImportZonefileOpts{Zonefile: zonefile})))
		blog := call(client.Zone.GetRRSetByNameAndType(ctx, zone, "blog", hcloud.ZoneRRSetTypeCNAME)).ok(t)
		if blog == nil || blog.Records[0].Value != "www.zones-example.com." {
			t.Errorf("blog after import: %+v", blog)
		}
		if mx := call(client.Zone.GetRRSetByNameAndType(ctx, zone, "@", hcloud.ZoneRRSetTypeMX)).ok(t); mx != nil {
			t.Errorf("an import replaces the zone's RRSets; MX is still there")
		}
	})

	step(t, "creates a secondary zone and changes its primary nameservers", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Zone.Create(ctx, hcloud.ZoneCreateOpts{
			Name: "zones-secondary.com", Mode: hcloud.ZoneModeSecondary, Labels: labels,
			PrimaryNameservers: []hcloud.ZoneCreateOptsPrimaryNameserver{{Address: "192.0.2.53", Port: 53}},
		})).ok(t)
		wait(t, client, result.Action)
		secondary := call(client.Zone.GetByID(ctx, result.Zone.ID)).ok(t)
		if len(secondary.PrimaryNameservers) != 1 || secondary.PrimaryNameservers[0].Address != "192.0.2.53" || secondary.PrimaryNameservers[0].Port != 53 {
			t.Errorf("primary nameservers: %+v", secondary.PrimaryNameservers)
		}
		acted(t, client, call(client.Zone.ChangePrimaryNameservers(ctx, secondary, hcloud.ZoneChangePrimaryNameserversOpts{PrimaryNameservers: []hcloud.ZoneChangePrimaryNameserversOptsPrimaryNameserver{
			{Address: "192.0.2.54", Port: 5353, TSIGAlgorithm: hcloud.ZoneTSIGAlgorithmHMACSHA256, TSIGKey: "c2VjcmV0"},
		}})))
		read := call(client.Zone.GetByID(ctx, secondary.ID)).ok(t)
		if len(read.PrimaryNameservers) != 1 || read.PrimaryNameservers[0].Port != 5353 || read.PrimaryNameservers[0].TSIGAlgorithm != hcloud.ZoneTSIGAlgorithmHMACSHA256 {
			t.Errorf("primary nameservers: %+v", read.PrimaryNameservers)
		}
		call(client.Zone.CreateRRSet(ctx, secondary, hcloud.ZoneRRSetCreateOpts{Name: "www", Type: hcloud.ZoneRRSetTypeA, Records: []hcloud.ZoneRRSetRecord{{Value: "192.0.2.1"}}})).fails(t, incorrectZoneMode, 422)
		secondaries := all(client.Zone.AllWithOpts(ctx, hcloud.ZoneListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=zones"}, Mode: hcloud.ZoneModeSecondary})).ok(t)
		if len(secondaries) != 1 || secondaries[0].ID != secondary.ID {
			t.Errorf("secondary zones: %d", len(secondaries))
		}
		wait(t, client, call(client.Zone.Delete(ctx, secondary)).ok(t).Action)
	})

	actionListings(t, hcloud.ActionResourceTypeZone, zone.ID, "create_zone", client.Zone.Action.All, client.Zone.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Zone.Action.AllFor(ctx, zone, opts)
		})

	step(t, "protects, relabels and deletes the zone", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Zone.Update(ctx, zone, hcloud.ZoneUpdateOpts{Labels: labelsOf("zones", map[string]string{"env": "prod"})})).ok(t)
		equal(t, "env", updated.Labels["env"], "prod")
		acted(t, client, call(client.Zone.ChangeProtection(ctx, zone, hcloud.ZoneChangeProtectionOpts{Delete: ptr(true)})))
		call(client.Zone.Delete(ctx, zone)).fails(t, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.Zone.ChangeProtection(ctx, zone, hcloud.ZoneChangeProtectionOpts{Delete: ptr(false)})))
		deleted := call(client.Zone.Delete(ctx, zone)).ok(t)
		equal(t, "command", deleted.Action.Command, "delete_zone")
		wait(t, client, deleted.Action)
		if gone := call(client.Zone.GetByID(ctx, zone.ID)).ok(t); gone != nil {
			t.Errorf("zone still there")
		}
	})

	checkWire(t)
}
