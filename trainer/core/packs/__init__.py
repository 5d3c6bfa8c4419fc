"""Scenarios and the instructors' scenario packs.

A scenario and the minimal scenario form (``scenario``), a pack read and checked in
three layers (``load``), what a scenario trains (``trains``), one scenario of a pack
checked alone (``one_scenario``), appending to and writing packs (``append``,
``writer``), a pack's result (``result``) and spot-the-error rounds (``spot``).

May import: ``trainer.core.procedure`` and every floor below it.
"""
