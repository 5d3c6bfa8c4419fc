"""House rules: one frozen record per casino, loaded from ``scenarios/houses/*.yaml``.

Every difference between houses lives here as data, so the procedure never asks
``if house == ...``. Each field's docstring says what it governs; the YAML packs
carry a comment wherever the source text is ambiguous and say which reading they
take.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools
import math
import os
import re
import types
import typing
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from trainer.core.files.errors import PackError
from trainer.core.files.yamlio import LineMap, load_yaml, user_path
from trainer.core.game import side_bets
from trainer.paths import houses_dir

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


class DealOrder(str, Enum):
    """Order of the first deal."""

    #: box 1..N, the dealer's single card, box 1..N again (most houses).
    BOXES_DEALER_BOXES = "boxes_dealer_boxes"
    #: box 1..N twice, then the dealer's single card (the Swiss text, seed 002).
    BOXES_BOXES_DEALER = "boxes_boxes_dealer"


class HitOrder(str, Enum):
    """How the boxes' extra cards go out after the first deal."""

    #: each box finished before the next (most houses).
    BOX_BY_BOX = "box_by_box"
    #: one card at a time round the table, box 1 to N and round again (the Czech text).
    ROUND_THE_TABLE = "round_the_table"


class InsuranceAmount(str, Enum):
    """Which insurance amounts the house takes, as a share of the bet (insurance_max_fraction)."""

    #: exactly that share: the texts' "as large as half the bet".
    HALF = "half"
    #: anything above nothing up to that share.
    UP_TO_HALF = "up_to_half"


class SplitMatch(str, Enum):
    """Which two cards may be split."""

    VALUE = "value"  #: equal value: K-10 may be split.
    RANK = "rank"  #: equal rank only: K-K, not K-10.


@dataclass(frozen=True)
class SideBet:
    """A side bet offered at the table; trainer/core/game/side_bets.py decides and pays it."""

    #: the id in bet ids and scenario files: ``21+3`` or one of Swiss Jack's four fields,
    #: ``swissjack-bust`` ... (side_bets.SIDE_BET_IDS).
    id: str
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
    #: a soft hand is judged on its total with the ace as 1, and the ace stays 1 after the
    #: double (Cosmopol's A-8/A-9 as 9/10, the minicasino's 7-11). Otherwise a soft hand,
    #: never below 12, does not double.
    double_counts_ace_as_one: bool
    double_after_split: bool
    #: behind bettors may double when the holder does (they never have to).
    behind_may_double: bool

    # --- splitting -----------------------------------------------------------------------
    split_match: SplitMatch
    #: ten-value pairs may be split.
    split_tens: bool
    #: a split hand may be split again.
    resplit: bool
    #: how many hands one box may become (None: as many as the cards allow; 1: the house
    #: does not split at all, and a holder who asks is refused).
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

    #: when the dealer makes Black Jack, the extra stakes of doubles and splits are lost with
    #: the rest (the no-hole-card rule every pack here takes); False returns them ("original
    #: bets only"). Defaulted only so code that builds a HouseRules by hand keeps working:
    #: every pack must state it.
    dealer_blackjack_takes_doubles_and_splits: bool = True

    # --- house play options (docs/house-options.md) -------------------------------------
    # Defaulted like the field above, for hand-built rules; every pack must state them.
    #: a player may ask for a card on a soft 21 (an ace counted 11); only Black Jack and a
    #: hard 21 close a hand (the minicasino).
    may_hit_soft_21: bool = False
    #: how extra cards go out: box by box, or one at a time round the table (the Czech house).
    hit_order: HitOrder = HitOrder.BOX_BY_BOX
    #: whether an insurance must be exactly insurance_max_fraction of the bet, or may be less.
    insurance_amount: InsuranceAmount = InsuranceAmount.UP_TO_HALF

    def allows_insurance_amount(self, bet: Fraction, amount: Fraction) -> bool:
        """Whether ``amount`` is a legal insurance on a bet of ``bet``.

        >>> from trainer.core.game.rules import load_house
        >>> rules = load_house("cosmopol")
        >>> rules.allows_insurance_amount(Fraction(200), Fraction(100))
        True
        >>> rules.allows_insurance_amount(Fraction(200), Fraction(101))
        False
        >>> rules.allows_insurance_amount(Fraction(200), Fraction(50))  # Cosmopol reads "half"
        False
        """
        limit = bet * self.insurance_max_fraction
        if self.insurance_amount is InsuranceAmount.HALF:
            return amount == limit
        return 0 < amount <= limit

    def insurance_over_limit(self, bet: Fraction, amount: Fraction) -> bool:
        """Whether ``amount`` is more than the house lets a bet of ``bet`` insure (the dealer
        refuses such an insurance: ``refuse ins:3``)."""
        return amount > bet * self.insurance_max_fraction

    def side_bet(self, side_id: str) -> SideBet | None:
        """The house's side bet with this id (``21+3``, ``swissjack-bust``), or None."""
        return next((bet for bet in self.side_bets if bet.id == side_id), None)


