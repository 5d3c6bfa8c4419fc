"""The trainer in every language: the CLI's --lang, the catalog, and the window's menu."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.roundkit import new_round
from trainer.words import i18n
from trainer.commands.cli import main
from trainer.core.procedure import mistakes as M
from trainer.words.messages import MISTAKE_TEXTS, mistake_message, mistake_title

REPO = Path(__file__).resolve().parents[2]

SCENARIO = """\
rules: cosmopol
boxes:
  1: {bet: 100}
  2: {bet: 100}
shoe: [Ah, Tc, 6d, Kh, 2h, 9c, Tc]
decisions: {2: [stand]}
"""
#: a Black Jack left unpaid against a six, then paid even money instead of 3:2.
ACTIONS = "no_more_bets\ndeal 1\ndeal 2\ndeal dealer\ndeal 1\ndeal 2\ndeal 2\npay 1 100\n"
#: words each language's sentence for the two mistakes must use (its croupier terms).
TERMS = {"sv": ("croupiern", "Väntat: pay 1 150."), "de": ("Croupier", "Erwartet: pay 1 150."),
         "nl": ("croupier", "Verwacht: pay 1 150."), "cs": ("bankéř", "Očekáváno: pay 1 150.")}


@pytest.fixture
def files(tmp_path):
    scenario = tmp_path / "round.yaml"
    scenario.write_text(SCENARIO, encoding="utf-8")
    actions = tmp_path / "actions.txt"
    actions.write_text(ACTIONS, encoding="utf-8")
    return str(scenario), str(actions)


def check_json(files, *lang: str) -> dict:
    scenario, actions = files
    done = subprocess.run(
        [sys.executable, "-m", "trainer", *lang, "check", scenario, "--actions", actions, "--json"],
        capture_output=True, text=True, timeout=60, cwd=REPO,
    )
    assert done.returncode == 1, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("language", ["sv", "de", "nl", "cs"])
def test_lang_check_json_has_translated_messages_with_the_same_codes(files, language):
    english = check_json(files)
    other = check_json(files, "--lang", language)
    strip = lambda report: [{k: v for k, v in m.items() if k != "message"} for m in report["mistakes"]]  # noqa: E731
    assert strip(other) == strip(english) and [m["code"] for m in other["mistakes"]] == [
        M.BJ_NOT_PAID_AT_ONCE, M.WRONG_AMOUNT]
    assert {k: v for k, v in other.items() if k != "mistakes"} == {k: v for k, v in english.items() if k != "mistakes"}
    word, expected = TERMS[language]
    for theirs, ours in zip(other["mistakes"], english["mistakes"]):
        assert theirs["message"] != ours["message"]
        assert theirs["message"].endswith(expected)
    assert word in other["mistakes"][0]["message"]


def test_english_is_the_default_in_a_c_locale(files):
    report = check_json(files)
    assert report["mistakes"][1]["message"] == "The payout amount is wrong. Expected: pay 1 150."


def test_an_unknown_language_is_a_one_line_usage_error(capsys):
    assert main(["--lang", "xx", "houses"]) == 2
    err = capsys.readouterr().err.strip()
    assert "\n" not in err and "xx" in err


def test_catalog_follows_the_language_without_any_qt_application():
    with new_round("rules: cosmopol\nboxes:\n  1: {bet: 100}\nshoe: [9h, 7c, 6d, Tc]\n") as round_:
        round_.attempt("no_more_bets")
        mistake = round_.attempt("deal dealer")
    assert mistake.code == M.DEAL_ORDER
    english = mistake_message(mistake)
    i18n.set_language("de")
    german = mistake_message(mistake)
    assert german.startswith("Die Karten gehen in Tischreihenfolge") and german.endswith("Erwartet: deal 1.")
    assert mistake_title(M.WRONG_AMOUNT) == "Falscher Betrag"
    i18n.set_language("en")
    assert mistake_message(mistake) == english and mistake_title(M.WRONG_AMOUNT) == MISTAKE_TEXTS[M.WRONG_AMOUNT][0]


def test_a_language_without_its_compiled_file_says_so(monkeypatch, tmp_path):
    monkeypatch.setattr(i18n, "i18n_dir", lambda: tmp_path)
    with pytest.raises(FileNotFoundError, match="make translations"):
        i18n.set_language("sv")
    assert i18n.current() == "en"


def test_the_worked_figure_of_why_follows_the_language():
    from trainer.core.procedure.why import explain
    from trainer.words.messages import figure_text, why_lines

    with new_round(SCENARIO) as round_:
        for action in ("no_more_bets", "deal 1", "deal 2", "deal dealer", "deal 1", "deal 2"):
            assert round_.attempt(action) is None
        mistake = round_.attempt("pay 1 100")
        why = explain(round_, mistake)
    assert mistake.code == M.WRONG_AMOUNT
    assert [figure_text(f) for f in why.figures] == ["Black Jack: 100 x 1.5 = 150"]
    i18n.set_language("sv")
    lines = why_lines(why, "")
    assert lines[1] == "  Black Jack: 100 x 1,5 = 150"  # the Swedish decimal comma
    i18n.set_language("cs")
    scenario = "rules: cosmopol\nboxes:\n  1: {bet: 100}\nshoe: [9h, Ac, 6d, Kh]\n"
    with new_round(scenario) as round_:
        for action in ("no_more_bets", "deal 1", "deal dealer", "deal 1"):
            assert round_.attempt(action) is None
        mistake = round_.attempt("deal 1")
        figures = [figure_text(f) for f in explain(round_, mistake).figures]
    assert mistake.code == M.INSURANCE_NOT_OFFERED
    assert figures == ["bankéř ukazuje eso: sázka 100 → pojištění do 50"]
