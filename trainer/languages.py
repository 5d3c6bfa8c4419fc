"""The trainer's languages, without Qt: their codes, the system's choice, English plurals.

Qt-free so the parts that run without Qt (the store, the CSV report, ``trainer check``
in English) can name languages and make English sentences; the Qt translations
themselves are :mod:`trainer.words.i18n`'s.
"""

from __future__ import annotations

import os

#: language code -> its name in itself (the Language menu lists these).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "sv": "Svenska",
    "de": "Deutsch",
    "nl": "Nederlands",
    "cs": "Čeština",
}
#: the language of the source texts.
SOURCE_LANGUAGE = "en"



def system_language() -> str:
    """The language of the system's locale (LC_ALL, LC_MESSAGES, LANG, as POSIX reads
    them) when the trainer has it, else English."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def english_plural(source: str, n: int) -> str:
    """The English form of a ``%n`` source text for ``n`` (``%n`` itself is left for the
    caller). Sources are written in the plural ("%n mistakes"), as Qt Linguist shows them
    to translators; the singular is :data:`ENGLISH_SINGULARS`' (a test checks every
    count text has one)."""
    return ENGLISH_SINGULARS.get(source, source) if n == 1 else source


#: the English text for a count of one, by its plural source text: the English side of
#: Qt's numerus forms (the other languages' forms are in their .ts files).
ENGLISH_SINGULARS: dict[str, str] = {
    "%n mistakes": "%n mistake",
    "%n trainees": "%n trainee",
    "{house} (%n boxes)": "{house} (%n box)",
    "%n actions": "%n action",
    "%n false alarms": "%n false alarm",
    "%n scenarios": "%n scenario",
    "%n questions": "%n question",
    "%1: %n mistakes, %2": "%1: %n mistake, %2",
    "%1: %n mistakes in %2 s.": "%1: %n mistake in %2 s.",
    "Personal best: %n mistakes in %1 s.": "Personal best: %n mistake in %1 s.",
    "Chips built: {total} ({pile}; %n chips)": "Chips built: {total} ({pile}; %n chip)",
    "%n rounds, {clean} without a mistake": "%n round, {clean} without a mistake",
    "Spot the error: %n rounds, {found} of {to_find} mistakes found, {wrong} with the wrong rule, {alarms}":
        "Spot the error: %n round, {found} of {to_find} mistakes found, {wrong} with the wrong rule, {alarms}",
    "Saved to %1: %n scenarios": "Saved to %1: %n scenario",
    "Keep the dealer's actions: a spot-the-error scenario with %n mistakes to find":
        "Keep the dealer's actions: a spot-the-error scenario with %n mistake to find",
    "%n results wait on this station (in memory and in a file, so a crash loses none); they are written to "
    "the class server, once each, as soon as it answers again":
        "%n result waits on this station (in memory and in a file, so a crash loses none); it is written to "
        "the class server, once, as soon as it answers again",
    "%n kept results written to the class server": "%n kept result written to the class server",
    "The class server is away: %n answers wait on this computer and are written when the next quiz or station on "
    "this class database reaches it.": "The class server is away: %n answer waits on this computer and is written "
    "when the next quiz or station on this class database reaches it.",
    "One player's %n boxes: {boxes}. Pay the player in total?": "One player's %n box: {boxes}. Pay the player?",
    "%n questions or {seconds} seconds": "%n question or {seconds} seconds",
    "OK %1 (%n scenarios)": "OK %1 (%n scenario)",
    "Practice for {name} at {house}: %n weak points": "Practice for {name} at {house}: %n weak point",
    "{point}: %n recent mistakes": "{point}: %n recent mistake",
    "%n weak points": "%n weak point",
    "%n exercises": "%n exercise",
    "%n skills": "%n skill",
    "%n rounds": "%n round",
    "%n rounds disagree with their replay": "%n round disagrees with its replay",
    "%n late rounds not counted": "%n late round not counted",
    "%n rounds from another computer not counted": "%n round from another computer not counted",
    "%n rounds of another scenario not counted": "%n round of another scenario not counted",
    "%n rounds faster than a person": "%n round faster than a person",
    "Reviewed %n skills. Next reviews:": "Reviewed %n skill. Next reviews:",
    "%n trainees, %1": "%n trainee, %1",
    "%n sign-in slips written to %1": "%n sign-in slip written to %1",
    "Each is cleared after %n right in a row (no mistake, within the target time).":
        "Each is cleared after %n right (no mistake, within the target time).",
    "Daily challenge {day} at {house}: %n rounds, the same for everyone today.":
        "Daily challenge {day} at {house}: %n round, the same for everyone today.",
    "Speed run at {house}: %n rounds; only time and mistakes count.":
        "Speed run at {house}: %n round; only time and mistakes count.",
    "%n exercises · %1 of the last %2 right": "%n exercise · %1 of the last %2 right",
    "That is a whole round, with %n mistakes: the panel says what each one was. <b>Enter</b> deals the next one; "
    "<b>F1</b> lists every key, and Help ▸ Guided round plays this guide again.":
        "That is a whole round, with %n mistake: the panel says what it was. <b>Enter</b> deals the next one; "
        "<b>F1</b> lists every key, and Help ▸ Guided round plays this guide again.",
}
