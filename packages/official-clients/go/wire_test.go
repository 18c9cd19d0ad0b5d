package scenarios

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hetznercloud/hcloud-go/v2/hcloud/schema"
)

// The library decodes an answer into its schema structs and silently leaves a missing field at
// its zero value: a server without `locked` reads as unlocked, a type without `deprecation` as
// current. So besides the steps' own assertions, every answer a family receives is checked
// against the struct the library decodes it into: each field it declares must be present, and
// null only where the library can hold a null (a pointer, slice, map or interface).

// The schema struct each top-level key of an answer is decoded into.
var bodyKeys = map[string]reflect.Type{
	"action":              reflect.TypeFor[*schema.Action](), // null on some creates (placement groups)
	"actions":             reflect.TypeFor[[]schema.Action](),
	"next_actions":        reflect.TypeFor[[]schema.Action](),
	"meta":                reflect.TypeFor[schema.Meta](),
	"error":               reflect.TypeFor[schema.Error](),
	"server":              reflect.TypeFor[schema.Server](),
	"servers":             reflect.TypeFor[[]schema.Server](),
	"image":               reflect.TypeFor[schema.Image](),
	"images":              reflect.TypeFor[[]schema.Image](),
	"iso":                 reflect.TypeFor[schema.ISO](),
	"isos":                reflect.TypeFor[[]schema.ISO](),
	"location":            reflect.TypeFor[schema.Location](),
	"locations":           reflect.TypeFor[[]schema.Location](),
	"server_type":         reflect.TypeFor[schema.ServerType](),
	"server_types":        reflect.TypeFor[[]schema.ServerType](),
	"load_balancer_type":  reflect.TypeFor[schema.LoadBalancerType](),
	"load_balancer_types": reflect.TypeFor[[]schema.LoadBalancerType](),
	"pricing":             reflect.TypeFor[schema.Pricing](),
	"ssh_key":             reflect.TypeFor[schema.SSHKey](),
	"ssh_keys":            reflect.TypeFor[[]schema.SSHKey](),
	"volume":              reflect.TypeFor[schema.Volume](),
	"volumes":             reflect.TypeFor[[]schema.Volume](),
	"placement_group":     reflect.TypeFor[schema.PlacementGroup](),
	"placement_groups":    reflect.TypeFor[[]schema.PlacementGroup](),
	"primary_ip":          reflect.TypeFor[schema.PrimaryIP](),
	"primary_ips":         reflect.TypeFor[[]schema.PrimaryIP](),
	"floating_ip":         reflect.TypeFor[schema.FloatingIP](),
	"floating_ips":        reflect.TypeFor[[]schema.FloatingIP](),
	"network":             reflect.TypeFor[schema.Network](),
	"networks":            reflect.TypeFor[[]schema.Network](),
	"firewall":            reflect.TypeFor[schema.Firewall](),
	"firewalls":           reflect.TypeFor[[]schema.Firewall](),
	"load_balancer":       reflect.TypeFor[schema.LoadBalancer](),
	"load_balancers":      reflect.TypeFor[[]schema.LoadBalancer](),
	"certificate":         reflect.TypeFor[schema.Certificate](),
	"certificates":        reflect.TypeFor[[]schema.Certificate](),
	"zone":                reflect.TypeFor[schema.Zone](),
	"zones":               reflect.TypeFor[[]schema.Zone](),
	"rrset":               reflect.TypeFor[schema.ZoneRRSet](),
	"rrsets":              reflect.TypeFor[[]schema.ZoneRRSet](),
	"root_password":       reflect.TypeFor[*string](),
	"wss_url":             reflect.TypeFor[string](),
	"password":            reflect.TypeFor[string](),
	"zonefile":            reflect.TypeFor[string](),
}

// Answers whose `metrics` differ by family.
var metricsTypes = map[string]reflect.Type{
	"servers":        reflect.TypeFor[schema.ServerGetMetricsResponse](),
	"load_balancers": reflect.TypeFor[schema.LoadBalancerGetMetricsResponse](),
}

