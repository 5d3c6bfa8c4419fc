"""Payout drills: every kind's answer for every house, recomputed here from the question's
own words; chips against a brute force; the scheduler; statistics and timed sessions.

The expected amounts are computed in this file from the numbers in the question text and
the house's ratios (checked against docs/rules.md below), never with drills' own helpers.
"""

from __future__ import annotations

import dataclasses
import math
import random
import re
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from trainer.core import drills
from trainer.core.drills import (
    KINDS,
    DrillSession,
    LeitnerScheduler,
    SessionStats,
    available_kinds,
    fewest_chips,
    generate,
    grade_amount,
    grade_chips,
    make_question,
)
from trainer.core.game.rules import house_names, load_house

HOUSES = ["cosmopol", "minicasino", "swiss", "czech", "holland"]
PER_KIND = 150

#: from docs/rules.md: which house offers which optional payout.
HAS = {
    # house: (insurance, even money, three sevens, behind bets, several boxes)
    "cosmopol": (True, True, True, True, True),
    "minicasino": (True, True, False, False, True),
    "swiss": (True, False, False, True, True),
    "czech": (False, False, False, False, False),
    "holland": (False, False, True, True, True),
}
#: from docs/rules.md: Black Jack pays 3:2, Holland 2:1 ("2x de inzet"); Czech is not stated,
#: its pack takes 3:2.
BLACKJACK = {"cosmopol": Fraction(3, 2), "minicasino": Fraction(3, 2), "swiss": Fraction(3, 2), "czech": Fraction(3, 2), "holland": Fraction(2)}


def test_house_list_is_the_five_packs():
    assert sorted(house_names()) == sorted(HOUSES)


@pytest.mark.parametrize("house", HOUSES)
def test_ratios_match_the_rules_digest(house):
    rules = load_house(house)
    assert rules.blackjack_pays == BLACKJACK[house]
    if rules.insurance:
        assert rules.insurance_pays == 2 and rules.insurance_max_fraction == Fraction(1, 2)
    if rules.three_sevens:
        assert rules.three_sevens_pays == 1


# --- independent arithmetic ---------------------------------------------------------------------


def paid(stake: Fraction, ratio: Fraction, unit: int | None) -> Fraction:
    """What a bet is paid, rounded down to the house unit: written out here on purpose."""
    exact = Fraction(stake) * ratio
    if unit:
        return Fraction(math.floor(exact / unit) * unit)
    return exact


def numbers(text: str) -> list[Fraction]:
    return [Fraction(n) for n in re.findall(r"\d+(?:\.\d+)?", text)]


