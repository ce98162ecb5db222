"""Dialogue by effect, the experiments: the answers a question offers (`answer_candidates`),
each tried by replaying the game in this process up to the question (`replay`) and classified
by what followed (`effect_of`), then what the question wants (`verdict`, `learn`).
"""

import builtins
import io
import os
import sys

from .channel import RANKS, ModuleType, ReplayStop, S, _arm, _disarm, _install_alarm  # bundled
from .streams import _drain_fd1, _flush_stdout, _new_streams  # bundled
from .loading import _is_stdlib, params_of  # bundled
from .stack import (ST, _next_game, _population, _reset_stack, _settle, draw_count,
    install_random, words_and_numbers)  # bundled



def question_text(prompt: str, before: str) -> str:
    """The words of a question: its prompt, or the last line printed before it when the prompt
    has no words (``input("> ")`` after ``print("Twist or stick?")``) or when that line is a
    menu whose numbered choices the prompt asks for (one prompt may serve several menus).

    >>> question_text("> ", "Your hand: 9\\nTwist or stick?\\n")
    'Twist or stick? > '
    >>> question_text("Choose: ", "1) twist  2) stick\\n"), question_text("Choose: ", "You have 9\\n")
    ('1) twist  2) stick Choose: ', 'Choose: ')
    """
    lines = [line for line in before.splitlines() if line.strip()]
    last = lines[-1] if lines else ""
    if any(ch.isalpha() for ch in prompt) and not (
            numbered_choices(last) >= 2 and not any(ch in "0123456789" for ch in prompt)):
        return prompt
    return last + " " + prompt


def numbered_choices(line: str) -> int:
    """How many numbered choices a line offers: a number, a mark right after it that closes it
    (``)``, ``.``, ``]``, ``:``, ``=``, ``-``) and then a word (``1) twist  2) stick``, ``[1] Hit``).

    >>> numbered_choices("1) twist  2) stick  3) quit"), numbered_choices("[1] Hit [2] Stand")
    (3, 2)
    >>> numbered_choices("Your value: 15"), numbered_choices("Dealer 18 - you 20")
    (0, 0)
    """
    count, i, n = 0, 0, len(line)
    while i < n:                         # ``#``: a number masked in a question's form
        if line[i] in "0123456789#" and (i == 0 or not line[i - 1].isalnum()):
            j = i
            while j < n and line[j] in "0123456789#":
                j += 1
            k = j
            if k < n and line[k] in ").]:=-":
                k += 1
                while k < n and line[k] == " ":
                    k += 1
                if k < n and line[k].isalpha():
                    count += 1
            i = j
        else:
            i += 1
    return count



USUAL_PAIRS = ("t", "s", "h", "y", "n", "1", "0", "2", "yes", "no", "twist", "stick", "hit",
               "stand")          # the last resort, after what the question itself offers
BRACKETS = {"(": ")", "[": "]", "{": "}", "<": ">", "'": "'", '"': '"', "`": "`",
            "\u00ab": "\u00bb", "\u201c": "\u201d", "\u2018": "\u2019"}
MAX_CANDIDATES = 20           # answers tried at most for one question form
MAX_WORDS = 4                 # the question's own words tried, from its last one back
MAX_TWISTS = 25               # a twist repeated this often busts any hand (22 Aces do)
PROMPT_CHARS = 400            # of a prompt written to stderr, the end kept (a flood keeps no more)
MAX_REPLAYS = 120             # experiments at most in one run
MAX_UNSURE = 3                # a form whose effects left doubt is learnt again this often
REPLAY_SECONDS = 0.5          # one experiment's time (CPU and sleeping cost none)
MAX_REJECTED = 40             # the same question refused this often in a row: end of input
MAX_OTHER_TRIES = 6           # the same other question asked at once this often: end of input


def bracketed(text: str) -> list:
    """The short words and numbers a text puts in brackets or quotes, in order.

    >>> bracketed("Hit or stand? [h/s] "), bracketed("Type 'y' for yes"), bracketed("(1-100)")
    (['h', 's'], ['y'], ['1', '100'])
    """
    found, i, n = [], 0, len(text)
    while i < n:
        close = BRACKETS.get(text[i])
        quote = close == text[i] or text[i] in "\u2018\u201c"
        if close is None or (quote and i and text[i - 1].isalnum()):
            i += 1
            continue
        j = text.find(close, i + 1, i + 40)
        if j < 0 or (quote and j + 1 < n and text[j + 1].isalnum()):
            i += 1
            continue
        found += [w for w in words_and_numbers(text[i + 1:j]) if len(w) <= 12]
        i = j + 1
    return found


