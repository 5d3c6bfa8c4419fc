"""The one message catalog: every sentence made from a core code and its parameters.

The core speaks codes and values (``WRONG_AMOUNT``, expected ``pay 3 150``, played
``pay 3 100``); this module turns them into sentences for the window, the CLI, the JSON
``message`` fields and the reports. The English wording is the source text, marked with
``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds it; the functions translate at run
time through :func:`trainer.words.i18n.translate` (the loaded QTranslators, asked directly, so
no Qt application is needed: ``trainer --lang sv check --json`` works headless). While
no language was chosen, Qt is not even loaded: English is the source text, so the
Qt-free parts (the store, the CSV report) can use the catalog too.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Literal, TypeVar, overload

from trainer.core.procedure import mistakes as M
from trainer.core.procedure.actions import Mistake
from trainer.words.placeholders import filled
from trainer.words.translation import QT_TRANSLATE_NOOP as QT_TRANSLATE_NOOP  # handed on to the other catalogs
from trainer.words.translation import translate as translate

if TYPE_CHECKING:
    from trainer.core.game.rules import HouseRules
    from trainer.core.procedure.why import Figure, Why

T = TypeVar("T")

MISTAKES = "Mistakes"

#: mistake code -> (short title, the rule it breaks), in English: the source text that
#: the .ts files translate.
MISTAKE_TEXTS: dict[str, tuple[str, str]] = {
    M.OUT_OF_PHASE: (
        QT_TRANSLATE_NOOP("Mistakes", "Out of phase"),
        QT_TRANSLATE_NOOP("Mistakes", "That action has no place at this point of the round."),
    ),
    M.DEAL_ORDER: (
        QT_TRANSLATE_NOOP("Mistakes", "Wrong dealing order"),
        QT_TRANSLATE_NOOP("Mistakes", "Cards go out in table order from box 1 (the dealer's left): each hand finished before the next, "
                                      "or one card a hand round the table where the house plays so."),
    ),
    M.DEAL_EMPTY_BOX: (
        QT_TRANSLATE_NOOP("Mistakes", "Card to an empty box"),
        QT_TRANSLATE_NOOP("Mistakes", "Only boxes that hold a bet receive cards."),
    ),
    M.DEALER_CARD_EARLY: (
        QT_TRANSLATE_NOOP("Mistakes", "Dealer's card too early"),
        QT_TRANSLATE_NOOP("Mistakes", "The dealer's second card waits until every box has finished."),
    ),
    M.CARD_TO_FINISHED_HAND: (
        QT_TRANSLATE_NOOP("Mistakes", "Card to a finished hand"),
        QT_TRANSLATE_NOOP("Mistakes", "A hand that stood, reached 21, has Black Jack, doubled or is a split ace with its card takes no more cards."),
    ),
    M.BJ_NOT_PAID_AT_ONCE: (
        QT_TRANSLATE_NOOP("Mistakes", "Black Jack not paid at once"),
        QT_TRANSLATE_NOOP("Mistakes", "With a dealer's 2-9 showing, every Black Jack is paid before the first box is served."),
    ),
    M.BJ_PAID_EARLY: (
        QT_TRANSLATE_NOOP("Mistakes", "Black Jack paid too early"),
        QT_TRANSLATE_NOOP("Mistakes", "With a dealer's ten or ace showing (or where the house pays at settlement), "
                                      "a Black Jack waits for the dealer's hand."),
    ),
    M.THREE_SEVENS_MISSED: (
        QT_TRANSLATE_NOOP("Mistakes", "Three sevens not paid"),
        QT_TRANSLATE_NOOP("Mistakes", "Three sevens as the holder's first three cards pay every bet on the box 1:1 at once."),
    ),
    M.INSURANCE_NOT_OFFERED: (
        QT_TRANSLATE_NOOP("Mistakes", "Insurance not offered"),
        QT_TRANSLATE_NOOP("Mistakes", "A dealer's ace showing: offer insurance (and even money) before serving any box."),
    ),
    M.INSURANCE_NOT_ALLOWED: (
        QT_TRANSLATE_NOOP("Mistakes", "Insurance not allowed"),
        QT_TRANSLATE_NOOP("Mistakes", "Insurance is offered only when the dealer's first card is an ace, in a house that offers it."),
    ),
    M.EVEN_MONEY_MISSED: (
        QT_TRANSLATE_NOOP("Mistakes", "Even money not paid"),
        QT_TRANSLATE_NOOP("Mistakes", "A Black Jack that took even money is paid 1:1 before insurance closes."),
    ),
    M.ILLEGAL_DOUBLE: (
        QT_TRANSLATE_NOOP("Mistakes", "Illegal double accepted"),
        QT_TRANSLATE_NOOP("Mistakes", "The house does not allow that double: refuse it."),
    ),
    M.ILLEGAL_SPLIT: (
        QT_TRANSLATE_NOOP("Mistakes", "Illegal split accepted"),
        QT_TRANSLATE_NOOP("Mistakes", "The house does not allow that split: refuse it."),
    ),
    M.LEGAL_REQUEST_REFUSED: (
        QT_TRANSLATE_NOOP("Mistakes", "Legal request refused"),
        QT_TRANSLATE_NOOP("Mistakes", "The player's request is allowed by the house and must be accepted."),
    ),
    M.BUST_NOT_COLLECTED: (
        QT_TRANSLATE_NOOP("Mistakes", "Bust not collected"),
        QT_TRANSLATE_NOOP("Mistakes", "A bust hand's bets are collected, and its cards removed, before the dealer moves on."),
    ),
    M.DEALER_MUST_DRAW: (
        QT_TRANSLATE_NOOP("Mistakes", "Dealer must draw"),
        QT_TRANSLATE_NOOP("Mistakes", "The dealer draws to 17 before any bet is settled."),
    ),
    M.DEALER_MUST_STAND: (
        QT_TRANSLATE_NOOP("Mistakes", "Dealer must stand"),
        QT_TRANSLATE_NOOP("Mistakes", "The dealer stands on 17 or more, and takes no card when no bet is live in a house that says so."),
    ),
    M.INSURANCE_NOT_SETTLED_FIRST: (
        QT_TRANSLATE_NOOP("Mistakes", "Insurance not settled first"),
        QT_TRANSLATE_NOOP("Mistakes", "Without a dealer's Black Jack, the insurance bets are collected before any other bet."),
    ),
    M.SETTLEMENT_ORDER: (
        QT_TRANSLATE_NOOP("Mistakes", "Wrong settlement order"),
        QT_TRANSLATE_NOOP("Mistakes", "Settle counter-clockwise: from the dealer's right (the last hand) to the left, hand by hand."),
    ),
    M.WRONG_OUTCOME: (
        QT_TRANSLATE_NOOP("Mistakes", "Wrong outcome"),
        QT_TRANSLATE_NOOP("Mistakes", "That bet did not win, lose or tie the way it was settled."),
    ),
    M.WRONG_AMOUNT: (
        QT_TRANSLATE_NOOP("Mistakes", "Wrong amount"),
        QT_TRANSLATE_NOOP("Mistakes", "The payout amount is wrong."),
    ),
    M.ROUND_NOT_FINISHED: (
        QT_TRANSLATE_NOOP("Mistakes", "Round not finished"),
        QT_TRANSLATE_NOOP("Mistakes", "The round ends only when every bet is settled and no card is owed."),
    ),
    M.ILLEGAL_INSURANCE: (
        QT_TRANSLATE_NOOP("Mistakes", "Insurance over the limit accepted"),
        QT_TRANSLATE_NOOP("Mistakes", "An insurance over the house's limit (more than half the bet) is refused before the round goes on."),
    ),
    M.SIDE_BET_NOT_SETTLED: (
        QT_TRANSLATE_NOOP("Mistakes", "Side bet not settled"),
        QT_TRANSLATE_NOOP("Mistakes", "Side bets are settled first, from the dealer's right: a 21+3 right after the first deal, "
                                      "a Swiss Jack before insurance and main bets."),
    ),
    M.SIDE_BET_EARLY: (
        QT_TRANSLATE_NOOP("Mistakes", "Side bet settled too early"),
        QT_TRANSLATE_NOOP("Mistakes", "A side bet is settled only once it is decided: a 21+3 after the first deal, "
                                      "a Swiss Jack on the dealer's finished hand."),
    ),
}

#: code -> the rule it breaks, in English (the reference wording, and the source text).
RULES: dict[str, str] = {code: rule for code, (_, rule) in MISTAKE_TEXTS.items()}


def mistake_title(code: str) -> str:
    """A mistake's short title ("Wrong amount"), translated; an unknown code as it is."""
    title, _ = MISTAKE_TEXTS.get(code, (code, ""))
    return translate(MISTAKES, title)


