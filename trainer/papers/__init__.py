"""What is printed: the trainee's report and the class report as PDF files.

Rendered with QtGui (QTextDocument, QPdfWriter), never QtWidgets, so both the window and
the commands (`trainer report --pdf`, `trainer class results --pdf`) reach it without
importing the window.
"""

from trainer.qt_compat import protect_none

# PySide6 6.12.0 leaks references to None on CPython 3.11 (see qt_compat): fix it before
# any Qt call is made, as trainer.ui does.
protect_none()
