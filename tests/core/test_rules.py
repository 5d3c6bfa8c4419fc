"""House rules packs: every field of every shipped pack, and the loader's errors."""

from __future__ import annotations

import dataclasses
import doctest
import os
import re
import tempfile
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import trainer.core.game.rules as rules_module
from trainer.core.files.errors import PackError
from trainer.core.game.rules import (
    DEFAULT_HOUSE,
    DealOrder,
    HitOrder,
    HouseRules,
    InsuranceAmount,
    SideBet,
    SplitMatch,
    house_names,
    load_house,
)
from trainer.paths import houses_dir

BDB, BBD = DealOrder.BOXES_DEALER_BOXES, DealOrder.BOXES_BOXES_DEALER

# The readings each pack must take (see docs/rules.md and the comments in the packs).
# Changing a pack without changing this table fails the test, and so does a new
# HouseRules field that the table does not list.
COMMON = dict(
    penetration=F(3, 4),
    dealer_stands_on=17,
    dealer_hits_soft_17=False,
    dealer_blackjack_takes_doubles_and_splits=True,
    round_payouts_down_to=None,
)

EXPECTED: dict[str, dict[str, object]] = {
    "cosmopol": dict(
        COMMON,
        id="cosmopol",
        name="Casino Cosmopol",
        source="000_854f433b42d4aec7.txt",
        language="sv",
        currency="SEK",
        decks=6,
        boxes=7,
        behind_spots=3,
        behind_only_seated=True,
        player_may_play_several_boxes=True,
        min_bet=100,
        max_bet=2000,
        max_box_total=2000,
        chips=(5, 25, 100, 500, 1000),
        deal_order=BDB,
        blackjack_pays=F(3, 2),
        blackjack_paid_at_once=True,
        double_totals=frozenset({9, 10, 11}),
        double_counts_ace_as_one=True,
        double_after_split=True,
        behind_may_double=True,
        split_match=SplitMatch.VALUE,
        split_tens=True,
        resplit=True,
        max_split_hands=None,
        split_aces_one_card=True,
        resplit_aces=False,
        behind_may_split=True,
        three_sevens=True,
        three_sevens_pays=F(1),
        insurance=True,
        insurance_pays=F(2),
        insurance_max_fraction=F(1, 2),
        even_money=True,
        dealer_draws_without_live_bets=False,
        ties_dealer_wins=frozenset(),
        side_bets=(
            SideBet(
                id="21+3",
                name="21+3",
                min_bet=50,
                max_bet=1000,
                pays={"straight_flush": F(9), "three_of_a_kind": F(9), "straight": F(9), "flush": F(9)},
            ),
        ),
    ),
    "minicasino": dict(
        COMMON,
        id="minicasino",
        name="Swedish restaurant casino",
        source="001_397713f0fe8c9315.txt",
        language="sv",
        currency="SEK",
        decks=6,
        boxes=11,
        behind_spots=0,
        behind_only_seated=False,
        player_may_play_several_boxes=True,
        min_bet=10,
        max_bet=296,  # 59 200 kr (prisbasbelopp 2026) / 200
        max_box_total=None,
        chips=(5, 10, 25, 50, 100),
        deal_order=BDB,
        blackjack_pays=F(3, 2),
        blackjack_paid_at_once=True,
        double_totals=frozenset({7, 8, 9, 10, 11}),
        double_counts_ace_as_one=True,
        double_after_split=True,
        behind_may_double=False,
        split_match=SplitMatch.RANK,
        split_tens=True,
        resplit=True,
        max_split_hands=None,
        split_aces_one_card=True,
        resplit_aces=False,
        behind_may_split=False,
        three_sevens=False,
        three_sevens_pays=F(1),
        insurance=True,
        insurance_pays=F(2),
        insurance_max_fraction=F(1, 2),
        even_money=True,
        dealer_draws_without_live_bets=True,
        ties_dealer_wins=frozenset({17, 18}),
        side_bets=(),
    ),
    "swiss": dict(
        COMMON,
        id="swiss",
        name="Swiss casino (Swiss Jack)",
        source="002_1d69d663d398a13b.txt",
        language="de",
        currency="CHF",
        decks=6,
        boxes=7,
        behind_spots=2,
        behind_only_seated=False,
        player_may_play_several_boxes=True,
        min_bet=10,
        max_bet=1000,
        max_box_total=1000,
        chips=(5, 10, 25, 100, 500, 1000),
        deal_order=BBD,
        blackjack_pays=F(3, 2),
        blackjack_paid_at_once=False,
        double_totals=frozenset({9, 10, 11}),
        double_counts_ace_as_one=False,
        double_after_split=False,
        behind_may_double=True,
        split_match=SplitMatch.VALUE,
        split_tens=True,
        resplit=False,
        max_split_hands=2,
        split_aces_one_card=True,
        resplit_aces=False,
        behind_may_split=True,
        three_sevens=False,
        three_sevens_pays=F(1),
        insurance=True,
        insurance_pays=F(2),
        insurance_max_fraction=F(1, 2),
        even_money=False,
        dealer_draws_without_live_bets=True,
        ties_dealer_wins=frozenset(),
        side_bets=(
            # Swiss Jack: four fields, each a bet of its own (docs/side-bets.md)
            SideBet(id="swissjack-bust", name="Swiss Jack bust", min_bet=5, max_bet=100,
                    pays={"dealer_bust": F(5, 2)}),
            SideBet(id="swissjack-blackjack", name="Swiss Jack Black Jack", min_bet=5, max_bet=100,
                    pays={"dealer_blackjack": F(19)}),
            SideBet(id="swissjack-colour", name="Swiss Jack colour", min_bet=5, max_bet=100,
                    pays={"dealer_suited_blackjack": F(77)}),
            SideBet(id="swissjack-swiss", name="Swiss Jack swiss", min_bet=5, max_bet=100,
                    pays={"dealer_clubs_blackjack": F(300)}),
        ),
    ),
    "holland": dict(
        COMMON,
        id="holland",
        name="Dutch casino (Holland style)",
        source="004_93c02f33525963d1.txt",
        language="nl",
        currency="EUR",
        decks=6,
        boxes=7,
        behind_spots=3,
        behind_only_seated=False,
        player_may_play_several_boxes=True,
        min_bet=10,
        max_bet=1000,
        max_box_total=None,
        chips=(5, 10, 25, 100, 500),
        deal_order=BDB,
        blackjack_pays=F(2),
        blackjack_paid_at_once=False,
        # the text offers hit and stand only (issue 36): no doubling, no splitting
        double_totals=frozenset(),
        double_counts_ace_as_one=False,
        double_after_split=False,
        behind_may_double=False,
        split_match=SplitMatch.VALUE,
        split_tens=False,
        resplit=False,
        max_split_hands=1,
        split_aces_one_card=True,
        resplit_aces=False,
        behind_may_split=False,
        three_sevens=True,
        three_sevens_pays=F(1),
        insurance=False,
        insurance_pays=F(2),
        insurance_max_fraction=F(1, 2),
        even_money=False,
        dealer_draws_without_live_bets=True,
        ties_dealer_wins=frozenset(),
        side_bets=(),
    ),
    "czech": dict(
        COMMON,
        id="czech",
        name="Czech variant",
        source="003_610210d2e255b80d.txt",
        language="cs",
        currency="CZK",
        decks=6,
        boxes=6,
        behind_spots=0,
        behind_only_seated=False,
        player_may_play_several_boxes=False,
        min_bet=100,
        max_bet=2000,
        max_box_total=None,
        chips=(25, 100, 500, 1000),
        deal_order=BDB,
        blackjack_pays=F(3, 2),
        blackjack_paid_at_once=False,
        double_totals=frozenset({9, 10, 11}),
        double_counts_ace_as_one=False,
        double_after_split=False,
        behind_may_double=False,
        split_match=SplitMatch.VALUE,
        split_tens=False,
        resplit=True,
        max_split_hands=None,
        split_aces_one_card=True,
        resplit_aces=False,
        behind_may_split=False,
        three_sevens=False,
        three_sevens_pays=F(1),
        insurance=False,
        insurance_pays=F(2),
        insurance_max_fraction=F(1, 2),
        even_money=False,
        dealer_draws_without_live_bets=True,
        ties_dealer_wins=frozenset(),
        side_bets=(),
    ),
}

