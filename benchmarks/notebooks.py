"""Benchmark the nbgrader round trip: autograde N copies of the solution submission.

    python benchmarks/notebooks.py [--students 10] [--assignment cards] [--jobs 1 2] [--timeout 30]

Prints, for each --jobs value, the seconds for the whole class (release included), and per
notebook and per student. Everything happens in a temporary folder.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import nbformat

from autograder.notebooks import course as nbcourse


def solution_class(course: Path, assignment: str, students: int, out: Path) -> int:
    """Write `students` copies of the filled-in release under `out/<student>/`; return notebooks each."""
    released = nbcourse.release(assignment, out.parent / "release", course)
    for index in range(students):
        folder = out / f"student{index:03d}"
        folder.mkdir(parents=True)
        for path in released:
            source = nbformat.read(course / "source" / assignment / path.name, as_version=4)
            nbformat.write(nbcourse.fill_solutions(nbformat.read(path, as_version=4), source), folder / path.name)
    return len(released)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark; 2 on bad usage."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=10)
    parser.add_argument("--assignment", default="cards")
    parser.add_argument("--course", type=Path, default=nbcourse.default_course())
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--timeout", type=int, default=None)
    args = parser.parse_args(argv)
    if args.students < 1 or any(j < 1 for j in args.jobs):
        print("benchmark: --students and --jobs must be at least 1", file=sys.stderr)
        return 2
    if args.assignment not in nbcourse.assignment_names(args.course):
        print(f"benchmark: no assignment {args.assignment!r} in {args.course}", file=sys.stderr)
        return 2
    print(f"{args.students} students x {args.assignment}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory(prefix="nbbench-") as tmp:
        submitted = Path(tmp) / "submitted"
        started = time.monotonic()
        per_student = solution_class(args.course, args.assignment, args.students, submitted)
        print(f"release and build: {time.monotonic() - started:.1f} s")
        for jobs in args.jobs:
            out = Path(tmp) / f"out{jobs}"
            started = time.monotonic()
            result = nbcourse.autograde(args.assignment, submitted, out, args.course, args.timeout, jobs=jobs)
            seconds = time.monotonic() - started
            full = sum(1 for s in result.students if s.score == s.max_score and s.status == "ok")
            notebooks = args.students * per_student
            print(f"jobs={jobs}: {seconds:.1f} s for the class; {seconds / notebooks:.2f} s per notebook, "
                  f"{seconds / args.students:.2f} s per student; {full}/{args.students} full marks")
            shutil.rmtree(out, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