# --- loading the packs -----------------------------------------------------------------------
#
# A house pack is a YAML mapping with exactly the fields of HouseRules (side bets as a list
# of mappings with SideBet's fields). The conversion is driven by the dataclass's type hints,
# so a field added to HouseRules is required, type-checked and converted without touching
# the loader; _check_house holds the checks that types alone cannot express.

#: the house used when none is named (trainer.core.game.default_house: named without loading this module).
from trainer.core.game.default_house import DEFAULT_HOUSE as DEFAULT_HOUSE  # noqa: E402

#: a bare house name (``cosmopol``); anything else given to load_house is a path.
_HOUSE_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*\Z")
_NUMBER = r"[0-9]+(?:\.[0-9]+)?"
#: "3:2" (a ratio), "3/4" (a fraction) or "2.5" (a plain number); all become a Fraction.
_RATIO = re.compile(rf"\s*({_NUMBER})\s*(?:([:/])\s*({_NUMBER})\s*)?\Z")
#: docs/procedure.md names behind bets b1..b3.
_MAX_BEHIND_SPOTS = 3


#: cards a shoe must hold for each box and for the dealer: a box's hand takes about 3
#: cards, rarely 6 or more (splits, many small cards), the dealer's up to 10.
CARDS_PER_BOX = 6
CARDS_FOR_DEALER = 10
#: the highest table limit a house may set: ten million is past every real table, and
#: limits (and the amounts drills ask about) stay numbers people can read.
MAX_LIMIT = 10_000_000
#: the highest payout ratio a pack may state ("1000:1"): the richest real payouts (a side
#: bet's jackpot field) stay far below it, so a ratio past it is a typo.
MAX_PAYOUT_RATIO = 1000


_RATIO_TOO_HIGH = f"a payout ratio above {MAX_PAYOUT_RATIO}:1 is no house's (a typo?)"


def house_names() -> list[str]:
    """The ids of the house packs in :func:`~trainer.paths.houses_dir`, sorted.

    >>> "cosmopol" in house_names()
    True
    """
    folder = houses_dir()
    if not folder.is_dir():
        return []
    return sorted(path.stem for path in folder.glob("*.yaml") if path.is_file())


