"""The trainee's report never leaves a page that holds only a table's header (issue 37,
point 7): after some forty sessions of mixed kinds the Sessions table crossed a page, the
cut row was moved on, and Qt's repeated header sat alone on a page of its own."""

from __future__ import annotations

import shutil
import subprocess
from datetime import datetime, timedelta

import pytest

from tests.storekit import MONDAY, demo_history, save_real_round
from trainer.papers import report_pdf
from trainer.store import Store
from trainer.words import i18n

needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")
KINDS = ("practice", "review", "speed", "daily", "dealing-order", "three-sevens", "settlement-order")


def _pages(path) -> list[list[str]]:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True, text=True).stdout
    return [[line for line in page.splitlines() if line.strip()] for page in text.split("\f") if page.strip()]


@needs_pdftotext
@pytest.mark.parametrize("sessions, language", [(32, "en"), (32, "sv"), (26, "en"), (40, "de")])
def test_no_page_holds_only_a_header(tmp_path, qapp, sessions, language):
    with Store.open(tmp_path / "data") as store:
        demo_history(store, "Ann Lindqvist")
        for index in range(sessions):
            kind = KINDS[index % len(KINDS)]
            at = MONDAY + timedelta(weeks=4, days=index // 2, hours=index % 2 * 3)
            session = store.start_session("Ann Lindqvist", "cosmopol", "exam" if kind in ("speed", "daily") else "training",
                                          kind, started=at)
            save_real_round(store, session, 500 + index, ("settlement",) if index % 3 else (), at)
            store.end_session(session, at + timedelta(minutes=3))
        i18n.set_language(language)
        pdf = report_pdf.write_pdf(store, store.trainee("Ann Lindqvist"), tmp_path / "ann.pdf",
                                   now=datetime(2024, 6, 8, 9, 0).astimezone())
    pages = _pages(pdf)
    assert len(pages) >= 3
    started = report_pdf._tr("Started")
    for number, lines in enumerate(pages, start=1):
        body = lines[:-1]  # the footer names the trainee and the page
        assert len(body) > 1, (number, lines)
        if body[-1].split()[0] == started:  # a table's header as the page's last line
            raise AssertionError(f"page {number} ends with a header: {body[-1]}")


@pytest.mark.parametrize("language", ("en", "sv", "de", "nl", "cs"))
def test_no_word_is_cut_with_every_house_and_pack(tmp_path, qapp, monkeypatch, language):
    """Sessions in every house and pack: their long names ("Schwedisches Restaurantcasino",
    "Niederländisches Casino (Holland-Stil)") break between words, never inside one."""
    from tests.ui.test_papers_language import _cut_words

    laid_out = []
    real_keep = report_pdf.keep_rows_together

    def keep_and_look(document, *args, **kwargs):  # the real layout step, then read the document
        real_keep(document, *args, **kwargs)
        laid_out.append(document)

    monkeypatch.setattr(report_pdf, "keep_rows_together", keep_and_look)
    houses = ("minicasino", "holland", "czech", "swiss", "cosmopol")
    packs = ("settlement-order", "insurance-even-money", "immediate-blackjack", "splits-doubles", "side-bets")
    with Store.open(tmp_path / "data") as store:
        demo_history(store, "Ann Lindqvist")
        for index in range(5):
            at = MONDAY + timedelta(weeks=4, days=index)
            session = store.start_session("Ann Lindqvist", houses[index], "training", packs[index], started=at)
            save_real_round(store, session, 500 + index, ("settlement",), at)
            store.end_session(session, at + timedelta(minutes=3))
        i18n.set_language(language)
        report_pdf.write_pdf(store, store.trainee("Ann Lindqvist"), tmp_path / "ann.pdf")
    assert _cut_words(laid_out[0]) == []
