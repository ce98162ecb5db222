"""The grader trusts nothing on disk: safe reads, signed digests of outputs, trusted re-runs."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from autograder import cli
from autograder.sandbox import integrity

ROOT = Path(__file__).resolve().parent.parent
MODEL = ROOT / "versions" / "v1" / "pontoon.py"


@pytest.fixture(autouse=True)
def private_key(tmp_path, monkeypatch):
    monkeypatch.setenv(integrity.KEY_ENV, str(tmp_path / "keys" / "integrity.key"))


def test_symlink_fifo_big_and_bad_bytes_refused(tmp_path):
    (tmp_path / "real.py").write_text("x = 1\n")
    (tmp_path / "link.py").symlink_to(tmp_path / "real.py")
    os.mkfifo(tmp_path / "fifo.py")
    (tmp_path / "big.py").write_bytes(b"#" * 50)
    (tmp_path / "latin.py").write_bytes(b"x = '\xe9'\n")
    with pytest.raises(integrity.SubmissionError, match="symbolic link"):
        integrity.read_submission(tmp_path / "link.py")
    with pytest.raises(integrity.SubmissionError, match="not a regular file"):
        integrity.read_submission(tmp_path / "fifo.py")
    with pytest.raises(integrity.SubmissionError, match="50 bytes, more than the 10 a submission"):
        integrity.read_submission(tmp_path / "big.py", cap=10)
    with pytest.raises(integrity.SubmissionError, match="not UTF-8 text .line 1, byte 0xe9"):
        integrity.stage(tmp_path / "latin.py")
    assert integrity.read_submission(tmp_path / "real.py") == b"x = 1\n"


def test_stage_copies_the_bytes_read(tmp_path):
    src = tmp_path / "pontoon.py"
    src.write_text("A = 1\n")
    staged = integrity.stage(src)
    src.write_text("A = 2\n")              # changing the original later changes nothing graded
    assert staged.path.read_text() == "A = 1\n" and staged.path.parent != src.parent
    assert staged.digest == integrity.digest(b"A = 1\n")
    assert oct(staged.path.parent.stat().st_mode & 0o777) == "0o700"
    staged.close()
    assert not staged.path.parent.exists()


def test_record_and_check_catch_every_change(tmp_path):
    out = tmp_path / "out"
    (out / "ada").mkdir(parents=True)
    (out / "ada" / "results.json").write_text('{"score": 10}')
    integrity.record(out, {"ada": "s1"})
    assert integrity.check(out, "ada", "s1") is None
    assert integrity.check(out, "ada", "s2") == "its submission changed since it was graded"
    (out / "ada" / "results.json").write_text('{"score": 100}')
    assert integrity.check(out, "ada", "s1") == "its output files changed since they were written"
    # an attacker who rewrites the files and the manifest cannot sign without the key
    manifest = json.loads((out / integrity.MANIFEST).read_text())
    manifest["students"]["ada"]["files"] = integrity.folder_digest(out / "ada")
    (out / integrity.MANIFEST).write_text(json.dumps(manifest))
    assert integrity.check(out, "ada", "s1") == "its record's signature does not match"
    (out / integrity.MANIFEST).unlink()
    assert integrity.check(out, "ada", "s1") == "no signed record of its grading"


def test_atomic_write_modes_follow_the_umask(tmp_path):
    old = os.umask(0o027)
    try:
        path = integrity.atomic_write_bytes(tmp_path / "x" / "f.txt", b"hi")
    finally:
        os.umask(old)
    assert oct(path.stat().st_mode & 0o777) == "0o640" and path.read_bytes() == b"hi"
    assert [p.name for p in path.parent.iterdir()] == ["f.txt"]


def test_prepare_grader_imports_all_and_keeps_bytecode_private(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr("sys.pycache_prefix", None)
    assert integrity.prepare_grader() == []
    import sys
    assert sys.pycache_prefix == str(tmp_path / "cache" / "blackjack-kit" / "pycache")
    assert all(name in sys.modules for name in integrity.GRADER_MODULES)


def test_unsafe_bytecode_is_reported(tmp_path):
    cache = tmp_path / "__pycache__"
    cache.mkdir()
    pyc = cache / "m.cpython-311.pyc"
    pyc.write_bytes(b"x")
    pyc.chmod(0o666)
    module = type("M", (), {"__cached__": str(pyc), "__file__": str(integrity.KIT / "m.py")})
    assert integrity.unsafe_bytecode([module]) == [str(pyc)]
    pyc.chmod(0o644)
    assert integrity.unsafe_bytecode([module]) == []


def test_class_with_symlink_to_model_answer_then_tampered_rerun(tmp_path, capsys):
    for name in ("ann", "bob", "eve"):
        (tmp_path / "c" / name).mkdir(parents=True)
    for name in ("ann", "bob"):
        (tmp_path / "c" / name / "pontoon.py").write_bytes(MODEL.read_bytes())
    (tmp_path / "c" / "eve" / "pontoon.py").symlink_to(ROOT / "versions" / "v4" / "pontoon.py")
    out = tmp_path / "out"
    assert cli.main(["grade", str(tmp_path / "c"), "--out", str(out), "--jobs", "2"]) == 0
    eve = json.loads((out / "eve" / "results.json").read_text())
    assert eve["score"] == 0 and "symbolic link" in json.dumps(eve)
    ann = json.loads((out / "ann" / "results.json").read_text())
    assert ann["score"] == ann.get("max_score", 85) or ann["score"] == 85
    # forge bob's marks, change ann's submission: both are re-graded, and the run says why
    forged = json.loads((out / "bob" / "results.json").read_text())
    forged["score"] = 1
    (out / "bob" / "results.json").write_text(json.dumps(forged))
    (tmp_path / "c" / "ann" / "pontoon.py").write_text(MODEL.read_text() + "\n# edited\n")
    capsys.readouterr()
    assert cli.main(["grade", str(tmp_path / "c"), "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert "bob: re-graded: its output files changed since they were written" in err
    assert "ann: re-graded: its submission changed since it was graded" in err
    assert json.loads((out / "bob" / "results.json").read_text())["score"] == 85
    assert integrity.check(out, "bob", integrity.submission_digest(tmp_path / "c" / "bob" / "pontoon.py")) is None
