"""A round's history holds typed actions: ``Record.action`` is an ``Action`` whose text is
the line the dealer would type, right or wrong."""

from __future__ import annotations

from trainer.core.procedure.actions import Action
from trainer.core.procedure.dealer import play_round
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import random_scenario


def test_every_record_holds_the_action_attempted_typed_and_with_its_text():
    with random_scenario(load_house("cosmopol"), seed=5).new_round() as round_:
        round_.attempt("deal dealer")  # typed as text, and wrong here: recorded all the same
        play_round(round_)
        assert round_.finished
        records = round_.history
    assert records[0].mistake is not None and records[0].action == Action("deal", "dealer")
    assert all(isinstance(record.action, Action) for record in records)
    # the text is the same line parsed again: what the store, the spool and the packs write
    assert all(Action.parse(str(record.action)) == record.action for record in records)
    assert str(records[-1].action) == "end_round"