def offered_words(text: str) -> list:
    """The two words either side of a short word that ends a sentence's question: ``Hit or
    stand?``, ``tirer ou rester ?``, ``more or enough``, then their first letters, as written.

    >>> offered_words("Do you want to hit or stand? "), offered_words("Encore: plus ou assez ?")
    (['hit', 'stand', 'h', 's'], ['plus', 'assez', 'p', 'a'])
    >>> offered_words("Répondez t ou r : ")[:2]
    ['t', 'r']
    """
    found = []
    for sentence in text.replace("?", ".").replace("!", ".").replace(":", ".").split("."):
        words = [w for w in words_and_numbers(sentence) if w[0] not in "0123456789"]
        if len(words) >= 3 and len(words[-2]) <= 3 and (
                min(len(words[-3]), len(words[-1])) > len(words[-2])
                or len(words[-3]) == len(words[-1]) == 1):      # ``type t or s``
            found += [words[-3], words[-1]]
    return found + [w[0] for w in found if len(w) > 1]


def lone_letters(text: str) -> list:
    """The letters a text names standing alone, as keys are named (``press t to twist``).

    >>> lone_letters("Press p to play again or q to quit: ")
    ['p', 'q']
    """
    return [w for w in words_and_numbers(text) if len(w) == 1 and w.isalpha()]


def own_words(text: str) -> list:
    """The words of a text's last clause, as written, from its last word back (at most `MAX_WORDS`): a
    question that names its answers in a sentence of its own names them there (``Scrivi carta
    oppure basta``).

    >>> own_words("Vuoi un'altra carta? Scrivi carta oppure basta: ")
    ['basta', 'oppure', 'carta', 'Scrivi']
    """
    for mark in "?!:.;,":
        text = text.replace(mark, "\n")
    clauses = [c for c in text.split("\n") if any(ch.isalpha() for ch in c)]
    words = [w for w in words_and_numbers(clauses[-1]) if w.isalpha() and len(w) > 1] \
        if clauses else []
    return words[::-1][:MAX_WORDS]


def other_case(word: str) -> str:
    """A word in the other case: one with a capital in lower case, a lone letter in capitals;
    a word in lower case stays as it is (its capitals are no answer a prompt suggests).

    >>> other_case("Y"), other_case("n"), other_case("Hit"), other_case("tirer")
    ('y', 'N', 'hit', 'tirer')
    """
    if word != word.lower():
        return word.lower()
    return word.upper() if len(word) == 1 else word


def answer_candidates(prompt: str, before: str, own: bool = False) -> list:
    """The answers to try for a question, best first: what its prompt (and the lines printed just
    before it) put in brackets or quotes, the letters it names alone, an empty line, the numbers
    it names, the words it offers, its own last words, each as the text writes it; then the same
    words in the other case (`other_case`); then the usual pairs. No word is required of a
    program: its effect decides. ``own``: only those the question's text gives, as written.

    >>> answer_candidates("Type 1 for Hit or 2 for Stand: ", "")[:4]
    ['', '1', '2', 'Stand']
    >>> answer_candidates("Tirer ou rester ? (t/r) ", "")[:5]
    ['t', 'r', '', 'Tirer', 'rester']
    >>> answer_candidates("> ", "1 to twist, 0 to stick")[:3]
    ['', '1', '0']
    >>> answer_candidates("", "Press t to twist, s to stick.")[:3]
    ['t', 's', '']
    >>> found = answer_candidates("Another card? (Y/N) ", ""); found[:2], found.index("y") > 2
    (['Y', 'N'], True)
    """
    lines = [line for line in before.splitlines() if line.strip()][-3:]
    texts = [prompt] + lines[::-1]
    asked = texts if not any(ch.isalpha() for ch in prompt) else [prompt]
    tiers = []
    for text in texts:
        tiers += bracketed(text)
    for text in asked[:2]:
        tiers += lone_letters(text)
    tiers.append("")
    for text in texts:
        tiers += [w for w in words_and_numbers(text) if w[0] in "0123456789" and len(w) <= 6]
    for text in asked:
        tiers += offered_words(text)
    for text in asked[:2]:
        tiers += own_words(text)
    tiers.append("")
    if not own:
        tiers += [other_case(w) for w in tiers] + list(USUAL_PAIRS)
    out = []
    for answer in tiers:
        if answer not in out:
            out.append(answer)
    return out[:MAX_CANDIDATES]


