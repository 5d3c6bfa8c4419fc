"""`trainer check` and `trainer diagram`: the procedure from the command line."""

from __future__ import annotations

import argparse
import json
import os
import sys
from fractions import Fraction
from typing import Any

import yaml

from trainer.core.files.errors import PackError, printable_path
from trainer.core.files.outputs import write_text_atomically
from trainer.core.files.yamlio import LineMap, load_yaml, read_text, user_path
from trainer.core.game.cards import ShoeEmpty
from trainer.core.game.default_house import DEFAULT_HOUSE
from trainer.core.game.payouts import json_number
from trainer.core.game.rules import HouseRules, load_house, looks_like_house_path
from trainer.core.packs.one_scenario import looks_like_pack, pack_needs_a_scenario, scenario_from_pack
from trainer.core.packs.scenario import Scenario, random_scenario, scenario_from_data
from trainer.core.practice.focus import focused_scenario
from trainer.core.procedure.actions import Action, ActionError
from trainer.core.procedure.dealer import play_round
from trainer.core.procedure.machine import Round
from trainer.words.cli_texts import CLI
from trainer.words.help_texts import said
from trainer.words.messages import mistake_json, translate
from trainer.words.placeholders import filled

#: an action list is a few dozen lines; anything past this is not one.
MAX_ACTIONS_BYTES = 1_000_000


