"""Prints 50 MB at import, line by line."""
VERSION = 1
line = "x" * 99
for _ in range(500_000):
    print(line)
