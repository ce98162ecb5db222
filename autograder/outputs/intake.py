"""LMS downloads: a Moodle, Canvas or Blackboard zip (or its unzipped folder) -> one file a student.

Glossary: an *intake* is one student's file found in a download, with the student's id, the
name it was submitted under and, when the download says so, when it was submitted and whether
that was late. File names the three LMSs use:

- Moodle: `<Full Name>_<id>_assignsubmission_file_<file>`, or with "download in folders" a
  folder `<Full Name>_<id>_assignsubmission_file` holding `<file>`; the submission time is the
  zip entry's time (Moodle stamps it with the submission's modification time).
- Canvas: `<surname><firstname>_<user id>_<submission id>_<file>`, with `_late` after the
  name when Canvas counted it late (`smithjo_late_1234_5678_pontoon.py`); resubmissions get
  `-1`, `-2` before the extension.
- Blackboard: `<Assignment>_<username>_attempt_<YYYY-MM-DD-HH-MM-SS>_<file>` plus a
  `<Assignment>_<username>_attempt_<date>.txt` receipt; the latest attempt counts.

Zips are read safely: no absolute paths, no `..`, no links, at most `MAX_FILES` entries and
`MAX_BYTES` unpacked (counted as written, whatever the zip's headers say); each entry is
unpacked into a numbered folder of its own under a short safe name, so long, odd and repeated
names unpack too. A student id becomes a safe, unique folder name (`unique_names`).
"""
from __future__ import annotations

import atexit
import dataclasses
import re
import shutil
import stat
import tempfile
import unicodedata
import zipfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath
from typing import Sequence

from autograder.outputs.escape import safe_name

MAX_FILES = 5000
MAX_BYTES = 200 * 1024 * 1024          # unpacked, whole zip
MAX_FILE_BYTES = 20 * 1024 * 1024      # one entry

MOODLE = re.compile(r"^(?P<name>.+?)_(?P<id>\d+)_assignsubmission_(?:file|onlinetext)_?(?P<file>.*)$")
CANVAS = re.compile(r"^(?P<name>[a-z][a-z'-]*?)(?P<late>_late)?_(?P<id>\d+)_(?P<sub>\d+)_(?P<file>.+)$")
BLACKBOARD = re.compile(r"^(?P<assignment>.+?)_(?P<id>[^_/]+)_attempt_"
                        r"(?P<date>\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2})(?:_(?P<file>.+))?$")
LMS_NAMES = {"moodle": "Moodle", "canvas": "Canvas", "blackboard": "Blackboard"}


class LayoutError(ValueError):
    """A download whose layout is not one of the LMSs': the message is one line.

    >>> str(LayoutError("no Moodle, Canvas or Blackboard names in 'x'"))
    "no Moodle, Canvas or Blackboard names in 'x'"
    """


@dataclass(frozen=True)
class Intake:
    """One student's file from an LMS download.

    >>> i = Intake("123", "Ada Lovelace", Path("/tmp/x.py"), "Ada Lovelace_123_assignsubmission_file_pontoon.py", "moodle")
    >>> i.student, i.late
    ('123', False)
    """

    student: str                  # the LMS's id for the student (Moodle's participant id,
                                  # Canvas's user id, Blackboard's username)
    name: str                     # the student's name as the download spells it ('' if none)
    path: Path                    # the file on disk (inside the extracted copy for a zip)
    given: str                    # the name as submitted, inside the download
    lms: str                      # "moodle", "canvas" or "blackboard"
    submitted: datetime | None = None   # when, as the download tells it (UTC)
    late: bool = False
    lms_id: str = ""              # the id as the download spells it, when `student` differs


def unique_names(ids: Sequence[str]) -> tuple[list[str], list[str]]:
    """Each student id as a safe folder name (`autograder.outputs.escape.safe_name`), unique
    even where a file system ignores case, and a note for each id that was changed.

    >>> unique_names(["ada", "Ada", "..", "ada"])[0]
    ['ada', 'Ada-2', 'student-...', 'ada-3']
    >>> unique_names([".."])[1]
    ["student id '..' is graded as 'student-...' (a folder name must be safe inside --out)"]
    """
    taken: set[str] = set()
    names, notes = [], []
    for raw in ids:
        name = base = safe_name(raw)
        count = 1
        while name.casefold() in taken:
            count += 1
            name = f"{base}-{count}"
        taken.add(name.casefold())
        names.append(name)
        if name != raw:
            why = ("another student has that id" if base == raw
                   else "Unicode's normal form" if base == unicodedata.normalize("NFC", raw)
                   else "a folder name must be safe inside --out")
            notes.append(f"student id {raw!r} is graded as {name!r} ({why})")
    return names, notes