def expected_from_text(rules, question) -> tuple[Fraction, Fraction, list[Fraction]]:
    """(stake, answer, the bets put down) read back from the English question text."""
    text, unit, bj = question.text, rules.round_payouts_down_to, rules.blackjack_pays
    kind = question.kind
    if kind == "blackjack":
        (bet,) = numbers(re.fullmatch(r"Black Jack on (\d+)\. Pay\?", text).group(1))
        return bet, paid(bet, bj, unit), [bet]
    if kind == "insurance":
        match = re.fullmatch(r"Insurance of (\d+) on a bet of (\d+); the dealer has Black Jack\. Pay the insurance\?", text)
        insurance, bet = Fraction(match.group(1)), Fraction(match.group(2))
        assert 0 < insurance <= bet / 2, text
        return insurance, paid(insurance, Fraction(2), unit), [bet]
    if kind == "even_money":
        bet = Fraction(re.fullmatch(r"Black Jack on (\d+) takes even money\. Pay\?", text).group(1))
        return bet, paid(bet, Fraction(1), unit), [bet]
    if kind == "three_sevens":
        bet = Fraction(re.fullmatch(r"Three sevens on (\d+)\. Pay\?", text).group(1))
        return bet, paid(bet, Fraction(1), unit), [bet]
    if kind == "win":
        bet = Fraction(re.fullmatch(r"(\d+) wins\. Pay\?", text).group(1))
        return bet, paid(bet, Fraction(1), unit), [bet]
    if kind == "double_win":
        match = re.fullmatch(r"(\d+) doubled to (\d+) wins\. Pay\?", text)
        bet, doubled = Fraction(match.group(1)), Fraction(match.group(2))
        assert doubled == 2 * bet
        return doubled, paid(doubled, Fraction(1), unit), [bet]
    if kind == "split_win":
        match = re.fullmatch(r"A split hand of (\d+)(?:, doubled to (\d+),)? wins\. Pay that hand\?", text)
        bet = Fraction(match.group(1))
        if match.group(2):
            assert rules.double_after_split, "doubled after a split where the house forbids it"
            assert Fraction(match.group(2)) == 2 * bet
            return 2 * bet, paid(2 * bet, Fraction(1), unit), [bet]
        return bet, paid(bet, Fraction(1), unit), [bet]
    if kind in ("side_21_3", "swiss_jack"):
        return expected_side_bet(rules, question)
    assert kind == "pay_the_box"
    match = re.fullmatch(r"(Black Jack|Winning|Three sevens) box: holder (\d+), behind ([\d, and]+)\. Pay the box\?", text)
    if match:
        ratio = {"Black Jack": bj, "Winning": Fraction(1), "Three sevens": Fraction(1)}[match.group(1)]
        if match.group(1) == "Three sevens":
            assert rules.three_sevens
        bets = [Fraction(match.group(2))] + numbers(match.group(3))
        assert 2 <= len(bets) <= 1 + rules.behind_spots, text
        return sum(bets), sum(paid(b, ratio, unit) for b in bets), bets
    match = re.fullmatch(r"One player's (\d) boxes: (.+)\. Pay the player in total\?", text)
    assert match, text
    assert rules.behind_spots == 0 and rules.player_may_play_several_boxes
    parts = match.group(2).split(", ")
    assert len(parts) == int(match.group(1)) >= 2
    stake = answer = Fraction(0)
    bets = []
    for part in parts:
        if m := re.fullmatch(r"Black Jack on (\d+)", part):
            bet = Fraction(m.group(1))
            stake, answer = stake + bet, answer + paid(bet, bj, unit)
        elif m := re.fullmatch(r"(\d+) doubled to (\d+) wins", part):
            bet = Fraction(m.group(1))
            assert Fraction(m.group(2)) == 2 * bet
            stake, answer = stake + 2 * bet, answer + paid(2 * bet, Fraction(1), unit)
        else:
            bet = Fraction(re.fullmatch(r"(\d+) wins", part).group(1))
            stake, answer = stake + bet, answer + paid(bet, Fraction(1), unit)
        bets.append(bet)
    return stake, answer, bets


#: from docs/rules.md: 21+3 pays 9:1 on each of its hands; Swiss Jack 2.5, 19, 77 and 300 to 1.
SIDE_RATIOS = {
    "a straight flush": 9, "three of a kind": 9, "a straight": 9, "a flush": 9,
    "the dealer busts": Fraction(5, 2), "the dealer has Black Jack": 19,
    "the dealer has Black Jack in one suit": 77, "the dealer has Black Jack of two clubs": 300,
}
#: docs/side-bets.md: each Swiss Jack field wins on one outcome of the dealer's hand.
SWISS_JACK_FIELD_OUTCOMES = {
    "bust": "the dealer busts", "Black Jack": "the dealer has Black Jack",
    "colour": "the dealer has Black Jack in one suit", "swiss": "the dealer has Black Jack of two clubs",
}
#: from docs/rules.md: 21+3 is 50-1000 kr whatever the table's limits (Swiss Jack: the pack's).
SIDE_LIMITS = {"side_21_3": (50, 1000)}


def _poker_hand(cards: list[str]) -> str | None:
    """Three cards as a 21+3 hand, worked out here: the ace low (A-2-3) or high (Q-K-A)."""
    order = "A23456789TJQK"
    places = sorted(order.index(card[0]) for card in cards)
    straight = places[1] == places[0] + 1 and places[2] == places[1] + 1 or places == [0, 11, 12]
    flush = len({card[1] for card in cards}) == 1
    if straight and flush:
        return "a straight flush"
    if len({card[0] for card in cards}) == 1:
        return "three of a kind"
    return "a straight" if straight else "a flush" if flush else None


