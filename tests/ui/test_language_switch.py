"""Switching the language in the Language menu applies at once: Qt's LanguageChange makes
every widget word its texts again, in the middle of a round that goes on untouched.

Driven by real mouse clicks on the menu bar and real keys on the table; the expected words
are read from the .ts files, so a text that misses its retranslation fails here."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from functools import lru_cache

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QTabBar
from shiboken6 import isValid

from tests.ui.test_first_run import make_window
from trainer.words import i18n
from trainer.core.procedure.vocabulary import Phase
from trainer.ui.main_window import MainWindow


@lru_cache(maxsize=None)
def catalog(language: str) -> dict[tuple[str, str], str]:
    """(context, source) -> the finished translation, from assets/i18n/trainer_<language>.ts."""
    root = ET.parse(i18n.i18n_dir() / f"trainer_{language}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" or translation.get("type") or not translation.text:
                continue
            found[(name, message.findtext("source"))] = translation.text
    return found


def tr(language: str, context: str, source: str) -> str:
    return catalog(language)[(context, source)]


def untranslated_sources(language: str) -> dict[str, set[str]]:
    """English source -> its translations, for the sources whose every translation differs."""
    sources: dict[str, set[str]] = {}
    for (_, source), text in catalog(language).items():
        sources.setdefault(source, set()).add(text)
    return {source: texts for source, texts in sources.items() if source not in texts}


def visible_texts(window: MainWindow) -> list[tuple[str, str]]:
    """(where, text) for every visible button, label, group box, menu, menu entry and tab,
    and the buttons' tooltips."""
    shown: list[tuple[str, str]] = []
    for widget in window.findChildren(QAbstractButton):
        if isValid(widget) and widget.isVisibleTo(window):
            shown += [(f"button {widget.objectName()}", widget.text()), (f"tooltip of {widget.text()}", widget.toolTip())]
    for widget in window.findChildren(QLabel):
        if isValid(widget) and widget.isVisibleTo(window):
            shown.append((f"label {widget.objectName()}", widget.text()))
    for widget in window.findChildren(QGroupBox):
        if widget.isVisibleTo(window):
            shown.append(("group box", widget.title()))
    for menu in window.findChildren(QMenu):
        shown.append(("menu", menu.title()))
        shown += [("menu entry", action.text()) for action in menu.actions() if not action.isSeparator()]
    for bar in window.findChildren(QTabBar):
        shown += [("tab", bar.tabText(index)) for index in range(bar.count())]
    return [(where, text.strip()) for where, text in shown if text and text.strip()]


def choose_language(qtbot, window: MainWindow, code: str) -> None:
    """Open the Language menu with a click on the menu bar and click the language's entry."""
    bar = window.menuBar()
    entry = window.language_menu.menuAction()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(entry).center())
    menu = window.language_menu
    qtbot.waitUntil(menu.isVisible)
    action = window.language_actions[code]
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: i18n.current() == code)
    qtbot.waitUntil(lambda: not menu.isVisible())
    # Qt posts the LanguageChange: the window has it once its Session menu is retitled
    session = "&Session" if code == "en" else tr(code, "MainWindow", "&Session")
    qtbot.waitUntil(lambda: window.session_menu.title() == session, timeout=3000)


def play_into_the_round(qtbot, window: MainWindow) -> None:
    """No more bets, the first deal by keys, a bet selected with Tab and an amount typed."""
    for key in (Qt.Key.Key_N, Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_D,
                Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5):
        qtbot.keyClick(window.view, key)
    qtbot.waitUntil(lambda: window.round_view.phase == Phase.PLAY, timeout=3000)
    qtbot.keyClick(window.view, Qt.Key.Key_3)  # an order mistake: box 1 is asked first
    qtbot.waitUntil(lambda: window.panel.mistake_codes() != [], timeout=3000)
    qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.selected_bet is not None
    qtbot.keyClicks(window.panel.amount_edit, "150")


def round_state(window: MainWindow):
    return window.round_view, window.selected_bet, window.panel.amount_edit.text(), window.panel.mistake_codes()


