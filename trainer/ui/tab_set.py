"""The window's tabs: the table first, then pages that are built when first shown.

Only the table is made when the window opens. Every other page (the payout drills, the
History and Skills pages of a progress database, a class view) is a placeholder until the
trainee opens its tab; then ``build()`` makes it, and only then are its modules (drills,
history, charts, PDF reports, database queries) imported. The first painted frame pays for
the table alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QTabWidget, QWidget

if TYPE_CHECKING:
    from trainer.core.drills import Answer
    from trainer.core.game.rules import HouseRules
    from trainer.ui.pages.drill_tab import QtDrillTab
    from trainer.ui.pages.house_page import QtHousePage


class QtTabSet(QTabWidget):
    """Tabs whose pages may be built lazily, on their first activation."""

    #: a lazily built page failed to start: the error's text (the table goes on).
    page_failed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDocumentMode(True)
        self._builders: dict[QWidget, Callable[[], QWidget]] = {}
        # the titles that follow the language: a function that words each one now
        self._titles: dict[QWidget, Callable[[], str]] = {}
        self.currentChanged.connect(self._build_if_placeholder)

    def add_tab(self, widget: QWidget, title: str | Callable[[], str]) -> int:
        """Add a page beside the table (drills, history, ...); returns its index.
        ``title``: the text, or a function that words it in the current language (the
        tab is then retitled when the language changes)."""
        if callable(title):
            self._titles[widget] = title
            return self.addTab(widget, title())
        return self.addTab(widget, title)

    def retranslate(self) -> None:
        """Every tab's title in the current language (pages built later are built in it)."""
        for page, title in self._titles.items():
            index = self.indexOf(page)
            if index >= 0:
                self.setTabText(index, title())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def add_lazy_tab(self, build: Callable[[], QWidget], title: str | Callable[[], str]) -> int:
        """A tab whose page ``build()`` makes when the tab is first shown."""
        placeholder = QWidget()
        self._builders[placeholder] = build
        return self.add_tab(placeholder, title)

    def is_built(self, index: int) -> bool:
        """False while the tab at ``index`` still shows its placeholder."""
        return self.widget(index) not in self._builders

    def replace_page(self, old: QWidget, page: QWidget) -> None:
        """Put ``page`` where ``old`` was, under the same title, without moving the
        trainee to another tab (and without telling listeners of a tab change)."""
        index = self.indexOf(old)
        current = self.currentIndex()
        title = self.tabText(index)
        if old in self._titles:
            self._titles[page] = self._titles.pop(old)
        self.blockSignals(True)
        self.removeTab(index)
        self.insertTab(index, page, title)
        self.setCurrentIndex(current)
        self.blockSignals(False)
        old.deleteLater()

    def _build_if_placeholder(self, index: int) -> None:
        placeholder = self.widget(index)
        if placeholder is None:
            return
        build = self._builders.pop(placeholder, None)
        if build is None:
            return
        try:
            page = build()
        except Exception as error:  # a broken optional tab must not stop the table
            self.page_failed.emit(str(error))
            return
        self.replace_page(placeholder, page)


class ProgressPages(Protocol):
    """What the pages ask of the window's progress (trainer.ui.trainee_progress.QtProgress,
    which names the window: a Protocol here keeps the imports running one way)."""

    def history_page(self) -> QWidget: ...
    def skills_page(self) -> QWidget: ...
    def drill_answered(self, answer: Answer, house: str) -> None: ...


class WindowPages:
    """The window's optional pages: the payout drills and, with a progress database, History
    and Skills. The drills page follows the table's house: drilling 3:2 at a table that
    pays 2:1 teaches the wrong payout."""

    def __init__(self, tabs: QtTabSet, rules: Callable[[], HouseRules], progress: ProgressPages | None,
                 parent: QWidget) -> None:
        self.tabs = tabs
        self._rules = rules
        self._progress = progress
        self._parent = parent
        self.drill_tab: QtDrillTab | None = None
        self.house_page: QtHousePage | None = None
        tabs.add_lazy_tab(self._build_drills, lambda: QCoreApplication.translate("MainWindow", "Drills"))
        if progress is not None:
            tabs.add_lazy_tab(progress.history_page, lambda: QCoreApplication.translate("MainWindow", "History"))
            tabs.add_lazy_tab(progress.skills_page, lambda: QCoreApplication.translate("MainWindow", "Skills"))
        # last: the trainee's own pages keep their places; the House page is reference reading
        tabs.add_lazy_tab(self._build_house, lambda: QCoreApplication.translate("MainWindow", "House"))

    def _build_drills(self) -> QtDrillTab:
        from trainer.ui.pages.drill_tab import QtDrillTab

        tab = QtDrillTab(self._rules(), seed=None, parent=self._parent)
        progress = self._progress
        if progress is not None:
            tab.answer_did_grade.connect(lambda answer: progress.drill_answered(answer, tab.rules.id))
        self.drill_tab = tab
        return tab

    def _build_house(self) -> QtHousePage:
        from trainer.ui.pages.house_page import QtHousePage

        self.house_page = QtHousePage(self._rules(), parent=self._parent)
        return self.house_page

    def follow_language(self) -> None:
        """Pages already built that cannot word themselves again (they have no
        ``retranslate()``) are built anew in the current language, in their place. A payout
        question being answered on the Drills page is dealt anew; History and Skills read
        the database again."""
        pages: list[tuple[QWidget | None, Callable[[], QWidget]]] = [
            (self.drill_tab, self._build_drills), (self.house_page, self._build_house),
        ]
        progress = self._progress
        if progress is not None:
            pages += [(getattr(progress, "history", None), progress.history_page),
                      (getattr(progress, "skills", None), progress.skills_page)]
        for page, build in pages:
            if page is not None and self.tabs.indexOf(page) >= 0 and not hasattr(page, "retranslate"):
                self.tabs.replace_page(page, build())

    def follow_house(self) -> None:
        """A Drills or House page already built for another house is built again for the table's."""
        for old, build in ((self.drill_tab, self._build_drills), (self.house_page, self._build_house)):
            if old is not None and old.rules.id != self._rules().id and self.tabs.indexOf(old) >= 0:
                self.tabs.replace_page(old, build())