def _matches_suffix(file: str, suffix: str) -> bool:
    """Whether a submitted file name is the assignment's file (Canvas's `-1` copies too).

    >>> _matches_suffix("pontoon-2.py", "pontoon.py"), _matches_suffix("Pontoon.PY", ".py")
    (True, True)
    >>> _matches_suffix("notes.txt", "pontoon.py")
    False
    """
    low, want = file.lower(), suffix.lower()
    if low.endswith(want):
        return True
    stem, dot, ext = want.rpartition(".")
    return bool(dot) and bool(re.fullmatch(re.escape(stem) + r"(-\d+)?\." + re.escape(ext),
                                           low.rsplit("/", 1)[-1]))


def parse_name(rel: str) -> tuple[str, dict[str, str]] | None:
    """Which LMS named `rel` (a path inside the download) and the parts of the name.

    >>> parse_name("Ada Lovelace_123_assignsubmission_file_pontoon.py")[0]
    'moodle'
    >>> parse_name("lovelaceada_late_42_9001_pontoon.py")[1]["late"]
    '_late'
    >>> parse_name("Pontoon_ada1_attempt_2026-12-01-10-00-00_pontoon.py")[1]["id"]
    'ada1'
    >>> parse_name("pontoon.py") is None
    True
    """
    parts = PurePosixPath(rel).parts
    if len(parts) >= 2:                      # Moodle's folder form: the folder names the student
        m = MOODLE.match(parts[0])
        if m and not m.group("file"):
            return "moodle", {**m.groupdict(), "file": "/".join(parts[1:])}
    if len(parts) != 1:
        return None
    for lms, pattern in (("moodle", MOODLE), ("blackboard", BLACKBOARD), ("canvas", CANVAS)):
        m = pattern.match(parts[0])
        if m and (m.group("file") or lms == "blackboard"):
            return lms, {k: v or "" for k, v in m.groupdict().items()}
    return None


def _safe_members(zf: zipfile.ZipFile, label: str) -> list[zipfile.ZipInfo]:
    """The zip's file entries, refusing path traversal, links and zip bombs."""
    infos = zf.infolist()
    if len(infos) > MAX_FILES:
        raise LayoutError(f"{label} has {len(infos)} entries, more than {MAX_FILES}: "
                          "not unpacked (a zip bomb?)")
    total, files = 0, []
    for info in infos:
        name = info.filename.replace("\\", "/")
        parts = PurePosixPath(name).parts
        if name.startswith("/") or ".." in parts or re.match(r"^[A-Za-z]:", name):
            raise LayoutError(f"{label} has an entry outside the zip: {info.filename!r}")
        if stat.S_ISLNK(info.external_attr >> 16):
            raise LayoutError(f"{label} has a symbolic link: {info.filename!r}")
        if info.is_dir():
            continue
        if info.file_size > MAX_FILE_BYTES:
            raise LayoutError(f"{label} has an entry over {MAX_FILE_BYTES // 2**20} MB: "
                              f"{info.filename!r}")
        total += info.file_size
        if total > MAX_BYTES:
            raise LayoutError(f"{label} unpacks to over {MAX_BYTES // 2**20} MB: "
                              "not unpacked (a zip bomb?)")
        files.append(info)
    return files


