"""A grader that trusts nothing on disk: safe reads of submissions, signed digests of its outputs,
atomic writes, and its own code imported before any child starts.

- `read_submission` opens a submission with `O_NOFOLLOW` after `lstat`: only a regular file,
  never through a symbolic link, at most `MAX_SUBMISSION_BYTES`, decoded as UTF-8 with a clear
  one-line error. `stage` copies the bytes it read into a private folder; the sandbox is given
  that copy, so what is graded is exactly what was read (and digested).
- `record` / `check` keep `DIR/.integrity.json`: for each student the digest of the submission
  graded and of the files written for it, signed (HMAC-SHA256) with a key kept outside the
  output folder (`grader_key`). A re-run without `--force` keeps a student only when the
  signature, the files and the submission all match; anything else is re-graded, with the reason.
- `prepare_grader` imports everything grading needs and points bytecode at a private folder
  before the first child starts, and reports any loaded bytecode that someone else could write.
"""
from __future__ import annotations

import contextlib
import hashlib
import hmac
import importlib
import json
import os
import secrets
import shutil
import stat
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator, Optional

from autograder.outputs.report import atomic_write_bytes  # noqa: F401 - the kit's one atomic writer, used here too

MAX_SUBMISSION_BYTES = 1 << 20       # 1 MiB: far above any pontoon.py, far below harm
MANIFEST = ".integrity.json"         # in the output folder: digests and signatures
KEY_ENV = "BJK_INTEGRITY_KEY"        # a file holding the grader's signing key (default below)
KIT = Path(__file__).resolve().parents[2]
GRADER_MODULES = (                   # what grading imports, some of it lazily: loaded up front
    "autograder.pontoon.grade", "autograder.pontoon.programs", "autograder.pontoon.judge", "autograder.pontoon.probes",
    "autograder.pontoon.stats", "autograder.pontoon.transcript", "autograder.pontoon.contract", "autograder.outputs.report",
    "autograder.sandbox.child", "autograder.model", "reference.odds",
)


class SubmissionError(Exception):
    """A submission the grader refuses to read, said in one line.

    >>> str(SubmissionError("pontoon.py is a symbolic link"))
    'pontoon.py is a symbolic link'
    """


# --- reading submissions ----------------------------------------------------------------------

