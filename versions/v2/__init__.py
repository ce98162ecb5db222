"""Pontoon, version 2."""
