"""The dealer's procedure: what must be done, in which order, and what a wrong action is.

The state machine (``machine``: ``Round``), the actions and their records (``actions``),
what the house allows a hand (``moves``, ``turns``), duties before a round goes on
(``duty``, ``side_bet_duties``), naming a mistake (``classify``, ``mistakes``,
``vocabulary``, ``points``) and explaining it (``why``), the simulated players
(``players``), the reference dealer (``dealer``), the frozen picture of a round and its
differences (``view``, ``view_diff``) and the machine's diagram (``diagram``).

May import: ``trainer.core.house_math``, ``trainer.core.game``, ``trainer.core.files``
and the base modules.
"""
