"""Scenario packs in the trainee's language: the ``translations:`` block of a pack, the
lookup every screen and command uses (trainer/words/pack_texts.py), and the shipped packs,
which carry every title and hint in every language the trainer speaks."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from trainer.core.packs.load import load_pack, shipped_pack_paths
from trainer.core.files.yamlio import load_yaml
from trainer.languages import LANGUAGES, SOURCE_LANGUAGE
from trainer.words.pack_texts import pack_title, scenario_hint, scenario_title, speaks, texts_of_pack_data

OTHER_LANGUAGES = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]

PACK = textwrap.dedent("""\
    id: two-languages
    title: Box order
    language: en
    author: Test
    house: cosmopol
    version: 1
    scenarios:
      - id: one
        title: One box
        trains: [dealing_order]
        hint: Give box 2 its cards.
        boxes: {2: {bet: 100}}
        shoe: [Th, 7c, 9d, Tc, 8h]
      - id: two
        title: Two boxes
        trains: [dealing_order]
        hint: Box 1 first, then box 3.
        boxes: {1: {bet: 100}, 3: {bet: 100}}
        shoe: [Th, 9d, 7c, Tc, 8h, Ks, 2d]
    translations:
      sv:
        title: Boxarnas ordning
        scenarios:
          one: {title: En box, hint: Ge box 2 dess kort.}
          two: {title: Två boxar}
""")


@pytest.fixture
def pack(tmp_path):
    path = tmp_path / "two-languages.yaml"
    path.write_text(PACK, encoding="utf-8")
    return load_pack(path)


def test_a_translated_text_is_shown_in_its_language(pack):
    assert pack_title(pack, "sv") == "Boxarnas ordning"
    assert scenario_title(pack, pack.scenario("one"), "sv") == "En box"
    assert scenario_hint(pack, pack.scenario("one"), "sv") == "Ge box 2 dess kort."


def test_what_a_language_leaves_out_is_the_packs_own_text(pack):
    assert scenario_title(pack, pack.scenario("two"), "sv") == "Två boxar"
    assert scenario_hint(pack, pack.scenario("two"), "sv") == "Box 1 first, then box 3."  # no sv hint
    assert pack_title(pack, "de") == "Box order"  # no German at all
    assert scenario_hint(pack, pack.scenario("one"), "de-CH") == "Give box 2 its cards."


def test_ids_and_the_round_are_not_translated(pack):
    assert [item.id for item in pack.scenarios] == ["one", "two"]
    assert pack.title == "Box order" and pack.scenario("one").hint == "Give box 2 its cards."


def test_a_pack_speaks_its_own_language_and_its_translations(pack):
    assert speaks(pack, "en") and speaks(pack, "sv")
    assert not speaks(pack, "de")


def test_texts_from_the_file_before_loading(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(PACK, encoding="utf-8")
    data, _ = load_yaml(path)
    assert texts_of_pack_data(data, "one", "sv") == ("En box", "Ge box 2 dess kort.")
    assert texts_of_pack_data(data, "one", "nl") == ("One box", "Give box 2 its cards.")
    assert texts_of_pack_data(data, "three", "sv") is None


def _only_numbers_and_ids(text: str) -> bool:
    """A text that reads the same in every language: numbers, hand ids, card ranks."""
    return re.fullmatch(r"[\d\s.,:+\-–()/]*", text) is not None


@pytest.mark.parametrize("path", shipped_pack_paths(), ids=lambda path: path.stem)
def test_every_shipped_pack_speaks_every_language(path):
    pack = load_pack(path)
    missing = []
    for code in OTHER_LANGUAGES:
        texts = pack.translations.get(code, {})
        if not texts.get("title") or (texts["title"] == pack.title and not _only_numbers_and_ids(pack.title)):
            missing.append(f"{code}: pack title")
        scenarios = texts.get("scenarios", {})
        for item in pack.scenarios:
            mine = scenarios.get(item.id, {})
            for field, english in (("title", item.title), ("hint", item.hint)):
                text = mine.get(field)
                if not text or (text == english and not _only_numbers_and_ids(english)):
                    missing.append(f"{code}: {item.id}.{field}")
    assert missing == []


@pytest.mark.parametrize("path", shipped_pack_paths(), ids=lambda path: path.stem)
def test_shipped_translations_keep_the_numbers(path):
    """A translated hint names the same amounts, boxes and hands as the English one."""
    pack = load_pack(path)
    numbers = re.compile(r"\d+(?:[.,]\d+)?")
    for code in OTHER_LANGUAGES:
        for item in pack.scenarios:
            hint = pack.translations[code]["scenarios"][item.id]["hint"]
            english = sorted(n.replace(",", ".") for n in numbers.findall(item.hint))
            translated = sorted(n.replace(",", ".") for n in numbers.findall(hint))
            assert translated == english, f"{code} {item.id}: {hint}"


def test_trainer_check_prints_the_scenario_in_the_chosen_language(tmp_path):
    path = tmp_path / "two-languages.yaml"
    path.write_text(PACK, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "trainer", "--lang", "sv", "check", str(path), "--scenario", "one", "--auto"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[:2] == ["En box", "  Ge box 2 dess kort."]
    english = subprocess.run([sys.executable, "-m", "trainer", "--lang", "en", "check", str(path), "--scenario", "two", "--auto"],
                             capture_output=True, text=True, timeout=120)
    assert english.stdout.splitlines()[:2] == ["Two boxes", "  Box 1 first, then box 3."]


def test_history_names_a_shipped_pack_in_the_current_language():
    from trainer.words import i18n
    from trainer.words.names import shown_pack_title

    sv = load_pack(next(path for path in shipped_pack_paths() if path.stem == "dealing-order")).translations["sv"]["title"]
    assert shown_pack_title("dealing-order", "Dealing order") == "Dealing order"  # English: as saved
    i18n.set_language("sv")
    assert shown_pack_title("dealing-order", "Dealing order") == sv
    assert shown_pack_title("my-own-pack", "Mitt eget paket") == "Mitt eget paket"  # not shipped: as saved