def read_submission(path: Path, cap: int = MAX_SUBMISSION_BYTES) -> bytes:
    """The bytes of a submission: a regular file, not a symbolic link, at most `cap` bytes.

    >>> d = Path(tempfile.mkdtemp()); (d / "p.py").write_text("print(1)\\n") and None
    >>> read_submission(d / "p.py")
    b'print(1)\\n'
    >>> (d / "l.py").symlink_to(d / "p.py"); read_submission(d / "l.py")
    Traceback (most recent call last):
    ...
    autograder.sandbox.integrity.SubmissionError: l.py is a symbolic link, not a file: submit the file itself
    """
    path = Path(path)
    name = path.name
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        raise SubmissionError(f"{name}: no such file") from None
    except OSError as exc:
        raise SubmissionError(f"{name}: cannot be read ({exc.strerror})") from None
    if stat.S_ISLNK(info.st_mode):
        raise SubmissionError(f"{name} is a symbolic link, not a file: submit the file itself")
    if not stat.S_ISREG(info.st_mode):
        raise SubmissionError(f"{name} is not a regular file: submit the file itself")
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as exc:
        if exc.errno == 40:  # ELOOP: it became a link between lstat and open
            raise SubmissionError(f"{name} is a symbolic link, not a file: submit the file itself") from None
        raise SubmissionError(f"{name}: cannot be read ({exc.strerror})") from None
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode) or (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
            raise SubmissionError(f"{name} changed while it was being read: submit it again")
        if opened.st_size > cap:
            raise SubmissionError(f"{name} is {opened.st_size:,} bytes, more than the {cap:,} a submission may be")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            total += len(chunk)
            if total > cap:
                raise SubmissionError(f"{name} is more than the {cap:,} bytes a submission may be")
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def decode_submission(data: bytes, name: str = "pontoon.py") -> str:
    """A submission's text (UTF-8, a BOM allowed), or a one-line error saying where it is not.

    >>> decode_submission(b"x = 1\\n")
    'x = 1\\n'
    >>> decode_submission(b"x = '\\xe9'\\n")
    Traceback (most recent call last):
    ...
    autograder.sandbox.integrity.SubmissionError: pontoon.py is not UTF-8 text (line 1, byte 0xe9): save it as UTF-8
    """
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise SubmissionError(f"{name} is not UTF-8 text (line {line}, byte 0x{data[exc.start]:02x}): "
                              "save it as UTF-8") from None


def digest(data: bytes) -> str:
    """The SHA-256 of some bytes, as hex.

    >>> digest(b"")[:12]
    'e3b0c44298fc'
    """
    return hashlib.sha256(data).hexdigest()


@dataclass
class Staged:
    """A submission's bytes copied to a private folder: `path` is what the sandbox is given.

    >>> Staged(Path("x/pontoon.py"), "ab").digest
    'ab'
    """

    path: Path
    digest: str

    def close(self) -> None:
        """Remove the private copy and its folder."""
        shutil.rmtree(self.path.parent, ignore_errors=True)


def stage(path: Path, cap: int = MAX_SUBMISSION_BYTES, name: str = "pontoon.py") -> Staged:
    """Read a submission safely and copy those bytes to a fresh private folder (mode 0700).

    >>> d = Path(tempfile.mkdtemp()); (d / "p.py").write_text("x = 1\\n") and None
    >>> s = stage(d / "p.py"); s.path.read_text(), s.path.name, s.digest == digest(b"x = 1\\n")
    ('x = 1\\n', 'pontoon.py', True)
    >>> s.close(); s.path.exists()
    False
    """
    data = read_submission(path, cap)
    decode_submission(data, Path(path).name)
    folder = Path(tempfile.mkdtemp(prefix="bjk-staged-"))
    copy = folder / name
    fd = os.open(copy, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644)
    with os.fdopen(fd, "wb") as out:
        out.write(data)
    return Staged(copy, digest(data))


def submission_digest(path: Path, cap: int = MAX_SUBMISSION_BYTES) -> Optional[str]:
    """The digest of a submission as it is now, or None when it cannot be read safely.

    >>> submission_digest(Path("/no/such/file")) is None
    True
    """
    try:
        return digest(read_submission(path, cap))
    except SubmissionError:
        return None


# --- writing outputs ---------------------------------------------------------------------------

def folder_digest(folder: Path) -> Optional[str]:
    """A digest over every file in a student's output folder (names and bytes); None if it holds a
    link or anything but files and folders, or cannot be read.

    >>> d = Path(tempfile.mkdtemp()); (d / "a.txt").write_text("x") and None
    >>> folder_digest(d) == folder_digest(d), folder_digest(d / "nope")
    (True, None)
    """
    folder = Path(folder)
    h = hashlib.sha256()
    try:
        if not stat.S_ISDIR(os.lstat(folder).st_mode):
            return None
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files + [d for d in dirs if os.path.islink(os.path.join(root, d))]):
                full = os.path.join(root, name)
                mode = os.lstat(full).st_mode
                if not stat.S_ISREG(mode):
                    return None
                rel = os.path.relpath(full, folder)
                h.update(rel.encode() + b"\0")
                h.update(read_submission(Path(full), 1 << 30))
                h.update(b"\0")
    except (OSError, SubmissionError):
        return None
    return h.hexdigest()


def key_path() -> Path:
    """Where the grader's signing key lives: `$BJK_INTEGRITY_KEY`, else in the grader's config folder.

    >>> key_path().name
    'integrity.key'
    """
    given = os.environ.get(KEY_ENV)
    if given:
        return Path(given)
    base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / "blackjack-kit" / "integrity.key"


def grader_key() -> bytes:
    """The grader's signing key (made once, mode 0600, outside any output folder).

    >>> len(grader_key()) == 32
    True
    """
    path = key_path()
    try:
        data = path.read_bytes()
        if len(data) >= 32:
            return data[:32]
    except OSError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".key.")
    with os.fdopen(fd, "wb") as out:
        out.write(secrets.token_bytes(32))
    os.chmod(tmp, 0o600)
    try:
        os.link(tmp, path)          # the first grader to make it wins; the others read it
    except FileExistsError:
        pass
    finally:
        os.unlink(tmp)
    return path.read_bytes()[:32]


def _sign(key: bytes, student: str, submission: str, files: str) -> str:
    return hmac.new(key, f"{student}\0{submission}\0{files}".encode(), hashlib.sha256).hexdigest()


def read_manifest(out: Path) -> dict[str, dict[str, str]]:
    """The output folder's record of digests (empty when missing or unreadable).

    >>> read_manifest(Path("/no/such/dir"))
    {}
    """
    try:
        doc = json.loads(read_submission(Path(out) / MANIFEST, 64 << 20).decode("utf-8"))
        return {k: v for k, v in doc.get("students", {}).items() if isinstance(v, dict)}
    except (SubmissionError, ValueError, AttributeError):
        return {}


