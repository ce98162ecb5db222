"""Pontoon, version 1."""
