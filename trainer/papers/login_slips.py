"""Sign-in slips: one per trainee, to cut out and hand over (``trainer class add --pdf``,
``trainer class password --pdf``), in the instructor's language.

Each slip holds the class, the trainee's name, the login and password, and the server's
address (without any password) for a station to be pointed at. The PDF is the only place
the passwords are written: the trainer keeps them nowhere.
"""

from __future__ import annotations

import html
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from trainer.core.files.outputs import atomic_output, check_output_path
from trainer.words.messages import QT_TRANSLATE_NOOP, translate
from trainer.words.placeholders import filled

#: the slip's labels, in English: the source texts the .ts files translate.
LABELS = {
    "title": QT_TRANSLATE_NOOP("LoginSlips", "Sign-in for the Croupier trainer: class %1"),
    "name": QT_TRANSLATE_NOOP("LoginSlips", "Name"),
    "login": QT_TRANSLATE_NOOP("LoginSlips", "Login"),
    "password": QT_TRANSLATE_NOOP("LoginSlips", "Password"),
    "server": QT_TRANSLATE_NOOP("LoginSlips", "Server"),
    "keep": QT_TRANSLATE_NOOP("LoginSlips", "Keep this slip to yourself: the password is yours alone."),
}


def _label(key: str) -> str:
    return translate("LoginSlips", LABELS[key])


def slips_html(class_name: str, logins: Sequence[dict[str, str]], server: str) -> str:
    """Every slip as HTML (a table per slip, a dashed line to cut along between them)."""
    parts = []
    for entry in logins:
        rows = "".join(
            f"<tr><td width='25%'>{html.escape(_label(key))}</td><td><b><tt>{html.escape(value)}</tt></b></td></tr>"
            for key, value in (("name", entry["name"]), ("login", entry["login"]),
                               ("password", entry["password"]), ("server", server))
        )
        parts.append(
            f"<p><b>{html.escape(filled(_label('title'), class_name))}</b></p>"
            f"<table cellpadding='3' width='100%'>{rows}</table>"
            f"<p style='font-size: 8pt;'>{html.escape(_label('keep'))}</p>"
            "<p>- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</p>"
        )
    return "".join(parts)


def write_slips_pdf(class_name: str, logins: Sequence[dict[str, str]], server: str, path: str | Path,
                    protect: Iterable[str | os.PathLike[str]] = ()) -> Path:
    """The slips as an A4 PDF through the one atomic writer (a SQLite file, a FIFO or a
    device is refused, as for every output)."""
    from trainer.papers.report_pdf import ensure_gui_application

    path = Path(path)
    check_output_path(path, protect)
    ensure_gui_application()
    with atomic_output(path, protect) as temporary:
        _draw(class_name, logins, server, temporary)
        with open(temporary, "rb") as written:
            written.seek(max(0, os.path.getsize(temporary) - 64))
            if b"%%EOF" not in written.read():
                raise OSError(f"the PDF came out incomplete (is the disk full?): {path}")
    return path


def _draw(class_name: str, logins: Sequence[dict[str, str]], server: str, path: Path) -> None:
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    writer = QPdfWriter(str(path))
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
    writer.setResolution(150)
    writer.setTitle(filled(_label("title"), class_name))
    document = QTextDocument()
    document.documentLayout().setPaintDevice(writer)
    body = writer.pageLayout().paintRectPixels(150)
    document.setPageSize(QSizeF(body.width(), body.height()))
    document.setHtml(slips_html(class_name, logins, server))
    document.print_(writer)
