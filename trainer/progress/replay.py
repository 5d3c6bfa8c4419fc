"""Replaying a recorded round, action by action (Qt-free; the replay view shows it).

The store keeps a round as its scenario (the shoe listing every card the round used)
and the actions attempted. Replaying rebuilds the :class:`~trainer.core.procedure.machine.Round`
from the scenario and attempts the recorded actions again, one at a time, keeping the
round's :class:`~trainer.core.procedure.view.RoundView` after each, as the table saw it while it was
played: frame 0 is the view before the first action, frame ``k`` the view after action
``k``. A wrong action is not applied, so its frame shows the table unchanged.
:func:`table_text` turns a view into the plain text values the replay window and the
terminal show.

If the procedure has changed since the round was recorded, the replayed verdicts may
differ from the stored ones; :attr:`RoundReplay.diverged` lists those steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from trainer.core.files.errors import PackError
from trainer.core.game import hands as hv
from trainer.core.game.payouts import format_amount
from trainer.core.packs.scenario import parse_scenario
from trainer.core.procedure.machine import Round
from trainer.core.procedure.view import BetView as SeenBet
from trainer.core.procedure.view import RoundView, view_of
from trainer.core.procedure.vocabulary import Phase
from trainer.store import ActionRow, Store
from trainer.words.messages import mistake_rule


class ReplayError(Exception):
    """The recorded round cannot be rebuilt (its house pack is gone or changed)."""


@dataclass(frozen=True)
class BetView:
    id: str
    stake: str
    #: live, paid, collected, pushed, or bonus paid (three sevens, still riding)
    status: str
    net: str
    insurance: bool


@dataclass(frozen=True)
class HandView:
    id: str
    cards: tuple[str, ...]
    total: int
    #: blackjack, bust, three sevens, doubled, stood, finished, cleared
    notes: tuple[str, ...]
    bets: tuple[BetView, ...]


@dataclass(frozen=True)
class TableView:
    """The table at one point of the replay, as plain text values (made from a view)."""

    phase: str
    dealer: tuple[str, ...]
    dealer_total: int | None
    hands: tuple[HandView, ...]
    tray: str
    #: (hand id, what its holder asks for) while a box is being served.
    request: tuple[str, str] | None
    #: the right next action(s) from here.
    expected_next: tuple[str, ...]
    finished: bool


@dataclass(frozen=True)
class ReplayStep:
    """One recorded action and how the replay judged it."""

    number: int  # 1-based
    action: ActionRow
    #: the mistake code the replay gave (None: a right action).
    mistake: str | None
    expected: tuple[str, ...]

    @property
    def rule(self) -> str | None:
        return mistake_rule(self.mistake) if self.mistake else None


def _side_bet_shown_with(bet: SeenBet, hand_id: str, view: RoundView) -> bool:
    """A side bet lies on its box (``21+3:3`` on box 3), not on a hand: after a split it
    is shown with the box's first hand."""
    if bet.side is None or bet.hand_id in view.hands:
        return False
    return hand_id == next(iter(view.hands_of_box(bet.box)), None)


def table_text(view: RoundView) -> TableView:
    """The table a view shows, as plain text values."""
    hands = []
    for hand_id in view.order:
        hand = view.hands[hand_id]
        notes = [
            name
            for name, on in (
                ("Black Jack", hand.is_blackjack),
                ("bust", hand.is_bust),
                ("three sevens", hv.is_three_sevens(hand.cards, hand.from_split)),
                ("doubled", hand.doubled),
                ("stood", hand.stood),
                ("cleared", hand.cleared),
            )
            if on
        ]
        bets = tuple(
            _bet_text(bet)
            for bet in view.bets.values()
            if bet.hand_id == hand_id or _side_bet_shown_with(bet, hand_id, view)
        )
        hands.append(HandView(hand_id, tuple(str(c) for c in hand.cards), hand.total, tuple(notes), bets))
    served, request = view.request
    dealer = view.dealer
    return TableView(
        phase=view.phase.value,
        dealer=tuple(str(c) for c in dealer.cards),
        dealer_total=dealer.total if dealer.cards else None,
        hands=tuple(hands),
        tray=format_amount(view.house_result),
        request=(served, request) if served is not None and request is not None and view.phase == Phase.PLAY else None,
        expected_next=tuple(str(a) for a in view.expected),
        finished=view.finished,
    )


def snapshot(round_: Round) -> TableView:
    """A plain copy of what is on the table now (the text of the round's view)."""
    return table_text(view_of(round_))


def _bet_text(bet: SeenBet) -> BetView:
    net = Fraction(bet.net)
    if not bet.settled:
        status = "bonus paid" if bet.bonus_paid else "live"
    elif net > 0:
        status = "paid"
    elif net < 0:
        status = "collected"
    else:
        status = "pushed"
    return BetView(bet.id, format_amount(bet.stake), status, format_amount(net), bet.insurance)


class RoundReplay:
    """A recorded round rebuilt, with the round's view before and after every action."""

    def __init__(self, scenario_text: str, actions: Sequence[ActionRow | str], source: str = "<recorded round>"):
        judged = all(isinstance(a, ActionRow) for a in actions)
        rows = [a if isinstance(a, ActionRow) else ActionRow(i, str(a), "", None) for i, a in enumerate(actions)]
        try:
            scenario = parse_scenario(scenario_text, source)
        except PackError as error:
            raise ReplayError(f"cannot rebuild the round: {error}") from None
        self.steps: list[ReplayStep] = []
        self.frames: list[RoundView] = []
        #: numbers of the steps whose replayed verdict differs from the stored one.
        self.diverged: list[int] = []
        with scenario.new_round() as round_:
            self.frames.append(view_of(round_))
            for number, row in enumerate(rows, start=1):
                try:
                    mistake = round_.attempt(row.action)
                except Exception as error:  # an action the core no longer understands
                    raise ReplayError(f"step {number} ({row.action!r}) cannot be replayed: {error}") from None
                code = mistake.code if mistake else None
                expected = mistake.expected if mistake else ()
                self.steps.append(ReplayStep(number, row, code, tuple(expected)))
                if judged and code != row.mistake:
                    self.diverged.append(number)
                self.frames.append(view_of(round_))

    @classmethod
    def from_store(cls, store: Store, round_id: int) -> RoundReplay:
        return cls(store.round_scenario_text(round_id), store.round_actions(round_id), f"round {round_id}")

    def __len__(self) -> int:
        return len(self.steps)

    def table(self, position: int) -> TableView:
        """Frame ``position`` (0: before the first action) as plain text values."""
        return table_text(self.frames[position])

    @property
    def mistake_steps(self) -> list[int]:
        """1-based numbers of the steps that were mistakes."""
        return [step.number for step in self.steps if step.mistake]