def expected_words(language: str, window: MainWindow) -> dict[str, str]:
    def t(context: str, source: str) -> str:
        return tr(language, context, source) if language != "en" else source

    return {
        "title": t("MainWindow", "Black Jack dealer trainer — %1").replace("%1", window.rules.name),
        "menus": [t("MainWindow", "&Session"), t("QtLanguageMenu", "&Language"), t("MainWindow", "&Help")],
        "button": t("QtActionBar", "No more bets"),
        "tooltip": t("QtActionBar", "%1 (key %2)").replace("%1", t("QtActionBar", "Double")).replace("%2", "A"),
        "tabs": [t("MainWindow", "Table"), t("MainWindow", "Drills"), t("MainWindow", "House")],
        "panel": t("QtSidePanel", "Round"),
        "pay": t("QtSidePanel", "Pay (P)"),
        "exam box": t("MainWindow", "Exam mode"),
        "guide skip": t("Guide", "Skip the guide"),
        "quit": t("MainWindow", "&Quit"),
        "help title": t("MainWindow", "Dealing by keyboard and mouse"),
        # the selected bet by its name ("box 1"), then its stake
        "bet panel": t("MainWindow", "%1: stake %2").replace("%1", t("Bets", "box %1").replace("%1", window.selected_bet)).split(" %2")[0],
    }


def shown_words(window: MainWindow) -> dict[str, str]:
    return {
        "title": window.windowTitle(),
        "menus": [action.text() for action in window.menuBar().actions()],
        "button": window.action_bar.buttons["no_more_bets"].text(),
        "tooltip": window.action_bar.buttons["double"].toolTip(),
        "tabs": [window.tabs.tabText(index) for index in range(window.tabs.count())],
        "panel": window.panel.round_box.title(),
        "pay": window.panel.pay_button.text(),
        "exam box": window.exam_box.text(),
        "guide skip": window.guide.skip_button.text(),
        "quit": window.quit_action.text(),
        "help title": re.search(r"<h3[^>]*>(.*?)</h3>", window.view.help.label.text()).group(1),
        "bet panel": window.panel.bet_label.text().rsplit(" ", 2)[0],
    }


def test_the_language_menu_switches_the_window_at_once_mid_round(qtbot):
    window = make_window(qtbot)  # with the guided round open
    play_into_the_round(qtbot, window)
    before = round_state(window)
    assert shown_words(window) == expected_words("en", window)
    qtbot.waitUntil(lambda: not window.guide._refresh_pending)  # the guide has read the last key
    hints = window.guide.hints_shown

    for language in ("de", "sv"):
        choose_language(qtbot, window, language)
        assert shown_words(window) == expected_words(language, window), language
        assert round_state(window) == before, language
        assert window.language_actions[language].isChecked()
        # the guide's hint follows too; the same hint in other words is not counted again
        title = tr(language, "Guide", "Guided round · hint %1").replace("%1", str(hints))
        qtbot.waitUntil(lambda: window.guide.title.text() == title, timeout=3000)
        assert window.guide.hints_shown == hints
        assert "<b>1</b>" in window.guide.hint.text()  # still box 1's card: the same step

    # the round goes on in the new language: the typed amount is still there, the keys still work
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    qtbot.waitUntil(lambda: window.round_view.step > before[0].step, timeout=3000)


def click_tab(qtbot, window: MainWindow, index: int) -> None:
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    qtbot.waitUntil(lambda: window.tabs.currentIndex() == index and window.tabs.is_built(index))


