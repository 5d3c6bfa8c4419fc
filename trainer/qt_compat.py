"""Work-arounds for bugs in the Qt bindings, applied when ``trainer.ui`` or ``trainer.papers`` is imported.

PySide6 6.12.0 on CPython 3.11 returns ``None`` from every C++ method that returns
``void`` without taking a reference to it: each call (``painter.save()``,
``widget.update()``, ...) lowers ``None``'s reference count by one. A window that paints
for a while drives it to zero and CPython aborts ("Fatal Python error: none_dealloc").
The same happens to ``True`` and ``False`` through methods that return ``bool``
(``disconnect()``, ...): a window that played some hundred rounds aborted on exit with
"bool_dealloc". CPython 3.12 made these objects immortal (PEP 683), which hides the bug
there. On older CPythons we give each a reference count so large that the leak cannot
reach zero (2**40 calls: years of painting); they are never freed anyway, so nothing
else changes.
"""

from __future__ import annotations

import ctypes
import sys

#: how far above its current count None's reference count is lifted.
_MARGIN = 1 << 40
_applied = False


def none_is_mortal() -> bool:
    """True where ``None`` is reference counted (CPython before 3.12)."""
    return sys.implementation.name == "cpython" and sys.version_info < (3, 12)


def protect_none() -> bool:
    """Lift the reference counts of ``None``, ``True`` and ``False`` out of reach of the
    binding's leak (once).

    Returns True when applied. In CPython before 3.12 ``ob_refcnt`` is the first field
    of every object, a ``Py_ssize_t`` at the object's address.
    """
    global _applied
    if _applied or not none_is_mortal():
        return False
    for immortal in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(immortal))
        count.value += _MARGIN
    _applied = True
    return True
