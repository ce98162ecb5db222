"""nbgrader preprocessors that close nbgrader's gaps; they run inside nbgrader's own process.

`nbcourse` swaps them in for nbgrader's `Execute` and `OverwriteCells` (autograde) and adds
`HideHiddenTests` to feedback. Each writes what it saw (a dead kernel, a timeout, a restored
test cell) as one JSON line to the file named by `$BJK_NB_EVENTS`, so the kit can put it in
the gradebook instead of leaving it in a log. With `c.RecordingExecute.kernel_sandbox = True`
(what the kit's config says wherever the sandbox works) each student's kernel is started by
`autograder.sandbox.kernel.SandboxedKernelManager`, inside the pontoon children's sandbox.
"""
from __future__ import annotations

import json
import os
import re
from typing import Any

from nbformat import NotebookNode
from nbgrader import utils
from nbgrader.preprocessors import ClearHiddenTests, Execute, OverwriteCells
from traitlets import Bool

EVENTS_ENV = "BJK_NB_EVENTS"
BEGIN_HIDDEN = "BEGIN HIDDEN TESTS"
END_HIDDEN = "END HIDDEN TESTS"
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")  # terminal colours in tracebacks


def record_event(resources: dict[str, Any], kind: str, **fields: Any) -> dict[str, Any]:
    """Append one event about the notebook being processed to `$BJK_NB_EVENTS` and return it.

    >>> record_event({"nbgrader": {"student": "ann", "notebook": "deck"}}, "timed out", cell="t1")
    {'student': 'ann', 'notebook': 'deck', 'kind': 'timed out', 'cell': 't1'}
    """
    info = resources.get("nbgrader", {}) if resources else {}
    event = {"student": info.get("student"), "notebook": info.get("notebook"), "kind": kind, **fields}
    path = os.environ.get(EVENTS_ENV)
    if path:
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps(event) + "\n")
    return event


def error_output(ename: str, message: str) -> NotebookNode:
    """An error output nbgrader scores as a failed test, with a message for the student.

    >>> error_output("KernelDied", "not run").traceback
    ['KernelDied: not run']
    """
    return NotebookNode(output_type="error", ename=ename, evalue=message,
                        traceback=[f"{ename}: {message}"])


def grade_id(cell: NotebookNode) -> str:
    """The nbgrader id of a cell, or its position-free placeholder `?` when it has none.

    >>> grade_id(NotebookNode(metadata={"nbgrader": {"grade_id": "t1"}}))
    't1'
    """
    return cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", "?")


