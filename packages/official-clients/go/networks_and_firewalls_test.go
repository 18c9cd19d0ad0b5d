package scenarios

import (
	"context"
	"net"
	"testing"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

func cidr(t *testing.T, text string) *net.IPNet {
	t.Helper()
	_, network, err := net.ParseCIDR(text)
	noErr(t, err)
	return network
}

func TestNetworks(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("networks", nil)
	var network *hcloud.Network
	var server *hcloud.Server

	step(t, "creates a network with a subnet and a route", func(t *testing.T) {
		ctx := testContext(t)
		network = call(client.Network.Create(ctx, hcloud.NetworkCreateOpts{
			Name: "networks-backend", IPRange: cidr(t, "10.0.0.0/16"), Labels: labels,
			Subnets: []hcloud.NetworkSubnet{{Type: hcloud.NetworkSubnetTypeCloud, IPRange: cidr(t, "10.0.1.0/24"), NetworkZone: hcloud.NetworkZoneEUCentral}},
			Routes:  []hcloud.NetworkRoute{{Destination: cidr(t, "10.100.1.0/24"), Gateway: net.ParseIP("10.0.1.1")}},
		})).ok(t)
		equal(t, "ip range", network.IPRange.String(), "10.0.0.0/16")
		if len(network.Subnets) != 1 || network.Subnets[0].Gateway.String() != "10.0.0.1" || network.Subnets[0].NetworkZone != hcloud.NetworkZoneEUCentral {
			t.Errorf("subnets: %+v", network.Subnets)
		}
		if len(network.Routes) != 1 || network.Routes[0].Destination.String() != "10.100.1.0/24" || network.Routes[0].Gateway.String() != "10.0.1.1" {
			t.Errorf("routes: %+v", network.Routes)
		}
		equal(t, "expose routes to vSwitch", network.ExposeRoutesToVSwitch, false)
	})

	step(t, "adds and deletes subnets and routes, waiting for each action", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Network.AddSubnet(ctx, network, hcloud.NetworkAddSubnetOpts{Subnet: hcloud.NetworkSubnet{
			Type: hcloud.NetworkSubnetTypeCloud, IPRange: cidr(t, "10.0.2.0/24"), NetworkZone: hcloud.NetworkZoneEUCentral,
		}})))
		// Without an ip_range the API picks the next free one.
		acted(t, client, call(client.Network.AddSubnet(ctx, network, hcloud.NetworkAddSubnetOpts{Subnet: hcloud.NetworkSubnet{
			Type: hcloud.NetworkSubnetTypeCloud, NetworkZone: hcloud.NetworkZoneEUCentral,
		}})))
		acted(t, client, call(client.Network.AddRoute(ctx, network, hcloud.NetworkAddRouteOpts{Route: hcloud.NetworkRoute{
			Destination: cidr(t, "10.100.2.0/24"), Gateway: net.ParseIP("10.0.2.2"),
		}})))
		read := call(client.Network.GetByID(ctx, network.ID)).ok(t)
		if len(read.Subnets) != 3 || len(read.Routes) != 2 {
			t.Fatalf("%d subnets, %d routes", len(read.Subnets), len(read.Routes))
		}
		picked := read.Subnets[2].IPRange
		if picked == nil || !read.IPRange.Contains(picked.IP) {
			t.Errorf("picked subnet %v", picked)
		}
		acted(t, client, call(client.Network.DeleteRoute(ctx, network, hcloud.NetworkDeleteRouteOpts{Route: read.Routes[1]})))
		acted(t, client, call(client.Network.DeleteSubnet(ctx, network, hcloud.NetworkDeleteSubnetOpts{Subnet: read.Subnets[2]})))
		read = call(client.Network.GetByID(ctx, network.ID)).ok(t)
		if len(read.Subnets) != 2 || len(read.Routes) != 1 {
			t.Errorf("after deleting: %d subnets, %d routes", len(read.Subnets), len(read.Routes))
		}
		call(client.Network.AddSubnet(ctx, network, hcloud.NetworkAddSubnetOpts{Subnet: hcloud.NetworkSubnet{
			Type: hcloud.NetworkSubnetTypeCloud, IPRange: cidr(t, "10.0.1.128/25"), NetworkZone: hcloud.NetworkZoneEUCentral,
		}})).fails(t, hcloud.ErrorCodeInvalidInput, 422)
	})

	step(t, "widens the IP range", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.Network.ChangeIPRange(ctx, network, hcloud.NetworkChangeIPRangeOpts{IPRange: cidr(t, "10.0.0.0/15")})))
		equal(t, "ip range", call(client.Network.GetByID(ctx, network.ID)).ok(t).IPRange.String(), "10.0.0.0/15")
	})

	step(t, "attaches a server with an IP and alias IPs, changes them, detaches", func(t *testing.T) {
		ctx := testContext(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "networks-app-1", Labels: labels})
		acted(t, client, call(client.Server.AttachToNetwork(ctx, server, hcloud.ServerAttachToNetworkOpts{
			Network: network, IP: net.ParseIP("10.0.1.5"), AliasIPs: []net.IP{net.ParseIP("10.0.1.6")},
		})))
		read := call(client.Server.GetByID(ctx, server.ID)).ok(t)
		if len(read.PrivateNet) != 1 || read.PrivateNet[0].Network.ID != network.ID || read.PrivateNet[0].IP.String() != "10.0.1.5" {
			t.Fatalf("private net: %+v", read.PrivateNet)
		}
		if len(read.PrivateNet[0].Aliases) != 1 || read.PrivateNet[0].Aliases[0].String() != "10.0.1.6" || read.PrivateNet[0].MACAddress == "" {
			t.Errorf("aliases %v, mac %q", read.PrivateNet[0].Aliases, read.PrivateNet[0].MACAddress)
		}
		servers := call(client.Network.GetByID(ctx, network.ID)).ok(t).Servers
		if len(servers) != 1 || servers[0].ID != server.ID {
			t.Errorf("network's servers: %v", servers)
		}
		acted(t, client, call(client.Server.ChangeAliasIPs(ctx, server, hcloud.ServerChangeAliasIPsOpts{
			Network: network, AliasIPs: []net.IP{net.ParseIP("10.0.1.7"), net.ParseIP("10.0.1.8")},
		})))
		equal(t, "aliases", len(call(client.Server.GetByID(ctx, server.ID)).ok(t).PrivateNet[0].Aliases), 2)
		call(client.Server.AttachToNetwork(ctx, server, hcloud.ServerAttachToNetworkOpts{Network: network})).fails(t, hcloud.ErrorCodeServerAlreadyAttached, 422)
		acted(t, client, call(client.Server.DetachFromNetwork(ctx, server, hcloud.ServerDetachFromNetworkOpts{Network: network})))
		equal(t, "private nets after detach", len(call(client.Server.GetByID(ctx, server.ID)).ok(t).PrivateNet), 0)
	})

	step(t, "creates a server in the network directly", func(t *testing.T) {
		ctx := testContext(t)
		inNetwork := createServer(t, client, hcloud.ServerCreateOpts{Name: "networks-app-2", Networks: []*hcloud.Network{network}, Labels: labels})
		if len(inNetwork.PrivateNet) != 1 || !network.IPRange.Contains(inNetwork.PrivateNet[0].IP) {
			t.Errorf("private net: %+v", inNetwork.PrivateNet)
		}
		deleteServer(t, client, inNetwork)
		_ = ctx
	})

	step(t, "renames, relabels, exposes routes and protects", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Network.Update(ctx, network, hcloud.NetworkUpdateOpts{
			Name: "networks-backend-2", Labels: labelsOf("networks", map[string]string{"env": "prod"}), ExposeRoutesToVSwitch: ptr(true),
		})).ok(t)
		equal(t, "name", updated.Name, "networks-backend-2")
		equal(t, "expose", updated.ExposeRoutesToVSwitch, true)
		equal(t, "by label", len(all(client.Network.AllWithOpts(ctx, hcloud.NetworkListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=networks,env=prod"}})).ok(t)), 1)
		equal(t, "by name", call(client.Network.Get(ctx, "networks-backend-2")).ok(t).ID, network.ID)
		acted(t, client, call(client.Network.ChangeProtection(ctx, network, hcloud.NetworkChangeProtectionOpts{Delete: ptr(true)})))
		_, err := client.Network.Delete(ctx, network)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.Network.ChangeProtection(ctx, network, hcloud.NetworkChangeProtectionOpts{Delete: ptr(false)})))
	})

	actionListings(t, hcloud.ActionResourceTypeNetwork, network.ID, "add_subnet", client.Network.Action.All, client.Network.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Network.Action.AllFor(ctx, network, opts)
		})

	step(t, "lists the network's actions and deletes it", func(t *testing.T) {
		ctx := testContext(t)
		actions := all(client.Network.Action.AllFor(ctx, network, hcloud.ActionListOpts{})).ok(t)
		commands := map[string]bool{}
		for _, action := range actions {
			commands[action.Command] = true
		}
		for _, want := range []string{"add_subnet", "add_route", "delete_route", "delete_subnet", "change_ip_range", "change_protection"} {
			if !commands[want] {
				t.Errorf("no %s action in %v", want, commands)
			}
		}
		deleteServer(t, client, server)
		_, err := client.Network.Delete(ctx, network)
		noErr(t, err)
		if gone := call(client.Network.GetByID(ctx, network.ID)).ok(t); gone != nil {
			t.Errorf("network still there")
		}
	})

	checkWire(t)
}