def test_no_visible_text_keeps_its_english_words_after_the_switch(qtbot):
    window = make_window(qtbot)
    play_into_the_round(qtbot, window)
    click_tab(qtbot, window, 1)  # the Drills page, built in English
    english = untranslated_sources("de")
    drills_before = [text for _, text in visible_texts(window) if text in english]
    click_tab(qtbot, window, 0)
    shown_before = [text for _, text in visible_texts(window)]
    assert sum(text in english for text in shown_before) >= 25  # the walk sees the window's words
    assert "Free practice" in drills_before and "Free practice" not in shown_before  # and the Drills page's
    choose_language(qtbot, window, "de")
    left = [(where, text) for where, text in visible_texts(window) if text in english]
    assert left == []
    click_tab(qtbot, window, 1)  # built anew in German
    left = [(where, text) for where, text in visible_texts(window) if text in english]
    assert left == []
    click_tab(qtbot, window, 0)
    assert round_state(window)[1] is not None  # the table's round and selection are still there


def test_history_built_in_english_follows_the_switch(qtbot, tmp_path):
    from tests.storekit import demo_history
    from trainer.store import Store

    with Store.open(tmp_path) as store:
        ann = demo_history(store)
        window = MainWindow("cosmopol", animation_ms=0, load_shipped_packs=False, store=store, trainee=ann.name)
        qtbot.addWidget(window)
        window.resize(1440, 900)
        window.show()
        qtbot.waitExposed(window)
        history = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == "History")
        click_tab(qtbot, window, history)
        english = untranslated_sources("cs")
        assert sum(text in english for _, text in visible_texts(window)) >= 5
        choose_language(qtbot, window, "cs")
        assert window.tabs.tabText(history) == tr("cs", "MainWindow", "History")
        assert [(where, text) for where, text in visible_texts(window) if text in english] == []
        window.close()


def test_switching_back_to_english_restores_the_source_words(qtbot):
    window = make_window(qtbot, first_run_guide=False)
    choose_language(qtbot, window, "nl")
    assert window.action_bar.buttons["end_round"].text() == tr("nl", "QtActionBar", "End round")
    choose_language(qtbot, window, "en")
    assert window.action_bar.buttons["end_round"].text() == "End round"
    assert window.panel.bet_box.title() == "Bet"


def test_a_spot_the_error_round_keeps_its_recorded_round_on_the_table(qtbot):
    from pathlib import Path

    from trainer.core.packs.load import load_pack

    pack = load_pack(Path(__file__).resolve().parents[2] / "scenarios" / "packs" / "spot-the-error.yaml")
    window = MainWindow("cosmopol", pack, animation_ms=0, load_shipped_packs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    spot = window.flows.spot
    assert spot is not None
    for _ in range(6):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the recorded dealer deals six cards

    def cards_on_table():
        return {hand_id: item.shown for hand_id, item in window.scene.hands.items()}

    before = cards_on_table()
    assert sum(before.values()) >= 4
    choose_language(qtbot, window, "de")
    assert cards_on_table() == before  # still the recorded round, not the session's
    from trainer.ui.key_table import key_help_line

    assert window.key_line.text() != key_help_line()  # the spot round's keys, not the table's


def test_the_selected_bets_stake_is_money_in_the_houses_way_in_every_language(qtbot):
    """The bet line says "100 kr" (the house's own way with money), not "100 SEK"."""
    from trainer.words.messages import money_text

    window = make_window(qtbot)
    play_into_the_round(qtbot, window)
    bet = window.round_view.bets[window.selected_bet]
    for language in ("de", "sv"):
        choose_language(qtbot, window, language)
        line = window.panel.bet_label.text()
        assert money_text(bet.stake, window.rules.currency) in line, (language, line)
        assert window.rules.currency not in line.replace(money_text(bet.stake, window.rules.currency), "")


def test_the_toolbars_house_list_follows_the_switch(qtbot):
    from trainer.core.game.rules import load_house

    window = make_window(qtbot)
    combo = window.house_combo
    assert combo.count() > 3
    english = {combo.itemData(i): load_house(combo.itemData(i)).name for i in range(combo.count())}
    chosen = combo.currentData()
    for language in ("de", "sv"):
        choose_language(qtbot, window, language)
        shown = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
        names = catalog(language)
        assert shown == {house: names.get(("Houses", name), name) for house, name in english.items()}, language
        assert combo.currentData() == chosen
    assert any(names.get(("Houses", name)) not in (None, name) for name in english.values())  # some name is translated
