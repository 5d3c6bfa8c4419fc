"""A pack scenario with a house of its own (the side-bets pack deals Swiss Jack rounds in a
Cosmopol pack) is shown, recorded and reported under the house it was played in (issue 27,
fault 10): the toolbar's house and the title follow the round, the stored round carries
its house, History and the reports list it there; a round of the pack's own house stays
under the pack's house."""

from __future__ import annotations

import csv

from trainer.core.packs.load import load_pack
from trainer.paths import packs_dir
from trainer.progress.report import export_csv
from trainer.store import Store
from trainer.ui.main_window import MainWindow
from trainer.words.names import house_name


def side_bets_window(qtbot, tmp_path):
    pack = load_pack(packs_dir() / "side-bets.yaml")
    window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=False, store=Store.open(tmp_path),
                        trainee="Ann")
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    ids = [scenario.id for scenario in pack.scenarios]
    return window, pack, ids


def test_a_swiss_round_of_a_cosmopol_pack_is_shown_recorded_and_reported_as_swiss(qtbot, tmp_path):
    window, pack, ids = side_bets_window(qtbot, tmp_path)
    window.cycle.start_session(window.rules, pack=pack, first=ids.index("swiss-jack-dealer-busts"))
    assert window.session.rules.id == "cosmopol" and window.round.rules.id == "swiss"
    assert window.house_combo.currentData() == "swiss"
    assert window.house_combo.currentText() == house_name("swiss")
    assert house_name("swiss") in window.windowTitle()
    window.play_reference(lambda r: False)
    assert window.round.finished
    # the round dealt again (Ctrl+R): still the Cosmopol pack's session, the table on Swiss
    window.restart_round()
    assert window.session.rules.id == "cosmopol" and window.house_combo.currentData() == "swiss"
    window.play_reference(lambda r: False)
    # the pack's own house again: a Cosmopol round of the same pack
    window.cycle.start_session(window.session.rules, pack=pack, first=ids.index("straight-flush-first"))
    assert window.round.rules.id == "cosmopol" and window.house_combo.currentData() == "cosmopol"
    assert house_name("cosmopol") in window.windowTitle()
    window.play_reference(lambda r: False)
    window.progress.close()
    with Store.open(tmp_path) as store:
        rounds = store.rounds("Ann")
        assert [r.house for r in rounds] == ["swiss", "swiss", "cosmopol"]
        played = [s for s in store.sessions("Ann") if s.rounds]
        assert [(s.house, s.houses) for s in played] == [
            ("cosmopol", ("cosmopol", "swiss")), ("cosmopol", ("cosmopol", "swiss")), ("cosmopol", ("cosmopol",))]
        assert store.round_summary(rounds[0].id).house == "swiss"
        sessions_csv, _ = export_csv(store, store.find_trainee("Ann"), tmp_path / "ann.csv")
    with open(sessions_csv, encoding="utf-8-sig", newline="") as handle:
        rows = list(csv.reader(handle))
    header = rows[0]
    house_cells = [row[header.index("house")] for row in rows[1:]]
    assert house_cells == ["cosmopol+swiss", "cosmopol+swiss", "cosmopol"]


def test_the_history_tab_lists_the_swiss_round_under_the_swiss_house(qtbot, tmp_path):
    from trainer.ui.pages.history_view import QtHistoryView

    window, pack, ids = side_bets_window(qtbot, tmp_path)
    window.cycle.start_session(window.rules, pack=pack, first=ids.index("swiss-jack-dealer-busts"))
    window.play_reference(lambda r: False)
    window.cycle.start_session(window.session.rules, pack=pack, first=ids.index("straight-flush-first"))
    window.play_reference(lambda r: False)
    with Store.open(tmp_path) as store:
        view = QtHistoryView(store, store.find_trainee("Ann"))
        qtbot.addWidget(view)
        view.resize(1280, 820)
        view.show()
        qtbot.waitExposed(view)
        table = view.rounds_table
        houses = sorted(table.item(row, 2).text() for row in range(table.rowCount()))
        assert houses == sorted([house_name("swiss"), house_name("cosmopol")])
