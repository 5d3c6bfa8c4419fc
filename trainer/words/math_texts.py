"""The house's mathematics in the reader's language: the lines ``trainer math`` prints and
the headings and rule names the window's House page shows.

The figures come from :func:`trainer.core.house_math.house_math` as plain data; this module
only words them. Numbers are printed with a decimal point in every language, as the JSON
and the rest of the command line do.
"""

from __future__ import annotations

from typing import Any

from trainer.core.house_math.game import UNLIMITED_SPLIT_HANDS
from trainer.words.messages import translate
from trainer.words.placeholders import filled
from trainer.words.progress_texts import decimal_text

#: the dealer's outcomes in table order, as the report keys them.
OUTCOMES = ("17", "18", "19", "20", "21", "blackjack", "bust")
UP_CARDS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "A")
SECTIONS = ("hard", "soft", "pairs")
#: the mark beside a chart cell a hole-card game plays otherwise.
HOLE_CARD_MARK = "*"


def _points(value: float) -> str:
    """A change in percentage points, signed: +0.063, -2.266 (+0,063 in German)."""
    return decimal_text(value, 3, signed=True)


def _ratio(value: float) -> str:
    """A payout ratio as the packs write it: 1.5 -> 3:2, 2 -> 2:1."""
    for denominator in (1, 2, 4, 5):
        numerator = value * denominator
        if abs(numerator - round(numerator)) < 1e-9:
            return f"{round(numerator)}:{denominator}"
    return f"{value:g}:1"


