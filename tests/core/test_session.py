"""Training sessions (Qt-free): rounds in order, training vs exam, the round summary."""

from __future__ import annotations

from fractions import Fraction

import pytest

from trainer.core.procedure import mistakes as M
from trainer.core.procedure.dealer import play_round
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import parse_scenario
from trainer.core.practice.session import RoundPlan, Session, load_packs, plans_from_pack, summarize

SCENARIO = """
rules: cosmopol
boxes:
  1: {bet: 100, behind: [50]}
  3: {bet: 200}
shoe: [Ts, 9h, 7d, 6c, 9c, Kd, Th]
decisions: {1: [hit], 3: [stand]}
"""


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def reference_actions() -> list[str]:
    with parse_scenario(SCENARIO).new_round() as round_:
        return play_round(round_)


def make_session(exam: bool = False, rounds: int = 2) -> tuple[Session, Clock, dict[str, list]]:
    clock = Clock()
    plans = [RoundPlan(parse_scenario(SCENARIO), title=f"round {i}", time_limit=60) for i in range(rounds)]
    session = Session(load_house("cosmopol"), plans, exam=exam, clock=clock)
    calls: dict[str, list] = {"start": [], "mistake": [], "end": [], "session": [], "applied": []}
    session.round_did_start.append(lambda round_, plan: calls["start"].append(plan.title))
    session.mistake_did_happen.append(calls["mistake"].append)
    session.round_did_end.append(calls["end"].append)
    session.session_did_end.append(calls["session"].append)
    session.action_did_apply.append(calls["applied"].append)
    return session, clock, calls


def test_training_reports_mistakes_at_once_and_summarises_the_round():
    session, clock, calls = make_session()
    session.start_next_round()
    assert calls["start"] == ["round 0"]
    mistake = session.attempt("deal dealer")
    assert mistake is not None and mistake.code == M.OUT_OF_PHASE
    assert calls["mistake"] == [mistake]
    actions = reference_actions()
    # a wrong amount on the first payout, then the right one
    for action in actions:
        if action.startswith("pay "):
            verb, bet, amount = action.split()
            assert session.attempt(f"pay {bet} {Fraction(amount) + 1}").code == M.WRONG_AMOUNT
        clock.now += 1.5
        assert session.attempt(action) is None
    assert len(calls["applied"]) == len(actions)
    [summary] = calls["end"]
    assert summary.finished and not summary.ok
    assert summary.seconds == pytest.approx(1.5 * len(actions))
    assert [m.code for m in summary.mistakes] == [M.OUT_OF_PHASE, M.WRONG_AMOUNT]
    assert (summary.payouts_right, summary.payouts_wrong) == (1, 1)  # payments only: pay 3, once wrong, once right
    assert summary.bet_results == {"1": -100, "1b1": -50, "3": 200}
    assert summary.house_result == -50
    assert summary.ledger_balanced
    assert [m.code for m in summary.wrong_payouts] == [M.WRONG_AMOUNT]
    assert session.has_next and not session.finished


def test_exam_holds_mistakes_back_until_the_round_ends():
    session, _, calls = make_session(exam=True, rounds=1)
    session.start_next_round()
    assert session.attempt("deal 1").code == M.OUT_OF_PHASE
    assert calls["mistake"] == []
    assert session.visible_mistakes() == []
    for action in reference_actions():
        session.attempt(action)
    assert [m.code for m in session.visible_mistakes()] == [M.OUT_OF_PHASE]
    assert calls["end"][0].exam
    assert calls["session"] == [calls["end"]]
    assert session.finished and not session.has_next
    with pytest.raises(RuntimeError):
        session.start_next_round()


def test_over_time_is_not_ok():
    session, clock, calls = make_session(rounds=1)
    session.start_next_round()
    for action in reference_actions():
        clock.now += 10
        session.attempt(action)
    summary = calls["end"][0]
    assert summary.over_time and not summary.mistakes and not summary.ok


def test_the_clock_starts_at_the_first_action_not_when_the_round_is_dealt():
    session, clock, calls = make_session(rounds=2)
    session.start_next_round()
    clock.now += 137  # the trainee reads the table (the window sat open) for 2:17
    assert session.elapsed() == 0.0
    actions = reference_actions()
    session.attempt(actions[0])
    assert session.elapsed() == 0.0
    clock.now += 4
    assert session.elapsed() == 4.0
    for action in actions[1:]:
        clock.now += 1
        session.attempt(action)
    summary = calls["end"][0]
    assert summary.seconds == 4 + len(actions) - 1 and not summary.over_time
    clock.now += 30
    assert session.elapsed() == summary.seconds  # frozen once the round is over
    # the next round's clock waits for its own first action, a wrong one included
    session.start_next_round()
    clock.now += 50
    assert session.elapsed() == 0.0
    assert session.attempt("deal dealer").code == M.OUT_OF_PHASE
    clock.now += 2
    assert session.elapsed() == 2.0


def test_free_play_deals_random_rounds_without_end():
    session = Session(load_house("minicasino"), seed=11)
    seen = []
    for _ in range(3):
        round_ = session.start_next_round()
        assert round_.rules.id == "minicasino"
        play_round(round_)
        seen.append(tuple(sorted(round_.table.bets)))
        summary = summarize(round_)
        assert summary.finished and summary.ledger_balanced
    assert session.has_next and session.total_rounds is None
    session.close()


def test_shipped_packs_become_plans():
    packs, errors = load_packs()
    assert errors == []
    for pack in packs:
        plans = plans_from_pack(pack)
        assert [p.title for p in plans] == [s.title for s in pack.scenarios]
        assert all(p.scenario is s.scenario for p, s in zip(plans, pack.scenarios))
