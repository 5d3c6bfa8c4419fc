"""The command line's own words in the reader's language: its one-line errors and the
lines ``trainer houses`` and ``trainer validate`` print.

A bad file is a :class:`~trainer.core.files.errors.PackError`: where (file, line, column, key)
and what, in the core's English. The core words its problems itself, with the values
that make them useful (the card code, the line a key was first given on); this catalog
knows the frequent sentences by their shape and says them in the language, keeping the
place and the values. A sentence it does not know stays English, still naming file and
line. The place, the codes and the values are never translated.
"""

from __future__ import annotations

import re

from trainer.core.files.errors import PackError
from trainer.words.messages import QT_TRANSLATE_NOOP, translate
from trainer.words.placeholders import filled

ERRORS = "Errors"

#: the core's English sentence (a full match; groups are the values, in order) -> the
#: source text with %1, %2 ... for those values.
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.S), text)
    for pattern, text in (
        (r"file not found", QT_TRANSLATE_NOOP("Errors", "file not found")),
        (r"an exam is sat by a person: (.+) cannot be used with --exam",
         QT_TRANSLATE_NOOP("Errors", "an exam is sat by a person: %1 cannot be used with --exam")),
        (r"is a directory, not a file", QT_TRANSLATE_NOOP("Errors", "is a directory, not a file")),
        (r"unknown house (.+); the houses are: (.+)", QT_TRANSLATE_NOOP("Errors", "unknown house %1; the houses are: %2")),
        (r"no pack (.+); the shipped packs are: (.+)", QT_TRANSLATE_NOOP("Errors", "no pack %1; the shipped packs are: %2")),
        # a spot-the-error scenario's recording (a pack saved from the window, trainer validate)
        (r"step (\d+) is listed twice", QT_TRANSLATE_NOOP("Errors", "step %1 is listed twice")),
        (r"step (\d+) is past the last recorded action \(step (-?\d+)\)",
         QT_TRANSLATE_NOOP("Errors", "step %1 is past the last recorded action (step %2)")),
        (r"step (\d+) \((.+)\) is a correct action, not (\S+)", QT_TRANSLATE_NOOP("Errors", "step %1 (%2) is a correct action, not %3")),
        (r"step (\d+) \((.+)\) is a (\S+) mistake, not (\S+)", QT_TRANSLATE_NOOP("Errors", "step %1 (%2) is a %3 mistake, not %4")),
        (r"step (\d+) \((.+)\) is a (\S+) mistake that errors_to_find does not list",
         QT_TRANSLATE_NOOP("Errors", "step %1 (%2) is a %3 mistake that errors_to_find does not list")),
        (r"the recorded actions stop before the round ends \(no end_round that finishes it\)",
         QT_TRANSLATE_NOOP("Errors", "the recorded actions stop before the round ends (no end_round that finishes it)")),
        (r"bad card code (.+): ranks are A 2-9 T J Q K, suits s h d c",
         QT_TRANSLATE_NOOP("Errors", "bad card code %1: ranks are A 2-9 T J Q K, suits s h d c")),
        (r"card (\S+) appears more often than (\d+) deck\(s\) hold",
         QT_TRANSLATE_NOOP("Errors", "card %1 appears more often than the shoe's %2 decks hold")),
        (r"this '(.)' is not closed: add the missing '(.)' \(or a ',' between (?:entries|items)\) before line (\d+), column (\d+)",
         QT_TRANSLATE_NOOP("Errors", "this '%1' is not closed: add the missing '%2' (or a comma between entries) before line %3, column %4")),
        (r"this quote is never closed: add the closing quote at the end of the text",
         QT_TRANSLATE_NOOP("Errors", "this quote is never closed: add the closing quote at the end of the text")),
        (r"a tab character: YAML indents with spaces only; replace the tab with spaces",
         QT_TRANSLATE_NOOP("Errors", "a tab character: YAML indents with spaces only; replace the tab with spaces")),
        (r"duplicate key (.+) \(first given on line (\d+)\)",
         QT_TRANSLATE_NOOP("Errors", "duplicate key %1 (first given on line %2)")),
        (r"the required key (.+) is missing", QT_TRANSLATE_NOOP("Errors", "the required key %1 is missing")),
        (r"(.+) is not a key; did you mean (.+)\?", QT_TRANSLATE_NOOP("Errors", "%1 is not a key; did you mean %2?")),
        (r"(.+) is not a key here; the keys are: (.+)", QT_TRANSLATE_NOOP("Errors", "%1 is not a key here; the keys are: %2")),
        (r"(.+) is not a number", QT_TRANSLATE_NOOP("Errors", "%1 is not a number")),
        (r"(.+) is not a whole number", QT_TRANSLATE_NOOP("Errors", "%1 is not a whole number")),
        (r"bet (\S+) is over the table maximum (\S+)", QT_TRANSLATE_NOOP("Errors", "bet %1 is over the table maximum %2")),
        (r"bet (\S+) is below the table minimum (\S+)", QT_TRANSLATE_NOOP("Errors", "bet %1 is below the table minimum %2")),
        (r"tag (\S+) is not allowed", QT_TRANSLATE_NOOP("Errors", "tag %1 is not allowed")),
        (r"binary data \(a NUL byte\), not a text file", QT_TRANSLATE_NOOP("Errors", "binary data (a NUL byte), not a text file")),
        (r"not UTF-8 text \(byte (0x[0-9a-f]{2})\)", QT_TRANSLATE_NOOP("Errors", "not UTF-8 text (byte %1)")),
        (r"file is more than the limit of (\d+) bytes", QT_TRANSLATE_NOOP("Errors", "the file is more than the limit of %1 bytes")),
        (r"file is (\d+) bytes, more than the limit of (\d+)",
         QT_TRANSLATE_NOOP("Errors", "the file is %1 bytes, more than the limit of %2")),
        (r"no pack here \(the file is empty or only comments\); a pack is a mapping with (.+)",
         QT_TRANSLATE_NOOP("Errors", "no pack here (the file is empty or only comments); a pack is a mapping with %1")),
        (r"unknown action (.+); actions are: (.+)", QT_TRANSLATE_NOOP("Errors", "unknown action %1; actions are: %2")),
        (r"box (\d+) is not on the table: (\S+) has boxes (\S+)",
         QT_TRANSLATE_NOOP("Errors", "box %1 is not on the table: %2 has boxes %3")),
        (r"folder holds no \.yaml pack files", QT_TRANSLATE_NOOP("Errors", "folder holds no .yaml pack files")),
        (r"give a SCENARIO file or --random", QT_TRANSLATE_NOOP("Errors", "give a SCENARIO file or --random")),
        (r"give a SCENARIO file or --random, not both", QT_TRANSLATE_NOOP("Errors", "give a SCENARIO file or --random, not both")),
        # an amount typed in a drill (the Drills tab, trainer quiz and practice)
        (r"no amount: type a number such as (\S+)", QT_TRANSLATE_NOOP("Errors", "no amount: type a number such as %1")),
        (r"(.+) is not an amount: type digits, such as (\S+)",
         QT_TRANSLATE_NOOP("Errors", "%1 is not an amount: type digits, such as %2")),
        (r"(.+) is not an amount: type a number such as (\S+)",
         QT_TRANSLATE_NOOP("Errors", "%1 is not an amount: type a number such as %2")),
        (r"(.+): thousands are grouped by three digits, such as 1 500",
         QT_TRANSLATE_NOOP("Errors", "%1: thousands are grouped by three digits, such as 1 500")),
        (r"(.+): one decimal mark, with one or two digits after it, such as (\S+)",
         QT_TRANSLATE_NOOP("Errors", "%1: one decimal mark, with one or two digits after it, such as %2")),
        (r"(.+) is ambiguous \((\S+) or (\S+)\?\): type (\S+) without a mark, or at most two decimals",
         QT_TRANSLATE_NOOP("Errors", "%1 is ambiguous (%2 or %3?): type %4 without a mark, or at most two decimals")),
        (r"(.+): at most two decimals, such as (\S+)", QT_TRANSLATE_NOOP("Errors", "%1: at most two decimals, such as %2")),
        (r"(.+): too long for an amount; type a plain number such as (\S+)",
         QT_TRANSLATE_NOOP("Errors", "%1: too long for an amount; type a plain number such as %2")),
        # the commands' own option errors (trainer quiz, report, class)
        (r"(--\S+) wants a whole number, got (.+)", QT_TRANSLATE_NOOP("Errors", "%1 wants a whole number, got %2")),
        (r"(--\S+) must be at least (\S+), got (\S+)", QT_TRANSLATE_NOOP("Errors", "%1 must be at least %2, got %3")),
        (r"(--\S+) must be at most (\S+), got (\S+)", QT_TRANSLATE_NOOP("Errors", "%1 must be at most %2, got %3")),
        (r"(--\S+) wants a number of seconds, got (.+)", QT_TRANSLATE_NOOP("Errors", "%1 wants a number of seconds, got %2")),
        (r"(--\S+) must be more than 0, got (.+)", QT_TRANSLATE_NOOP("Errors", "%1 must be more than 0, got %2")),
        (r"(--\S+) is for the interactive quiz, not with --print",
         QT_TRANSLATE_NOOP("Errors", "%1 is for the interactive quiz, not with --print")),
        (r"--json goes with --print N", QT_TRANSLATE_NOOP("Errors", "--json goes with --print N")),
        (r"--trainee needs a name", QT_TRANSLATE_NOOP("Errors", "--trainee needs a name")),
        (r"--house all works only with --print; name one house for a quiz",
         QT_TRANSLATE_NOOP("Errors", "--house all works only with --print; name one house for a quiz")),
        (r"unknown kind (.+); the kinds are: (.+)", QT_TRANSLATE_NOOP("Errors", "unknown kind %1; the kinds are: %2")),
        (r"unknown point (.+); points: (.+)", QT_TRANSLATE_NOOP("Errors", "unknown point %1; the points are: %2")),
        (r"no progress database in (.+)", QT_TRANSLATE_NOOP("Errors", "no progress database in %1")),
        (r"no trainee named (.+) in (.+) \(trainees: (.*)\)", QT_TRANSLATE_NOOP("Errors", "no trainee named %1 in %2 (trainees: %3)")),
        (r"--day (.+) is not a date \(YYYY-MM-DD\)", QT_TRANSLATE_NOOP("Errors", "--day %1 is not a date (YYYY-MM-DD)")),
        (r"bad --size (.+): write it as 1280x800", QT_TRANSLATE_NOOP("Errors", "bad --size %1: write it as 1280x800")),
        # the class database and trainer class (trainer.classroom.classes, trainer.store.postgres)
        (r"a class needs a name", QT_TRANSLATE_NOOP("Errors", "a class needs a name")),
        (r"a trainee needs a name", QT_TRANSLATE_NOOP("Errors", "a trainee needs a name")),
        (r"the instructor's PIN must be at least (\d+) digits",
         QT_TRANSLATE_NOOP("Errors", "the instructor's PIN must be at least %1 digits")),
        (r"there is already a class named (.+)", QT_TRANSLATE_NOOP("Errors", "there is already a class named %1")),
        (r"name the class with --class \(classes: (.+)\)",
         QT_TRANSLATE_NOOP("Errors", "name the class with --class (classes: %1)")),
        (r"no class named (.+) \(classes: (.+)\)", QT_TRANSLATE_NOOP("Errors", "no class named %1 (classes: %2)")),
        (r"wrong instructor PIN for class (.+)", QT_TRANSLATE_NOOP("Errors", "wrong instructor PIN for class %1")),
        (r"(.+) is not on the list of class (.+) \(the list: (.+)\)",
         QT_TRANSLATE_NOOP("Errors", "%1 is not on the list of class %2 (the list: %3)")),
        (r"the pass mark is a share between 0 and 1 \(0\.8 for 80%\)",
         QT_TRANSLATE_NOOP("Errors", "the pass mark is a share between 0 and 1 (0.8 for 80%)")),
        (r"the time limit must be more than 0 minutes", QT_TRANSLATE_NOOP("Errors", "the time limit must be more than 0 minutes")),
        (r"a time limit belongs to an exam: give a pass mark too",
         QT_TRANSLATE_NOOP("Errors", "a time limit belongs to an exam: give a pass mark too")),
        (r"--pass-mark (.+): give a share such as 80% or 0\.8",
         QT_TRANSLATE_NOOP("Errors", "--pass-mark %1: give a share such as 80% or 0.8")),
        (r"sign in with the class and your name: --class CLASS --trainee NAME",
         QT_TRANSLATE_NOOP("Errors", "sign in with the class and your name: --class CLASS --trainee NAME")),
        (r"no progress database at (.+)", QT_TRANSLATE_NOOP("Errors", "no progress database at %1")),
        (r"the class database URL (.+) is malformed: the port must be a whole number from 1 to 65535",
         QT_TRANSLATE_NOOP("Errors", "the class database URL %1 is malformed: the port must be a whole number from 1 to 65535")),
        (r"the class database URL (.+) is malformed: an IPv6 address goes in square brackets, both of them: (\S+)",
         QT_TRANSLATE_NOOP("Errors", "the class database URL %1 is malformed: an IPv6 address goes in square brackets, "
                                     "both of them: %2")),
        (r"the class database (.+) refused the login: wrong name or password \(login (.+)\)",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 refused the login: wrong name or password (login %2)")),
        (r"the class database (.+) refused the connection: too many connections for this login \((.+)\): it may hold "
         r"10 at once; close the trainer windows it has open elsewhere",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 refused the connection: too many connections for this login "
                                     "(%2): it may hold 10 at once; close the trainer windows it has open elsewhere")),
        (r"the class database (.+) refused the connection: the server has no connection to spare \(max_connections\): "
         r"close some trainer windows",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 refused the connection: the server has no connection to "
                                     "spare (max_connections): close some trainer windows")),
        (r"(.+) needs the class database's owner login \(the instructor's --db\); a trainee's login may only add "
         r"and read the trainee's own record",
         QT_TRANSLATE_NOOP("Errors", "%1 needs the class database's owner login (the instructor's --db); a trainee's "
                                     "login may only add and read the trainee's own record")),
        (r"the class database (.+) refused the login: the server wants a password for user (.+): put it in the URL",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 refused the login: the server wants a password for user %2: "
                                     "put it in the URL")),
        (r"the class database (.+) refused the login: the server has no user (.+)",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 refused the login: the server has no user %2")),
        (r"the class database (.+) refused the login: the server has no database (.+): check the end of the URL",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 refused the login: the server has no database %2: "
                                     "check the end of the URL")),
        (r"cannot reach the class database (.+): no server answers at (\S+) \((.+)\)",
         QT_TRANSLATE_NOOP("Errors", "cannot reach the class database %1: no server answers at %2 (%3)")),
        (r"the class database (.+) is not answering: (.+)",
         QT_TRANSLATE_NOOP("Errors", "the class database %1 is not answering: %2")),
        # more of the pack loader's and the checker's sentences (every broken pack of the tests)
        (r"(.+) is not one of (.+)", QT_TRANSLATE_NOOP("Errors", "%1 is not one of %2")),
        (r"(.+) is not a mapping of keys and values", QT_TRANSLATE_NOOP("Errors", "%1 is not a mapping of keys and values")),
        (r"(.+) is not a list", QT_TRANSLATE_NOOP("Errors", "%1 is not a list")),
        (r"the list is empty: give at least one entry", QT_TRANSLATE_NOOP("Errors", "the list is empty: give at least one entry")),
        (r"(.+) is too small: it must be more than (\S+)", QT_TRANSLATE_NOOP("Errors", "%1 is too small: it must be more than %2")),
        (r"(.+) is too large: it must be at most (\S+)", QT_TRANSLATE_NOOP("Errors", "%1 is too large: it must be at most %2")),
        (r"(.+) is not a number of seconds", QT_TRANSLATE_NOOP("Errors", "%1 is not a number of seconds")),
        (r"(.+) is not an amount: write a number such as 150 or 262\.5",
         QT_TRANSLATE_NOOP("Errors", "%1 is not an amount: write a number such as 150 or 262.5")),
        (r"there is no bet (\S+) on the table", QT_TRANSLATE_NOOP("Errors", "there is no bet %1 on the table")),
        (r"duplicate scenario id (.+) \(first used on line (\d+)\)",
         QT_TRANSLATE_NOOP("Errors", "duplicate scenario id %1 (first used on line %2)")),
        (r"no scenario (.+) in this pack; its scenarios: (.+)",
         QT_TRANSLATE_NOOP("Errors", "no scenario %1 in this pack; its scenarios: %2")),
        (r"this is a scenario pack, not one scenario: choose one with --scenario ID \(its scenarios: (.+)\)",
         QT_TRANSLATE_NOOP("Errors", "this is a scenario pack, not one scenario: choose one with --scenario ID (its scenarios: %1)")),
        (r"a second document starts here \('---'\): a pack is one document; remove this line",
         QT_TRANSLATE_NOOP("Errors", "a second document starts here ('---'): a pack is one document; remove this line")),
        (r"the indentation does not match the lines above \(the entry starts on line (\d+)\): indent this line "
         r"exactly as far as the other keys of its entry",
         QT_TRANSLATE_NOOP("Errors", "the indentation does not match the lines above (the entry starts on line %1): "
                                     "indent this line exactly as far as the other keys of its entry")),
        (r"a ':' where none can be: is this line indented deeper than the keys beside it\? \(a value that holds "
         r"': ' needs quotes\)",
         QT_TRANSLATE_NOOP("Errors", "a ':' where none can be: is this line indented deeper than the keys beside it? "
                                     "(a value that holds ': ' needs quotes)")),
        (r"unacceptable character (\S+) \(control characters are not allowed\)",
         QT_TRANSLATE_NOOP("Errors", "unacceptable character %1 (control characters are not allowed)")),
        (r"nested deeper than (\d+) levels", QT_TRANSLATE_NOOP("Errors", "nested deeper than %1 levels")),
        # trainer gui's own (trainer.commands.gui, trainer.display)
        (r"bad --size (.+): write it as 1440x900", QT_TRANSLATE_NOOP("Errors", "bad --size %1: write it as 1440x900")),
        (r"--size (\S+) is out of range: at most (\d+x\d+)", QT_TRANSLATE_NOOP("Errors", "--size %1 is out of range: at most %2")),
        (r"cannot write the screenshot (.+): is a directory, not a file",
         QT_TRANSLATE_NOOP("Errors", "cannot write the screenshot %1: it is a folder, not a file")),
        (r"cannot write the screenshot (.+?): (.+)", QT_TRANSLATE_NOOP("Errors", "cannot write the screenshot %1: %2")),
        (r"--data (.+) is a file, not a folder", QT_TRANSLATE_NOOP("Errors", "--data %1 is a file, not a folder")),
        (r"no display to open the window on \(DISPLAY is not set\): run it on a desktop, under xvfb-run, "
         r"or render it with --screenshot FILE",
         QT_TRANSLATE_NOOP("Errors", "no display to open the window on (DISPLAY is not set): run it on a desktop, "
                                     "under xvfb-run, or render it with --screenshot FILE")),
        (r"Qt cannot open a window on this X display: (.+) is missing \(on Debian or Ubuntu: apt install (.+)\)",
         QT_TRANSLATE_NOOP("Errors", "Qt cannot open a window on this X display: %1 is missing "
                                     "(on Debian or Ubuntu: apt install %2)")),
    )
)



