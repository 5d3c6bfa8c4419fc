"""The trainer's core: rules, cards, table and procedure, with no Qt.

Nothing under ``trainer.core`` may import PySide6 (tests/test_core_no_qt.py checks
it in a subprocess), so every rule can be driven and tested from the command line.
"""
