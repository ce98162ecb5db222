"""Allocates 4 GB at import."""
VERSION = 1
hog = bytearray(4 * 1024 ** 3)