def load_house(name_or_path: str | os.PathLike[str] = DEFAULT_HOUSE) -> HouseRules:
    """Load and validate a house rules pack.

    Args:
        name_or_path: a bare name such as ``"cosmopol"`` loads
            ``houses_dir()/cosmopol.yaml`` (any other word is an unknown house); a
            string with a slash, a ``.yaml`` suffix or a leading ``~``, or a path
            object, loads that file.

    Returns:
        The rules. Results are cached per file (and reloaded when the file changes),
        so the same object comes back for the same pack: do not mutate it.

    Raises:
        PackError: an unknown house name, or any problem in the file, with its line.

    >>> load_house("cosmopol").blackjack_pays
    Fraction(3, 2)
    """
    if isinstance(name_or_path, str) and not _looks_like_path(name_or_path):
        path = houses_dir() / f"{name_or_path}.yaml"
        if not (_HOUSE_NAME.match(name_or_path) and _is_file(path)):
            names = house_names()
            close = difflib.get_close_matches(name_or_path.strip().lower(), names, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            # named by what was typed: houses_dir()/swis.yaml is a file nobody named
            raise PackError(
                name_or_path or "''", None, f"unknown house {name_or_path!r}{hint}; the houses are: {', '.join(names) or 'none'}"
            )
    else:
        path = user_path(name_or_path)
    try:
        path = path.resolve(strict=True)
        info = path.stat()
    except (OSError, ValueError, RuntimeError):  # missing, a dangling link or a loop, a name too long or holding a NUL
        info = None  # load_yaml reports the problem with the file, by the path as given
    return _load_house_file(path, info.st_mtime_ns if info else 0, info.st_size if info else 0)


def _looks_like_path(text: str) -> bool:
    """A house given as a file (a folder in it, a ``.yaml`` suffix or a ``~``), not a name."""
    separators = {"/", os.sep, os.altsep or "/"}
    return any(sep in text for sep in separators) or text.lower().endswith((".yaml", ".yml")) or text.startswith("~")


#: for callers that must tell a house file from a house name the same way.
looks_like_house_path = _looks_like_path


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # a name too long, or one holding a NUL
        return False


@functools.lru_cache(maxsize=64)
def _load_house_file(path: Path, mtime_ns: int, size: int) -> HouseRules:
    """Cached on the file's path, modification time and size, so an edited pack is re-read."""
    del mtime_ns, size  # only part of the cache key
    data, lines = load_yaml(path)
    rules = _convert_record(data, HouseRules, (), lines)
    if rules.id != path.stem:
        raise lines.error(("id",), f"id {rules.id!r} does not match the file name {path.name!r}")
    _check_house(rules, lines)
    return rules


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null (nothing)"
    if isinstance(value, str):
        return f"the text {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return repr(value)


def _to_fraction(value: Any, key_path: tuple[Any, ...], lines: LineMap) -> Fraction:
    expected = 'a ratio such as "3:2", a fraction such as "3/4", or a number'
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise lines.error(key_path, f"expected {expected}, got {_describe(value)}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise lines.error(key_path, f"expected a finite number, got {value}")
        return Fraction(repr(value))  # 0.1 -> 1/10, not the nearest binary fraction
    match = _RATIO.match(value)
    if not match:
        raise lines.error(key_path, f"expected {expected}, got {_describe(value)}")
    numerator, _, denominator = match.groups()
    if denominator is None:
        return Fraction(numerator)
    if Fraction(denominator) == 0:
        raise lines.error(key_path, f"{value!r} divides by zero")
    return Fraction(numerator) / Fraction(denominator)


def _convert(value: Any, hint: Any, key_path: tuple[Any, ...], lines: LineMap) -> Any:
    """Check ``value`` (as loaded from YAML) against the type ``hint`` and convert it."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        if value is None and type(None) in args:
            return None
        rest = [arg for arg in args if arg is not type(None)]
        if len(rest) != 1:  # pragma: no cover - no such field today
            raise TypeError(f"no YAML conversion for {hint!r}")
        if value is None:
            raise lines.error(key_path, "must not be null")
        try:
            return _convert(value, rest[0], key_path, lines)
        except PackError as error:
            if type(None) not in args or error.key_path != key_path:
                raise
            raise PackError(error.path, error.line, error.message + " (or null)", error.column, error.key_path) from None
    if hint is bool:
        if not isinstance(value, bool):
            raise lines.error(key_path, f"expected true or false, got {_describe(value)}")
        return value
    if hint is int:
        # bool is an int in Python; in a pack, "true" where a number belongs is a mistake.
        if isinstance(value, bool) or not isinstance(value, int):
            raise lines.error(key_path, f"expected a whole number, got {_describe(value)}")
        return value
    if hint is str:
        if not isinstance(value, str) or not value.strip():
            raise lines.error(key_path, f"expected some text, got {_describe(value)}")
        return value
    if hint is Fraction:
        return _to_fraction(value, key_path, lines)
    if isinstance(hint, type) and issubclass(hint, Enum):
        allowed = [member.value for member in hint]
        if not isinstance(value, str) or value not in allowed:
            raise lines.error(key_path, f"expected one of {', '.join(allowed)}; got {_describe(value)}")
        return hint(value)
    if origin in (tuple, frozenset) and (origin is frozenset or args[1:] == (Ellipsis,)):
        if not isinstance(value, list):
            raise lines.error(key_path, f"expected a list, got {_describe(value)}")
        items = [_convert(item, args[0], key_path + (index,), lines) for index, item in enumerate(value)]
        if origin is tuple:
            return tuple(items)
        for index, item in enumerate(items):
            if item in items[:index]:
                raise lines.error(key_path + (index,), f"{item!r} is listed twice")
        return frozenset(items)
    if origin is dict:
        if not isinstance(value, dict):
            raise lines.error(key_path, f"expected a mapping, got {_describe(value)}")
        return {
            _convert(key, args[0], key_path + (key,), lines): _convert(item, args[1], key_path + (key,), lines)
            for key, item in value.items()
        }
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return _convert_record(value, hint, key_path, lines)
    raise TypeError(f"no YAML conversion for {hint!r}")  # a new field type: teach _convert


_Record = TypeVar("_Record", bound="DataclassInstance")


def _convert_record(value: Any, cls: type[_Record], key_path: tuple[Any, ...], lines: LineMap) -> _Record:
    """Build dataclass ``cls`` from a mapping: every field required, no other key allowed."""
    if not isinstance(value, dict):
        raise lines.error(key_path, f"expected a mapping of {cls.__name__} fields, got {_describe(value)}")
    fields = dataclasses.fields(cls)
    names = [f.name for f in fields]
    for key in value:
        if key not in names:
            close = difflib.get_close_matches(str(key), names, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise lines.error(key_path + (key,), f"unknown key {key!r}{hint}")
    missing = [name for name in names if name not in value]
    if missing:
        raise lines.error(key_path, f"missing {'key' if len(missing) == 1 else 'keys'}: {', '.join(missing)}")
    hints = typing.get_type_hints(cls)
    return cls(**{name: _convert(value[name], hints[name], key_path + (name,), lines) for name in names})


def _check_house(rules: HouseRules, lines: LineMap) -> None:
    """The checks that types alone cannot express; each error names its field's line."""

    def require(ok: bool, key_path: tuple[Any, ...], message: str) -> None:
        if not ok:
            raise lines.error(key_path, message)

    for name in ("decks", "boxes", "min_bet"):
        require(getattr(rules, name) >= 1, (name,), "must be at least 1")
    require(rules.decks <= 12, ("decks",), "at most 12 decks")
    require(rules.boxes <= 15, ("boxes",), "at most 15 boxes")
    # A round is dealt from one shoe: a full table must not be able to run it dry (the
    # shipped houses deal 6 decks to at most 11 boxes; 1 deck seats at most 7).
    cards_needed = CARDS_PER_BOX * rules.boxes + CARDS_FOR_DEALER
    require(
        rules.decks * 52 >= cards_needed,
        ("boxes",),
        f"{rules.boxes} boxes need a shoe of at least {cards_needed} cards ({CARDS_PER_BOX} a box and "
        f"{CARDS_FOR_DEALER} for the dealer), but {rules.decks} deck(s) hold {rules.decks * 52}: "
        "use more decks or fewer boxes",
    )
    require(rules.max_bet <= MAX_LIMIT, ("max_bet",), f"at most {MAX_LIMIT:,} (a limit past that is a typo)".replace(",", " "))
    if rules.max_box_total is not None:
        require(
            rules.max_box_total <= MAX_LIMIT * (1 + rules.behind_spots), ("max_box_total",),
            f"at most {MAX_LIMIT * (1 + rules.behind_spots):,}".replace(",", " "),
        )
    require(
        0 <= rules.behind_spots <= _MAX_BEHIND_SPOTS,
        ("behind_spots",),
        f"must be 0..{_MAX_BEHIND_SPOTS} (behind bets are named b1..b{_MAX_BEHIND_SPOTS})",
    )
    require(rules.max_bet >= rules.min_bet, ("max_bet",), f"must be at least min_bet ({rules.min_bet})")
    if rules.max_box_total is not None:
        require(rules.max_box_total >= rules.max_bet, ("max_box_total",), f"must be at least max_bet ({rules.max_bet})")
    require(bool(rules.chips), ("chips",), "at least one chip denomination")
    for index, chip in enumerate(rules.chips):
        require(chip >= 1, ("chips", index), "a chip is worth at least 1")
        require(index == 0 or chip > rules.chips[index - 1], ("chips", index), "chips go smallest first, no repeats")
    if rules.round_payouts_down_to is not None:
        require(rules.round_payouts_down_to >= 1, ("round_payouts_down_to",), "must be at least 1 (or null)")
    require(0 < rules.penetration < 1, ("penetration",), "must lie between 0 and 1, e.g. 3/4")
    for name in ("blackjack_pays", "three_sevens_pays", "insurance_pays"):
        require(getattr(rules, name) > 0, (name,), "a payout ratio must be positive")
        require(getattr(rules, name) <= MAX_PAYOUT_RATIO, (name,), _RATIO_TOO_HIGH)
    require(0 < rules.insurance_max_fraction <= 1, ("insurance_max_fraction",), "must lie in (0, 1], e.g. 1/2")
    require(not rules.even_money or rules.insurance, ("even_money",), "even money is insurance on a Black Jack: it needs insurance: true")
    for total in sorted(rules.double_totals):
        require(2 <= total <= 21, ("double_totals",), f"{total} is not a two-card total (2..21)")
    if rules.max_split_hands is not None:
        require(
            rules.max_split_hands >= 1, ("max_split_hands",),
            "at least 1 (1: no splitting; a split makes 2 hands; null: no limit)",
        )
        require(
            rules.max_split_hands != 1 or not rules.resplit, ("resplit",),
            "a house that does not split (max_split_hands: 1) has nothing to re-split: resplit must be false",
        )
    require(not rules.resplit_aces or rules.resplit, ("resplit_aces",), "re-splitting aces needs resplit: true")
    require(12 <= rules.dealer_stands_on <= 21, ("dealer_stands_on",), "must be 12..21")
    # Every source text that speaks of it has the dealer's Black Jack take the whole stake;
    # "original bets only" would need a partial collect the procedure has no action for.
    require(
        rules.dealer_blackjack_takes_doubles_and_splits,
        ("dealer_blackjack_takes_doubles_and_splits",),
        "only true is supported: the procedure has no action for returning the extra stakes",
    )
    for total in sorted(rules.ties_dealer_wins):
        require(
            rules.dealer_stands_on <= total <= 21,
            ("ties_dealer_wins",),
            f"{total} cannot be a tie: the dealer stands on {rules.dealer_stands_on}..21",
        )
    _check_side_bets(rules, require)


def _check_side_bets(rules: HouseRules, require: Any) -> None:
    """Side bets: a known id, once each, sane limits, and only outcomes the id can make."""
    names_seen: set[str] = set()
    ids_seen: set[str] = set()
    for index, bet in enumerate(rules.side_bets):
        where = ("side_bets", index)
        require(bet.id not in side_bets.WITHDRAWN, where + ("id",), side_bets.WITHDRAWN.get(bet.id, ""))
        require(
            bet.id in side_bets.SIDE_BET_IDS,
            where + ("id",),
            f"unknown side bet {bet.id!r}; the trainer knows: {', '.join(side_bets.SIDE_BET_IDS)}",
        )
        require(bet.id not in ids_seen, where + ("id",), f"side bet {bet.id!r} is listed twice")
        ids_seen.add(bet.id)
        require(bet.name not in names_seen, where + ("name",), f"side bet {bet.name!r} is listed twice")
        names_seen.add(bet.name)
        for outcome in bet.pays:
            known = side_bets.OUTCOMES[bet.id]
            require(outcome in known, where + ("pays", outcome), f"{bet.id} has no outcome {outcome!r}; it knows: {', '.join(known)}")
        require(bet.min_bet >= 1, where + ("min_bet",), "must be at least 1")
        require(bet.max_bet >= bet.min_bet, where + ("max_bet",), f"must be at least min_bet ({bet.min_bet})")
        require(bool(bet.pays), where + ("pays",), "a side bet pays on at least one outcome")
        for outcome, ratio in bet.pays.items():
            require(ratio > 0, where + ("pays", outcome), "a payout ratio must be positive")
            require(ratio <= MAX_PAYOUT_RATIO, where + ("pays", outcome), _RATIO_TOO_HIGH)
