"""A corpus of broken packs (tests/scenarios/broken/), each with its exact error line.

Every file is refused with one line per problem, ``file:line[:column]: [key.path:]
message``, and ``trainer validate`` exits 2 without a traceback. The 30 MB file is made
in a temporary folder by the test, never committed.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.commands import validate as validate_cli
from trainer.core.files.errors import PackError
from trainer.core.packs.load import load_pack, validate_paths

REPO = Path(__file__).resolve().parents[2]
BROKEN = Path(__file__).resolve().parent / "broken"

#: file -> every error line validate_paths gives for it (run from inside broken/).
EXPECTED: dict[str, list[str]] = {
    '01_empty.yaml': ['01_empty.yaml:1: no pack here (the file is empty or only comments); a pack is a mapping with id, title, language, author, house, version, scenarios'],
    '02_comments_only.yaml': ['02_comments_only.yaml:1: no pack here (the file is empty or only comments); a pack is a mapping with id, title, language, author, house, version, scenarios'],
    '03_list_instead_of_mapping.yaml': ['03_list_instead_of_mapping.yaml:1:1: a pack is a mapping with id, title, language, author, house, version, scenarios, not a list'],
    '04_plain_text.yaml': ['04_plain_text.yaml:1:1: a pack is a mapping with id, title, language, author, house, version, scenarios, not a single value (str)'],
    '05_tab_indentation.yaml': ['05_tab_indentation.yaml:11:1: a tab character: YAML indents with spaces only; replace the tab with spaces'],
    '06_unclosed_flow_mapping.yaml': ["06_unclosed_flow_mapping.yaml:12:12: this '{' is not closed: add the missing '}' (or a ',' between entries) before line 13, column 5"],
    '07_duplicate_key.yaml': ["07_duplicate_key.yaml:5:1: duplicate key 'title' (first given on line 2)"],
    '08_missing_scenarios.yaml': ["08_missing_scenarios.yaml:1:1: the required key 'scenarios' is missing"],
    '09_unknown_top_key.yaml': ["09_unknown_top_key.yaml:7:1: difficulty: 'difficulty' is not a key here; the keys are: id, title, language, author, house, version, scenarios, pass_mark, translations"],
    '10_unknown_scenario_key.yaml': ["10_unknown_scenario_key.yaml:11:5: scenarios.0.colour: 'colour' is not a key here; the keys are: id, title, trains, hint, time_limit, recorded_actions, errors_to_find, rules, seed, boxes, shoe, decisions, insurance, even_money, behind_follow, insurance_over_limit, side_bets"],
    '11_version_not_integer.yaml': ["11_version_not_integer.yaml:6:1: version: 'one' is not a whole number"],
    '12_bet_not_number.yaml': ["12_bet_not_number.yaml:12:17: scenarios.0.boxes.2.bet: 'lots' is not a number"],
    '13_scenarios_mapping.yaml': ["13_scenarios_mapping.yaml:7:1: scenarios: {'one': {'title': 'One box', 'boxes': {2: {'bet': 100}}}} is not a list"],
    '14_seven_aces_of_hearts.yaml': ['14_seven_aces_of_hearts.yaml:13:5: scenarios.0.shoe: card Ah appears more often than 6 deck(s) hold'],
    '15_bad_card_code.yaml': ["15_bad_card_code.yaml:13:16: scenarios.0.shoe.1: bad card code '1h': ranks are A 2-9 T J Q K, suits s h d c"],
    '16_bet_over_limit.yaml': ['16_bet_over_limit.yaml:12:17: scenarios.0.boxes.2.bet: bet 5000 is over the table maximum 2000'],
    '17_bet_under_minimum.yaml': ['17_bet_under_minimum.yaml:12:17: scenarios.0.boxes.2.bet: bet 50 is below the table minimum 100'],
    '18_insurance_over_half.yaml': ['18_insurance_over_half.yaml:13:17: scenarios.0.insurance.2: insurance 60 is more than half the bet of 100 (an insurance the dealer must refuse goes under insurance_over_limit)'],
    '19_unknown_house.yaml': ["19_unknown_house.yaml:5:1: house: unknown house 'atlantis'; the houses are: cosmopol, czech, holland, minicasino, swiss"],
    '20_unknown_trains_word.yaml': ["20_unknown_trains_word.yaml:10:29: scenarios.0.trains.1: 'card_counting' is not one of dealing_order, immediate_blackjack, three_sevens, insurance_even_money, settlement_order, splits_doubles, house_rules, side_bets"],
    '21_duplicate_scenario_id.yaml': ["21_duplicate_scenario_id.yaml:14:5: scenarios.1.id: duplicate scenario id 'one' (first used on line 8)"],
    '22_python_tag.yaml': ['22_python_tag.yaml:2:8: tag !!python/object/apply:os.system is not allowed'],
    '23_billion_laughs.yaml': ['23_billion_laughs.yaml:11:4: expands to more than 200000 nodes through aliases (refused: an alias bomb or a document far too big)'],
    '24_recursive_alias.yaml': ['24_recursive_alias.yaml:7:7: recursive alias: a node contains itself'],
    '25_binary_junk.yaml': ['25_binary_junk.yaml:1: binary data (a NUL byte), not a text file'],
    '26_not_utf8.yaml': ['26_not_utf8.yaml:2: not UTF-8 text (byte 0xe9)'],
    '27_box_off_table.yaml': ['27_box_off_table.yaml:12:13: scenarios.0.boxes.9: box 9 is not on the table: cosmopol has boxes 1-7'],
    '28_bad_decision_word.yaml': ["28_bad_decision_word.yaml:13:26: scenarios.0.decisions.2.1: 'surrender' is not one of hit, stand, double, split"],
    '29_decision_on_empty_box.yaml': ['29_decision_on_empty_box.yaml:13:17: scenarios.0.decisions.4: hand 4 is on a box that holds no bet'],
    '30_too_many_behind_bets.yaml': ['30_too_many_behind_bets.yaml:12:27: scenarios.0.boxes.2.behind: 4 behind bets, but cosmopol has 3 behind spot(s) per box'],
    '31_trains_not_shown.yaml': ['31_trains_not_shown.yaml:10:29: scenarios.0.trains.1: the round never exercises three_sevens: it needs a three-sevens bonus paid'],
    '32_wrong_error_code.yaml': ["32_wrong_error_code.yaml:16:9: scenarios.0.errors_to_find.0: step 1 ('deal dealer') is a DEAL_ORDER mistake, not DEALER_CARD_EARLY"],
    '33_errors_without_recording.yaml': ['33_errors_without_recording.yaml:8:5: scenarios.0: errors_to_find needs recorded_actions as well'],
    '34_bad_recorded_action.yaml': ["34_bad_recorded_action.yaml:14:38: scenarios.0.recorded_actions.1: unknown action 'shuffle'; actions are: no_more_bets, deal, offer_insurance, close_insurance, double, split, refuse, pay, collect, push, end_round"],
    '35_recording_stops_early.yaml': ['35_recording_stops_early.yaml:14:5: scenarios.0.recorded_actions: the recorded actions stop before the round ends (no end_round that finishes it)'],
    '36_negative_time_limit.yaml': ['36_negative_time_limit.yaml:12:5: scenarios.0.time_limit: -30 is too small: it must be more than 0'],
    '37_two_documents.yaml': ["37_two_documents.yaml:14:1: a second document starts here ('---'): a pack is one document; remove this line"],
    '38_custom_tag.yaml': ['38_custom_tag.yaml:13:11: tag !include is not allowed'],
    '39_even_money_no_such_bet.yaml': ['39_even_money_no_such_bet.yaml:13:18: scenarios.0.even_money.0: there is no bet 5 on the table'],
    '40_missing_hint.yaml': ["40_missing_hint.yaml:8:5: scenarios.0: the required key 'hint' is missing"],
    '41_no_scenarios.yaml': ['41_no_scenarios.yaml:7:1: scenarios: the list is empty: give at least one entry'],
    '42_house_as_path.yaml': ["42_house_as_path.yaml:5:1: house: '../houses/cosmopol.yaml' is not a name of lower-case letters, digits, - and _ (such as cosmopol or first-shift)"],
    '43_scenario_rules_unknown.yaml': ["43_scenario_rules_unknown.yaml:12:5: scenarios.0.rules: unknown house 'vegas'; the houses are: cosmopol, czech, holland, minicasino, swiss"],
    '44_error_step_past_end.yaml': ['44_error_step_past_end.yaml:17:9: scenarios.0.errors_to_find.1: step 8 is past the last recorded action (step 7)'],
    '45_bool_as_bet.yaml': ['45_bool_as_bet.yaml:12:17: scenarios.0.boxes.2.bet: True is not a number'],
    '46_control_character.yaml': ['46_control_character.yaml:9:15: unacceptable character #x0007 (control characters are not allowed)'],
    '47_deep_nesting.yaml': ['47_deep_nesting.yaml:7:71: nested deeper than 64 levels'],
    '48_two_bad_scenarios.yaml': [
        '48_two_bad_scenarios.yaml:18:17: scenarios.1.boxes.3.bet: bet 2500 is over the table maximum 2000',
        "48_two_bad_scenarios.yaml:29:16: scenarios.3.shoe.1: bad card code 'Zz': ranks are A 2-9 T J Q K, suits s h d c",
    ],
    '49_unlisted_mistake.yaml': ["49_unlisted_mistake.yaml:14:80: scenarios.0.recorded_actions.5: step 5 ('push 2') is a DEALER_MUST_DRAW mistake that errors_to_find does not list"],
    '50_bad_language.yaml': ["50_bad_language.yaml:3:1: language: 'English' is not a language code such as en, sv or de-CH"],
    '51_scenario_is_text.yaml': ["51_scenario_is_text.yaml:8:5: scenarios.0: 'deal box 2 and stand' is not a mapping of keys and values"],
    '52_alias_count.yaml': ['52_alias_count.yaml:7:409: more than 100 aliases in one document (refused: alias expansion could exhaust memory)'],
    # Hostile numbers: each was an "internal error" without a line (and a traceback in trainer check).
    '53_time_limit_nan.yaml': ['53_time_limit_nan.yaml:12:5: scenarios.0.time_limit: nan is not a number of seconds'],
    '54_number_too_long.yaml': ['54_number_too_long.yaml:12:22: a number of 5002 characters (at most 100)'],
    '55_infinite_bet.yaml': ['55_infinite_bet.yaml:12:17: scenarios.0.boxes.2.bet: inf is not an amount: write a number such as 150 or 262.5'],
    '56_bet_id_too_long.yaml': ["56_bet_id_too_long.yaml:14:18: scenarios.0.even_money.0: '29999999999999999999999999999999999999999999999999999999... is not a bet id such as 3, 3.2, 3b1 or ins:3"],
    # Authoring slips: a misspelt key, indentation, a bracket or quote left open, an unquoted ': '.
    '57_misspelt_hint.yaml': ["57_misspelt_hint.yaml:12:5: scenarios.0.hnit: 'hnit' is not a key; did you mean 'hint'?"],
    '58_bad_indentation.yaml': ['58_bad_indentation.yaml:12:4: the indentation does not match the lines above (the entry starts on line 9): indent this line exactly as far as the other keys of its entry'],
    '59_missing_bracket.yaml': ["59_missing_bracket.yaml:14:11: this '[' is not closed: add the missing ']' (or a ',' between items) before line 15, column 7"],
    '60_unclosed_quote.yaml': ['60_unclosed_quote.yaml:3:8: this quote is never closed: add the closing quote at the end of the text'],
    '61_colon_in_hint.yaml': ["61_colon_in_hint.yaml:12:19: a ':' where none can be: is this line indented deeper than the keys beside it? (a value that holds ': ' needs quotes)"],
    '63_pass_mark_over_100.yaml': ['63_pass_mark_over_100.yaml:8:1: pass_mark: 120 is too large: it must be at most 100'],
    '62_misspelt_top_key.yaml': ["62_misspelt_top_key.yaml:5:1: autor: 'autor' is not a key; did you mean 'author'?"],
    # House option insurance_amount (cosmopol reads "half"), and insurance_over_limit.
    '70_insurance_less_than_half.yaml': ['70_insurance_less_than_half.yaml:13:17: scenarios.0.insurance.2: insurance 40 is not half the bet of 100: cosmopol takes insurance of exactly 50 (insurance_amount: half)'],
    '71_over_limit_not_over.yaml': ['71_over_limit_not_over.yaml:13:28: scenarios.0.insurance_over_limit.2: insurance 50 is not over the limit of 50 on a bet of 100 (a legal insurance goes under insurance)'],
    '72_over_limit_no_insurance.yaml': ['72_over_limit_no_insurance.yaml:13:28: scenarios.0.insurance_over_limit.2: czech offers no insurance'],
    # Side bets: their own limits, a main bet on the box, and a house that offers them.
    '73_side_bet_over_limit.yaml': ["73_side_bet_over_limit.yaml:13:26: scenarios.0.side_bets.21+3.2: 21+3 bet 2000 is outside the side bet's limits 50-1000"],
    '74_side_bet_without_main_bet.yaml': ['74_side_bet_without_main_bet.yaml:14:23: scenarios.0.side_bets.21+3.4: a 21+3 bet needs a main bet on its box, and box 4 holds none'],
    '75_side_bet_wrong_house.yaml': ['75_side_bet_wrong_house.yaml:13:17: scenarios.0.side_bets.swissjack-bust: cosmopol has no swissjack-bust side bet (its side bets: 21+3)'],
    '76_translation_unknown_language.yaml': ["76_translation_unknown_language.yaml:18:3: translations.xx: 'xx' is not a key here; the keys are: en, sv, de, nl, cs"],
    '77_translation_unknown_scenario.yaml': ["77_translation_unknown_scenario.yaml:19:17: translations.de.scenarios.two: no scenario 'two' in this pack; its scenarios are: one"],
    '78_translation_unknown_field.yaml': ["78_translation_unknown_field.yaml:19:23: translations.de.scenarios.one.titel: 'titel' is not a key; did you mean 'title'?"],
}


def test_the_corpus_is_large_enough():
    assert len(EXPECTED) >= 30


def test_every_file_has_an_expected_error():
    assert sorted(path.name for path in BROKEN.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_broken_pack_gives_its_exact_errors(name, monkeypatch):
    monkeypatch.chdir(BROKEN)
    errors = validate_paths([name])
    assert [str(error) for error in errors] == EXPECTED[name]
    for error in errors:
        assert isinstance(error, PackError)
        assert os.fspath(error.path) == name and error.line is not None
        assert "\n" not in str(error)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_load_pack_raises_the_first_error(name, monkeypatch):
    monkeypatch.chdir(BROKEN)
    with pytest.raises(PackError) as caught:
        load_pack(name)
    assert str(caught.value) == EXPECTED[name][0]


def test_many_files_in_one_call(monkeypatch):
    monkeypatch.chdir(BROKEN)
    names = sorted(EXPECTED)
    assert [str(error) for error in validate_paths(names)] == [line for name in names for line in EXPECTED[name]]


def _thirty_megabytes(folder: Path) -> Path:
    path = folder / "huge.yaml"
    line = "# " + "x" * 1021 + "\n"  # 1 kB a line
    with path.open("w", encoding="utf-8") as out:
        out.write("id: huge\n")
        for _ in range(30 * 1024):
            out.write(line)
    return path


def test_a_30_megabyte_file_is_refused_before_it_is_read(tmp_path):
    path = _thirty_megabytes(tmp_path)
    size = path.stat().st_size
    assert size >= 30 * 1024 * 1024
    errors = validate_paths([path])
    assert [str(error) for error in errors] == [f"{path}: file is {size} bytes, more than the limit of 1000000"]


def test_missing_file_and_folder(tmp_path):
    errors = validate_paths([tmp_path / "nowhere.yaml", tmp_path])
    assert [str(error) for error in errors] == [
        f"{tmp_path / 'nowhere.yaml'}: file not found",
        f"{tmp_path}: is a directory, not a file",
    ]


# --- trainer validate --------------------------------------------------------------------------
def _run_in_process(arguments: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="trainer")
    validate_cli.add_parser(parser.add_subparsers())
    args = parser.parse_args(["validate", *arguments])
    return args.run(args)


def test_run_prints_one_line_per_error(monkeypatch, capsys):
    monkeypatch.chdir(BROKEN)
    names = sorted(EXPECTED)
    assert _run_in_process(names) == 2
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [line for name in names for line in EXPECTED[name]]
    assert captured.err == ""


def test_run_mixes_ok_lines_and_errors(monkeypatch, capsys):
    monkeypatch.chdir(REPO)
    good = "scenarios/packs/three-sevens.yaml"
    bad = "tests/scenarios/broken/16_bet_over_limit.yaml"
    assert _run_in_process([good, bad]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"OK {good} (7 scenarios)"
    assert out[1] == bad + EXPECTED["16_bet_over_limit.yaml"][0][len("16_bet_over_limit.yaml"):]
    assert len(out) == 2


def test_run_on_a_folder_checks_its_yaml_files(capsys):
    assert _run_in_process([str(BROKEN)]) == 2
    out = capsys.readouterr().out.splitlines()
    assert len(out) == sum(len(lines) for lines in EXPECTED.values())
    assert all(line.startswith(str(BROKEN) + os.sep) for line in out)


def test_run_on_an_empty_folder(tmp_path, capsys):
    assert _run_in_process([str(tmp_path)]) == 2
    assert capsys.readouterr().out == f"{tmp_path}: folder holds no .yaml pack files\n"


def _subprocess(arguments: list[str], cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run(
        [sys.executable, "-m", "trainer.commands.validate", *arguments],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_validate_command_exits_2_with_one_line_per_error():
    names = sorted(EXPECTED)
    result = _subprocess(names, BROKEN)
    assert result.returncode == 2
    assert result.stdout.splitlines() == [line for name in names for line in EXPECTED[name]]
    assert result.stderr == ""
    assert "Traceback" not in result.stdout


@pytest.mark.parametrize("name", ["23_billion_laughs.yaml", "22_python_tag.yaml", "25_binary_junk.yaml", "26_not_utf8.yaml"])
def test_validate_command_on_hostile_files(name):
    result = _subprocess([name], BROKEN)
    assert (result.returncode, result.stdout.splitlines(), result.stderr) == (2, EXPECTED[name], "")


def test_validate_command_on_a_30_megabyte_file(tmp_path):
    path = _thirty_megabytes(tmp_path)
    result = _subprocess([path.name], tmp_path)
    assert result.returncode == 2
    assert result.stdout == f"huge.yaml: file is {path.stat().st_size} bytes, more than the limit of 1000000\n"
    assert result.stderr == ""


def test_validate_command_passes_the_shipped_packs():
    result = _subprocess([], REPO)
    assert result.returncode == 0, result.stdout
    lines = result.stdout.splitlines()
    assert lines and all(line.startswith("OK ") and line.endswith("scenarios)") for line in lines)
    assert result.stderr == ""


def test_run_on_a_name_too_long_for_the_system(capsys):
    name = "y" * 5000  # Path.is_dir() raised OSError (ENAMETOOLONG): a traceback
    assert _run_in_process([name]) == 2
    captured = capsys.readouterr()
    assert captured.out == f"{name}: cannot open: File name too long\n"
    assert captured.err == ""


# --- plain words ----------------------------------------------------------------------------------
def _patterns(schema, found):
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "pattern" and isinstance(value, str):
                found.add(value)
            else:
                _patterns(value, found)
    elif isinstance(schema, list):
        for value in schema:
            _patterns(value, found)
    return found


def test_every_schema_pattern_has_words():
    from trainer.core.packs.load import PACK_SCENARIO_SCHEMA, PACK_SCHEMA
    from trainer.core.files.plain_errors import PATTERN_WORDS

    patterns = _patterns([PACK_SCHEMA, PACK_SCENARIO_SCHEMA], set())
    assert patterns and patterns <= set(PATTERN_WORDS)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_no_message_quotes_a_regular_expression_or_a_parser_state(name):
    for line in EXPECTED[name]:
        assert "^" not in line and "]{" not in line and "$'" not in line
        for jargon in ("<block", "<scalar>", "while parsing", "while scanning", "is not of type", "does not match '"):
            assert jargon not in line


@pytest.mark.parametrize(
    ("line", "typo", "meant"),
    [
        ("    hnit: Deal box 2.", "hnit", "hint"),
        ("    titel: One box", "titel", "title"),
        ("    trians: [dealing_order]", "trians", "trains"),
        ("    boxs: {2: {bet: 100}}", "boxs", "boxes"),
        ("    time_limt: 60", "time_limt", "time_limit"),
    ],
)
def test_a_misspelt_scenario_key_names_the_key_it_likely_means(tmp_path, line, typo, meant):
    keys = {
        "hint": "    hint: Deal box 2.",
        "title": "    title: One box",
        "trains": "    trains: [dealing_order]",
        "boxes": "    boxes: {2: {bet: 100}}",
    }
    keys[meant] = line  # the misspelt key takes the place of the right one (time_limit is extra)
    text = "id: typos\ntitle: T\nlanguage: en\nauthor: A\nhouse: cosmopol\nversion: 1\nscenarios:\n  - id: one\n"
    text += "\n".join(keys.values()) + "\n"
    path = tmp_path / "typo.yaml"
    path.write_text(text, encoding="utf-8")
    errors = validate_paths([path])
    assert [error.message for error in errors] == [f"{typo!r} is not a key; did you mean {meant!r}?"]
    assert errors[0].line == text.splitlines().index(line) + 1


def test_a_tab_anywhere_is_named_with_its_line_and_column(tmp_path):
    text = (BROKEN / "16_bet_over_limit.yaml").read_text(encoding="utf-8")
    lines = text.splitlines()
    lines[8] = "\t" + lines[8].lstrip(" ")
    path = tmp_path / "tabbed.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (error,) = validate_paths([path])
    assert (error.line, error.column) == (9, 1)
    assert "tab" in error.message and "spaces" in error.message
