"""Lets ``pytest`` in this folder import ``twentyone.py`` and know the ``task`` marker."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def pytest_configure(config):
    config.addinivalue_line("markers", "task(taskno): the task of the assignment a test checks")