def mistake_rule(code: str, rules: HouseRules | None = None) -> str:
    """The rule a mistake code breaks, translated ("" for an unknown code). With the
    house's ``rules`` the sentence states this house's rule: its dealing order, the side
    bets it offers; without them, the rule every house shares."""
    if rules is not None:
        from trainer.words.house_rule_texts import house_rule

        said = house_rule(code, rules)
        if said:
            return said
    _, rule = MISTAKE_TEXTS.get(code, ("", ""))
    return translate(MISTAKES, rule) if rule else ""


def expected_text(expected: tuple[str, ...] | list[str]) -> str:
    """" Expected: a or b." for a mistake's right actions (at most four, then "..."),
    "" when nothing was expected. Actions stay in the contract's notation."""
    if not expected:
        return ""
    shown = list(expected[:4])
    alternatives = shown[0]
    for action in shown[1:]:
        alternatives = filled(translate(MISTAKES, QT_TRANSLATE_NOOP("Mistakes", "%1 or %2")), alternatives, action)
    if len(expected) > 4:
        alternatives += " ..."
    return " " + filled(translate(MISTAKES, QT_TRANSLATE_NOOP("Mistakes", "Expected: %1.")), alternatives)


def mistake_message(mistake: Mistake, rules: HouseRules | None = None) -> str:
    """The sentence of a mistake: the rule it breaks (this house's, given its ``rules``)
    and what was expected instead."""
    return mistake_rule(mistake.code, rules) + expected_text(mistake.expected)


