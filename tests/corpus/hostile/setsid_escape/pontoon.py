"""Forks a child that leaves the process group with setsid() and sleeps holding the pipes."""
import os
import time

VERSION = 1
pid = os.fork()
if pid == 0:
    os.setsid()
    time.sleep(30)
    os._exit(0)
os.write(1, f"escaped pid {pid}\n".encode())