def _dealer_hand(cards: list[str]) -> str | None:
    value = {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}
    points = [value.get(card[0]) or int(card[0]) for card in cards]
    if len(cards) == 2 and sorted(points) == [1, 10]:
        suits = {card[1] for card in cards}
        if suits == {"c"}:
            return "the dealer has Black Jack of two clubs"
        return "the dealer has Black Jack in one suit" if len(suits) == 1 else "the dealer has Black Jack"
    return "the dealer busts" if sum(points) > 21 else None


def expected_side_bet(rules, question) -> tuple[Fraction, Fraction, list[Fraction]]:
    """21+3 and Swiss Jack: the cards in the text must make the hand the text names, and
    the answer is the stake times that hand's ratio from docs/rules.md."""
    text, unit = question.text, rules.round_payouts_down_to
    if question.kind == "side_21_3":
        match = re.fullmatch(r"21\+3 of (\d+): the box holds (\w\w) (\w\w), the dealer shows (\w\w) \((.+)\)\. Pay\?", text)
        assert match, text
        cards, named = [match.group(2), match.group(3), match.group(4)], match.group(5)
        assert _poker_hand(cards) == named, text
    else:
        # Swiss Jack is four fields, each a bet of its own (docs/side-bets.md): the question
        # names the field, and the dealer's hand must make that field's outcome
        match = re.fullmatch(
            r"Swiss Jack (bust|Black Jack|colour|swiss) field of (\d+): the dealer's hand is ([\w ]+) \((.+)\)\. Pay\?", text
        )
        assert match, text
        field, cards, named = match.group(1), match.group(3).split(), match.group(4)
        assert _dealer_hand(cards) == named == SWISS_JACK_FIELD_OUTCOMES[field], text
        bet = Fraction(match.group(2))
        return bet, paid(bet, Fraction(SIDE_RATIOS[named]), unit), [bet]
    bet = Fraction(match.group(1))
    return bet, paid(bet, Fraction(SIDE_RATIOS[named]), unit), [bet]


def buildable(amount: Fraction, chips) -> bool:
    """Brute force: can some pile of these chips make exactly ``amount``?"""
    if amount.denominator != 1:
        return False
    reachable = {0}
    frontier = {0}
    target = int(amount)
    while frontier:
        frontier = {a + c for a in frontier for c in chips if a + c <= target} - reachable
        reachable |= frontier
    return target in reachable


# --- every kind, every house ------------------------------------------------------------------


@pytest.mark.parametrize("house", HOUSES)
def test_kinds_follow_the_house_rules(house):
    insurance, even_money, sevens, behind, several = HAS[house]
    kinds = set(available_kinds(load_house(house)))
    assert {"blackjack", "win", "double_win", "split_win"} <= kinds
    assert ("insurance" in kinds) == insurance
    assert ("even_money" in kinds) == even_money
    assert ("three_sevens" in kinds) == sevens
    assert ("pay_the_box" in kinds) == (behind or several)
    # the side bets: 21+3 at Casino Cosmopol, Swiss Jack at the Swiss house (docs/rules.md)
    assert ("side_21_3" in kinds) == (house == "cosmopol")
    assert ("swiss_jack" in kinds) == (house == "swiss")


@pytest.mark.parametrize("house", HOUSES)
def test_missing_kinds_are_refused(house):
    rules = load_house(house)
    for kind in set(KINDS) - set(available_kinds(rules)):
        with pytest.raises(ValueError):
            make_question(rules, kind, random.Random(1))
        with pytest.raises(ValueError):
            generate(rules, 3, seed=1, kinds=[kind])
        with pytest.raises(ValueError):
            DrillSession(rules, seed=1, kinds=[kind])
    with pytest.raises(ValueError):
        make_question(rules, "roulette", random.Random(1))


