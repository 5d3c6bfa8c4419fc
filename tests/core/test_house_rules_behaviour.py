"""Each house rule changes what the procedure demands: one test per rule row of docs/rules.md,
with the expected behaviour of every house written out here (not read from the packs)."""

from __future__ import annotations

import dataclasses

import pytest

from tests.core.roundkit import advance_until, new_round, scenario
from trainer.core.procedure import moves
from trainer.core.procedure import mistakes as M
from trainer.core.game.cards import parse_cards
from trainer.core.procedure.dealer import play_round
from trainer.core.files.errors import PackError
from trainer.core.procedure.machine import Round
from trainer.core.game.rules import load_house
from trainer.core.game.table import Hand

HOUSES = ["cosmopol", "minicasino", "swiss", "holland", "czech"]
MIN_BET = {"cosmopol": 100, "minicasino": 10, "swiss": 10, "holland": 10, "czech": 100}


def _played(text: str) -> Round:
    round_ = new_round(text)
    play_round(round_)
    round_.close()
    return round_


def _actions(round_: Round) -> list[str]:
    return [str(record.action) for record in round_.history]


def shoe(house: str, boxes: list[str], up: str, *rest: str) -> str:
    """A stacked shoe in the house's first-deal order: ``boxes`` holds each box's two
    cards ("Ah Kd"), ``up`` is the dealer's first card, ``rest`` what follows."""
    firsts = [pair.split()[0] for pair in boxes]
    seconds = [pair.split()[1] for pair in boxes]
    if load_house(house).deal_order.value == "boxes_boxes_dealer":
        order = firsts + seconds + [up]
    else:
        order = firsts + [up] + seconds
    return "[" + ", ".join(order + list(rest)) + "]"


@pytest.mark.parametrize(
    "house, decks, boxes", [("cosmopol", 6, 7), ("minicasino", 6, 11), ("swiss", 6, 7), ("holland", 6, 7), ("czech", 6, 6)]
)
def test_decks_and_boxes(house, decks, boxes):
    with new_round(f"rules: {house}\nboxes: {{{boxes}: {{bet: {MIN_BET[house]}}}}}") as round_:
        assert round_.table.shoe.remaining == decks * 52
    with pytest.raises(PackError, match="not on the table"):
        scenario(f"rules: {house}\nboxes: {{{boxes + 1}: {{bet: {MIN_BET[house]}}}}}")


@pytest.mark.parametrize("house, order", [
    ("cosmopol", ["1", "3", "dealer", "1", "3"]),
    ("minicasino", ["1", "3", "dealer", "1", "3"]),
    ("swiss", ["1", "3", "1", "3", "dealer"]),
    ("holland", ["1", "3", "dealer", "1", "3"]),
    ("czech", ["1", "3", "dealer", "1", "3"]),
])
def test_first_deal_order(house, order):
    bet = MIN_BET[house]
    round_ = _played(f"rules: {house}\nboxes: {{1: {{bet: {bet}}}, 3: {{bet: {bet}}}}}\nshoe: [9h, 9d, 5c, 8h, 8d]")
    assert _actions(round_)[1:6] == [f"deal {t}" for t in order]


# Box 1 holds A-K (Black Jack, stake 100) against a dealer's 5; box 2 stands on 17.
@pytest.mark.parametrize("house, at_once, paid", [
    ("cosmopol", True, 150), ("minicasino", True, 150), ("swiss", False, 150),
    ("holland", False, 200), ("czech", False, 150),
])
def test_blackjack_against_a_small_card(house, at_once, paid):
    text = f"rules: {house}\nboxes: {{1: {{bet: 100}}, 2: {{bet: 100}}}}\nshoe: {shoe(house, ['Ah Kd', 'Th 7s'], '5c', '2c', 'Tc')}"
    round_ = _played(text)
    actions = _actions(round_)
    pay = actions.index(f"pay 1 {paid}")
    assert round_.bet_results()["1"] == paid
    if at_once:
        assert pay == 6  # straight after the first deal, before anything else
    else:
        assert pay > actions.index("deal dealer", 6)


@pytest.mark.parametrize("house", HOUSES)
def test_blackjack_waits_against_a_ten(house):
    round_ = _played(f"rules: {house}\nboxes: {{1: {{bet: 100}}}}\nshoe: [Ah, Tc, Kd, 7s]")
    actions = _actions(round_)
    assert actions.index("deal dealer", 3) < next(i for i, a in enumerate(actions) if a.startswith("pay 1"))