#: the core's suggestion for a typo, anywhere in a sentence: " (did you mean 'cosmopol'?)".
_SUGGESTION = re.compile(r" \(did you mean ('[^']*'|\S+)\?\)")
_DID_YOU_MEAN = QT_TRANSLATE_NOOP("Errors", "did you mean %1?")


def error_message(message: str) -> str:
    """The core's English ``message`` in the current language, its values kept; a
    sentence this catalog does not know as it is. A suggestion for a typo is said in the
    language too, after the sentence it belongs to."""
    suggestion = _SUGGESTION.search(message)
    if suggestion is not None and translate(ERRORS, _DID_YOU_MEAN) != _DID_YOU_MEAN:
        rest = message[: suggestion.start()] + message[suggestion.end():]
        said = error_message(rest)
        if said != rest:  # a sentence the catalog knows: said with its suggestion after it
            return f"{said} ({filled(translate(ERRORS, _DID_YOU_MEAN), suggestion.group(1))})"
        return message
    for pattern, text in _PATTERNS:
        match = pattern.fullmatch(message)
        if match is None:
            continue
        translated = translate(ERRORS, text)
        if translated == text:  # English (or not translated): the core's own sentence, word for word
            return message
        values = match.groups()
        return filled(translated, *values)
    return message


def error_line(error: PackError) -> str:
    """``error`` as its one line (file:line:column: key: message), the message in the
    current language."""
    message = error_message(" ".join(str(error.message).split()))
    if message == error.message:
        return str(error)
    return str(PackError(error.path, error.line, message, error.column, error.key_path))