# The house play options (wave 2), as read from the texts (docs/house-options.md):
# only the restaurant casino's sheet lets a soft 21 draw, only the Czech text deals round
# the table, and the three texts with insurance all say "half the bet".
_BOX, _ROUND = HitOrder.BOX_BY_BOX, HitOrder.ROUND_THE_TABLE
_HALF = InsuranceAmount.HALF
for _house, _options in {
    "cosmopol": dict(may_hit_soft_21=False, hit_order=_BOX, insurance_amount=_HALF),
    "minicasino": dict(may_hit_soft_21=True, hit_order=_BOX, insurance_amount=_HALF),
    "swiss": dict(may_hit_soft_21=False, hit_order=_BOX, insurance_amount=_HALF),
    "holland": dict(may_hit_soft_21=False, hit_order=_BOX, insurance_amount=_HALF),
    "czech": dict(may_hit_soft_21=False, hit_order=_ROUND, insurance_amount=_HALF),
}.items():
    EXPECTED[_house].update(_options)

FIELD_NAMES = [f.name for f in dataclasses.fields(HouseRules)]


def test_the_shipped_houses():
    assert house_names() == sorted(EXPECTED)
    assert DEFAULT_HOUSE == "cosmopol"


@pytest.mark.parametrize("house", sorted(EXPECTED))
def test_expected_table_lists_every_field(house):
    assert sorted(EXPECTED[house]) == sorted(FIELD_NAMES)


