"""The vocabulary loads without YAML (the window's first frame names phases and verbs
before any YAML is read), and YAML still writes its members as plain strings."""

from __future__ import annotations

import subprocess
import sys

import yaml

from trainer.core.files import yamlio  # noqa: F401 - registers how the members are written
from trainer.core.procedure.vocabulary import Decision, Phase, Verb


def test_the_vocabulary_and_the_actions_load_without_yaml():
    script = ("import sys\nimport trainer.core.procedure.vocabulary, trainer.core.procedure.actions, trainer.words.messages\n"
              "import trainer.core.game.default_house\nprint(sorted(m for m in ('yaml', 'trainer.core.game.rules') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_yaml_writes_a_member_as_its_plain_string():
    text = yaml.safe_dump({"phase": Phase.PLAY, "decisions": [Decision.DOUBLE, Verb.DEAL]}, sort_keys=False)
    assert text == "phase: play\ndecisions:\n- double\n- deal\n"
    assert yaml.safe_load(text) == {"phase": "play", "decisions": ["double", "deal"]}


def test_the_default_house_is_one_name():
    from trainer.core.game.default_house import DEFAULT_HOUSE
    from trainer.core.game.rules import DEFAULT_HOUSE as RULES_DEFAULT, load_house

    assert DEFAULT_HOUSE is RULES_DEFAULT and load_house().id == DEFAULT_HOUSE
