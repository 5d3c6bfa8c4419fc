""""Why?": the worked figure beside a mistake's rule.

A mistake carries its code, its rule and the right action(s). :func:`explain` adds the
figure on the table that makes the rule concrete, read from the round as it stands when
the mistake was made (a wrong action is not applied, so that is the round right after
the attempt): ``100 x 1.5 = 150`` for a Black Jack, the insurance's half of the bet,
``16: the dealer draws to 17``, and for an order mistake the order itself, as boxes with
arrows (``order``, which the window draws over the table).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from trainer.core.game import hands as hv
from trainer.core.game.cards import Card
from trainer.core.game.payouts import format_amount
from trainer.core.game.table import DEALER
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.actions import Action, Mistake
from trainer.core.procedure.machine import Round


@dataclass(frozen=True)
class Figure:
    """One worked figure as a kind and its values (amounts, cards, boxes already written
    the contract's way); :func:`trainer.words.messages.figure_text` words it in the reader's
    language. Kinds: ``insurance``, ``three_sevens``, ``even_money``, ``blackjack``,
    ``win`` (stake, ratio, exact[, paid, unit]; ``insurance`` starts with the box),
    ``insurance_halves`` (card, then stake and limit pairs), ``no_insurance`` (card[,
    house]), ``dealer_draws`` / ``dealer_stands`` (shown, stands on), ``bust`` (box,
    cards, total), ``three_sevens_box``, ``outcome`` (box, total, dealer's total, verb),
    ``right`` (the right actions)."""

    kind: str
    values: tuple[str | tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Why:
    #: the mistake code; its rule in words comes from the catalog (trainer.words.messages).
    code: str
    #: the worked figures, one a line (may be empty).
    figures: tuple[Figure, ...]
    #: for an order mistake: the hands (or "dealer") in the right order, the next one first.
    order: tuple[str, ...] = ()



def _ratio_text(ratio: Fraction) -> str:
    return format_amount(ratio)


def _hand_text(cards: Iterable[Card]) -> str:
    return "+".join(str(card.points) if not card.is_ace else "A" for card in cards)


def payout_figure(round_: Round, action: Action) -> Figure | None:
    """``stake x ratio = amount`` for a right ``pay`` action."""
    table, rules = round_.table, round_.rules
    bet = table.bets.get(action.target or "")
    if bet is None or action.amount is None:
        return None
    stake = bet.stake
    hand = table.hands.get(bet.hand_id)
    box: tuple[str, ...] = ()
    if bet.insurance:
        ratio, what, box = rules.insurance_pays, "insurance", (bet.id[4:],)
    elif hand is not None and hand.is_three_sevens and not bet.bonus_paid and round_.state == "play":
        ratio, what = rules.three_sevens_pays, "three_sevens"
    elif round_.state == "insurance_window":
        ratio, what = Fraction(1), "even_money"
    elif hand is not None and hand.is_blackjack:
        ratio, what = rules.blackjack_pays, "blackjack"
    else:
        ratio, what = action.amount / stake if stake else Fraction(1), "win"
    exact = stake * ratio
    values = box + (format_amount(stake), _ratio_text(ratio), format_amount(exact))
    if exact != action.amount:
        values += (format_amount(action.amount), str(rules.round_payouts_down_to))
    figure = Figure(what, values)
    return figure


def _settlement_order(round_: Round) -> tuple[str, ...]:
    position = {hand_id: index for index, hand_id in enumerate(round_.table.order)}
    hands = []
    for bet in sorted(round_.table.live_bets(), key=lambda b: -position[b.hand_id]):
        if bet.hand_id not in hands:
            hands.append(bet.hand_id)
    return tuple(hands)


def explain(round_: Round, mistake: Mistake) -> Why:
    """The rule and the worked figure for ``mistake``, made just now in ``round_``."""
    table, rules = round_.table, round_.rules
    code = mistake.code
    expected = [Action.parse(text) for text in mistake.expected]
    figures: list[Figure] = []
    order: tuple[str, ...] = ()
    for right in expected[:3]:
        if right.verb == "pay":
            figure = payout_figure(round_, right)
            if figure:
                figures.append(figure)
    up = table.dealer_first_card()
    if code in (M.INSURANCE_NOT_OFFERED, M.INSURANCE_NOT_ALLOWED) and up is not None:
        if up.is_ace and (rules.insurance or rules.even_money):
            halves = tuple((format_amount(b.stake), format_amount(b.stake * rules.insurance_max_fraction))
                           for b in list(table.bets.values())[:3] if not b.insurance)
            figures.append(Figure("insurance_halves", (str(up),) + halves))
        else:
            figures.append(Figure("no_insurance", (str(up),) + (() if rules.insurance else (rules.name,))))
    if code in (M.DEALER_MUST_DRAW, M.DEALER_MUST_STAND):
        total = hv.total(table.dealer)
        stands = rules.dealer_stands_on
        verdict = "dealer_draws" if round_.dealer_must_draw() else "dealer_stands"
        shown = f"{_hand_text(table.dealer)} = {total}" if len(table.dealer) > 1 else str(total)
        figures.append(Figure(verdict, (shown, str(stands))))
    if code == M.BUST_NOT_COLLECTED and round_._last_hand in table.hands:
        hand = table.hands[round_._last_hand]
        figures.append(Figure("bust", (hand.id, _hand_text(hand.cards), str(hand.total))))
    if code == M.THREE_SEVENS_MISSED and not figures:
        figures.append(Figure("three_sevens_box"))
    if code == M.WRONG_OUTCOME and expected:
        bet = table.bets.get(expected[0].target or "")
        if bet is not None and not bet.insurance and table.dealer:
            hand = table.hands[bet.hand_id]
            figures.append(Figure("outcome", (hand.id, str(hand.total), str(hv.total(table.dealer)), expected[0].verb)))
    if code in (M.SETTLEMENT_ORDER, M.INSURANCE_NOT_SETTLED_FIRST):
        order = _settlement_order(round_)
        if round_.state == "insurance_settlement":
            order = tuple(b.id for b in table.insurance_bets()) + order
    if code == M.DEAL_ORDER:
        if round_.state == "first_deal":
            plan = round_._deal_plan[round_._deal_index:]
            order = tuple(plan[: len(table.order) + 1])
        else:
            order = tuple(h for h in table.order if not table.hands[h].finished) + (DEALER,)
    if not figures and not order and expected:
        figures.append(Figure("right", tuple(mistake.expected[:4])))
    return Why(code, tuple(figures), order)
