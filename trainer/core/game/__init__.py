"""The game of Black Jack at a house, without the dealer's procedure.

Cards and the shoe (``cards``, ``shuffle``), a hand's value (``hands``), amounts and
payout ratios (``payouts``, ``amounts``), side bets (``side_bets``), a house's rules read
from its pack (``rules``, ``default_house``) and the table with its boxes, bets and ledger
(``table``).

May import: ``trainer.core.files`` and the base modules.
"""
