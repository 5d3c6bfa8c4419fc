"""The side panel shows a pack's scenario in the window's language when the pack carries
a translation, and re-words it when the Language menu switches (real clicks)."""

from __future__ import annotations

from pathlib import Path

from tests.i18n.test_pack_translations import PACK
from tests.ui.test_language_switch import choose_language
from trainer.words import i18n
from trainer.core.packs.load import load_pack, shipped_pack_paths
from trainer.ui.main_window import MainWindow


def _window(qtbot, pack) -> MainWindow:
    window = MainWindow("cosmopol", pack=pack, animation_ms=0, load_shipped_packs=False, first_run_guide=False)
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def _pack(tmp_path: Path):
    path = tmp_path / "two-languages.yaml"
    path.write_text(PACK, encoding="utf-8")
    return load_pack(path)


def test_the_side_panel_follows_the_language_menu(qtbot, tmp_path):
    window = _window(qtbot, _pack(tmp_path))
    panel = window.panel
    qtbot.waitUntil(lambda: panel.scenario_label.text().startswith("One box"))
    assert panel.hint_label.text() == "Give box 2 its cards."
    assert "Box order" in panel.title_label.text()

    choose_language(qtbot, window, "sv")
    qtbot.waitUntil(lambda: panel.scenario_label.text().startswith("En box"))
    assert panel.hint_label.text() == "Ge box 2 dess kort."
    assert "Boxarnas ordning" in panel.title_label.text()

    choose_language(qtbot, window, "de")  # no German in this pack: its own English text
    qtbot.waitUntil(lambda: panel.scenario_label.text().startswith("One box"))
    assert panel.hint_label.text() == "Give box 2 its cards."


def test_a_shipped_pack_opens_in_swedish_without_the_other_language_note(qtbot):
    i18n.set_language("sv")
    pack = load_pack(next(path for path in shipped_pack_paths() if path.stem == "dealing-order"))
    window = _window(qtbot, pack)
    sv = pack.translations["sv"]
    first = pack.scenarios[0]
    qtbot.waitUntil(lambda: window.panel.scenario_label.text().startswith(sv["scenarios"][first.id]["title"]))
    assert window.panel.hint_label.text() == sv["scenarios"][first.id]["hint"]
    window.set_pack(pack)
    assert "English" not in window.statusBar().currentMessage()


def test_a_spot_the_error_round_reads_in_the_window_language(qtbot):
    i18n.set_language("de")
    pack = load_pack(next(path for path in shipped_pack_paths() if path.stem == "spot-the-error"))
    window = _window(qtbot, pack)
    qtbot.waitUntil(lambda: window.flows.spot is not None)
    spot = window.flows.spot
    de = pack.translations["de"]["scenarios"][spot.item.id]
    assert spot.panel.scenario_label.text() == de["title"]
    assert spot.panel.hint_label.text() == de["hint"]
    assert spot.item.title == pack.scenarios[0].title  # the round itself keeps the pack's own text


def test_the_pack_browser_lists_titles_and_hints_in_the_window_language(qtbot):
    i18n.set_language("nl")
    window = MainWindow("cosmopol", animation_ms=0, load_shipped_packs=True, first_run_guide=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    dialog = window.choose_pack()
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    index = next(i for i, p in enumerate(dialog.packs) if Path(p.source).name == "settlement-order.yaml")
    pack, item = dialog.packs[index], dialog._pack_items[index]
    nl = pack.translations["nl"]
    assert item.text(0) == nl["title"]
    first = pack.scenarios[0]
    assert item.child(0).text(0) == nl["scenarios"][first.id]["title"]
    assert item.child(0).toolTip(0) == nl["scenarios"][first.id]["hint"]


def test_a_spot_the_error_round_is_reworded_by_the_language_menu(qtbot):
    pack = load_pack(next(path for path in shipped_pack_paths() if path.stem == "spot-the-error"))
    window = _window(qtbot, pack)
    qtbot.waitUntil(lambda: window.flows.spot is not None)
    spot = window.flows.spot
    assert spot.panel.scenario_label.text() == spot.item.title
    choose_language(qtbot, window, "cs")
    cs = pack.translations["cs"]["scenarios"][spot.item.id]
    qtbot.waitUntil(lambda: spot.panel.scenario_label.text() == cs["title"])
    assert spot.panel.hint_label.text() == cs["hint"]
