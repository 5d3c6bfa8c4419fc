"""A pack's result: every round of a pack played through, scored as a whole.

Qt-free, so the History tab, the PDF and the tests read the same numbers. A round
**passes** when it is played to its end without a mistake within its scenario's time
limit; a spot-the-error round when every mistake was found and named, nothing right was
marked, and it was within the limit. The pack passes when the share of rounds that pass
reaches its ``pass_mark`` (a percentage; a pack without one has no pass or fail).
Mistakes are grouped by the procedure point they belong to (:data:`trainer.store.PROCEDURE_POINTS`).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

DEAL = "deal"
SPOT = "spot"


@dataclass(frozen=True)
class RoundResult:
    """One round of the pack."""

    scenario_id: str
    title: str
    kind: str  # DEAL or SPOT
    finished: bool
    seconds: float
    time_limit: float | None
    #: the mistake codes made (deal), or the ones missed or misnamed (spot).
    mistakes: tuple[str, ...] = ()
    #: spot the error: how many there were to find, found, false alarms.
    to_find: int = 0
    found: int = 0
    false_alarms: int = 0

    @property
    def over_time(self) -> bool:
        return self.time_limit is not None and self.seconds > self.time_limit

    @property
    def passed(self) -> bool:
        if self.kind == SPOT:
            return self.finished and self.found == self.to_find and not self.false_alarms and not self.over_time
        return self.finished and not self.mistakes and not self.over_time


@dataclass(frozen=True)
class PackResult:
    """The pack as a whole; ``rounds`` in the order played."""

    pack_id: str
    pack_title: str
    house: str
    mode: str
    rounds: tuple[RoundResult, ...]
    #: percentage of rounds that must pass (None: the pack sets no pass mark).
    pass_mark: float | None = None
    #: how many scenarios the pack has (a pack started at a later scenario plays fewer).
    pack_rounds: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def passed_rounds(self) -> int:
        return sum(1 for item in self.rounds if item.passed)

    @property
    def share(self) -> float:
        """Percentage of the rounds played that passed."""
        return 100.0 * self.passed_rounds / len(self.rounds) if self.rounds else 0.0

    @property
    def passed(self) -> bool | None:
        """Pass or fail against the pass mark (None without one); a pack not played
        through from its first scenario cannot pass."""
        if self.pass_mark is None:
            return None
        complete = len(self.rounds) >= self.pack_rounds
        return complete and self.share + 1e-9 >= self.pass_mark

    @property
    def seconds(self) -> float:
        return sum(item.seconds for item in self.rounds)

    def mistakes_by_point(self) -> list[tuple[str, str, int, dict[str, int]]]:
        """(point id, label, mistakes, {code: count}) in procedure order, points with
        mistakes only."""
        from trainer.core.procedure.points import GROUP_OF_CODE as POINT_OF_CODE
        from trainer.core.procedure.points import MISTAKE_GROUPS as PROCEDURE_POINTS

        codes = Counter(code for item in self.rounds for code in item.mistakes)
        rows = []
        for point in PROCEDURE_POINTS:
            mine = {code: codes[code] for code in point.codes if codes.get(code)}
            if mine:
                rows.append((point.id, point.label, sum(mine.values()), mine))
        other = {code: n for code, n in codes.items() if code not in POINT_OF_CODE}
        if other:
            rows.append(("other", "Other", sum(other.values()), other))
        return rows

    def to_json(self) -> str:
        data = asdict(self)
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> PackResult:
        data = json.loads(text)
        rounds = tuple(RoundResult(**{**item, "mistakes": tuple(item.get("mistakes", ()))}) for item in data.pop("rounds", ()))
        return cls(rounds=rounds, **data)


def deal_result(summary: Any, scenario_id: str) -> RoundResult:
    """A played round from the session's RoundSummary."""
    return RoundResult(
        scenario_id=scenario_id,
        title=summary.title,
        kind=DEAL,
        finished=bool(summary.finished),
        seconds=float(summary.seconds),
        time_limit=summary.time_limit,
        mistakes=tuple(m.code for m in summary.mistakes),
    )


def spot_result(scenario_id: str, title: str, score: Any, seconds: float, time_limit: float | None) -> RoundResult:
    """A spot-the-error round from its :class:`~trainer.core.packs.spot.SpotScore`."""
    unfound = tuple(code for _, code in score.missed) + tuple(actual for _, _, actual in score.wrong_rule)
    return RoundResult(
        scenario_id=scenario_id,
        title=title,
        kind=SPOT,
        finished=True,
        seconds=float(seconds),
        time_limit=time_limit,
        mistakes=unfound,
        to_find=score.to_find,
        found=len(score.found),
        false_alarms=len(score.false_alarms),
    )
