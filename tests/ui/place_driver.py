"""Opens ``trainer gui``'s window as the command builds it, on the screens the offscreen
platform was given (tests/ui/test_window_place.py), and says where it lies as JSON.

    python -m tests.ui.place_driver SETTINGS_DIR [class] [maximize|move X Y|none]

(``class``: `trainer class view`'s window instead.)

It then does what argv asks and closes the window, which remembers its place."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QSettings


def main(folder: str, then: list[str]) -> None:
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, folder)
    if then[:1] == ["class"]:  # `trainer class view`'s window, as the command shows it
        import tempfile

        from trainer.classroom.classes import Classes
        from trainer.commands.classes import show_class_window
        from trainer.store import Store
        from trainer.ui.app import application
        from trainer.ui.pages.class_view import QtClassView

        app = application(["trainer-class"])
        store = Store.open(tempfile.mkdtemp())
        classes = Classes(store)
        classes.create("Morning", "2468")
        window = QtClassView(classes, "Morning", live=False)
        show_class_window(window, None)
        then = then[1:]
    else:
        from trainer.commands.cli import build_parser
        from trainer.commands.gui import build

        args = build_parser(["gui"]).parse_args(["gui", "--pack", "none"])
        app, window = build(args, store=None, staged=False)
        window.show()
    for _ in range(5):
        app.processEvents()
    geometry = window.geometry()
    print(json.dumps({"screen": window.screen().name(), "maximized": window.isMaximized(),
                      "rect": [geometry.x(), geometry.y(), geometry.width(), geometry.height()]}))
    if then[:1] == ["maximize"]:
        window.showMaximized()
    elif then[:1] == ["move"]:
        window.move(int(then[1]), int(then[2]))
    for _ in range(5):
        app.processEvents()
    window.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