def own_count(prompt: str, before: str) -> int:
    """How many of `answer_candidates`, from the first, come from the question's own text as it
    writes them (an empty line counts as its own); the other case and the usual pairs follow.

    >>> own_count("Scrivi carta oppure basta: ", ""), own_count("Twist or stick? (t/s) ", "")
    (5, 6)
    """
    found = answer_candidates(prompt, before, own=True)
    return len(found)


def form_of(question: str) -> str:
    """A question's form: its words in lower case, every number masked, spaces collapsed.

    >>> form_of("Your total is 15. Hit or stand? "), form_of("Your total is 9. Hit or stand?")
    ('your total is #. hit or stand?', 'your total is #. hit or stand?')
    """
    out, digit = [], False
    for ch in question.lower():
        if ch in "0123456789":
            if not digit:
                out.append("#")
            digit = True
            continue
        digit = False
        out.append(ch)
    return " ".join("".join(out).split())[-120:]


def same_question(a: str, b: str) -> bool:
    """Whether two question forms are the same question: equal, or ending in the same words
    (``You have 7 of Hearts. Hit or stand?`` and ``You have 7 of Hearts, 2 of Clubs. Hit or
    stand?``).

    >>> same_question("cards: a, b. hit or stand?", "cards: a. hit or stand?")
    True
    >>> same_question("another card? (y/n)", "play again? (y/n)")
    False

    Two menus are the same question only when they offer the same choices:

    >>> same_question("#) twist #) stick #) quit choose:", "#) play again #) quit choose:")
    False

    and two questions naming answers in brackets only when they name the same ones:

    >>> same_question("(c)ard, (h)old or (r)ules?", "(n)ew game, (e)xit or (r)ules?")
    False
    """
    if a == b:
        return True
    if numbered_choices(a) >= 2 and numbered_choices(b) >= 2:
        return False
    offered = [set(bracketed(_last_clause(q))) for q in (a, b)]
    if all(offered) and offered[0] != offered[1]:
        return False               # ``(c)ard, (h)old or (r)ules?``, ``(n)ew game, (e)xit or (r)ules?``
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    tail = a[len(a) - n:]
    return n >= 12 and sum(ch.isalpha() for ch in tail) >= 6


def _last_clause(question: str) -> str:
    """The question's last clause: what follows its last full stop, exclamation mark or colon
    that ends a sentence (a hand shown before it is left out).

    >>> _last_clause("you have (seven, two). twist or stick? (t/s)")
    'twist or stick? (t/s)'
    """
    cut = max(question.rfind(mark) for mark in (". ", "! ", ": "))
    return question[cut + 2:] if cut >= 0 else question


class _Null(io.TextIOBase):
    """Where an experiment's output goes: nowhere (only its sink reads it)."""

    def write(self, text):
        return len(text)

    def flush(self):
        pass


class PromptTail(io.TextIOWrapper):
    """``sys.stderr`` in a program run: what is written goes on to ``under``, and the unfinished
    line last written is kept (`take`): a prompt a program writes to stderr before it reads a
    line is its question, as a terminal shows it.

    >>> tail = PromptTail(_Null()); _ = tail.write("oops\\n(k)aart of (p)assen? "); tail.take()
    '(k)aart of (p)assen? '
    """

    def __init__(self, under):
        super().__init__(io.BytesIO(), encoding="utf-8", errors="replace")
        self.under, self.tail = under, ""

    def write(self, text):
        text = str(text)
        cut = text.rfind("\n")
        self.tail = (self.tail + text if cut < 0 else text[cut + 1:])[-PROMPT_CHARS:]
        try:
            return self.under.write(text)
        except (OSError, ValueError):
            return len(text)

    def flush(self):
        try:
            self.under.flush()
        except (OSError, ValueError):
            pass

    def fileno(self):
        return 2

    def take(self) -> str:
        """The unfinished line written since the last `take` (then forgotten)."""
        tail, self.tail = self.tail, ""
        return tail


RANDOM_NAMES = ("seed", "random", "uniform", "randint", "choice", "randrange", "sample",
                "shuffle", "choices", "getrandbits", "triangular", "gauss", "getstate",
                "setstate", "randbytes", "_inst", "Random", "SystemRandom")
S_FIELDS = ("sink", "asker", "prompt", "prompt_written", "out_total", "random_calls",
            "on_hard_exit", "stdout", "stdin", "real_stdout", "watched", "watch_base",
            "timer_armed", "slept", "ticks")


