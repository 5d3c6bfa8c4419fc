"""Test data for the progress store: real rounds (with deliberate mistakes) and a
trainee's few weeks of history."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from fractions import Fraction

from trainer.core.procedure.machine import Round
from trainer.core.game.rules import load_house
from trainer.core.packs.scenario import Scenario, random_scenario
from trainer.store import Store, Trainee

HOUSE = "cosmopol"
CET = timezone(timedelta(hours=1))
#: a Monday, 18:00 Stockholm winter time.
MONDAY = datetime(2024, 3, 4, 18, 0, tzinfo=CET)


def wrong_action(round_: Round) -> str | None:
    """A wrong action that fits where the round is, or None if none is at hand."""
    state = round_.state
    right = [str(a) for a in round_.expected()]
    first = round_.expected()[0] if right else None
    if state == "betting":
        return "deal dealer"  # OUT_OF_PHASE
    if state == "first_deal":
        return "deal dealer" if right != ["deal dealer"] else f"deal {round_.table.order[0]}"  # DEAL_ORDER
    if state == "play" and first is not None and first.verb == "deal":
        return "deal dealer"  # DEALER_CARD_EARLY
    if state == "settlement" and first is not None:
        if first.verb == "collect":
            return f"push {first.target}"  # WRONG_OUTCOME
        if first.verb == "pay":
            return f"pay {first.target} {first.amount + 5}"  # WRONG_AMOUNT
    return None


def real_round(seed: int, wrong_in: tuple[str, ...] = (), house: str = HOUSE) -> tuple[Scenario, Round]:
    """A random round played by the book, except for one wrong action at the first
    chance in each state of ``wrong_in`` (in that order)."""
    scenario = random_scenario(load_house(house), seed)
    pending = list(wrong_in)
    with scenario.new_round() as round_:
        while not round_.finished:
            if pending and round_.state == pending[0]:
                wrong = wrong_action(round_)
                if wrong is not None:
                    assert round_.attempt(wrong) is not None, wrong
                    pending.pop(0)
            mistake = round_.attempt(round_.expected()[0])
            assert mistake is None
    return scenario, round_


def pack_round(pack: str, index: int, wrong_in: tuple[str, ...] = ()) -> tuple[Scenario, Round]:
    """Scenario ``index`` (from 0) of the shipped pack ``pack`` played by the book, except
    for one wrong action at the first chance in each state of ``wrong_in``."""
    from trainer.classroom.exam_blueprint import blueprint_of

    scenario = blueprint_of(pack).slots[index].scenario
    pending = list(wrong_in)
    with scenario.new_round() as round_:
        while not round_.finished:
            if pending and round_.state == pending[0]:
                wrong = wrong_action(round_)
                if wrong is not None:
                    assert round_.attempt(wrong) is not None, wrong
                    pending.pop(0)
            assert round_.attempt(round_.expected()[0]) is None
    return scenario, round_


def save_pack_rounds(store: Store, session_id: int, pack: str, plan, started: datetime,
                     seconds: float = 30.0) -> list[int]:
    """Rounds of ``pack`` saved into the session: ``plan`` lists (scenario index, wrong_in),
    each round ``seconds`` after the one before (by the station's clock)."""
    ids = []
    for number, (index, wrong) in enumerate(plan):
        scenario, round_ = pack_round(pack, index, wrong)
        begun = started + timedelta(seconds=seconds * number)
        ids.append(store.save_played_round(session_id, scenario, round_, begun, begun + timedelta(seconds=seconds)))
    return ids


def save_real_round(
    store: Store, session_id: int, seed: int, wrong_in: tuple[str, ...], started: datetime, seconds: float | None = None
) -> tuple[int, Round]:
    scenario, round_ = real_round(seed, wrong_in)
    seconds = seconds if seconds is not None else 2.5 * len(round_.history)
    round_id = store.save_played_round(session_id, scenario, round_, started, started + timedelta(seconds=seconds))
    return round_id, round_


#: mistakes per round over four weeks: many at first, few at the end.
_WEEKLY_WRONGS = (
    [("first_deal", "play"), ("settlement",), ("betting", "settlement"), ("play",), ("first_deal",)],
    [("settlement",), (), ("play",), ("first_deal",), ()],
    [(), ("settlement",), (), (), ("play",)],
    [(), (), ("settlement",), (), ()],
)


def demo_history(store: Store, name: str = "Ann Lindqvist") -> Trainee:
    """Four weeks, two sessions a week of five rounds, mistakes thinning out and the
    trainee getting faster; a few payout drills each week."""
    trainee = store.trainee(name)
    seed = 100
    for week, wrongs in enumerate(_WEEKLY_WRONGS):
        for day in (0, 3):
            start = MONDAY + timedelta(weeks=week, days=day)
            session = store.start_session(trainee, HOUSE, "exam" if day == 3 and week == 3 else "training", started=start)
            at = start
            for wrong_in in wrongs:
                seed += 1
                _, round_ = real_round(seed, wrong_in)
                seconds = len(round_.history) * (3.2 - 0.5 * week)
                save_real_round(store, session, seed, wrong_in, at, seconds)
                at += timedelta(seconds=seconds + 20)
            for index, kind in enumerate(("blackjack", "insurance", "three_sevens")):
                stake = Fraction(150 + 50 * index)
                right = (index + week) % 3 != 0 or week == 3
                store.save_drill_answer(
                    trainee, kind, HOUSE, stake, stake * Fraction(3, 2), stake * Fraction(3, 2) if right else stake,
                    right, 6.0 - week, at=at + timedelta(seconds=index * 10), session_id=session,
                )
            store.end_session(session, at + timedelta(minutes=1))
    return trainee


# --- years of history, fast ------------------------------------------------------------------

_FILL_WRONGS = ((), (), ("settlement",), (), ("play",), (), ("first_deal",), (), ("betting", "settlement"), ())


def fill_history(store: Store, name: str, rounds: int, per_day: int = 40, first_day: datetime = MONDAY,
                 templates: int = 40, seed: int = 7000) -> Trainee:
    """``rounds`` real rounds for one trainee, ``per_day`` an evening (a session each),
    a few payout drill answers each evening; mistakes thin out as a trainee learns (half
    the rounds hold one at first, one in fifty after a few months). Written fast: the first ``templates`` rounds
    are played and saved through the store as the window saves them, the rest are their
    copies (rounds, actions and kept figures) with the times moved on, written straight
    into the tables in one transaction; the skill tracks are then folded as the upgrade
    folds them. What the readers find is what recording that many rounds would leave."""
    from trainer.store.facts import utc_text
    from trainer.store.tracks import fold_everyone
    from trainer.store.values import _stamp, period_of

    conn = store.connection
    trainee = store.trainee(name)
    played = [real_round(seed + i, _FILL_WRONGS[i % len(_FILL_WRONGS)]) for i in range(min(templates, rounds))]
    conn.execute("PRAGMA synchronous = OFF")  # test data: no fsync per round
    made: list[int] = []
    day, at, session = 0, first_day, None
    for index, (scenario, round_) in enumerate(played):
        if index % per_day == 0:
            day_start = first_day + timedelta(days=day)
            session, at, day = store.start_session(trainee, HOUSE, started=day_start), day_start, day + 1
        seconds = 2.5 * len(round_.history)
        made.append(store.save_played_round(session, scenario, round_, at, at + timedelta(seconds=seconds), seconds=seconds))
        at += timedelta(seconds=seconds + 15)
    left = rounds - len(played)
    if left > 0:
        marks = ", ".join("?" for _ in made)
        source = {r[0]: r for r in conn.execute(
            f"SELECT id, scenario, seconds, finished, title FROM rounds WHERE id IN ({marks})", made)}
        actions: dict[int, list[tuple]] = {i: [] for i in made}
        for row in conn.execute(f"SELECT round_id, step, action, state, mistake, expected FROM actions "
                                f"WHERE round_id IN ({marks}) ORDER BY round_id, step", made):
            actions[row[0]].append(row[1:])
        facts = {r[0]: r for r in conn.execute(
            f"SELECT round_id, actions, mistakes, finished, clean FROM round_facts WHERE round_id IN ({marks})", made)}
        skills = {i: [] for i in made}
        for row in conn.execute(f"SELECT round_id, point, ok, per_action FROM round_skills WHERE round_id IN ({marks})", made):
            skills[row[0]].append(row[1:])
        codes = {i: [] for i in made}
        for row in conn.execute(f"SELECT round_id, code, point, count FROM round_codes WHERE round_id IN ({marks})", made):
            codes[row[0]].append(row[1:])
        codes_of_round = {i: codes[i] for i in made}
        next_round = conn.execute("SELECT MAX(id) FROM rounds").fetchone()[0] + 1
        next_session = conn.execute("SELECT MAX(id) FROM sessions").fetchone()[0] + 1
        next_answer = (conn.execute("SELECT MAX(id) FROM drill_answers").fetchone()[0] or 0) + 1
        batches: dict[str, list[tuple]] = {key: [] for key in
                                           ("sessions", "rounds", "actions", "facts", "skills", "codes", "answers", "drills")}
        index = len(played)
        clean = [i for i in made if not codes_of_round[i]] or made
        wrong = [i for i in made if codes_of_round[i]] or made
        rng = random.Random(seed)
        conn.execute("BEGIN")
        for number in range(left):
            if index % per_day == 0:
                day_start = first_day + timedelta(days=day)
                session, at, day = next_session, day_start, day + 1
                next_session += 1
                batches["sessions"].append((session, trainee.id, HOUSE, None, "training", _stamp(day_start), None))
                for k, kind in enumerate(("blackjack", "insurance", "three_sevens")):
                    when = _stamp(day_start - timedelta(minutes=5 - k))
                    right = (day + k) % 4 != 0
                    batches["answers"].append((next_answer, trainee.id, session, kind, HOUSE, "100", "150",
                                               "150" if right else "100", int(right), 5.0, when))
                    batches["drills"].append((next_answer, trainee.id, kind, HOUSE, utc_text(when), when[:10],
                                              period_of(datetime.fromisoformat(when), "week"), int(right), 5.0))
                    next_answer += 1
            share_wrong = max(0.02, 0.5 * 0.85 ** (day / 7))  # halves in about a month
            pool = wrong if rng.random() < share_wrong else clean
            template = pool[number % len(pool)]
            _, scenario_text, seconds, finished, title = source[template]
            round_id, started, ended = next_round, _stamp(at), _stamp(at + timedelta(seconds=seconds))
            next_round += 1
            batches["rounds"].append((round_id, session, scenario_text, started, ended, seconds, finished, title))
            batches["actions"].extend((round_id, *row) for row in actions[template])
            utc, when_day, when_week = utc_text(at), period_of(at, "day"), period_of(at, "week")
            _, n_actions, n_mistakes, f_finished, f_clean = facts[template]
            batches["facts"].append((round_id, trainee.id, session, HOUSE, "training", utc, when_day, when_week,
                                     n_actions, n_mistakes, f_finished, f_clean, seconds))
            batches["skills"].extend((round_id, point, trainee.id, HOUSE, utc, ok, per) for point, ok, per in skills[template])
            batches["codes"].extend((round_id, code, trainee.id, when_week, when_day, point, count)
                                    for code, point, count in codes[template])
            at += timedelta(seconds=seconds + 15)
            index += 1
        for table, columns, key in (
            ("sessions", "id, trainee_id, house, pack, mode, started, ended", "sessions"),
            ("rounds", "id, session_id, scenario, started, ended, seconds, finished, title", "rounds"),
            ("actions", "round_id, step, action, state, mistake, expected", "actions"),
            ("round_facts", "round_id, trainee_id, session_id, house, mode, at, day, week, actions, mistakes, finished, "
                            "clean, seconds", "facts"),
            ("round_skills", "round_id, point, trainee_id, house, at, ok, per_action", "skills"),
            ("round_codes", "round_id, code, trainee_id, week, day, point, count", "codes"),
            ("drill_answers", "id, trainee_id, session_id, kind, house, stake, expected, given, correct, seconds, at",
             "answers"),
            ("drill_facts", "answer_id, trainee_id, kind, house, at, day, week, correct, seconds", "drills"),
        ):
            rows = batches[key]
            if rows:
                conn.executemany(f"INSERT INTO {table} ({columns}) VALUES ({', '.join('?' for _ in rows[0])})", rows)
        conn.execute("COMMIT")
    conn.execute("BEGIN")
    conn.execute("DELETE FROM skill_tracks WHERE trainee_id = ?", (trainee.id,))
    fold_everyone(conn, only=trainee.id)
    conn.execute("COMMIT")
    conn.execute("PRAGMA synchronous = FULL")
    return trainee
