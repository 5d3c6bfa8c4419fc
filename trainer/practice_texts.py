"""`trainer practice`'s summary lines in the reader's language, every count a Qt numerus
text ("1 weak point", "3 weak points"; never "point(s)")."""

from __future__ import annotations

from trainer.drill_texts import decimal_mark
from trainer.messages import translate


class PracticeTexts:
    """A class because lupdate takes the class's name as the context of ``self.tr`` (and
    reads a count from ``self.tr(text, "", n)``)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("PracticeTexts", text, n)

    def practice_for(self, name: str, house: str, points: int) -> str:
        return self.tr("Practice for {name} at {house}: %n weak points", "", points).format(name=name, house=house)

    def recent_mistakes(self, label: str, mistakes: int) -> str:
        return "  " + self.tr("{point}: %n recent mistakes", "", mistakes).format(point=label)

    def cleared(self, cleared: int, points: int, exercises: int) -> str:
        return self.tr("Cleared {cleared} of {points} in {exercises}.").format(
            cleared=cleared, points=self.tr("%n weak points", "", points), exercises=self.tr("%n exercises", "", exercises))

    def review_for(self, name: str, house: str, due: int, exercises: int) -> str:
        return self.tr("Review for {name} at {house}: {due} due now; {exercises}.").format(
            name=name, house=house, due=self.tr("%n skills", "", due), exercises=self.tr("%n exercises", "", exercises))

    def reviewed(self, skills: int) -> str:
        return self.tr("Reviewed %n skills. Next reviews:", "", skills)

    def challenge_time(self, seconds: float, mistakes: int, rounds: int) -> str:
        return self.tr("Time {seconds} s, {mistakes} in {rounds}.").format(
            seconds=_tenths(seconds), mistakes=self.tr("%n mistakes", "", mistakes), rounds=self.tr("%n rounds", "", rounds))

    def personal_best(self, before: tuple[int, float] | None, new: bool) -> str:
        """"A personal best!" (with the best before it, if any), or the best that stands."""
        if new and before is None:
            return self.tr("A personal best!")
        best = self.tr("{mistakes}, {seconds} s").format(
            mistakes=self.tr("%n mistakes", "", before[0]), seconds=_tenths(before[1]))
        if new:
            return self.tr("A personal best! (before: {best})").format(best=best)
        return self.tr("Personal best: {best}.").format(best=best)


def _tenths(seconds: float) -> str:
    """Seconds to a tenth with the language's decimal mark ("12,3" in German)."""
    return f"{seconds:.1f}".replace(".", decimal_mark())


#: the one catalog object (it holds no state).
PRACTICE = PracticeTexts()