def mistake_json(mistake: Mistake, rules: HouseRules | None = None) -> dict[str, Any]:
    """A mistake as PROCEDURE.md's JSON object; only ``message`` depends on the language
    (and, given the house's ``rules``, says this house's rule)."""
    return {
        "step": mistake.step,
        "action": mistake.action,
        "code": mistake.code,
        "message": mistake_message(mistake, rules),
        "expected": list(mistake.expected),
    }


# --- numbers, money and dates in the reader's language ------------------------------------------
#: house currency -> how its house writes a sum: the text around the amount, and the decimal
#: mark and thousands separator of the house's own convention where it has one (the Swiss
#: house writes "Fr. 1'037.50" whatever the window's language); None: the language's own.
CURRENCY_STYLES: dict[str, tuple[str, str | None, str | None]] = {
    "SEK": ("{} kr", None, None),
    "CHF": ("Fr. {}", ".", "'"),
    "EUR": ("€ {}", None, None),
    "CZK": ("{} Kč", None, None),
}
#: decimal mark and thousands separator per language, where Qt is not loaded (the same as
#: QLocale's for these languages; the no-break space keeps "1 500" on one line).
_NUMBER_MARKS = {"en": (".", ","), "sv": (",", "\u00a0"), "de": (",", "."), "nl": (",", "."), "cs": (",", "\u00a0")}


def _marks() -> tuple[str, str]:
    i18n = sys.modules.get("trainer.words.i18n")
    if i18n is None:
        return _NUMBER_MARKS["en"]
    locale = i18n.locale()
    return locale.decimalPoint(), locale.groupSeparator()