class MathTexts:
    """The math report's words. A class because lupdate takes the class's name as the
    context of ``self.tr``."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("MathTexts", text, n)

    # --- headings ---------------------------------------------------------------------
    def edge_line(self, edge: float) -> str:
        return filled(self.tr("House edge with the house's basic strategy: %1 %"), decimal_text(edge, 3))

    def reference_line(self, edge: float) -> str:
        return filled(self.tr("The German casinos' game, the reference: %1 %"), decimal_text(edge, 3))

    def dealer_heading(self) -> str:
        return self.tr("The dealer's final hand by up card, before the Black Jack check (percent)")

    def outcome_names(self) -> tuple[str, ...]:
        return ("17", "18", "19", "20", "21", self.tr("Black Jack"), self.tr("bust"))

    def up_card_column(self) -> str:
        return self.tr("up card")

    def all_row(self) -> str:
        return self.tr("all")

    def strategy_heading(self) -> str:
        return self.tr("Basic strategy: H hit, S stand, D double (else hit), Ds double (else stand), P split; "
                       "* a hole-card game plays the cell otherwise")

    def move_names(self) -> dict[str, str]:
        """The chart's moves by their letters, for the House page's legend."""
        return {
            "H": self.tr("hit"),
            "S": self.tr("stand"),
            "D": self.tr("double, else hit"),
            "Ds": self.tr("double, else stand"),
            "P": self.tr("split"),
        }

    def section_name(self, section: str) -> str:
        return {"hard": self.tr("hard"), "soft": self.tr("soft"), "pairs": self.tr("pairs")}[section]

    def worths_heading(self) -> str:
        return self.tr("What the house's rules are worth against the reference game (percentage points of house edge)")

    def no_hole_card_line(self, worth: float) -> str:
        return filled(self.tr("no hole card (a dealer Black Jack takes doubles and splits): %1"), _points(worth))

    def remainder_line(self, rest: float) -> str:
        return filled(self.tr("the rules together, beyond their sum: %1"), _points(rest))

    def side_bets_heading(self) -> str:
        return self.tr("Side bets")

    def side_bet_line(self, bet_id: str, win: float, edge: float) -> str:
        return filled(self.tr("%1: wins %2 % of the time, house edge %3 %"), bet_id, decimal_text(win * 100, 3), decimal_text(edge, 3))

    def no_side_bets(self) -> str:
        return self.tr("none at this house")

    # --- rule worths ----------------------------------------------------------------------
    def rule_name(self, rule: str, house: dict[str, Any]) -> str:
        """A rule group as the house has it, in words ("no re-split of aces")."""
        if rule == "decks":
            return filled(self.tr("%1 decks"), house["decks"])
        if rule == "dealer_rule":
            if house["hits_soft_17"]:
                return self.tr("the dealer hits soft 17")
            return filled(self.tr("the dealer stands on %1"), house["stands_on"])
        if rule == "blackjack_pays":
            return filled(self.tr("Black Jack pays %1"), _ratio(house["blackjack_pays"]))
        if rule == "double_totals":
            if not house["double_totals"]:
                return self.tr("no doubling")
            totals = ", ".join(str(total) for total in house["double_totals"])
            if house["double_counts_ace_as_one"]:
                return filled(self.tr("double on %1, a soft hand with its ace as 1"), totals)
            return filled(self.tr("double on %1"), totals)
        if rule == "double_after_split":
            return self.tr("double after a split") if house["double_after_split"] else self.tr("no double after a split")
        if rule == "split_match":
            return self.tr("split equal ranks only") if house["split_by_rank"] else self.tr("split equal values")
        if rule == "split_tens":
            return self.tr("tens may be split") if house["split_tens"] else self.tr("no split of tens")
        if rule == "resplit":
            if house["max_split_hands"] < 2:
                return self.tr("no splitting")
            if not house["resplit"]:
                return self.tr("one split per box")
            if house["max_split_hands"] >= UNLIMITED_SPLIT_HANDS:  # the house sets no limit
                return self.tr("re-split without a limit")
            return filled(self.tr("re-split up to %1 hands"), house["max_split_hands"])
        if rule == "split_aces":
            if house["resplit_aces"]:
                return self.tr("aces may be split again")
            if house["split_aces_one_card"]:
                return self.tr("split aces take one card, no re-split")
            return self.tr("no re-split of aces")
        if rule == "three_sevens":
            if house["three_sevens_pays"]:
                return filled(self.tr("three sevens pay %1"), _ratio(house["three_sevens_pays"]))
            return self.tr("no three-sevens bonus")
        if rule == "ties_dealer_wins":
            ties = house["ties_dealer_wins"]
            if ties:
                return filled(self.tr("the dealer wins ties on %1"), ", ".join(str(total) for total in ties))
            return self.tr("ties stand off")
        if rule == "may_hit_soft_21":
            return self.tr("a soft 21 may draw") if house["may_hit_soft_21"] else self.tr("every 21 stands")
        return rule

    # --- the whole report as text -----------------------------------------------------------
    def report_lines(self, report: dict[str, Any], title: str, bet_names: dict[str, str] | None = None) -> list[str]:
        """``trainer math``'s human output for one house."""
        lines = [title, self.edge_line(report["house_edge_percent"]),
                 self.reference_line(report["reference"]["house_edge_percent"]), ""]
        lines.append(self.dealer_heading())
        names = self.outcome_names()
        header = [self.up_card_column(), *names]
        rows = [header]
        for up, outcomes in report["dealer_outcomes"].items():
            label = self.all_row() if up == "all" else up
            rows.append([label, *(decimal_text(outcomes[key] * 100, 2) for key in OUTCOMES)])
        lines += _table(rows)
        lines += ["", self.strategy_heading()]
        lines += self.chart_lines(report["basic_strategy"], report["hole_card_differences"])
        lines += ["", self.worths_heading()]
        for worth in report["rule_worths"]:
            lines.append(f"  {self.rule_name(worth['rule'], worth['house'])}: {_points(worth['edge_change_percent'])}")
        lines.append("  " + self.no_hole_card_line(report["no_hole_card_percent"]))
        lines.append("  " + self.remainder_line(report["rule_worths_remainder_percent"]))
        lines += ["", self.side_bets_heading()]
        if not report["side_bets"]:
            lines.append("  " + self.no_side_bets())
        for bet_id, figures in report["side_bets"].items():
            name = (bet_names or {}).get(bet_id, bet_id)  # the house pack's name for its bet
            lines.append("  " + self.side_bet_line(name, figures["win_probability"], figures["house_edge_percent"]))
        return lines

    def chart_lines(self, strategy: dict[str, Any], marked: dict[str, Any]) -> list[str]:
        lines: list[str] = []
        for section in SECTIONS:
            rows = [[self.section_name(section), *UP_CARDS]]
            for row, moves in strategy[section].items():
                cells = []
                for up in UP_CARDS:
                    mark = HOLE_CARD_MARK if up in marked.get(section, {}).get(row, {}) else ""
                    cells.append(moves[up] + mark)
                rows.append([row, *cells])
            lines += _table(rows)
        return lines


def _table(rows: list[list[str]]) -> list[str]:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [
        "  ".join(cell.ljust(width) if column == 0 else cell.rjust(width) for column, (cell, width) in enumerate(zip(row, widths))).rstrip()
        for row in rows
    ]


#: the one catalog object (it holds no state).
MATH = MathTexts()