def _save_world() -> dict:
    """What an experiment changes and the paused run must find again."""
    import random
    return {"random": {n: random.__dict__[n] for n in RANDOM_NAMES if n in random.__dict__},
            "stack": dict(vars(ST)), "S": {f: getattr(S, f) for f in S_FIELDS},
            "sys": (sys.stdout, sys.stdin, sys.__stdout__, sys.__stdin__, sys.stderr),
            "modules": dict(sys.modules), "builtins": dict(vars(builtins)),
            "cwd": os.getcwd(), "recursion": sys.getrecursionlimit(), "argv": list(sys.argv),
            "environ": dict(os.environ)}


def _put_back(world: dict) -> None:
    """Give the paused run back its world (`_save_world`) after an experiment."""
    import random
    for name in [n for n in sys.modules if n not in world["modules"]]:
        if not _is_stdlib(sys.modules[name]):
            del sys.modules[name]
    sys.modules.update(world["modules"])
    current = vars(builtins)
    for name in [n for n in current if n not in world["builtins"]]:
        del current[name]
    current.update(world["builtins"])
    for name, value in world["random"].items():
        setattr(random, name, value)
    vars(ST).clear()
    vars(ST).update(world["stack"])
    for name, value in world["S"].items():
        setattr(S, name, value)
    sys.stdout, sys.stdin, sys.__stdout__, sys.__stdin__, sys.stderr = world["sys"]
    sys.argv[:] = world["argv"]
    sys.setrecursionlimit(world["recursion"])
    if dict(os.environ) != world["environ"]:
        os.environ.clear()
        os.environ.update(world["environ"])
    try:
        os.chdir(world["cwd"])
    except OSError:
        pass


def _depth() -> int:
    """How many frames deep the runner is now (an experiment runs on top of them)."""
    frame, n = sys._getframe(), 0
    while frame is not None:
        frame, n = frame.f_back, n + 1
    return n


SMALL = (0, 1)                # the cards laid next in a replay trying an answer: an Ace, a Two


def lay_small(rank: int) -> bool:
    """Make the next card the program deals ``RANKS[rank]`` (an Ace, or a Two), which no hand
    still asked to twist or stick can go bust by (a program counting an Ace 11 can: then a
    Two): in a stacked game it is put before the game's next stacked card; in a seeded one it
    is stacked alone, the seeded draws going on after it; in a deck the program shuffled, two
    such cards are moved to its ends (its cards stay the same). Whether a card could be laid
    through ``random`` (a deck's ends are a best effort).

    >>> saved = dict(vars(ST)); _reset_stack(None); lay_small(0), ST.games, ST.raw
    (True, [[(0, None, 1)]], [['Ace']])
    >>> vars(ST).update(saved)
    """
    _settle()
    for deck, _ in S.watched:
        _small_ends(deck, rank)
    target = (rank, None, min(rank + 1, 10))
    if ST.games is None:
        ST.games, ST.raw, ST.game, ST.pos, ST.used = [[target]], [[RANKS[rank]]], 0, 0, ""
        return True
    while len(ST.games) <= ST.game:
        ST.games.append([])
        ST.raw = list(ST.raw) + [[]]
    cards = ST.games[ST.game]
    nxt = min(ST.pos + (1 if ST.used else 0), len(cards))
    cards.insert(nxt, target)
    ST.raw[ST.game].insert(nxt, RANKS[rank])
    ST.pending = None                     # a deck laid out for the old order is no longer so
    return True


def _small_ends(deck, rank: int) -> None:
    """Move two cards of ``rank`` (by index, or an Ace-valued number for 0) in a program's
    deck to its two ends, the rest in their order: dealt from either end, it deals one next.
    A deck that holds fewer than two, or is no deck of cards, is left as it is.

    >>> deck = [10, 7, 1, 9, 1, 5]; _small_ends(deck, 0); deck
    [1, 10, 7, 9, 5, 1]
    """
    try:
        found = _population(deck) if isinstance(deck, list) and len(deck) > 2 else None
        if found is None or found[2] not in ("r", "rs"):
            return
        items, infos, _ = found
        small = [i for i, (r, v, _s) in enumerate(infos)
                 if r == rank or (r is None and v == rank + 1)][:2]
        if len(small) == 2:
            rest = [x for i, x in enumerate(items) if i not in small]
            deck[:] = [items[small[0]]] + rest + [items[small[1]]]
    except Exception:
        pass