@pytest.mark.parametrize("house", HOUSES)
def test_blackjack_against_dealer_blackjack_pushes(house):
    round_ = _played(f"rules: {house}\nboxes: {{1: {{bet: 100}}}}\nshoe: [Ah, Tc, Kd, As]")
    assert round_.bet_results()["1"] == 0
    assert "push 1" in _actions(round_)


@pytest.mark.parametrize("house, cards, from_split, allowed", [
    ("cosmopol", "5h 4d", False, True), ("cosmopol", "4h 4d", False, False), ("cosmopol", "Ah 8d", False, True),
    ("cosmopol", "Ah 9d", False, True), ("cosmopol", "Ah 7d", False, False), ("cosmopol", "6h 5d", True, True),
    ("minicasino", "4h 3d", False, True), ("minicasino", "Ah 6d", False, True), ("minicasino", "Ah 9d", False, True),
    ("minicasino", "6h 6d", False, False), ("minicasino", "6h 5d", True, True), ("minicasino", "4h 2d", False, False),
    ("swiss", "5h 4d", False, True), ("swiss", "Ah 8d", False, False), ("swiss", "6h 5d", True, False),
    ("swiss", "4h 4d", False, False),
    # the Dutch text offers hit and stand only: nothing doubles
    ("holland", "5h 4d", False, False), ("holland", "6h 5d", False, False), ("holland", "Ah 8d", False, False),
    # a 21 is never doubled, even where its total with the ace as one would be (issue 36)
    ("minicasino", "Ah Td", True, False),
    ("czech", "5h 4d", False, True), ("czech", "6h 5d", True, False), ("czech", "4h 3d", False, False),
])
def test_which_hands_may_double(house, cards, from_split, allowed):
    hand = Hand("1", 1, parse_cards(cards.split()), from_split=from_split)
    assert moves.double_allowed(load_house(house), hand) is allowed


@pytest.mark.parametrize("house", ["cosmopol", "minicasino"])
def test_soft_double_keeps_the_ace_at_one(house):
    # A-8 doubled (Cosmopol: as 9; minicasino: ace as 1) takes a 5: 14, not 14-or-24 soft.
    bet = MIN_BET[house]
    text = f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: [Ah, 6c, 8d, 5s, Tc, 2h]\ndecisions: {{1: [double]}}"
    round_ = _played(text)
    hand = round_.table.hands["1"]
    assert hand.doubled and hand.total == 14
    # Dealer 6-T-2 = 18 beats 14: the doubled stake is lost.
    assert round_.bet_results()["1"] == -2 * bet


@pytest.mark.parametrize("house, cards, allowed", [
    ("cosmopol", "Kh Td", True), ("minicasino", "Kh Td", False), ("minicasino", "Kh Kd", True),
    ("swiss", "Kh Td", True), ("holland", "Kh Td", False), ("holland", "8h 8d", False), ("czech", "Kh Kd", False), ("czech", "8h 8d", True),
])
def test_which_pairs_may_split(house, cards, allowed):
    hand = Hand("1", 1, parse_cards(cards.split()))
    assert moves.split_allowed(load_house(house), hand, hands_in_box=1) is allowed


@pytest.mark.parametrize("house, resplit", [
    ("cosmopol", True), ("minicasino", True), ("swiss", False), ("holland", False), ("czech", True),
])
def test_resplit(house, resplit):
    rules = load_house(house)
    assert moves.split_allowed(rules, Hand("1.1", 1, parse_cards(["8h", "8d"]), from_split=True), 2) is resplit
    assert not moves.split_allowed(rules, Hand("1.1", 1, parse_cards(["Ah", "Ad"]), from_split=True), 2)


#: the houses that split at all (the Dutch house does not).
SPLITTING = [house for house in HOUSES if house != "holland"]


@pytest.mark.parametrize("house", SPLITTING)
def test_split_aces_take_one_card_each(house):
    bet = MIN_BET[house]
    text = f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, ['Ah Ad'], '6c', '5s', 'Kc', 'Tc')}\ndecisions: {{1: [split]}}"
    round_ = _played(text)
    actions = _actions(round_)
    assert "split 1" in actions
    assert [len(round_.table.hands[h].cards) for h in ("1.1", "1.2")] == [2, 2]
    # 21 on split aces is not Black Jack: paid 1:1 against the dealer's 6-T-x.
    assert round_.table.hands["1.1"].total == 16 and round_.table.hands["1.2"].total == 21
    assert not round_.table.hands["1.2"].is_blackjack


