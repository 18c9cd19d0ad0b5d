// Package samples has no code of its own. The docs' Go samples are generated
// (apps/docs/src/go-sample.ts) and the docs tests build them into this module as ./program
// through `go build -overlay` (apps/docs/test/support/sample-runners.ts), so they compile
// against this go.mod and its committed go.sum. Importing the library here keeps it a
// requirement that `go mod tidy` leaves in place.
package samples

import _ "github.com/hetznercloud/hcloud-go/v2/hcloud"
