"""Counts are Qt numerus texts: no "(s)" a translator has to imitate, and English says
"1 mistake" and "2 mistakes" from its own singular table."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from trainer.languages import ENGLISH_SINGULARS, english_plural

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
#: an optional ending in parentheses: "mistake(s)", "box(es)", "result(s)".
_OPTIONAL_ENDING = re.compile(r"\w\((?:s|es|n|e|en)\)")


def sources(numerus_only: bool = False) -> set[str]:
    root = ET.parse(I18N / "trainer_sv.ts").getroot()
    return {
        message.findtext("source")
        for message in root.iter("message")
        if not numerus_only or message.get("numerus") == "yes"
    }


def test_no_source_text_writes_a_plural_in_parentheses():
    assert sorted(text for text in sources() if _OPTIONAL_ENDING.search(text)) == []


def test_every_count_text_has_its_english_singular():
    counts = {text for text in sources(numerus_only=True) if "%n" in text}
    assert counts, "no %n texts found: the .ts files were not read"
    assert sorted(counts - set(ENGLISH_SINGULARS)) == []
    stale = set(ENGLISH_SINGULARS) - sources(numerus_only=True)
    assert sorted(stale) == []  # a singular for a text the code no longer has


@pytest.mark.parametrize("plural, singular", sorted(ENGLISH_SINGULARS.items()))
def test_the_singular_keeps_the_placeholders(plural, singular):
    fields = re.compile(r"%(?:\d|n)|\{[a-z_]+\}")
    assert sorted(fields.findall(singular)) == sorted(fields.findall(plural))
    assert english_plural(plural, 1) == singular and english_plural(plural, 2) == plural
