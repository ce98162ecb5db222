"""The four model answers as files: their shape, their READMEs and how they run in a terminal.

- Every function is the nbgrader shape: typed signature, docstring with one `>>>` example, then
  one solution region, so that the student stub is the docstring and `raise NotImplementedError()`.
- Each module offers the contract's names for its version and imports only the standard library.
- The example games in each README are real: replaying the seed and answers gives the same text.
- `python -m versions.vN` and `python versions/vN/pontoon.py` play, and end cleanly at end of input.
"""

from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest

from versions import selfcheck

ROOT = Path(__file__).resolve().parent.parent
VERSIONS = [1, 2, 3, 4]
COMMON = {"VERSION", "STICK_AT", "card_value", "card_name", "hand_value", "computer_turn",
          "player_turn", "decide_winner", "play_game", "main"}
NAMES = {1: COMMON | {"random_card"}, 2: COMMON | {"RANKS", "random_card"},
         3: COMMON | {"RANKS", "SUITS", "random_card"},
         4: COMMON | {"RANKS", "SUITS", "new_deck", "shuffled_deck"}}
TRANSCRIPT = re.compile(r"<!-- transcript seed=(\d+) answers=(\S*) -->\n```text\n(.*?)```", re.S)
STACKED = re.compile(r"<!-- stacked stick_at=(\d+) answers=(\S*) deck=(.*?) -->\n```text\n(.*?)```",
                     re.S)
# The original assignment's example result block for each version, in the kit's wording.
ORIGINAL = {
    1: "Computer Value: 18\nPlayer Value: 20\nPlayer wins!",
    2: "Computer has: Seven, Jack, Two\nValue: 19\nPlayer has: Ace, King, Ten\nValue: 21\n"
       "Player wins!",
    3: "Computer has: Seven of Hearts, Ten of Clubs\nValue: 17\n"
       "Player has: Ten of Clubs, King of Diamonds\nValue: 20\nPlayer wins!",
}
ORIGINAL[4] = ORIGINAL[3]


