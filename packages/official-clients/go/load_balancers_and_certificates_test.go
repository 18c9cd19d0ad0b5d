package scenarios

import (
	"context"
	"errors"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// The self-signed certificate the CLI and Python scenarios upload too (test/fixtures).
func readFixture(t *testing.T, name string) string {
	t.Helper()
	content, err := os.ReadFile("../test/fixtures/" + name)
	noErr(t, err)
	return string(content)
}

func TestCertificates(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("certificates", nil)
	var uploaded, managed *hcloud.Certificate

	step(t, "uploads a certificate and reads what the API parsed from it", func(t *testing.T) {
		ctx := testContext(t)
		uploaded = call(client.Certificate.Create(ctx, hcloud.CertificateCreateOpts{
			Name: "certificates-shop", Type: hcloud.CertificateTypeUploaded, Labels: labels,
			Certificate: readFixture(t, "shop.example.com.cert.pem"), PrivateKey: readFixture(t, "shop.example.com.key.pem"),
		})).ok(t)
		equal(t, "type", uploaded.Type, hcloud.CertificateTypeUploaded)
		if len(uploaded.DomainNames) == 0 || uploaded.DomainNames[0] != "shop.example.com" {
			t.Errorf("domain names: %v", uploaded.DomainNames)
		}
		if uploaded.Fingerprint == "" || uploaded.NotValidBefore.IsZero() || !uploaded.NotValidAfter.After(time.Now()) {
			t.Errorf("certificate: fingerprint %q, valid %v to %v", uploaded.Fingerprint, uploaded.NotValidBefore, uploaded.NotValidAfter)
		}
		if !strings.HasPrefix(uploaded.Certificate, "-----BEGIN CERTIFICATE-----") || uploaded.Status != nil {
			t.Errorf("certificate %q..., status %+v", uploaded.Certificate[:20], uploaded.Status)
		}
	})

	step(t, "refuses a certificate that does not match its key", func(t *testing.T) {
		ctx := testContext(t)
		call(client.Certificate.Create(ctx, hcloud.CertificateCreateOpts{
			Name: "certificates-broken", Type: hcloud.CertificateTypeUploaded,
			Certificate: readFixture(t, "shop.example.com.cert.pem"), PrivateKey: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n",
		})).fails(t, hcloud.ErrorCodeInvalidInput, 422)
	})

	var zone *hcloud.Zone
	step(t, "a managed certificate without a DNS zone fails its issuance: WaitFor returns the action's error", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.Certificate.CreateCertificate(ctx, hcloud.CertificateCreateOpts{
			Name: "certificates-managed", Type: hcloud.CertificateTypeManaged, DomainNames: []string{"www.certificates-example.com", "certificates-example.com"}, Labels: labels,
		})).ok(t)
		if result.Action == nil || result.Action.Command != "create_certificate" {
			t.Fatalf("action: %+v", result.Action)
		}
		if result.Certificate.Status == nil || result.Certificate.Status.Issuance != hcloud.CertificateStatusTypePending {
			t.Errorf("status at creation: %+v", result.Certificate.Status)
		}
		err := client.Action.WaitFor(ctx, result.Action)
		var actionErr hcloud.ActionError
		if !errors.As(err, &actionErr) || actionErr.Code != string(hcloud.ErrorCodeDNSZoneNotFound) || actionErr.Action() == nil || actionErr.Action().Status != hcloud.ActionStatusError {
			t.Fatalf("WaitFor: %v", err)
		}
		managed = call(client.Certificate.GetByID(ctx, result.Certificate.ID)).ok(t)
		if managed.Status == nil || !managed.Status.IsFailed() || managed.Status.Error == nil || managed.Status.Error.Code != hcloud.ErrorCodeDNSZoneNotFound {
			t.Errorf("status after the failed issuance: %+v", managed.Status)
		}
	})

	step(t, "retries the issuance once the zone exists, and it completes", func(t *testing.T) {
		ctx := testContext(t)
		created := call(client.Zone.Create(ctx, hcloud.ZoneCreateOpts{Name: "certificates-example.com", Mode: hcloud.ZoneModePrimary, Labels: labels})).ok(t)
		wait(t, client, created.Action)
		zone = created.Zone
		call(client.Certificate.RetryIssuance(ctx, uploaded)).fails(t, hcloud.ErrorUnsupportedError, 422)
		retry := acted(t, client, call(client.Certificate.RetryIssuance(ctx, managed)))
		equal(t, "command", retry.Command, "issue_certificate")
		managed = call(client.Certificate.GetByID(ctx, managed.ID)).ok(t)
		if managed.Status == nil || managed.Status.Issuance != hcloud.CertificateStatusTypeCompleted || managed.Status.IsFailed() || managed.Status.Error != nil {
			t.Errorf("status after the retry: %+v", managed.Status)
		}
		if managed.Certificate == "" || managed.Fingerprint == "" || len(managed.DomainNames) != 2 || managed.NotValidAfter.IsZero() {
			t.Errorf("managed certificate: %+v", managed)
		}
	})

	actionListings(t, hcloud.ActionResourceTypeCertificate, managed.ID, "issue_certificate", client.Certificate.Action.All, client.Certificate.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.Certificate.Action.AllFor(ctx, managed, opts)
		})

	step(t, "finds, renames and relabels certificates", func(t *testing.T) {
		ctx := testContext(t)
		equal(t, "by name", call(client.Certificate.Get(ctx, "certificates-shop")).ok(t).ID, uploaded.ID)
		equal(t, "by label", len(all(client.Certificate.AllWithOpts(ctx, hcloud.CertificateListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=certificates"}})).ok(t)), 2)
		updated := call(client.Certificate.Update(ctx, uploaded, hcloud.CertificateUpdateOpts{Name: "certificates-shop-2026", Labels: labelsOf("certificates", map[string]string{"env": "prod"})})).ok(t)
		equal(t, "name", updated.Name, "certificates-shop-2026")
		equal(t, "env", updated.Labels["env"], "prod")
	})

	step(t, "deletes both", func(t *testing.T) {
		ctx := testContext(t)
		for _, certificate := range []*hcloud.Certificate{uploaded, managed} {
			_, err := client.Certificate.Delete(ctx, certificate)
			noErr(t, err)
		}
		equal(t, "left", len(all(client.Certificate.AllWithOpts(ctx, hcloud.CertificateListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=certificates"}})).ok(t)), 0)
		wait(t, client, call(client.Zone.Delete(ctx, zone)).ok(t).Action)
	})

	checkWire(t)
}

func TestLoadBalancers(t *testing.T) {
	client := newClient(t, tokenA)
	labels := labelsOf("load-balancers", nil)
	var network *hcloud.Network
	var server *hcloud.Server
	var certificate *hcloud.Certificate
	var lb *hcloud.LoadBalancer

	step(t, "creates a network, a server in it and a certificate", func(t *testing.T) {
		ctx := testContext(t)
		network = call(client.Network.Create(ctx, hcloud.NetworkCreateOpts{
			Name: "load-balancers-net", IPRange: cidr(t, "10.1.0.0/16"), Labels: labels,
			Subnets: []hcloud.NetworkSubnet{{Type: hcloud.NetworkSubnetTypeCloud, IPRange: cidr(t, "10.1.0.0/24"), NetworkZone: hcloud.NetworkZoneEUCentral}},
		})).ok(t)
		server = createServer(t, client, hcloud.ServerCreateOpts{Name: "load-balancers-web-1", Networks: []*hcloud.Network{network}, Labels: labelsOf("load-balancers", map[string]string{"role": "web"})})
		certificate = call(client.Certificate.Create(ctx, hcloud.CertificateCreateOpts{
			Name: "load-balancers-shop", Type: hcloud.CertificateTypeUploaded,
			Certificate: readFixture(t, "shop.example.com.cert.pem"), PrivateKey: readFixture(t, "shop.example.com.key.pem"),
		})).ok(t)
	})

	step(t, "creates a load balancer with a service and a target in the network", func(t *testing.T) {
		ctx := testContext(t)
		result := call(client.LoadBalancer.Create(ctx, hcloud.LoadBalancerCreateOpts{
			Name: "load-balancers-shop", LoadBalancerType: &hcloud.LoadBalancerType{Name: "lb11"}, Location: &hcloud.Location{Name: "nbg1"},
			Algorithm: &hcloud.LoadBalancerAlgorithm{Type: hcloud.LoadBalancerAlgorithmTypeRoundRobin}, Network: network, Labels: labels,
			Services: []hcloud.LoadBalancerCreateOptsService{{Protocol: hcloud.LoadBalancerServiceProtocolTCP, ListenPort: ptr(22), DestinationPort: ptr(22)}},
			Targets:  []hcloud.LoadBalancerCreateOptsTarget{{Type: hcloud.LoadBalancerTargetTypeServer, Server: hcloud.LoadBalancerCreateOptsTargetServer{Server: server}, UsePrivateIP: ptr(true)}},
		})).ok(t)
		equal(t, "action", result.Action.Command, "create_load_balancer")
		wait(t, client, result.Action)
		lb = call(client.LoadBalancer.GetByID(ctx, result.LoadBalancer.ID)).ok(t)
		equal(t, "type", lb.LoadBalancerType.Name, "lb11")
		equal(t, "algorithm", lb.Algorithm.Type, hcloud.LoadBalancerAlgorithmTypeRoundRobin)
		if !lb.PublicNet.Enabled || lb.PublicNet.IPv4.IP == nil || lb.PublicNet.IPv6.IP == nil {
			t.Errorf("public net: %+v", lb.PublicNet)
		}
		if len(lb.PrivateNet) != 1 || lb.PrivateNet[0].Network.ID != network.ID || !network.IPRange.Contains(lb.PrivateNet[0].IP) {
			t.Errorf("private net: %+v", lb.PrivateNet)
		}
		if len(lb.Services) != 1 || lb.Services[0].HealthCheck.Protocol != hcloud.LoadBalancerServiceProtocolTCP || lb.Services[0].HealthCheck.Interval != 15*time.Second {
			t.Errorf("services: %+v", lb.Services)
		}
		if len(lb.Targets) != 1 || lb.Targets[0].Server.Server.ID != server.ID || !lb.Targets[0].UsePrivateIP {
			t.Fatalf("targets: %+v", lb.Targets)
		}
		if len(lb.Targets[0].HealthStatus) != 1 || lb.Targets[0].HealthStatus[0].ListenPort != 22 {
			t.Errorf("health status: %+v", lb.Targets[0].HealthStatus)
		}
		if lb.IncludedTraffic == 0 {
			t.Errorf("no included traffic")
		}
		if lbs := call(client.Server.GetByID(ctx, server.ID)).ok(t).LoadBalancers; len(lbs) != 1 || lbs[0].ID != lb.ID {
			t.Errorf("server's load balancers: %+v", lbs)
		}
	})

	step(t, "adds an HTTPS service with a certificate, sticky sessions and an HTTP health check", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.LoadBalancer.AddService(ctx, lb, hcloud.LoadBalancerAddServiceOpts{
			Protocol: hcloud.LoadBalancerServiceProtocolHTTPS, ListenPort: ptr(443), DestinationPort: ptr(8080),
			HTTP: &hcloud.LoadBalancerAddServiceOptsHTTP{
				Certificates: []*hcloud.Certificate{certificate}, RedirectHTTP: ptr(true), StickySessions: ptr(true),
				CookieName: ptr("SHOP"), CookieLifetime: ptr(10 * time.Minute), TimeoutIdle: ptr(90 * time.Second),
			},
			HealthCheck: &hcloud.LoadBalancerAddServiceOptsHealthCheck{
				Protocol: hcloud.LoadBalancerServiceProtocolHTTP, Port: ptr(8080), Interval: ptr(10 * time.Second), Timeout: ptr(5 * time.Second), Retries: ptr(2),
				HTTP: &hcloud.LoadBalancerAddServiceOptsHealthCheckHTTP{Domain: ptr("shop.example.com"), Path: ptr("/healthz"), StatusCodes: []string{"2??"}, TLS: ptr(false)},
			},
		})))
		read := call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t)
		var https *hcloud.LoadBalancerService
		for i := range read.Services {
			if read.Services[i].ListenPort == 443 {
				https = &read.Services[i]
			}
		}
		if https == nil {
			t.Fatalf("no service on 443: %+v", read.Services)
		}
		equal(t, "destination port", https.DestinationPort, 8080)
		equal(t, "cookie", https.HTTP.CookieName, "SHOP")
		equal(t, "cookie lifetime", https.HTTP.CookieLifetime, 10*time.Minute)
		equal(t, "idle timeout", https.HTTP.TimeoutIdle, 90*time.Second)
		equal(t, "redirect", https.HTTP.RedirectHTTP, true)
		if len(https.HTTP.Certificates) != 1 || https.HTTP.Certificates[0].ID != certificate.ID {
			t.Errorf("certificates: %+v", https.HTTP.Certificates)
		}
		if https.HealthCheck.HTTP == nil || https.HealthCheck.HTTP.Path != "/healthz" || https.HealthCheck.HTTP.Domain != "shop.example.com" || https.HealthCheck.Retries != 2 {
			t.Errorf("health check: %+v %+v", https.HealthCheck, https.HealthCheck.HTTP)
		}
		usedBy := call(client.Certificate.GetByID(ctx, certificate.ID)).ok(t).UsedBy
		if len(usedBy) != 1 || usedBy[0].ID != lb.ID || usedBy[0].Type != hcloud.CertificateUsedByRefTypeLoadBalancer {
			t.Errorf("certificate used by: %+v", usedBy)
		}
		call(client.LoadBalancer.AddService(ctx, lb, hcloud.LoadBalancerAddServiceOpts{Protocol: hcloud.LoadBalancerServiceProtocolTCP, ListenPort: ptr(443), DestinationPort: ptr(443)})).fails(t, hcloud.ErrorCodeSourcePortAlreadyUsed, 412)
	})

	step(t, "updates and deletes a service", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.LoadBalancer.UpdateService(ctx, lb, 443, hcloud.LoadBalancerUpdateServiceOpts{
			DestinationPort: ptr(8443), HTTP: &hcloud.LoadBalancerUpdateServiceOptsHTTP{StickySessions: ptr(false)},
		})))
		for _, service := range call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).Services {
			if service.ListenPort == 443 && (service.DestinationPort != 8443 || service.HTTP.StickySessions || service.HTTP.CookieName != "SHOP") {
				t.Errorf("updated service: %+v", service)
			}
		}
		acted(t, client, call(client.LoadBalancer.DeleteService(ctx, lb, 22)))
		equal(t, "services", len(call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).Services), 1)
	})

	step(t, "adds and removes label selector and IP targets", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.LoadBalancer.AddLabelSelectorTarget(ctx, lb, hcloud.LoadBalancerAddLabelSelectorTargetOpts{Selector: "role=web", UsePrivateIP: ptr(true)})))
		acted(t, client, call(client.LoadBalancer.AddIPTarget(ctx, lb, hcloud.LoadBalancerAddIPTargetOpts{IP: net.ParseIP("192.0.2.10")})))
		read := call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t)
		kinds := map[hcloud.LoadBalancerTargetType]int{}
		for _, target := range read.Targets {
			kinds[target.Type]++
			if target.Type == hcloud.LoadBalancerTargetTypeLabelSelector && (len(target.Targets) != 1 || target.Targets[0].Server.Server.ID != server.ID) {
				t.Errorf("label selector target: %+v", target)
			}
			if target.Type == hcloud.LoadBalancerTargetTypeIP && target.IP.IP != "192.0.2.10" {
				t.Errorf("ip target: %+v", target.IP)
			}
		}
		if kinds[hcloud.LoadBalancerTargetTypeServer] != 1 || kinds[hcloud.LoadBalancerTargetTypeLabelSelector] != 1 || kinds[hcloud.LoadBalancerTargetTypeIP] != 1 {
			t.Errorf("targets: %v", kinds)
		}
		call(client.LoadBalancer.AddServerTarget(ctx, lb, hcloud.LoadBalancerAddServerTargetOpts{Server: server, UsePrivateIP: ptr(true)})).fails(t, hcloud.ErrorCodeTargetAlreadyDefined, 422)
		acted(t, client, call(client.LoadBalancer.RemoveLabelSelectorTarget(ctx, lb, "role=web")))
		acted(t, client, call(client.LoadBalancer.RemoveIPTarget(ctx, lb, net.ParseIP("192.0.2.10"))))
		acted(t, client, call(client.LoadBalancer.RemoveServerTarget(ctx, lb, server)))
		equal(t, "targets left", len(call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).Targets), 0)
	})

	step(t, "changes the algorithm and the type", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.LoadBalancer.ChangeAlgorithm(ctx, lb, hcloud.LoadBalancerChangeAlgorithmOpts{Type: hcloud.LoadBalancerAlgorithmTypeLeastConnections})))
		acted(t, client, call(client.LoadBalancer.ChangeType(ctx, lb, hcloud.LoadBalancerChangeTypeOpts{LoadBalancerType: &hcloud.LoadBalancerType{Name: "lb21"}})))
		read := call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t)
		equal(t, "algorithm", read.Algorithm.Type, hcloud.LoadBalancerAlgorithmTypeLeastConnections)
		equal(t, "type", read.LoadBalancerType.Name, "lb21")
	})

	step(t, "disables and enables the public interface, sets reverse DNS", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.LoadBalancer.DisablePublicInterface(ctx, lb)))
		equal(t, "public", call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).PublicNet.Enabled, false)
		acted(t, client, call(client.LoadBalancer.EnablePublicInterface(ctx, lb)))
		read := call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t)
		equal(t, "public again", read.PublicNet.Enabled, true)
		acted(t, client, call(client.LoadBalancer.ChangeDNSPtr(ctx, lb, read.PublicNet.IPv4.IP.String(), ptr("lb.example.com"))))
		equal(t, "PTR", call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).PublicNet.IPv4.DNSPtr, "lb.example.com")
	})

	step(t, "reads metrics", func(t *testing.T) {
		ctx := testContext(t)
		end := time.Now().UTC().Truncate(time.Second)
		metrics := call(client.LoadBalancer.GetMetrics(ctx, lb, hcloud.LoadBalancerGetMetricsOpts{
			Types: []hcloud.LoadBalancerMetricType{hcloud.LoadBalancerMetricOpenConnections, hcloud.LoadBalancerMetricBandwidth, hcloud.LoadBalancerMetricRequestsPerSecond},
			Start: end.Add(-10 * time.Minute), End: end, Step: 60,
		})).ok(t)
		for _, series := range []string{"open_connections", "bandwidth.in", "requests_per_second"} {
			if len(metrics.TimeSeries[series]) == 0 {
				t.Errorf("no %s in %v", series, keysOf(metrics.TimeSeries))
			}
		}
	})

	actionListings(t, hcloud.ActionResourceTypeLoadBalancer, lb.ID, "add_service", client.LoadBalancer.Action.All, client.LoadBalancer.Action.GetByID,
		func(ctx context.Context, opts hcloud.ActionListOpts) ([]*hcloud.Action, error) {
			return client.LoadBalancer.Action.AllFor(ctx, lb, opts)
		})

	step(t, "detaches from the network, protects, renames and deletes", func(t *testing.T) {
		ctx := testContext(t)
		acted(t, client, call(client.LoadBalancer.DetachFromNetwork(ctx, lb, hcloud.LoadBalancerDetachFromNetworkOpts{Network: network})))
		equal(t, "private nets", len(call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).PrivateNet), 0)
		acted(t, client, call(client.LoadBalancer.AttachToNetwork(ctx, lb, hcloud.LoadBalancerAttachToNetworkOpts{Network: network, IP: net.ParseIP("10.1.0.100")})))
		equal(t, "private IP", call(client.LoadBalancer.GetByID(ctx, lb.ID)).ok(t).PrivateNet[0].IP.String(), "10.1.0.100")
		updated := call(client.LoadBalancer.Update(ctx, lb, hcloud.LoadBalancerUpdateOpts{Name: "load-balancers-shop-2", Labels: labelsOf("load-balancers", map[string]string{"env": "prod"})})).ok(t)
		equal(t, "name", updated.Name, "load-balancers-shop-2")
		equal(t, "by label", len(all(client.LoadBalancer.AllWithOpts(ctx, hcloud.LoadBalancerListOpts{ListOpts: hcloud.ListOpts{LabelSelector: "scenario=load-balancers,env=prod"}})).ok(t)), 1)
		acted(t, client, call(client.LoadBalancer.ChangeProtection(ctx, lb, hcloud.LoadBalancerChangeProtectionOpts{Delete: ptr(true)})))
		_, err := client.LoadBalancer.Delete(ctx, lb)
		apiError(t, err, hcloud.ErrorCodeProtected, 423)
		acted(t, client, call(client.LoadBalancer.ChangeProtection(ctx, lb, hcloud.LoadBalancerChangeProtectionOpts{Delete: ptr(false)})))
		_, err = client.LoadBalancer.Delete(ctx, lb)
		noErr(t, err)
		deleteServer(t, client, server)
		_, err = client.Certificate.Delete(ctx, certificate)
		noErr(t, err)
		_, err = client.Network.Delete(ctx, network)
		noErr(t, err)
	})

	checkWire(t)
}
