"""hcloud-python against the emulator: the endpoint and token come from the environment.

    HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=<token> python quickstart.py
"""

import os

from hcloud import Client
from hcloud.images import Image
from hcloud.server_types import ServerType

client = Client(token=os.environ["HCLOUD_TOKEN"], api_endpoint=os.environ["HCLOUD_ENDPOINT"])

response = client.servers.create(
    name="web-1",
    server_type=ServerType(name="cpx22"),
    image=Image(name="ubuntu-24.04"),
    labels={"role": "web"},
)
response.action.wait_until_finished()
for action in response.next_actions:
    action.wait_until_finished()

server = client.servers.get_by_name("web-1")
print(f"{server.name} {server.status} {server.public_net.ipv4.ip}")

for server in client.servers.get_all(label_selector="role=web"):
    server.delete().wait_until_finished()