@pytest.mark.parametrize("house, bonus", [
    ("cosmopol", True), ("minicasino", False), ("swiss", False), ("holland", True), ("czech", False),
])
def test_three_sevens(house, bonus):
    bet = MIN_BET[house]
    text = f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, ['7h 7d'], '9c', '7c', 'Th')}\ndecisions: {{1: [hit]}}"
    round_ = _played(text)
    actions = _actions(round_)
    # 7-7-7 = 21 beats the dealer's 19 once, and in the bonus houses once more at once.
    assert round_.bet_results()["1"] == (2 * bet if bonus else bet)
    if bonus:
        assert actions.index(f"pay 1 {bet}") == actions.index("deal 1", 4) + 1  # right after the third seven


@pytest.mark.parametrize("house, offered, even_money", [
    ("cosmopol", True, True), ("minicasino", True, True), ("swiss", True, False),
    ("holland", False, False), ("czech", False, False),
])
def test_insurance_and_even_money(house, offered, even_money):
    bet = 100
    text = (f"rules: {house}\nboxes: {{1: {{bet: {bet}}}, 2: {{bet: {bet}}}}}\n"
            f"shoe: {shoe(house, ['Ah Kd', '9s 9d'], 'Ac', '7h')}\neven_money: ['1']\ninsurance: {{'2': 50}}")
    round_ = _played(text)
    actions = _actions(round_)
    assert ("offer_insurance" in actions) is offered
    results = round_.bet_results()
    # Dealer A-7 (18): box 2's 18 pushes; its insurance is lost where it was taken.
    assert results.get("ins:2") == (-50 if offered else None)
    # Even money pays 1:1 at once; otherwise the Black Jack is paid at settlement.
    assert results["1"] == (100 if even_money else (200 if house == "holland" else 150))
    if even_money:
        assert actions.index("pay 1 100") < actions.index("close_insurance")
    if not offered:
        with new_round(text) as fresh:
            advance_until(fresh, lambda r: r.state not in ("betting", "first_deal"))
            assert fresh.attempt("offer_insurance").code == M.INSURANCE_NOT_ALLOWED


@pytest.mark.parametrize("house, tie17, tie19", [
    ("cosmopol", 0, 0), ("minicasino", -1, 0), ("swiss", 0, 0), ("holland", 0, 0), ("czech", 0, 0),
])
def test_ties(house, tie17, tie19):
    bet = MIN_BET[house]
    for box, dealer, expected in (("Th 7d", ["9c", "8s"], tie17), ("Th 9d", ["9c", "Ts"], tie19)):
        text = f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, [box], *dealer)}"
        assert _played(text).bet_results()["1"] == expected * bet, box


@pytest.mark.parametrize("house, draws", [
    ("cosmopol", False), ("minicasino", True), ("swiss", True), ("holland", True), ("czech", True),
])
def test_dealer_draws_when_every_hand_is_bust(house, draws):
    bet = MIN_BET[house]
    text = f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, ['Th 6d'], '6c', 'Ks', '5h', '9h')}\ndecisions: {{1: [hit]}}"
    round_ = _played(text)
    assert (len(round_.table.dealer) > 1) is draws
    with new_round(text) as fresh:
        advance_until(fresh, lambda r: r.table.hands["1"].cleared)
        if draws:
            assert fresh.attempt("end_round").code == M.ROUND_NOT_FINISHED
        else:
            assert fresh.attempt("deal dealer").code == M.DEALER_MUST_STAND
            assert fresh.expected()[0].verb == "end_round"


@pytest.mark.parametrize("house", HOUSES)
def test_dealer_stands_on_soft_17_and_draws_on_16(house):
    bet = MIN_BET[house]
    round_ = _played(f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, ['Th 9d'], 'Ac', '6s', '5h')}")
    assert [str(c) for c in round_.table.dealer] == ["Ac", "6s"]
    round_ = _played(f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, ['Th 9d'], 'Tc', '6s', '5h')}")
    assert [str(c) for c in round_.table.dealer] == ["Tc", "6s", "5h"]