def record(out: Path, graded: dict[str, str]) -> Path:
    """Record, signed, the digest of each student's submission (`graded`: student -> digest) and
    of the files now in `out/<student>/`.

    >>> d = Path(tempfile.mkdtemp()); (d / "ada").mkdir(); (d / "ada" / "r.json").write_text("{}") and None
    >>> record(d, {"ada": "ab"}).name, check(d, "ada", "ab")
    ('.integrity.json', None)
    """
    out = Path(out)
    key = grader_key()
    entries = read_manifest(out)
    for student, sub in graded.items():
        files = folder_digest(out / student) or ""
        entries[student] = {"submission": sub, "files": files, "mac": _sign(key, student, sub, files)}
    text = json.dumps({"about": "digests of what was graded and written, signed by the grader's key",
                       "students": dict(sorted(entries.items()))}, indent=1) + "\n"
    return atomic_write_bytes(out / MANIFEST, text.encode())


def check(out: Path, student: str, submission: Optional[str]) -> Optional[str]:
    """None when `out/<student>/` is exactly what the grader wrote for this very submission,
    else why it is not to be trusted (in words for the re-run's note).

    >>> check(Path("/no/such/dir"), "ada", "ab")
    'no signed record of its grading'
    """
    entry = read_manifest(out).get(student)
    if not entry:
        return "no signed record of its grading"
    expected = _sign(grader_key(), student, str(entry.get("submission")), str(entry.get("files")))
    if not hmac.compare_digest(expected, str(entry.get("mac", ""))):
        return "its record's signature does not match"
    if folder_digest(Path(out) / student) != entry.get("files"):
        return "its output files changed since they were written"
    if submission is None:
        return "its submission cannot be read as a plain file now"
    if submission != entry.get("submission"):
        return "its submission changed since it was graded"
    return None


def trusted_earlier(out: Path, students: Iterable[tuple[str, Optional[Path]]],
                    read: Callable[[Path, str], object]) -> tuple[dict[str, object], list[str]]:
    """The earlier grades a re-run may keep (student -> what `read` returned) and one note per
    student whose earlier files exist but are re-graded, saying why.

    >>> trusted_earlier(Path("/no/such/dir"), [("ada", None)], lambda out, s: None)
    ({}, [])
    """
    kept: dict[str, object] = {}
    notes: list[str] = []
    for student, path in students:
        earlier = read(out, student)
        if earlier is None:
            continue
        reason = check(out, student, submission_digest(path) if path is not None else None)
        if reason is None:
            kept[student] = earlier
        else:
            notes.append(f"{student}: re-graded: {reason}")
    return kept, notes


# --- the grader's own code ---------------------------------------------------------------------

def private_pycache() -> Path:
    """A bytecode folder only this user can write (mode 0700), outside the kit.

    >>> oct(private_pycache().stat().st_mode & 0o777)
    '0o700'
    """
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "blackjack-kit" / "pycache"
    base.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(base, 0o700)
    return base


def unsafe_bytecode(modules: Iterable[object] | None = None, uid: int | None = None) -> list[str]:
    """The loaded kit modules whose bytecode someone other than the grader could have written.

    >>> unsafe_bytecode()
    []
    """
    uid = os.geteuid() if uid is None else uid
    found = []
    for module in list(sys.modules.values()) if modules is None else modules:
        cached = getattr(module, "__cached__", None)
        source = getattr(module, "__file__", None)
        if not cached or not source or not str(source).startswith(str(KIT)) or not os.path.exists(cached):
            continue
        for place in (cached, os.path.dirname(cached)):
            info = os.lstat(place)
            if stat.S_ISLNK(info.st_mode) or info.st_uid not in (uid, 0) or info.st_mode & 0o022:
                found.append(str(cached))
                break
    return found


def prepare_grader(modules: Iterable[str] = GRADER_MODULES) -> list[str]:
    """Before the first child: bytecode read and written only in a private folder, every module
    grading needs imported now; return problems (bytecode others could write, a missing module).

    >>> prepare_grader(["autograder.model"])
    []
    """
    try:
        sys.pycache_prefix = str(private_pycache())
    except OSError:                      # no private folder: no bytecode written at all
        sys.dont_write_bytecode = True
    problems = []
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError as exc:
            problems.append(f"grader module {name} cannot be imported: {exc}")
    problems += [f"bytecode others can write was loaded: {p}" for p in unsafe_bytecode()]
    return problems


@contextlib.contextmanager
def staged_submission(path: Path) -> Iterator[Staged]:
    """`stage` as a context manager: the private copy is removed at the end.

    >>> d = Path(tempfile.mkdtemp()); (d / "p.py").write_text("x = 1\\n") and None
    >>> with staged_submission(d / "p.py") as s:
    ...     s.path.is_file()
    True
    """
    staged = stage(path)
    try:
        yield staged
    finally:
        staged.close()