def add_parsers(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    check = subparsers.add_parser("check", help=translate("Help", "check a round's dealer actions against the procedure"))
    check.add_argument("scenario", nargs="?", metavar="SCENARIO",
                       help=translate("Help", "scenario file (minimal form, see docs/procedure.md) or a scenario pack"))
    check.add_argument("--scenario", dest="scenario_id", metavar="ID", default=None,
                       help=translate("Help", "with a scenario pack: the id of the scenario to run"))
    how = check.add_mutually_exclusive_group()
    how.add_argument("--actions", metavar="FILE", help=translate("Help", "the dealer's actions, one a line, # comments"))
    how.add_argument("--auto", action="store_true", help=translate("Help", "let the reference dealer play the round"))
    check.add_argument("--random", action="store_true", help=translate("Help", "a random round instead of a scenario file"))
    check.add_argument("--seed", type=int, default=0, help=translate("Help", "seed of the random round"))
    check.add_argument("--focus", metavar="POINT", help=translate("Help", "with --random: a round in which this procedure point happens"))
    check.add_argument("--house", default=None, help=said(translate("Help", "house rules pack (default %1)"), DEFAULT_HOUSE))
    check.add_argument("--json", action="store_true", help=translate("Help", "print one JSON object"))
    check.add_argument("--save", metavar="FILE", help=translate("Help", "save the round as a scenario file"))
    check.set_defaults(run=run_check)

    diagram = subparsers.add_parser("diagram", help=translate("Help", "print the procedure as a mermaid state diagram"))
    diagram.add_argument("--house", default=DEFAULT_HOUSE, help=said(translate("Help", "house rules pack (default %1)"), DEFAULT_HOUSE))
    diagram.set_defaults(run=run_diagram)


def run_check(args: argparse.Namespace) -> int:
    if args.random and args.scenario:
        raise PackError("trainer check", None, "give a SCENARIO file or --random, not both")
    if getattr(args, "focus", None) is not None and not args.random:
        raise PackError("trainer check", None, "--focus needs --random")
    if not args.random and not args.scenario:
        raise PackError("trainer check", None, "give a SCENARIO file or --random")
    if args.random and getattr(args, "scenario_id", None) is not None:
        raise PackError("trainer check", None, "--scenario picks a scenario of a pack file; --random deals a random round")
    if args.random:
        rules = load_house(DEFAULT_HOUSE if args.house is None else args.house)
        if getattr(args, "focus", None) is not None:
            scenario = focused_scenario(rules, args.focus, args.seed)
        else:
            scenario = random_scenario(rules, args.seed)
    else:
        house = load_house(args.house) if args.house is not None else None
        scenario = _scenario_from_file(args.scenario, getattr(args, "scenario_id", None), house)
    actions = read_actions(args.actions) if args.actions else None
    with scenario.new_round() as round_:
        try:
            if actions is None:
                taken = play_round(round_)
            else:
                for action in actions:
                    round_.attempt(action)
        except ShoeEmpty:  # the house validator makes this all but impossible; never a traceback
            raise PackError(
                args.scenario or f"house {scenario.rules.id}", None,
                f"the shoe ran out of cards: {scenario.rules.decks} "
                f"{'deck' if scenario.rules.decks == 1 else 'decks'} cannot deal this round",
            ) from None
        report = round_report(round_)
        if actions is None:
            report["actions"] = taken
        if args.save is not None:
            save_scenario(scenario, round_, args.save, _house_file(args))
    if args.json:
        print(json.dumps(report))
    else:
        heading = _pack_scenario_heading(args.scenario, getattr(args, "scenario_id", None))
        if heading:
            print(heading)
        print(format_report(report))
    return 0 if report["ok"] else 1


def _scenario_from_file(path: str, scenario_id: str | None, house: HouseRules | None) -> Scenario:
    """A minimal scenario file, or one scenario of a pack (``--scenario ID``)."""
    data, lines = load_yaml(path)
    if house is not None:
        _say_house_replaces_rules(data, lines, scenario_id, house)
    if looks_like_pack(data):
        if scenario_id is None:
            raise pack_needs_a_scenario(lines.path, data)
        return scenario_from_pack(data, lines, scenario_id, house)
    if scenario_id is not None:
        raise PackError(lines.path, None, "--scenario picks a scenario of a pack, but this file is a single scenario (leave --scenario out)")
    return scenario_from_data(data, lines, house)


def _say_house_replaces_rules(data: object, lines: LineMap, scenario_id: str | None, house: HouseRules) -> None:
    """``--house`` deals the round under its rules, whatever the scenario names: where the
    scenario has a ``rules:`` of its own, one line on stderr says so (file and line)."""
    key_path: tuple[object, ...] = ("rules",)
    item = data
    if looks_like_pack(data) and isinstance(data, dict) and isinstance(data.get("scenarios"), list):
        items = data["scenarios"]
        index = next((i for i, it in enumerate(items) if isinstance(it, dict) and it.get("id") == scenario_id), None)
        if index is None:
            return
        item, key_path = items[index], ("scenarios", index, "rules")
    own = item.get("rules") if isinstance(item, dict) else None
    if own is None or own in (house.id, house.name):
        return
    where = f"{printable_path(str(lines.path))}:{lines.line_of(key_path) or 1}"
    print(CLI.house_replaces_rules(where, str(own), house.id), file=sys.stderr)


def _pack_scenario_heading(path: str | None, scenario_id: str | None) -> str:
    """For a pack's scenario: its title and hint in the reader's language (the pack's own
    text where it has no translation); "" otherwise. The JSON report stays as it is."""
    if not path or scenario_id is None:
        return ""
    from trainer.words.pack_texts import texts_of_pack_data

    found = texts_of_pack_data(load_yaml(user_path(path))[0], scenario_id)
    if found is None:
        return ""
    title, hint = found
    return "\n".join(line for line in (title, f"  {hint}" if hint else "") if line)


def _house_file(args: argparse.Namespace) -> str | None:
    """The house pack file the round is dealt under, when one was given as a file (by
    ``--house`` or by the scenario's ``rules:``), else None (a shipped house's id)."""
    house = args.house
    if house is None and args.scenario:
        data, _ = load_yaml(user_path(args.scenario))
        house = data.get("rules") if isinstance(data, dict) else None
    if isinstance(house, str) and looks_like_house_path(house):
        return house
    return None


def read_actions(path: str) -> list[Action]:
    """Parse an action file; a line that is no action is bad input, named by file:line.

    The file is read like every user file (:func:`~trainer.core.files.yamlio.read_text`): a
    regular file (a FIFO or ``/dev/zero`` would hang), at most ``MAX_ACTIONS_BYTES``, UTF-8."""
    text = read_text(user_path(path), MAX_ACTIONS_BYTES)
    actions = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.split("#", 1)[0].strip()
        if not words:
            continue
        try:
            actions.append(Action.parse(words))
        except ActionError as error:
            raise PackError(path, number, str(error)) from None
    return actions


def round_report(round_: Round) -> dict[str, Any]:
    """docs/procedure.md's JSON object for a round."""
    results = round_.bet_results()
    return {
        "ok": round_.finished and not round_.mistakes,
        "mistakes": [mistake_json(mistake, round_.rules) for mistake in round_.mistakes],
        "bets": {bet_id: json_number(net) for bet_id, net in results.items()},
        "house": json_number(-sum(results.values(), Fraction(0))),
        "finished": round_.finished,
    }


class CheckCli:
    """The human report's words. A class because lupdate takes the class's name as the
    context of ``self.tr`` (and finds the plural of a ``self.tr(text, "", n)``)."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate("CheckCli", text, n)

    def verdict(self, report: dict[str, Any]) -> str:
        verdict = self.tr("OK") if report["ok"] else self.tr("NOT OK")
        state = self.tr("round finished") if report["finished"] else self.tr("round not finished")
        return filled(self.tr("%1: %n mistakes, %2", "", len(report["mistakes"])), verdict, state)

    def step(self, number: int) -> str:
        return filled(self.tr("step %1"), str(number))

    def bet(self, bet_id: str, net: str) -> str:
        """``box 3, first player behind (3b1): +150``: the bet by name, with the id the
        actions below use."""
        from trainer.words.bet_names import bet_name

        return filled(self.tr("%1 (%2): %3"), bet_name(bet_id), bet_id, net)

    def house(self, net: str) -> str:
        return filled(self.tr("house: %1"), net)

    def actions(self) -> str:
        return self.tr("actions:")


def _signed(net: float) -> str:
    """A bet's net result for a person: signed, with the language's decimal mark ("+187,50"),
    as the hints and the window write amounts (the JSON keeps its numbers)."""
    from fractions import Fraction

    from trainer.words.messages import amount_text

    amount = Fraction(str(net))
    return ("+" if amount >= 0 else "") + amount_text(amount)


def format_report(report: dict[str, Any]) -> str:
    """The round's verdict for a person, in the chosen language (actions and codes as
    they are in files)."""
    words = CheckCli()
    lines = [words.verdict(report)]
    for mistake in report["mistakes"]:
        lines.append(f"  {words.step(mistake['step'])}: {mistake['action']}: {mistake['code']}: {mistake['message']}")
    for bet_id, net in report["bets"].items():
        lines.append("  " + words.bet(bet_id, _signed(net)))
    lines.append("  " + words.house(_signed(report["house"])))
    if "actions" in report:
        lines.append(words.actions())
        lines.extend(f"  {action}" for action in report["actions"])
    return "\n".join(lines)


def save_scenario(
    scenario: Scenario, round_: Round, path: str | os.PathLike[str], house_file: str | None = None
) -> None:
    """Write the round as a scenario whose shoe holds every card the round used.

    Written through the one atomic writer (:mod:`trainer.core.files.outputs`): a failed save
    leaves an existing file as it was, a symlink is kept, and a FIFO, a device or a
    SQLite database (the progress history above all) is refused. Any failure is a
    :class:`PackError` naming the file.

    ``house_file``: the house pack file the round was dealt under, when it was given as
    a file; the saved round names it (as an absolute path) instead of the house's id, so
    it replays under the same rules and not under a shipped house of that id."""
    if not str(path):
        raise PackError("--save", None, "give a file name to save the round to")
    data = scenario.to_yaml_data(played=round_)
    if house_file:
        data["rules"] = os.path.abspath(user_path(house_file))
    text = yaml.safe_dump(data, sort_keys=False, default_flow_style=None)
    from trainer.store import protected_databases

    write_text_atomically(user_path(path), text, protect=protected_databases())


def run_diagram(args: argparse.Namespace) -> int:
    from trainer.core.procedure.diagram import mermaid

    print(mermaid(load_house(args.house)))
    return 0
