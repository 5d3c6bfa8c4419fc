"""Every paper follows the reader's language (issue 29, point 1): the trainee's report and
the class report are written as real PDFs in each language, their text is read back out
of the PDF (pdftotext), and no English heading, label, status, practice kind, procedure
point or house name is left in them; figures carry the language's decimal mark and dates
its order. The report's table cells break only between words in every language."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtGui import QTextTable

from tests.storekit import MONDAY, demo_history, save_real_round
from trainer.papers import report_pdf
from trainer.store import Store
from trainer.words import i18n

LANGUAGES = ("sv", "de", "nl", "cs")
I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
#: the catalogs a paper's words come from.
PAPER_CONTEXTS = {"ReportPdf", "ClassReport", "Progress", "Points", "Mistakes", "Houses", "Modes"}

needs_pdftotext = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")


def _translated(language: str) -> dict[str, str]:
    """English source -> this language's translation, for every paper word whose
    translation differs from it (a word both languages write alike says nothing)."""
    found = {}
    root = ET.parse(I18N / f"trainer_{language}.ts").getroot()
    for context in root.iter("context"):
        if context.find("name").text not in PAPER_CONTEXTS:
            continue
        for message in context.iter("message"):
            source, translation = message.find("source").text, message.find("translation").text
            if source and translation and source != translation and not re.search(r"%\d|\{", source):
                found[source] = translation
    return found


def _english_left(text: str, language: str) -> list[str]:
    flat = " ".join(text.split())
    return sorted(source for source, translation in _translated(language).items()
                  if re.search(rf"(?<![\w-]){re.escape(source)}(?![\w-])", flat) and source not in translation)


def _pdf_text(path: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True,
                          text=True).stdout


def _history(store: Store) -> None:
    """Four weeks of rounds and drills, then one session of each practice kind and a pack."""
    demo_history(store, "Ann Lindqvist")
    for index, kind in enumerate(("practice", "review", "speed", "daily", "dealing-order")):
        at = MONDAY + timedelta(weeks=4, days=index)
        session = store.start_session("Ann Lindqvist", "cosmopol", "exam" if kind in ("speed", "daily") else "training",
                                      kind, started=at)
        save_real_round(store, session, 500 + index, ("settlement",), at)
        store.end_session(session, at + timedelta(minutes=3))


@pytest.fixture
def history(tmp_path):
    with Store.open(tmp_path / "data") as store:
        _history(store)
        yield store


@needs_pdftotext
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_trainees_report_has_no_english_left(history, tmp_path, qapp, language):
    i18n.set_language(language)
    pdf = report_pdf.write_pdf(history, history.trainee("Ann Lindqvist"), tmp_path / f"ann-{language}.pdf",
                               now=datetime(2024, 4, 8, 9, 0).astimezone())
    text = _pdf_text(pdf)
    assert _english_left(text, language) == []
    words = _translated(language)
    for heading in ("Training report", "Summary", "Skills", "Sessions", "Weakest procedure points", "Mistakes by kind"):
        assert words[heading] in text  # the heading is there, in the language
    assert words["learning"] in text  # the Skills' status
    for kind in ("practice of weak points", "speed run", "daily challenge"):  # the practice kinds, named
        assert words[kind].split()[0] in text
    assert not re.search(r"\b(speed|daily|review|practice)\b", text)
    assert not re.search(r"\d\.\d %", text), "a percentage with the English decimal mark"
    assert not re.search(r"\d\.\d s\b", text), "a time with the English decimal mark"
    assert "2024-W1" not in text  # weeks in words, not ISO's code
    footer = re.escape(report_pdf._tr("page {page} of {pages}")).replace(r"\{page\}", "1").replace(r"\{pages\}", r"\d")
    assert re.search(footer, text)  # "sida 1 av 3"
    assert "page 1 of" not in text and "Drill:" not in text


@needs_pdftotext
def test_the_english_report_reads_english(history, tmp_path, qapp):
    """The check above can fail: the English PDF holds the very words it looks for."""
    pdf = report_pdf.write_pdf(history, history.trainee("Ann Lindqvist"), tmp_path / "ann-en.pdf")
    text = " ".join(_pdf_text(pdf).split())
    assert "page 1 of" in text and "learning" in text and "speed run" in text and "97.5 %" in text
    assert _english_left(_pdf_text(pdf), "sv")  # what the Swedish check would catch


@needs_pdftotext
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_class_report_has_no_english_left(tmp_path, qapp, language):
    from trainer.classroom.class_report import class_report
    from trainer.classroom.classes import Classes
    from trainer.papers.class_pdf import write_class_pdf

    with Store.open(tmp_path / "data") as store:
        classes = Classes(store)
        classes.create("Morning", "2468")
        for name in ("Ann Lindqvist", "Bo"):
            classes.add_trainee("Morning", name)
        _history(store)
        exam = classes.assign("Morning", "dealing-order", pass_mark=0.5)
        session = store.start_session(store.trainee("Bo"), "cosmopol", "exam", pack="dealing-order", started=MONDAY)
        save_real_round(store, session, 7, (), MONDAY)
        store.end_session(session, MONDAY + timedelta(minutes=2))
        classes.record_exam(exam, store.find_trainee("Bo"), session)
        i18n.set_language(language)
        lines = class_report(classes, "Morning")
    text = _pdf_text(write_class_pdf("Morning", lines, tmp_path / f"class-{language}.pdf"))
    assert _english_left(text, language) == []
    words = _translated(language)
    joined = "".join(text.split())  # a heading may wrap in its narrow column
    assert words["Trainee"].replace(" ", "") in joined and words["Weakest point"].replace(" ", "") in joined
    assert "dealing-order" not in text  # the pack's title, not its id
    assert "97,5" in text and "97.5" not in text  # one decimal mark: the language's


def _cut_words(document) -> list[str]:
    cut = []
    for frame in document.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        for row in range(frame.rows()):
            for column in range(frame.columns()):
                cell = frame.cellAt(row, column)
                block, end = cell.firstCursorPosition().block(), cell.lastCursorPosition().block()
                while block.isValid():
                    layout = block.layout()
                    for index in range(1, layout.lineCount()):
                        start = layout.lineAt(index).textStart()
                        if start > 0 and not block.text()[start - 1].isspace() and block.text()[start - 1] != "-":  # Stand-|off
                            cut.append(block.text())
                    if block == end:
                        break
                    block = block.next()
    return cut


@pytest.mark.parametrize("language", ("en",) + LANGUAGES)
def test_no_cell_of_the_report_is_cut_inside_a_word_in_any_language(history, tmp_path, qapp, monkeypatch, language):
    i18n.set_language(language)
    laid_out = []
    real_keep = report_pdf.keep_rows_together

    def keep_and_look(document, *args, **kwargs):  # the real layout step, then read the document
        real_keep(document, *args, **kwargs)
        laid_out.append(document)

    monkeypatch.setattr(report_pdf, "keep_rows_together", keep_and_look)
    report_pdf.write_pdf(history, history.trainee("Ann Lindqvist"), tmp_path / "ann.pdf")
    assert _cut_words(laid_out[0]) == []


@needs_pdftotext
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_packs_printed_result_has_no_english_left(tmp_path, qapp, language):
    from trainer.core.packs.result import DEAL, PackResult, RoundResult
    from trainer.ui.dialogs.pack_result import write_pack_result_pdf

    rounds = (RoundResult("three-boxes", "Three boxes", DEAL, True, 42.5, 60, ()),
              RoundResult("gap-in-the-middle", "Gap", DEAL, True, 75.0, 60, ("DEAL_ORDER", "WRONG_AMOUNT")))
    result = PackResult("dealing-order", "Dealing order", "swiss", "exam", rounds, pass_mark=62.5, pack_rounds=2)
    i18n.set_language(language)
    text = _pdf_text(write_pack_result_pdf(result, tmp_path / "result.pdf", "Ann", datetime(2026, 11, 24, 8, 5)))
    flat = " ".join(text.split())
    english = {source for source in _translated(language)} | {"Swiss casino", "Dealing order", "Three boxes", "2026-11-24"}
    english -= {"Casino Cosmopol"}
    left = [word for word in english if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", flat)]
    if language == "sv":
        left = [word for word in left if word != "2026-11-24"]  # the Swedish date is ISO's
    assert left == []
    assert "62.5" not in flat and "62,5" in flat  # the pass mark with the language's mark
