"""Saving and loading a table with pickle, made safe.

``pickle.load`` on its own runs whatever a file tells it to (a file can ask for
``os.system``), so loading here goes through ``SafeUnpickler``: ``find_class`` accepts only
the kit's own classes on an explicit allow-list, and everything else is refused.  A save is a
dict holding a format name, a format version and the table; a damaged, foreign, malicious or
newer file raises ``SaveFileError`` with a sentence for the person at the prompt, and the
program carries on with the table it has.

Saving is atomic: the bytes go to a temporary file in the same folder, are flushed and
``fsync``-ed, and only then ``os.replace`` puts the file in place, so a crash half-way
through a save never destroys the last good one.

>>> import tempfile, random
>>> from reference.table import Table
>>> from reference.players import BasicPlayer
>>> with tempfile.TemporaryDirectory() as folder:
...     save(Table([BasicPlayer("Bo")], rng=random.Random(1)), Path(folder, "table.save"))
...     load(Path(folder, "table.save")).players
[BasicPlayer('Bo', bankroll=200)]
"""

from __future__ import annotations

import enum
import io
import os
import pickle
import tempfile
from contextlib import suppress
from pathlib import Path
from typing import Any, BinaryIO

FORMAT = "blackjack-kit table"
VERSION = 2                  # 2: a table holds a dealer (question 2's structure)
PROTOCOL = 5
MAX_BYTES = 5_000_000        # no table comes near this; a bigger file is not a save
CHUNK = 64 * 1024

# Every global a save may name: the kit's own classes and the standard library's Random.
ALLOWED: frozenset[tuple[str, str]] = frozenset({
    ("reference.table", "BlackjackTable"),
    ("reference.table", "BlackjackDealer"),
    ("reference.players", "Player"),
    ("reference.players", "BasicPlayer"),
    ("reference.players", "IntermediatePlayer"),
    ("reference.players", "AdvancedPlayer"),
    ("reference.players", "HumanPlayer"),
    ("reference.cards", "Card"),
    ("reference.cards", "Hand"),
    ("reference.cards", "Rank"),
    ("reference.cards", "Suit"),
    ("reference.rules", "Rules"),
    ("random", "Random"),
})

# Classes renamed since saves of this format were written: a save naming the old class loads
# as the new one (the dealer was HouseDealer before question 2's one name, BlackjackDealer).
RENAMED: dict[tuple[str, str], tuple[str, str]] = {
    ("reference.table", "HouseDealer"): ("reference.table", "BlackjackDealer"),
}


class SaveFileError(Exception):
    """A save that could not be written or read, said in one sentence.

    >>> str(SaveFileError("not a saved table"))
    'not a saved table'
    """


class SafeUnpickler(pickle.Unpickler):
    """An unpickler that builds only the classes on ``ALLOWED``.

    >>> SafeUnpickler(io.BytesIO(pickle.dumps(print))).load()
    Traceback (most recent call last):
    ...
    _pickle.UnpicklingError: refused to load builtins.print: not part of a saved table
    """

    def find_class(self, module: str, name: str) -> Any:
        """The class ``module.name`` if it is allowed; UnpicklingError otherwise."""
        module, name = RENAMED.get((module, name), (module, name))
        if (module, name) == ("builtins", "getattr"):
            return enum_member     # how Python 3.11.0-3.11.4 save an Enum member (a Rank, a Suit)
        if (module, name) not in ALLOWED:
            raise pickle.UnpicklingError(f"refused to load {module}.{name}: "
                                         "not part of a saved table")
        return super().find_class(module, name)


def enum_member(cls: object, name: str) -> Any:
    """The member ``name`` of ``cls``, an allowed Enum class (a save from Python 3.11.0 to 3.11.4
    names an Enum member as ``getattr(Rank, "ACE")``); UnpicklingError for anything else.

    >>> from reference.cards import Suit
    >>> enum_member(Suit, "SPADES") is Suit.SPADES
    True
    >>> enum_member(os, "system")
    Traceback (most recent call last):
    ...
    _pickle.UnpicklingError: refused to load getattr(<module 'os' ...>, 'system'): not part of a saved table
    """
    allowed = isinstance(cls, enum.EnumMeta) and (cls.__module__, cls.__qualname__) in ALLOWED
    if allowed and isinstance(name, str) and name in cls.__members__:
        return cls[name]
    raise pickle.UnpicklingError(f"refused to load getattr({cls!r}, {name!r}): "
                                 "not part of a saved table")