@pytest.mark.parametrize("house", HOUSES)
def test_every_answer_recomputed_independently(house):
    rules = load_house(house)
    for kind in available_kinds(rules):
        for question in generate(rules, PER_KIND, seed=KINDS.index(kind), kinds=[kind]):
            assert question.kind == kind and question.house == house
            stake, answer, bets = expected_from_text(rules, question)
            assert question.stake == stake, question
            assert question.answer == answer, question
            assert isinstance(question.answer, Fraction) and isinstance(question.stake, Fraction)
            # realistic stakes: within the limits and made of the house's chips
            side = rules.side_bet({"side_21_3": "21+3", "swiss_jack": "swissjack-bust"}.get(kind, ""))
            low, high = SIDE_LIMITS.get(kind, (side.min_bet, side.max_bet) if side else (rules.min_bet, rules.max_bet))
            for bet in bets:
                assert low <= bet <= high, question
                assert buildable(bet, rules.chips), question
            if kind == "insurance":
                assert buildable(question.stake, rules.chips)
            if kind == "pay_the_box" and rules.behind_spots and rules.max_box_total is not None:
                assert sum(bets) <= rules.max_box_total, question
            # the worked answer ends on the answer
            assert question.worked.endswith("= " + _text(answer)), question.worked


def _text(amount: Fraction) -> str:
    return str(amount.numerator) if amount.denominator == 1 else f"{float(amount):.1f}".rstrip("0").rstrip(".")


def test_worked_answer_for_the_classic_example():
    question = make_question(load_house("cosmopol"), "blackjack", random.Random(0), stake=175)
    assert question.answer == Fraction(525, 2)
    assert question.worked == "175 x 1.5 = 262.5"
    assert question.text == "Black Jack on 175. Pay?"
    assert question.to_json() == {"kind": "blackjack", "house": "cosmopol", "stake": 175, "answer": 262.5, "text": question.text}


def test_holland_pays_black_jack_two_to_one():
    question = make_question(load_house("holland"), "blackjack", random.Random(0), stake=175)
    assert question.answer == 350 and question.worked == "175 x 2 = 350"


def test_stakes_favour_hard_amounts():
    rules = load_house("cosmopol")
    stakes = [q.stake for q in generate(rules, 600, seed=4, kinds=["blackjack"])]
    with_half = sum(1 for s in stakes if (s * 3 / 2).denominator != 1)
    assert with_half / len(stakes) > 0.5  # most Black Jacks on odd multiples of 25
    assert len(set(stakes)) > 20  # and varied
    assert all(s % 25 == 0 for s in stakes)  # players bet in 25s at a 100 table


def test_pay_the_box_shows_behind_bets_and_several_boxes():
    cosmopol = generate(load_house("cosmopol"), 200, seed=2, kinds=["pay_the_box"])
    assert all("behind" in q.text for q in cosmopol)
    assert any(q.text.startswith("Black Jack box") and q.text.count(" and ") == 1 for q in cosmopol)
    minicasino = generate(load_house("minicasino"), 50, seed=2, kinds=["pay_the_box"])
    assert all(q.text.startswith("One player's") for q in minicasino)


@pytest.mark.parametrize("house", HOUSES)
def test_rounding_down_is_respected(house):
    rules = dataclasses.replace(load_house(house), round_payouts_down_to=10)
    for question in generate(rules, 300, seed=8):
        stake, answer, _ = expected_from_text(rules, question)
        assert question.answer == answer
        assert question.answer % 10 == 0  # each bet is rounded, so their sum is too
    bj = make_question(rules, "blackjack", random.Random(0), stake=175)
    expected = math.floor(175 * BLACKJACK[house] / 10) * 10
    assert bj.answer == expected
    if expected != 175 * BLACKJACK[house]:
        assert "rounded down to 10" in bj.worked


@pytest.mark.parametrize("house", HOUSES)
def test_same_seed_same_questions(house):
    rules = load_house(house)
    first = generate(rules, 60, seed=123)
    assert first == generate(rules, 60, seed=123)
    assert first != generate(rules, 60, seed=124)


