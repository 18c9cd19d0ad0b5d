package scenarios

import (
	"strings"
	"testing"
	"time"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

// Locations, server and load balancer types, pricing, images, ISOs and the datacenters that
// are gone: what a user looks up before creating anything.
func TestCatalog(t *testing.T) {
	client := newClient(t, tokenA)

	step(t, "lists locations and finds one by name and id", func(t *testing.T) {
		ctx := testContext(t)
		locations := all(client.Location.All(ctx)).ok(t)
		names := []string{}
		for _, location := range locations {
			names = append(names, location.Name)
		}
		for _, want := range []string{"fsn1", "nbg1", "hel1", "ash", "hil", "sin"} {
			if !contains(names, want) {
				t.Errorf("location %s missing from %v", want, names)
			}
		}
		fsn1 := call(client.Location.Get(ctx, "fsn1")).ok(t)
		equal(t, "country", fsn1.Country, "DE")
		equal(t, "city", fsn1.City, "Falkenstein")
		equal(t, "network zone", fsn1.NetworkZone, hcloud.NetworkZoneEUCentral)
		if fsn1.Latitude == 0 || fsn1.Longitude == 0 || fsn1.Description == "" {
			t.Errorf("fsn1: %+v", fsn1)
		}
		byID := call(client.Location.GetByID(ctx, fsn1.ID)).ok(t)
		equal(t, "by id", byID.Name, "fsn1")
		equal(t, "ash zone", call(client.Location.GetByName(ctx, "ash")).ok(t).NetworkZone, hcloud.NetworkZoneUSEast)
		if missing := call(client.Location.GetByName(ctx, "atlantis")).ok(t); missing != nil {
			t.Errorf("an unknown location was found: %+v", missing)
		}
	})

	step(t, "meets the 410 of the removed datacenter endpoints", func(t *testing.T) {
		ctx := testContext(t)
		_, err := client.Datacenter.All(ctx)
		apiErr := apiError(t, err, hcloud.ErrorDeprecatedAPIEndpoint, 410)
		details, isDetails := apiErr.Details.(hcloud.ErrorDetailsDeprecatedAPIEndpoint)
		if !isDetails || !strings.HasPrefix(details.Announcement, "https://docs.hetzner.cloud/changelog#") {
			t.Errorf("details: %#v", apiErr.Details)
		}
		// GetByID turns a 404 into (nil, nil); a 410 stays an error a user sees.
		_, _, err = client.Datacenter.GetByID(ctx, 1)
		apiError(t, err, hcloud.ErrorDeprecatedAPIEndpoint, 410)
		_, _, err = client.Datacenter.Get(ctx, "fsn1-dc14")
		apiError(t, err, hcloud.ErrorDeprecatedAPIEndpoint, 410)
	})

	step(t, "reads a server type with its prices and per-location availability", func(t *testing.T) {
		ctx := testContext(t)
		cpx22 := call(client.ServerType.Get(ctx, "cpx22")).ok(t)
		equal(t, "id", cpx22.ID, int64(109))
		equal(t, "architecture", cpx22.Architecture, hcloud.ArchitectureX86)
		equal(t, "cpu type", cpx22.CPUType, hcloud.CPUTypeShared)
		equal(t, "storage type", cpx22.StorageType, hcloud.StorageTypeLocal)
		equal(t, "category", cpx22.Category, "Shared vCPU")
		if cpx22.Cores == 0 || cpx22.Memory == 0 || cpx22.Disk == 0 {
			t.Errorf("cpx22 size: %+v", cpx22)
		}
		equal(t, "deprecated", cpx22.IsDeprecated(), false)
		if len(cpx22.Locations) == 0 || len(cpx22.Pricings) != len(cpx22.Locations) {
			t.Fatalf("%d locations, %d prices", len(cpx22.Locations), len(cpx22.Pricings))
		}
		for _, location := range cpx22.Locations {
			if location.Location == nil || location.Location.Name == "" || location.Location.ID == 0 {
				t.Errorf("location entry: %+v", location)
			}
			if !location.Available || location.IsDeprecated() {
				t.Errorf("%s: available %v, deprecated %v", location.Location.Name, location.Available, location.IsDeprecated())
			}
		}
		price := cpx22.Pricings[0]
		if price.Location == nil || price.Hourly.Net == "" || price.Monthly.Gross == "" || price.IncludedTraffic == 0 || price.PerTBTraffic.Net == "" {
			t.Errorf("price: %+v", price)
		}
		arm := all(client.ServerType.All(ctx)).ok(t)
		archs := map[hcloud.Architecture]int{}
		for _, serverType := range arm {
			archs[serverType.Architecture]++
		}
		if archs[hcloud.ArchitectureARM] == 0 || archs[hcloud.ArchitectureX86] == 0 {
			t.Errorf("architectures: %v", archs)
		}
	})

	step(t, "reads a retired first-generation type's deprecation", func(t *testing.T) {
		ctx := testContext(t)
		cx11 := call(client.ServerType.GetByID(ctx, 1)).ok(t)
		if cx11 == nil {
			t.Fatalf("cx11 is not found by id")
		}
		equal(t, "name", cx11.Name, "cx11")
		equal(t, "deprecated", cx11.IsDeprecated(), true)
		announced, unavailable := cx11.DeprecationAnnounced(), cx11.UnavailableAfter()
		if announced.Format(time.DateOnly) != "2024-06-06" || unavailable.Format(time.DateOnly) != "2024-09-06" {
			t.Errorf("announced %v, unavailable after %v", announced, unavailable)
		}
		for _, location := range cx11.Locations {
			if !location.IsDeprecated() || !location.UnavailableAfter().Equal(unavailable) {
				t.Errorf("%s: %+v", location.Location.Name, location.Deprecation)
			}
		}
	})

	step(t, "reads load balancer types", func(t *testing.T) {
		ctx := testContext(t)
		types := all(client.LoadBalancerType.All(ctx)).ok(t)
		if len(types) < 3 {
			t.Fatalf("%d load balancer types", len(types))
		}
		lb11 := call(client.LoadBalancerType.Get(ctx, "lb11")).ok(t)
		equal(t, "max services", lb11.MaxServices, 5)
		equal(t, "max targets", lb11.MaxTargets, 25)
		equal(t, "max connections", lb11.MaxConnections, 20000)
		equal(t, "max certificates", lb11.MaxAssignedCertificates, 10)
		equal(t, "deprecated", lb11.IsDeprecated(), false)
		if lb11.Deprecated != nil {
			t.Errorf("deprecated: %v", *lb11.Deprecated)
		}
		if len(lb11.Pricings) == 0 || lb11.Pricings[0].Location == nil || lb11.Pricings[0].Monthly.Net == "" || lb11.Pricings[0].IncludedTraffic == 0 {
			t.Errorf("prices: %+v", lb11.Pricings)
		}
		equal(t, "by id", call(client.LoadBalancerType.GetByID(ctx, lb11.ID)).ok(t).Name, "lb11")
	})

	step(t, "reads the prices", func(t *testing.T) {
		ctx := testContext(t)
		pricing := call(client.Pricing.Get(ctx)).ok(t)
		equal(t, "currency", pricing.Currency, "EUR")
		if pricing.VATRate == "" || pricing.Image.PerGBMonth.Net == "" || pricing.Volume.PerGBMonthly.Net == "" || pricing.ServerBackup.Percentage == "" {
			t.Errorf("pricing: %+v", pricing)
		}
		if pricing.Image.PerGBMonth.Currency != "EUR" || pricing.Image.PerGBMonth.VATRate != pricing.VATRate {
			t.Errorf("a price carries the currency and VAT rate: %+v", pricing.Image.PerGBMonth)
		}
		found := false
		for _, serverType := range pricing.ServerTypes {
			if serverType.ServerType.Name == "cpx22" {
				found = len(serverType.Pricings) > 0 && serverType.Pricings[0].Location != nil && serverType.Pricings[0].Hourly.Gross != ""
			}
		}
		equal(t, "cpx22 priced", found, true)
		types := map[string]bool{}
		for _, primaryIP := range pricing.PrimaryIPs {
			types[primaryIP.Type] = len(primaryIP.Pricings) > 0 && primaryIP.Pricings[0].Location != "" && primaryIP.Pricings[0].Monthly.Net != ""
		}
		if !types["ipv4"] || !types["ipv6"] {
			t.Errorf("primary IP prices: %+v", pricing.PrimaryIPs)
		}
		floating := map[hcloud.FloatingIPType]bool{}
		for _, floatingIP := range pricing.FloatingIPs {
			floating[floatingIP.Type] = len(floatingIP.Pricings) > 0 && floatingIP.Pricings[0].Location != nil && floatingIP.Pricings[0].Monthly.Net != ""
		}
		if !floating[hcloud.FloatingIPTypeIPv4] || !floating[hcloud.FloatingIPTypeIPv6] {
			t.Errorf("floating IP prices: %+v", pricing.FloatingIPs)
		}
		if len(pricing.LoadBalancerTypes) == 0 || pricing.LoadBalancerTypes[0].LoadBalancerType == nil {
			t.Errorf("load balancer type prices: %+v", pricing.LoadBalancerTypes)
		}
	})

	step(t, "finds system images by name and architecture", func(t *testing.T) {
		ctx := testContext(t)
		x86 := call(client.Image.GetForArchitecture(ctx, "ubuntu-24.04", hcloud.ArchitectureX86)).ok(t)
		arm := call(client.Image.GetForArchitecture(ctx, "ubuntu-24.04", hcloud.ArchitectureARM)).ok(t)
		if x86 == nil || arm == nil || x86.ID == arm.ID {
			t.Fatalf("x86 %+v, arm %+v", x86, arm)
		}
		equal(t, "x86 architecture", x86.Architecture, hcloud.ArchitectureX86)
		equal(t, "arm architecture", arm.Architecture, hcloud.ArchitectureARM)
		equal(t, "type", x86.Type, hcloud.ImageTypeSystem)
		equal(t, "flavor", x86.OSFlavor, "ubuntu")
		equal(t, "version", x86.OSVersion, "24.04")
		if x86.DiskSize == 0 || x86.Created.IsZero() || !x86.Deprecated.IsZero() {
			t.Errorf("image: %+v", x86)
		}
		byNameAndArch := call(client.Image.GetByNameAndArchitecture(ctx, "debian-12", hcloud.ArchitectureARM)).ok(t)
		if byNameAndArch == nil || byNameAndArch.Architecture != hcloud.ArchitectureARM || byNameAndArch.Name != "debian-12" {
			t.Errorf("debian-12 for arm: %+v", byNameAndArch)
		}
		armOnly := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{
			Type: []hcloud.ImageType{hcloud.ImageTypeSystem}, Architecture: []hcloud.Architecture{hcloud.ArchitectureARM},
		})).ok(t)
		for _, image := range armOnly {
			if image.Architecture != hcloud.ArchitectureARM {
				t.Errorf("%s is %s", image.Name, image.Architecture)
			}
		}
		apps := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{Type: []hcloud.ImageType{hcloud.ImageTypeApp}})).ok(t)
		if len(apps) == 0 || apps[0].Type != hcloud.ImageTypeApp {
			t.Errorf("app images: %d", len(apps))
		}
	})

	step(t, "shows deprecated images only when asked", func(t *testing.T) {
		ctx := testContext(t)
		current := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{Name: "ubuntu-20.04"})).ok(t)
		equal(t, "deprecated images by default", len(current), 0)
		deprecated := all(client.Image.AllWithOpts(ctx, hcloud.ImageListOpts{Name: "ubuntu-20.04", IncludeDeprecated: true})).ok(t)
		if len(deprecated) == 0 {
			t.Fatalf("include_deprecated found no ubuntu-20.04")
		}
		if deprecated[0].Deprecated.IsZero() {
			t.Errorf("ubuntu-20.04 is not marked deprecated")
		}
	})

	step(t, "lists ISOs and reads a deprecated one", func(t *testing.T) {
		ctx := testContext(t)
		rescue := call(client.ISO.Get(ctx, "systemrescue-11.03.iso")).ok(t)
		if rescue == nil {
			t.Fatalf("systemrescue not found")
		}
		equal(t, "type", rescue.Type, hcloud.ISOTypePublic)
		if rescue.Architecture != nil {
			t.Errorf("an ISO for any architecture has none: %v", *rescue.Architecture)
		}
		x86 := all(client.ISO.AllWithOpts(ctx, hcloud.ISOListOpts{Architecture: []hcloud.Architecture{hcloud.ArchitectureX86}})).ok(t)
		withWildcard := all(client.ISO.AllWithOpts(ctx, hcloud.ISOListOpts{
			Architecture: []hcloud.Architecture{hcloud.ArchitectureX86}, IncludeArchitectureWildcard: true,
		})).ok(t)
		if len(withWildcard) != len(x86)+1 {
			t.Errorf("x86 ISOs %d, with the wildcard ones %d", len(x86), len(withWildcard))
		}
		for _, iso := range x86 {
			if iso.Architecture == nil || *iso.Architecture != hcloud.ArchitectureX86 {
				t.Errorf("%s in the x86 list", iso.Name)
			}
		}
		old := call(client.ISO.GetByName(ctx, "FreeBSD-13.3-RELEASE-amd64-dvd1.iso")).ok(t)
		if old == nil || !old.IsDeprecated() || old.DeprecationAnnounced().IsZero() || !old.UnavailableAfter().After(old.DeprecationAnnounced()) {
			t.Fatalf("deprecated ISO: %+v", old)
		}
		equal(t, "by id", call(client.ISO.GetByID(ctx, old.ID)).ok(t).Name, old.Name)
	})

	checkWire(t)
}

func contains[T comparable](items []T, want T) bool {
	for _, item := range items {
		if item == want {
			return true
		}
	}
	return false
}