@pytest.mark.parametrize("house, field", [(h, f) for h in sorted(EXPECTED) for f in FIELD_NAMES])
def test_pack_field_matches_its_reading(house, field):
    actual = getattr(load_house(house), field)
    expected = EXPECTED[house][field]
    assert actual == expected
    assert type(actual) is type(expected)


@pytest.mark.parametrize("house", sorted(EXPECTED))
def test_every_field_is_written_in_the_pack(house):
    # Defaults in the dataclass never stand in for a pack's own statement.
    text = (houses_dir() / f"{house}.yaml").read_text(encoding="utf-8")
    keys = set(re.findall(r"^([a-z_0-9]+):", text, re.M))
    assert keys == set(FIELD_NAMES)


def test_default_name_and_path_give_the_same_cached_rules():
    by_default = load_house()
    assert by_default.id == "cosmopol"
    assert load_house("cosmopol") is by_default
    assert load_house(houses_dir() / "cosmopol.yaml") is by_default
    assert load_house(str(houses_dir() / "cosmopol.yaml")) is by_default


def test_rules_doctests():
    failures, tried = doctest.testmod(rules_module)
    assert tried > 0 and failures == 0


# --- loader errors -----------------------------------------------------------------------

COSMOPOL_TEXT = (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8")


def line_number(text: str, pattern: str) -> int:
    """1-based line of the first line matching ``pattern``."""
    for number, line in enumerate(text.splitlines(), 1):
        if re.search(pattern, line):
            return number
    raise AssertionError(f"{pattern!r} not in text")


def variant(tmp_path: Path, old: str, new: str, name: str = "cosmopol") -> tuple[Path, str]:
    """A copy of cosmopol.yaml with one line changed (``old`` is a regex matching a whole line)."""
    text, count = re.subn(rf"^{old}$", new, COSMOPOL_TEXT, count=1, flags=re.M)
    assert count == 1, old
    text = text.replace("id: cosmopol", f"id: {name}")
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path, text


def load_error(path: Path) -> PackError:
    with pytest.raises(PackError) as info:
        load_house(path)
    error = info.value
    assert Path(error.path) == path.resolve()
    assert "\n" not in str(error)
    return error


def test_variant_loads_when_valid(tmp_path):
    path, _ = variant(tmp_path, r"decks: 6 .*", "decks: 8", name="bigshoe")
    rules = load_house(path)
    assert (rules.id, rules.decks) == ("bigshoe", 8)


def test_unknown_key(tmp_path):
    path, text = variant(tmp_path, r"decks: 6 .*", "decks: 6\ndekcs: 6")
    error = load_error(path)
    assert error.line == line_number(text, "^dekcs:")
    assert error.key_path == ("dekcs",)
    assert "unknown key 'dekcs'" in error.message
    assert "did you mean 'decks'" in error.message


def test_unknown_key_in_a_side_bet(tmp_path):
    path, text = variant(tmp_path, r"    max_bet: 1000", "    max_bet: 1000\n    colour: red")
    error = load_error(path)
    assert error.line == line_number(text, "colour: red")
    assert error.key_path == ("side_bets", 0, "colour")


def test_missing_field(tmp_path):
    path, text = variant(tmp_path, r"boxes: 7 .*", "")
    error = load_error(path)
    assert "missing key: boxes" in error.message
    assert error.line == line_number(text, "^id:")  # the mapping that lacks it


def test_wrong_type(tmp_path):
    path, text = variant(tmp_path, r"decks: 6 .*", 'decks: "six"')
    error = load_error(path)
    assert error.line == line_number(text, "^decks:")
    assert error.key_path == ("decks",)
    assert "whole number" in error.message


@pytest.mark.parametrize(
    "old, new, field, wanted",
    [
        (r"decks: 6 .*", "decks: true", "decks", "whole number"),  # bool for int
        (r"min_bet: 100", "min_bet: yes", "min_bet", "whole number"),  # YAML 1.1 bool
        (r"max_box_total: 2000 .*", "max_box_total: false", "max_box_total", "or null"),
        (r"resplit: true .*", "resplit: 1", "resplit", "true or false"),  # int for bool
        (r"decks: 6 .*", "decks: 6.0", "decks", "whole number"),  # float for int
        (r"chips: .*", "chips: [5, true, 100]", "chips", "whole number"),
        (r"double_totals: .*", "double_totals: 9", "double_totals", "a list"),
        (r"deal_order: .*", "deal_order: sideways", "deal_order", "boxes_dealer_boxes"),
        (r"split_match: .*", "split_match: 1", "split_match", "value, rank"),
        (r"name: Casino Cosmopol", "name: ''", "name", "text"),
    ],
)
def test_type_errors(tmp_path, old, new, field, wanted):
    path, text = variant(tmp_path, old, new)
    error = load_error(path)
    assert error.key_path[0] == field
    assert error.line == line_number(text, "^" + re.escape(new.split(":")[0]) + ":")
    assert wanted in error.message


@pytest.mark.parametrize(
    "new",
    [
        'blackjack_pays: "3:0"',
        'blackjack_pays: "three to two"',
        'blackjack_pays: "3:2:1"',
        "blackjack_pays: true",
        "blackjack_pays: [3, 2]",
        "blackjack_pays: .nan",
        "blackjack_pays: -1.5",
        "blackjack_pays: 0",
    ],
)
def test_bad_ratio(tmp_path, new):
    path, text = variant(tmp_path, r'blackjack_pays: "3:2"', new)
    error = load_error(path)
    assert error.key_path == ("blackjack_pays",)
    assert error.line == line_number(text, "^blackjack_pays:")


@pytest.mark.parametrize(
    "new, value",
    [
        ("blackjack_pays: 3:2", F(3, 2)),  # unquoted: not the base-60 integer 182
        ('blackjack_pays: "6:4"', F(3, 2)),
        ("blackjack_pays: 1.5", F(3, 2)),
        ('blackjack_pays: "2.5:1"', F(5, 2)),
        ('blackjack_pays: "3/2"', F(3, 2)),
        ("blackjack_pays: 2", F(2)),
    ],
)
def test_ratio_spellings(tmp_path, new, value):
    path, _ = variant(tmp_path, r'blackjack_pays: "3:2"', new, name="ratio")
    assert load_house(path).blackjack_pays == value


@pytest.mark.parametrize("new", ["penetration: 3/4", "penetration: 0.75", 'penetration: "3:4"'])
def test_penetration_spellings(tmp_path, new):
    path, _ = variant(tmp_path, r"penetration: .*", new, name="pen")
    assert load_house(path).penetration == F(3, 4)


def test_bad_ratio_inside_a_side_bet(tmp_path):
    path, text = variant(tmp_path, r'      flush: "9:1"', '      flush: "nine"')
    error = load_error(path)
    assert error.key_path == ("side_bets", 0, "pays", "flush")
    assert error.line == line_number(text, 'flush: "nine"')


@pytest.mark.parametrize(
    "old, new, field",
    [
        (r"penetration: .*", "penetration: 1", "penetration"),
        (r"max_bet: 2000", "max_bet: 50", "max_bet"),
        (r"chips: .*", "chips: [25, 5, 100]", "chips"),
        (r"ties_dealer_wins: .*", "ties_dealer_wins: [16]", "ties_dealer_wins"),
        (r"double_totals: .*", "double_totals: [9, 9, 10]", "double_totals"),
        (r"behind_spots: 3", "behind_spots: 4", "behind_spots"),
        (r"insurance: true", "insurance: false", "even_money"),
        (r"max_split_hands: .*", "max_split_hands: 0", "max_split_hands"),
        # no splitting at all (1) with re-splits on contradicts itself
        (r"max_split_hands: .*", "max_split_hands: 1", "resplit"),
        # no house pays past 1000:1 (issue 36: 1000000000:1 was taken)
        (r"blackjack_pays: .*", 'blackjack_pays: "1000000000:1"', "blackjack_pays"),
        (r"three_sevens_pays: .*", "three_sevens_pays: 1001", "three_sevens_pays"),
        (r"dealer_stands_on: 17", "dealer_stands_on: 22", "dealer_stands_on"),
        (r"dealer_blackjack_takes_doubles_and_splits: true", "dealer_blackjack_takes_doubles_and_splits: false",
         "dealer_blackjack_takes_doubles_and_splits"),
    ],
)
def test_semantic_errors_point_at_their_field(tmp_path, old, new, field):
    path, text = variant(tmp_path, old, new)
    error = load_error(path)
    assert error.key_path[0] == field
    assert error.line == line_number(text, f"^{field}:")


def test_id_must_match_the_file_name(tmp_path):
    path = tmp_path / "other.yaml"
    path.write_text(COSMOPOL_TEXT, encoding="utf-8")
    error = load_error(path)
    assert error.key_path == ("id",)
    assert error.line == line_number(COSMOPOL_TEXT, "^id:")


def test_not_a_mapping(tmp_path):
    path = tmp_path / "cosmopol.yaml"
    path.write_text("- decks\n- boxes\n", encoding="utf-8")
    error = load_error(path)
    assert error.line == 1


def test_yaml_problems_surface_as_pack_errors(tmp_path):
    path, text = variant(tmp_path, r"decks: 6 .*", "decks: !!python/object/apply:os.system [true]")
    error = load_error(path)
    assert error.line == line_number(text, "^decks:")


def test_unknown_house_names_the_houses():
    with pytest.raises(PackError) as info:
        load_house("atlantis")
    message = str(info.value)
    assert "unknown house 'atlantis'" in message
    for name in EXPECTED:
        assert name in message


def test_missing_pack_file(tmp_path):
    error = load_error(tmp_path / "nowhere.yaml")
    assert "not found" in error.message


def test_an_edited_pack_is_read_again(tmp_path):
    path, _ = variant(tmp_path, r"decks: 6 .*", "decks: 6", name="edited")
    assert load_house(path).decks == 6
    path.write_text(path.read_text(encoding="utf-8").replace("decks: 6", "decks: 4"), encoding="utf-8")
    stamp = path.stat().st_mtime_ns + 1_000_000_000
    os.utime(path, ns=(stamp, stamp))
    assert load_house(path).decks == 4


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_any_edit_of_a_value_gives_rules_or_a_pack_error(data):
    lines = COSMOPOL_TEXT.splitlines()
    editable = [i for i, line in enumerate(lines) if ":" in line and not line.lstrip().startswith("#")]
    index = data.draw(st.sampled_from(editable))
    value = data.draw(st.text(alphabet=st.sampled_from(list("019:/.-a tTrue[]{},\"'&*!")), max_size=12))
    head = lines[index][: lines[index].index(":") + 1]
    lines[index] = f"{head} {value}"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "cosmopol.yaml"
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        try:
            load_house(path)
        except PackError as error:
            assert "\n" not in str(error)
            assert error.line is not None


def test_unknown_side_bet_id(tmp_path):
    path, text = variant(tmp_path, r'  - id: "21\+3" .*', '  - id: "pairs"')
    error = load_error(path)
    assert error.key_path == ("side_bets", 0, "id")
    assert error.line == line_number(text, 'id: "pairs"')
    assert "unknown side bet 'pairs'" in error.message


def test_side_bet_outcome_it_cannot_make(tmp_path):
    path, text = variant(tmp_path, r'      flush: "9:1"', '      dealer_bust: "9:1"')
    error = load_error(path)
    assert error.key_path == ("side_bets", 0, "pays", "dealer_bust")
    assert "21+3 has no outcome 'dealer_bust'" in error.message


def test_house_side_bets_by_id():
    assert load_house("cosmopol").side_bet("21+3").min_bet == 50
    assert load_house("swiss").side_bet("swissjack-bust").pays["dealer_bust"] == F(5, 2)
    assert load_house("swiss").side_bet("swissjack-swiss").pays == {"dealer_clubs_blackjack": F(300)}
    assert load_house("swiss").side_bet("swissjack") is None  # withdrawn: four fields instead
    assert load_house("cosmopol").side_bet("swissjack-bust") is None


def test_a_house_pack_naming_the_withdrawn_swissjack_is_told_the_four_fields(tmp_path):
    path, text = variant(tmp_path, r'  - id: "21\+3" .*', '  - id: swissjack')
    error = load_error(path)
    assert error.key_path == ("side_bets", 0, "id")
    assert "swissjack-bust, swissjack-blackjack, swissjack-colour, swissjack-swiss" in error.message
