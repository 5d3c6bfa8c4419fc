"""The words of a trainee's progress in the reader's language: skills and their statuses,
the kinds of practice a session was, weeks, and figures with the language's decimal mark.

The store and the core keep ids and English names (``learning``, ``speed``,
``drill:blackjack``, ``2024-W10``); the papers and the terminal read them through here,
so "97,5 %" and "lär sig" are written the same way in every Swedish page. Qt-free while
no language was chosen (English, "." as the decimal mark).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from trainer.words.messages import QT_TRANSLATE_NOOP, point_text, translate
from trainer.words.placeholders import filled

if TYPE_CHECKING:
    from trainer.core.practice.skills import MasteryRule

_CONTEXT = "Progress"

#: a skill's status as the core names it -> its words.
STATUS_NAMES = {
    "new": QT_TRANSLATE_NOOP("Progress", "new"),
    "learning": QT_TRANSLATE_NOOP("Progress", "learning"),
    "slipping": QT_TRANSLATE_NOOP("Progress", "slipping"),
    "mastered": QT_TRANSLATE_NOOP("Progress", "mastered"),
}

#: the pack word a session of ``trainer practice`` (and the window's practice) is stored
#: under -> what a person reads in a report's Pack column.
PRACTICE_KINDS = {
    "practice": QT_TRANSLATE_NOOP("Progress", "practice of weak points"),
    "review": QT_TRANSLATE_NOOP("Progress", "review"),
    "speed": QT_TRANSLATE_NOOP("Progress", "speed run"),
    "daily": QT_TRANSLATE_NOOP("Progress", "daily challenge"),
}

_WEEK = re.compile(r"^(\d{4})-W(\d{1,2})$")


def _tr(text: str) -> str:
    return translate(_CONTEXT, text)


def decimal_text(value: float, places: int | None = 1, signed: bool = False) -> str:
    """``value`` with ``places`` decimals and the language's decimal mark ("97,5"); with
    ``places`` None as short as it is written ("2,5", "3"); ``signed``: "+0,063"."""
    from trainer.words.drill_texts import decimal_mark

    shape = ("+" if signed else "") + ("g" if places is None else f".{places}f")
    return f"{value:{shape}}".replace(".", decimal_mark())


def percent_text(share: float | None, places: int = 1) -> str:
    """A share as a percentage ("97,5 %"); "-" for none."""
    return "-" if share is None else filled(_tr(QT_TRANSLATE_NOOP("Progress", "%1 %")), decimal_text(share * 100, places))


def seconds_text(seconds: float | None, places: int = 1) -> str:
    """A time in seconds ("2,5 s"); "-" for none."""
    return "-" if seconds is None else filled(_tr(QT_TRANSLATE_NOOP("Progress", "%1 s")), decimal_text(seconds, places))


def status_text(status: str) -> str:
    """A skill's status ("learning") in the reader's language."""
    return _tr(STATUS_NAMES[status]) if status in STATUS_NAMES else status


def skill_text(skill_id: str) -> str:
    """A skill's name: a procedure point's, or "Drill: Black Jack" for a payout drill."""
    from trainer.core.practice.skills import DRILL_PREFIX, skill_label

    if skill_id.startswith(DRILL_PREFIX):
        from trainer.words.drill_texts import TEXTS

        kind = TEXTS.kind_name(skill_id[len(DRILL_PREFIX):])
        return filled(_tr(QT_TRANSLATE_NOOP("Progress", "Drill: %1")), kind)
    return point_text(skill_label(skill_id))


def label_text(label: str) -> str:
    """A weak spot's or skill's English label as the core gives it ("Dealing order",
    "Drill: three sevens") in the reader's language."""
    from trainer.core.practice.skills import DRILL_PREFIX

    if label.startswith("Drill: "):
        return skill_text(DRILL_PREFIX + label[len("Drill: "):].replace(" ", "_"))
    return point_text(label)


def mastery_text(rule: MasteryRule) -> str:
    """A mastery rule (:class:`trainer.core.practice.skills.MasteryRule`) in words."""
    return filled(_tr(QT_TRANSLATE_NOOP("Progress", "%1 exercises, %2 % right over the last %3")),
                  rule.exercises, round(rule.right * 100), rule.window)


def session_pack_text(pack: str | None, known: dict[str, str] | None = None) -> str:
    """What a session was for, as a person reads it: a pack's title, or the kind of practice
    (a speed run, the daily challenge ...); '' for free play."""
    if pack in PRACTICE_KINDS:
        return _tr(PRACTICE_KINDS[pack])
    from trainer.words.names import pack_title

    return pack_title(pack, known)


def week_text(period: str) -> str:
    """An ISO week ("2024-W10") as the reader writes it ("v. 10 2024"); anything else as it is."""
    found = _WEEK.match(period)
    if not found:
        return period
    return filled(_tr(QT_TRANSLATE_NOOP("Progress", "week %1, %2")), int(found.group(2)), found.group(1))


class Assigned(Protocol):
    """What :func:`assignment_text` reads of an assignment (trainer.classroom's, a layer above)."""

    @property
    def pack(self) -> str: ...

    @property
    def pass_mark(self) -> float | None: ...

    @property
    def minutes(self) -> float | None: ...


def assignment_text(assignment: Assigned) -> str:
    """An assignment as an instructor reads it: the pack's title, and for an exam its pass
    mark and time ("Dealing order (exam: pass 80 %, 20 min)"); ids stay in JSON and CSV."""
    from trainer.words.names import pack_title

    title = pack_title(assignment.pack) or assignment.pack
    if assignment.pass_mark is None:
        return title
    mark = round(assignment.pass_mark * 100)
    if assignment.minutes:
        minutes = decimal_text(assignment.minutes, None)
        return filled(_tr(QT_TRANSLATE_NOOP("Progress", "%1 (exam: pass %2 %, %3 min)")), title, mark, minutes)
    return filled(_tr(QT_TRANSLATE_NOOP("Progress", "%1 (exam: pass %2 %)")), title, mark)