class RecordingExecute(Execute):
    """nbgrader's `Execute`, but a dead kernel or an unanswered interrupt fails only the cells
    left to run (they score zero) and is recorded; nbgrader itself would drop the student.

    >>> RecordingExecute().timeout, RecordingExecute(kernel_sandbox=True).kernel_manager_class.__name__
    (30, 'SandboxedKernelManager')
    """

    kernel_sandbox = Bool(False, help="start each student's kernel in the sandbox "
                                      "(autograder.sandbox.kernel.SandboxedKernelManager)").tag(config=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        if self.kernel_sandbox:     # nbgrader's Execute passes its own class as a keyword: set it after
            from autograder.sandbox.kernel import SandboxedKernelManager

            self.kernel_manager_class = SandboxedKernelManager

    def preprocess(self, nb: NotebookNode, resources: Any = None, km: Any = None) -> tuple[NotebookNode, Any]:
        """Run the notebook; on a failure that stops the run, mark the unrun cells and go on.

        A kernel that dies or never answers before its first cell runs has run none of the
        student's code: that is the machine (a loaded one starts kernels slowly), so the
        notebook is run once more with a new kernel before anything is recorded.
        """
        self._bjk_resources = resources
        for attempt in (1, 2):
            self._bjk_index, self._bjk_started = 0, False
            try:
                return super().preprocess(nb, resources, km)
            except Exception as error:  # noqa: BLE001 - anything a submission does must be survivable
                if attempt == 1 and not self._bjk_started and km is None:
                    self.log.warning("the kernel stopped before the first cell (%s): once more", error)
                    continue
                return self._bjk_stopped(nb, resources, error)
        raise AssertionError("unreachable")

    def _bjk_stopped(self, nb: NotebookNode, resources: Any, error: Exception) -> tuple[NotebookNode, Any]:
        """Record the failure that stopped the run, mark the unrun cells, and go on."""
        kind = failure_kind(error)
        stopped = nb.cells[self._bjk_index] if self._bjk_index < len(nb.cells) else None
        cell_id = grade_id(stopped) if stopped is not None else "?"
        record_event(resources, kind, cell=cell_id, index=self._bjk_index,
                     error=f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
        mark_unrun(nb, self._bjk_index, kind)
        return nb, resources

    def preprocess_cell(self, cell: NotebookNode, resources: Any, index: int) -> tuple[NotebookNode, Any]:
        """Run one cell, remembering where we are and recording a per-cell timeout."""
        self._bjk_index, self._bjk_started = index, True
        cell, resources = super().preprocess_cell(cell, resources, index)
        names = [out.get("ename") for out in cell.get("outputs", []) if out.get("output_type") == "error"]
        if "CellTimeoutError" in names:
            record_event(self._bjk_resources, "timed out", cell=grade_id(cell), index=index,
                         error=f"no reply within {self.timeout} s; interrupted")
        return cell, resources


def failure_kind(error: BaseException) -> str:
    """The gradebook's word for an error that stopped a notebook's run.

    >>> from nbclient.exceptions import DeadKernelError
    >>> failure_kind(DeadKernelError("Kernel died"))
    'kernel died'
    """
    name = type(error).__name__
    if name == "DeadKernelError":
        return "kernel died"
    if "Timeout" in name:
        return "timed out"
    return "error"


def mark_unrun(nb: NotebookNode, start: int, kind: str) -> int:
    """Give every code cell from `start` on an error output saying why it did not run; return how many.

    >>> nb = NotebookNode(cells=[NotebookNode(cell_type="code", outputs=[], source="1")])
    >>> mark_unrun(nb, 0, "kernel died"), nb.cells[0].outputs[0].ename
    (1, 'KernelDied')
    """
    ename = "".join(word.capitalize() for word in kind.split())
    message = {"kernel died": "the Python kernel died (did the notebook call exit?), so this cell was not run",
               "timed out": "an earlier cell never finished, so this cell was not run"}.get(
                   kind, "the notebook could not be run to the end, so this cell was not run")
    marked = 0
    for index, cell in enumerate(nb.cells):
        if index >= start and cell.cell_type == "code":
            if index == start and kind == "timed out":
                cell.setdefault("outputs", []).append(error_output(
                    "CellTimeoutError", "this cell did not finish in time and ignored the interrupt"))
            elif index == start and kind == "kernel died":
                cell["outputs"] = [error_output(ename, "the Python kernel died while running this cell "
                                                       "(does the code call exit() or os._exit()?)")]
            else:
                cell["outputs"] = [error_output(ename, message)]
            marked += 1
    return marked


class RecordingOverwriteCells(OverwriteCells):
    """nbgrader's `OverwriteCells`, recording each test cell it restores (edited or deleted).

    >>> RecordingOverwriteCells().add_missing_cells
    False
    """

    def preprocess(self, nb: NotebookNode, resources: Any) -> tuple[NotebookNode, Any]:
        """Restore the cells, and record the grade cells that were missing."""
        self._bjk_resources = resources
        present = {grade_id(cell) for cell in nb.cells if utils.is_grade(cell) or utils.is_solution(cell)}
        nb, resources = super().preprocess(nb, resources)
        if self.add_missing_cells:
            for cell in nb.cells:
                if utils.is_grade(cell) and grade_id(cell) not in present:
                    record_event(resources, "restored", cell=grade_id(cell), why="deleted")
        return nb, resources

    def add_missing_grade_cells(self, nb: NotebookNode, resources: Any) -> tuple[NotebookNode, Any]:
        """Put deleted test cells back; where nbgrader cannot place one (the cell before it was deleted
        too, or is not an answer or test cell) it fails the whole student, so append it at the end."""
        try:
            return super().add_missing_grade_cells(nb, resources)
        except (KeyError, ValueError, IndexError):
            source_nb = self.gradebook.find_notebook(self.notebook_id, self.assignment_id)
            sources = {cell.name: cell for cell in source_nb.source_cells}
            answers = {cell.name for cell in source_nb.solution_cells}
            present = {grade_id(cell) for cell in nb.cells}
            for cell in source_nb.grade_cells:
                if cell.name not in present and cell.name in sources:
                    self.log.warning("Missing grade cell %s could not be placed; adding it at the end", cell.name)
                    nb.cells.append(self.missing_cell_transform(sources[cell.name], cell.max_score,
                                                                is_solution=cell.name in answers))
            return nb, resources

    def preprocess_cell(self, cell: NotebookNode, resources: Any, cell_index: int) -> tuple[NotebookNode, Any]:
        """Restore the cell as nbgrader does; remember what the student had, to tell edits from hidden tests."""
        self._bjk_submitted = cell.get("source", "")
        return super().preprocess_cell(cell, resources, cell_index)

    def report_change(self, name: str, attr: str, old: Any, new: Any) -> None:
        """Log the change as nbgrader does, and record it unless only the hidden tests differ."""
        super().report_change(name, attr, old, new)
        if attr == "checksum":
            source = self.gradebook.find_source_cell(name, self.notebook_id, self.assignment_id).source
            if released_source(source) == released_source(self._bjk_submitted):
                return  # the released cell, untouched: nbgrader puts its hidden tests back
        record_event(self._bjk_resources, "restored", cell=name,
                     why="edited" if attr == "checksum" else f"{attr} changed")


def released_source(source: str) -> str:
    """A cell's source as released: hidden-test region removed, ends stripped.

    >>> released_source("assert f(1)\\n### BEGIN HIDDEN TESTS\\nassert f(2)\\n### END HIDDEN TESTS\\n")
    'assert f(1)'
    """
    kept, inside = [], False
    for line in source.split("\n"):
        if BEGIN_HIDDEN in line:
            inside = True
        elif END_HIDDEN in line:
            inside = False
        elif not inside:
            kept.append(line)
    return "\n".join(kept).strip()


class HideHiddenTests(ClearHiddenTests):
    """Feedback without hidden tests: their code is removed, and a traceback that would quote a
    hidden line is replaced by the error's name and message.

    >>> HideHiddenTests().enforce_metadata
    False
    """

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("enforce_metadata", False)
        super().__init__(**kwargs)

    def preprocess_cell(self, cell: NotebookNode, resources: Any, cell_index: int) -> tuple[NotebookNode, Any]:
        """Strip the hidden region and scrub outputs that quote it."""
        hidden = hidden_lines(cell.get("source", ""), self.begin_test_delimeter, self.end_test_delimeter)
        cell, resources = super().preprocess_cell(cell, resources, cell_index)
        if hidden and cell.get("cell_type") == "code":
            cell["outputs"] = [scrub_output(out, hidden) for out in cell.get("outputs", [])]
        return cell, resources


def hidden_lines(source: str, begin: str = BEGIN_HIDDEN, end: str = END_HIDDEN) -> list[str]:
    """The non-blank lines (stripped) between the hidden-test markers of a cell's source.

    >>> hidden_lines("a = 1\\n### BEGIN HIDDEN TESTS\\nassert f(2) == 3\\n### END HIDDEN TESTS")
    ['assert f(2) == 3']
    """
    found, inside = [], False
    for line in source.splitlines():
        if begin in line:
            inside = True
        elif end in line:
            inside = False
        elif inside and line.strip():
            found.append(line.strip())
    return found


def scrub_output(output: NotebookNode, hidden: list[str]) -> NotebookNode:
    """An output with every line that quotes a hidden line (or a marker) removed, and a note saying so.

    >>> out = NotebookNode(output_type="error", ename="AssertionError", evalue="",
    ...                    traceback=["----> 1 assert f(1) == 2\\n      2 assert f(2) == 3", "AssertionError: "])
    >>> scrub_output(out, ["assert f(2) == 3"]).traceback
    ['----> 1 assert f(1) == 2', 'AssertionError: ', '(lines of hidden tests are not shown)']
    """
    secret = [line for line in hidden if line] + [BEGIN_HIDDEN, END_HIDDEN]

    def keep(text: str) -> tuple[str, bool]:
        lines = str(text).split("\n")
        kept = [line for line in lines if not any(s in ANSI.sub("", line) for s in secret)]
        return "\n".join(kept), len(kept) < len(lines)

    output = NotebookNode(dict(output))
    removed = False
    if output.get("output_type") == "error":
        evalue, cut = keep(output.get("evalue", ""))
        output["evalue"], removed = evalue, cut
        frames = []
        for frame in output.get("traceback", []):
            text, cut = keep(frame)
            removed = removed or cut
            if text.strip():
                frames.append(text)
        if removed:
            frames.append("(lines of hidden tests are not shown)")
        output["traceback"] = frames
    elif "text" in output:
        output["text"], removed = keep(output["text"])
    elif "data" in output:
        for kind, value in list(output["data"].items()):
            text, cut = keep(value if isinstance(value, str) else "".join(value))
            if cut:
                output["data"][kind], removed = text, True
    return output
