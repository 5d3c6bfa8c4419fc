"""What an instructor reads from ``trainer class`` in the language: the overview's numbers
with the language's decimal mark, the exam lines, the gone station login's line, and a
mistyped pack answered with the pack it was probably meant to be."""

from __future__ import annotations

import re
from datetime import timedelta

from tests.storekit import HOUSE, save_pack_rounds
from tests.test_classes import DAY, NINE, plain_round
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
    # assigned before the morning's exam began (a session begun before its exam is no attempt)
    store.connection.execute("UPDATE assignments SET created = ? WHERE id = ?", ((NINE - timedelta(hours=1)).isoformat(), exam.id))
    session = store.start_session(bo, HOUSE, "exam", pack="dealing-order", started=NINE)
    save_pack_rounds(store, session, "dealing-order", [(0, ("first_deal",))], NINE)
    save_pack_rounds(store, session, "dealing-order", [(1, ())], NINE + timedelta(minutes=11))  # late: not counted
    store.end_session(session, NINE + timedelta(minutes=12))
    assert exam
    return classes


def test_the_overview_in_swedish_has_decimal_commas(tmp_path):
    classes = _day(tmp_path)
    english = format_overview(classes.overview("Morning", DAY))
    assert "92.9" in english and "2.5" in english
    assert re.search(r"exam: Bo .+, attempt 1: 0 clean of \d+ \(1 played\), 0 %, failed; 1 late round not counted", english), english
    i18n.set_language("sv")
    swedish = format_overview(classes.overview("Morning", DAY))
    assert "92,9" in swedish and "2,5" in swedish and "92.9" not in swedish
    assert not re.search(r"\d\.\d", swedish), swedish
    assert re.search(r"prov: Bo .+, försök 1: 0 felfria av \d+ \(1 spelade\), 0 %, underkänd; 1 sen giv räknas inte", swedish), swedish
    for english_word in ("exam:", "failed", "round", "weakest", "assigned"):
        assert english_word not in swedish, english_word
    i18n.set_language("cs")
    assert "92,9" in format_overview(classes.overview("Morning", DAY))


def test_the_gone_station_login_is_explained_in_german(tmp_path, capsys):
    """The shared station login is gone (a login per trainee): the command says so in the language."""
    db = str(tmp_path / "class.sqlite3")
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    capsys.readouterr()
    assert main(["--lang", "de", "class", "stations", "--pin", "2468", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "eigenen Anmeldung" in err and "login of their own" not in err


def test_a_mistyped_pack_gets_a_suggestion_in_dutch(tmp_path, capsys):
    db = str(tmp_path / "class.sqlite3")
    assert main(["class", "create", "Morning", "--pin", "2468", "--db", db]) == 0
    capsys.readouterr()
    assert main(["--lang", "nl", "class", "assign", "dealing-ordr", "--pin", "2468", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "geen pakket 'dealing-ordr'" in err and "bedoelde u 'dealing-order'?" in err