def error_text_line(line: str) -> str:
    """A problem already written as its line ("file:4:1: house: unknown house ...", as the
    core's pack loader lists the packs that did not load) with its sentence in the current
    language: the first tail after a ": " that the catalog knows is said, the place kept."""
    start = 0
    while (found := line.find(": ", start)) >= 0:
        head, tail = line[: found + 2], line[found + 2:]
        said = error_message(tail)
        if said != tail:
            return head + said
        start = found + 2
    return line


class CliTexts:
    """The commands' human lines. A class because lupdate takes the class's name as the
    context of ``self.tr`` (and reads a count from ``self.tr(text, "", n)``)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("CliTexts", text, n)

    def houses_header(self) -> tuple[str, str, str, str, str]:
        return (self.tr("id"), self.tr("name"), self.tr("decks"), self.tr("boxes"), self.tr("limits"))

    def default_house(self) -> str:
        return self.tr("* the default house")

    def no_window(self, problem: str) -> str:
        """Plain ``trainer`` where no window can open: why, and what comes instead."""
        return filled(self.tr("trainer: no window: %1; here is a round by the book instead"), problem)

    def pack_ok(self, path: str, scenarios: int) -> str:
        """``trainer validate``'s line for a good pack: "OK path (3 scenarios)"."""
        return filled(self.tr("OK %1 (%n scenarios)", "", scenarios), path)

    def players_edge(self, where: str, house: str, edge: str) -> str:
        """The warning of ``trainer validate`` and ``trainer houses`` for rules under which
        the player, not the house, has the edge (``edge`` is the negative house edge)."""
        return filled(
            self.tr("%1: warning: house %2 gives the player the edge: the house edge with basic strategy is %3 %"),
            where, house, edge,
        )

    def house_replaces_rules(self, where: str, own: str, house: str) -> str:
        """``trainer check --house``'s note where the scenario names rules of its own."""
        return filled(self.tr("%1: note: --house %3 replaces the scenario's own rules: %2"), where, own, house)


#: the one catalog object (it holds no state).
CLI = CliTexts()