def replay(run: dict, log: list, answer: str, repeat: int = 0, stack=None,
           through: int = 0, small=None, chain: int = 0) -> dict:
    """Run the submission again from the start, in this process, with the run's seed and stacked
    cards and the answers ``log`` gave so far (``[answer, was_play_again]`` each), then
    ``answer`` to the next question, and watch what follows until the question after it or
    the end: ``{"at": question answered, "next": question asked next or None, "draws": draws
    in between, "error": True if it ended in an exception}``. With ``repeat``, ``answer`` is
    given again, up to ``repeat`` more times, while the same question comes back
    (``"streak"``: how often it did). ``stack``: stacked cards to deal instead of the task's
    (one card changed); ``"dealt"`` is then how many card parts were dealt when the question
    came, ``"before"`` what was printed just before it. ``through``: other questions asked
    after ``answer`` get an empty line, up to that many (``"via"``: the last of them), and the
    question after them is the next (a pause between a twist and its card). ``small``: a rank
    index (0 an Ace, 1 a Two): the next card dealt after ``answer`` is that card (`lay_small`),
    so that a twist cannot bust the hand (``"small"``: whether it could be laid). ``chain``:
    while each answer is followed by one card's draws (one or two) and then a question, of any
    form, ``answer`` is given to it too, up to that many times (``"chained"``: how often), each
    with a small card next. Nothing reaches the grader; the paused run finds its world as it
    left it.
    """
    world = _save_world()
    printed, seen = [], {"asks": 0, "mark": 0, "at": None, "next": None, "draws": 0,
                         "error": False, "streak": 0, "via": None, "passed": 0,
                         "chained": 0}

    def since() -> str:
        _flush_stdout()
        _drain_fd1()
        text = "".join(printed)
        printed.clear()
        return text

    def ask(prompt):
        out = since()
        prompt = str(prompt) or tail.take()
        i = seen["asks"]
        seen["asks"] += 1
        if i < len(log):
            if log[i][1]:
                _next_game()
            return log[i][0]
        question = question_text(str(prompt), out)
        if i == len(log):
            seen["at"], seen["mark"], seen["dealt"] = question, draw_count(), len(ST.dealt)
            seen["before"], seen["link"] = out, draw_count()
            if small is not None:
                seen["small"] = lay_small(small)
            return answer
        again = same_question(form_of(question), form_of(seen["at"]))
        if seen["streak"] < repeat and again:
            seen["streak"] += 1
            return answer
        if seen["passed"] < through and not again:
            seen["passed"] += 1
            seen["via"] = question
            return ""
        if seen["chained"] < chain and 0 < draw_count() - seen["link"] <= 2:
            seen["chained"] += 1
            seen["link"] = draw_count()
            if small is not None:
                lay_small(small)
            return answer
        seen["next"], seen["draws"], seen["out"] = question, draw_count() - seen["mark"], out
        raise ReplayStop("asked")

    for name in [n for n in sys.modules if n not in run["modules"]]:
        if not _is_stdlib(sys.modules[name]):
            del sys.modules[name]           # the paused run's own modules: imported afresh
    S.replaying, S.watched, S.watch_base, S.out_total = True, [], 0, 0
    S.slept, S.ticks = 0.0, 0
    try:
        _reset_stack(run["task"].get("stack") if stack is None else stack)
        Random = install_random(run["seed"], [], False)
        _new_streams()
        S.real_stdout = _Null()
        sys.stderr = tail = PromptTail(S.real_stdout)
        S.sink, S.asker, S.on_hard_exit = printed, ask, None
        sys.setrecursionlimit(world["recursion"] + _depth() + 50)
        _install_alarm()
        _arm(REPLAY_SECONDS)
        try:
            _exec_main(run["code"], run["path"], Random, run["seed"], seen)
        except (ReplayStop, SystemExit):
            pass
        except BaseException:
            seen["error"] = True
        finally:
            _disarm()
        since()
        if seen["at"] is not None and seen["next"] is None:
            seen["draws"] = draw_count() - seen["mark"]
    except BaseException:
        seen["error"] = True
    finally:
        S.replaying = False
        _put_back(world)
    return seen


def _exec_main(code, path: str, Random, seed: int, counter: dict) -> None:
    """Run the compiled submission as ``__main__`` (and its ``main()`` if it asked nothing)."""
    module = ModuleType("__main__")
    module.__file__ = path
    sys.modules["__main__"] = module
    exec(code, module.__dict__)
    main = module.__dict__.get("main")
    if counter.get("asks", counter.get("questions")) == 0 and callable(main):
        params = params_of(main) or []
        main(rng=Random(seed)) if "rng" in params else main()