def test_mixed_houses():
    questions = generate([load_house(h) for h in HOUSES], 200, seed=5)
    assert {q.house for q in questions} == set(HOUSES)
    insured = generate([load_house(h) for h in HOUSES], 50, seed=5, kinds=["insurance"])
    assert {q.house for q in insured} <= {"cosmopol", "minicasino", "swiss"}


def test_parse_kinds():
    assert drills.parse_kinds("win, blackjack") == ("blackjack", "win")
    with pytest.raises(ValueError):
        drills.parse_kinds("win,poker")
    with pytest.raises(ValueError):
        drills.parse_kinds(" , ")


# --- chips --------------------------------------------------------------------------------------


def brute_fewest(amount: int, chips) -> int | None:
    """Try every pile: the fewest chips making exactly ``amount``, None if none does."""
    chips = sorted(chips, reverse=True)

    def piles(rest: int, index: int):
        """Every way to make ``rest`` from chips[index:], as chip counts."""
        if index == len(chips) - 1:
            if rest % chips[index] == 0:
                yield rest // chips[index]
            return
        for n in range(rest // chips[index] + 1):
            for more in piles(rest - n * chips[index], index + 1):
                yield n + more

    return min(piles(amount, 0), default=None)


CHIP_SETS = [(5, 25, 100), (5, 10, 25, 50, 100), (25, 100, 500), (5, 20, 25), (1, 3, 4), (10, 25)]


@pytest.mark.parametrize("chips", CHIP_SETS)
def test_fewest_chips_against_brute_force(chips):
    for amount in range(0, 205):
        build = fewest_chips(amount, chips)
        best = brute_fewest(amount, chips)
        if best is None:
            assert build.remainder > 0  # not makeable: the chips leave a remainder
            assert build.total < amount
            # and the chip part is the largest makeable amount below
            assert all(brute_fewest(a, chips) is None for a in range(build.total + 1, amount + 1))
        else:
            assert build.remainder == 0 and build.total == amount
            assert build.chip_count == best
        assert all(chip in chips and n > 0 for chip, n in build.counts)
        assert sum(chip * n for chip, n in build.counts) == build.total


def test_greedy_is_not_enough():
    build = fewest_chips(40, (5, 20, 25))
    assert build.counts == ((20, 2),)


@pytest.mark.parametrize("house", HOUSES)
def test_fewest_chips_of_house_payouts(house):
    rules = load_house(house)
    for question in generate(rules, 60, seed=3):
        build = fewest_chips(question.answer, rules.chips)
        assert build.total + build.remainder == question.answer
        assert build.remainder >= 0
        # no amount between the chip part and the payout can be made of chips
        for amount in range(build.total + 1, math.floor(question.answer) + 1):
            assert not buildable(Fraction(amount), rules.chips)
        if build.total <= 300:
            assert build.chip_count == brute_fewest(build.total, rules.chips)


def test_half_unit_goes_to_the_remainder():
    build = fewest_chips(Fraction(525, 2), (5, 25, 100, 500, 1000))
    assert build.total == 260 and build.remainder == Fraction(5, 2)
    assert build.describe() == "2 x 100 + 2 x 25 + 2 x 5 + 2.5 not in chips"


# --- grading ------------------------------------------------------------------------------------


def test_grade_typed_amounts():
    rules = load_house("cosmopol")
    question = make_question(rules, "blackjack", random.Random(0), stake=175)
    assert grade_amount(question, "262.5").correct
    assert grade_amount(question, "262,5").correct
    assert grade_amount(question, " 262.50 ").correct
    wrong = grade_amount(question, "260")
    assert not wrong.correct and wrong.code == drills.GradeCode.WRONG_AMOUNT and wrong.given == 260
    unreadable = grade_amount(question, "lots")
    assert not unreadable.graded and unreadable.code == drills.UNREADABLE
    assert grade_amount(question, Fraction(525, 2)).correct


def test_grade_chip_builds():
    chips = (5, 25, 100, 500, 1000)
    question = make_question(load_house("cosmopol"), "blackjack", random.Random(0), stake=175)
    fewest = grade_chips(question, [100, 100, 25, 25, 5, 5], chips)
    assert fewest.code == drills.RIGHT and fewest.used_fewest and fewest.correct
    more = grade_chips(question, {100: 2, 25: 1, 5: 7}, chips)
    assert more.code == drills.RIGHT_MORE_CHIPS and more.correct and more.used_fewest is False
    wrong = grade_chips(question, [100, 100, 25, 25], chips)
    assert wrong.code == drills.GradeCode.WRONG_AMOUNT and not wrong.correct and wrong.given == 250
    assert grade_chips(question, [100, 100, 50, 10], chips).code == drills.NOT_HOUSE_CHIP
    assert grade_chips(question, [], chips).code == drills.NO_CHIPS


# --- statistics ---------------------------------------------------------------------------------


def test_session_stats():
    stats = SessionStats()
    for kind, correct, seconds in [
        ("win", True, 2.0),
        ("win", True, 4.0),
        ("win", False, 9.0),
        ("blackjack", True, 5.0),
        ("blackjack", True, 7.0),
        ("win", True, 3.0),
    ]:
        stats.record(kind, correct, seconds)
    assert stats.answered == 6 and stats.right == 5
    assert stats.streak == 3 and stats.best_streak == 3
    win = stats.per_kind["win"]
    assert (win.answered, win.right, win.streak, win.best_streak) == (4, 3, 1, 2)
    assert win.accuracy == 0.75
    assert win.median_seconds == 3.5
    assert stats.per_kind["blackjack"].median_seconds == 6.0
    assert stats.kinds() == ["blackjack", "win"]


# --- scheduling ---------------------------------------------------------------------------------


def _fresh_pair():
    scheduler = LeitnerScheduler([("win", 0), ("blackjack", 0), ("win", 1), ("blackjack", 1)], random.Random(0))
    return scheduler


def test_failed_item_comes_back_sooner_than_a_passed_one():
    scheduler = _fresh_pair()
    failed = scheduler.record(("win", 0), correct=False, seconds=1.0)
    passed = scheduler.record(("blackjack", 0), correct=True, seconds=1.0)
    assert failed.due < passed.due


def test_slow_answer_comes_back_sooner_than_a_fast_one():
    scheduler = _fresh_pair()
    slow = scheduler.record(("win", 0), correct=True, seconds=30.0)
    fast = scheduler.record(("win", 1), correct=True, seconds=1.0)
    assert slow.due < fast.due
    assert slow.box < fast.box


def test_relative_slowness_counts_once_there_is_a_median():
    scheduler = LeitnerScheduler([("blackjack", 0), ("blackjack", 1)], random.Random(0))
    for _ in range(3):
        scheduler.record(("blackjack", 0), correct=True, seconds=1.0)
    assert scheduler.is_slow("blackjack", 4.0)  # four times the median, under the 8 s target
    assert not scheduler.is_slow("blackjack", 1.5)


def _session_run(answer_wrong_kind: str | None, slow_kind: str | None, steps: int = 40):
    """Drive a session on a fake clock; return the kinds asked, in order."""
    now = [0.0]
    session = DrillSession(load_house("cosmopol"), seed=9, clock=lambda: now[0])
    asked = []
    for _ in range(steps):
        question = session.next_question()
        asked.append(question.kind)
        now[0] += 30.0 if question.kind == slow_kind else 1.0
        session.answer_amount(question.answer + (1 if question.kind == answer_wrong_kind else 0))
    return asked


def test_a_kind_always_answered_wrong_is_asked_more():
    baseline = _session_run(None, None)
    failing = _session_run("insurance", None)
    assert failing.count("insurance") > baseline.count("insurance") + 3


def test_a_failing_kind_does_not_crowd_out_the_rest():
    failing = _session_run("insurance", None, steps=60)
    assert failing.count("insurance") <= 31
    assert len(set(failing[30:])) >= 5  # the other kinds keep coming


def test_a_kind_answered_slowly_is_asked_more():
    baseline = _session_run(None, None)
    slow = _session_run(None, "win")
    assert slow.count("win") > baseline.count("win")


def test_a_wrong_answer_is_asked_again_within_three_questions():
    session = DrillSession(load_house("swiss"), seed=1, clock=lambda: 0.0)
    first = session.next_question()
    session.answer_amount(first.answer + 5)
    following = []
    for _ in range(3):
        question = session.next_question()
        following.append(question.item)
        session.answer_amount(question.answer)
    assert first.item in following


def test_same_seed_same_session():
    def run():
        session = DrillSession(load_house("holland"), seed=77, clock=lambda: 0.0)
        out = []
        for i in range(25):
            question = session.next_question()
            out.append(question)
            session.answer_amount(question.answer if i % 3 else 0)
        return out

    assert run() == run()


# --- sessions -----------------------------------------------------------------------------------


def test_counted_session_ends():
    session = DrillSession(load_house("czech"), seed=1, max_questions=3, clock=lambda: 0.0)
    for _ in range(3):
        question = session.next_question()
        assert question.kind in available_kinds(session.rules)
        session.answer_amount(question.answer)
    assert session.is_over() and session.next_question() is None
    assert session.stats.answered == 3 and session.stats.streak == 3


def test_timed_session_ends_and_times_answers():
    now = [100.0]
    session = DrillSession(load_house("minicasino"), seed=3, seconds=60, clock=lambda: now[0])
    assert session.time_left() == 60
    question = session.next_question()
    now[0] += 4.0
    session.answer_amount(question.answer)
    assert session.history[-1].seconds == 4.0
    assert session.stats.per_kind[question.kind].median_seconds == 4.0
    question = session.next_question()
    now[0] += 70.0
    assert session.time_left() == 0 and session.is_over()
    session.answer_amount(question.answer)  # the caller decides about late answers
    assert session.next_question() is None


def test_unreadable_answers_are_not_counted():
    session = DrillSession(load_house("cosmopol"), seed=1, clock=lambda: 0.0)
    question = session.next_question()
    assert not session.answer_amount("twelve").graded
    assert session.stats.answered == 0 and session.next_question() is question
    assert not session.answer_chips([]).graded
    assert session.answer_chips([3]).code == drills.NOT_HOUSE_CHIP
    assert session.stats.answered == 0


def test_session_kinds_and_limits_are_checked():
    rules = load_house("cosmopol")
    with pytest.raises(ValueError):
        DrillSession(rules, kinds=["poker"])
    with pytest.raises(ValueError):
        DrillSession(rules, max_questions=0)
    with pytest.raises(ValueError):
        DrillSession(rules, seconds=0)
    session = DrillSession(rules, seed=1, kinds=["win"], clock=lambda: 0.0)
    for _ in range(10):
        question = session.next_question()
        assert question.kind == "win"
        session.answer_amount(question.answer)


def test_drills_import_without_qt():
    code = "import sys, trainer.core.drills; print(any(m.startswith('PySide6') for m in sys.modules))"
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    assert result.stdout.strip() == "False"


def test_side_bet_drills_ask_every_winning_hand():
    named = {q.text.rsplit("(", 1)[1] for q in generate(load_house("cosmopol"), 200, seed=5, kinds=["side_21_3"])}
    assert named == {"a straight flush). Pay?", "three of a kind). Pay?", "a straight). Pay?", "a flush). Pay?"}
    swiss = generate(load_house("swiss"), 300, seed=5, kinds=["swiss_jack"])
    assert {q.text.rsplit("(", 1)[1] for q in swiss} == {
        "the dealer busts). Pay?", "the dealer has Black Jack). Pay?",
        "the dealer has Black Jack in one suit). Pay?", "the dealer has Black Jack of two clubs). Pay?",
    }
    # a bust at 2.5 to 1 on an odd stake pays a half: 35 x 2.5 = 87.5
    assert any(q.answer.denominator == 2 for q in swiss)


def test_side_bet_drills_in_a_session():
    session = DrillSession(load_house("swiss"), seed=3, kinds=["swiss_jack"], max_questions=5)
    question = session.next_question()
    assert question.kind == "swiss_jack" and question.cards
