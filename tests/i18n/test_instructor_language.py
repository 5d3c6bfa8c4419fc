"""What an instructor reads from ``trainer class`` in the language: the overview's numbers
with the language's decimal mark, the exam lines, the station login's lines, and a
mistyped pack answered with the pack it was probably meant to be."""

from __future__ import annotations

import re
from datetime import timedelta

from tests.storekit import HOUSE
from tests.test_classes import DAY, NINE, exam_round, plain_round
from trainer.classroom.classes import Classes
from trainer.commands.classes import format_overview
from trainer.commands.cli import main
from trainer.core.procedure import mistakes as M
from trainer.store import Store
from trainer.words import i18n


def _day(tmp_path) -> Classes:
    store = Store.open(tmp_path)
    classes = Classes(store)
    classes.create("Morning", "2468")
    for name in ("Ann", "Bo"):
        classes.add_trainee("Morning", name)
    ann, bo = classes.sign_in("Morning", "Ann"), classes.sign_in("Morning", "Bo")
    s = store.start_session(ann, HOUSE, pack="dealing-order", started=NINE)
    plain_round(store, s, NINE, 14, [M.DEAL_ORDER], 35)  # 13 of 14 right: 92.9 %, 2.5 s an action
    exam = classes.assign("Morning", "dealing-order", pass_mark=0.6, minutes=10)
    session = store.start_session(bo, HOUSE, "exam", pack="dealing-order", started=NINE)
    exam_round(store, session, NINE, 6, ("first_deal",))
    exam_round(store, session, NINE + timedelta(minutes=11), 4)  # late: not counted
    store.end_session(session, NINE + timedelta(minutes=12))
    assert exam
    return classes


def test_the_overview_in_swedish_has_decimal_commas(tmp_path):
    classes = _day(tmp_path)
    english = format_overview(classes.overview("Morning", DAY))
    assert "92.9" in english and "2.5" in english
    assert re.search(r"exam: Bo .+ 0 ?% failed \(1 round\)", english), english
    i18n.set_language("sv")
    swedish = format_overview(classes.overview("Morning", DAY))
    assert "92,9" in swedish and "2,5" in swedish and "92.9" not in swedish
    assert not re.search(r"\d\.\d", swedish), swedish
    assert re.search(r"prov: Bo .+ 0 % underkänt \(1 giv\)", swedish), swedish
    for english_word in ("exam:", "failed", "round", "weakest", "assigned"):
        assert english_word not in swedish, english_word
    i18n.set_language("cs")
    assert "92,9" in format_overview(classes.overview("Morning", DAY))


def test_a_station_login_on_sqlite_is_refused_in_german(tmp_path, capsys):
    db = str(tmp_path / "class.sqlite3")
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    capsys.readouterr()
    assert main(["--lang", "de", "class", "stations", "--pin", "2468", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Klassenserver" in err and "SQLite file" not in err


def test_a_mistyped_pack_gets_a_suggestion_in_dutch(tmp_path, capsys):
    db = str(tmp_path / "class.sqlite3")
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    capsys.readouterr()
    assert main(["--lang", "nl", "class", "assign", "dealing-ordr", "--pin", "2468", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "geen pakket 'dealing-ordr'" in err and "bedoelde u 'dealing-order'?" in err
