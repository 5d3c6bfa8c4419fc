"""`trainer practice`'s lines in the reader's language, every count a Qt numerus text ("1
weak point", "3 weak points"; never "point(s)"). Actions, mistake codes and the help's
list of actions stay in the procedure's own notation, as the trainee types them."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from trainer.words.drill_texts import TEXTS
from trainer.words.messages import QT_TRANSLATE_NOOP, mistake_title, translate
from trainer.words.progress_texts import decimal_text, label_text

if TYPE_CHECKING:
    from trainer.core.drills import Question

#: a phase of the round (the machine's state) -> its short name on the terminal table.
PHASE_NAMES: dict[str, str] = {
    "betting": QT_TRANSLATE_NOOP("PracticeTexts", "betting"),
    "first_deal": QT_TRANSLATE_NOOP("PracticeTexts", "first deal"),
    "insurance_offer": QT_TRANSLATE_NOOP("PracticeTexts", "insurance offer"),
    "insurance_window": QT_TRANSLATE_NOOP("PracticeTexts", "insurance window"),
    "blackjack_payouts": QT_TRANSLATE_NOOP("PracticeTexts", "Black Jack payouts"),
    "play": QT_TRANSLATE_NOOP("PracticeTexts", "play"),
    "dealer_draw": QT_TRANSLATE_NOOP("PracticeTexts", "dealer draw"),
    "insurance_settlement": QT_TRANSLATE_NOOP("PracticeTexts", "insurance settlement"),
    "settlement": QT_TRANSLATE_NOOP("PracticeTexts", "settlement"),
    "done": QT_TRANSLATE_NOOP("PracticeTexts", "done"),
}


class PracticeTexts:
    """A class because lupdate takes the class's name as the context of ``self.tr`` (and
    reads a count from ``self.tr(text, "", n)``)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("PracticeTexts", text, n)

    def help_line(self, actions: str, commands: str) -> str:
        """The HELP line: the actions and commands stay as the trainee types them."""
        return self.tr("actions: {actions}; commands: {commands}").format(actions=actions, commands=commands)

    def practice_for(self, name: str, house: str, points: int) -> str:
        return self.tr("Practice for {name} at {house}: %n weak points", "", points).format(name=name, house=house)

    def recent_mistakes(self, label: str, mistakes: int) -> str:
        return "  " + self.tr("{point}: %n recent mistakes", "", mistakes).format(point=label_text(label))

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
        assert before is not None  # a best that stands is one from before
        best = self.tr("{mistakes}, {seconds} s").format(
            mistakes=self.tr("%n mistakes", "", before[0]), seconds=_tenths(before[1]))
        if new:
            return self.tr("A personal best! (before: {best})").format(best=best)
        return self.tr("Personal best: {best}.").format(best=best)

    # --- while practising ------------------------------------------------------------------

    def nothing_to_practise(self, name: str, house: str) -> str:
        return self.tr("{name} has no recorded mistakes at {house}: nothing to practise yet.").format(name=name, house=house)

    def cleared_after(self, streak: int) -> str:
        return self.tr("Each is cleared after %n right in a row (no mistake, within the target time).", "", streak)

    def round_header(self, number: int, shown: str, spot: str | None, target: float) -> str:
        if spot is None:
            text = self.tr("Round {number}: {point}; target {target} s per action")
        else:
            text = self.tr("Round {number}: {point} (for {spot}); target {target} s per action")
        return text.format(number=number, point=label_text(shown), spot=spot and label_text(spot), target=_short(target))

    def question_header(self, number: int, spot: str, target: float) -> str:
        return self.tr("Question {number} (for {spot}); target {target} s").format(
            number=number, spot=label_text(spot), target=_short(target))

    def progress(self, right: bool, label: str, streak: int, needed: int, cleared: bool) -> str:
        text = self.tr("right: {point} {streak}/{needed}") if right else self.tr("not yet: {point} {streak}/{needed}")
        line = "  " + text.format(point=label_text(label), streak=streak, needed=needed)
        return line + (self.tr(" - cleared") if cleared else "")

    def spot_result(self, label: str, right: int, done: int, cleared: bool) -> str:
        line = "  " + self.tr("{point}: {right}/{done} right").format(point=label_text(label), right=right, done=done)
        return line + (self.tr(" - cleared") if cleared else "")

    def review_item(self, number: int, label: str, target: float) -> str:
        return self.tr("{number}. {skill} (target {target} s)").format(number=number, skill=label, target=_short(target))

    def review_result(self, right: bool, slow: bool, due: str) -> str:
        if right and not slow:
            text = self.tr("right; next review {due}")
        elif right:
            text = self.tr("right but slow; next review {due}")
        else:
            text = self.tr("not yet; next review {due}")
        return "  " + text.format(due=due)

    def right_now(self, actions: str) -> str:
        return "  " + self.tr("right now: {actions}").format(actions=actions)

    def not_an_action(self, problem: str) -> str:
        return "  " + self.tr("not an action: {problem} (help lists them)").format(problem=problem)

    def noted(self) -> str:
        return "  " + self.tr("(noted)")

    def type_an_amount(self) -> str:
        return "  " + self.tr("type an amount, such as {whole} or {half}").format(
            whole=TEXTS.money(150), half=TEXTS.money(Fraction(525, 2)))

    def drill_right(self, question: Question) -> str:
        return "  " + self.tr("right ({worked})").format(worked="; ".join(TEXTS.worked_lines(question)))

    def drill_wrong(self, question: Question) -> str:
        return "  " + self.tr("WRONG: {answer}; why: {worked}").format(
            answer=TEXTS.money(question.answer), worked="; ".join(TEXTS.worked_lines(question)))

    def daily(self, day: str, house: str, rounds: int) -> str:
        return self.tr("Daily challenge {day} at {house}: %n rounds, the same for everyone today.", "", rounds).format(
            day=day, house=house)

    def speed_run(self, house: str, rounds: int) -> str:
        return self.tr("Speed run at {house}: %n rounds; only time and mistakes count.", "", rounds).format(house=house)

    def challenge_round(self, number: int, total: int, label: str) -> str:
        return self.tr("Round {number}/{total}: {point}").format(number=number, total=total, point=label_text(label))

    def noted_mistake(self, round_number: int, step: int, action: str, code: str) -> str:
        """A mistake of a speed run or daily challenge, named (the action as typed)."""
        return "  " + self.tr("round {round}, step {step}: {action}: {code}").format(
            round=round_number, step=step, action=action, code=mistake_title(code))

    def mistake(self, code: str) -> str:
        """The line that flags a typed mistake: its name ("MISTAKE: Wrong amount")."""
        return "  " + self.tr("MISTAKE: {mistake}").format(mistake=mistake_title(code))

    def settled(self, bet: str, verb: str, amount: Fraction | None) -> str:
        """What a settling action did to a bet ("bet 3: paid 200")."""
        if verb == "pay":
            return "  " + self.tr("bet {bet}: paid {amount}").format(bet=bet, amount=TEXTS.money(amount))
        if verb == "collect":
            return "  " + self.tr("bet {bet}: collected").format(bet=bet)
        return "  " + self.tr("bet {bet}: pushed").format(bet=bet)


    # --- the table in the terminal ----------------------------------------------------------

    def phase(self, phase: str) -> str:
        """A phase's short name ("first deal"); an unknown one with its underscores spaced."""
        return translate("PracticeTexts", PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase.replace("_", " ")

    def phase_line(self, phase: str) -> str:
        return "  " + self.tr("phase: {phase}").format(phase=self.phase(phase))

    def dealer(self, cards: str) -> str:
        return "  " + self.tr("dealer: {cards}").format(cards=cards)

    def box(self, box: str, rest: str) -> str:
        return "  " + self.tr("box {box}: {rest}").format(box=box, rest=rest)

    def asks(self, hand: str, request: str) -> str:
        if request == "double":
            text = self.tr("box {box} asks to double")
        elif request == "split":
            text = self.tr("box {box} asks to split")
        else:
            text = self.tr("box {box} asks for a card")
        return "  " + text.format(box=hand)


def _short(seconds: float) -> str:
    """A target time as it is written ("2.5", "3"), with the language's decimal mark."""
    return decimal_text(seconds, None)


def _tenths(seconds: float) -> str:
    """Seconds to a tenth with the language's decimal mark ("12,3" in German)."""
    return decimal_text(seconds, 1)


#: the one catalog object (it holds no state).
PRACTICE = PracticeTexts()
