// The README's examples, kept compiling against the generated spec by `pnpm typecheck`.
// Never run: they would need the real API.

import { createHetznerClient } from "../../src/hetzner.js";
import {
  ActionFailedError,
  API_SPEC_VERSION,
  collectAll,
  createAndWait,
  createCloudClient,
  getByName,
  isCloudApiError,
  labelSelector,
  type operations,
  paginate,
  unwrap,
  waitForAction,
  waitForActions,
} from "../../src/index.js";

export async function readmeExamples(token: string) {
  const client = createCloudClient({ token });
  console.log(`built against API spec ${API_SPEC_VERSION}`);

  const { data, error } = await client.GET("/servers/{id}", { params: { path: { id: 42 } } });
  if (error) console.error(error.error.code, error.error.message);
  else console.log(data.server.name);
  const { server } = await unwrap(client.GET("/servers/{id}", { params: { path: { id: 42 } } }));
  console.log(server.id);

  try {
    await unwrap(
      client.POST("/servers", {
        body: { name: "web-1", server_type: "cx22", image: "ubuntu-24.04" },
      }),
    );
  } catch (thrown) {
    if (isCloudApiError(thrown, "invalid_input")) {
      for (const field of thrown.details?.fields ?? [])
        console.error(field.name, field.messages.join("; "));
    } else if (isCloudApiError(thrown, "uniqueness_error")) {
      console.error(
        "taken:",
        thrown.details?.fields.map((field) => field.name),
      );
    } else throw thrown;
  }

  for await (const listed of paginate(client, "/servers", {
    params: { query: { per_page: 50 } },
  })) {
    console.log(listed.id, listed.name);
  }
  const networks = await collectAll(client, "/networks");
  const volumes = await collectAll(client, "/volumes");
  console.log(volumes.length);

  // Everyday helpers.
  const network = await getByName(client, "/networks", "backend");
  console.log(network.ip_range);
  for await (const listed of paginate(client, "/servers", {
    params: { query: { label_selector: "env=prod", sort: ["name:asc"], per_page: 50 } },
  })) {
    console.log(listed.id, listed.name);
  }
  const { data: createdServer, actions } = await createAndWait(
    client,
    client.POST("/servers", {
      body: { name: "web-1", server_type: "cpx22", image: "ubuntu-24.04" },
    }),
    { onProgress: (action) => console.log(action.command, action.progress), timeoutMs: 300_000 },
  );
  console.log(
    createdServer.server.id,
    actions.map((action) => action.status),
  );
  console.log(networks.length);

  const selector = labelSelector()
    .equals("env", "production")
    .notEquals("type", "database")
    .exists("team")
    .notExists("tmp")
    .in("stage", ["testing", "staging"])
    .notIn("zone", ["a", "b"]);
  await client.GET("/servers", { params: { query: { label_selector: selector.toString() } } });

  const created = await unwrap(
    client.POST("/servers", {
      body: { name: "web-1", server_type: "cx22", image: "ubuntu-24.04" },
    }),
  );
  await waitForActions(client, created);
  const { action } = await unwrap(
    client.POST("/servers/{id}/actions/poweroff", { params: { path: { id: 42 } } }),
  );
  try {
    await waitForAction(client, action, { pollIntervalMs: 2_000, timeoutMs: 5 * 60_000 });
  } catch (thrown) {
    if (thrown instanceof ActionFailedError)
      console.error(thrown.code, thrown.action.error?.message);
    else throw thrown;
  }

  const controller = new AbortController();
  await client.GET("/servers", { signal: controller.signal });
  const rateLimit = client.rateLimit;
  console.log(rateLimit?.limit, rateLimit?.remaining, rateLimit?.resetAt);

  // Sorting: the fields are typed per endpoint.
  const sort: ServerSort = ["name:asc", "created:desc"];
  const { data: sorted } = await client.GET("/servers", { params: { query: { sort } } });
  console.log(sorted?.servers.length);
  // @ts-expect-error servers cannot be sorted by status
  await client.GET("/servers", { params: { query: { sort: ["status:asc"] } } });

  // Against the local emulator and the mock.
  const emulator = createCloudClient({ baseUrl: "http://127.0.0.1:4020/v1", token });
  await emulator.GET("/servers");
  const mock = createCloudClient({ baseUrl: "http://127.0.0.1:4010/v1", token: "any-token" });
  const { response } = await mock.GET("/servers/{id}", {
    params: { path: { id: 42 } },
    headers: { Prefer: "code=404" },
  });
  console.log(response.status);
}

// "Storage Boxes (the Hetzner API)".
export async function readmeHetznerExamples(token: string) {
  const hetzner = createHetznerClient({ token });

  const { data } = await createAndWait(
    hetzner,
    hetzner.POST("/storage_boxes", {
      body: {
        name: "backups",
        location: "hel1",
        storage_box_type: "bx11",
        password: "1-secret-PASSW0RD-=)",
      },
    }),
  );
  console.log(data.storage_box.status, data.storage_box.server);

  const box = await getByName(hetzner, "/storage_boxes", "backups");
  const sub = await getByName(hetzner, "/storage_boxes/{id}/subaccounts", "sub1", {
    params: { path: { id: box.id } },
  });
  console.log(sub.home_directory);
  for await (const each of paginate(hetzner, "/storage_boxes", {
    params: { query: { per_page: 50 } },
  })) {
    console.log(each.name, each.storage_box_type.name);
  }
  console.log(unwrap);
}

type ServerSort = NonNullable<operations["list_servers"]["parameters"]["query"]>["sort"];
