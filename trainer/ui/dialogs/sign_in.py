"""A shared station's sign-in: the trainee's name and password, for the server the station
knows by its address only (no login, no password kept on the station).

The trainee's login follows from the class database and the name
(:func:`trainer.store.pg_logins.signed_in_url`); the server checks the password. A wrong
password and an unknown name get the same one line: the server does not say which, nor
does the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from trainer.store import StoreError


class SignInDialog(QDialog):
    """Asks name and password until the server takes them (``store`` is then the trainee's
    open store) or the trainee cancels. ``opener``: a trainee's URL -> an open store."""

    def __init__(self, address: str, opener: Callable[[str], Any], name: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.address, self.opener, self.store = address, opener, None
        self.setWindowTitle(self.tr("Sign in"))
        self.message = QLabel(self.tr("Your name and password, as on your sign-in slip:"))
        self.message.setWordWrap(True)
        self.name = QLineEdit(name)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form = QFormLayout()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Password:"), self.password)
        ok = QPushButton(self.tr("Sign in"))
        ok.setDefault(True)
        ok.clicked.connect(self.check)
        self.password.returnPressed.connect(self.check)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addLayout(form)
        layout.addWidget(ok)
        (self.password if name else self.name).setFocus()

    def check(self) -> None:
        from trainer.store.pg_errors import LoginRefused
        from trainer.store.pg_logins import signed_in_url

        name = " ".join(self.name.text().split())
        if not name or not self.password.text():
            return
        try:
            self.store = self.opener(signed_in_url(self.address, name, self.password.text()))
        except LoginRefused:
            self._say(self.tr("Wrong name or password."))
            return
        except StoreError as error:  # the server away, too many connections: said as it is
            self._say(" ".join(str(error).split()))
            return
        self.accept()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #c62828;")
        self.password.clear()
        self.password.setFocus()
