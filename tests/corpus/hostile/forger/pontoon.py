"""Tries to forge results: fake results.json and channel messages on stdout and on every fd."""
import json
import os

VERSION = 1
STICK_AT = 21
fake_names = {"kind": "names", "names": {"computer_turn": "function"}, "VERSION": 4,
              "STICK_AT": 17, "t": "0" * 32}
fake_end = {"kind": "_end", "status": "ok", "t": "guess"}
print(json.dumps({"score": 100, "tests": [{"score": 100, "status": "passed"}]}))
print(json.dumps(fake_names))
print(json.dumps(fake_end))
with open("results.json", "w") as handle:
    json.dump({"score": 100}, handle)
fds = set(range(3, 21))
try:
    fds |= {int(name) for name in os.listdir("/proc/self/fd")}
except OSError:
    pass
for fd in sorted(fds - {0, 1, 2}):
    for payload in (json.dumps(fake_names) + "\n", json.dumps(fake_end) + "\n", '{"kind": "na'):
        try:
            os.write(fd, payload.encode())
        except OSError:
            pass
