"""A spot-the-error step written 4.0 is the step 4 (JSON Schema counts 4.0 as an integer)."""

from __future__ import annotations

from trainer.core.packs.load import check_pack, shipped_pack_paths


def test_a_step_written_as_a_float_is_read_as_the_step(tmp_path):
    [source] = [p for p in shipped_pack_paths() if p.name == "spot-the-error.yaml"]
    text = source.read_text(encoding="utf-8")
    assert "{step: 4, code" in text
    edited = tmp_path / "edited.yaml"
    edited.write_text(text.replace("{step: 4, code", "{step: 4.0, code", 1), encoding="utf-8")
    pack, errors = check_pack(edited)
    assert errors == [] and pack is not None
