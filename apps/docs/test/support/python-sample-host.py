# The Python interpreter that runs every Python sample of a test run (see sample-host.ts): each
# request carries a sample's source, run as `python3 sample.py` would run it (a fresh `__main__`
# namespace). It fails when it raises, or exits with a status other than 0, as `python3` would.
import contextlib
import io
import json
import sys
import traceback

RESULT_MARKER = "\0sample-result "
protocol = sys.stdout

for line in sys.stdin:
    request = json.loads(line)
    output = io.StringIO()
    ok = True
    with contextlib.redirect_stdout(output), contextlib.redirect_stderr(output):
        try:
            code = compile(request["source"], request["name"], "exec")
            exec(code, {"__name__": "__main__", "__builtins__": __builtins__})
        except SystemExit as exit_request:
            ok = exit_request.code in (None, 0)
            if not ok:
                print(f"exit status {exit_request.code}")
        except BaseException:
            ok = False
            traceback.print_exc()
    protocol.write(RESULT_MARKER + json.dumps({"ok": ok, "output": output.getvalue()[:2000]}) + "\n")
    protocol.flush()
