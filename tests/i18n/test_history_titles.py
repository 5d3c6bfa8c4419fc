"""History reads in one language (issue 37, point 6): a recorded round's scenario title
(saved in English, or in the language it was played in) and a pack result's title are
shown in the reader's language when the scenario or pack is a shipped one."""

from __future__ import annotations

from pathlib import Path

from trainer.core.files.yamlio import load_yaml
from trainer.words import i18n
from trainer.words.names import shown_pack_title, shown_round_title

PACK = Path(__file__).resolve().parents[2] / "scenarios" / "packs" / "dealing-order.yaml"


def _pack() -> dict:
    data, _ = load_yaml(PACK)
    return data


def test_a_rounds_english_title_reads_swedish_and_a_dutch_one_reads_english():
    data = _pack()
    first = data["scenarios"][0]
    english, swedish = first["title"], data["translations"]["sv"]["scenarios"][first["id"]]["title"]
    dutch = data["translations"]["nl"]["scenarios"][first["id"]]["title"]
    assert english != swedish and english != dutch
    assert shown_round_title(english) == english and shown_round_title(dutch) == english
    i18n.set_language("sv")
    assert shown_round_title(english) == swedish and shown_round_title(dutch) == swedish
    # a round of the trainee's own pack keeps the title it was saved with
    assert shown_round_title("My own round") == "My own round" and shown_round_title(None) == ""


def test_a_pack_result_saved_in_dutch_reads_in_the_readers_language():
    data = _pack()
    dutch = data["translations"]["nl"]["title"]
    assert shown_pack_title("dealing-order", dutch) == data["title"]
    i18n.set_language("de")
    assert shown_pack_title("dealing-order", dutch) == data["translations"]["de"]["title"]
