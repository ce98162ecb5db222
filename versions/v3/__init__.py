"""Pontoon, version 3."""