def effect_of(form: str, seen: dict, deal: int = 0, back=None) -> str:
    """What an answer did (`replay`): ``card`` (the same question again after a draw: the player
    got a card), ``refused`` (the same question again, nothing drawn), ``new-game`` (another
    question after a deal), ``end-turn`` (another question), ``end`` (the program ended) or
    ``other`` (the replay went another way, or the program failed). ``deal``: the draws of
    this game before the question; up to two draws (a rank and a suit), or half a deal, before
    the same question again is a card; more is a new deal. ``back``: the form of the question
    asked just before this one in the game, when this one may re-ask it (``Please type t or
    s:`` after ``Twist or stick?``): one card (up to two draws) and then that question again is
    a card too.

    >>> effect_of("twist? (t/s)", {"at": "Twist? (t/s)", "next": "Twist? (t/s)", "draws": 1})
    'card'
    >>> effect_of("twist? (t/s)", {"at": "Twist? (t/s)", "next": "Again? (y/n)", "draws": 0})
    'end-turn'
    """
    if seen.get("at") is None or form_of(seen["at"]) != form:
        return "other"
    if seen.get("next") is None:
        return "other" if seen.get("error") and not seen.get("draws") else "end"
    return effect_after(form, form_of(seen["next"]), seen["draws"], deal, back)


