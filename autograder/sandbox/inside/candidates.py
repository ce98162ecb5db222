"""Dialogue by effect, what a question offers: its words (`question_text`), the answers to try
on it, best first (`answer_candidates`: from the prompt's own text as written, then in the
other case, then the usual pairs), and its *form* (`form_of`), by which one question is known
again (`same_question`).
"""


from .channel import memo  # bundled
from .stack import words_and_numbers  # bundled


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


@memo
def numbered_choices(line: str) -> int:
    """How many numbered choices a line offers: a number, a mark right after it that closes it
    (``)``, ``.``, ``]``, ``:``, ``=``, ``-``) and then a word (``1) twist  2) stick``, ``[1] Hit``).

    >>> numbered_choices("1) twist  2) stick  3) quit"), numbered_choices("[1] Hit [2] Stand")
    (3, 2)
    >>> numbered_choices("Your value: 15"), numbered_choices("Dealer 18 - you 20")
    (0, 0)
    >>> numbered_choices("Your cards: Four[4] Three[3] Two[2] = 9"), numbered_choices("0) stop 1) go")
    (0, 2)
    """
    count, i, n = 0, 0, len(line)
    numbers = []
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
                    numbers.append(line[i:j])
            i = j
        else:
            i += 1
    if all(x.isdigit() for x in numbers) and len(numbers) >= 2:     # (a menu a choice a line
        values = sorted(int(x) for x in numbers)                    # numbers each as it likes)
        if values[0] not in (0, 1) or values != list(range(values[0], values[0] + len(values))):
            return 0                     # choices are numbered in order from 0 or 1: these are
    return count                         # a hand's values (``Four[4] Three[3] Two[2]``)


USUAL_PAIRS = ("t", "s", "h", "y", "n", "1", "0", "2", "yes", "no", "twist", "stick", "hit",
               "stand")          # the last resort, after what the question itself offers
BRACKETS = {"(": ")", "[": "]", "{": "}", "<": ">", "'": "'", '"': '"', "`": "`",
            "\u00ab": "\u00bb", "\u201c": "\u201d", "\u2018": "\u2019"}
MAX_CANDIDATES = 20           # answers tried at most for one question form
MAX_WORDS = 10                # the question's own words tried, from its last one back