def dumps(table: object) -> bytes:
    """The bytes of a save: format name, version and the table, pickled.

    >>> dumps([])[:2]
    b'\\x80\\x05'
    """
    return pickle.dumps({"format": FORMAT, "version": VERSION, "table": table}, protocol=PROTOCOL)


def loads(data: bytes) -> Any:
    """The table in a save's bytes; SaveFileError for anything that is not a good save.

    >>> loads(b"hello")
    Traceback (most recent call last):
    ...
    reference.savefile.SaveFileError: not a saved table (the file is damaged or of another kind)
    """
    from reference.table import Table

    if len(data) > MAX_BYTES:
        raise SaveFileError(f"not a saved table (it is {len(data)} bytes, too big to be one)")
    try:
        saved = SafeUnpickler(io.BytesIO(data)).load()
    except pickle.UnpicklingError as error:
        if str(error).startswith("refused"):
            raise SaveFileError(f"not a safe saved table: {error}") from None
        raise SaveFileError("not a saved table (the file is damaged or of another kind)") from None
    except Exception:   # noqa: BLE001 - a damaged file can raise almost anything
        raise SaveFileError("not a saved table (the file is damaged or of another kind)") from None
    return _check(saved, Table)


def _check(saved: object, table_class: type) -> Any:
    """The table inside a loaded save, after checking its format and version."""
    if not isinstance(saved, dict) or saved.get("format") != FORMAT:
        raise SaveFileError("not a saved table (it is some other pickle)")
    version = saved.get("version")
    if version != VERSION:
        raise SaveFileError(f"a saved table of format version {version!r}; "
                            f"this kit reads version {VERSION}")
    table = saved.get("table")
    if not isinstance(table, table_class):
        raise SaveFileError(f"the save holds no table but {type(table).__name__}")
    try:
        table.check()        # again, now that every object in the file is complete
    except Exception:  # noqa: BLE001 - anything odd in an untrusted file
        raise SaveFileError("not a saved table (the file is damaged or of another kind)") from None
    return table


def save(table: object, path: str | os.PathLike[str]) -> None:
    """Save a table to ``path`` atomically; SaveFileError (saying why) if it cannot.

    >>> save([], "/no/such/folder/x.save")
    Traceback (most recent call last):
    ...
    reference.savefile.SaveFileError: could not save to '/no/such/folder/x.save': No such file or directory
    """
    try:
        data = dumps(table)
    except Exception as error:  # noqa: BLE001 - an object that will not pickle
        raise SaveFileError(f"could not save the table: {error}") from None
    write_atomic(path, data)


def write_atomic(path: str | os.PathLike[str], data: bytes) -> None:
    """Write bytes to ``path`` through a temporary file, fsync, then ``os.replace``.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_atomic(Path(folder, "f"), b"ok"); Path(folder, "f").read_bytes()
    b'ok'
    """
    target = Path(path)
    _check_name(target)
    try:
        fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                    dir=target.parent if str(target.parent) else ".")
    except OSError as error:
        raise SaveFileError(f"could not save to {str(target)!r}: {error.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as file:
            _write_chunks(file, data)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temp, 0o666 & ~_umask())     # mkstemp makes it private; save like open() does
        os.replace(temp, target)
    except BaseException as error:
        with suppress(OSError):
            os.unlink(temp)
        if isinstance(error, OSError):
            raise SaveFileError(f"could not save to {str(target)!r}: "
                                f"{error.strerror or error}") from None
        raise
    _sync_folder(target.parent)


def _check_name(path: Path) -> None:
    """SaveFileError for a file name no system accepts (one holding a NUL character)."""
    if "\x00" in str(path):
        raise SaveFileError(f"not a file name: {str(path)!r}")


def _umask() -> int:
    """The process's file-creation mask (reading it means setting it, then putting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _write_chunks(file: BinaryIO, data: bytes) -> None:
    """Write the data in chunks (a failure can come between any two)."""
    for start in range(0, len(data), CHUNK):
        file.write(data[start:start + CHUNK])


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for the new file to disk, where the system allows it."""
    with suppress(OSError, AttributeError):
        fd = os.open(folder if str(folder) else ".", os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def load(path: str | os.PathLike[str]) -> Any:
    """The table saved in ``path``; SaveFileError (saying why) for anything else.

    >>> load("/no/such/file.save")
    Traceback (most recent call last):
    ...
    reference.savefile.SaveFileError: could not read '/no/such/file.save': No such file or directory
    """
    target = Path(path)
    _check_name(target)
    try:
        with open(target, "rb") as file:
            data = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise SaveFileError(f"could not read {str(target)!r}: {error.strerror or error}") from None
    return loads(data)
