"""The checker's fast paths give what the plain ways give (docs/speed.md): the shoe's
shuffle is the standard library's order, card for card; what the checker remembers
within a round (the settlement's order and outcomes, actions built once) equals what it
would work out afresh at every step."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from trainer.core.procedure.actions import Action, ActionError, known_action
from trainer.core.game.cards import Shoe, _sorted_decks, parse_cards
from trainer.core.procedure.players import _clamp, load_chart
from trainer.core.game.rules import house_names, load_house
from trainer.core.packs.scenario import random_scenario
from trainer.core.game.shuffle import shuffle_seeded


@pytest.mark.parametrize("size", [0, 1, 2, 3, 52, 104, 257, 312, 416])
def test_shuffle_is_the_standard_librarys_order(size):
    cards = list(range(size))
    for seed in range(0, 400, 7):
        ours, theirs = list(cards), list(cards)
        shuffle_seeded(ours, seed)
        random.Random(seed).shuffle(theirs)
        assert ours == theirs, (size, seed)


@pytest.mark.parametrize("decks, seed, top", [(6, 0, ""), (6, 12345, "Ah Kd 7c"), (1, 3, "2s"), (8, 99, "")])
def test_shoe_deals_the_stacked_top_then_the_seeded_shuffle(decks, seed, top):
    stacked = parse_cards(top.split())
    rest = list(_sorted_decks(decks))
    for card in stacked:
        rest.remove(card)
    random.Random(seed).shuffle(rest)
    shoe = Shoe(decks, seed, stacked)
    assert [shoe.draw() for _ in range(decks * 52)] == stacked + rest


# --- the checker's remembered answers against the same answers worked out afresh ---------

def _plain_finished(hand) -> bool:
    """A hand's end, spelt out the long way (docs/procedure.md)."""
    if hand.cleared or hand.stood or hand.is_bust or hand.is_blackjack:
        return True
    if hand.total == 21 and len(hand.cards) >= 2 and not hand.may_draw_on_21:
        return True
    if hand.doubled and len(hand.cards) >= 3:
        return True
    return hand.split_aces and len(hand.cards) >= 2


def _plain_settlement_expected(round_) -> list[Action]:
    """What the settlement expects, sorted and worked out anew at this very step."""
    position = {hand_id: index for index, hand_id in enumerate(round_.table.order)}
    bets = sorted(round_.table.live_bets(), key=lambda bet: -position[bet.hand_id])
    if not bets:
        return [Action("end_round")]
    return [round_._work_out_outcome(bet) for bet in bets if bet.hand_id == bets[0].hand_id]


def _fresh_duty(round_):
    """The duty of the moment looked for from scratch: nothing taken as settled before."""
    remembered = round_._last_hand_clear, round_._side_bets_all_settled
    round_._last_hand_clear, round_._side_bets_all_settled = False, not round_._has_side_bets
    try:
        return round_._find_duty()
    finally:
        round_._last_hand_clear, round_._side_bets_all_settled = remembered


@pytest.mark.parametrize("house", house_names())
def test_remembered_answers_equal_fresh_ones_at_every_step(house):
    rules = load_house(house)
    settled_steps = duties = 0
    for seed in range(80):
        with random_scenario(rules, seed).new_round() as round_:
            while not round_.finished:
                for hand in round_.table.hands.values():
                    assert hand.finished == _plain_finished(hand), (seed, hand)
                expected = round_.expected()
                assert round_._duty() == _fresh_duty(round_), seed
                duties += round_._duty() is not None
                if round_.state == "settlement" and round_._duty() is None:
                    assert expected == _plain_settlement_expected(round_), seed
                    settled_steps += 1
                    # a wrong settlement changes nothing, the remembered order included
                    assert round_.attempt("push 99") is not None
                    assert round_.expected() == expected
                assert round_.attempt(expected[0]) is None
                assert round_.table.ledger_balanced()
    assert settled_steps > 100  # the settlement was reached many times
    assert duties > 20  # bust, Black Jack and side-bet duties among them


def test_known_actions_are_the_checked_actions():
    assert known_action("deal", "3") == Action("deal", "3") and known_action("deal", "3") is known_action("deal", "3")
    assert known_action("end_round") == Action.parse("end_round")
    with pytest.raises(ActionError):
        known_action("deal")  # a deal names its target: built through the same checks


@pytest.mark.parametrize("house", house_names())
def test_the_ledger_check_sees_a_chip_made_or_lost(house):
    """ledger_balanced counts the chips brought as one stack per owner: a chip made or
    lost anywhere (tray, a player's stack, a bet on the table) breaks it."""
    with random_scenario(load_house(house), 3).new_round() as round_:
        for _ in range(12):
            round_.attempt(round_.expected()[0])
        table = round_.table
        assert len(table.stacks) >= 2 and table.ledger_balanced()
        owner, bet = next(iter(table.stacks)), next(b for b in table.bets.values() if not b.settled)
        for tamper, undo in (
            (lambda: setattr(table, "tray", table.tray + 1), lambda: setattr(table, "tray", table.tray - 1)),
            (lambda: table.stacks.__setitem__(owner, table.stacks[owner] - Fraction(1, 2)),
             lambda: table.stacks.__setitem__(owner, table.stacks[owner] + Fraction(1, 2))),
            (lambda: setattr(bet, "stake", bet.stake * 2), lambda: setattr(bet, "stake", bet.stake / 2)),
        ):
            tamper()
            assert not table.ledger_balanced()
            undo()
            assert table.ledger_balanced()


def test_the_charts_row_for_any_total_is_the_nearest_row():
    chart = load_chart()
    for rows in (chart.hard, chart.soft):
        for value in range(0, 40):
            assert _clamp(value, rows) == max(min(value, max(rows)), min(rows)), value
        assert _clamp(min(rows) - 1, rows) == min(rows) and _clamp(max(rows) + 1, rows) == max(rows)