def amount_text(amount: Fraction | int | float | str, decimal: str | None = None, group: str | None = None) -> str:
    """An exact amount as the reader writes it: thousands grouped, and two decimals when
    it has a fraction ("1 262,50" in Swedish, "1,262.50" in English; 150 stays "150").

    A Fraction with more than two decimals (never a payout) keeps all it needs."""
    amount = Fraction(amount)
    language_decimal, language_group = _marks()
    decimal = decimal or language_decimal
    group = language_group if group is None else group
    sign = "-" if amount < 0 else ""
    amount = abs(amount)
    whole = amount.numerator // amount.denominator
    digits = f"{whole:,}".replace(",", group)
    rest = amount - whole
    if rest == 0:
        return sign + digits
    places = 2
    while (rest * 10**places).denominator != 1 and places < 6:
        places += 1
    cents = rest * 10**places
    return f"{sign}{digits}{decimal}{int(cents):0{places}d}"


def money_text(amount: Fraction | int | float | str, currency: str) -> str:
    """A sum in a house's currency, the house's way: "262,50 kr", "Fr. 37.50", "1 500 Kč"."""
    pattern, decimal, group = CURRENCY_STYLES.get(currency, ("{} " + currency, None, None))
    return pattern.format(amount_text(amount, decimal, group))


@overload
def date_text(moment: datetime, with_time: bool = False) -> str: ...
@overload
def date_text(moment: date, with_time: Literal[False] = False) -> str: ...
def date_text(moment: date, with_time: bool = False) -> str:
    """A date (and time) in the reader's language's short format, via QLocale when Qt is
    loaded ("24.11.2026 08:05" in German); ISO ("2026-11-24 08:05") otherwise."""
    i18n = sys.modules.get("trainer.words.i18n")
    if i18n is None or i18n.current() == i18n.SOURCE_LANGUAGE:
        return moment.strftime("%Y-%m-%d %H:%M" if with_time else "%Y-%m-%d")
    from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

    locale: QLocale = i18n.locale()
    date = QDate(moment.year, moment.month, moment.day)
    short = QLocale.FormatType.ShortFormat
    # the locale's short format, with the year in full (a history spans years)
    if not with_time:
        return locale.toString(date, _full_year(locale.dateFormat(short)))
    assert isinstance(moment, datetime)  # a time is a datetime's (see the overloads)
    stamp = QDateTime(date, QTime(moment.hour, moment.minute))
    return locale.toString(stamp, _full_year(locale.dateTimeFormat(short)))


def _full_year(pattern: str) -> str:
    return pattern if "yyyy" in pattern else pattern.replace("yy", "yyyy")


def sorted_names(items: Iterable[T], key: Callable[[Any], str] = lambda item: item) -> list[T]:
    """``items`` in the reader's alphabetical order of their names, case aside: Swedish
    puts Å, Ä, Ö after Z, Czech puts Č after C and Ř after R, German files Ä with A and
    ß with ss (QCollator with the language's locale; plain case-folded order without Qt)."""
    i18n = sys.modules.get("trainer.words.i18n")
    if i18n is None:
        return sorted(items, key=lambda item: key(item).casefold())
    from PySide6.QtCore import QCollator, Qt

    collator = QCollator(i18n.locale())
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)  # "Trainee 2" before "Trainee 10"
    return sorted(items, key=lambda item: collator.sortKey(key(item)))


def long_date_text(day: date) -> str:
    """A day written out in the reader's language ("Tuesday 24 November 2026",
    "tisdag 24 november 2026"); English without Qt."""
    i18n = sys.modules.get("trainer.words.i18n")
    if i18n is None:
        return day.strftime("%A %d %B %Y")
    from PySide6.QtCore import QDate, QLocale

    locale: QLocale = i18n.locale()
    return locale.toString(QDate(day.year, day.month, day.day), "dddd d MMMM yyyy")


