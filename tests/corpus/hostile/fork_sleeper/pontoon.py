"""Forks a child that sleeps for ten minutes holding the output pipes, then carries on."""
import os
import select

VERSION = 1
pid = os.fork()
if pid == 0:
    select.select([], [], [], 600)        # a real wait: time.sleep costs a child nothing
    os._exit(0)
os.write(1, f"sleeper pid {pid}\n".encode())
STICK_AT = 17