def _extract(zip_path: Path, dest: Path) -> dict[str, tuple[Path, datetime | None]]:
    """Unpack `zip_path` safely into `dest`: entry name -> (file, the entry's time).

    >>> _extract(Path("/no/such.zip"), Path("/tmp"))
    Traceback (most recent call last):
    ...
    autograder.outputs.intake.LayoutError: cannot read '/no/such.zip' as a zip: No such file or directory
    """
    label = repr(str(zip_path))
    try:
        zf = zipfile.ZipFile(zip_path)
    except (OSError, zipfile.BadZipFile) as exc:
        raise LayoutError(f"cannot read {label} as a zip: "
                          f"{getattr(exc, 'strerror', None) or exc}") from None
    out: dict[str, tuple[Path, datetime | None]] = {}
    total = 0
    with zf:
        for number, info in enumerate(_safe_members(zf, label)):
            rel = info.filename.replace("\\", "/")
            target = dest / f"{number:05d}" / _disk_name(rel)   # long, odd, repeated: all fit
            target.parent.mkdir(parents=True, exist_ok=True)
            written = 0
            with zf.open(info) as src, open(target, "wb") as dst:
                while chunk := src.read(65536):
                    written += len(chunk)
                    total += len(chunk)
                    if written > MAX_FILE_BYTES or total > MAX_BYTES:  # the header lied
                        cap = MAX_FILE_BYTES if written > MAX_FILE_BYTES else MAX_BYTES
                        raise LayoutError(f"{label} entry {rel!r} unpacks to over "
                                          f"{cap // 2**20} MB: not unpacked (a zip bomb?)")
                    dst.write(chunk)
            try:   # zip times are local wall-clock with no zone: read them as UTC
                when = datetime(*info.date_time, tzinfo=timezone.utc)
            except ValueError:
                when = None
            out[rel] = (target, when)
    return out


def _disk_name(rel: str) -> str:
    """The name an entry is unpacked under: its last part, made safe and short (a module must
    keep its name and its `.py`).

    >>> _disk_name("Ada_1_assignsubmission_file/pontoon.py"), len(_disk_name("x" * 300 + ".py"))
    ('pontoon.py', 83)
    """
    last = PurePosixPath(rel).name or "file"
    stem, dot, ext = last.rpartition(".")
    if dot and stem and len(ext) <= 10 and ext.isalnum():
        return f"{safe_name(stem)}.{ext}"
    return safe_name(last)


def _walk(folder: Path) -> dict[str, tuple[Path, datetime | None]]:
    """A flat (or Moodle-folders) download on disk: name -> (file, its modification time)."""
    out: dict[str, tuple[Path, datetime | None]] = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_symlink() or not path.is_file() or any(
                p.startswith((".", "__MACOSX")) for p in PurePosixPath(rel).parts):
            continue
        out[rel] = (path, datetime.fromtimestamp(path.stat().st_mtime, timezone.utc))
    return out


def _describe(names: list[str]) -> str:
    """What was found, in a few words, for the one-line error.

    >>> _describe(["a.py", "b.txt"])
    "2 files such as 'a.py', 'b.txt'"
    >>> _describe([])
    'no files'
    """
    if not names:
        return "no files"
    shown = ", ".join(repr(n) for n in names[:3])
    return f"{len(names)} file{'s' * (len(names) != 1)} such as {shown}"


def describe_folder(folder: Path) -> str:
    """What a folder holds, in a few words, for a one-line error.

    >>> describe_folder(Path("/no/such/folder"))
    'no files'
    """
    try:
        names = sorted(p.name + ("/" if p.is_dir() else "") for p in folder.iterdir()
                       if not p.name.startswith("."))
    except OSError:
        names = []
    return _describe(names)


def is_lms_download(path: Path) -> bool:
    """Whether `path` is a zip, or a folder whose top-level names are an LMS's.

    >>> is_lms_download(Path("/no/such/folder"))
    False
    """
    if path.is_file():
        return path.suffix.lower() == ".zip"
    if not path.is_dir():
        return False
    return any(parse_name(p.name if p.is_file() else p.name + "/x") for p in path.iterdir()
               if not p.name.startswith("."))


def parse_due(text: str) -> datetime:
    """An ISO date or date-time for `--due`; a date alone means the end of that day (UTC).

    >>> parse_due("2026-12-01").isoformat()
    '2026-12-01T23:59:59+00:00'
    >>> parse_due("2026-12-01T17:00+01:00").isoformat()
    '2026-12-01T17:00:00+01:00'
    """
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):
            return datetime.fromisoformat(text.strip() + "T23:59:59+00:00")
        when = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ValueError(f"--due is not an ISO date or date-time: {text!r} "
                         "(for example 2026-12-01 or 2026-12-01T17:00)") from None
    return when if when.tzinfo else when.replace(tzinfo=timezone.utc)


