// hcloud-go against the emulator: the endpoint and token come from the environment.
//
//	HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=<token> go run ./examples/quickstart
package main

import (
	"context"
	"fmt"
	"log"
	"os"

	"github.com/hetznercloud/hcloud-go/v2/hcloud"
)

func main() {
	ctx := context.Background()
	client := hcloud.NewClient(
		hcloud.WithToken(os.Getenv("HCLOUD_TOKEN")),
		hcloud.WithEndpoint(os.Getenv("HCLOUD_ENDPOINT")),
	)

	result, _, err := client.Server.Create(ctx, hcloud.ServerCreateOpts{
		Name:       "web-1",
		ServerType: &hcloud.ServerType{Name: "cpx22"},
		Image:      &hcloud.Image{Name: "ubuntu-24.04"},
		Location:   &hcloud.Location{Name: "hel1"},
		Labels:     map[string]string{"role": "web"},
	})
	if err != nil {
		log.Fatalf("create: %v", err)
	}
	if err := client.Action.WaitFor(ctx, append([]*hcloud.Action{result.Action}, result.NextActions...)...); err != nil {
		log.Fatalf("wait: %v", err)
	}

	servers, err := client.Server.AllWithOpts(ctx, hcloud.ServerListOpts{
		ListOpts: hcloud.ListOpts{LabelSelector: "role=web"},
	})
	if err != nil {
		log.Fatalf("list: %v", err)
	}
	for _, server := range servers {
		fmt.Println(server.Name, server.Status, server.PublicNet.IPv4.IP)
		deleted, _, err := client.Server.DeleteWithResult(ctx, server)
		if err != nil {
			log.Fatalf("delete: %v", err)
		}
		if err := client.Action.WaitFor(ctx, deleted.Action); err != nil {
			log.Fatalf("wait for delete: %v", err)
		}
	}
}
