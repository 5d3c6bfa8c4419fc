"""Replaying a recorded round, action by action (Qt-free; the replay view shows it).

The store keeps a round as its scenario (the shoe listing every card the round used)
and the actions attempted. Replaying rebuilds the :class:`~trainer.core.procedure.Round`
from the scenario and attempts the recorded actions again, one at a time, taking a
plain snapshot of the table after each: frame 0 is the table before the first action,
frame ``k`` the table after action ``k``. A wrong action is not applied, so its frame
shows the table unchanged, as the trainee saw it.

If the procedure has changed since the round was recorded, the replayed verdicts may
differ from the stored ones; :attr:`RoundReplay.diverged` lists those steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from trainer.core import hands as hv
from trainer.core.errors import PackError
from trainer.core.payouts import format_amount
from trainer.core.procedure import Round
from trainer.core.scenario import parse_scenario
from trainer.messages import mistake_rule
from trainer.store import ActionRow, Store


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
    """The table at one point of the replay, as plain text values."""

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


def _side_bet_shown_with(bet, hand_id: str, order: list[str]) -> bool:
    """A side bet lies on its box (``21+3:3`` on box 3), not on a hand: after a split it
    is shown with the box's first hand."""
    if bet.side is None or bet.hand_id in order:
        return False
    box = bet.hand_id
    return hand_id == next((h for h in order if h.split(".")[0] == box), None)


def snapshot(round_: Round) -> TableView:
    """A plain copy of what is on the table now."""
    table = round_.table
    hands = []
    for hand_id in table.order:
        hand = table.hands[hand_id]
        notes = [
            name
            for name, on in (
                ("Black Jack", hand.is_blackjack),
                ("bust", hand.is_bust),
                ("three sevens", hand.is_three_sevens),
                ("doubled", hand.doubled),
                ("stood", hand.stood),
                ("cleared", hand.cleared),
            )
            if on
        ]
        bets = tuple(
            _bet_view(bet)
            for bet in table.bets.values()
            if bet.hand_id == hand_id or _side_bet_shown_with(bet, hand_id, table.order)
        )
        hands.append(HandView(hand_id, tuple(str(c) for c in hand.cards), hand.total, tuple(notes), bets))
    hand_id, request = round_.current_request()
    return TableView(
        phase=round_.state,
        dealer=tuple(str(c) for c in table.dealer),
        dealer_total=hv.total(table.dealer) if table.dealer else None,
        hands=tuple(hands),
        tray=format_amount(table.tray),
        request=(hand_id, request) if hand_id is not None and round_.state == "play" else None,
        expected_next=tuple(str(a) for a in round_.expected()),
        finished=round_.finished,
    )


def _bet_view(bet) -> BetView:
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
    """A recorded round rebuilt, with a table snapshot before and after every action."""

    def __init__(self, scenario_text: str, actions: Sequence[ActionRow | str], source: str = "<recorded round>"):
        judged = all(isinstance(a, ActionRow) for a in actions)
        rows = [a if isinstance(a, ActionRow) else ActionRow(i, str(a), "", None) for i, a in enumerate(actions)]
        try:
            scenario = parse_scenario(scenario_text, source)
        except PackError as error:
            raise ReplayError(f"cannot rebuild the round: {error}") from None
        self.steps: list[ReplayStep] = []
        self.frames: list[TableView] = []
        #: numbers of the steps whose replayed verdict differs from the stored one.
        self.diverged: list[int] = []
        with scenario.new_round() as round_:
            self.frames.append(snapshot(round_))
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
                self.frames.append(snapshot(round_))

    @classmethod
    def from_store(cls, store: Store, round_id: int) -> "RoundReplay":
        return cls(store.round_scenario_text(round_id), store.round_actions(round_id), f"round {round_id}")

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def mistake_steps(self) -> list[int]:
        """1-based numbers of the steps that were mistakes."""
        return [step.number for step in self.steps if step.mistake]