# --- the worked figures of "Why?" (trainer.core.procedure.why) ------------------------------------------------
WHY = "Why"
#: figure kind -> its sentence (%1, %2 ... the figure's values in order).
WHY_TEXTS: dict[str, str] = {
    "insurance": QT_TRANSLATE_NOOP("Why", "insurance on %1: %2 x %3 = %4"),
    "three_sevens": QT_TRANSLATE_NOOP("Why", "three sevens bonus: %1 x %2 = %3"),
    "even_money": QT_TRANSLATE_NOOP("Why", "even money: %1 x %2 = %3"),
    "blackjack": QT_TRANSLATE_NOOP("Why", "Black Jack: %1 x %2 = %3"),
    "win": QT_TRANSLATE_NOOP("Why", "win: %1 x %2 = %3"),
    "no_insurance": QT_TRANSLATE_NOOP("Why", "the dealer shows %1: no insurance"),
    "no_insurance_at": QT_TRANSLATE_NOOP("Why", "the dealer shows %1: no insurance at %2"),
    "insurance_halves": QT_TRANSLATE_NOOP("Why", "the dealer shows %1: %2"),
    "dealer_draws": QT_TRANSLATE_NOOP("Why", "dealer %1: the dealer draws (draws below %2)"),
    "dealer_stands": QT_TRANSLATE_NOOP("Why", "dealer %1: the dealer stands (draws below %2)"),
    "bust": QT_TRANSLATE_NOOP("Why", "box %1: %2 = %3, bust: collect its bets now"),
    "three_sevens_box": QT_TRANSLATE_NOOP("Why", "7+7+7 on the holder's first three cards: every bet on the box is paid at once"),
    "outcome": QT_TRANSLATE_NOOP("Why", "box %1: %2 against the dealer's %3 → %4"),
    "right": QT_TRANSLATE_NOOP("Why", "right: %1"),
}
_ROUNDED = QT_TRANSLATE_NOOP("Why", ", paid %1 (rounded down to a multiple of %2)")
_HALF = QT_TRANSLATE_NOOP("Why", "bet %1 → insurance up to %2")
_ORDER = QT_TRANSLATE_NOOP("Why", "order: %1")



#: a card's rank as the object of "the dealer shows ...": cards in prose are words, never
#: codes ("the dealer shows an ace", not "As").
CARD_WORDS = {
    "A": QT_TRANSLATE_NOOP("Cards", "an ace"), "K": QT_TRANSLATE_NOOP("Cards", "a king"),
    "Q": QT_TRANSLATE_NOOP("Cards", "a queen"), "J": QT_TRANSLATE_NOOP("Cards", "a jack"),
    "T": QT_TRANSLATE_NOOP("Cards", "a ten"), "9": QT_TRANSLATE_NOOP("Cards", "a nine"),
    "8": QT_TRANSLATE_NOOP("Cards", "an eight"), "7": QT_TRANSLATE_NOOP("Cards", "a seven"),
    "6": QT_TRANSLATE_NOOP("Cards", "a six"), "5": QT_TRANSLATE_NOOP("Cards", "a five"),
    "4": QT_TRANSLATE_NOOP("Cards", "a four"), "3": QT_TRANSLATE_NOOP("Cards", "a three"),
    "2": QT_TRANSLATE_NOOP("Cards", "a two"),
}
#: a settling verb as the end of a worked outcome ("box 3: 18 against the dealer's 17 → pay").
VERB_WORDS = {
    "pay": QT_TRANSLATE_NOOP("Why", "pay"),
    "collect": QT_TRANSLATE_NOOP("Why", "collect"),
    "push": QT_TRANSLATE_NOOP("Why", "push"),
}


def card_text(code: str) -> str:
    """A card code ("As", "Td") as words for a sentence ("an ace"); anything else as it is."""
    rank = code[:1] if len(code) == 2 else ""
    return translate("Cards", CARD_WORDS[rank]) if rank in CARD_WORDS else code


