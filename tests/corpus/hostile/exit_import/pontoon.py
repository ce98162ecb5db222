"""Calls sys.exit(0) at import, after defining one name."""
import sys
VERSION = 1
print("leaving early")
sys.exit(0)
STICK_AT = 17
