"""The class server opens an exam attempt: a trainee's login cannot start one on its own.

``trainer_open_exam(pack, house, started, uid)`` is a ``SECURITY DEFINER`` function a
trainee's login calls when it starts a session in exam mode on a pack. For the signed-in
trainee (``trainer_me()``) it finds their latest exam assignment of that pack and refuses,
with a message the station shows, when the exam is closed (``class assign --until``) or
every attempt allowed is used (``--attempts N``, default 1, plus each ``class retake``).
Otherwise it writes the session and, in the owner's table ``exam_attempts``, that the
server opened it (when, by its own clock). A pack that is no exam of theirs: NULL (the
station starts an ordinary session). An exam session without such a row was not opened by
the server and counts for nothing (:mod:`trainer.classroom.exams`).

The function and ``exam_attempts`` are made by the owner's login
(:func:`apply_exam_layer`, from :class:`~trainer.classroom.exam_records.OwnerTables`).
"""

from __future__ import annotations

from typing import Any

from trainer.store.files import StoreError

ATTEMPTS_TABLE = """CREATE TABLE IF NOT EXISTS exam_attempts (
    session_id BIGINT PRIMARY KEY, assignment_id BIGINT NOT NULL, trainee_id BIGINT NOT NULL,
    opened_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp())"""

#: (no "%" in the function's text: the store's statements pass it through psycopg's placeholders)
#: the message of a refusal starts with this, so the station can tell it from a lost server.
REFUSED = "trainer: "

OPEN_EXAM = """CREATE OR REPLACE FUNCTION trainer_open_exam(p_pack text, p_house text, p_started text, p_uid text)
RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp AS $$
DECLARE
    me bigint := trainer_me();
    exam record;
    allowed integer;
    used integer;
    closes timestamptz;
    made bigint;
BEGIN
    IF me IS NULL THEN
        RETURN NULL;
    END IF;
    PERFORM pg_advisory_xact_lock(7461618, me::integer);  -- one attempt opened at a time per trainee
    SELECT id INTO made FROM sessions WHERE uid = p_uid AND trainee_id = me;
    IF FOUND THEN
        RETURN made;  -- a retried call: the attempt it opened
    END IF;
    SELECT a.id, a.created INTO exam FROM assignments a
        WHERE a.pack = p_pack AND a.pass_mark IS NOT NULL AND (a.trainee_id IS NULL OR a.trainee_id = me)
          AND a.class_id IN (SELECT class_id FROM class_trainees WHERE trainee_id = me)
        ORDER BY a.created DESC, a.id DESC LIMIT 1;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    SELECT t.until::timestamptz, t.attempts INTO closes, allowed FROM exam_terms t WHERE t.assignment_id = exam.id;
    allowed := coalesce(allowed, 1)
        + (SELECT count(*) FROM exam_retakes r WHERE r.assignment_id = exam.id AND r.trainee_id = me);
    IF closes IS NOT NULL AND clock_timestamp() > closes THEN
        RAISE EXCEPTION USING MESSAGE = 'trainer: the exam ' || p_pack || ' closed at ' || to_char(closes, 'YYYY-MM-DD HH24:MI');
    END IF;
    used := (SELECT count(*) FROM exam_attempts x WHERE x.assignment_id = exam.id AND x.trainee_id = me);
    IF used >= allowed THEN
        RAISE EXCEPTION USING MESSAGE = 'trainer: every attempt at the exam ' || p_pack || ' is used ('
            || used || ' of ' || allowed || '): the instructor may grant one more (trainer class retake)';
    END IF;
    INSERT INTO sessions (trainee_id, house, pack, mode, started, uid)
        VALUES (me, p_house, p_pack, 'exam', trainer_as_time(p_started), p_uid) RETURNING id INTO made;
    INSERT INTO exam_attempts (session_id, assignment_id, trainee_id) VALUES (made, exam.id, me);
    RETURN made;
END $$"""

SIGNATURE = "trainer_open_exam(text, text, text, text)"


def apply_exam_layer(tx: Any) -> None:
    """Make (again) the attempts table and the function, and let the trainees call it
    (the owner's login, in its transaction ``tx``). Idempotent."""
    from trainer.store.pg_roles import quote_ident, trainee_role_name

    schema, database = tx.execute("SELECT current_schema(), current_database()").fetchone()
    tx.execute(ATTEMPTS_TABLE)
    tx.execute("REVOKE ALL ON exam_attempts FROM PUBLIC")
    tx.execute(OPEN_EXAM.format(schema=quote_ident(schema)))
    tx.execute(f"REVOKE ALL ON FUNCTION {SIGNATURE} FROM PUBLIC")
    role = trainee_role_name(database)
    if tx.execute("SELECT 1 FROM pg_roles WHERE rolname = ?", (role,)).fetchone():
        tx.execute(f"GRANT EXECUTE ON FUNCTION {SIGNATURE} TO {quote_ident(role)}")


def open_exam(tx: Any, pack: str, house: str, started: str, uid: str) -> int | None:
    """The session of an exam attempt the server opened for the signed-in trainee; None when
    the pack is no exam of theirs (or the server has no exams yet). StoreError (the server's
    own words) when it refuses."""
    if not tx.execute("SELECT to_regprocedure(?) IS NOT NULL", (SIGNATURE,)).fetchone()[0]:
        return None
    try:
        opened = tx.execute("SELECT trainer_open_exam(?, ?, ?, ?)", (pack, house, started, uid)).fetchone()[0]
        return None if opened is None else int(opened)
    except StoreError as error:
        said = str(error)
        if REFUSED in said:
            raise StoreError(said[said.index(REFUSED) + len(REFUSED):].split(" CONTEXT:")[0]) from None
        raise
