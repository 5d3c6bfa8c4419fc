"""The payout drills' words: questions, worked sums, chip piles and quiz lines, in the
reader's language.

One catalog for the Drills tab and ``trainer quiz``. The core (:mod:`trainer.core.drills`)
hands over a question's kind, bets and cards and a grade's code and amounts; the
sentences are made here, through :func:`trainer.words.messages.translate`, which needs no
window (and no Qt at all while the language is English). Amounts follow the language:
"262,50" in Swedish, "262.50" in English.
"""

from __future__ import annotations

from fractions import Fraction

from trainer.core import drills
from trainer.core.drills import ChipBuild, Grade, Question, QuestionBet
from trainer.core.drills.schedule import SessionStats
from trainer.core.game.payouts import format_amount
from trainer.words.cli_texts import error_message
from trainer.words.messages import amount_text, translate
from trainer.words.placeholders import filled

#: a no-break space: a sum such as "175 × 1,5 = 262,50" never breaks inside in the window.
NBSP = "\u00a0"


class DrillTexts:
    """The drills' sentences. A class because lupdate takes the class's name as the
    context of ``self.tr`` (and reads a count from ``self.tr(text, "", n)``)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("DrillTexts", text, n)

    # --- numbers ------------------------------------------------------------------------

    def money(self, amount: Fraction | int | None) -> str:
        """An amount in the language's way ("1 262,50"); "-" for none."""
        return "-" if amount is None else amount_text(Fraction(amount))

    def ratio(self, ratio: Fraction) -> str:
        """A payout ratio as a plain factor with the language's decimal mark ("1,5")."""
        return format_amount(Fraction(ratio)).replace(".", decimal_mark())

    def seconds(self, seconds: float | None) -> str:
        if seconds is None:
            return "-"
        return filled(self.tr("%1 s"), f"{seconds:.1f}".replace(".", decimal_mark()))

    def percent(self, share: float | None) -> str:
        return "-" if share is None else filled(self.tr("%1%"), str(round(share * 100)))

    # --- questions ----------------------------------------------------------------------

    def question(self, question: Question) -> str:
        """The question, built from its bets and cards."""
        bets = question.bets
        first = bets[0]
        money = self.money
        kind = question.kind
        if kind == "blackjack":
            return self.tr("Black Jack on {bet}. Pay?").format(bet=money(first.bet))
        if kind == "insurance":
            return self.tr(
                "Insurance of {insurance} on a bet of {bet}; the dealer has Black Jack. Pay the insurance?"
            ).format(insurance=money(first.bet), bet=money(first.covers))
        if kind == "even_money":
            return self.tr("Black Jack on {bet} takes even money. Pay?").format(bet=money(first.bet))
        if kind == "three_sevens":
            return self.tr("Three sevens on {bet}. Pay?").format(bet=money(first.bet))
        if kind == "win":
            return self.tr("{bet} wins. Pay?").format(bet=money(first.bet))
        if kind == "double_win":
            return self.tr("{bet} doubled to {stake} wins. Pay?").format(bet=money(first.bet), stake=money(first.stake))
        if kind == "split_win":
            if first.doubled:
                return self.tr("A split hand of {bet}, doubled to {stake}, wins. Pay that hand?").format(
                    bet=money(first.bet), stake=money(first.stake)
                )
            return self.tr("A split hand of {bet} wins. Pay that hand?").format(bet=money(first.bet))
        if kind == "pay_the_box":
            return self._box(bets)
        if kind in ("side_21_3", "swiss_jack"):
            return self._side_bet(question)
        return question.text  # a kind this catalog does not know yet: the core's English

    def _side_bet(self, question: Question) -> str:
        """21+3 and Swiss Jack: the stake, the cards that decide it and what they make."""
        first = question.bets[0]
        outcomes = {
            "straight_flush": self.tr("a straight flush"),
            "three_of_a_kind": self.tr("three of a kind"),
            "straight": self.tr("a straight"),
            "flush": self.tr("a flush"),
            "dealer_bust": self.tr("the dealer busts"),
            "dealer_blackjack": self.tr("the dealer has Black Jack"),
            "dealer_suited_blackjack": self.tr("the dealer has Black Jack in one suit"),
            "dealer_clubs_blackjack": self.tr("the dealer has Black Jack of two clubs"),
        }
        made = outcomes.get(first.outcome, first.outcome)
        cards = question.cards
        if question.kind == "side_21_3" and len(cards) == 3:
            return self.tr("21+3 of {bet}: the box holds {box}, the dealer shows {dealer} ({made}). Pay?").format(
                bet=self.money(first.bet), box=f"{cards[0]} {cards[1]}", dealer=cards[2], made=made)
        # Swiss Jack is four fields, each a bet of its own: the question names the field
        # whose outcome the dealer's hand makes (the core's builder words it the same way)
        fields = {
            "dealer_bust": self.tr("bust"),
            "dealer_blackjack": self.tr("Black Jack"),
            "dealer_suited_blackjack": self.tr("colour"),
            "dealer_clubs_blackjack": self.tr("swiss"),
        }
        return self.tr("Swiss Jack {field} field of {bet}: the dealer's hand is {cards} ({made}). Pay?").format(
            field=fields.get(first.outcome, first.outcome), bet=self.money(first.bet), cards=" ".join(cards), made=made)

    def _box(self, bets: tuple[QuestionBet, ...]) -> str:
        money = self.money
        if bets[0].role == "holder":
            behind = self._join_and([money(b.bet) for b in bets[1:]])
            holder = money(bets[0].bet)
            outcome = bets[0].outcome
            if outcome == "blackjack":
                text = self.tr("Black Jack box: holder {holder}, behind {behind}. Pay the box?")
            elif outcome == "three_sevens":
                text = self.tr("Three sevens box: holder {holder}, behind {behind}. Pay the box?")
            else:
                text = self.tr("Winning box: holder {holder}, behind {behind}. Pay the box?")
            return text.format(holder=holder, behind=behind)
        parts = []
        for bet in bets:
            if bet.outcome == "blackjack":
                parts.append(self.tr("Black Jack on {bet}").format(bet=money(bet.bet)))
            elif bet.doubled:
                parts.append(self.tr("{bet} doubled to {stake} wins").format(bet=money(bet.bet), stake=money(bet.stake)))
            else:
                parts.append(self.tr("{bet} wins").format(bet=money(bet.bet)))
        return self.tr("One player's %n boxes: {boxes}. Pay the player in total?", "", len(bets)).format(
            boxes=", ".join(parts)
        )

    def _join_and(self, words: list[str]) -> str:
        if len(words) == 1:
            return words[0]
        return self.tr("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])

    # --- answers ------------------------------------------------------------------------

    def worked_lines(self, question: Question) -> list[str]:
        """The worked answer, one line a bet (``175 × 1,5 = 262,50``), then the total."""
        lines = []
        for bet in question.bets:
            exact = bet.stake * bet.ratio
            line = f"{self.money(bet.stake)} \u00d7 {self.ratio(bet.ratio)} = {self.money(exact)}"
            if bet.pays != exact:
                line = self.tr("{sum}, rounded down to {unit}: {paid}").format(
                    sum=line, unit=question.round_down_to, paid=self.money(bet.pays)
                )
            lines.append(line)
        if len(question.bets) > 1:
            lines.append(
                self.tr("total {sum} = {answer}").format(
                    sum=" + ".join(self.money(b.pays) for b in question.bets), answer=self.money(question.answer)
                )
            )
        return lines

    def chips(self, build: ChipBuild) -> str:
        """The fewest chips for a payout: ``2 × 100 + 1 × 50 + 2,50 not in chips``."""
        parts = [f"{n} \u00d7 {chip}" for chip, n in build.counts]
        if build.remainder:
            parts.append(self.tr("{amount} not in chips").format(amount=self.money(build.remainder)))
        return " + ".join(parts) or self.tr("no chips")

    def kind_name(self, kind: str) -> str:
        names = {
            "blackjack": self.tr("Black Jack"),
            "insurance": self.tr("Insurance"),
            "even_money": self.tr("Even money"),
            "three_sevens": self.tr("Three sevens"),
            "win": self.tr("Win"),
            "double_win": self.tr("Doubled win"),
            "split_win": self.tr("Split hand win"),
            "pay_the_box": self.tr("Pay the box"),
            "side_21_3": self.tr("21+3"),
            "swiss_jack": self.tr("Swiss Jack"),
        }
        return names.get(kind, kind)

    def feedback(self, question: Question, grade: Grade, keep_together: bool = False) -> str:
        """What the Drills tab says after a graded answer: right or wrong, the worked sum
        and the fewest chips (``keep_together``: no line break inside a sum)."""
        worked = "\n".join(self.worked_lines(question))
        best = self.chips(grade.best)
        if keep_together:
            worked, best = worked.replace(" ", NBSP), best.replace(" ", NBSP)
        if grade.used_fewest is None:  # typed
            if grade.correct:
                return self.tr("Right! {worked}\nIn chips: {best}").format(worked=worked, best=best)
            return self.tr("Wrong: you paid {given}; the payout is {answer}.\n{worked}\nIn chips: {best}").format(
                given=self.money(grade.given), answer=self.money(question.answer), worked=worked, best=best
            )
        if grade.code == drills.RIGHT:
            return self.tr("Right, and with the fewest chips! {worked}\n{best}").format(worked=worked, best=best)
        if grade.code == drills.RIGHT_MORE_CHIPS:
            return self.tr("Right amount, but fewer chips do it: {best}\n{worked}").format(worked=worked, best=best)
        return self.tr("Wrong: your chips make {given}; pay {best}.\n{worked}").format(
            given=self.money(grade.given), best=best, worked=worked
        )

    # --- the terminal quiz ----------------------------------------------------------------

    def quiz_opening(self, house: str, currency: str, questions: int | None, seconds: float | None) -> list[str]:
        """The quiz's first lines: where, how long, and how to answer."""
        if questions is not None and seconds is not None:
            limit = self.tr("%n questions or {seconds} seconds", "", questions).format(seconds=_whole(seconds))
        elif questions is not None:
            limit = self.tr("%n questions", "", questions)
        else:
            assert seconds is not None  # a quiz ends after a count of questions, a time, or both
            limit = self.tr("{seconds} seconds").format(seconds=_whole(seconds))
        return [
            self.tr("Payout drill at {house} ({currency}), {limit}.").format(house=house, currency=currency, limit=limit),
            self.tr("Type what the dealer pays (winnings only) and press Enter; q quits."),
        ]

    def quiz_right(self, question: Question, seconds: float, streak: int) -> str:
        return self.tr("Right. {worked}   ({seconds}, streak {streak})").format(
            worked="; ".join(self.worked_lines(question)), seconds=self.seconds(seconds), streak=streak
        )

    def quiz_wrong(self, question: Question, grade: Grade) -> list[str]:
        return [
            self.tr("Wrong: you paid {given}, the payout is {answer}.").format(
                given=self.money(grade.given), answer=self.money(question.answer)
            ),
            "  " + "; ".join(self.worked_lines(question)),
        ]

    def quiz_in_chips(self, grade: Grade) -> str:
        return "  " + self.tr("In chips: {best}").format(best=self.chips(grade.best))

    def quiz_not_graded(self, grade: Grade) -> str:
        return self.tr("Not graded: {problem}. Type it again, or q to quit.").format(problem=self.problem(grade))

    def problem(self, grade: Grade) -> str:
        """Why a typed amount was not graded ("'1,500' is ambiguous ..."), in the language."""
        return error_message(grade.problem)

    def quiz_printed(self, question: Question) -> str:
        """One ``--print`` line: the house, the question, the answer and its sum."""
        return f"[{question.house}] {self.question(question)}  ->  {self.money(question.answer)}   " \
               f"({'; '.join(self.worked_lines(question))})"

    def time_is_up(self) -> str:
        return self.tr("Time is up.")

    def late_answer(self) -> str:
        return self.tr("Time is up: that answer came after the end.")

    def stopped(self) -> str:
        return self.tr("Stopped.")

    def no_answers(self) -> str:
        return self.tr("No answers.")

    def saving_for(self, name: str, where: str) -> str:
        return self.tr("Saving the answers for {name} in {where}.").format(name=name, where=where)

    def answers_wait(self, count: int) -> str:
        return self.tr("The class server is away: %n answers wait on this computer and are written when the next "
                       "quiz or station on this class database reaches it.", "", count)

    def quiz_summary(self, stats: SessionStats) -> list[str]:
        """The end-of-quiz summary: totals, then one row per kind."""
        if not stats.answered:
            return [self.no_answers()]
        lines = [
            self.tr("{right} of {answered} right ({accuracy}), best streak {best}, median {median}.").format(
                right=stats.right, answered=stats.answered, accuracy=self.percent(stats.accuracy),
                best=stats.best_streak, median=self.seconds(stats.median_seconds),
            )
        ]
        rows = [(self.tr("kind"), self.tr("answered"), self.tr("right"), self.tr("accuracy"), self.tr("median"))]
        for kind in stats.kinds():
            counted = stats.per_kind[kind]
            rows.append((self.kind_name(kind), str(counted.answered), str(counted.right), self.percent(counted.accuracy),
                         self.seconds(counted.median_seconds)))
        widths = [max(len(row[column]) for row in rows) for column in range(5)]
        for row in rows:
            cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(row[1:], widths[1:])]
            lines.append("  ".join(cells).rstrip())
        return lines


def decimal_mark() -> str:
    """The language's decimal mark, as the catalog writes amounts ("0,50" -> ",")."""
    return amount_text(Fraction(1, 2))[1]


def _whole(seconds: float) -> str:
    return str(int(seconds)) if float(seconds).is_integer() else f"{seconds:g}"


#: the one catalog object (it holds no state).
TEXTS = DrillTexts()