func TestFirewalls(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("firewalls", map[string]string{"role": "web"})
	var firewall *hcloud.Firewall
	var server *hcloud.Server
	anywhere := func(t *testing.T) []net.IPNet {
		return []net.IPNet{*cidr(t, "0.0.0.0/0"), *cidr(t, "::/0")}
	}

	step(t, "creates a firewall with rules and waits for its actions", func(t *testing.T) {
		ctx := testContext(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "firewalls-web-1", Labels: labels})
		result := call(client.Firewall.Create(ctx, hcloud.FirewallCreateOpts{
			Name: "firewalls-web", Labels: labels,
			Rules: []hcloud.FirewallRule{
				{Direction: hcloud.FirewallRuleDirectionIn, Protocol: hcloud.FirewallRuleProtocolTCP, Port: ptr("443"), SourceIPs: anywhere(t), Description: ptr("https")},
				{Direction: hcloud.FirewallRuleDirectionIn, Protocol: hcloud.FirewallRuleProtocolICMP, SourceIPs: anywhere(t)},
			},
			ApplyTo: []hcloud.FirewallResource{{Type: hcloud.FirewallResourceTypeServer, Server: &hcloud.FirewallResourceServer{ID: server.ID}}},
		})).ok(t)
		firewall = result.Firewall
		if len(result.Actions) == 0 {
			t.Fatalf("no actions")
		}
		wait(t, client, result.Actions...)
		read := call(client.Firewall.GetByID(ctx, firewall.ID)).ok(t)
		if len(read.Rules) != 2 || *read.Rules[0].Port != "443" || *read.Rules[0].Description != "https" || len(read.Rules[0].SourceIPs) != 2 {
			t.Errorf("rules: %+v", read.Rules)
		}
		if read.Rules[1].Port != nil || read.Rules[1].Description != nil {
			t.Errorf("icmp rule: %+v", read.Rules[1])
		}
		if len(read.AppliedTo) != 1 || read.AppliedTo[0].Server == nil || read.AppliedTo[0].Server.ID != server.ID {
			t.Errorf("applied to: %+v", read.AppliedTo)
		}
		firewalls := call(client.Server.GetByID(ctx, server.ID)).ok(t).PublicNet.Firewalls
		if len(firewalls) != 1 || firewalls[0].Firewall.ID != firewall.ID || firewalls[0].Status != hcloud.FirewallStatusApplied {
			t.Errorf("server's firewalls: %+v", firewalls)
		}
	})

	step(t, "replaces the rules", func(t *testing.T) {
		ctx := testContext(t)
		actions := call(client.Firewall.SetRules(ctx, firewall, hcloud.FirewallSetRulesOpts{Rules: []hcloud.FirewallRule{
			{Direction: hcloud.FirewallRuleDirectionIn, Protocol: hcloud.FirewallRuleProtocolTCP, Port: ptr("80-85"), SourceIPs: anywhere(t)},
			{Direction: hcloud.FirewallRuleDirectionOut, Protocol: hcloud.FirewallRuleProtocolUDP, Port: ptr("53"), DestinationIPs: []net.IPNet{*cidr(t, "9.9.9.9/32")}},
			// "any": every port, as Terraform's hcloud_firewall documents and sends.
			{Direction: hcloud.FirewallRuleDirectionIn, Protocol: hcloud.FirewallRuleProtocolUDP, Port: ptr("any"), SourceIPs: anywhere(t)},
		}})).ok(t)
		wait(t, client, actions...)
		rules := call(client.Firewall.GetByID(ctx, firewall.ID)).ok(t).Rules
		if len(rules) != 3 || *rules[0].Port != "80-85" || rules[1].Direction != hcloud.FirewallRuleDirectionOut || rules[1].DestinationIPs[0].String() != "9.9.9.9/32" || *rules[2].Port != "any" {
			t.Errorf("rules: %+v", rules)
		}
		call(client.Firewall.SetRules(ctx, firewall, hcloud.FirewallSetRulesOpts{Rules: []hcloud.FirewallRule{
			{Direction: hcloud.FirewallRuleDirectionIn, Protocol: hcloud.FirewallRuleProtocolTCP, Port: ptr("70000"), SourceIPs: anywhere(t)},
		}})).fails(t, hcloud.ErrorCodeInvalidInput, 422)
	})

	step(t, "applies to a label selector and removes resources", func(t *testing.T) {
		ctx := testContext(t)
		selector := hcloud.FirewallResource{Type: hcloud.FirewallResourceTypeLabelSelector, LabelSelector: &hcloud.FirewallResourceLabelSelector{Selector: "role=web"}}
		wait(t, client, call(client.Firewall.ApplyResources(ctx, firewall, []hcloud.FirewallResource{selector})).ok(t)...)
		read := call(client.Firewall.GetByID(ctx, firewall.ID)).ok(t)
		if len(read.AppliedTo) != 2 {
			t.Fatalf("applied to: %+v", read.AppliedTo)
		}
		for _, resource := range read.AppliedTo {
			if resource.Type == hcloud.FirewallResourceTypeLabelSelector {
				if resource.LabelSelector.Selector != "role=web" || len(resource.AppliedToResources) != 1 || resource.AppliedToResources[0].Server.ID != server.ID {
					t.Errorf("label selector resource: %+v", resource)
				}
			}
		}
		call(client.Firewall.ApplyResources(ctx, firewall, []hcloud.FirewallResource{selector})).fails(t, hcloud.ErrorCodeFirewallAlreadyApplied, 422)
		wait(t, client, call(client.Firewall.RemoveResources(ctx, firewall, []hcloud.FirewallResource{selector})).ok(t)...)
		wait(t, client, call(client.Firewall.RemoveResources(ctx, firewall, []hcloud.FirewallResource{{Type: hcloud.FirewallResourceTypeServer, Server: &hcloud.FirewallResourceServer{ID: server.ID}}})).ok(t)...)
		equal(t, "applied to", len(call(client.Firewall.GetByID(ctx, firewall.ID)).ok(t).AppliedTo), 0)
	})

	actionListings(t, hcloud.ActionResourceTypeFirewall, firewall.ID, "set_firewall_rules", client.Firewall.Action.All, client.Firewall.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Firewall.Action.AllFor(ctx, firewall, opts)
		})

	step(t, "renames, finds by label and deletes; a firewall in use is refused", func(t *testing.T) {
		ctx := testContext(t)
		updated := call(client.Firewall.Update(ctx, firewall, hcloud.FirewallUpdateOpts{Name: "firewalls-web-2", Labels: labelsOf("firewalls", map[string]string{"env": "prod"})})).ok(t)
		equal(t, "name", updated.Name, "firewalls-web-2")
		equal(t, "by label", len(all(client.Firewall.AllWithOpts(ctx, hcloud.FirewallListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=firewalls,env=prod"}})).ok(t)), 1)
		equal(t, "by name", call(client.Firewall.Get(ctx, "firewalls-web-2")).ok(t).ID, firewall.ID)
		wait(t, client, call(client.Firewall.ApplyResources(ctx, firewall, []hcloud.FirewallResource{{Type: hcloud.FirewallResourceTypeServer, Server: &hcloud.FirewallResourceServer{ID: server.ID}}})).ok(t)...)
		_, err := client.Firewall.Delete(ctx, firewall)
		apiError(t, err, hcloud.ErrorCodeResourceInUse, 422)
		deleteServer(t, client, server)
		_, err = client.Firewall.Delete(ctx, firewall)
		noErr(t, err)
	})

	checkWire(t)
}
