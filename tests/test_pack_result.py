"""A pack's result: which rounds pass, mistakes grouped by procedure point, pass or fail
against the pass mark, and the round trip through the progress database."""

from __future__ import annotations

from trainer.core.packs.load import ErrorToFind
from trainer.core.packs.spot import score_marks
from trainer.core.packs.result import DEAL, SPOT, PackResult, RoundResult, spot_result
from trainer.store import Store


def _deal(mistakes=(), seconds=30.0, limit=60.0, finished=True, title="Round"):
    return RoundResult("r", title, DEAL, finished, seconds, limit, tuple(mistakes))


def test_a_round_passes_clean_finished_and_in_time():
    assert _deal().passed
    assert not _deal(["DEAL_ORDER"]).passed
    assert not _deal(seconds=61).passed and _deal(seconds=61).over_time
    assert not _deal(finished=False).passed
    assert _deal(limit=None, seconds=5000).passed


def test_a_spot_round_passes_only_when_everything_is_found_and_nothing_else_marked():
    errors = [ErrorToFind(6, "DEALER_CARD_EARLY"), ErrorToFind(9, "WRONG_AMOUNT")]
    full = spot_result("s", "S", score_marks(errors, {6: "DEALER_CARD_EARLY", 9: "WRONG_AMOUNT"}), 40, 90)
    alarm = spot_result("s", "S", score_marks(errors, {6: "DEALER_CARD_EARLY", 9: "WRONG_AMOUNT", 2: "DEAL_ORDER"}), 40, 90)
    wrong_rule = spot_result("s", "S", score_marks(errors, {6: "DEAL_ORDER", 9: "WRONG_AMOUNT"}), 40, 90)
    assert full.passed and full.kind == SPOT and (full.found, full.to_find) == (2, 2)
    assert not alarm.passed and alarm.false_alarms == 1
    assert not wrong_rule.passed and wrong_rule.mistakes == ("DEALER_CARD_EARLY",)


def test_pass_mark_and_mistakes_by_point():
    rounds = (_deal(), _deal(["DEAL_ORDER", "WRONG_AMOUNT"]), _deal(), _deal(["DEALER_CARD_EARLY"]))
    result = PackResult("p", "Pack", "cosmopol", "exam", rounds, pass_mark=50, pack_rounds=4)
    assert (result.passed_rounds, result.share, result.passed) == (2, 50.0, True)
    assert PackResult("p", "Pack", "cosmopol", "exam", rounds, pass_mark=51, pack_rounds=4).passed is False
    assert PackResult("p", "Pack", "cosmopol", "exam", rounds, pack_rounds=4).passed is None
    # started at a later scenario: even a perfect run does not pass the pack
    assert PackResult("p", "Pack", "cosmopol", "exam", (_deal(),), pass_mark=10, pack_rounds=4).passed is False
    by_point = {point: (count, codes) for point, _, count, codes in result.mistakes_by_point()}
    assert by_point == {"dealing_order": (2, {"DEAL_ORDER": 1, "DEALER_CARD_EARLY": 1}), "settlement": (1, {"WRONG_AMOUNT": 1})}


def test_a_result_survives_the_database(tmp_path):
    result = PackResult("p", "Pack", "cosmopol", "training", (_deal(), _deal(["DEAL_ORDER"], title="Two")), pass_mark=75, pack_rounds=2)
    with Store.open(tmp_path) as store:
        store.save_pack_result(store.trainee("Anna"), result)
        ((_, at, loaded),) = store.pack_results("Anna")
        assert loaded == result and loaded.passed is False and at is not None
        row = store.connection.execute("SELECT passed, passed_rounds, pass_mark FROM pack_results").fetchone()
        assert row == (0, 1, 75.0)
