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

    def login_header(self) -> tuple[str, str, str]:
        """The columns of the table ``class add`` and ``class password`` print."""
        return (self.tr("name"), self.tr("login"), self.tr("password"))

    def passwords_once(self) -> str:
        return self.tr("The passwords are shown only now: hand each trainee theirs (or print slips with --pdf FILE).")

    def slips_written(self, path: str, count: int) -> str:
        return filled(self.tr("%n sign-in slips written to %1", "", count), printable(path))

    def free_play(self) -> str:
        return self.tr("free play")

    def weakest(self, points: str) -> str:
        return filled(self.tr("weakest: %1"), points)

    def assigned_line(self, assignment: Any) -> str:
        if assignment.trainee:
            return filled(self.tr("assigned: %1 to %2"), self.describe(assignment), printable(assignment.trainee))
        return filled(self.tr("assigned: %1"), self.describe(assignment))

    # --- exams -----------------------------------------------------------------------------------
    def verdict(self, verdict: str) -> str:
        """``passed``, ``failed`` or ``to review`` in the reader's language."""
        return {"passed": self.tr("passed"), "failed": self.tr("failed"), "to review": self.tr("to review")}[verdict]

    def exam_line(self, exam: Any) -> str:
        """One exam attempt as the overview prints it."""
        from trainer.words.names import pack_title

        line = filled(self.tr("exam: %1 %2, attempt %3: %4 clean of %5 (%6 played), %7 %"),
                      printable(exam.trainee), printable(pack_title(exam.pack)), str(exam.attempt),
                      str(exam.clean_rounds), str(exam.rounds), str(exam.played), f"{exam.score * 100:.0f}")
        return line + ", " + self.verdict(exam.verdict) + "".join(f"; {mark}" for mark in self.exam_marks(exam))

    def retake(self, trainee: str, pack: str, attempts: int) -> str:
        return filled(self.tr("%1 may take the exam %2 once more (%3 attempts in all)"), printable(trainee),
                      printable(pack), str(attempts))

    def reviewed(self, exam: Any) -> str:
        return filled(self.tr("%1's attempt at %2 is now: %3"), printable(exam.trainee), printable(exam.pack),
                      self.verdict(exam.verdict))

    def certified(self, path: str, code: str) -> str:
        return filled(self.tr("%1 (verification code %2)"), printable(path), code)

    def verified(self, certificate: Any) -> str:
        from trainer.words.messages import date_text
        from trainer.words.names import pack_title

        return filled(self.tr("%1 passed the exam %2 of class %3 on %4 with %5 % (pass mark %6 %)"),
                      printable(certificate.trainee), printable(pack_title(certificate.pack)),
                      printable(certificate.class_name), date_text(certificate.passed_at),
                      f"{certificate.score * 100:.0f}",
                      f"{certificate.pass_mark * 100:.0f}" if certificate.pass_mark is not None else "–")

    def not_a_certificate(self) -> str:
        return self.tr("not a certificate of this class")


    def exam_marks(self, exam: Any) -> list[str]:
        """What the instructor should look at in an attempt, in the reader's language
        (the English of ``exam.marks``)."""
        found = []
        if getattr(exam, "void", None):
            found.append(filled(self.tr("not counted: %1"), printable(exam.void)))
        if getattr(exam, "problem", None):
            found.append(filled(self.tr("the pack cannot be read: %1"), printable(exam.problem)))
        if getattr(exam, "disputed", 0):
            found.append(self.tr("%n rounds disagree with their replay", "", exam.disputed))
        if getattr(exam, "late", 0):
            found.append(self.tr("%n late rounds not counted", "", exam.late))
        if getattr(exam, "foreign", 0):
            found.append(self.tr("%n rounds from another computer not counted", "", exam.foreign))
        if getattr(exam, "other", 0):
            found.append(self.tr("%n rounds of another scenario not counted", "", exam.other))
        if getattr(exam, "fast", 0):
            review = getattr(exam, "review", None)
            fast = self.tr("%n rounds faster than a person", "", exam.fast)
            if review == "accepted":
                fast = filled(self.tr("%1 (accepted)"), fast)
            elif review == "rejected":
                fast = filled(self.tr("%1 (rejected)"), fast)
            found.append(fast)
        return found

    def stations_gone(self) -> str:
        return self.tr("the stations' shared login is gone: each trainee signs in with a login of their own "
                       "(trainer class add NAME... makes them, trainer class password NAME gives a new password)")


def percent_text(share: float, places: int) -> str:
    """A share as the reader writes a percentage ("92,9 %" in Swedish)."""
    from trainer.words.progress_texts import percent_text as said

    return said(share, places)


#: the one catalog object (it holds no state).
CLASS = ClassTexts()
