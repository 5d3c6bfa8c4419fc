"""What people read (issue 29, points 2-6 and 8), through the real commands: pack titles
and mistake names instead of ids and codes, house names in every language, no English
left in translated lines, one decimal mark per language, a mistake's rule as this house
plays it, and a suggestion for every typo with every problem of a pack in one run."""

from __future__ import annotations

import re
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from tests.storekit import CET, HOUSE, real_round
from trainer.commands.cli import main
from trainer.core.procedure import mistakes as M
from trainer.core.game.rules import house_names, load_house
from trainer.words import i18n

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("sv", "de", "nl", "cs")


def trainer(*argv, stdin=""):
    return subprocess.run([sys.executable, "-m", "trainer", *argv], input=stdin, capture_output=True, text=True,
                          timeout=180, cwd=ROOT)


# --- 2. names instead of ids ------------------------------------------------------------------------


def test_the_class_command_names_packs_and_mistakes(tmp_path, capsys, monkeypatch):
    from trainer.classroom.classes import Classes
    from trainer.store.open import open_store

    monkeypatch.delenv("TRAINER_DB", raising=False)
    db = tmp_path / "class.sqlite3"
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", str(db)]) == 0
    assert main(["class", "--db", str(db), "add", "Ann", "--pin", "2468"]) == 0
    capsys.readouterr()
    assert main(["class", "assign", "dealing-order", "--pass-mark", "80%", "--pin", "2468", "--db", str(db)]) == 0
    answer = capsys.readouterr().out
    assert "Dealing order (exam: pass 80 %)" in answer and "dealing-order" not in answer  # as the window writes it
    now = datetime.now().astimezone()
    with open_store(str(db)) as store:
        session = store.start_session(store.trainee("Ann"), HOUSE, pack="dealing-order", started=now)
        scenario, round_ = real_round(3, ("first_deal",))
        assert [m.code for m in round_.mistakes] == [M.DEAL_ORDER]
        store.save_played_round(session, scenario, round_, now, now + timedelta(seconds=40))
        assert Classes(store).overview("Morning").trainees[0].last_mistake["code"] == M.DEAL_ORDER
    assert main(["class", "--db", str(db)]) == 0
    overview = capsys.readouterr().out
    assert "Dealing order" in overview and "Wrong dealing order" in overview
    assert "dealing-order" not in overview and "DEAL_ORDER" not in overview  # ids stay in --json
    assert main(["class", "--db", str(db), "--json"]) == 0
    assert '"dealing-order"' in capsys.readouterr().out


# --- 3. house names ---------------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_house_has_its_name_in_every_language(language):
    from trainer.words.names import house_name, house_title

    english = {house: load_house(house).name for house in house_names()}
    i18n.set_language(language)
    for house, name in english.items():
        if name != "Casino Cosmopol":  # a proper name, the same in every language
            assert house_name(house) != name and house_title(load_house(house)) == house_name(house)


def test_trainer_houses_lists_the_houses_in_swedish():
    listed = trainer("--lang", "sv", "houses")
    assert listed.returncode == 0, listed.stderr
    assert "Schweiziskt kasino (Swiss Jack)" in listed.stdout and "Swiss casino" not in listed.stdout


# --- 4. English left in lines -------------------------------------------------------------------------


def test_validates_suggestion_is_said_in_the_language(tmp_path):
    pack = tmp_path / "typo.yaml"
    pack.write_text((ROOT / "scenarios/packs/three-sevens.yaml").read_text(encoding="utf-8")
                    .replace("house: cosmopol", "house: cosmopl", 1), encoding="utf-8")
    said = trainer("--lang", "sv", "validate", str(pack))
    assert said.returncode == 2
    assert "(menade du 'cosmopol'?)" in said.stdout and "did you mean" not in said.stdout
    english = trainer("validate", str(pack))
    assert "(did you mean 'cosmopol'?)" in english.stdout


