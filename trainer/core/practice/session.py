"""A training session: a sequence of rounds, scored and timed, with plain callbacks.

A session deals rounds one after the other, either from a list of planned rounds (a
scenario pack's scenarios) or random rounds for free play. Every dealer action goes
through :meth:`Session.attempt`, which passes it to the round's
:meth:`~trainer.core.procedure.machine.Round.attempt` and keeps the score.

Two modes:

* **training** (the default): :attr:`Session.mistake_did_happen` is called the moment a
  mistake is made, so a window can flag it at once;
* **exam**: mistakes are recorded silently and handed over only with the round's
  :class:`RoundSummary` (:attr:`Session.round_did_end`).

The hooks are plain attributes holding a callable or ``None`` (named
``subject_did_verb``); the session never imports Qt.

>>> from trainer.core.game.rules import load_house
>>> session = Session(load_house("cosmopol"), seed=3)
>>> round_ = session.start_next_round()
>>> session.attempt("deal 1") is not None   # the round starts with no_more_bets
True
>>> from trainer.core.procedure.dealer import play_round
>>> _ = play_round(round_)                   # bypassing the session: nothing is scored
>>> session.round.finished
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from trainer.core.game.rules import HouseRules
from trainer.core.packs.scenario import Scenario, random_scenario
from trainer.core.procedure import mistakes as M
from trainer.core.procedure.actions import MONEY_VERBS, Action, Mistake, Record
from trainer.core.procedure.machine import Round
from trainer.core.procedure.view import RoundView, view_of
from trainer.core.procedure.vocabulary import Mode, Verb

#: the mistakes that make a payment a wrong payout (the summary's "wrong"): what it paid.
WRONG_PAYMENT_CODES = frozenset({M.WRONG_AMOUNT, M.WRONG_OUTCOME})

TRAINING = Mode.TRAINING
EXAM = Mode.EXAM


@dataclass(frozen=True)
class RoundPlan:
    """One round a session will deal: its scenario and what the instructor says of it."""

    scenario: Scenario
    title: str = ""
    #: what the round trains (mistake codes or free words, as the pack gives them).
    trains: tuple[str, ...] = ()
    hint: str = ""
    #: seconds the instructor allows (None: no limit).
    time_limit: float | None = None
    id: str = ""

    @classmethod
    def from_pack_scenario(cls, item: Any) -> RoundPlan:
        """A plan from a pack's scenario (``trainer.core.packs.load.PackScenario``: ``id``,
        ``title``, ``trains``, ``hint``, ``time_limit``, ``scenario``)."""
        trains = getattr(item, "trains", ()) or ()
        if isinstance(trains, str):
            trains = (trains,)
        limit = getattr(item, "time_limit", None)
        return cls(
            scenario=item.scenario,
            title=str(getattr(item, "title", "") or getattr(item, "id", "")),
            trains=tuple(str(t) for t in trains),
            hint=str(getattr(item, "hint", "") or ""),
            time_limit=float(limit) if limit else None,
            id=str(getattr(item, "id", "") or ""),
        )


@dataclass(frozen=True)
class RoundSummary:
    """How one round went."""

    #: 0-based index of the round in the session.
    index: int
    title: str
    exam: bool
    #: the round reached ``end_round``.
    finished: bool
    seconds: float
    #: every action attempted, right or wrong.
    actions: int
    mistakes: tuple[Mistake, ...]
    #: payments that were right (a ``pay`` applied).
    payouts_right: int
    #: payments that were wrong: a ``pay`` of a wrong amount, or of a bet that did not win
    #: (a payment made out of its turn is a mistake of order, not a wrong payout).
    payouts_wrong: int
    #: each bet's net result for the player.
    bet_results: dict[str, Fraction] = field(default_factory=dict)
    ledger_balanced: bool = True
    time_limit: float | None = None
    #: every attempted action's record, in order (what a recorder saves).
    records: tuple[Record, ...] = ()

    @property
    def house_result(self) -> Fraction:
        """What the house won (minus the players' total)."""
        return -sum(self.bet_results.values(), Fraction(0))

    @property
    def over_time(self) -> bool:
        return self.time_limit is not None and self.seconds > self.time_limit

    @property
    def wrong_payouts(self) -> tuple[Mistake, ...]:
        return tuple(m for m in self.mistakes if _verb(m.action) in MONEY_VERBS)

    @property
    def ok(self) -> bool:
        """Finished, with no mistake and within the time limit."""
        return self.finished and not self.mistakes and not self.over_time


class Session:
    """Rounds in a row, training or exam.

    Args:
        rules: the house; random rounds are dealt under it.
        plans: the rounds to deal in order (a pack); ``None`` deals random rounds
            without end (free play).
        exam: exam mode holds mistakes back until the round's summary.
        seed: the first random round's seed (each next round takes the next seed).
        clock: seconds as a float (injectable for tests).

    Hooks (each a list of listeners, called in the order they were added):
        ``round_did_start(round, plan)``: a new round is ready (``plan`` None when random);
        ``round_did_change(view, record)``: the round's frozen view after a new round was
        dealt (``record`` None) or after any attempted action (``record`` says which, and
        its ``mistake`` whether it was wrong); screens read only this view;
        ``action_did_apply(record)``: a right action was applied;
        ``mistake_did_happen(mistake)``: training mode only, at once;
        ``round_did_end(summary)``: the round reached ``end_round``;
        ``session_did_end(summaries)``: the last planned round ended.
    """

    def __init__(
        self,
        rules: HouseRules,
        plans: Sequence[RoundPlan] | None = None,
        *,
        exam: bool = False,
        seed: int = 0,
        clock: Callable[[], float] = time.monotonic,
        title: str = "",
    ) -> None:
        self.rules = rules
        self.plans: tuple[RoundPlan, ...] | None = tuple(plans) if plans is not None else None
        self.exam = exam
        self.seed = seed
        self.clock = clock
        self.title = title
        #: free play deals focused rounds on this procedure point (trainer/core/practice/focus.py).
        self.focus: str | None = None
        self.round_did_start: list[Callable[[Round, RoundPlan | None], None]] = []
        self.round_did_change: list[Callable[[RoundView, Record | None], None]] = []
        self.action_did_apply: list[Callable[[Record], None]] = []
        self.mistake_did_happen: list[Callable[[Mistake], None]] = []
        self.round_did_end: list[Callable[[RoundSummary], None]] = []
        self.session_did_end: list[Callable[[list[RoundSummary]], None]] = []
        self.summaries: list[RoundSummary] = []
        self.round: Round | None = None
        #: the current round's scenario (what a recording of the round replays from).
        self.scenario: Scenario | None = None
        self.plan: RoundPlan | None = None
        #: index of the current round (-1 before the first).
        self.index = -1
        #: when the current round's clock started: at the trainee's first action, not
        #: when the round was dealt (time spent reading the table is not dealing time).
        self._started_at: float | None = None
        self._ended = False

    # --- reading -----------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return EXAM if self.exam else TRAINING

    @property
    def total_rounds(self) -> int | None:
        """How many rounds the session deals (None: random rounds without end)."""
        return None if self.plans is None else len(self.plans)

    @property
    def has_next(self) -> bool:
        return self.plans is None or self.index + 1 < len(self.plans)

    @property
    def finished(self) -> bool:
        """Every planned round has been played to its end."""
        return not self.has_next and self.round is not None and self.round.finished

    def elapsed(self) -> float:
        """Seconds since the trainee's first action in the current round (0 before it;
        frozen once the round ends)."""
        if self.round is None or self._started_at is None:
            return 0.0
        if self.round.finished and self.summaries and self.summaries[-1].index == self.index:
            return self.summaries[-1].seconds
        return self.clock() - self._started_at

    def elapsed_until_now(self) -> float:
        """Seconds on the current round's clock right now (0 before the first action)."""
        return 0.0 if self._started_at is None else self.clock() - self._started_at

    def visible_mistakes(self) -> list[Mistake]:
        """The current round's mistakes the trainee may see now: all of them in training
        mode; in exam mode none until the round has ended."""
        if self.round is None:
            return []
        if self.exam and not self.round.finished:
            return []
        return list(self.round.mistakes)

    # --- playing -------------------------------------------------------------------------
    def start_next_round(self) -> Round:
        """Close the current round and deal the next one."""
        if not self.has_next:
            raise RuntimeError("the session has no more rounds")
        self.close_round()
        self.index += 1
        if self.plans is None:
            self.plan = None
            if self.focus is not None:
                from trainer.core.practice.focus import focused_scenario

                scenario = focused_scenario(self.rules, self.focus, self.seed + self.index)
            else:
                scenario = random_scenario(self.rules, self.seed + self.index)
        else:
            self.plan = self.plans[self.index]
            scenario = self.plan.scenario
        self.scenario = scenario
        self.round = scenario.new_round()
        self._started_at = None  # the clock starts at the first action
        for listener in list(self.round_did_start):
            listener(self.round, self.plan)
        self._changed(None)
        return self.round

    def attempt(self, action: Action | str) -> Mistake | None:
        """Try one dealer action on the current round (the return value is the core's,
        in either mode: a caller in exam mode should not show it)."""
        if self.round is None:
            raise RuntimeError("no round has been started")
        round_ = self.round
        if self._started_at is None:
            self._started_at = self.clock()
        mistake = round_.attempt(action)
        record = round_.history[-1]
        if mistake is None:
            for listener in list(self.action_did_apply):
                listener(record)
        if mistake is None:
            if round_.finished:
                self._end_round()
        elif not self.exam:
            for on_mistake in list(self.mistake_did_happen):
                on_mistake(mistake)
        self._changed(record)  # last: the screens redraw once the summary or the mistake is in
        return mistake

    def view(self) -> RoundView:
        """The current round's frozen view."""
        if self.round is None:
            raise RuntimeError("no round has been started")
        return view_of(self.round)

    def _changed(self, record: Record | None) -> None:
        if self.round_did_change and self.round is not None:
            view = view_of(self.round)  # one view for every listener
            for listener in list(self.round_did_change):
                listener(view, record)

    def summary(self) -> RoundSummary:
        """The current round's summary so far (final once the round has finished)."""
        if self.round is None:
            raise RuntimeError("no round has been started")
        return summarize(
            self.round,
            index=self.index,
            title=self.plan.title if self.plan else "",
            exam=self.exam,
            seconds=self.elapsed(),
            time_limit=self.plan.time_limit if self.plan else None,
        )

    def close_round(self) -> None:
        """Let the shared machine go of the current round."""
        if self.round is not None:
            self.round.close()

    def close(self) -> None:
        self.close_round()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _end_round(self) -> None:
        assert self.round is not None  # called as the current round finishes
        summary = summarize(
            self.round,
            index=self.index,
            title=self.plan.title if self.plan else "",
            exam=self.exam,
            seconds=self.elapsed_until_now(),
            time_limit=self.plan.time_limit if self.plan else None,
        )
        self.summaries.append(summary)
        for listener in list(self.round_did_end):
            listener(summary)
        if not self.has_next and not self._ended:
            self._ended = True
            for on_end in list(self.session_did_end):
                on_end(list(self.summaries))


def summarize(
    round_: Round,
    *,
    index: int = 0,
    title: str = "",
    exam: bool = False,
    seconds: float = 0.0,
    time_limit: float | None = None,
) -> RoundSummary:
    """Score a round from its history."""
    # what the summary's "Payouts right / wrong" says: payments only (collects and pushes
    # are no payouts), and a wrong one is wrong in what it paid, not in when
    payments = [r for r in round_.history if r.action.verb == Verb.PAY]
    right = sum(1 for r in payments if r.mistake is None)
    wrong = sum(1 for r in payments if r.mistake is not None and r.mistake.code in WRONG_PAYMENT_CODES)
    return RoundSummary(
        index=index,
        title=title,
        exam=exam,
        finished=round_.finished,
        seconds=seconds,
        actions=len(round_.history),
        mistakes=tuple(round_.mistakes),
        payouts_right=right,
        payouts_wrong=wrong,
        bet_results=dict(round_.bet_results()),
        ledger_balanced=round_.table.ledger_balanced(),
        time_limit=time_limit,
        records=tuple(round_.history),
    )


def plans_from_pack(pack: Any) -> list[RoundPlan]:
    """The rounds of a scenario pack (``trainer.core.packs.load.Pack``), in the pack's order."""
    return [RoundPlan.from_pack_scenario(item) for item in getattr(pack, "scenarios", ())]


def plans_from_scenarios(scenarios: Iterable[Scenario]) -> list[RoundPlan]:
    return [RoundPlan(scenario, title=scenario.source) for scenario in scenarios]


def _verb(action_text: str) -> str:
    return action_text.split(" ", 1)[0]


# --- scenario packs -------------------------------------------------------------------------
def shipped_pack_paths() -> list[Any]:
    """The shipped pack files, in order."""
    from trainer.core.packs.load import shipped_pack_paths as shipped

    return list(shipped())


def load_packs(paths: Iterable[Any] | None = None) -> tuple[list[Any], list[str]]:
    """Load the shipped scenario packs (or the given pack files).

    Returns the packs that loaded, and one line for each that did not (a broken pack
    must not keep the window from starting)."""
    from trainer.core.packs.load import load_pack
    from trainer.core.packs.load import shipped_pack_paths as shipped

    if paths is None:
        paths = shipped()
    loaded, errors = [], []
    for path in paths:
        try:
            loaded.append(load_pack(path))
        except Exception as error:  # PackError and anything a half-written pack raises
            # a PackError names its file (and line) itself; anything else gets the name here
            text = str(error)
            errors.append(text if str(path) in text else f"{path}: {text}")
    return loaded, errors


def pack_house(pack: Any) -> HouseRules:
    """The house a pack is dealt in (``pack.house`` is a house id or the rules)."""
    house = getattr(pack, "house", None)
    if isinstance(house, HouseRules):
        return house
    for item in getattr(pack, "scenarios", ()):
        scenario: Scenario | None = getattr(item, "scenario", None)
        if scenario is not None and (house is None or scenario.rules.id == house):
            return scenario.rules
    from trainer.core.game.rules import load_house

    return load_house(house or "cosmopol")