def bracketed(text: str) -> list:
    """The short words and numbers a text puts in brackets or quotes, in order, and the marks it
    puts there alone (a key need not be a letter: ``Card (+) or stop (-)?``, ``[+/-]``).

    >>> bracketed("Hit or stand? [h/s] "), bracketed("Type 'y' for yes"), bracketed("(1-100)")
    (['h', 's'], ['y'], ['1', '100'])
    >>> bracketed("Card (+) or stop (-)? "), bracketed("More? [+/-] "), bracketed("(s)tick, 'q' ... ")
    (['+', '-'], ['+', '-'], ['s', 'q'])

    An answer of a few words is offered whole too (`phrases`):

    >>> bracketed("Cluiche eile? (ba mhaith / níor mhaith) ")[:3]
    ['ba mhaith', 'níor mhaith', 'ba']
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
        found += phrases(text[i + 1:j])
        found += [w for w in words_and_numbers(text[i + 1:j]) if len(w) <= 12]
        found += marks_alone(text[i + 1:j])
        i = j + 1
    return found


def phrases(text: str) -> list:
    """The answers of two or three words a bracket offers, between slashes, bars or commas
    (``ba mhaith / níor mhaith``): each tried whole, before its words.

    >>> phrases("ba mhaith / níor mhaith"), phrases("y/n"), phrases("yes please, no thanks")
    (['ba mhaith', 'níor mhaith'], [], ['yes please', 'no thanks'])
    """
    pieces = [" ".join(p.split()) for p in text.replace("|", "/").replace(",", "/").split("/")]
    if len([p for p in pieces if p]) < 2:
        return []
    return [p for p in pieces if 2 <= len(p.split()) <= 3 and len(p) <= 24]


def marks_alone(text: str) -> list:
    """The marks a text holds alone, between spaces or slashes: one or two characters, neither
    letters nor digits nor a sentence's stops (``+``, ``-``, ``*``, ``>>``).

    >>> marks_alone("+/-"), marks_alone("+ or -"), marks_alone("1-100"), marks_alone("..."), marks_alone("?")
    (['+', '-'], ['+', '-'], [], [], [])
    """
    pieces = text.replace("/", " ").replace("|", " ").replace(",", " ").split()
    return [piece for piece in pieces if len(piece) <= 2 and not any(
        ch.isalnum() or ch in ".,:;!?'\"" for ch in piece)]


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
    before it) put in brackets or quotes, the letters and marks it names alone, an empty line,
    the numbers it names, the words it offers, its own last words, each as the text writes it;
    then the same words in the other case (`other_case`); then the usual pairs. No word is
    required of a program: its effect decides. ``own``: only those the question's text gives,
    as written.

    >>> answer_candidates("Type 1 for Hit or 2 for Stand: ", "")[:4]
    ['', '1', '2', 'Stand']
    >>> answer_candidates("Tirer ou rester ? (t/r) ", "")[:5]
    ['t', 'r', '', 'Tirer', 'rester']
    >>> answer_candidates("> ", "1 to twist, 0 to stick")[:3]
    ['', '1', '0']
    >>> answer_candidates("", "Press t to twist, s to stick.")[:3]
    ['t', 's', '']
    >>> answer_candidates("+ for a card, = to stop: ", "")[:3]
    ['a', '+', '=']
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
        tiers += marks_alone(text) if any(ch.isalpha() for ch in text) else []   # not ``> ``
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


class Asked(str):
    """A question's words or form that also knows where the program asked it: ``site``, the
    lines of the program's own frames on the way to the read (`call_site`), or None.

    >>> asked("Twist? ", ((1, 5),)).site, form_of(asked("Twist? ", ((1, 5),))).site
    (((1, 5),), ((1, 5),))
    """
    site = None


def asked(text: str, site) -> str:
    """``text`` carrying its call site (`Asked`); plain ``text`` when the site is unknown."""
    if site is None:
        return text
    out = Asked(text)
    out.site = site
    return out


def form_of(question: str) -> str:
    """A question's form: its words in lower case, every number masked, spaces collapsed (and
    the question's call site, if known: `Asked`).

    >>> form_of("Your total is 15. Hit or stand? "), form_of("Your total is 9. Hit or stand?")
    ('your total is #. hit or stand?', 'your total is #. hit or stand?')
    """
    return asked(_masked(question), getattr(question, "site", None))


@memo
def _masked(question: str) -> str:
    """`form_of`'s words, without the call site."""
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

    Asked from the same place in the program (`Asked`), they are the same question when only
    words the cards change differ, wherever they stand; from two places, they are not:

    >>> here = [asked(q, ((3, 40),)) for q in ("(d)raw? [last: four of spades]", "(d)raw? [last: ace of clubs]")]
    >>> same_question(*here), same_question(here[0], asked(here[1], ((3, 52),)))
    (True, False)
    >>> same_question(asked("twist or stick?", ((3, 40),)), asked("play again?", ((3, 40),)))
    False

    and two questions naming answers in brackets only when they name the same ones:

    >>> same_question("(c)ard, (h)old or (r)ules?", "(n)ew game, (e)xit or (r)ules?")
    False

    The answers they offer are not words they share (one function may ask both, with the
    same answers):

    >>> same_question(asked("ek aur card chahiye? (haan/nahi)", ((3, 40),)),
    ...               asked("phir se khelein? (haan/nahi)", ((3, 40),)))
    False
    """
    if a == b:
        return True
    if _same_place(a, b):
        return True
    if numbered_choices(a) >= 2 and numbered_choices(b) >= 2:
        return False
    offered = [_offered(q) for q in (a, b)]
    if all(offered) and offered[0] != offered[1]:
        return False               # ``(c)ard, (h)old or (r)ules?``, ``(n)ew game, (e)xit or (r)ules?``
    _, n = _shared_ends(a, b)
    return _enough(_unbracketed(a[len(a) - n:]))


def _unbracketed(text: str) -> str:
    """``text`` without what it holds in brackets: the answers a question offers are no words
    of the question (``Ek aur card chahiye? (haan/nahi)`` and ``Phir se khelein? (haan/nahi)``
    are two questions offering the same answers).

    >>> _unbracketed("? (haan/nahi)"), _unbracketed(". hit or stand? (h/s)")
    ('? ', '. hit or stand? ')
    """
    out, i = [], 0
    while i < len(text):
        close = {"(": ")", "[": "]"}.get(text[i])
        end = text.find(close, i + 1) if close else -1
        if end > i:                     # a whole bracket, its answers: left out
            i = end + 1
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _shared_ends(a: str, b: str) -> tuple[int, int]:
    """How long a start and, after it, an end two texts share.

    >>> _shared_ends("hold four. twist?", "hold nine. twist?")
    (5, 8)
    """
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    m = 0
    while m < min(len(a), len(b)) - n and a[m] == b[m]:
        m += 1
    return m, n


def _enough(shared: str) -> bool:
    """Whether shared words are enough to call two questions one: 12 characters, 6 letters."""
    return len(shared) >= 12 and sum(ch.isalpha() for ch in shared) >= 6


def _same_place(a: str, b: str) -> bool:
    """Whether two question forms were asked from the same place in the program (`Asked`) and
    differ only in words between a shared start and a shared end (together 12 characters, 6
    of them letters), with no bracket or quote among the words that differ: the words the
    cards change (a card named inside or after the question), not the answers it offers.

    >>> place = ((3, 40),)
    >>> _same_place(asked("stick (you hold four) or twist?", place), asked("stick (you hold nine) or twist?", place))
    True
    >>> _same_place(asked("(c)ard, (h)old or (r)ules?", place), asked("(n)ew game, (e)xit or (r)ules?", place))
    False

    So are two that differ by words one of them adds and nothing else, up to `GROWN_WORDS`
    (a hand shown in the question, grown by a card: ``five = # >``, ``five ace = # >``),
    whatever they share:

    >>> _same_place(asked("five = # [more/stay]>", place), asked("five ace = # [more/stay]>", place))
    True
    >>> _same_place(asked("five = # [more/stay]>", place), asked("again? [y/n]>", place))
    False
    """
    site = getattr(a, "site", None)
    if site is None or site != getattr(b, "site", None):
        return False
    m, n = _shared_ends(a, b)
    changed = a[m:len(a) - n] + b[m:len(b) - n]
    if any(ch in BRACKETS or ch in BRACKETS.values() for ch in changed):
        return False
    grown = min(len(a), len(b)) == m + n and len(changed.split()) <= GROWN_WORDS
    return grown or _enough(_unbracketed(a[:m]) + _unbracketed(a[len(a) - n:]))


GROWN_WORDS = 3       # a card's name at most: what one card adds to a hand shown in a question


@memo
def _offered(question: str) -> frozenset:
    """The answers a question's last clause names in brackets or quotes (`bracketed`)."""
    return frozenset(bracketed(_last_clause(question)))


def _last_clause(question: str) -> str:
    """The question's last clause: what follows its last full stop, exclamation mark or colon
    that ends a sentence (a hand shown before it is left out).

    >>> _last_clause("you have (seven, two). twist or stick? (t/s)")
    'twist or stick? (t/s)'
    """
    cut = max(question.rfind(mark) for mark in (". ", "! ", ": "))
    return question[cut + 2:] if cut >= 0 else question
