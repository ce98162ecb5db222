"""Saving and loading a table: round trips, hostile files, atomic saves (reference/savefile.py)."""

from __future__ import annotations

import io
import os
import pickle
import random

import pytest

from reference import savefile
from reference.players import AdvancedPlayer, HumanPlayer
from reference.savefile import SaveFileError
from reference.table import Table, lineup


def played_table(program="advanced", hands=7, seed=5) -> Table:
    table = Table(lineup(program), rng=random.Random(seed))
    for _ in range(hands):
        table.play_hand()
    return table


def fingerprint(table: Table):
    return ([(p.name, p.kind, p.bankroll, p.seated, getattr(p, "count", None)) for p in table.players],
            table.shoe, table.decks_used, table.hands_played, table.rules)


def next_hands(table: Table, n=20):
    return [table.play_hand() for _ in range(n)]


# --- round trips -------------------------------------------------------------------------------

@pytest.mark.parametrize("program", ["basic", "intermediate", "advanced", "human"])
def test_save_load_round_trip(tmp_path, program):
    table = played_table(program) if program != "human" else Table(lineup("human"))
    path = tmp_path / "table.save"
    savefile.save(table, path)
    loaded = savefile.load(path)
    assert fingerprint(loaded) == fingerprint(table)


def test_save_load_round_trip_plays_on_identically(tmp_path):
    table = played_table()
    savefile.save(table, tmp_path / "t.save")
    loaded = savefile.load(tmp_path / "t.save")
    assert next_hands(loaded) == next_hands(table), "the loaded table must deal the same cards"


def test_save_keeps_the_advanced_count(tmp_path):
    table = played_table(hands=3)
    ada = table.players[2]
    assert isinstance(ada, AdvancedPlayer)
    savefile.save(table, tmp_path / "t.save")
    assert savefile.load(tmp_path / "t.save").players[2].count == ada.count


def test_save_drops_the_human_keyboard_and_loads_with_the_standard_one(tmp_path):
    table = Table(lineup("human", ask=lambda q: "q", show=lambda s: None))
    savefile.save(table, tmp_path / "t.save")
    you = savefile.load(tmp_path / "t.save").players[1]
    assert isinstance(you, HumanPlayer) and you.ask is input and you.show is print


def test_save_has_a_format_version():
    data = pickle.loads(savefile.dumps(Table([])))   # our own bytes: safe to load plainly
    assert data["format"] == savefile.FORMAT and data["version"] == savefile.VERSION == 2


def test_save_names_only_allowed_globals():
    named = set()

    class Recorder(pickle.Unpickler):
        def find_class(self, module, name):
            named.add((module, name))
            return super().find_class(module, name)

    table = played_table()
    table.players.append(HumanPlayer("You"))
    Recorder(io.BytesIO(savefile.dumps(table))).load()
    assert ("reference.table", "BlackjackTable") in named and ("reference.table", "BlackjackDealer") in named
    assert ("reference.cards", "Card") in named and ("reference.cards", "Hand") in named
    assert named <= savefile.ALLOWED, f"not on the allow-list: {named - savefile.ALLOWED}"
    assert {module for module, _ in savefile.ALLOWED} <= {
        "reference.table", "reference.players", "reference.cards", "reference.rules", "random"}


def test_save_naming_the_dealers_old_class_loads_as_blackjack_dealer(monkeypatch):
    from reference import table as table_module

    table = played_table(hands=2)
    dealer_class = table_module.BlackjackDealer
    monkeypatch.setattr(table_module, "HouseDealer", dealer_class, raising=False)
    dealer_class.__qualname__ = "HouseDealer"  # pickle the dealer under its name before the rename
    try:
        old = savefile.dumps(table)
    finally:
        dealer_class.__qualname__ = "BlackjackDealer"
        monkeypatch.undo()                    # reference.table has no HouseDealer again
    assert b"HouseDealer" in old, "the old save should name reference.table.HouseDealer"
    loaded = savefile.loads(old)
    assert type(loaded.dealer) is table_module.BlackjackDealer, (
        f"a save naming HouseDealer loaded a {type(loaded.dealer).__name__}, expected BlackjackDealer")
    assert fingerprint(loaded) == fingerprint(table), "the old save loaded a different table"


# --- hostile files -------------------------------------------------------------------------------

