"""`trainer check` and `trainer diagram` as outside graders run them (docs/procedure.md)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

SCENARIO = textwrap.dedent("""\
    rules: cosmopol            # a house rules pack by name
    boxes:                     # box number -> holder's bet, optional behind bets
      1: {bet: 100, behind: [50]}
      3: {bet: 200}
    shoe: [7h, Ts, 9c, 7d, Ah, 7c, Kd]
    decisions:
      1: [hit, stand]
      3.2: [stand]
    insurance: {"3": 100}
    even_money: ["1"]
    behind_follow: {"1b1": {double: false, split: true}}
""")
# Box 1 hits 7-7 into three sevens (paid 1:1 at once, then wins again against 9-K);
# box 3's Black Jack is paid 3:2 at once against the dealer's 9.
CORRECT = """\
no_more_bets
deal 1
deal 3
deal dealer   # the dealer's single card
deal 1
deal 3
pay 3 300
deal 1
pay 1 100
pay 1b1 50

deal dealer
pay 1 100
pay 1b1 50
end_round
"""


def trainer(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, timeout=60)


@pytest.fixture
def scenario_file(tmp_path):
    path = tmp_path / "round.yaml"
    path.write_text(SCENARIO)
    return path


def test_correct_actions_exit_0(scenario_file, tmp_path):
    actions = tmp_path / "actions.txt"
    actions.write_text(CORRECT)
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report == {
        "ok": True, "mistakes": [], "bets": {"1": 200, "1b1": 100, "3": 300}, "house": -600, "finished": True,
    }


def test_mistakes_exit_1_with_steps_counted_without_comments(scenario_file, tmp_path):
    lines = CORRECT.splitlines()
    lines.insert(2, "deal dealer")  # step 2: the dealer's card before box 3's first card
    actions = tmp_path / "actions.txt"
    actions.write_text("# a comment line first\n" + "\n".join(lines[:-1]) + "\n")  # and no end_round
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert result.returncode == 1
    report = json.loads(result.stdout)
    assert [(m["step"], m["action"], m["code"]) for m in report["mistakes"]] == [(2, "deal dealer", "DEAL_ORDER")]
    assert report["finished"] is False and report["ok"] is False
    assert report["house"] == -sum(report["bets"].values())


def test_auto_prints_the_correct_actions(scenario_file):
    result = trainer("check", str(scenario_file), "--auto", "--json")
    assert result.returncode == 0
    report = json.loads(result.stdout)
    assert report["actions"] == [line.split("#")[0].strip() for line in CORRECT.splitlines() if line.split("#")[0].strip()]


@pytest.mark.parametrize("content, where", [
    ("no_more_bets\ndeal\n", ":2:"),
    ("no_more_bets\npay 1 lots\n", ":2:"),
    ("# c\n\nfly away\n", ":3:"),
])
def test_bad_action_file_is_exit_2_one_line(scenario_file, tmp_path, content, where):
    actions = tmp_path / "bad.txt"
    actions.write_text(content)
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
    assert str(actions) + where in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize("bad, where", [
    ("shoe: [7h, Ts, 9x]", ":2:"),
    ("rules: nowhere", ":2:"),
    ("boxes: {9: {bet: 100}}", ":1:"),
    ("boxes: {1: {bet: 100}}\ndecisions: {1: [fly]}", ":2:"),
])
def test_bad_scenario_is_exit_2_one_line(tmp_path, bad, where):
    path = tmp_path / "bad.yaml"
    text = bad if "boxes" in bad else "boxes: {1: {bet: 100}}\n" + bad
    path.write_text(text + "\n")
    result = trainer("check", str(path), "--auto", "--json")
    assert result.returncode == 2, result.stdout
    assert len(result.stderr.strip().splitlines()) == 1
    assert str(path) + where in result.stderr and "Traceback" not in result.stderr


def test_random_round_is_reproducible_and_can_be_saved(tmp_path):
    saved = tmp_path / "saved.yaml"
    first = trainer("check", "--random", "--seed", "42", "--house", "holland", "--auto", "--json", "--save", str(saved))
    assert first.returncode == 0, first.stderr
    again = trainer("check", str(saved), "--auto", "--json")
    assert json.loads(again.stdout)["bets"] == json.loads(first.stdout)["bets"]
    assert json.loads(again.stdout)["actions"] == json.loads(first.stdout)["actions"]


def test_diagram_is_mermaid_and_follows_the_house():
    cosmopol = trainer("diagram")
    holland = trainer("diagram", "--house", "holland")
    assert cosmopol.returncode == holland.returncode == 0
    assert "stateDiagram-v2" in cosmopol.stdout
    assert "insurance_window" in cosmopol.stdout and "insurance_window" not in holland.stdout
    assert "blackjack_payouts" in cosmopol.stdout and "blackjack_payouts" not in holland.stdout


@pytest.mark.parametrize("args", [["quiz", "--bogus"], ["check", "--seed", "x"], ["no-such-command"]])
def test_usage_errors_are_one_line(args):
    result = trainer(*args)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


# --- hostile input: one line on stderr naming the file (and line), exit 2, never a traceback ----

def assert_one_line_error(result: subprocess.CompletedProcess, *expected: str) -> str:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    for text in expected:
        assert text in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("content, where, words", [
    ("no_more_bets\npay 1 " + "9" * 5000 + "\n", ":2:", "5000 characters"),  # was a ValueError traceback
    ("no_more_bets\ndeal " + "1" * 5000 + "\n", ":2:", "is not a hand id"),    # was a ValueError traceback
    ("no_more_bets\ndeal \u0661\n", ":2:", "is not a hand id"),                # an Arabic-Indic 1 is no box
    (b"no_more_bets\ndeal 1 # caf\xe9\n", ":2:", "not UTF-8"),                 # the line of the bad byte
    (b"no_more_bets\n\0\n", ":2:", "binary"),
])
def test_hostile_action_file_is_exit_2_one_line(scenario_file, tmp_path, content, where, words):
    actions = tmp_path / "bad.txt"
    if isinstance(content, bytes):
        actions.write_bytes(content)
    else:
        actions.write_text(content, encoding="utf-8")
    result = trainer("check", str(scenario_file), "--actions", str(actions), "--json")
    assert_one_line_error(result, str(actions) + where, words)
    assert result.stdout == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_actions_from_a_fifo_are_refused_not_waited_for(scenario_file, tmp_path):
    fifo = tmp_path / "actions.fifo"
    os.mkfifo(fifo)  # reading it would wait for a writer forever (and /dev/zero would never end)
    result = trainer("check", str(scenario_file), "--actions", str(fifo))
    assert_one_line_error(result, str(fifo), "not a regular file")


def test_actions_folder_is_refused(scenario_file, tmp_path):
    assert_one_line_error(trainer("check", str(scenario_file), "--actions", str(tmp_path)), str(tmp_path), "directory")


@pytest.mark.parametrize("bad, where", [
    ("boxes: {1: {bet: 0x" + "9" * 5000 + "}}", ":1:"),             # was a ValueError traceback
    ("boxes: {1: {bet: .inf}}", ":1:"),                            # was a ValueError traceback
    ("boxes: {1: {bet: 100, behind: [.nan]}}", ":1:"),
    ("boxes: {1: {bet: 100}}\ninsurance: {'1': .nan}", ":2:"),
    ("boxes: {1: {bet: 100}}\neven_money: ['" + "1" * 5000 + "']", ":2:"),  # was a ValueError traceback
    ("boxes: {1: {bet: 100}}\nseed: " + "9" * 5000, ":2:"),          # was an error without a line
    ("boxes: {1: {bet: 100}}\nrules: Cosmopol", ":2:"),               # was "Cosmopol: file not found" in the cwd
    ("boxes: {1: {bet: 100}}\nrules: \"a\\0b.yaml\"", ":2:"),          # a NUL in a file name: was a traceback
    ("boxes: " + "[" * 100000 + "]" * 100000, ":1:"),                 # no RecursionError
])
def test_hostile_scenario_is_exit_2_one_line(tmp_path, bad, where):
    path = tmp_path / "bad.yaml"
    path.write_text(bad + "\n", encoding="utf-8")
    line = assert_one_line_error(trainer("check", str(path), "--auto", "--json"), str(path) + where)
    assert len(line) < 800  # a 5000-digit value is not echoed whole


@pytest.mark.parametrize("house, words", [
    ("Cosmopol", ["unknown house 'Cosmopol'", "did you mean 'cosmopol'"]),  # was "Cosmopol: file not found"
    ("BAD", ["unknown house 'BAD'", "cosmopol"]),
    ("", ["unknown house ''"]),                                           # was silently the default house
    ("x" * 5000, ["unknown house"]),                                      # was an OSError traceback
    ("~nosuchuser-4711/house.yaml", ["file not found"]),                  # was a RuntimeError traceback
])
def test_bad_house_is_exit_2_one_line(house, words):
    assert_one_line_error(trainer("check", "--random", "--house", house, "--auto"), *words)


def test_house_file_with_an_unknown_key_or_a_wrong_type(tmp_path):
    from trainer.paths import houses_dir

    text = (houses_dir() / "cosmopol.yaml").read_text(encoding="utf-8")
    unknown = tmp_path / "cosmopol.yaml"
    unknown.write_text(text + "\nbogus_key: 1\n", encoding="utf-8")
    line = assert_one_line_error(trainer("check", "--random", "--house", str(unknown)), "bogus_key")
    assert f"{unknown.resolve()}:{len(text.splitlines()) + 2}:" in line
    wrong = tmp_path / "wrong" / "cosmopol.yaml"
    wrong.parent.mkdir()
    wrong.write_text(text.replace("decks: 6 ", "decks: six "), encoding="utf-8")
    assert_one_line_error(trainer("check", "--random", "--house", str(wrong)), f"{wrong.resolve()}:", "decks", "six")


@pytest.mark.parametrize("target", ["missing-folder/round.yaml", ".", ""])
def test_save_that_cannot_be_written_is_exit_2_one_line(tmp_path, target):
    path = str(tmp_path / target) if target else ""
    result = trainer("check", "--random", "--seed", "3", "--auto", "--save", path)
    assert_one_line_error(result, path or "--save", "cannot write" if path else "file name")


def test_a_failed_save_keeps_the_file_it_would_replace(tmp_path, monkeypatch, capsys):
    from trainer.commands.cli import main
    from trainer.core.files import outputs

    saved = tmp_path / "round.yaml"
    saved.write_text("the instructor's scenario\n", encoding="utf-8")

    def full_disk(source, destination):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(outputs.os, "replace", full_disk)
    assert main(["check", "--random", "--auto", "--save", str(saved)]) == 2
    err = capsys.readouterr().err
    assert err == f"{saved}: cannot write: No space left on device\n"
    assert saved.read_text(encoding="utf-8") == "the instructor's scenario\n"
    assert [p.name for p in tmp_path.iterdir()] == ["round.yaml"]  # no temporary file left behind


def test_save_through_a_symlink_keeps_the_link(tmp_path):
    real = tmp_path / "real.yaml"
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    result = trainer("check", "--random", "--seed", "5", "--auto", "--save", str(link))
    assert result.returncode == 0, result.stderr
    assert link.is_symlink() and "boxes:" in real.read_text(encoding="utf-8")


@pytest.mark.parametrize("seed", ["-1", "99999999999999999999999999999999"])
def test_negative_and_huge_seeds_deal_a_round(seed):
    result = trainer("check", "--random", "--seed", seed, "--auto", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["finished"] is True


def test_a_reader_gone_early_is_no_traceback():
    # `trainer check --random --seed 1 --json | head -c 10`: the pipe closes before the write.
    process = subprocess.Popen(
        [sys.executable, "-m", "trainer", "check", "--random", "--seed", "1", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    process.stdout.close()
    stderr = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141
    assert stderr == ""


def test_ctrl_c_during_a_command_is_quiet(monkeypatch, capsys):
    from trainer.commands import check as check_cli
    from trainer.commands.cli import main

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(check_cli, "run_check", interrupted)
    try:
        code = main(["check", "--random"])
    except KeyboardInterrupt:  # escaping, it would stop the whole test run
        pytest.fail("Ctrl-C escaped trainer.commands.cli.main")
    assert code == 130
    assert capsys.readouterr() == ("", "")


@pytest.mark.skipif(sys.platform.startswith("win"), reason="POSIX signals")
def test_ctrl_c_during_the_quiz_is_quiet():
    process = subprocess.Popen(
        [sys.executable, "-m", "trainer", "quiz"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    seen = ""
    while not seen.endswith("> "):  # wait for the first prompt
        char = process.stdout.read(1)
        assert char, process.stderr.read()
        seen += char
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130
    assert "Traceback" not in stderr and "KeyboardInterrupt" not in stderr


def test_an_os_error_no_command_caught_is_one_line(monkeypatch, capsys):
    from trainer.commands import check as check_cli
    from trainer.commands.cli import main

    def failing(args):
        raise FileNotFoundError(2, "No such file or directory", "/some/where.yaml")

    monkeypatch.setattr(check_cli, "run_check", failing)
    assert main(["check", "--random"]) == 2
    assert capsys.readouterr().err == "trainer: /some/where.yaml: No such file or directory\n"


def test_a_mistyped_house_is_named_as_typed_not_as_a_file_nobody_named():
    line = assert_one_line_error(trainer("check", "--random", "--house", "swis", "--auto"),
                                 "unknown house 'swis'", "did you mean 'swiss'")
    assert line.startswith("swis: unknown house") and "houses/swis.yaml" not in line
