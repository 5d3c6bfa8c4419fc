"""Skills: targets and mastery rules from the skills file, and the four statuses."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from trainer.core.files.errors import PackError
from trainer.core.practice.skills import (
    LEARNING, MASTERED, NEW, SLIPPING, Exercise, MasteryRule, Skill, load_skill_book, skill_ids, status_of,
)

T0 = datetime(2026, 1, 1)


def run(pattern):
    """Exercises from a string: r right, w wrong, s right but slow (20 s)."""
    return [Exercise(T0 + timedelta(minutes=i), c != "w", 20.0 if c == "s" else 3.0) for i, c in enumerate(pattern)]


SKILL = Skill("split", 6.0, MasteryRule(exercises=10, right=0.9, window=10))


@pytest.mark.parametrize("pattern,status", [
    ("", NEW),
    ("rrrrrrrrr", LEARNING),            # right, but fewer than 10 exercises
    ("rrrrrrrrrr", MASTERED),
    ("wrrrrrrrrr", MASTERED),           # 9 of the last 10
    ("wwrrrrrrrr", LEARNING),           # 8 of 10
    ("rrrrrrrrrrww", SLIPPING),         # mastered at 10, 8 of the last 10 now
    ("rrrrrrrrrrwwrrrrrrrrrr", MASTERED),
    ("rrrrrrrrrs", MASTERED),           # one slow answer: 9 of 10 in time
    ("rrrrrrrrss", LEARNING),           # too slow is not right
])
def test_status(pattern, status):
    assert status_of(SKILL, run(pattern)).status == status


def test_trend_and_median():
    rule = Skill("split", 6.0, MasteryRule(exercises=4, right=0.75, window=4))
    state = status_of(rule, run("wwrr" + "rrrr"))
    assert state.trend == pytest.approx(0.5) and state.right_recent == 4 and state.median_seconds == 3.0
    assert status_of(rule, run("rrr")).trend is None


def test_shipped_defaults_are_the_course_standards():
    skills = load_skill_book().skills_for("cosmopol")
    assert set(skills) == set(skill_ids())
    assert skills["drill.insurance"].seconds == 10
    assert skills["drill.three_sevens"].seconds == 30
    assert skills["drill.pay_the_box"].seconds == 10
    assert skills["split"].mastery == MasteryRule(50, 0.9, 30)
    assert load_skill_book().skills_for("minicasino")["drill.pay_the_box"].seconds == 15


def test_house_and_class_overrides(tmp_path):
    path = tmp_path / "skills.yaml"
    path.write_text(
        "defaults: {seconds: 5, mastery: {exercises: 40}}\n"
        "skills: {split: {seconds: 7}}\n"
        "houses: {swiss: {seconds: 9, skills: {split: {seconds: 8}}}}\n"
        "classes:\n  beginners:\n    trainees: [Anna]\n    mastery: {exercises: 20, right: 0.8}\n"
        "    skills: {double: {seconds: 12}}\n"
    )
    book = load_skill_book(path)
    assert book.skills_for("cosmopol")["split"].seconds == 7
    assert book.skills_for("cosmopol")["double"].seconds == 5
    assert book.skills_for("swiss")["split"].seconds == 8
    assert book.skills_for("swiss")["double"].seconds == 9
    anna = book.skills_for("swiss", "anna")
    assert anna["double"].seconds == 12 and anna["split"].mastery == MasteryRule(20, 0.8, 30)
    assert book.skills_for("swiss", "Bo")["split"].mastery == MasteryRule(40, 0.9, 30)


@pytest.mark.parametrize("text,line,words", [
    ("skills:\n  splitt: {seconds: 3}\n", 2, "unknown skill 'splitt'"),
    ("skills:\n  split: {seconds: -3}\n", 2, "not a number of seconds"),
    ("defaults:\n  mastery: {right: 90}\n", 2, "right is a share between 0 and 1"),
    ("defaults:\n  mastery: {exercises: 1.5}\n", 2, "exercises is a whole number"),
    ("houses:\n  swiss:\n    colour: red\n", 3, "unknown key 'colour'"),
    ("a: &a [1, 2]\nb: *a\n" * 1, 1, "unknown key 'a'"),
    ("skills: [1, 2\n", None, ""),
])
def test_bad_skills_files_name_file_and_line(tmp_path, text, line, words):
    path = tmp_path / "skills.yaml"
    path.write_text(text)
    with pytest.raises(PackError) as caught:
        load_skill_book(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message and words in message
    if line is not None:
        assert f":{line}:" in message