class Exploit:
    """Unpickling this runs a shell command (with plain pickle.load)."""

    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def hostile_saves(marker):
    """(name, bytes) of files that must all be refused."""
    good = savefile.dumps(played_table())
    table_in_wrong_format = pickle.dumps({"format": "something else", "version": 1, "table": None})
    return [
        ("os.system", pickle.dumps({"format": savefile.FORMAT, "version": 1,
                                    "table": Exploit(marker)})),
        ("bare exploit", pickle.dumps(Exploit(marker), protocol=0)),
        ("eval", pickle.dumps({"f": eval})),
        ("builtins getattr", b"cbuiltins\ngetattr\n(cos\nsystem\ntR."),
        ("empty", b""),
        ("text", b"this is not a pickle at all"),
        ("truncated", good[: len(good) // 2]),
        ("flipped bytes", good[:40] + bytes(b ^ 0xFF for b in good[40:80]) + good[80:]),
        ("foreign pickle", pickle.dumps([1, 2, 3])),
        ("wrong format", table_in_wrong_format),
        ("newer version", pickle.dumps({"format": savefile.FORMAT, "version": 2, "table": None})),
        ("no table", pickle.dumps({"format": savefile.FORMAT, "version": 1, "table": [1]})),
        ("too big", b"\x80\x05" + b"N" * (savefile.MAX_BYTES + 10)),
    ]


HOSTILE = ["os.system", "bare exploit", "eval", "builtins getattr", "empty", "text", "truncated",
           "flipped bytes", "foreign pickle", "wrong format", "newer version", "no table", "too big"]


def test_hostile_saves_are_the_ones_named():
    assert [name for name, _ in hostile_saves("marker")] == HOSTILE, "HOSTILE should list hostile_saves' names in order"


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_save_files_are_refused(tmp_path, name):
    marker = tmp_path / "pwned"
    data = dict(hostile_saves(marker))[name]
    path = tmp_path / "evil.save"
    path.write_bytes(data)
    with pytest.raises(SaveFileError) as refused:
        got = savefile.load(path)
        pytest.fail(f"savefile.load of a {name} file gave {got!r}, expected SaveFileError")
    assert not marker.exists(), f"savefile.load of a {name} file ran its command, expected it refused first"
    assert str(refused.value) and "\n" not in str(refused.value), (
        f"savefile.load of a {name} file said {refused.value!r}, expected one line")


def test_hostile_os_system_is_named_in_the_refusal(tmp_path):
    path = tmp_path / "evil.save"
    path.write_bytes(pickle.dumps(Exploit(tmp_path / "pwned")))
    with pytest.raises(SaveFileError, match=r"refused to load (posix|os|nt)\.system"):
        savefile.load(path)
    assert not (tmp_path / "pwned").exists()


def test_a_saved_table_with_nonsense_inside_is_refused(tmp_path):
    table = played_table()
    table.players[0].bankroll = "a million"
    path = tmp_path / "t.save"
    path.write_bytes(savefile.dumps(table))
    with pytest.raises(SaveFileError, match="damaged"):
        savefile.load(path)


def test_a_missing_file_is_refused_with_its_name(tmp_path):
    with pytest.raises(SaveFileError, match="nothing.save"):
        savefile.load(tmp_path / "nothing.save")


# --- atomic saving ---------------------------------------------------------------------------------

def test_failure_mid_write_keeps_the_last_good_save(tmp_path, monkeypatch):
    path = tmp_path / "t.save"
    good = played_table(hands=2)
    savefile.save(good, path)
    before = path.read_bytes()

    def half_then_crash(file, data):
        file.write(data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savefile, "_write_chunks", half_then_crash)
    with pytest.raises(SaveFileError, match="No space left"):
        savefile.save(played_table(hands=9), path)
    assert path.read_bytes() == before
    assert fingerprint(savefile.load(path)) == fingerprint(good)
    assert os.listdir(tmp_path) == ["t.save"], "the temporary file must be cleaned up"


def test_failure_at_fsync_keeps_the_last_good_save(tmp_path, monkeypatch):
    path = tmp_path / "t.save"
    savefile.save(played_table(hands=2), path)
    before = path.read_bytes()
    monkeypatch.setattr(savefile.os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(5, "I/O error")))
    with pytest.raises(SaveFileError, match="I/O error"):
        savefile.save(played_table(hands=9), path)
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["t.save"]


def test_interrupt_mid_write_keeps_the_last_good_save(tmp_path, monkeypatch):
    path = tmp_path / "t.save"
    savefile.save(played_table(hands=2), path)
    before = path.read_bytes()

    def interrupted(file, data):
        file.write(data[:10])
        raise KeyboardInterrupt

    monkeypatch.setattr(savefile, "_write_chunks", interrupted)
    with pytest.raises(KeyboardInterrupt):
        savefile.save(played_table(hands=9), path)
    assert path.read_bytes() == before and os.listdir(tmp_path) == ["t.save"]


def test_save_into_a_missing_folder_says_so(tmp_path):
    with pytest.raises(SaveFileError, match="No such file"):
        savefile.save(Table([]), tmp_path / "no" / "t.save")


def test_save_of_an_unpicklable_table_says_so(tmp_path):
    table = Table([])
    table.rng = lambda: 4          # not picklable
    with pytest.raises(SaveFileError, match="could not save"):
        savefile.save(table, tmp_path / "t.save")
    assert not any(tmp_path.iterdir())


def test_a_player_changed_after_the_table_was_checked_is_refused(tmp_path):
    """A crafted file can build an object twice; the save is checked again once loaded."""
    data = savefile.dumps(played_table())
    # Append a second BUILD of the first player just before the final STOP: give it a `hits`.
    player_state = pickle.dumps({"hits": None}, protocol=5)[2:-1]      # the dict, no PROTO/STOP
    tampered = _rebuild_first_player(data, player_state)
    path = tmp_path / "t.save"
    path.write_bytes(tampered)
    with pytest.raises(SaveFileError):
        savefile.load(path)


def _rebuild_first_player(data: bytes, state: bytes) -> bytes:
    """The save with an extra BUILD on the memoised first player just before STOP."""
    import pickletools

    memo_of_player = None
    for op, arg, pos in pickletools.genops(data):
        if op.name == "MEMOIZE" and memo_of_player is None and _player_before(data, pos):
            memo_of_player = _memo_index(data, pos)
    assert memo_of_player is not None
    get = b"j" + memo_of_player.to_bytes(4, "little")      # LONG_BINGET
    return data[:-1] + get + state + b"b" + b"0" + b"."    # BUILD, POP, STOP


def _player_before(data: bytes, pos: int) -> bool:
    """Whether the object memoised at `pos` was just made by NEWOBJ of a player class."""
    return data[pos - 1:pos] == b"\x81" and b"BasicPlayer" in data[max(0, pos - 60):pos]


def _memo_index(data: bytes, pos: int) -> int:
    """The memo index a MEMOIZE at `pos` assigns (count the MEMOIZE opcodes before it)."""
    import pickletools

    return sum(1 for op, _, p in pickletools.genops(data) if op.name == "MEMOIZE" and p < pos)


def test_a_file_name_with_a_nul_character_is_refused(tmp_path):
    with pytest.raises(SaveFileError, match="not a file name"):
        savefile.save(Table([]), f"{tmp_path}/a\x00b")
    with pytest.raises(SaveFileError, match="not a file name"):
        savefile.load(f"{tmp_path}/a\x00b")


def old_python_dumps(obj: object) -> bytes:
    """``obj`` pickled as Python 3.11.0 to 3.11.4 pickle it: an Enum member as
    ``getattr(cls, name)`` (Debian 12's python3 is 3.11.2)."""
    import enum

    class OldPickler(pickle.Pickler):
        def reducer_override(self, value):  # noqa: ANN001, ANN202
            if isinstance(value, enum.Enum):
                return getattr, (type(value), value.name)
            return NotImplemented

    buffer = io.BytesIO()
    OldPickler(buffer, protocol=savefile.PROTOCOL).dump(obj)
    return buffer.getvalue()


def test_save_from_an_older_python_311_loads_its_cards():
    table = played_table()
    data = old_python_dumps({"format": savefile.FORMAT, "version": savefile.VERSION, "table": table})
    assert b"getattr" in data
    assert fingerprint(savefile.loads(data)) == fingerprint(table)


@pytest.mark.parametrize("reduce", [
    pytest.param((getattr, (Table, "play_hand")), id="a method of an allowed class"),
    pytest.param((getattr, (random.Random, "seed")), id="a method of Random"),
])
def test_getattr_in_a_save_gives_only_enum_members(reduce):
    class Evil:
        def __reduce__(self):  # noqa: ANN204
            return reduce

    data = pickle.dumps({"format": savefile.FORMAT, "version": savefile.VERSION, "table": Evil()})
    with pytest.raises(SaveFileError, match="not a safe saved table: refused to load getattr"):
        savefile.loads(data)
