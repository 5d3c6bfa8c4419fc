"""The lines ``trainer class`` prints, in the reader's language, every name escaped.

Names come from people (a trainee typed at a station, a class made by an instructor) and
may hold control characters: an escape sequence that recolours the terminal or moves its
cursor, a newline that would forge a line. Every name goes through
:func:`~trainer.core.files.errors.printable` before it is put in a line, so it shows as written
(``\\x1b[31m``) and does nothing.
"""

from __future__ import annotations

from typing import Any

from trainer.core.files.errors import printable
from trainer.words.messages import translate
from trainer.words.placeholders import filled


class ClassTexts:
    """A class because lupdate takes the class's name as the context of ``self.tr``."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("ClassTexts", text, n)

    def created(self, class_name: str, where: str) -> str:
        return filled(self.tr("Class %1 created in %2"), printable(class_name), printable(where))

    def class_line(self, class_name: str, trainees: list[str]) -> str:
        names = ", ".join(printable(name) for name in trainees) or self.tr("no trainees yet")
        return filled(self.tr("%1: %2"), printable(class_name), names)

    def added(self, trainee: str, class_name: str) -> str:
        return filled(self.tr("%1 is in class %2"), printable(trainee), printable(class_name))

    def describe(self, assignment: Any) -> str:
        """``Basics`` or ``Basics (exam: pass 80%, 20 min)``: the pack's title, as the
        instructor reads it (the id stays in the database and the JSON)."""
        from trainer.words.names import pack_title

        pack = printable(pack_title(assignment.pack) or assignment.pack)
        if not assignment.is_exam:
            return pack
        mark = percent_text(assignment.pass_mark, 0)
        if assignment.minutes:
            return filled(self.tr("%1 (exam: pass %2, %3 min)"), pack, mark, f"{assignment.minutes:g}")
        return filled(self.tr("%1 (exam: pass %2)"), pack, mark)

    def assigned(self, assignment: Any, class_name: str) -> str:
        if assignment.trainee:
            return filled(self.tr("Assigned %1 to %2"), self.describe(assignment), printable(assignment.trainee))
        return filled(self.tr("Assigned %1 to class %2"), self.describe(assignment), printable(class_name))

    def window_title(self, class_name: str) -> str:
        """The title of ``trainer class view``'s window."""
        return filled(self.tr("Class %1"), printable(class_name))

    def overview_title(self, class_name: str, day: str) -> str:
        return filled(self.tr("Class %1, %2"), printable(class_name), day)

    def overview_header(self) -> tuple[str, ...]:
        return (self.tr("trainee"), self.tr("rounds"), self.tr("accuracy %"), self.tr("s/action"),
                self.tr("drills"), self.tr("pack"), self.tr("round"), self.tr("last mistake"))

    def free_play(self) -> str:
        return self.tr("free play")

    def weakest(self, points: str) -> str:
        return filled(self.tr("weakest: %1"), points)

    def assigned_line(self, assignment: Any) -> str:
        if assignment.trainee:
            return filled(self.tr("assigned: %1 to %2"), self.describe(assignment), printable(assignment.trainee))
        return filled(self.tr("assigned: %1"), self.describe(assignment))


    def exam_line(self, exam: Any, pack: str) -> str:
        """``exam: Ann Basics 93 % passed (8 rounds; ...)`` in the language."""
        score = percent_text(exam.score, 0)
        rounds = self.tr("%n rounds", "", exam.rounds)
        marks = "".join(f"; {mark}" for mark in self.exam_marks(exam))
        text = self.tr("exam: %1 %2 %3 passed (%4%5)") if exam.passed else self.tr("exam: %1 %2 %3 failed (%4%5)")
        return filled(text, printable(exam.trainee), pack, score, rounds, marks)

    def exam_marks(self, exam: Any) -> list[str]:
        """What the instructor should look at in an exam (the English of ``exam.marks``)."""
        found = []
        if getattr(exam, "disputed", 0):
            found.append(self.tr("%n rounds disagree with their replay", "", exam.disputed))
        if getattr(exam, "late", 0):
            found.append(self.tr("%n late rounds not counted", "", exam.late))
        if getattr(exam, "foreign", 0):
            found.append(self.tr("%n rounds from another computer not counted", "", exam.foreign))
        return found

    def station_login(self, login: str, rotated: bool, class_name: str) -> str:
        text = self.tr("station login %1 has a new password for class %2.") if rotated else \
            self.tr("station login %1 made for class %2.")
        return filled(text, printable(login), printable(class_name))

    def station_url_follows(self) -> str:
        return self.tr("Give the stations this URL (--db, TRAINER_DB or Session > Progress database); it is shown only now:")

    def no_station_login_here(self) -> str:
        return self.tr("a station login is a class server's (--db postgresql://...): a SQLite file has no logins")


def percent_text(share: float, places: int) -> str:
    """A share as the reader writes a percentage ("92,9 %" in Swedish)."""
    from trainer.words.progress_texts import percent_text as said

    return said(share, places)


#: the one catalog object (it holds no state).
CLASS = ClassTexts()
