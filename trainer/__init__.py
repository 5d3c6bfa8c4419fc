"""Croupier trainer: practise the Black Jack dealer's procedure for several casinos' house rules."""

__version__ = "0.1.0"
