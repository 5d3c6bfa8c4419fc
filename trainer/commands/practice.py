"""`trainer practice`: practise the weak points, a speed run or the daily challenge, in the
terminal.

The trainee deals by typing the dealer's actions, one a line, in ``trainer check``'s
words (``deal 1``, ``deal dealer``, ``pay 3 150``, ``collect 2``, ``split 4``, ...); the
table is printed after every action, and a mistake is named at once with its rule and
the worked figure ("why?"). Drill questions are answered with the amount. ``hint``
shows the right action, ``table`` the table again, ``quit`` (or end of input) stops; what
was played is saved. ``--auto`` lets the reference dealer play and answer (a dry run).

* ``trainer practice --trainee NAME``: the weak points (see :mod:`trainer.progress.practice_plans`).
* ``--speed N [--focus POINT]``: N focused rounds, only time and mistakes count; the
  mistakes are shown at the end. A personal best per house, point and N.
* ``--daily``: today's challenge, the same five focused rounds for every trainee of the
  day (seeded by the date) in the house; a personal best per day.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from datetime import UTC, date, datetime
from typing import TextIO

from trainer.core.drills import Answer, Question, grade_amount
from trainer.core.files.errors import PackError, printable
from trainer.core.game import hands as hv
from trainer.core.game.default_house import DEFAULT_HOUSE
from trainer.core.game.payouts import format_amount
from trainer.core.game.rules import HouseRules, load_house
from trainer.core.game.table import DEALER
from trainer.core.packs.scenario import Scenario
from trainer.core.practice.focus import available, check_point, focused_scenario
from trainer.core.practice.skills import SkillBook, load_skill_book
from trainer.core.procedure.actions import Action, ActionError, Mistake
from trainer.core.procedure.machine import Round
from trainer.core.procedure.points import label as point_label
from trainer.core.procedure.why import explain
from trainer.progress.practice_plans import (
    CLEAR_STREAK,
    DAILY_ROUNDS,
    DEFAULT_MAX_ITEMS,
    PracticePlan,
    challenge_rounds,
    daily_challenge,
    speed_key,
    weak_spots,
)
from trainer.progress.recording import save_drill_answer
from trainer.progress.replay import snapshot
from trainer.store import Store, StoreError
from trainer.store.open import chosen_db, open_from_args
from trainer.words.drill_texts import TEXTS
from trainer.words.help_texts import add_data_argument, said
from trainer.words.messages import mistake_rule, why_lines
from trainer.words.names import house_title
from trainer.words.placeholders import filled
from trainer.words.practice_texts import PRACTICE
from trainer.words.translation import translate

REVIEW_COUNT = 20
#: what the trainee may type, in the procedure's notation (the same in every language).
HELP_ACTIONS = ("no_more_bets, deal BOX|dealer, offer_insurance, close_insurance, double H, split H, "
                "refuse H, pay BET AMOUNT, collect BET, push BET, end_round")
HELP_COMMANDS = "hint, table, quit"


class Quit(Exception):
    """The trainee stopped (quit or end of input)."""


def add_parser(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "practice", help=translate("Help", "practise your weak points, a speed run or the daily challenge in the terminal"),
        description=translate("Help", "Practise in the terminal: type the dealer's actions as in trainer check."),
    )
    parser.add_argument("--trainee", metavar="NAME", help=translate("Help", "whose progress to read and record"))
    add_data_argument(parser)
    parser.add_argument("--house", default=None, help=said(translate("Help", "house rules pack (default %1)"), DEFAULT_HOUSE))
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--speed", type=int, metavar="N", help=translate("Help", "speed run: N focused rounds, only time and mistakes"))
    mode.add_argument("--daily", action="store_true", help=said(translate(
        "Help",
        "today's challenge: %1 rounds, the same for everyone",
    ), DAILY_ROUNDS))
    mode.add_argument("--review", action="store_true", help=translate("Help", "spaced review (FSRS): the skills due today, most overdue first"))
    parser.add_argument("--count", type=int, default=REVIEW_COUNT, help=said(translate(
        "Help",
        "with --review: exercises (default %1)",
    ), REVIEW_COUNT))
    parser.add_argument("--focus", metavar="POINT", help=translate("Help", "with --speed: the point (default: the house's points in turn)"))
    parser.add_argument("--seed", type=int, default=None, help=translate("Help", "seed (default: from the clock)"))
    parser.add_argument("--max", type=int, default=DEFAULT_MAX_ITEMS, help=translate("Help", "most exercises in a practice session"))
    parser.add_argument("--skills", metavar="FILE", help=translate("Help", "skills file (target times and mastery; default the shipped one)"))
    parser.add_argument("--auto", action="store_true", help=translate("Help", "the reference dealer plays and answers (a dry run)"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None,
        clock: Callable[[], float] = time.monotonic) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    rules = load_house(args.house or DEFAULT_HOUSE)
    if args.focus is not None and args.speed is None:
        raise PackError("trainer practice", None, "--focus goes with --speed")
    if args.focus is not None:
        check_point(args.focus, rules)
    if args.speed is not None and not 1 <= args.speed <= 100:
        raise PackError("trainer practice", None, "--speed takes 1 to 100 rounds")
    if args.trainee is not None and not args.trainee.split():
        raise PackError("trainer practice", None, "--trainee needs a name")
    if args.trainee is None and args.speed is None and not args.daily:
        from trainer.store.open import signed_in_name

        try:  # a trainee's own login in --db (or TRAINER_DB) is the trainee
            args.trainee = signed_in_name(getattr(args, "db", None))
        except StoreError as error:
            raise PackError("trainer practice", None, str(error)) from None
    if args.speed is None and not args.daily and not args.trainee:
        raise PackError("trainer practice", None, "practising weak points or a review needs --trainee NAME")
    if not 1 <= args.count <= 500:
        raise PackError("trainer practice", None, "--count takes 1 to 500 exercises")
    book = load_skill_book(args.skills)
    store = None
    if args.trainee:
        try:
            # --db / TRAINER_DB (a class server or a SQLite file) before --data, as every command
            # practising weak points or a review reads the history: a --db that names no
            # database is a typo to say, not an empty database to make (a challenge may start one)
            challenge = args.speed is not None or args.daily
            store = open_from_args(args, create=challenge or not chosen_db(getattr(args, "db", None)))
        except StoreError as error:
            raise PackError("trainer practice", None, str(error)) from None
    term = Terminal(stdin, stdout, args.auto, clock)
    try:
        if args.speed is not None or args.daily:
            return _challenge(args, rules, store, term)
        assert store is not None  # weak points and a review need --trainee (checked above)
        if args.review:
            return _review(args, rules, book, store, term)
        return _weak_points(args, rules, book, store, term)
    finally:
        if store is not None:
            store.close()


class Terminal:
    """Lines in, lines out; with ``auto`` the reference dealer types."""

    def __init__(self, stdin: TextIO, stdout: TextIO, auto: bool, clock: Callable[[], float]) -> None:
        self.stdin, self.stdout, self.auto, self.clock = stdin, stdout, auto, clock

    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()

    def ask(self, prompt: str, auto_answer: str) -> str:
        self.stdout.write(prompt)
        if self.auto:
            self.stdout.write(auto_answer + "\n")
            return auto_answer
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            raise Quit
        text = line.strip()
        if text in ("quit", "q", "exit"):
            raise Quit
        return text


def table_lines(round_: Round) -> list[str]:
    """The table as a few lines: dealer, then each hand with its bets."""
    view = snapshot(round_)
    dealer = " ".join(view.dealer) or "-"
    lines = [PRACTICE.dealer(dealer + (f" ({view.dealer_total})" if view.dealer_total is not None else ""))]
    for hand in view.hands:
        cards = " ".join(hand.cards) or "-"
        total = f" ({hand.total})" if hand.cards else ""
        notes = f" [{', '.join(hand.notes)}]" if hand.notes else ""
        bets = "; ".join(PRACTICE.bet_on_table(b.id, b.stake, b.status) for b in hand.bets)
        lines.append(PRACTICE.box(hand.id, f"{cards}{total}{notes} | {bets}"))
    if view.request is not None:
        hand_id, request = view.request
        if request in ("double", "split", "hit"):
            lines.append(PRACTICE.asks(hand_id, request))
    lines.append(PRACTICE.phase_line(view.phase))
    return lines


def effect_lines(round_: Round, action: Action) -> list[str]:
    """What a right action changed, in a line or two (``table`` prints it all)."""
    table = round_.table
    lines = []
    if action.verb == "deal" and action.target == DEALER:
        lines.append(PRACTICE.dealer(f"{' '.join(map(str, table.dealer))} ({hv.total(table.dealer)})"))
    elif action.verb in ("deal", "split", "double"):
        box = (action.target or "").split(".")[0]
        for hand_id in table.order:
            hand = table.hands[hand_id]
            if str(hand.box) == box and (action.verb != "deal" or hand_id == action.target):
                lines.append(PRACTICE.box(hand.id, f"{' '.join(map(str, hand.cards))} ({hand.total})"))
    elif action.verb in ("pay", "collect", "push"):
        lines.append(PRACTICE.settled(str(action.target), action.verb, action.amount))
    served, request = round_.current_request()
    if served is not None and request is not None and round_.state == "play":
        lines.append(PRACTICE.asks(served, request))
    return lines


def play_round(term: Terminal, scenario: Scenario, show_mistakes: bool = True) -> tuple[Round, float, bool]:
    """Deal one round by typed actions; returns the round (closed), its seconds and
    whether the trainee stopped half-way (quit or end of input)."""
    started = term.clock()
    with scenario.new_round() as round_:
        try:
            _play(term, round_, show_mistakes)
        except Quit:
            return round_, term.clock() - started, True
        return round_, term.clock() - started, False


def hint_text(actions: Sequence[Action]) -> str:
    """The right actions in words, each with what to type for it
    ("Pay box 3, first player behind: 150 (pay 3b1 150) or ...")."""
    from trainer.words.window_texts import action_text

    shown = [f"{action_text(action)} ({action})" for action in actions]
    text = shown[0] if shown else ""
    for more in shown[1:]:
        text = filled(translate("Mistakes", "%1 or %2"), text, more)
    return text


def _play(term: Terminal, round_: Round, show_mistakes: bool) -> None:
    for line in table_lines(round_):
        term.say(line)
    phase = round_.state
    while not round_.finished:
        right = str(round_.expected()[0])
        text = term.ask("> ", right)
        if not text:
            continue
        if text == "help":
            term.say(PRACTICE.help_line(HELP_ACTIONS, HELP_COMMANDS))
            continue
        if text == "hint":
            term.say(PRACTICE.right_now(hint_text(round_.expected()[:4])))
            continue
        if text == "table":
            for line in table_lines(round_):
                term.say(line)
            continue
        try:
            action = Action.parse(text)
        except ActionError as error:
            term.say(PRACTICE.not_an_action(str(error)))
            continue
        mistake = round_.attempt(action)
        if mistake is None:
            for line in effect_lines(round_, action):
                term.say(line)
            if round_.state != phase:
                phase = round_.state
                term.say(f"  -- {PRACTICE.phase(phase)}")
        elif show_mistakes:
            term.say(PRACTICE.mistake(mistake.code))
            for line in why_lines(explain(round_, mistake), mistake_rule(mistake.code, round_.rules)):
                term.say("  " + line)
        else:
            term.say(PRACTICE.noted())


def ask_question(term: Terminal, question: Question) -> Answer:
    started = term.clock()
    while True:
        typed = term.ask(f"{TEXTS.question(question)} ", format_amount(question.answer))
        grade = grade_amount(question, typed)
        if grade.graded:
            break
        term.say(PRACTICE.type_an_amount())
    seconds = term.clock() - started
    term.say(PRACTICE.drill_right(question) if grade.correct else PRACTICE.drill_wrong(question))
    return Answer(question, grade, seconds)


def _weak_points(args: argparse.Namespace, rules: HouseRules, book: SkillBook, store: Store, term: Terminal) -> int:
    trainee = store.trainee(args.trainee)
    spots = weak_spots(store, trainee, rules)
    if not spots:
        term.say(PRACTICE.nothing_to_practise(printable(trainee.name), house_title(rules)))
        return 0
    skills = book.skills_for(rules.id, trainee.name)
    seed = args.seed if args.seed is not None else int(time.time())
    plan = PracticePlan(rules, spots, skills, seed=seed, max_items=args.max)
    term.say(PRACTICE.practice_for(printable(trainee.name), house_title(rules), len(spots)))
    for spot in spots:
        term.say(PRACTICE.recent_mistakes(spot.label, spot.weight))
    term.say(f"{PRACTICE.cleared_after(CLEAR_STREAK)} {PRACTICE.help_line(HELP_ACTIONS, HELP_COMMANDS)}")
    session_id = store.start_session(trainee, rules.id, mode="training", pack="practice")
    done = 0  # exercises answered: one quit at once was dealt, never done
    try:
        while not plan.finished:
            exercise = plan.next_exercise()
            assert exercise is not None  # the plan is not finished
            term.say("")
            if exercise.scenario is not None and exercise.point is not None:  # a focused round: both set
                shown = point_label(exercise.point)
                spot_label = None if shown == exercise.spot.label else exercise.spot.label
                term.say(PRACTICE.round_header(plan.dealt, shown, spot_label, plan.target_seconds(exercise)))
                began = datetime.now(UTC)
                round_, seconds, stopped = play_round(term, exercise.scenario)
                actions = len(round_.history)
                if actions:  # a round left half-played is kept, marked not finished
                    store.save_played_round(session_id, exercise.scenario, round_, began,
                                            datetime.now(UTC), seconds=seconds)
                if stopped:
                    break
                right = plan.round_right(exercise, [m.code for m in round_.mistakes], round_.finished,
                                         seconds / actions if actions else seconds)
            else:
                term.say(PRACTICE.question_header(plan.dealt, exercise.spot.label, plan.target_seconds(exercise)))
                assert exercise.question is not None  # a drill exercise: a question
                try:
                    answer = ask_question(term, exercise.question)
                except Quit:
                    break
                save_drill_answer(store, trainee, answer, rules.id, session_id)
                right = plan.drill_right(exercise, answer.grade.correct, answer.seconds)
            done += 1
            spot = exercise.spot
            term.say(PRACTICE.progress(right, spot.label, spot.streak, CLEAR_STREAK, spot.cleared))
    finally:
        store.end_session(session_id)
    term.say("")
    cleared = [s for s in spots if s.cleared]
    term.say(PRACTICE.cleared(len(cleared), len(spots), done))
    for spot in spots:
        term.say(PRACTICE.spot_result(spot.label, spot.right, spot.done, spot.cleared))
    return 0


def _review(args: argparse.Namespace, rules: HouseRules, book: SkillBook, store: Store, term: Terminal) -> int:
    """Spaced review: each exercise is the most overdue of the house's skills (FSRS cards
    rebuilt from the trainee's history, :mod:`trainer.core.practice.review`)."""
    from trainer.core.drills import available_kinds, make_question
    from trainer.core.practice.review import due_order, review
    from trainer.core.practice.skills import drill_skill
    from trainer.progress.skills import tracks
    from trainer.store.facts import codes_of_skill
    from trainer.words.messages import date_text
    from trainer.words.progress_texts import skill_text

    trainee = store.trainee(args.trainee)
    skills = book.skills_for(rules.id, trainee.name)
    among = available(rules) + [drill_skill(kind) for kind in available_kinds(rules)]
    kept = tracks(store, trainee, {skill: skills[skill] for skill in among}, rules.id)
    cards = {skill: kept[skill].review_card() for skill in among}
    now = datetime.now(UTC)
    due_now = [d for d in due_order(cards, now, among) if d.due <= now]
    term.say(PRACTICE.review_for(printable(trainee.name), house_title(rules), len(due_now), args.count))
    rng = random.Random(args.seed if args.seed is not None else int(time.time()))
    session_id = store.start_session(trainee, rules.id, mode="training", pack="review")
    last, reviewed = None, {}
    try:
        for number in range(1, args.count + 1):
            now = datetime.now(UTC)
            order = [d.skill for d in due_order(cards, now, among)]
            skill = next((s for s in order if s != last), order[0])
            target = skills[skill].seconds
            term.say("\n" + PRACTICE.review_item(number, skill_text(skill), target))
            if skill.startswith("drill."):
                question = make_question(rules, skill[len("drill."):], random.Random(rng.randrange(1 << 30)))
                try:
                    answer = ask_question(term, question)
                except Quit:
                    break
                save_drill_answer(store, trainee, answer, rules.id, session_id)
                right, slow = answer.grade.correct, answer.seconds > target
            else:
                scenario = focused_scenario(rules, skill, rng.randrange(1 << 30))
                began = datetime.now(UTC)
                round_, seconds, stopped = play_round(term, scenario)
                if round_.history:
                    store.save_played_round(session_id, scenario, round_, began, datetime.now(UTC), seconds=seconds)
                if stopped:
                    break
                per_action = seconds / len(round_.history)
                right = round_.finished and not ({m.code for m in round_.mistakes} & codes_of_skill(skill))
                slow = per_action > target
            cards[skill] = review(cards[skill], right, slow, now)
            reviewed[skill] = cards[skill]
            last = skill
            term.say(PRACTICE.review_result(right, slow, date_text(cards[skill].due.astimezone(), with_time=True)))
    finally:
        store.end_session(session_id)
    term.say("")
    term.say(PRACTICE.reviewed(len(reviewed)))
    for skill, card in sorted(reviewed.items(), key=lambda item: item[1].due):
        term.say(f"  {skill_text(skill)}: {date_text(card.due.astimezone(), with_time=True)}")
    return 0