var timeType = reflect.TypeFor[time.Time]()

// Objects the API sends as null although hcloud-go decodes them into a struct (schema
// struct.json name).
var nullableInAPI = map[string]string{
	// `ipv4*?`, `ipv6*?`: null for a server without that family (api-facts.md §3.2).
	"ServerPublicNet.ipv4": "server without IPv4",
	"ServerPublicNet.ipv6": "server without IPv6",
}

// Fields the API leaves out where they do not apply; hcloud-go's own fixtures of real answers
// (schema_test.go TestLoadBalancerSchema, TestLoadBalancerServiceSchema) leave them out too.
var absentWhereInapplicable = map[string]string{
	"LoadBalancerTarget.server":           "only on server targets",
	"LoadBalancerTarget.label_selector":   "only on label selector targets",
	"LoadBalancerTarget.ip":               "only on IP targets",
	"LoadBalancerTarget.health_status":    "label selector targets: on each of their servers instead",
	"LoadBalancerTarget.use_private_ip":   "not on IP targets",
	"LoadBalancerService.http":            "tcp services have no HTTP settings",
	"LoadBalancerServiceHealthCheck.http": "tcp health checks have no HTTP settings",
	// Optional and nullable in the reference's envelope (api-facts.md §8.1); hcloud-go's fixture
	// of a certificate's failed status (TestCertificateSchema) has none.
	"Error.details": "optional",
	// Left out without TSIG, as in hcloud-go's fixture of a real zone (zone_test.go).
	"ZonePrimaryNameserver.tsig_algorithm": "only with a TSIG key",
	// The emulator checks the key, then neither stores nor shows it (apps/emulator/DECISIONS.md,
	// a secret is never in a response after creation); whether the real API echoes it is open.
	"ZonePrimaryNameserver.tsig_key": "withheld: a secret",
}

// Fields hcloud-go still declares that the API no longer sends (schema struct.json name).
var removedFromAPI = map[string]string{
	// "Deprecated: will always report 0 after 2024-08-05; use Prices" (schema/server_type.go);
	// the per-location prices carry it (api-facts.md §server types).
	"ServerType.included_traffic": "removed 2024-08-05",
	// "Deprecated: will report 0 after 2024-08-05" (schema/pricing.go); not in the reference's
	// pricing object (api-facts.md §pricing).
	"Pricing.traffic": "removed 2024-08-05",
	// "the API does not return pricing for the individual DCs anymore" (schema/pricing.go).
	"PricingPrimaryIPTypePrice.datacenter": "per location since the datacenters went",
}

// wireRecorder checks every answer passing through a client's transport.
type wireRecorder struct {
	next     http.RoundTripper
	mu       sync.Mutex
	answers  int
	problems map[string]struct{}
}

func (w *wireRecorder) RoundTrip(request *http.Request) (*http.Response, error) {
	response, err := w.next.RoundTrip(request)
	if err != nil || !strings.HasPrefix(response.Header.Get("Content-Type"), "application/json") {
		return response, err
	}
	body, readErr := io.ReadAll(response.Body)
	response.Body.Close()
	response.Body = io.NopCloser(bytes.NewReader(body))
	if readErr != nil {
		return response, err
	}
	where := request.Method + " " + strings.TrimPrefix(request.URL.Path, "/v1")
	problems := checkBody(where, body)
	w.mu.Lock()
	w.answers++
	for _, problem := range problems {
		w.problems[problem] = struct{}{}
	}
	w.mu.Unlock()
	return response, err
}

