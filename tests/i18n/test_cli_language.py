"""The command line's one-line errors and its own lines in the reader's language: still
one line naming the file and line, still exit 2, codes and values unchanged."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from trainer.words import i18n
from trainer.words.cli_texts import error_line, error_message
from trainer.core.files.errors import PackError

REPO = Path(__file__).resolve().parents[2]
BROKEN = REPO / "tests" / "scenarios" / "broken"


def trainer(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *argv], capture_output=True, text=True, timeout=60,
                          cwd=REPO)


@pytest.mark.parametrize("command", ["check", "validate"])
@pytest.mark.parametrize("broken, english, german", [
    ("06_unclosed_flow_mapping.yaml", "is not closed", "ist nicht geschlossen"),
    ("15_bad_card_code.yaml", "bad card code '1h'", "ungültiger Kartencode '1h'"),
    ("19_unknown_house.yaml", "unknown house 'atlantis'", "unbekanntes Haus 'atlantis'"),
    ("07_duplicate_key.yaml", "duplicate key 'title'", "doppelter Schlüssel 'title'"),
])
def test_german_one_liner_names_file_and_line(command, broken, english, german):
    path = BROKEN / broken
    argv = [command, str(path)] + (["--scenario", "one"] if command == "check" else [])
    ours = trainer(*argv)
    theirs = trainer("--lang", "de", *argv)
    assert ours.returncode == theirs.returncode == 2
    out = lambda done: (done.stderr + done.stdout).strip()  # noqa: E731 - validate reports on stdout
    english_line, german_line = out(ours), out(theirs)
    assert "\n" not in german_line and "Traceback" not in german_line
    assert english in english_line and german in german_line and english not in german_line
    # the same place: file, line and column (and key path) are never translated
    place = english_line.split(": ")[0]
    assert german_line.startswith(place) and place.startswith(str(path)) and place.count(":") >= 1


def test_a_missing_file_in_swedish():
    done = trainer("--lang", "sv", "check", "/no/such/round.yaml")
    assert done.returncode == 2 and done.stderr.strip() == "/no/such/round.yaml: filen finns inte"


def test_unknown_house_in_dutch_and_czech_keeps_the_house_names():
    for language, words in (("nl", "onbekend huis 'atlantis'"), ("cs", "neznámé kasino 'atlantis'")):
        done = trainer("--lang", language, "quiz", "--house", "atlantis")
        assert done.returncode == 2, done.stderr
        line = done.stderr.strip()
        assert words in line and "cosmopol, czech, holland, minicasino, swiss" in line and "\n" not in line


def test_houses_and_validate_say_their_lines_in_german():
    houses = trainer("--lang", "de", "houses")
    assert houses.returncode == 0 and houses.stdout.splitlines()[0].split()[:3] == ["ID", "Name", "Decks"]
    assert "* das Standardhaus" in houses.stdout
    pack = REPO / "scenarios" / "packs"
    first = sorted(pack.glob("*.yaml"))[0]
    done = trainer("--lang", "de", "validate", str(first))
    assert done.returncode == 0 and done.stdout.startswith(f"OK {first} (") and "Szenari" in done.stdout


def test_an_unknown_sentence_stays_english_and_values_are_filled_once():
    i18n.set_language("de")
    assert error_message("something the catalog has never seen") == "something the catalog has never seen"
    hostile = error_message("duplicate key '%2 %1' (first given on line 3)")
    assert "'%2 %1'" in hostile and "3" in hostile and hostile != "duplicate key '%2 %1' (first given on line 3)"
    error = PackError("p.yaml", 4, "file not found", 2, ("a", "b"))
    assert error_line(error).startswith("p.yaml:4:2: a.b: ")


def test_practice_summary_counts_in_german_and_english():
    from trainer.words.practice_texts import PRACTICE

    assert PRACTICE.challenge_time(12.34, 1, 2) == "Time 12.3 s, 1 mistake in 2 rounds."
    assert PRACTICE.personal_best((0, 9.5), new=False) == "Personal best: 0 mistakes, 9.5 s."
    i18n.set_language("de")
    assert PRACTICE.challenge_time(12.34, 1, 2) == "Zeit 12,3 s, 1 Fehler in 2 Spielen."
    assert PRACTICE.cleared(1, 3, 1) == "1 von 3 Schwachpunkten in 1 Übung erledigt."
    assert PRACTICE.personal_best((2, 9.5), new=True) == "Persönliche Bestleistung! (vorher: 2 Fehler, 9,5 s)"


def test_option_errors_of_quiz_and_report_in_the_language(tmp_path):
    seed = trainer("--lang", "sv", "quiz", "--seed", "x")
    assert seed.returncode == 2 and seed.stderr.strip() == "trainer quiz: --seed vill ha ett heltal, fick 'x'"
    english = trainer("quiz", "--seed", "x")
    assert english.stderr.strip() == "trainer quiz: --seed wants a whole number, got 'x'"
    empty = tmp_path / "no-data"
    report = trainer("--lang", "de", "report", "--trainee", "Nobody", "--csv", str(tmp_path / "r.csv"),
                     "--data", str(empty))
    assert report.returncode == 2
    assert report.stderr.strip() == f"trainer report: keine Fortschrittsdatenbank in {empty}"
    assert not (tmp_path / "r.csv").exists()


def test_class_pdf_speaks_the_language_while_the_csv_keeps_its_columns(tmp_path):
    from datetime import datetime

    from trainer.classroom.class_report import COLUMNS
    from trainer.papers.class_pdf import class_html

    when = datetime(2026, 11, 24, 8, 5)
    english = class_html("Morning", [], when)
    assert "<h1>Class report: Morning</h1>" in english and "0 trainees, 2026-11-24 08:05" in english
    assert "8pt;'>Trainee</th>" in english
    i18n.set_language("de")
    german = class_html("Morning", [], when)
    assert "<h1>Klassenbericht: Morning</h1>" in german and "0 Lernende, 24.11.2026 08:05" in german
    assert "8pt;'>Schwächster Punkt</th>" in german and "Trainee" not in german
    assert COLUMNS[0] == "trainee" and "accuracy_percent" in COLUMNS  # a program's columns, in every language


def test_practice_asks_a_drill_question_in_swedish():
    from trainer.core.drills import generate
    from trainer.core.game.rules import load_house
    from trainer.words.practice_texts import PRACTICE

    question = next(q for q in generate([load_house("cosmopol")], 80, 2) if q.answer.denominator != 1)
    i18n.set_language("sv")
    wrong = PRACTICE.drill_wrong(question)
    assert wrong.startswith("  FEL: ") and wrong.split("; ")[0].endswith(",50")
    assert PRACTICE.type_an_amount() == "  skriv ett belopp, till exempel 150 eller 262,50"
    assert PRACTICE.daily("2026-11-24", "Casino Cosmopol", 1) == \
        "Dagens utmaning 2026-11-24 på Casino Cosmopol: 1 giv, samma för alla i dag."


def test_practice_table_in_swedish_and_english(tmp_path):
    argv = ["practice", "--speed", "1", "--auto", "--seed", "1", "--data", str(tmp_path)]
    english, swedish = trainer(*argv), trainer("--lang", "sv", *argv)
    assert english.returncode == swedish.returncode == 0, swedish.stderr
    assert "  phase: betting" in english.stdout and "  -- first deal" in english.stdout
    assert "  fas: insatser" in swedish.stdout and "  -- första given" in swedish.stdout
    assert "Snabbspel på Casino Cosmopol: 1 giv" in swedish.stdout
    assert "phase:" not in swedish.stdout and "dealer:" not in swedish.stdout
    assert "> no_more_bets" in swedish.stdout  # the actions stay as the trainee types them


def test_a_saved_spot_the_error_packs_problems_in_dutch(tmp_path):
    """A pack saved from the window (trainer.core.packs.writer), then edited by hand:
    trainer validate --lang nl names its problems in Dutch, file and line kept."""
    from trainer.core.game.rules import load_house
    from trainer.core.packs.scenario import random_scenario
    from trainer.core.packs.writer import save_round

    scenario = random_scenario(load_house("cosmopol"), 4)
    path = tmp_path / "saved.yaml"
    with scenario.new_round() as round_:
        round_.attempt("deal dealer")  # out of phase: the mistake to find
        while not round_.finished:
            round_.attempt(round_.expected()[0])
        save_round(path, scenario, round_, id="mine", title="Mijn ronde", trains=["dealing_order"], hint="Let op",
                   spot_the_error=True)
    assert trainer("--lang", "nl", "validate", str(path)).returncode == 0
    path.write_text(path.read_text(encoding="utf-8").replace("{step: 0, code: OUT_OF_PHASE}", "{step: 2, code: OUT_OF_PHASE}"),
                    encoding="utf-8")
    done = trainer("--lang", "nl", "validate", str(path))
    lines = done.stdout.strip().splitlines()
    assert done.returncode == 2 and lines
    assert any("is een juiste handeling, niet OUT_OF_PHASE" in line for line in lines), lines
    assert any("is de fout OUT_OF_PHASE, die errors_to_find niet noemt" in line for line in lines), lines
    assert all(line.startswith(f"{path}:") and "step " not in line for line in lines), lines
