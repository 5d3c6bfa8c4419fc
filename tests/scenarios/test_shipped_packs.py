"""Every shipped scenario pack loads, and every scenario in it is replayed here.

The checks of what a scenario trains read the played round's history and table
directly, written apart from ``packs.exercised_points``: a scenario that claims
``three_sevens`` must really pay a three-sevens bonus, and so on.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.core.game import hands as hv
from trainer.core.procedure.actions import Action
from trainer.core.procedure.dealer import play_round
from trainer.core.packs.load import Pack, PackScenario, load_pack, shipped_pack_paths
from trainer.core.packs.trains import PROCEDURE_POINTS, exercised_points
from trainer.core.procedure.machine import Round
from trainer.core.game.rules import DealOrder, house_names
from trainer.core.game.table import DEALER

PATHS = shipped_pack_paths()
PACKS: list[Pack] = [load_pack(path) for path in PATHS]
SCENARIOS: list[tuple[Pack, PackScenario]] = [(pack, item) for pack in PACKS for item in pack.scenarios]


def _id(pair: tuple[Pack, PackScenario]) -> str:
    return f"{pair[0].id}/{pair[1].id}"


# --- the collection as a whole -------------------------------------------------------------------
def test_packs_are_shipped():
    assert len(PATHS) >= 8
    assert all(path.suffix == ".yaml" for path in PATHS)


@pytest.mark.parametrize("path", PATHS, ids=lambda path: path.name)
def test_every_pack_loads(path):
    pack = load_pack(path)
    assert pack.scenarios
    assert pack.language == "en"
    assert pack.id == path.stem, "a shipped pack is named after its id"


def test_sixty_or_more_scenarios():
    assert len(SCENARIOS) >= 60


def test_pack_ids_are_unique():
    ids = [pack.id for pack in PACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("point", list(PROCEDURE_POINTS))
def test_a_pack_for_every_procedure_point(point):
    """Some pack trains this point in every one of its scenarios."""
    assert any(all(point in item.trains for item in pack.scenarios) for pack in PACKS)


@pytest.mark.parametrize("house", house_names())
def test_a_pack_for_every_house(house):
    assert any(pack.house == house for pack in PACKS)


def test_every_point_is_trained_and_there_are_errors_to_spot():
    trained = {point for _, item in SCENARIOS for point in item.trains}
    assert trained == set(PROCEDURE_POINTS)
    assert sum(1 for _, item in SCENARIOS if item.spot_the_error) >= 8


def test_titles_and_hints_are_distinct():
    titles = [item.title for _, item in SCENARIOS]
    hints = [item.hint for _, item in SCENARIOS]
    assert len(set(titles)) == len(titles)
    assert len(set(hints)) == len(hints)


# --- each scenario, replayed -----------------------------------------------------------------------
def _play(item: PackScenario) -> tuple[Round, list[str]]:
    round_ = item.new_round()
    try:
        actions = play_round(round_)
    finally:
        round_.close()
    return round_, actions


@pytest.mark.parametrize("pair", SCENARIOS, ids=_id)
def test_scenario_replays_by_the_book(pair):
    _, item = pair
    round_, actions = _play(item)
    assert round_.finished and not round_.mistakes
    assert round_.table.ledger_balanced()
    assert actions[0] == "no_more_bets" and actions[-1] == "end_round"
    # Every card the round uses was stacked by hand: nothing comes from the shuffled rest.
    assert round_.table.shoe.dealt <= len(item.scenario.shoe)
    # The same scenario replays to the same actions and results every time.
    again, actions_again = _play(item)
    assert actions_again == actions
    assert again.bet_results() == round_.bet_results()


@pytest.mark.parametrize("pair", SCENARIOS, ids=_id)
def test_scenario_trains_what_it_says(pair):
    _, item = pair
    round_, _ = _play(item)
    for point in item.trains:
        assert SHOWS[point](round_), f"{item.id} does not really exercise {point}"
    # and the loader's own reading agrees
    assert set(item.trains) <= exercised_points(round_)


SPOT_THE_ERROR = [pair for pair in SCENARIOS if pair[1].spot_the_error]


@pytest.mark.parametrize("pair", SPOT_THE_ERROR, ids=_id)
def test_recorded_actions_make_exactly_the_listed_mistakes(pair):
    _, item = pair
    with item.new_round() as round_:
        mistakes = round_.play_out(item.recorded_actions)
        assert round_.finished
        assert [(m.step, m.code) for m in mistakes] == [(e.step, e.code) for e in item.errors_to_find]
        clean, _ = _play(item)
        assert round_.bet_results() == clean.bet_results(), "the recording ends with the book's results"


# --- what each point means, read from the round ------------------------------------------------------
def _applied(round_: Round) -> list[tuple[str, Action]]:
    """(state before, action) of every action the round accepted, in order."""
    return [(record.state, record.action) for record in round_.history if record.mistake is None]


def _blackjack_hands(round_: Round):
    return [hand for hand in round_.table.hands.values() if hand.is_blackjack]


def shows_dealing_order(round_: Round) -> bool:
    """The first deal goes box by box in table order (the dealer where the house puts
    him), and there is something to get wrong: three boxes, an empty box, or a split."""
    first = [action.target for state, action in _applied(round_) if state == "first_deal"]
    boxes = sorted({int(target) for target in first if target != DEALER})
    names = [str(box) for box in boxes]
    if round_.rules.deal_order is DealOrder.BOXES_BOXES_DEALER:
        assert first == names + names + [DEALER]
    else:
        assert first == names + [DEALER] + names
    splits = any(action.verb == "split" for _, action in _applied(round_))
    return len(boxes) >= 3 or boxes != list(range(1, len(boxes) + 1)) or splits


def shows_immediate_blackjack(round_: Round) -> bool:
    """A Black Jack paid right after the deal, or one that waits for the dealer's hand
    (against a ten or an ace, or where the house pays at settlement), or takes even money."""
    applied = _applied(round_)
    if any(state == "blackjack_payouts" and action.verb == "pay" for state, action in applied):
        return True
    up = round_.table.dealer[0]
    for hand in _blackjack_hands(round_):
        bet_ids = {bet.id for bet in round_.table.bets_on(hand.id, include_settled=True)}
        settled_in = {state for state, action in applied if action.target in bet_ids and action.verb in ("pay", "push", "collect")}
        if "insurance_window" in settled_in:
            return True  # even money
        waits = up.points in (1, 10) or not round_.rules.blackjack_paid_at_once
        if waits and settled_in == {"settlement"}:
            return True
    return False


def shows_three_sevens(round_: Round) -> bool:
    """A 1:1 payment during the boxes' play on a 7-7-7 hand that is not a split hand,
    with the bet still riding for the settlement."""
    table = round_.table
    applied = _applied(round_)
    for index, (state, action) in enumerate(applied):
        if state != "play" or action.verb != "pay":
            continue
        bet = table.bets[action.target]
        hand = table.hands[bet.hand_id]
        if hand.from_split or [card.rank.value for card in hand.cards[:3]] != ["7", "7", "7"]:
            continue
        settled_later = any(later.target == action.target for _, later in applied[index + 1 :] if later.verb in ("pay", "push", "collect"))
        if action.amount == bet.stake and settled_later:
            return True
    return False


def shows_insurance_even_money(round_: Round) -> bool:
    applied = _applied(round_)
    opened = any(action.verb == "offer_insurance" for _, action in applied)
    closed = any(action.verb == "close_insurance" for _, action in applied)
    return opened and closed and round_.table.dealer[0].is_ace


def shows_settlement_order(round_: Round) -> bool:
    """Three or more bets on two or more hands settled after the dealer's hand, every
    main bet counter-clockwise (hand by hand, from the last hand in table order)."""
    table = round_.table
    position = {hand_id: index for index, hand_id in enumerate(table.order)}
    settled = [
        table.bets[action.target]
        for state, action in _applied(round_)
        if state in ("insurance_settlement", "settlement") and action.verb in ("pay", "push", "collect")
    ]
    main = [position[bet.hand_id] for bet in settled if not bet.insurance and bet.side is None]
    assert main == sorted(main, reverse=True), "settlement ran counter-clockwise"
    return len(settled) >= 3 and len({bet.hand_id for bet in settled}) >= 2


def shows_splits_doubles(round_: Round) -> bool:
    accepted = [action for _, action in _applied(round_) if action.verb in ("split", "double")]
    table = round_.table
    split_hands = [hand for hand in table.hands.values() if hand.from_split]
    doubled = [hand for hand in table.hands.values() if hand.doubled]
    if any(action.verb == "split" for action in accepted):
        assert len(split_hands) >= 2
    if any(action.verb == "double" for action in accepted):
        assert doubled and all(len(hand.cards) == 3 for hand in doubled), "a double takes exactly one card"
    return bool(accepted)


def shows_house_rules(round_: Round) -> bool:
    """Something in the round that the shipped houses do differently."""
    rules, table = round_.rules, round_.table
    applied = _applied(round_)
    verbs = [action.verb for _, action in applied]
    up = table.dealer[0]
    dealer_total = hv.total(table.dealer)
    if "refuse" in verbs:
        return True  # a request this house does not allow
    for hand in table.hands.values():
        two = hand.cards[:2]
        if hand.doubled and (any(card.is_ace for card in two) or sum(card.points for card in two) in (7, 8)):
            return True  # a soft double (ace as one) or a double on 7 or 8
    first_cards = {}
    for hand in table.hands.values():
        if hand.from_split:
            first_cards.setdefault(hand.box, set()).add(hand.cards[0].rank)
    if any(len(ranks) > 1 for ranks in first_cards.values()):
        return True  # a split of two different ranks of equal value
    for hand in _blackjack_hands(round_):
        for bet in table.bets_on(hand.id, include_settled=True):
            if bet.net == bet.stake * 2:
                return True  # Black Jack paid 2:1
        if 2 <= up.points <= 9 and not any(
            state == "blackjack_payouts" for state, action in applied if action.verb == "pay"
        ):
            return True  # a Black Jack waiting against a 2-9
        if up.is_ace and "offer_insurance" in verbs and rules.even_money is False:
            return True  # Black Jack against an ace, no even money to offer
    if up.is_ace and "offer_insurance" not in verbs:
        return True  # an ace and no insurance
    if not table.dealer_has_blackjack():
        for state, action in applied:
            if state == "settlement" and action.verb == "collect":
                hand = table.hands[table.bets[action.target].hand_id]
                if not hand.is_bust and hand.total == dealer_total:
                    return True  # a tie the dealer wins
    if dealer_total < 17:
        return True  # the dealer stopped drawing: no bet was left to play for
    return _shows_house_play_option(round_, applied)


def _shows_house_play_option(round_: Round, applied) -> bool:
    """A soft 21 that drew a card, or cards going round the table (a hand served again
    after a hand to its right)."""
    for hand in round_.table.hands.values():
        for count in range(3, len(hand.cards) + 1):
            before = hand.cards[: count - 1]
            hard = sum(card.points for card in before)
            if hard == 11 and any(card.is_ace for card in before):
                return True  # the ace counted 11 for 21, and another card came
    order = round_.table.order
    dealt = [action.target for state, action in applied if state == "play" and action.verb == "deal" and action.target in order]
    return any(order.index(b) < order.index(a) for a, b in zip(dealt, dealt[1:]))


def _poker_pays(cards) -> bool:
    """Written apart from trainer.core.game.side_bets: three cards of one rank, one suit, or three
    ranks in a row (ace low or high)."""
    order = "A23456789TJQK"
    places = sorted(order.index(card.rank.value) for card in cards)
    run = places[2] - places[1] == places[1] - places[0] == 1 or places == [0, 11, 12]
    return len({c.rank for c in cards}) == 1 or len({c.suit for c in cards}) == 1 or run


def _swiss_ratio(field: str, dealer) -> int | float | None:
    """What one Swiss Jack field pays on the dealer's finished hand (each field a bet of its
    own: a Black Jack of two clubs wins the blackjack, colour and swiss fields alike)."""
    if field == "swissjack-bust":
        return 2.5 if hv.total(dealer) > 21 else None
    if not (len(dealer) == 2 and hv.total(dealer) == 21):
        return None
    suits = {card.suit.value for card in dealer}
    wins = {"swissjack-blackjack": 19, "swissjack-colour": 77 if len(suits) == 1 else None,
            "swissjack-swiss": 300 if suits == {"c"} else None}
    return wins[field]


def shows_side_bets(round_: Round) -> bool:
    """Every side bet settled where it belongs, for the right amount: a 21+3 in the first
    deal, right after the last card of it; a Swiss Jack at settlement before every other bet."""
    table = round_.table
    applied = _applied(round_)
    side = [(i, state, action) for i, (state, action) in enumerate(applied) if action.verb in ("pay", "collect") and table.bets[action.target].side]
    for index, state, action in side:
        bet = table.bets[action.target]
        if bet.side == "21+3":
            assert state == "first_deal"
            box_cards = [a.target for _, a in applied[:index]].count(bet.hand_id) == 2
            assert box_cards, "a 21+3 is settled after its box's two cards"
            hand_cards = sorted((h for h in table.hands.values() if h.box == int(bet.hand_id)), key=lambda h: h.id)
            first_two = hand_cards[0].cards[:2] if not hand_cards[0].from_split else [h.cards[0] for h in hand_cards[:2]]
            wins = _poker_pays([*first_two, table.dealer[0]])
            assert (action.verb == "pay") == wins and (not wins or action.amount == bet.stake * 9)
        else:
            assert state in ("insurance_settlement", "settlement")
            settled_after_dealer = [a for s, a in applied[:index] if s in ("insurance_settlement", "settlement")]
            assert all(table.bets[a.target].side for a in settled_after_dealer), "Swiss Jack comes first"
            ratio = _swiss_ratio(bet.side, table.dealer)
            assert (action.verb == "pay") == (ratio is not None)
            assert ratio is None or action.amount == bet.stake * Fraction(str(ratio))
    return bool(side)


SHOWS = {
    "dealing_order": shows_dealing_order,
    "immediate_blackjack": shows_immediate_blackjack,
    "three_sevens": shows_three_sevens,
    "insurance_even_money": shows_insurance_even_money,
    "settlement_order": shows_settlement_order,
    "splits_doubles": shows_splits_doubles,
    "house_rules": shows_house_rules,
    "side_bets": shows_side_bets,
}


def test_every_point_has_a_check():
    assert set(SHOWS) == set(PROCEDURE_POINTS)
