package scenarios

import (
	"context"
	"net"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// Primary IPs: created unassigned in a location (assignee_type omitted, as the library does since
// the API made it optional), assigned to a stopped server, unassigned, and used at server creation.
func TestPrimaryIPs(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("primary-ips", nil)
	var ipv4, ipv6 *hcloud.PrimaryIP
	var server *hcloud.Server

	step(t, "creates unassigned IPv4 and IPv6 primary IPs in a location", func(t *testing.T) {
		ctx := testContext(t)
		created := call(client.PrimaryIP.Create(ctx, hcloud.PrimaryIPCreateOpts{
			Name: "primary-ips-v4", Type: hcloud.PrimaryIPTypeIPv4, Location: "fsn1", Labels: labels, AutoDelete: ptr(false),
		})).ok(t)
		if created.Action != nil {
			t.Errorf("an unassigned create starts no action: %+v", created.Action)
		}
		ipv4 = created.PrimaryIP
		equal(t, "assignee type", ipv4.AssigneeType, "unassigned")
		equal(t, "assignee id", ipv4.AssigneeID, int64(0))
		equal(t, "location", ipv4.Location.Name, "fsn1")
		if ipv4.IP.To4() == nil || ipv4.Network != nil {
			t.Errorf("IPv4 %v, network %v", ipv4.IP, ipv4.Network)
		}
		v6 := call(client.PrimaryIP.Create(ctx, hcloud.PrimaryIPCreateOpts{
			Name: "primary-ips-v6", Type: hcloud.PrimaryIPTypeIPv6, Location: "fsn1", Labels: labels,
		})).ok(t)
		ipv6 = v6.PrimaryIP
		if ipv6.Network == nil || ipv6.IP.To4() != nil {
			t.Errorf("IPv6 %v, network %v", ipv6.IP, ipv6.Network)
		}
		if ones, _ := ipv6.Network.Mask.Size(); ones != 64 {
			t.Errorf("IPv6 network %v is not a /64", ipv6.Network)
		}
	})

	step(t, "finds primary IPs by id, name, address and label", func(t *testing.T) {
		ctx := testContext(t)
		equal(t, "by id", call(client.PrimaryIP.GetByID(ctx, ipv4.ID)).ok(t).Name, "primary-ips-v4")
		equal(t, "by name", call(client.PrimaryIP.Get(ctx, "primary-ips-v6")).ok(t).ID, ipv6.ID)
		equal(t, "by ip", call(client.PrimaryIP.GetByIP(ctx, ipv4.IP.String())).ok(t).ID, ipv4.ID)
		equal(t, "by label", len(all(client.PrimaryIP.AllWithOpts(ctx, hcloud.PrimaryIPListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=primary-ips"}})).ok(t)), 2)
	})

	step(t, "creates a server with the IPv6 primary IP and without IPv4", func(t *testing.T) {
		ctx := testContext(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{
			Name: "primary-ips-web-1", Location: &hcloud.Location{Name: "fsn1"}, Labels: labels,
			PublicNet: &hcloud.ServerCreatePublicNet{EnableIPv4: false, EnableIPv6: true, IPv6: ipv6},
		})
		if !server.PublicNet.IPv4.IsUnspecified() {
			t.Errorf("the server has an IPv4: %+v", server.PublicNet.IPv4)
		}
		equal(t, "IPv6 id", server.PublicNet.IPv6.ID, ipv6.ID)
		read := call(client.PrimaryIP.GetByID(ctx, ipv6.ID)).ok(t)
		equal(t, "assignee", read.AssigneeID, server.ID)
		equal(t, "assignee type", read.AssigneeType, "server")
	})

	step(t, "assigns the IPv4 to the stopped server and unassigns it", func(t *testing.T) {
		ctx := testContext(t)
		assign := hcloud.PrimaryIPAssignOpts{ID: ipv4.ID, AssigneeID: server.ID, AssigneeType: "server"}
		call(client.PrimaryIP.Assign(ctx, assign)).fails(t, hcloud.ErrorCodeServerNotStopped, 422)
		acted(t, client, call(client.Server.Poweroff(ctx, server)))
		action := acted(t, client, call(client.PrimaryIP.Assign(ctx, assign)))
		equal(t, "command", action.Command, "assign_primary_ip")
		equal(t, "server IPv4", call(client.Server.GetByID(ctx, server.ID)).ok(t).PublicNet.IPv4.ID, ipv4.ID)
		equal(t, "assignee", call(client.PrimaryIP.GetByID(ctx, ipv4.ID)).ok(t).AssigneeID, server.ID)
		unassign := acted(t, client, call(client.PrimaryIP.Unassign(ctx, ipv4.ID)))
		equal(t, "command", unassign.Command, "unassign_primary_ip")
		read := call(client.PrimaryIP.GetByID(ctx, ipv4.ID)).ok(t)
		equal(t, "assignee after unassign", read.AssigneeID, int64(0))
		equal(t, "assignee type after unassign", read.AssigneeType, "unassigned")
	})

	step(t, "sets reverse DNS, renames, relabels and turns on auto delete", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.PrimaryIP.ChangeDNSPtr(ctx, hcloud.PrimaryIPChangeDNSPtrOpts{ID: ipv4.ID, IP: ipv4.IP.String(), DNSPtr: "mail.example.com"})))
		equal(t, "PTR", call(client.PrimaryIP.GetByID(ctx, ipv4.ID)).ok(t).DNSPtr[ipv4.IP.String()], "mail.example.com")
		newLabels := labelsOf("primary-ips", map[string]string{"role": "mail"})
		updated := call(client.PrimaryIP.Update(ctx, ipv4, hcloud.PrimaryIPUpdateOpts{Name: "primary-ips-mail", Labels: &newLabels, AutoDelete: ptr(true)})).ok(t)
		equal(t, "name", updated.Name, "primary-ips-mail")
		equal(t, "auto delete", updated.AutoDelete, true)
		equal(t, "role", updated.Labels["role"], "mail")
	})

	step(t, "protects a primary IP against deletion", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.PrimaryIP.ChangeProtection(ctx, hcloud.PrimaryIPChangeProtectionOpts{ID: ipv4.ID, Delete: true})))
		_, err := client.PrimaryIP.Delete(ctx, ipv4)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.PrimaryIP.ChangeProtection(ctx, hcloud.PrimaryIPChangeProtectionOpts{ID: ipv4.ID, Delete: false})))
	})

	actionListings(t, hcloud.ActionResourceTypePrimaryIP, ipv4.ID, "assign_primary_ip", client.PrimaryIP.Action.All, client.PrimaryIP.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.PrimaryIP.Action.AllFor(ctx, ipv4, opts)
		})

	step(t, "refuses to delete an assigned primary IP, deletes the rest", func(t *testing.T) {
		ctx := testContext(t)
		_, err := client.PrimaryIP.Delete(ctx, ipv6)
		apiError(t, err, mustBeUnassigned, 422)
		deleteServer(t, client, server)
		// auto_delete was false on the IPv6: it outlives its server, unassigned.
		read := call(client.PrimaryIP.GetByID(ctx, ipv6.ID)).ok(t)
		if read == nil || read.AssigneeID != 0 || read.AssigneeType != "unassigned" {
			t.Fatalf("IPv6 after its server went: %+v", read)
		}
		for _, ip := range []*hcloud.PrimaryIP{ipv4, ipv6} {
			_, err := client.PrimaryIP.Delete(ctx, ip)
			noErr(t, err)
		}
		equal(t, "left", len(all(client.PrimaryIP.AllWithOpts(ctx, hcloud.PrimaryIPListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=primary-ips"}})).ok(t)), 0)
	})

	checkWire(t)
}

// Since 2026-05-01 an assigned IP is not deleted (api-facts.md §3.4); hcloud-go has no constant.
const mustBeUnassigned = hcloud.ErrorCode("must_be_unassigned")

func TestFloatingIPs(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("floating-ips", nil)
	var server *hcloud.Server
	var floating, onServer *hcloud.FloatingIP

	step(t, "creates a server and a floating IP in a home location", func(t *testing.T) {
		ctx := testContext(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "floating-ips-web-1", Labels: labels})
		result := call(client.FloatingIP.Create(ctx, hcloud.FloatingIPCreateOpts{
			Type: hcloud.FloatingIPTypeIPv4, HomeLocation: &hcloud.Location{Name: "nbg1"}, Name: ptr("floating-ips-vip"),
			Description: ptr("the shop's address"), Labels: labels,
		})).ok(t)
		if result.Action != nil {
			t.Errorf("an unassigned floating IP starts no action: %+v", result.Action)
		}
		floating = result.FloatingIP
		equal(t, "home location", floating.HomeLocation.Name, "nbg1")
		equal(t, "description", floating.Description, "the shop's address")
		if floating.Server != nil || floating.IP.To4() == nil {
			t.Errorf("floating IP: %+v", floating)
		}
	})

	step(t, "creates an IPv6 floating IP assigned to the server at once", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.FloatingIP.Create(ctx, hcloud.FloatingIPCreateOpts{
			Type: hcloud.FloatingIPTypeIPv6, Server: server, Name: ptr("floating-ips-v6"), Labels: labels,
		})).ok(t)
		if result.Action == nil || result.Action.Command != "assign_floating_ip" {
			t.Fatalf("action: %+v", result.Action)
		}
		wait(t, client, result.Action)
		onServer = call(client.FloatingIP.GetByID(ctx, result.FloatingIP.ID)).ok(t)
		if onServer.Server == nil || onServer.Server.ID != server.ID || onServer.Network == nil {
			t.Errorf("floating IPv6: %+v", onServer)
		}
		equal(t, "home location follows the server", onServer.HomeLocation.Name, "nbg1")
	})

	step(t, "assigns, reassigns and unassigns", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.FloatingIP.Assign(ctx, floating, server)))
		read := call(client.Server.GetByID(ctx, server.ID)).ok(t)
		if len(read.PublicNet.FloatingIPs) != 2 {
			t.Errorf("server lists %d floating IPs", len(read.PublicNet.FloatingIPs))
		}
		equal(t, "assigned", call(client.FloatingIP.GetByID(ctx, floating.ID)).ok(t).Server.ID, server.ID)
		acted(t, client, call(client.FloatingIP.Unassign(ctx, floating)))
		if read := call(client.FloatingIP.GetByID(ctx, floating.ID)).ok(t); read.Server != nil {
			t.Errorf("still assigned to %+v", read.Server)
		}
	})

	step(t, "sets and resets reverse DNS", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.FloatingIP.ChangeDNSPtr(ctx, floating, floating.IP.String(), ptr("vip.example.com"))))
		read := call(client.FloatingIP.GetByID(ctx, floating.ID)).ok(t)
		equal(t, "PTR", read.DNSPtr[floating.IP.String()], "vip.example.com")
		v6 := onServer.Network.IP.String() + "2"
		acted(t, client, call(client.RDNS.ChangeDNSPtr(ctx, onServer, net.ParseIP(v6), ptr("v6.vip.example.com"))))
		equal(t, "IPv6 PTR", call(client.FloatingIP.GetByID(ctx, onServer.ID)).ok(t).DNSPtr[v6], "v6.vip.example.com")
		acted(t, client, call(client.FloatingIP.ChangeDNSPtr(ctx, floating, floating.IP.String(), nil)))
		if reset := call(client.FloatingIP.GetByID(ctx, floating.ID)).ok(t).DNSPtr[floating.IP.String()]; reset == "vip.example.com" {
			t.Errorf("PTR not reset")
		}
	})

	step(t, "renames, relabels and protects", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.FloatingIP.Update(ctx, floating, hcloud.FloatingIPUpdateOpts{Name: "floating-ips-vip-2", Description: "moved", Labels: labelsOf("floating-ips", map[string]string{"env": "prod"})})).ok(t)
		equal(t, "name", updated.Name, "floating-ips-vip-2")
		equal(t, "description", updated.Description, "moved")
		equal(t, "by name", call(client.FloatingIP.Get(ctx, "floating-ips-vip-2")).ok(t).ID, floating.ID)
		equal(t, "by label", len(all(client.FloatingIP.AllWithOpts(ctx, hcloud.FloatingIPListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=floating-ips,env=prod"}})).ok(t)), 1)
		acted(t, client, call(client.FloatingIP.ChangeProtection(ctx, floating, hcloud.FloatingIPChangeProtectionOpts{Delete: ptr(true)})))
		_, err := client.FloatingIP.Delete(ctx, floating)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.FloatingIP.ChangeProtection(ctx, floating, hcloud.FloatingIPChangeProtectionOpts{Delete: ptr(false)})))
	})

	actionListings(t, hcloud.ActionResourceTypeFloatingIP, floating.ID, "assign_floating_ip", client.FloatingIP.Action.All, client.FloatingIP.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.FloatingIP.Action.AllFor(ctx, floating, opts)
		})

	step(t, "deletes the floating IPs once unassigned, and the server", func(t *testing.T) {
		ctx := testContext(t)
		_, err := client.FloatingIP.Delete(ctx, onServer)
		apiError(t, err, mustBeUnassigned, 422)
		acted(t, client, call(client.FloatingIP.Unassign(ctx, onServer)))
		for _, ip := range []*hcloud.FloatingIP{floating, onServer} {
			_, err := client.FloatingIP.Delete(ctx, ip)
			noErr(t, err)
		}
		deleteServer(t, client, server)
		equal(t, "left", len(all(client.FloatingIP.AllWithOpts(ctx, hcloud.FloatingIPListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=floating-ips"}})).ok(t)), 0)
	})

	checkWire(t)
}
