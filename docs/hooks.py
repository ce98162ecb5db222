"""MkDocs hook: the site's pages and files are the repository's, at their repository paths.

A link that works when reading the repository (README.md -> docs/pontoon-rules.md,
docs/index.md -> ../versions/v1/README.md) therefore works in the site too, and
`mkdocs build --strict` checks every one of them. Markdown files become pages (README.md is
the home page; a folder's README.md is that folder's index); every other file the repository
holds is copied as it is, so links to code (`../autograder/cli.py`) resolve as well.
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[1]
SKIP_DIRS = {".git", ".venv", "site", "build", "dist", "__pycache__", ".pytest_cache",
             ".hypothesis", "htmlcov", "node_modules", ".ipynb_checkpoints"}
NOT_PAGES = ("tests/",)   # Markdown used as test data is not documentation


def repository_files(root: Path = ROOT) -> list[str]:
    """The repository's files, relative and sorted: git's (tracked and not ignored), else a walk."""
    try:
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=root,
                                capture_output=True, text=True, check=True).stdout
        paths = [p for p in listed.split("\0") if p and (root / p).is_file()]
    except (OSError, subprocess.CalledProcessError):
        paths = []
        for folder, dirs, names in os.walk(root):
            dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.endswith(".egg-info")]
            paths += [os.path.relpath(os.path.join(folder, n), root) for n in names]
    return sorted(p for p in paths if not set(Path(p).parts) & SKIP_DIRS)


def on_files(files: Files, config) -> Files:  # noqa: ANN001 (MkDocs' own types)
    """Replace the docs folder's files with the whole repository's, keeping their paths.

    The theme's own files (CSS, JavaScript, fonts) are kept as MkDocs added them.
    """
    docs = Path(config["docs_dir"]).resolve()
    site = Files([f for f in files if f.abs_src_path is None
                  or docs not in Path(f.abs_src_path).resolve().parents])
    for path in repository_files():
        if path.endswith(".md") and path.startswith(NOT_PAGES):
            continue
        site.append(File(path, str(ROOT), config["site_dir"], config["use_directory_urls"]))
    return site
