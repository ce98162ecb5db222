"""A call's or a replay's time inside the child is its CPU time, so a loaded machine does not cut
it short; one that blocks instead of computing still ends, after `channel.WALL_FACTOR` times as
long in wall time.

Each case runs in its own Python process (the timers and their signals belong to the process).
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CASE = """
import os, sys, time, threading
from autograder.sandbox.inside import channel
channel._install_alarm()
read, write = os.pipe()
{setup}
def work():
    {work}
start = time.monotonic()
channel._arm({seconds})
try:
    work()      # in a function: at module level CPython 3.11 cannot catch out of `while True: pass`
    outcome = "finished"
except channel.CallTimeout:
    outcome = "timed out"
finally:
    channel._disarm()
print(outcome, round(time.monotonic() - start, 1))
"""


def run_case(seconds: float, work: str, setup: str = "") -> tuple[str, float]:
    code = CASE.format(seconds=seconds, work=work, setup=setup)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=True)
    outcome, took = done.stdout.strip().rsplit(" ", 1)
    return outcome, float(took)


def test_timer_ends_a_loop_by_its_cpu_time() -> None:
    outcome, took = run_case(0.3, "while True: pass")
    assert outcome == "timed out"
    assert took >= 0.3     # never before its CPU time is spent, however fast the machine


def test_timer_lets_a_call_wait_longer_than_its_cpu_time() -> None:
    # a read that waits 1 s for its data uses almost no CPU: a wall-clock timer of 0.3 s would
    # end it, as it would end any call on a machine loaded enough to stretch 0.3 s of work
    outcome, _ = run_case(0.3, "os.read(read, 1)",
                          setup="threading.Timer(1.0, os.write, (write, b'x')).start()")
    assert outcome == "finished"


@pytest.mark.slow
def test_timer_ends_a_call_that_blocks_for_good() -> None:
    outcome, took = run_case(0.2, "os.read(read, 1)")       # nothing is ever written
    assert outcome == "timed out"
    assert took >= 0.2 * 10 - 0.1        # channel.WALL_FACTOR times its CPU time