def source_tree(version: int) -> ast.Module:
    """The parsed pontoon.py of one version."""
    return ast.parse((ROOT / "versions" / f"v{version}" / "pontoon.py").read_text())


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_functions_have_the_nbgrader_shape(version):
    """Typed signature, docstring with a >>> example, then the solution region and nothing after."""
    path = ROOT / "versions" / f"v{version}" / "pontoon.py"
    lines = path.read_text().split("\n")
    functions = [node for node in source_tree(version).body if isinstance(node, ast.FunctionDef)]
    assert len(functions) >= 9
    for function in functions:
        where = f"v{version} {function.name}"
        doc = ast.get_docstring(function)
        assert doc and ">>>" in doc, f"{where}: no docstring with a >>> example"
        assert function.returns is not None, f"{where}: no return annotation"
        assert all(arg.annotation is not None for arg in function.args.args), f"{where}: untyped"
        body = lines[function.body[0].end_lineno:function.end_lineno + 1]  # END is a comment
        markers = [line.strip() for line in body if "SOLUTION" in line]
        assert markers == ["### BEGIN SOLUTION", "### END SOLUTION"], f"{where}: {markers}"
        assert body[0].strip() == "### BEGIN SOLUTION", f"{where}: code before the region"
        assert body[-1].strip() == "### END SOLUTION", f"{where}: code after the region"


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_offer_the_contract_names_and_only_the_standard_library(version):
    """The names of the contract for the version, and imports from the standard library only."""
    module = importlib.import_module(f"versions.v{version}.pontoon")
    assert NAMES[version] <= set(vars(module)), NAMES[version] - set(vars(module))
    assert module.VERSION == version and 12 <= module.STICK_AT <= 21
    modules = set()
    for node in ast.walk(source_tree(version)):
        if isinstance(node, ast.Import):
            modules |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            modules.add((node.module or "").split(".")[0])
    assert modules and modules <= set(sys.stdlib_module_names) | {"__future__"}, modules


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_readme_examples_are_real_games(version):
    """Each example game in the README is what main(random.Random(seed)) shows for its answers."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    examples = TRANSCRIPT.findall(readme)
    assert len(examples) >= 2, "the README should show two or three example games"
    module = importlib.import_module(f"versions.v{version}.pontoon")
    for seed, answers, shown in examples:
        replay = selfcheck.transcript(module, int(seed), answers.split(","))
        assert shown.rstrip("\n") == replay, f"seed {seed}, answers {answers}"


def stacked_game(module, deck: str, answers: str, stick_at: int) -> str:
    """What play_game shows on a stacked deck, with these answers and this STICK_AT."""
    table = selfcheck.Cards(module.VERSION).table(deck, answers.split(","))
    before = module.STICK_AT
    module.STICK_AT = stick_at
    try:
        module.play_game(table.draw, table.ask, table.show)
    finally:
        module.STICK_AT = before
    assert len(table.dealt) <= len(table.cards)
    return table.screen()


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_readme_stacked_games_are_real(version):
    """Each stacked game in the README is what play_game shows for its deck, answers, STICK_AT."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    games = STACKED.findall(readme)
    assert games, "the README shows no game played on the original's cards"
    module = importlib.import_module(f"versions.v{version}.pontoon")
    for stick_at, answers, deck, shown in games:
        replay = stacked_game(module, deck, answers, int(stick_at))
        assert shown.rstrip("\n") == replay, f"deck {deck}, answers {answers}"


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_readme_shows_the_original_example_and_where_it_fails(version):
    """The original's example comes first, checked against the rules, its faults said plainly."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    section = readme.split("### The original assignment's example\n")[1].split("\n### ")[0]
    blocks = re.findall(r"```text\n(.*?)```", section, re.S)
    assert blocks[0].rstrip("\n") == ORIGINAL[version]
    text = " ".join(section.split())
    assert "Checked against the rules" in text
    faults = {1: [], 2: ["cannot happen with `STICK_AT` 17", "No one threshold fits both"],
              3: ["No one threshold fits both", "In version 4, dealt from one deck, it cannot"],
              4: ["This game cannot happen in version 4.", "(`no-duplicates`)"]}[version]
    for fault in faults:
        assert fault in text, fault
    final = ORIGINAL[version].split("\n")
    assert any(block.rstrip("\n").split("\n")[-len(final):] == final for block in blocks[1:]) \
        or version == 4, "no replayed game ends as the original's example"


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_readme_names_every_rule_and_the_marks(version):
    """The README's rule table names every rule id with its marks, format marks per version."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    for rule in ["card-values", "ace-counts-one", "one-card-start", "computer-first",
                 "computer-draws", "computer-secret", "player-turn-always", "player-choice",
                 "player-stops-at-bust", "bust-draw", "one-bust", "tie-draw", "higher-wins",
                 "play-again"]:
        assert re.search(rf"^\| `{rule}` \|.*\| \d+ \|$", readme, re.M), rule
    marks = {1: 0, 2: 5, 3: 10, 4: 15}[version]
    assert re.search(rf"^\| `format` \|.*\| {marks} \|$", readme, re.M)
    assert f"pytest versions/v{version}" in readme
    assert ("`no-duplicates`" in readme) == (version == 4)


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_play_in_a_terminal(version):
    """python -m versions.vN plays one game and stops at n; no traceback."""
    done = subprocess.run([sys.executable, "-m", f"versions.v{version}"], input="x\ns\nn\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.count("Twist or stick? (t/s)") >= 2
    assert sum(map(selfcheck.is_verdict, done.stdout.replace("? (t/s) ", "\n").splitlines())) == 1


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_end_of_input_ends_cleanly(version):
    """python versions/vN/pontoon.py with no input at all ends at once, exit 0, no traceback."""
    done = subprocess.run([sys.executable, str(ROOT / "versions" / f"v{version}" / "pontoon.py")],
                          input="", capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "Twist or stick? (t/s)" in done.stdout


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_readme_says_what_is_required_and_what_is_suggested(version):
    """The suggested wording is a suggestion; the README says what a program must do instead."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    text = " ".join(readme.split())
    assert "are the kit's suggestion" in text
    for required in ["What is required, in any words", "in any case and with spaces around them",
                     "any other answer is asked again", "end of input (Ctrl-D",
                     "cleanly, with no traceback"]:
        assert required in text, required


@pytest.mark.parametrize("version, rule", [(1, "card-values"), (2, "card-values"),
                                           (3, "card-values"), (4, "no-duplicates")])
def test_versions_readme_names_the_rule_a_wrong_draw_breaks(version, rule):
    """How cards are drawn: the one rule a wrong draw breaks, judged with a stated 1e-6 rate."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    section = readme.split("### How cards are drawn, and which rule a wrong draw breaks")[1]
    section = " ".join(section.split("\n## ")[0].split())
    assert f"breaks `{rule}`, and no other rule" in section or \
        f"breaks `{rule}`, the rule" in section, section
    assert "at most one in a million (1e-6)" in section
    assert ("Repeated cards are fine in this version" in section) == (version in (2, 3))


@pytest.mark.parametrize("version", VERSIONS)
def test_versions_readme_has_the_assignments_example_games(version):
    """The original's example first; then the kit's own: Game 1, Game 2, short sequences."""
    readme = (ROOT / "versions" / f"v{version}" / "README.md").read_text()
    games = readme.split("## Example games")[1].split("\n## ")[0]
    sections = re.split(r"^### ", games, flags=re.M)
    assert [part.split("\n")[0] for part in sections[1:]] == [
        "The original assignment's example", "The kit's own games"]
    parts = re.split(r"^#### ", sections[2], flags=re.M)
    titles = [part.split("\n")[0] for part in parts[1:]]
    assert titles == ["Game 1", "Game 2", "Short sequences"]
    counts = [len(TRANSCRIPT.findall(part)) for part in parts[1:]]
    assert counts[:2] == [1, 1] and counts[2] >= 4, counts
