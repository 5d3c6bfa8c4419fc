"""House rules: one frozen record per casino, loaded from ``scenarios/houses/*.yaml``.

Every difference between houses lives here as data, so the procedure never asks
``if house == ...``. Each field's docstring says what it governs; the YAML packs
carry a comment wherever the source text is ambiguous and say which reading they
take.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction


class DealOrder(str, Enum):
    """Order of the first deal."""

    #: box 1..N, the dealer's single card, box 1..N again (most houses).
    BOXES_DEALER_BOXES = "boxes_dealer_boxes"
    #: box 1..N twice, then the dealer's single card (the Swiss text, seed 002).
    BOXES_BOXES_DEALER = "boxes_boxes_dealer"


class SplitMatch(str, Enum):
    """Which two cards may be split."""

    VALUE = "value"  #: equal value: K-10 may be split.
    RANK = "rank"  #: equal rank only: K-K, not K-10.


@dataclass(frozen=True)
class SideBet:
    """A side bet offered at the table (data only: the procedure does not deal it yet)."""

    name: str
    min_bet: int
    max_bet: int
    #: outcome name -> payout ratio "to 1".
    pays: dict[str, Fraction]


@dataclass(frozen=True)
class HouseRules:
    """The rules of one house. Money figures are in the house's currency units."""

    id: str
    name: str
    #: the seed text the pack is digested from, e.g. ``000_854f433b42d4aec7.txt``.
    source: str
    language: str
    currency: str

    # --- the table -----------------------------------------------------------------------
    decks: int
    boxes: int
    #: behind betting spots per box (0: no behind bets).
    behind_spots: int
    #: only players seated at the table may bet behind another box (Cosmopol).
    behind_only_seated: bool
    #: a player may hold bets on several boxes.
    player_may_play_several_boxes: bool
    #: table minimum and maximum for one bet.
    min_bet: int
    max_bet: int
    #: the sum of all bets on one box may not exceed this (None: no box limit).
    max_box_total: int | None
    #: the house's chip denominations, smallest first.
    chips: tuple[int, ...]
    #: payouts are rounded down to a multiple of this (None: paid exactly, halves included).
    round_payouts_down_to: int | None

    # --- the deal ------------------------------------------------------------------------
    deal_order: DealOrder
    #: fraction of the shoe dealt before the cut card ends the shoe.
    penetration: Fraction

    # --- Black Jack ----------------------------------------------------------------------
    blackjack_pays: Fraction
    #: a Black Jack is paid at once when the dealer's first card is 2-9.
    blackjack_paid_at_once: bool

    # --- doubling ------------------------------------------------------------------------
    #: totals of the first two cards on which a hand may double.
    double_totals: frozenset[int]
    #: soft hands count their ace as 1 when judging the double (and the ace stays 1).
    double_counts_ace_as_one: bool
    #: Cosmopol: a soft total whose hard value is in double_totals (A-8 = 9, A-9 = 10) may
    #: double, and the ace stays 1 for the rest of the round.
    double_soft_as_hard: bool
    double_after_split: bool
    #: behind bettors may double when the holder does (they never have to).
    behind_may_double: bool

    # --- splitting -----------------------------------------------------------------------
    split_match: SplitMatch
    #: ten-value pairs may be split.
    split_tens: bool
    #: a split hand may be split again.
    resplit: bool
    #: how many hands one box may become (None: as many as the cards allow).
    max_split_hands: int | None
    #: split aces take one card each and are finished.
    split_aces_one_card: bool
    resplit_aces: bool
    #: behind bettors may follow a split with an equal bet on the new hand.
    behind_may_split: bool

    # --- bonuses, insurance ----------------------------------------------------------------
    #: the holder's first three cards 7-7-7 (not split) pay every bet on the box at once.
    three_sevens: bool
    three_sevens_pays: Fraction
    insurance: bool
    insurance_pays: Fraction
    #: insurance up to this fraction of the bet.
    insurance_max_fraction: Fraction
    even_money: bool

    # --- the dealer ------------------------------------------------------------------------
    #: the dealer draws to this total (inclusive) and stands on it and above.
    dealer_stands_on: int
    dealer_hits_soft_17: bool
    #: the dealer draws even when no bet is live any more (False: Cosmopol, no live bet, no card).
    dealer_draws_without_live_bets: bool

    # --- settlement ------------------------------------------------------------------------
    #: tied totals the dealer wins instead of a push (minicasino: 17 and 18).
    ties_dealer_wins: frozenset[int]

    side_bets: tuple[SideBet, ...] = field(default=())

    def allows_insurance_amount(self, bet: Fraction, amount: Fraction) -> bool:
        """Whether ``amount`` is a legal insurance on a bet of ``bet``.

        >>> from trainer.core.rules import load_house
        >>> rules = load_house("cosmopol")
        >>> rules.allows_insurance_amount(Fraction(200), Fraction(100))
        True
        >>> rules.allows_insurance_amount(Fraction(200), Fraction(101))
        False
        """
        return 0 < amount <= bet * self.insurance_max_fraction
