"""The translations' sources (assets/i18n/*.ts) against the code and against themselves.

Every language has its file; nothing in them is vanished or obsolete (lupdate marks an
entry so when the code no longer has its source text); every finished translation keeps
the source's placeholders (%1, %2 ... and %n) and has the numerus forms its language
needs; every message is finished in every language; and the .ts files hold
exactly the texts lupdate finds in the code today (run ``make translations`` after
changing a marked text).
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from trainer.words import i18n
from trainer.core.procedure import mistakes as M
from trainer.words.messages import MISTAKE_TEXTS

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "assets" / "i18n"
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
#: plural forms each language's numerus entries need (Qt's rules for the language).
NUMERUS_FORMS = {"sv": 2, "de": 2, "nl": 2, "cs": 3}
#: Qt's %1 ... and %n, and the {named} fields of texts filled in with str.format.
_PLACEHOLDER = re.compile(r"%(?:\d|n)|\{[a-z_]+(?::[^}]*)?\}")


def messages(language: str):
    root = ET.parse(I18N / f"trainer_{language}.ts").getroot()
    assert root.get("language", "").split("_")[0] == language
    for context in root.iter("context"):
        for message in context.findall("message"):
            yield context.findtext("name") or "", message


def texts(message) -> list[str]:
    translation = message.find("translation")
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_vanished_or_obsolete(language):
    stale = [
        (context, message.findtext("source"))
        for context, message in messages(language)
        if message.find("translation").get("type") in ("vanished", "obsolete")
    ]
    assert stale == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_finished(language):
    everything = list(messages(language))
    unfinished = [
        (context, message.findtext("source"))
        for context, message in everything
        if message.find("translation").get("type") == "unfinished" or not all(texts(message))
    ]
    assert len(everything) > 600 and unfinished == []
    assert "" not in {context for context, _ in everything}  # every text has its class's context


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_mistake_code_has_its_title_and_rule_translated(language):
    finished = {
        message.findtext("source"): texts(message)[0]
        for context, message in messages(language)
        if context == "Mistakes" and message.find("translation").get("type") is None
    }
    for code in M.ALL_CODES:
        title, rule = MISTAKE_TEXTS[code]
        assert finished.get(title) and finished.get(rule), code
        assert finished[title] != title or language == "nl", code  # a translation, not a copy


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_and_plural_forms_match_the_source(language):
    for context, message in messages(language):
        if message.find("translation").get("type") == "unfinished":
            continue
        source = message.findtext("source")
        wanted = sorted(_PLACEHOLDER.findall(source))
        forms = texts(message)
        if message.get("numerus") == "yes":
            assert len(forms) == NUMERUS_FORMS[language], (context, source)
        for form in forms:
            got = sorted(set(_PLACEHOLDER.findall(form)))
            assert got == sorted(set(wanted)), (language, context, source, form)


def test_the_ts_files_hold_what_the_code_marks(tmp_path):
    """lupdate on today's code into a copy adds nothing and drops nothing."""
    lupdate = Path(REPO / ".venv" / "bin" / "pyside6-lupdate")
    if not lupdate.exists():
        import shutil

        found = shutil.which("pyside6-lupdate")
        if found is None:
            pytest.skip("pyside6-lupdate is not installed")
        lupdate = Path(found)
    copy = tmp_path / "trainer_sv.ts"
    copy.write_bytes((I18N / "trainer_sv.ts").read_bytes())
    sources = sorted(str(path) for path in (REPO / "trainer").rglob("*.py"))
    done = subprocess.run(
        [str(lupdate), "-locations", "none", "-no-obsolete", *sources, "-ts", str(copy)],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    before = {(c, m.findtext("source")) for c, m in messages("sv")}
    root = ET.parse(copy).getroot()
    after = {(c.findtext("name") or "", m.findtext("source")) for c in root.iter("context") for m in c.findall("message")}
    assert after - before == set(), "new texts: run make translations"
    assert before - after == set(), "texts the code no longer has: run make translations"


# --- the glossary (docs/glossary.md) and its use ------------------------------------------------
GLOSSARY = REPO / "docs" / "glossary.md"
#: English word in a source text -> the stem each language's translation of it must carry
#: (the glossary's word, cut where the language inflects it).
GLOSSARY_STEMS = {
    "insurance": {"sv": "försäkr", "de": "versicherung", "nl": "verzeker", "cs": "pojištěn"},
    "split": {"sv": "del", "de": "teil", "nl": "splits", "cs": "rozděl"},
    "double": {"sv": "dubb", "de": "doppel", "nl": "verdubbel", "cs": "zdvoj"},
    "three sevens": {"sv": "sjuor", "de": "siebenen", "nl": "zevens", "cs": "sedm"},
    "side bet": {"sv": "sidoinsats", "de": "nebenwette", "nl": "bijzet", "cs": "vedlejší"},
}


def glossary_rows() -> list[list[str]]:
    rows = [line.strip().strip("|").split("|") for line in GLOSSARY.read_text(encoding="utf-8").splitlines()
            if line.startswith("|") and not line.startswith("|---")]
    return [[cell.strip() for cell in row] for row in rows]


def test_the_glossary_has_every_language_in_every_row():
    header, *rows = glossary_rows()
    assert header == ["English", "Svenska", "Deutsch", "Nederlands", "Čeština"]
    assert len(rows) >= 30 and all(len(row) == 5 and all(row) for row in rows)
    assert f"Size: {len(rows)} entries" in GLOSSARY.read_text(encoding="utf-8")
    words = {row[0]: row[1:] for row in rows}
    assert words["insurance"] == ["försäkring", "Versicherung", "verzekering", "pojištění"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_glossary_words_are_used_consistently(language):
    for english, stems in GLOSSARY_STEMS.items():
        for context, message in messages(language):
            source = message.findtext("source") or ""
            if message.find("translation").get("type") == "unfinished":
                continue
            if re.search(rf"\b{english}(?!-click)", source, re.IGNORECASE) and "Swiss Jack" not in source:
                for form in texts(message):
                    assert stems[language] in form.lower(), (language, context, source, form)


def test_every_procedure_point_name_is_marked_for_translation():
    from trainer.core.procedure import points
    from trainer.words.messages import POINT_NAMES

    names = {name for point in points.BY_ID.values() for name in (point.label, point.focus_label) if name}
    assert names == set(POINT_NAMES)
