"""One list of procedure points serves packs, the store and focused rounds."""

from __future__ import annotations

from trainer.core.procedure import mistakes as M
from trainer.core.packs import load as pack_load
from trainer.core.packs import trains
from trainer.core.procedure.points import BY_ID, FOCUS_POINTS, MISTAKE_GROUPS, PACK_POINTS, POINTS
from trainer import store


def test_packs_accept_the_seven_points_and_side_bets():
    assert set(trains.PROCEDURE_POINTS) == {
        "dealing_order", "immediate_blackjack", "three_sevens", "insurance_even_money",
        "settlement_order", "splits_doubles", "house_rules", "side_bets",
    }
    assert trains.PROCEDURE_POINTS is PACK_POINTS
    assert pack_load.PACK_SCENARIO_SCHEMA["properties"]["trains"]["items"]["enum"] == list(PACK_POINTS)


def test_the_store_groups_mistakes_into_the_same_eight_points_and_side_bets_in_round_order():
    assert [p.id for p in store.PROCEDURE_POINTS] == [
        "dealing_order", "insurance", "immediate_blackjack", "three_sevens",
        "splits_doubles", "house_rules", "settlement", "round_flow", "side_bets",
    ]
    assert store.PROCEDURE_POINTS is MISTAKE_GROUPS
    codes = [code for point in MISTAKE_GROUPS for code in point.codes]
    assert sorted(codes) == sorted(M.ALL_CODES)


def test_ids_are_unique_and_practice_names_focus_points():
    assert len(BY_ID) == len(POINTS)
    assert len(FOCUS_POINTS) == 13
    for point in POINTS:
        assert set(point.practice) <= set(FOCUS_POINTS), point.id
    for group in MISTAKE_GROUPS:
        assert group.practice, f"{group.id}: mistakes with nothing to practise them"
