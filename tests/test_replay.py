"""Replaying a stored round (the Qt-free model behind the replay view)."""

from __future__ import annotations

import pytest

from tests.storekit import HOUSE, MONDAY, save_real_round
from trainer.core.procedure import mistakes as M
from trainer.progress.replay import ReplayError, RoundReplay
from trainer.store import ActionRow, Store
from trainer.words.messages import RULES


@pytest.fixture
def stored(tmp_path):
    with Store.open(tmp_path) as store:
        ann = store.trainee("Ann")
        session = store.start_session(ann, HOUSE, started=MONDAY)
        round_id, round_ = save_real_round(store, session, 11, ("first_deal", "play"), MONDAY)
        yield store, round_id, round_


def test_replay_has_a_frame_before_and_after_every_action(stored):
    store, round_id, round_ = stored
    replay = RoundReplay.from_store(store, round_id)
    assert len(replay) == len(round_.history)
    assert len(replay.frames) == len(round_.history) + 1
    assert replay.table(0).phase == "betting" and replay.table(0).expected_next == ("no_more_bets",)
    assert replay.frames[-1].finished and replay.frames[-1].phase == "done"
    assert replay.diverged == []
    assert replay.mistake_steps == [m.step + 1 for m in round_.mistakes]
    assert [s.mistake for s in replay.steps if s.mistake] == [m.code for m in round_.mistakes]


def test_a_mistake_leaves_the_table_as_it_was(stored):
    store, round_id, round_ = stored
    replay = RoundReplay.from_store(store, round_id)
    for number in replay.mistake_steps:
        step = replay.steps[number - 1]
        assert step.rule == RULES[step.mistake]
        assert step.expected  # the right action(s) are known
        before, after = replay.table(number - 1), replay.table(number)
        assert before == after  # the table; only the view's step count moved on
    first = replay.mistake_steps[0]
    assert replay.steps[first - 1].mistake == M.DEAL_ORDER
    # and a right action changes it
    assert replay.table(1) != replay.table(2) or replay.table(1).phase != replay.table(0).phase


def test_the_last_frame_shows_the_settled_bets(stored):
    store, round_id, round_ = stored
    replay = RoundReplay.from_store(store, round_id)
    results = {bet.id: bet.net for hand in replay.table(len(replay)).hands for bet in hand.bets}
    from trainer.core.game.payouts import format_amount

    assert results == {bet_id: format_amount(net) for bet_id, net in round_.bet_results().items()}
    assert all(bet.status != "live" for hand in replay.table(len(replay)).hands for bet in hand.bets)


def test_a_changed_verdict_is_reported(stored):
    store, round_id, _ = stored
    actions = store.round_actions(round_id)
    tampered = [ActionRow(a.step, a.action, a.state, M.WRONG_AMOUNT if a.step == 0 else a.mistake, a.expected)
                for a in actions]
    replay = RoundReplay(store.round_scenario_text(round_id), tampered)
    assert replay.diverged == [1]


def test_a_scenario_that_no_longer_loads_is_a_replay_error():
    with pytest.raises(ReplayError, match="cannot rebuild"):
        RoundReplay('{"rules": "no-such-house", "boxes": {"1": {"bet": 100}}}', ["no_more_bets"])


def test_side_bets_are_stored_replayed_and_shown_on_their_box(tmp_path):
    """A round with a 21+3 and a split: the stored scenario keeps the side bet, the replay
    rebuilds it, and every frame shows it on box 1 (with the first hand after the split)."""
    from trainer.core.procedure.dealer import play_round
    from trainer.core.packs.scenario import parse_scenario

    scenario = parse_scenario(
        'rules: cosmopol\nboxes: {1: {bet: 100}}\nside_bets: {"21+3": {1: 50}}\n'
        'shoe: [8h, 9h, 8d, Tc, Ts, 9c, 8s]\ndecisions: {"1": [split], "1.1": [stand], "1.2": [stand]}\n'
    )
    with Store.open(tmp_path) as store:
        session = store.start_session(store.trainee("Ann"), HOUSE, started=MONDAY)
        with scenario.new_round() as round_:
            round_.attempt("no_more_bets")
            round_.attempt("deal 1")
            assert round_.attempt("collect 21+3:1").code == M.SIDE_BET_EARLY
            play_round(round_)
            round_id = store.save_played_round(session, scenario, round_, MONDAY, MONDAY)
        replay = RoundReplay.from_store(store, round_id)
    assert replay.diverged == []
    assert [s.mistake for s in replay.steps if s.mistake] == [M.SIDE_BET_EARLY]
    for frame in map(replay.table, range(1, len(replay) + 1)):
        shown = [bet for hand in frame.hands for bet in hand.bets if bet.id == "21+3:1"]
        assert len(shown) == 1, frame
    last = replay.table(len(replay))
    assert [hand.id for hand in last.hands] == ["1.1", "1.2"]
    assert [bet.id for bet in last.hands[0].bets if bet.id.startswith("21+3")] == ["21+3:1"]
    assert next(b for h in last.hands for b in h.bets if b.id == "21+3:1").status == "collected"


def test_the_frames_are_the_round_s_views_as_it_was_played(stored):
    """Replays are views too: each frame equals the view of the round played to that step."""
    from trainer.core.packs.scenario import parse_scenario
    from trainer.core.procedure.view import view_of

    store, round_id, _ = stored
    replay = RoundReplay.from_store(store, round_id)
    with parse_scenario(store.round_scenario_text(round_id)).new_round() as again:
        assert replay.frames[0] == view_of(again)
        for number, step in enumerate(replay.steps, start=1):
            again.attempt(step.action.action)
            assert replay.frames[number] == view_of(again), number