def _challenge(args: argparse.Namespace, rules: HouseRules, store: Store | None, term: Terminal) -> int:
    if args.daily:
        today = date.today()
        key, rounds = daily_challenge(rules, today)
        kind = "daily"
        from trainer.words.messages import date_text

        term.say(PRACTICE.daily(date_text(today), house_title(rules), DAILY_ROUNDS))
    else:
        points = [args.focus] if args.focus else available(rules)
        seed = args.seed if args.seed is not None else int(time.time())
        rounds = challenge_rounds(rules, points, args.speed, seed)
        kind, key = "speed", speed_key(rules, args.focus, args.speed)
        term.say(PRACTICE.speed_run(house_title(rules), args.speed))
    trainee = store.trainee(args.trainee) if store is not None else None
    session_id = store.start_session(trainee, rules.id, mode="exam", pack=kind) if store and trainee else None
    noted: list[tuple[int, Mistake]]
    total_seconds, mistakes, played, noted = 0.0, 0, 0, []
    try:
        for number, (point, scenario) in enumerate(rounds, start=1):
            term.say("\n" + PRACTICE.challenge_round(number, len(rounds), point_label(point)))
            began = datetime.now(UTC)
            round_, seconds, stopped = play_round(term, scenario, show_mistakes=False)
            if stopped:
                break
            played += 1
            total_seconds += seconds
            mistakes += len(round_.mistakes)
            noted.extend((number, m) for m in round_.mistakes)
            if store is not None and session_id is not None:
                store.save_played_round(session_id, scenario, round_, began, datetime.now(UTC), seconds=seconds)
    finally:
        if store is not None and session_id is not None:
            store.end_session(session_id)
    term.say("")
    term.say(PRACTICE.challenge_time(total_seconds, mistakes, played))
    for number, mistake in noted:
        term.say(PRACTICE.noted_mistake(number, mistake.step, mistake.action, mistake.code))
    if store is not None and trainee is not None and played == len(rounds):
        from trainer.progress.skills import best_challenge, save_challenge

        before = best_challenge(store, trainee, kind, key)
        save_challenge(store, trainee, kind, key, rules.id, played, mistakes, total_seconds)
        term.say(PRACTICE.personal_best(before, new=before is None or (mistakes, total_seconds) < before))
    return 0 if mistakes == 0 else 1