@pytest.mark.parametrize("house", SPLITTING)
def test_dealer_blackjack_takes_doubles_and_splits(house):
    # Box 1 doubles 11 against the ace (or ten); the dealer's second card makes Black Jack.
    bet = MIN_BET[house]
    text = f"rules: {house}\nboxes: {{1: {{bet: {bet}}}}}\nshoe: {shoe(house, ['6h 5d'], 'Tc', '9s', 'Ah')}\ndecisions: {{1: [double]}}"
    round_ = _played(text)
    assert round_.table.hands["1"].doubled
    assert round_.bet_results()["1"] == -2 * bet


@pytest.mark.parametrize("house, spots", [
    ("cosmopol", 3), ("minicasino", 0), ("swiss", 2), ("holland", 3), ("czech", 0),
])
def test_behind_spots(house, spots):
    bet = MIN_BET[house]
    behind = ", ".join([str(bet)] * spots)
    scenario(f"rules: {house}\nboxes: {{1: {{bet: {bet}, behind: [{behind}]}}}}")
    with pytest.raises(PackError, match="behind"):
        scenario(f"rules: {house}\nboxes: {{1: {{bet: {bet}, behind: [{', '.join([str(bet)] * (spots + 1))}]}}}}")


@pytest.mark.parametrize("house, low, high", [
    ("cosmopol", 100, 2000), ("minicasino", 10, 296), ("swiss", 10, 1000), ("holland", 10, 1000), ("czech", 100, 2000),
])
def test_bet_limits(house, low, high):
    scenario(f"rules: {house}\nboxes: {{1: {{bet: {low}}}, 2: {{bet: {high}}}}}")
    for bad in (low - 1, high + 1):
        with pytest.raises(PackError):
            scenario(f"rules: {house}\nboxes: {{1: {{bet: {bad}}}}}")


def test_cosmopol_box_total_is_capped_at_the_table_maximum():
    scenario("rules: cosmopol\nboxes: {1: {bet: 1500, behind: [500]}}")
    with pytest.raises(PackError, match="box limit"):
        scenario("rules: cosmopol\nboxes: {1: {bet: 1500, behind: [500, 100]}}")


@pytest.mark.parametrize("house", ["cosmopol", "minicasino", "swiss"])
def test_insurance_is_at_most_half_the_bet(house):
    scenario(f"rules: {house}\nboxes: {{1: {{bet: 100}}}}\ninsurance: {{'1': 50}}")
    with pytest.raises(PackError, match="half"):
        scenario(f"rules: {house}\nboxes: {{1: {{bet: 100}}}}\ninsurance: {{'1': 51}}")


@pytest.mark.parametrize("house", ["cosmopol", "swiss"])
def test_behind_bettors_follow_the_holder(house):
    bet = MIN_BET[house]
    split = (f"rules: {house}\nboxes: {{1: {{bet: {bet}, behind: [{bet}]}}}}\n"
             f"shoe: {shoe(house, ['8h 8d'], '6c', '3s', 'Th', 'Tc')}\ndecisions: {{'1': [split]}}")
    assert "1.2b1" in _played(split).table.bets
    double = (f"rules: {house}\nboxes: {{1: {{bet: {bet}, behind: [{bet}]}}}}\n"
              f"shoe: {shoe(house, ['6h 5d'], '6c', 'Th', 'Tc')}\ndecisions: {{'1': [double]}}")
    assert _played(double).table.bets["1b1"].stake == 2 * bet


def test_behind_bettor_may_decline_the_split_and_stay_on_the_first_hand():
    text = ("rules: cosmopol\nboxes: {1: {bet: 100, behind: [100]}}\nshoe: [8h, 6c, 8d, 3s, Th, 9c, Tc]\n"
            "decisions: {'1': [split]}\nbehind_follow: {'1b1': {split: false}}")
    bets = _played(text).table.bets
    assert "1.1b1" in bets and "1.2b1" not in bets


def test_payouts_round_down_to_the_smallest_chip_where_a_house_says_so():
    rules = dataclasses.replace(load_house("cosmopol"), round_payouts_down_to=5)
    sc = dataclasses.replace(scenario("boxes: {1: {bet: 175}}\nshoe: [Ah, 5c, Kd]"), rules=rules)
    with sc.new_round() as round_:
        play_round(round_)
        assert round_.bet_results()["1"] == 260  # 262.5 rounded down to a 5 chip