def collect_lms(path: Path, suffix: str, due: datetime | None = None,
                dest: Path | None = None) -> list[Intake]:
    """One `Intake` a student from an LMS zip or folder; raise `LayoutError` when it is none.

    `suffix` picks the assignment's file (`"pontoon.py"`, `".ipynb"`); a zip is unpacked
    into `dest` (a new temporary folder, removed at exit, when None). With `due`, a
    submission later than it is late; Canvas's own `late` flag always counts.

    >>> collect_lms(Path("/no/such/download"), "pontoon.py")
    Traceback (most recent call last):
    ...
    autograder.outputs.intake.LayoutError: no such download: '/no/such/download'
    """
    path = Path(path)
    if not path.exists():
        raise LayoutError(f"no such download: {str(path)!r}")
    if path.is_file():
        if dest is None:   # removed when the process ends (grading has read the files by then)
            dest = Path(tempfile.mkdtemp(prefix="pontoon-intake-"))
            atexit.register(shutil.rmtree, dest, True)
        entries = _extract(path, dest)
        # A zip holding one folder that holds the download: look inside it.
        tops = {PurePosixPath(r).parts[0] for r in entries}
        if len(tops) == 1 and all(len(PurePosixPath(r).parts) > 1 for r in entries) \
                and not any(parse_name(r) for r in entries):
            entries = {r.split("/", 1)[1]: v for r, v in entries.items()}
    else:
        entries = _walk(path)
    return _intakes(entries, suffix, due, str(path))


def _intakes(entries: dict[str, tuple[Path, datetime | None]], suffix: str,
             due: datetime | None, label: str) -> list[Intake]:
    """The intakes among `entries` (name -> file, time), one a student, latest first wins."""
    parsed: dict[str, list[tuple[str, dict[str, str], Path, datetime | None]]] = {}
    for rel, (file, when) in entries.items():
        hit = parse_name(rel)
        if hit:
            parsed.setdefault(hit[0], []).append((rel, hit[1], file, when))
    if not parsed:
        raise LayoutError(f"not a Moodle, Canvas or Blackboard download: {label!r} has "
                          f"{_describe(sorted(entries))}")
    lms = max(parsed, key=lambda k: len(parsed[k]))
    best: dict[str, Intake] = {}
    for rel, parts, file, when in parsed[lms]:
        if not _matches_suffix(parts.get("file", ""), suffix):
            continue          # receipts, notes, other files of the same student
        if lms == "blackboard":
            when = datetime.strptime(parts["date"], "%Y-%m-%d-%H-%M-%S").replace(
                tzinfo=timezone.utc)
        late = bool(parts.get("late")) or bool(due and when and when > due)
        name = parts.get("name", "")   # Canvas squashes it: surnamefirstname
        intake = Intake(parts["id"], name, file, rel, lms, when, late)
        old = best.get(intake.student)
        if old is None or _newer(intake, old, suffix):
            best[intake.student] = intake
    if not best:
        raise LayoutError(f"a {LMS_NAMES[lms]} download with no file ending {suffix!r}: "
                          f"{label!r} has {_describe(sorted(entries))}")
    ids = sorted(best)
    names, _ = unique_names(ids)
    return [dataclasses.replace(best[k], student=name, lms_id=k if name != k else "")
            for k, name in zip(ids, names)]


def _newer(new: Intake, old: Intake, suffix: str) -> bool:
    """Whether `new` replaces `old` for the same student: a later attempt, else an exact name.

    >>> a = Intake("1", "", Path("a"), "x_1_attempt_2026-01-01-00-00-00_pontoon.py", "blackboard",
    ...            datetime(2026, 1, 1, tzinfo=timezone.utc))
    >>> _newer(a, a, "pontoon.py")
    False
    """
    if new.submitted and old.submitted and new.submitted != old.submitted:
        return new.submitted > old.submitted
    return new.given.lower().endswith("_" + suffix.lower()) and \
        not old.given.lower().endswith("_" + suffix.lower())


def submitted_text(when: datetime | None) -> str:
    """A submission time as the gradebook shows it (UTC, ISO, seconds), or ''.

    >>> submitted_text(datetime(2026, 12, 1, 9, 30, tzinfo=timezone.utc))
    '2026-12-01T09:30:00+00:00'
    """
    return when.astimezone(timezone.utc).isoformat(timespec="seconds") if when else ""


