"""Loops forever at import time."""
VERSION = 1
while True:
    pass
