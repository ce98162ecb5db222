"""Pontoon, version 4."""
