"""Simulated players: the basic strategy chart of seed 000, legal fallbacks, scripts."""

from __future__ import annotations

import pytest

from trainer.core.procedure import moves
from trainer.core.game.cards import Card, parse_cards
from trainer.core.procedure.players import Players, load_chart
from trainer.core.game.rules import load_house
from trainer.core.game.table import Hand

UPS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "A"]
# Rows copied by hand from the chart printed in seed 000 (H hit, S stand, D double, P split).
SEED_ROWS = {
    ("hard", "5h 3d"): "H H H H H H H H H H",
    ("hard", "5h 4d"): "H D D D D H H H H H",
    ("hard", "6h 4d"): "D D D D D D D D H H",
    ("hard", "6h 5d"): "D D D D D D D D H H",
    ("hard", "Th 2d"): "H H S S S H H H H H",
    ("hard", "Th 6d"): "S S S S S H H H H H",
    ("hard", "Th 7d"): "S S S S S S S S S S",
    ("soft", "Ah 6d"): "H H H H H H H H H H",
    ("soft", "Ah 7d"): "S S S S S S S H H H",
    ("soft", "Ah 8d"): "S S S S S S S S S S",
    ("pair", "2h 2d"): "P P P P P P H H H H",
    ("pair", "4h 4d"): "H H H P P H H H H H",
    ("pair", "5h 5d"): "D D D D D D D D H H",
    ("pair", "6h 6d"): "P P P P P H H H H H",
    ("pair", "7h 7d"): "P P P P P P H H H H",
    ("pair", "8h 8d"): "P P P P P P P P H H",
    ("pair", "9h 9d"): "P P P P P S P P S S",
    ("pair", "Th Kd"): "S S S S S S S S S S",
    ("pair", "Ah Ad"): "P P P P P P P P P H",
}
WORD = {"H": "hit", "S": "stand", "D": "double", "P": "split"}


@pytest.mark.parametrize("kind, cards", list(SEED_ROWS))
def test_cosmopol_players_follow_the_printed_chart(kind, cards):
    rules = load_house("cosmopol")
    players = Players()
    for up, wanted in zip(UPS, SEED_ROWS[(kind, cards)].split()):
        hand = Hand("1", 1, parse_cards(cards.split()))
        move = players.next_decision(
            hand, Card.parse(up + "c"), moves.double_allowed(rules, hand), moves.split_allowed(rules, hand, 1), frozenset()
        )
        assert move == WORD[wanted], (cards, up)


def test_a_double_the_house_forbids_becomes_a_hit():
    # 11 on a split hand in the Swiss house (no double after a split): the chart's D is a hit.
    rules = load_house("swiss")
    hand = Hand("1.1", 1, parse_cards(["6h", "5d"]), from_split=True)
    assert not moves.double_allowed(rules, hand)
    assert Players().next_decision(hand, Card.parse("6c"), False, False, frozenset()) == "hit"


def test_a_pair_that_may_not_be_split_is_played_on_its_total():
    rules = load_house("czech")  # no split of tens; 8-8 would split, K-K stands on 20
    hand = Hand("1", 1, parse_cards(["Kh", "Kd"]))
    assert Players().next_decision(hand, Card.parse("6c"), False, moves.split_allowed(rules, hand, 1), frozenset()) == "stand"
    aces = Hand("1", 1, parse_cards(["Ah", "Ad"]))
    assert Players().next_decision(aces, Card.parse("6c"), False, False, frozenset()) == "hit"


def test_scripted_decisions_come_first_and_skip_refused_moves():
    players = Players(decisions={"1": ["double", "double", "stand"]})
    hand = Hand("1", 1, parse_cards(["Th", "2d"]))
    up = Card.parse("9c")
    assert players.next_decision(hand, up, False, False, frozenset()) == "double"
    # The dealer refused the double: the script's next double is skipped too.
    assert players.next_decision(hand, up, False, False, frozenset({"double"})) == "stand"
    # Script used up: basic strategy (12 against 9: hit).
    assert players.next_decision(hand, up, False, False, frozenset()) == "hit"


def test_chart_covers_every_total():
    chart = load_chart()
    assert sorted(chart.hard) == list(range(4, 18))
    assert sorted(chart.soft) == list(range(12, 20))
    assert sorted(chart.pairs) == list(range(1, 11))
    assert all(len(row) == 10 for rows in (chart.hard, chart.soft, chart.pairs) for row in rows.values())
