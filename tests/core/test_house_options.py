"""The house play options read from the casinos' texts (docs/house-options.md): one test per
option per house, with what each house's text says written out here by hand, not read
from the packs.

- may_hit_soft_21: only the restaurant casino's sheet forbids a card on a *hard* 21 alone.
- hit_order: only the Czech text serves extra cards "one at a time, round the table".
- insurance_amount: the three texts with insurance all say "half the bet"; the Dutch and
  Czech texts have no insurance at all.
"""

from __future__ import annotations

import pytest

from tests.core.roundkit import advance_until, new_round, scenario
from tests.core.test_house_rules_behaviour import shoe
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError

HOUSES = ["cosmopol", "minicasino", "swiss", "holland", "czech"]


def _play_actions(text: str) -> list[str]:
    """The reference dealer's actions of the boxes' play (after the first deal, before the
    dealer's own cards)."""
    with new_round(text) as round_:
        play_round(round_)
        assert not round_.mistakes and round_.table.ledger_balanced()
        return [str(r.action) for r in round_.history if r.state == "play"]


# --- may_hit_soft_21 ------------------------------------------------------------------------
# Box 1: A-5 against a dealer's 9, hits a five: A-5-5 is a soft 21. The holder asks again.
SOFT_21_DRAWS = {"cosmopol": False, "minicasino": True, "swiss": False, "holland": False, "czech": False}


def _soft_21(house: str, decisions: str = "[hit, hit, stand]") -> str:
    return (
        f"rules: {house}\nboxes: {{1: {{bet: 100}}}}\n"
        f"shoe: {shoe(house, ['Ah 5d'], '9c', '5s', '4d', 'Kd', '8h')}\ndecisions: {{1: {decisions}}}"
    )


@pytest.mark.parametrize("house", HOUSES)
def test_may_hit_soft_21(house):
    text = _soft_21(house)
    if SOFT_21_DRAWS[house]:
        # 5s makes a soft 21; asked again, 4d makes A-5-5-4, a hard 15; then it stands.
        assert _play_actions(text) == ["deal 1", "deal 1"]
    else:
        assert _play_actions(text) == ["deal 1"]  # the soft 21 closes the hand
    with new_round(text) as round_:
        advance_until(round_, lambda r: len(r.table.hands["1"].cards) == 3)
        hand = round_.table.hands["1"]
        assert hand.total == 21 and hand.may_draw_on_21 is SOFT_21_DRAWS[house]
        assert hand.finished is not SOFT_21_DRAWS[house]
        mistake = round_.attempt("deal 1")
        if SOFT_21_DRAWS[house]:
            assert mistake is None  # its holder asked: the card is right
            assert round_.table.hands["1"].total == 15
        else:
            assert mistake.code == M.CARD_TO_FINISHED_HAND


def test_soft_21_that_stands_or_hard_21_takes_no_card_at_the_restaurant_casino():
    # A soft 21 whose holder stands is finished like any stood hand.
    with new_round(_soft_21("minicasino", "[hit, stand]")) as round_:
        advance_until(round_, lambda r: r.state == "dealer_draw")
        assert round_.table.hands["1"].stood
        assert round_.attempt("deal 1").code == M.CARD_TO_FINISHED_HAND
    # A hard 21 (T-5-6: the total cannot be anything but 21) closes the hand.
    text = "rules: minicasino\nboxes: {1: {bet: 100}}\nshoe: [Td, 9c, 5d, 6s, Kd]\ndecisions: {1: [hit, hit]}"
    with new_round(text) as round_:
        advance_until(round_, lambda r: len(r.table.hands["1"].cards) == 3)
        assert round_.table.hands["1"].finished
        assert round_.attempt("deal 1").code == M.CARD_TO_FINISHED_HAND
    # A-K on a split hand is no Black Jack, so a soft 21 that may ask; split aces may not.
    text = (
        "rules: minicasino\nboxes: {1: {bet: 100}}\nshoe: [Kh, 9c, Kd, As, 7c, Ts, 9h]\n"
        "decisions: {1: [split], 1.1: [hit, stand]}"
    )
    assert _play_actions(text) == ["split 1", "deal 1.1", "deal 1.1", "deal 1.2"]


# --- hit_order ---------------------------------------------------------------------------------
# Boxes 1 and 2 both hit twice (2-3 and 2-3 against a 9), then stand.
ROUND_THE_TABLE = {"cosmopol": False, "minicasino": False, "swiss": False, "holland": False, "czech": True}


def _two_hitters(house: str) -> str:
    return (
        f"rules: {house}\nboxes: {{1: {{bet: 100}}, 2: {{bet: 100}}}}\n"
        f"shoe: {shoe(house, ['2h 3h', '2d 3d'], '9c', '2c', '2s', '3c', '3s', 'Th')}\n"
        "decisions: {1: [hit, hit, stand], 2: [hit, hit, stand]}"
    )


@pytest.mark.parametrize("house", HOUSES)
def test_hit_order(house):
    text = _two_hitters(house)
    if ROUND_THE_TABLE[house]:
        assert _play_actions(text) == ["deal 1", "deal 2", "deal 1", "deal 2"]
    else:
        assert _play_actions(text) == ["deal 1", "deal 1", "deal 2", "deal 2"]
    # After box 1's first extra card: DEAL_ORDER follows the house's order.
    right, wrong = ("deal 2", "deal 1") if ROUND_THE_TABLE[house] else ("deal 1", "deal 2")
    with new_round(text) as round_:
        advance_until(round_, lambda r: len(r.table.hands["1"].cards) == 3)
        assert round_.attempt(wrong).code == M.DEAL_ORDER
        assert round_.attempt(right) is None