def figure_text(figure: Figure) -> str:
    """One worked figure (:class:`trainer.core.procedure.why.Figure`) in words."""
    kind = figure.kind
    values: tuple[Any, ...] = tuple(figure.values)  # text, but (card, amount) pairs for insurance_halves
    if kind in ("no_insurance", "insurance_halves") and values:
        values = (card_text(values[0]),) + values[1:]
        if kind == "no_insurance" and len(values) > 1:  # the house's name, as the reader reads it
            values = (values[0], translate("Houses", values[1])) + values[2:]
    if kind == "outcome" and len(values) == 4 and values[3] in VERB_WORDS:
        values = values[:3] + (translate(WHY, VERB_WORDS[values[3]]),)
    if kind in ("insurance", "three_sevens", "even_money", "blackjack", "win"):
        places = 4 if kind == "insurance" else 3
        text = filled(translate(WHY, WHY_TEXTS[kind]), *values[:places])
        if len(values) > places:  # paid less than the exact figure: the house rounds down
            text += filled(translate(WHY, _ROUNDED), *values[places:])
        return text
    if kind == "insurance_halves":
        halves = "; ".join(filled(translate(WHY, _HALF), *pair) for pair in values[1:])
        return filled(translate(WHY, WHY_TEXTS[kind]), values[0], halves)
    if kind == "no_insurance" and len(values) > 1:
        return filled(translate(WHY, WHY_TEXTS["no_insurance_at"]), *values)
    if kind == "right":
        return filled(translate(WHY, WHY_TEXTS[kind]), _alternatives(values))
    return filled(translate(WHY, WHY_TEXTS.get(kind, kind)), *values)


def _alternatives(actions: Sequence[str]) -> str:
    text = actions[0] if actions else ""
    for action in actions[1:]:
        text = filled(translate(MISTAKES, QT_TRANSLATE_NOOP("Mistakes", "%1 or %2")), text, action)
    return text


def why_lines(why: Why, rule: str) -> list[str]:
    """``rule`` (the mistake's sentence) and the worked figures, one a line, for a terminal."""
    out = [rule] + [f"  {figure_text(figure)}" for figure in why.figures]
    if why.order:
        out.append("  " + filled(translate(WHY, _ORDER), " → ".join(f"[{item}]" for item in why.order)))
    return out


# --- procedure points (trainer.core.procedure.points): their names -----------------------------------------
POINTS = "Points"
#: every point's name and focus name, marked for lupdate (the core keeps the English ids
#: and names; a test keeps this list in step with it).
POINT_NAMES = (
    QT_TRANSLATE_NOOP("Points", "Dealing order"),
    QT_TRANSLATE_NOOP("Points", "Insurance and even money"),
    QT_TRANSLATE_NOOP("Points", "Insurance"),
    QT_TRANSLATE_NOOP("Points", "Immediate Black Jack"),
    QT_TRANSLATE_NOOP("Points", "Three sevens"),
    QT_TRANSLATE_NOOP("Points", "Insurance window"),
    QT_TRANSLATE_NOOP("Points", "Even money"),
    QT_TRANSLATE_NOOP("Points", "Settlement order"),
    QT_TRANSLATE_NOOP("Points", "Splits and doubles"),
    QT_TRANSLATE_NOOP("Points", "Split"),
    QT_TRANSLATE_NOOP("Points", "Resplit"),
    QT_TRANSLATE_NOOP("Points", "Double"),
    QT_TRANSLATE_NOOP("Points", "Behind bets"),
    QT_TRANSLATE_NOOP("Points", "House rules: the dealer's draw"),
    QT_TRANSLATE_NOOP("Points", "Dealer's draw"),
    QT_TRANSLATE_NOOP("Points", "Bust collection"),
    QT_TRANSLATE_NOOP("Points", "Settlement order and payouts"),
    QT_TRANSLATE_NOOP("Points", "Phases of the round"),
    QT_TRANSLATE_NOOP("Points", "Side bets (21+3, Swiss Jack)"),
    QT_TRANSLATE_NOOP("Points", "21+3"),
    QT_TRANSLATE_NOOP("Points", "Swiss Jack"),
)


def point_text(name: str) -> str:
    """A procedure point's name (as the core gives it) in the reader's language."""
    return translate(POINTS, name)


#: a session's mode as the store keeps it -> its name.
MODE_NAMES = {
    "training": QT_TRANSLATE_NOOP("Modes", "training"),
    "exam": QT_TRANSLATE_NOOP("Modes", "exam"),
    "drill": QT_TRANSLATE_NOOP("Modes", "drill"),
}


def mode_text(mode: str) -> str:
    """A session's mode ("training", "exam" ...) in the reader's language."""
    return translate("Modes", MODE_NAMES[mode]) if mode in MODE_NAMES else mode
