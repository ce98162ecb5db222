"""Sleeps (no CPU) at import time, far longer than any wall limit."""
import time
VERSION = 1
time.sleep(600)