def effect_after(form: str, then, draws: int, deal: int, back=None) -> str:
    """The effect of an answer to ``form`` followed by ``draws`` draws and then the question
    ``then`` (a form; None: the program ended); ``back`` is the question asked before ``form``
    in this game. See `effect_of`.

    >>> effect_after("again? (y/n)", "again? (y/n)", 4, 4), effect_after("t/s?", "t/s?", 1, 4)
    ('new-game', 'card')
    >>> effect_after("type t or s:", "t/s?", 1, 4, back="t/s?"), effect_after("type t or s:", "t/s?", 1, 4)
    ('card', 'end-turn')
    """
    if then is None:
        return "end"
    if same_question(form, then):
        if not draws:
            return "refused"
        return "card" if draws <= max(2, deal // 2) else "new-game"
    if back is not None and 1 <= draws <= 2 and same_question(back, then):
        return "card"             # one card, then the question this one asked again for
    return "new-game" if draws >= 2 else "end-turn"


GOES_ON = ("new-game", "end-turn")


def settled(tried: list, own_left: bool = False) -> bool:
    """Whether the answers tried so far (``[answer, effect, signature]``) tell the question apart:
    a card and a way to stop; a way on and the end; or three answers doing the same, once the
    answers the question's own text gives are all tried (``own_left``: some are not yet).

    >>> settled([["t", "card", 0], ["s", "end-turn", 1]]), settled([["t", "refused", 0]])
    (True, False)
    >>> alike = [[a, "end-turn", 0] for a in ("", "basta", "oppure")]
    >>> settled(alike), settled(alike, own_left=True)
    (True, False)
    """
    effects = [e for _, e, _ in tried]
    if "card" in effects and any(e in GOES_ON or e == "end" for e in effects):
        return True
    if "end" in effects and any(e in GOES_ON for e in effects):
        return True
    signatures = [sig for _, e, sig in tried if e in GOES_ON or e == "end"]
    return not own_left and len(signatures) >= 3 and len(set(signatures)) == 1


def _least(answers: list) -> str:
    """The answer to prefer among some that all let the game go on: an empty line, else the
    smallest positive number (the least stake keeps a bankroll longest), else the first."""
    if "" in answers:
        return ""
    numbers = [a for a in answers if a.isdigit() and int(a) > 0]
    return min(numbers, key=int) if numbers else answers[0]


def _typed(answers: list):
    """The first answer that is typed (not an empty line) if any, else the first, else None."""
    return next((a for a in answers if a), answers[0] if answers else None)


def verdict(tried: list) -> dict:
    """What the effects of the answers tried say the question is: ``turn`` (with ``t`` and
    ``s``), ``choice`` (a way on ``go`` and the end ``stop``: play again, or play at all),
    ``other`` (``answer``, any that goes on) or ``stuck`` (nothing worked); ``sure`` when
    the effects leave no doubt (the verdict is kept for the form).

    >>> verdict([["h", "card", 0], ["s", "end-turn", 1]])["t"]
    'h'
    >>> v = verdict([["y", "new-game", 0], ["n", "end", 1]]); v["kind"], v["go"], v["stop"]
    ('choice', 'y', 'n')
    """
    order = [a for a, _, _ in tried]
    effect = {a: e for a, e, _ in tried}
    card = [a for a in order if effect[a] == "card"]
    on = [a for a in order if effect[a] in GOES_ON]
    end = [a for a in order if effect[a] == "end"]
    out = {"tried": [{"answer": a, "effect": effect[a]} for a in order], "sure": True}
    if card:
        stop = [a for a in order if a in on or a in end]
        out.update(kind="turn", t=_typed(card), s=_typed(stop), sure=bool(stop))
    elif end and on:
        deal = [a for a in on if effect[a] == "new-game"]
        out.update(kind="choice", go=(deal or on)[0], stop=end[0])
    elif on or end:
        works = [a for a in order if a in on or a in end]
        same = len({sig for a, e, sig in tried if a in works}) == 1
        out.update(kind="other", answer=_least(works) if same else (on or end)[0],
                   works=works, sure=same)
    elif any(effect[a] == "refused" for a in order):
        out.update(kind="stuck", sure=False)
    else:                                 # every replay went another way: nothing learnt
        out.update(kind="other", answer=order[0] if order else "", works=order[:2], sure=False)
    return out


JUNK = "~?"                   # an answer no program accepts: what a refusal prints (`learn`)


def same_reply(after: str, refusal, answer: str) -> bool:
    """Whether what a program printed after ``answer`` is what it prints after an answer it
    refuses (``refusal``: what followed `JUNK`; None: unknown, as when it takes `JUNK` too,
    and then a question asked again with nothing drawn is a refusal), the answer itself aside
    (``'h' is not a choice``).

    >>> same_reply("'h'? Please type t or s\\n", "'~?'? Please type t or s\\n", "h")
    True
    >>> same_reply("Your cards: 7, 5\\n", "Please type t or s\\n", "t")
    False
    """
    if refusal is None:
        return True
    if not answer:
        return after == refusal
    return after.replace(answer, JUNK).replace(JUNK, "") == \
        refusal.replace(answer, JUNK).replace(JUNK, "")


def learn(run: dict, log: list, prompt: str, before: str, form: str, deal: int,
          back=None, unit=None) -> dict:
    """Find out, by experiment, what a question form wants (`verdict`), trying the question's
    own answers first (`answer_candidates`) and stopping once it is plain (`settled`).

    ``unit``: the draws a twist took at a turn question learnt before; an answer that brings
    this question back after more than that (and two) dealt a new game, not a card (a play-again
    question after a game that gave the player no turn).

    Until an answer to this question is seen drawing (cards may come from a list the runner
    does not watch: a copy of the shuffled deck, a sorted rest), the same question again with
    nothing drawn is a refusal only if the program printed what it prints after `JUNK`: a card
    shows by the hand printed again.
    """
    tried, junk, drawn = [], {}, False
    own = own_count(prompt, before)
    for answer in answer_candidates(prompt, before):
        if run["replays"] >= MAX_REPLAYS:
            break
        run["replays"] += 1
        seen, effect = _tried(run, log, answer, form, deal, back)
        if effect == "card" and unit and seen["draws"] > max(2, unit):
            effect = "new-game"           # more than a known twist takes: a whole new deal
        drawn = drawn or seen["draws"] > 0
        if effect == "refused" and not drawn:     # no draw seen yet: cards may be invisible
            if not junk:
                run["replays"] += 1
                junk = replay(run, log, JUNK)
                junk["refusal"] = junk.get("out") if effect_of(form, junk, deal, back) == \
                    "refused" else None
            if not same_reply(seen.get("out", ""), junk["refusal"], answer) and \
                    busts(run, log, answer):
                effect = "card"
        nxt = seen.get("next")
        tried.append([answer, effect, (effect, form_of(nxt) if nxt else None, seen["draws"])])
        if settled(tried, len(tried) < own):
            break
    repeats = bool(tried) and all(e == "refused" for _, e, _ in tried) and \
        _comes_back(run, log, form, deal, back, tried)
    through = not settled(tried) and _through(run, log, form, deal, back, tried)
    found = verdict(tried)
    if through:
        found["through"] = True
    if repeats:
        found["repeats"] = True
    card = next((draws for a, e, (_, _, draws) in tried if e == "card"), None)
    if found["kind"] == "turn" and card:
        found["unit"] = card                      # what one card takes: a known twist's draws
    if junk and not drawn:
        found["refusal"] = junk["refusal"]
    return found


def _tried(run: dict, log: list, answer: str, form: str, deal: int, back, through: int = 0):
    """One answer tried (`replay`) with a small card dealt next (an Ace; then a Two when the
    Ace's replay drew about one card and the turn went no further, as for a program counting
    an Ace 11), so that a twist is seen bringing the question back, not busting the hand:
    ``(seen, effect)``. An answer followed by one card and then a question of another form (a
    question naming the hand after its own words) is a card too when that answer, given to the
    questions that follow, draws one card each time (``chain``): a stick, given to the
    play-again question, draws none. The answer's own effect decides, never the words that
    followed."""
    seen = replay(run, log, answer, small=SMALL[0], through=through)
    effect = effect_of(form, seen, deal, back)
    if effect in GOES_ON + ("end",) and 0 < seen["draws"] <= 2 and seen.get("small") and \
            run["replays"] < MAX_REPLAYS:
        run["replays"] += 1
        two = replay(run, log, answer, small=SMALL[1], through=through)
        if effect_of(form, two, deal, back) == "card":
            return two, "card"
    if effect in GOES_ON and 0 < seen["draws"] <= 2 and seen.get("next") is not None and \
            run["replays"] < MAX_REPLAYS:
        run["replays"] += 1               # one card, then another question: is it asked anew?
        chained = replay(run, log, answer, small=SMALL[0], through=through, chain=2)
        if chained["chained"] >= 2:
            return seen, "card"
    return seen, effect


def busts(run: dict, log: list, answer: str) -> bool:
    """Whether ``answer``, given again and again, ends the question's turn, as a twist does once
    the hand is over 21 (`MAX_TWISTS` cards bust any hand): an answer that brings the same
    question back however often it is given (a page of rules, a menu shown again) gives no card,
    whatever it prints. With no experiment left in the run's budget, it is taken as it looked.

    >>> busts({"replays": MAX_REPLAYS}, [], "t")
    True
    """
    if run["replays"] >= MAX_REPLAYS:
        return True
    run["replays"] += 1
    seen = replay(run, log, answer, repeat=MAX_TWISTS)
    return seen["streak"] < MAX_TWISTS


def _through(run: dict, log: list, form: str, deal: int, back, tried: list) -> bool:
    """Whether answers that went on to another question with nothing drawn (``Press Enter to
    turn your card over`` after a twist, the play-again question after a stick) differ once
    that question is passed with an empty line: each such answer is tried again through
    it, and one after which the player gets a card is a twist. Its entry in ``tried`` takes the
    effect seen through the question."""
    same = [t for t in tried if t[1] in GOES_ON and not t[2][2] and t[2][1] is not None]
    if len(same) < 2:
        return False
    changed = False
    for entry in same[:3]:
        if run["replays"] >= MAX_REPLAYS:
            break
        run["replays"] += 1
        seen, effect = _tried(run, log, entry[0], form, deal, back, through=1)
        if effect == "card":
            nxt = seen.get("next")
            entry[1:] = [effect, (effect, form_of(nxt) if nxt else None, seen["draws"])]
            changed = True
    return changed and settled(tried)


def _comes_back(run: dict, log: list, form: str, deal: int, back, tried: list) -> bool:
    """Whether a question every answer brought back (``Press Enter to see the next card``, once
    a card) goes on when one answer is given again and again: the first answers tried are
    repeated up to `MAX_TWISTS` times, and one after which the program goes on is no refusal:
    its entry in ``tried`` takes the effect that followed."""
    for entry in sorted(tried[:2], key=lambda t: t[0] != ""):     # an empty line first
        if run["replays"] >= MAX_REPLAYS:
            return False
        run["replays"] += 1
        seen = replay(run, log, entry[0], repeat=MAX_TWISTS)
        if seen["streak"] < MAX_TWISTS:
            effect = effect_of(form, seen, deal, back)
            if effect in GOES_ON or effect == "end":
                nxt = seen.get("next")
                entry[1:] = [effect, (effect, form_of(nxt) if nxt else None, seen["draws"])]
                return True
    return False


def known_form(forms: dict, form: str):
    """The verdict learnt for a form, or for one it is the same question as (`same_question`).

    >>> known_form({"hand: a. hit or stand?": "v"}, "hand: a, b. hit or stand?")
    'v'
    """
    if form in forms:
        return forms[form]
    for other, found in forms.items():
        if same_question(form, other):
            return found
    return None
