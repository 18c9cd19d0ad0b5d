"""Runs one hcloud-python scenario against an endpoint and prints what every step saw.

A scenario is a plain user program written with the library; each call the test asserts on is
wrapped in `step` (must succeed) or `expect_error` (must fail with an API error). At the end one
JSON document goes to stdout: {"steps": [...], "crash": null | {...}}. The TypeScript test
decides what is right; this file only records.
"""

import base64
import json
import os
import struct
import sys
import traceback
import warnings

from hcloud import APIException, Client

ENDPOINT = os.environ["HCLOUD_ENDPOINT"]
# The Hetzner API (Storage Boxes); the library's default is the real api.hetzner.com, so a
# scenario that does not use it gets an address that refuses every request instead.
HETZNER_ENDPOINT = os.environ.get("HETZNER_ENDPOINT") or "http://127.0.0.1:9/hetzner/v1"
# Actions of the emulator take a fraction of a second: poll often (the library default is 1 s).
POLL_INTERVAL = 0.05


class StepFailed(Exception):
    """A step that had to succeed did not; the scenario stops there."""


class Scenario:
    def __init__(self):
        self.steps = []
        self.client = self.client_for(os.environ["HCLOUD_TOKEN"])

    @staticmethod
    def client_for(token):
        return Client(
            token=token,
            api_endpoint=ENDPOINT,
            api_endpoint_hetzner=HETZNER_ENDPOINT,
            poll_interval=POLL_INTERVAL,
        )

    def step(self, name, call, show=None):
        """Runs `call`, records `show(result)` and returns the result; stops on an error."""
        try:
            result = call()
        except APIException as error:
            self.steps.append({"name": name, "ok": False, "error": api_error(error)})
            raise StepFailed(name) from error
        self.steps.append({"name": name, "ok": True, "value": show(result) if show else None})
        return result

    def expect_error(self, name, call):
        """Runs `call`, which should fail with an API error; records what happened."""
        try:
            result = call()
        except APIException as error:
            self.steps.append({"name": name, "ok": False, "error": api_error(error)})
            return error
        self.steps.append({"name": name, "ok": True, "value": repr(result)[:200]})
        return None


def ed25519_public_key(comment="hcloud-python"):
    """A well-formed ed25519 public key with random key bytes (no private key is needed)."""
    kind = b"ssh-ed25519"
    blob = struct.pack(">I", len(kind)) + kind + struct.pack(">I", 32) + os.urandom(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment


def api_error(error):
    return {"code": error.code, "message": str(error.message), "details": error.details}


def with_warnings(call):
    """Runs `call` and returns its result with the messages of the warnings it raised."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = call()
    return result, [str(w.message) for w in caught]


def wait_all(actions):
    """Waits for every action, as the library's users do (`BoundAction.wait_until_finished`)."""
    for action in actions:
        action.wait_until_finished()


def run(scenario):
    """Runs `scenario(s)` and prints the record, whatever happens."""
    s = Scenario()
    crash = None
    try:
        scenario(s)
    except StepFailed:
        pass
    except Exception as error:  # noqa: BLE001 - everything unexpected is reported, not hidden
        crash = {
            "after_step": s.steps[-1]["name"] if s.steps else None,
            "error": repr(error),
            "traceback": traceback.format_exc(),
        }
    # default=str: an error without a JSON body keeps its raw bytes in `details`.
    json.dump({"steps": s.steps, "crash": crash}, sys.stdout, default=str)
    sys.stdout.write("\n")