def test_czech_review_names_its_skills_and_dates_in_czech(tmp_path):
    done = trainer("--lang", "cs", "practice", "--trainee", "Ann", "--data", str(tmp_path), "--review",
                   "--count", "3", "--seed", "5", "--auto")
    assert done.returncode == 0, done.stderr
    assert "Drill:" not in done.stdout and not re.search(r"\d{4}-\d\d-\d\d", done.stdout)
    assert re.search(r"\d{1,2}\.\d{1,2}\.\d{4}", done.stdout)  # the Czech order of a date


@pytest.mark.parametrize("language, paid", (("sv", "betalad"), ("nl", "uitbetaald")))
def test_speed_and_daily_runs_say_their_settlements_in_the_language(tmp_path, language, paid):
    for kind in (("--speed", "2"), ("--daily",)):
        done = trainer("--lang", language, "practice", "--trainee", "Ann", "--data", str(tmp_path), *kind,
                       "--seed", "3", "--auto")
        assert done.returncode == 0, done.stderr
        assert paid in done.stdout
        assert not re.search(r"\bbet \S+: (pay|collect|push)\b", done.stdout)
        assert not re.search(r"\d{4}-\d\d-\d\d", done.stdout) or language == "sv"  # Swedish dates are ISO


def test_cards_in_a_sentence_are_words():
    from trainer.core.procedure.machine import Round
    from trainer.core.packs.scenario import parse_scenario
    from trainer.core.procedure.why import explain
    from trainer.words.messages import figure_text

    scenario = parse_scenario("rules: cosmopol\nboxes: {1: {bet: 100}}\nshoe: [9s, Ah, 8d, Kc]\n")
    i18n.set_language("sv")
    with scenario.new_round() as round_:
        for action in ("no_more_bets", "deal 1", "deal dealer", "deal 1"):
            assert round_.attempt(action) is None
        mistake = round_.attempt("deal 1")  # a card before insurance was offered
        assert mistake.code == M.INSURANCE_NOT_OFFERED
        figures = [figure_text(f) for f in explain(round_, mistake).figures]
    assert any("croupiern visar ett ess" in f for f in figures), figures
    assert not any(re.search(r"\bAh\b", f) for f in figures)


def test_a_broken_pack_in_a_german_window_is_said_in_german(qtbot, tmp_path):
    from trainer.ui.dialogs.pack_browser import QtPackBrowser

    broken = tmp_path / "broken.yaml"
    broken.write_text((ROOT / "scenarios/packs/three-sevens.yaml").read_text(encoding="utf-8")
                      .replace("house: cosmopol", "house: cosmopl", 1), encoding="utf-8")
    i18n.set_language("de")
    dialog = QtPackBrowser([], "cosmopol")
    qtbot.addWidget(dialog)
    assert dialog.add_pack_file(broken) is None
    note = dialog.file_note.text()
    assert "unbekanntes Haus 'cosmopl'" in note and "meinten Sie 'cosmopol'?" in note
    assert "unknown house" not in note and "did you mean" not in note


def test_packs_that_did_not_load_are_listed_in_the_language():
    from trainer.words.cli_texts import error_text_line

    line = "/x/pack.yaml:4:1: house: unknown house 'cosmopl' (did you mean 'cosmopol'?); the houses are: cosmopol, swiss"
    assert error_text_line(line) == line  # English: the core's own words
    i18n.set_language("nl")
    said = error_text_line(line)
    assert said.startswith("/x/pack.yaml:4:1: house: ") and "unknown house" not in said and "bedoelde u" in said


# --- 5. one decimal mark --------------------------------------------------------------------------------


def test_swedish_check_writes_results_with_the_swedish_decimal_mark():
    done = trainer("--lang", "sv", "check", "scenarios/packs/immediate-blackjack.yaml", "--scenario", "odd-bet", "--auto")
    assert done.returncode == 0, done.stderr
    results = done.stdout.split("handlingar:")[0]
    assert "187,5" in results and "+187,50" in results  # the hint and the result: one mark
    assert not re.search(r"\d\.\d", results)
    english = trainer("check", "scenarios/packs/immediate-blackjack.yaml", "--scenario", "odd-bet", "--auto")
    assert "+187.50" in english.stdout