def test_round_the_table_with_a_double_and_a_refused_split():
    # Czech: box 1 (5-4, 9) doubles: its one card is its turn. Box 2 (8-8 is fine, but K-Q
    # may not split here) asks to split, is refused, keeps its turn and stands. Box 3 (2-3)
    # hits, then box 3 again (box 1 is finished, box 2 stood).
    text = (
        "rules: czech\nboxes: {1: {bet: 100}, 2: {bet: 100}, 3: {bet: 100}}\n"
        "shoe: [5h, Kd, 2h, 9c, 4d, Qs, 3d, 7c, 4c, 5s, 8h]\n"
        "decisions: {1: [double], 2: [split, stand], 3: [hit, hit, stand]}"
    )
    assert _play_actions(text) == ["double 1", "deal 1", "refuse 2", "deal 3", "deal 3"]


# --- insurance_amount ----------------------------------------------------------------------------
# What each text asks on a 100 bet: "half" is 50 exactly; None: no insurance in the house.
INSURANCE_AMOUNT = {"cosmopol": "half", "minicasino": "half", "swiss": "half", "holland": None, "czech": None}


def _insured(house: str, key: str, amount: int) -> str:
    return (
        f"rules: {house}\nboxes: {{1: {{bet: 100}}}}\nshoe: {shoe(house, ['9h Kd'], 'Ac', '7s')}\n"
        f"{key}: {{'1': {amount}}}"
    )


@pytest.mark.parametrize("house", HOUSES)
def test_insurance_amount(house):
    reading = INSURANCE_AMOUNT[house]
    if reading is None:
        with pytest.raises(PackError, match="offers no insurance"):
            scenario(_insured(house, "insurance_over_limit", 60))
        return
    assert reading == "half"
    scenario(_insured(house, "insurance", 50))
    with pytest.raises(PackError, match="not half the bet of 100"):
        scenario(_insured(house, "insurance", 40))
    with pytest.raises(PackError, match="more than half the bet of 100"):
        scenario(_insured(house, "insurance", 60))
    # An over-limit insurance placed by its player: the dealer refuses it, and then the
    # round goes on as if the box had not insured (dealer A-7: box 1's 19 wins 100).
    text = _insured(house, "insurance_over_limit", 60)
    with new_round(text) as round_:
        advance_until(round_, lambda r: r.state == "insurance_window")
        assert round_.table.bets["ins:1"].stake == 60
        assert round_.attempt("close_insurance").code == M.ILLEGAL_INSURANCE
        assert round_.attempt("refuse ins:1") is None
        assert "ins:1" not in round_.table.bets and round_.table.ledger_balanced()
        play_round(round_)
        assert round_.bet_results() == {"1": 100}


def test_an_over_limit_insurance_survives_saving_the_round():
    # A played round saved as a scenario (trainer check --save, the progress database)
    # keeps the over-limit insurance apart from the right one, and replays the same.
    import yaml

    from trainer.core.packs.scenario import parse_scenario

    text = _insured("swiss", "insurance_over_limit", 60)
    original = scenario(text)
    with original.new_round() as round_:
        actions = play_round(round_)
        data = original.to_yaml_data(round_)
    assert data["insurance_over_limit"] == {"1": 60} and "insurance" not in data
    again = parse_scenario(yaml.safe_dump(data))
    with again.new_round() as round_:
        assert round_.play_out(actions) == [] and round_.finished
        assert "refuse ins:1" in actions


def test_free_play_players_sometimes_ask_on_a_soft_21():
    import yaml

    from trainer.core.game.cards import parse_cards
    from trainer.core.procedure.players import HIT, STAND, Players
    from trainer.core.game.rules import load_house
    from trainer.core.packs.scenario import parse_scenario, random_scenario
    from trainer.core.game.table import Hand

    # A holder marked to ask does so once on a soft 21, then plays the chart (stands).
    players = Players(soft_21_askers=frozenset({"1"}))
    hand = Hand("1", 1, parse_cards(["Ah", "5d", "5s"]), soft_21_open=True)
    up = parse_cards(["9c"])[0]
    assert players.next_decision(hand, up, False, False, frozenset()) == HIT
    assert players.next_decision(hand, up, False, False, frozenset()) == STAND
    closed = Hand("2", 2, parse_cards(["Ah", "5d", "5s"]), soft_21_open=False)
    assert Players(soft_21_askers=frozenset({"2"})).next_decision(closed, up, False, False, frozenset()) == STAND
    # Random rounds mark askers only where the house lets a soft 21 draw.
    assert not any(random_scenario(load_house("cosmopol"), seed).soft_21_askers for seed in range(30))
    assert any(random_scenario(load_house("minicasino"), seed).soft_21_askers for seed in range(30))
    # Seed 225 at the restaurant casino: box 11 (8-2, then an ace: soft 21) asks again.
    played = random_scenario(load_house("minicasino"), 225)
    with played.new_round() as round_:
        actions = play_round(round_)
        data = played.to_yaml_data(round_)
        assert [str(c) for c in round_.table.hands["11"].cards][:3] == ["8d", "2d", "Ad"]
        assert len(round_.table.hands["11"].cards) > 3
    # The saved round writes the decisions out, so it replays the same without the marks.
    assert data["decisions"]["11"][0] == "hit"
    with parse_scenario(yaml.safe_dump(data)).new_round() as again:
        assert again.play_out(actions) == [] and again.finished