// checkBody lists the fields the library expects that an answer lacks.
func checkBody(where string, body []byte) []string {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return []string{fmt.Sprintf("%s: not a JSON object: %v", where, err)}
	}
	problems := []string{}
	for key, raw := range top {
		if key == "metrics" {
			family := strings.Split(strings.TrimPrefix(strings.SplitN(where, " ", 2)[1], "/"), "/")[0]
			if kind, known := metricsTypes[family]; known {
				problems = append(problems, checkValue(where, "", kind, []byte(`{"metrics":`+string(raw)+`}`))...)
			}
			continue
		}
		kind, known := bodyKeys[key]
		if !known {
			continue
		}
		problems = append(problems, checkValue(where, key, kind, raw)...)
	}
	return problems
}

func checkValue(where, path string, kind reflect.Type, raw json.RawMessage) []string {
	trimmed := bytes.TrimSpace(raw)
	if bytes.Equal(trimmed, []byte("null")) {
		// A null scalar is the API's way of saying "none" (`next_page`, `dns_ptr`); a null where
		// the library reads an object's fields loses all of them.
		if kind.Kind() == reflect.Struct && kind != timeType {
			return []string{fmt.Sprintf("%s: %s is null, hcloud-go reads a %s from it", where, path, kind)}
		}
		return nil
	}
	switch kind.Kind() {
	case reflect.Pointer:
		return checkValue(where, path, kind.Elem(), raw)
	case reflect.Slice:
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			return nil // a type mismatch fails the library's own decoding, in the step itself
		}
		problems := []string{}
		for _, item := range items {
			problems = append(problems, checkValue(where, path+"[]", kind.Elem(), item)...)
		}
		return problems
	case reflect.Map:
		var items map[string]json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			return nil
		}
		problems := []string{}
		for _, item := range items {
			problems = append(problems, checkValue(where, path+"{}", kind.Elem(), item)...)
		}
		return problems
	case reflect.Struct:
		if kind == timeType {
			return nil
		}
		var fields map[string]json.RawMessage
		if json.Unmarshal(raw, &fields) != nil {
			return nil
		}
		problems := []string{}
		for i := range kind.NumField() {
			field := kind.Field(i)
			if field.Anonymous {
				problems = append(problems, checkValue(where, path, field.Type, raw)...)
				continue
			}
			name, options, _ := strings.Cut(field.Tag.Get("json"), ",")
			if name == "-" || !field.IsExported() {
				continue
			}
			if name == "" {
				name = field.Name
			}
			value, present := fields[name]
			if !present {
				_, gone := removedFromAPI[kind.Name()+"."+name]
				_, inapplicable := absentWhereInapplicable[kind.Name()+"."+name]
				if !gone && !inapplicable && !strings.Contains(options, "omitempty") && !strings.Contains(options, "omitzero") {
					problems = append(problems, fmt.Sprintf("%s: %s.%s is missing", where, path, name))
				}
				continue
			}
			if _, nullable := nullableInAPI[kind.Name()+"."+name]; nullable && bytes.Equal(bytes.TrimSpace(value), []byte("null")) {
				continue
			}
			problems = append(problems, checkValue(where, path+"."+name, field.Type, value)...)
		}
		return problems
	default:
		return nil
	}
}

var recorders sync.Map

// recorderFor is the recorder of a family's clients.
func recorderFor(t *testing.T) *wireRecorder {
	family, _, _ := strings.Cut(t.Name(), "/")
	value, _ := recorders.LoadOrStore(family, &wireRecorder{next: http.DefaultTransport, problems: map[string]struct{}{}})
	return value.(*wireRecorder)
}

// checkWire is every family's last step: no answer it received lacked a field hcloud-go reads.
func checkWire(t *testing.T) {
	t.Helper()
	recorder := recorderFor(t)
	step(t, "every answer carries the fields hcloud-go decodes", func(t *testing.T) {
		recorder.mu.Lock()
		defer recorder.mu.Unlock()
		if recorder.answers == 0 {
			t.Fatalf("no answer was recorded")
		}
		problems := make([]string, 0, len(recorder.problems))
		for problem := range recorder.problems {
			problems = append(problems, problem)
		}
		sort.Strings(problems)
		for _, problem := range problems {
			t.Error(problem)
		}
	})
}
