"""Help ▸ Guided round in a spot-the-error round: the guide names the spot keys (its
dealing hints would ask for N, which does nothing there), and when the next round is a
dealing round it guides the deal again."""

from __future__ import annotations

from PySide6.QtCore import Qt

from trainer.core.practice.session import load_packs
from trainer.ui.main_window import MainWindow


def _window(qtbot) -> MainWindow:
    packs, _ = load_packs()
    pack = next(p for p in packs if p.id == "side-bets")  # nine dealing rounds, then a spot round
    window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    window.start_session(window.rules, pack=pack, first=len(pack.scenarios) - 2)
    return window


def _open_guide_from_help(qtbot, window) -> None:
    bar = window.menuBar()
    help_action = next(a for a in bar.actions() if a.text().replace("&", "") == "Help")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(help_action).center())
    menu = help_action.menu()
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(window.guide_action).center())
    qtbot.waitUntil(lambda: window.guide is not None and window.guide.isVisible(), timeout=3000)


def test_the_guide_in_a_spot_round_names_the_spot_keys(qtbot):
    window = _window(qtbot)
    window.play_reference(lambda r: False)  # the last dealing round, played
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.flows.spot is not None
    _open_guide_from_help(qtbot, window)
    guide = window.guide
    hint = guide.hint.text()
    assert "<b>N</b>" not in hint and "<b>M</b>" in hint and "<b>F</b>" in hint
    step = window.flows.spot.replay.position
    with qtbot.waitSignal(guide.refreshed, timeout=3000):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the key the hint names steps the round
    assert window.flows.spot.replay.position == step + 1
    assert guide.hint.text() == hint and not guide.order.isVisible()


def test_the_guide_guides_the_deal_again_after_a_spot_round(qtbot):
    window = _window(qtbot)
    window.start_session(window.rules, pack=window.pack, first=len(window.pack.scenarios) - 1)
    _open_guide_from_help(qtbot, window)
    assert "<b>M</b>" in window.guide.hint.text()
    window.guide.dismiss()
    window.start_session(window.rules, pack=window.pack, first=0)  # a dealing round again
    _open_guide_from_help(qtbot, window)
    assert "<b>N</b>" in window.guide.hint.text() and window.guide.order.isVisible()
