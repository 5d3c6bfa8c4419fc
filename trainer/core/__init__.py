"""The trainer's core: the game, the dealer's procedure, packs and practice, with no Qt.

Nothing under ``trainer.core`` may import PySide6 (tests/test_core_no_qt.py checks
it in a subprocess), so every rule can be driven and tested from the command line.

The core is a stack of floors, each a folder importing only the floors below it
(tests/test_layout.py checks it, docs/architecture.md draws it)::

    practice -> drills -> packs -> procedure -> house_math -> game -> files

Each folder's ``__init__`` says what it holds; none imports anything itself, so naming
one module never loads its neighbours.
"""