# --- 6. this house's rule ------------------------------------------------------------------------------


def test_a_side_bet_mistake_names_only_the_houses_side_bets():
    from trainer.words.messages import mistake_rule

    swiss, cosmopol = load_house("swiss"), load_house("cosmopol")
    for code in (M.SIDE_BET_NOT_SETTLED, M.SIDE_BET_EARLY):
        assert "21+3" not in mistake_rule(code, swiss) and "Swiss Jack" in mistake_rule(code, swiss)
        assert "Swiss Jack" not in mistake_rule(code, cosmopol) and "21+3" in mistake_rule(code, cosmopol)
        assert "21+3" in mistake_rule(code) and "Swiss Jack" in mistake_rule(code)  # no house: every bet
    i18n.set_language("de")
    assert "vor Versicherung" in mistake_rule(M.SIDE_BET_NOT_SETTLED, swiss)


def test_check_json_message_states_the_houses_order(tmp_path):
    actions = tmp_path / "a.txt"
    actions.write_text("no_more_bets\ndeal 2\n", encoding="utf-8")
    scenario = tmp_path / "s.yaml"
    scenario.write_text("rules: czech\nboxes: {1: {bet: 100}, 2: {bet: 100}}\nshoe: [Ts, 9h, 8s, 7d, 6c, 9c]\n",
                        encoding="utf-8")
    done = trainer("check", str(scenario), "--actions", str(actions), "--json")
    assert '"DEAL_ORDER"' in done.stdout
    assert "one card a hand round the table, box 1 to the last" in done.stdout  # the Czech house's hits
    assert "where the house plays so" not in done.stdout


# --- 8. typos and every problem in one run ------------------------------------------------------------


def test_a_misspelt_trains_value_gets_a_suggestion_and_every_problem_is_named(tmp_path):
    pack = tmp_path / "bad.yaml"
    pack.write_text(
        "id: bad\ntitle: Bad\nlanguage: en\nauthor: me\nhouse: cosmopol\nversion: 1\nscenarios:\n"
        "  - id: a\n    title: A\n    trains: [dealing_ordr]\n    bets: {1: 100}\n"
        "    shoe: [Ts, 7h, 9d, 8c]\n    time_limit: -3\n", encoding="utf-8")
    done = trainer("validate", str(pack))
    assert done.returncode == 2
    lines = done.stdout.splitlines()
    assert any(":10:" in line and "(did you mean 'dealing_order'?)" in line for line in lines), lines
    assert any("'hint' is missing" in line for line in lines)  # not hidden by the 'bets' typo
    assert any("'bets' is not a key; did you mean 'boxes'?" in line for line in lines)
    assert any("time_limit" in line for line in lines)
    assert len(lines) == 4  # the 'boxes' the typo stands for is not missing twice


def test_a_wrong_scenario_id_gets_a_suggestion():
    done = trainer("check", "scenarios/packs/dealing-order.yaml", "--scenario", "three-boxs", "--auto")
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "(did you mean 'three-boxes'?)" in done.stderr


def test_a_misspelt_focus_kind_or_trainee_gets_a_suggestion(tmp_path):
    focus = trainer("--lang", "de", "check", "--random", "--focus", "insurence")
    assert focus.returncode == 2 and "unbekannter Punkt 'insurence'" in focus.stderr
    assert "(meinten Sie 'insurance'?)" in focus.stderr
    kind = trainer("quiz", "--print", "2", "--kind", "blackjak")
    assert kind.returncode == 2 and "(did you mean 'blackjack'?)" in kind.stderr
    from trainer.store import Store

    with Store.open(tmp_path / "data") as store:
        store.trainee("Ann Lindqvist")
    report = trainer("report", "--trainee", "Ann Lindqvst", "--data", str(tmp_path / "data"), "--csv",
                     str(tmp_path / "ann.csv"))
    assert report.returncode == 2 and "(did you mean 'Ann Lindqvist'?)" in report.stderr
