"""Build the course notebooks from their jupytext text sources.

Every ``notebooks/text/<assignment>/<name>.py`` (py:percent, nbgrader metadata written as
``# %% nbgrader={...}``) becomes ``notebooks/source/<assignment>/<name>.ipynb``, the instructor
version that ``nbgrader generate_assignment`` reads. Files whose name starts with ``_`` are
skipped: they are for including. A line ``# include: <file>.py`` in a text source is replaced
by that file's text (from the same folder) before the notebook is made, so a cell two notebooks
share is written once (the cards notebooks' finished cards, ``text/cards/_finished_cards.py``).
The build is deterministic (cell ids come from grade ids), so ``--check`` can tell whether the
committed notebooks are up to date.

    python notebooks/build.py                  # write every notebook
    python notebooks/build.py cards            # only the cards assignment
    python notebooks/build.py --check [cards]  # exit 1, naming them, if any notebook is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import jupytext
import nbformat

HERE = Path(__file__).resolve().parent
TEXT = HERE / "text"
SOURCE = HERE / "source"
LANGUAGE_INFO = {
    "codemirror_mode": {"name": "ipython", "version": 3},
    "file_extension": ".py",
    "mimetype": "text/x-python",
    "name": "python",
    "nbconvert_exporter": "python",
    "pygments_lexer": "ipython3",
    "version": "3.11",
}
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
INCLUDE = re.compile(r"^# include: (\S+\.py)$", re.MULTILINE)


def text_sources(text_dir: Path = TEXT, assignments: list[str] | None = None) -> list[Path]:
    """Every text source, sorted: ``text/<assignment>/<name>.py`` (only those assignments if given).

    >>> [path.name for path in text_sources(assignments=["cards"])]
    ['cards.py', 'deck.py', 'hand.py']
    """
    return sorted(path for path in text_dir.glob("*/*.py")
                  if not path.name.startswith("_") and (not assignments or path.parent.name in assignments))


def target_for(text_path: Path, text_dir: Path = TEXT, source_dir: Path = SOURCE) -> Path:
    """Where a text source's notebook goes.

    >>> target_for(TEXT / "cards" / "deck.py").relative_to(SOURCE).as_posix()
    'cards/deck.ipynb'
    """
    return source_dir / text_path.relative_to(text_dir).with_suffix(".ipynb")


def source_text(text_path: Path) -> str:
    """A text source with each ``# include: <file>.py`` line replaced by that file's text.

    >>> text = source_text(TEXT / "cards" / "deck.py")
    >>> "# include:" in text, "def cards_from(text: str) -> list[Card]:" in text
    (False, True)
    """
    def included(match: re.Match[str]) -> str:
        path = text_path.parent / match.group(1)
        if not path.is_file():
            raise ValueError(f"{text_path.name}: no file to include: {match.group(1)!r}")
        return path.read_text(encoding="utf-8").rstrip("\n")

    return INCLUDE.sub(included, text_path.read_text(encoding="utf-8"))


def build_notebook(text_path: Path) -> nbformat.NotebookNode:
    """Read a py:percent text source, includes in, into a clean notebook (nbgrader metadata only).

    >>> nb = build_notebook(TEXT / "cards" / "cards.py")
    >>> nb.metadata.kernelspec.name, nb.cells[0].id
    ('python3', 'cards_intro')
    """
    nb = jupytext.reads(source_text(text_path), fmt="py:percent")
    nb.nbformat, nb.nbformat_minor = 4, 5
    nb.metadata = nbformat.from_dict({
        "kernelspec": dict(nb.metadata.get("kernelspec") or KERNELSPEC),
        "language_info": LANGUAGE_INFO,
    })
    seen: set[str] = set()
    for index, cell in enumerate(nb.cells):
        cell.metadata = nbformat.from_dict(
            {key: value for key, value in cell.metadata.items() if key == "nbgrader"})
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        if grade_id in seen:
            raise ValueError(f"{text_path.name}: grade_id used twice: {grade_id!r}")
        cell_id = grade_id or f"{text_path.stem}-{index}"
        seen.add(cell_id)
        cell.id = cell_id
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nbformat.validate(nb)
    return nb


def notebook_text(nb: nbformat.NotebookNode) -> str:
    """The notebook as the exact JSON text written to disk.

    >>> notebook_text(build_notebook(TEXT / "cards" / "cards.py")).startswith("{")
    True
    """
    return nbformat.writes(nb) + "\n"


def stale_notebooks(text_dir: Path = TEXT, source_dir: Path = SOURCE,
                    assignments: list[str] | None = None) -> list[Path]:
    """The notebooks that are missing or differ from a fresh build of their text source.

    >>> stale_notebooks(assignments=["cards"])
    []
    """
    stale = []
    for text_path in text_sources(text_dir, assignments):
        target = target_for(text_path, text_dir, source_dir)
        fresh = notebook_text(build_notebook(text_path))
        if not target.exists() or target.read_text(encoding="utf-8") != fresh:
            stale.append(target)
    return stale


def build_all(text_dir: Path = TEXT, source_dir: Path = SOURCE,
              assignments: list[str] | None = None) -> list[Path]:
    """Write every notebook (of the given assignments); return the paths written.

    >>> callable(build_all)
    True
    """
    written = []
    for text_path in text_sources(text_dir, assignments):
        target = target_for(text_path, text_dir, source_dir)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(notebook_text(build_notebook(text_path)), encoding="utf-8")
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    """Build the notebooks, or with ``--check`` report stale ones (exit 1).

    >>> main(["--check", "cards"])
    0
    """
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if any notebook is missing or out of date")
    parser.add_argument("assignments", nargs="*", metavar="ASSIGNMENT",
                        help="only these assignments (folders of notebooks/text); default all")
    args = parser.parse_args(argv)
    unknown = [name for name in args.assignments if not (TEXT / name).is_dir()]
    if unknown:
        parser.error(f"no such assignment in {TEXT.relative_to(HERE.parent)}: {unknown[0]!r}")
    assignments = args.assignments or None
    if args.check:
        stale = stale_notebooks(assignments=assignments)
        for path in stale:
            print(f"out of date: {path.relative_to(HERE.parent)}", file=sys.stderr)
        if stale:
            print("run: python notebooks/build.py", file=sys.stderr)
        return 1 if stale else 0
    for path in build_all(assignments=assignments):
        print(f"wrote {path.relative_to(HERE.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
