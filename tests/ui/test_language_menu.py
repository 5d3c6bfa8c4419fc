"""The window's Language menu (remembered in QSettings) and a house offering its language."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.ui.test_table_window import make_window
from trainer.words import i18n
from trainer.ui.app import use_saved_language
from trainer.ui.language_menu import saved_language


def menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_choosing_a_language_is_kept_for_the_next_start(qtbot):
    window = make_window(qtbot)
    assert "&Language" in menu_titles(window) and saved_language() is None
    bar = window.menuBar()
    entry = next(action for action in bar.actions() if action.text() == "&Language")
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(entry).center())
    menu = entry.menu()
    qtbot.waitUntil(menu.isVisible)
    assert [action.text() for action in menu.actions()] == list(i18n.LANGUAGES.values())
    swedish = window.language_actions["sv"]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(swedish).center())
    qtbot.waitUntil(lambda: i18n.current() == "sv")
    assert saved_language() == "sv" and swedish.isChecked()
    assert window.statusBar().currentMessage().startswith("Språk: Svenska.")

    i18n.set_language("en")  # as a new start would be, before the saved choice is read
    use_saved_language()
    assert i18n.current() == "sv"
    again = make_window(qtbot)
    assert "&Språk" in menu_titles(again) and again.language_actions["sv"].isChecked()


def test_the_swiss_house_offers_german_once(qtbot):
    window = make_window(qtbot)
    index = window.house_combo.findData("swiss")
    window.house_combo.setCurrentIndex(index)
    window.house_combo.activated.emit(index)
    box = window.language_offer
    qtbot.waitUntil(box.isVisible)
    assert "Deutsch" in box.text()
    assert window.view.hasFocus() or not box.isActiveWindow()  # the table keeps the keyboard
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: i18n.current() == "de")
    assert saved_language() == "de" and window.language_actions["de"].isChecked()

    i18n.set_language("en")
    window.set_house("cosmopol")  # a Swedish house in an English window: Swedish offered
    swedish = window.language_offer
    assert swedish is not box and "Svenska" in swedish.text()
    swedish.close()
    window.set_house("swiss")  # asked once: not again
    assert window.language_offer is swedish
    window.set_house("czech")  # another house, another language: offered
    assert window.language_offer is not box and "Čeština" in window.language_offer.text()
    window.language_offer.close()


def test_no_offer_when_the_window_already_speaks_the_house_language(qtbot):
    i18n.set_language("de")
    window = make_window(qtbot)
    window.set_house("swiss")
    assert getattr(window, "language_offer", None) is None


def test_a_pack_in_another_language_says_so(qtbot, tmp_path):
    i18n.set_language("de")
    window = make_window(qtbot, house="swiss")
    # an instructor's English pack with a Swedish translation only (the shipped packs speak German)
    from tests.i18n.test_pack_translations import PACK
    from trainer.core.packs.load import load_pack

    (tmp_path / "pack.yaml").write_text(PACK, encoding="utf-8")
    pack = load_pack(tmp_path / "pack.yaml")
    window.set_pack(pack)
    assert window.statusBar().currentMessage() == (
        "Dieses Paket ist auf English geschrieben: seine Titel und Notizen sind nicht übersetzt.")
    i18n.set_language("en")
    window.statusBar().clearMessage()
    window.set_pack(pack)  # the window's own language: nothing to say
    assert "English" not in window.statusBar().currentMessage()
