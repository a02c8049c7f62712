"""The class store: what the sessions of a class share, behind one small interface.

Classes, pupils, moments, answers and challenge results live in a database (SQLite by
default, PostgreSQL for several replicas), never in Python memory: a ``ClassStore`` holds only
its engine (a connection pool, which is not session data), its limits and its clock, so any
number of sessions, threads and replicas may use stores on one database at once.

Every change but a pupil's answer bumps the class's ``version`` in the same transaction, so
a screen that polls (``st.fragment(run_every=...)``) asks ``version(code)`` in one cheap
query and reads a new snapshot only when it has grown. An answer shows only on the teacher's
dashboard (until the reveal, which bumps the version), so it polls ``dashboard_version``,
which counts the answers too: thirty votes do not make thirty phones read the class thirty
times. There is no query cache (as ``st.connection``'s would be) that could freeze a poll.

Writes lock the class row first (``UPDATE ... RETURNING``; on SQLite the whole database, by
``BEGIN IMMEDIATE``), so checks such as "is the class full?" cannot race. An answer takes it
shared (``FOR SHARE``): the answers of a class do not wait for each other, a change of the
vote (close, reveal, a new moment) waits for them. A failing call raises a
``ClassroomError`` and changes nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, Row, delete, func, insert, select, update
from sqlalchemy import exc as sa_exc
from sqlalchemy.dialects import postgresql, sqlite

from app.classroom import inputs
from app.classroom.engine import READ_ONLY
from app.classroom.errors import (
    ClassEndedError,
    ClassFullError,
    ClassLockedError,
    ClassNotFoundError,
    ClassPausedError,
    ClassroomError,
    InvalidAnswerError,
    InvalidResultError,
    JoinRateLimitedError,
    NamesNotAllowedError,
    NoChallengeError,
    NoMomentError,
    NotTeacherError,
    PupilNotFoundError,
    PupilRemovedError,
    StoreUnavailableError,
    TooManyClassesError,
    TooManyMomentsError,
    VoteClosedError,
    VoteStateError,
)
from app.classroom.inputs import Limits
from app.classroom.schema import (
    answers,
    classes,
    ended,
    ensure_schema,
    join_failures,
    moments,
    positions,
    pupils,
    removed,
    results,
    schema_info,
)
from app.classroom.views import (
    Challenge,
    ClassView,
    Missed,
    Moment,
    Nickname,
    Pupil,
    PupilPass,
    PupilView,
    Result,
    Round,
    TeacherPass,
)
from wormlib.core.errors import shorten, shown

# What a database that is down, locked too long or out of connections raises.
_UNAVAILABLE = (
    sa_exc.OperationalError,
    sa_exc.InterfaceError,
    sa_exc.TimeoutError,
    sa_exc.DisconnectionError,
)


def _digest(key: object) -> str:
    """Keys are stored as their SHA-256: a copy of the database gives no one a key. (Anything
    that is not a key of ours, such as a huge string, gets a digest that matches none.)"""
    if not isinstance(key, str) or len(key) > 100:
        key = ""
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class _Tx:
    conn: Connection
    now: float
    purged: int  # classes deleted at the start of this transaction for being too old


class ClassStore:
    """One server's access to the class database (see the module docstring)."""

    def __init__(
        self,
        engine: Engine,
        *,
        limits: Limits | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.engine = engine
        self.limits = limits or Limits()
        self._clock = clock
        self._schema_ready = False
        self._read_options: dict[str, Any] = {READ_ONLY: True}
        if engine.dialect.name == "postgresql":  # one snapshot for all a view reads
            self._read_options["isolation_level"] = "REPEATABLE READ"

    # -- the teacher ------------------------------------------------------------------

    def create_class(self, *, allow_names: bool = False) -> TeacherPass:
        """A new class with a fresh code; its key goes to the teacher's session only."""
        key = secrets.token_urlsafe(32)
        with self._write() as tx:
            tx.conn.execute(select(schema_info.c.id).with_for_update())  # one creator at a time
            live = tx.conn.execute(select(func.count()).select_from(classes)).scalar_one()
            if live >= self.limits.classes:
                raise TooManyClassesError(
                    f"the server already runs {live} classes, its limit: end one or wait"
                )
            code = self._free_code(tx.conn)
            tx.conn.execute(
                insert(classes).values(
                    code=code,
                    teacher_hash=_digest(key),
                    created_at=tx.now,
                    expires_at=tx.now + self.limits.lifetime,
                    version=1,
                    locked=False,
                    allow_names=bool(allow_names),
                    challenge=None,
                    challenge_open=False,
                )
            )
        return TeacherPass(code, key)

    def end_class(self, teacher: TeacherPass) -> None:
        """Delete the class and everything in it; only its code is remembered, as ended."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            self._forget(tx.conn, tx.now, [row.code])
            tx.conn.execute(delete(classes).where(classes.c.id == row.id))

    def set_locked(self, teacher: TeacherPass, locked: bool) -> None:
        """Close the class to new pupils (``locked``) or open it again."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            tx.conn.execute(
                update(classes).where(classes.c.id == row.id).values(locked=bool(locked))
            )

    def set_paused(self, teacher: TeacherPass, paused: bool) -> None:
        """Pause the phones ("look at the board": answers wait) or let the class go on."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            tx.conn.execute(
                update(classes).where(classes.c.id == row.id).values(paused=bool(paused))
            )

    def remove_pupil(self, teacher: TeacherPass, nickname: Nickname) -> None:
        """Take a pupil out of the class (an unsuitable first name), with their answers and
        result; their page hears why, and they may join again with a nickname only."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            found = tx.conn.execute(
                select(pupils.c.id, pupils.c.key_hash).where(
                    pupils.c.class_id == row.id,
                    pupils.c.adjective == nickname.adjective,
                    pupils.c.noun == nickname.noun,
                    pupils.c.number == nickname.number,
                )
            ).one_or_none()
            if found is None:
                raise PupilNotFoundError(f"class {row.code} has no pupil {nickname}")
            tx.conn.execute(insert(removed).values(key_hash=found.key_hash, class_id=row.id))
            tx.conn.execute(delete(pupils).where(pupils.c.id == found.id))

    def push_moment(self, teacher: TeacherPass, description: Mapping[str, object]) -> int:
        """Show every pupil a new moment to vote on (closing the vote on the one before);
        its number in the class."""
        description = inputs.moment_description(description, self.limits)
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            count = tx.conn.execute(
                select(func.count()).where(moments.c.class_id == row.id)
            ).scalar_one()
            if count >= self.limits.moments:
                raise TooManyMomentsError(
                    f"class {row.code} has had {count} moments, the most a class may have"
                )
            tx.conn.execute(update(moments).where(moments.c.class_id == row.id).values(open=False))
            moment_id = tx.conn.execute(
                insert(moments)
                .values(
                    class_id=row.id,
                    number=count + 1,
                    description=description,
                    round=1,
                    open=True,
                    revealed=0,
                )
                .returning(moments.c.id)
            ).scalar_one()
            tx.conn.execute(
                update(classes).where(classes.c.id == row.id).values(moment_id=moment_id)
            )
            return int(count) + 1

    def close_vote(self, teacher: TeacherPass) -> None:
        """Stop the answers of the current round from changing (the tally stays hidden)."""
        with self._write() as tx:
            moment = self._current_moment(tx.conn, self._teacher(tx, teacher))
            tx.conn.execute(update(moments).where(moments.c.id == moment.id).values(open=False))

    def reveal(self, teacher: TeacherPass) -> None:
        """Close the vote and show everyone the tally of the current round."""
        with self._write() as tx:
            moment = self._current_moment(tx.conn, self._teacher(tx, teacher))
            tx.conn.execute(
                update(moments)
                .where(moments.c.id == moment.id)
                .values(open=False, revealed=moment.round)
            )

    def show_answer(self, teacher: TeacherPass) -> None:
        """Close the vote and show everyone the tally, the best answer and the values: the
        reveal's second step, after the votes alone (and perhaps a second round)."""
        with self._write() as tx:
            moment = self._current_moment(tx.conn, self._teacher(tx, teacher))
            tx.conn.execute(
                update(moments)
                .where(moments.c.id == moment.id)
                .values(open=False, revealed=moment.round, answer_shown=True)
            )

    def clear_moment(self, teacher: TeacherPass) -> None:
        """Take the current moment off every screen ("Next"); it stays in the export."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            tx.conn.execute(update(moments).where(moments.c.class_id == row.id).values(open=False))
            tx.conn.execute(update(classes).where(classes.c.id == row.id).values(moment_id=None))

    def second_round(self, teacher: TeacherPass) -> None:
        """After a discussion, everyone votes again on the same moment. The first round's
        answers are kept; its tally shows now if it was revealed, else with the second's."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            moment = self._current_moment(tx.conn, row)
            if moment.round >= 2 or moment.answer_shown:
                raise VoteStateError(
                    f"moment {moment.number} of class {row.code} is already in its "
                    "second round or its answer is shown: push a new moment"
                )
            tx.conn.execute(
                update(moments).where(moments.c.id == moment.id).values(round=2, open=True)
            )

    def start_challenge(self, teacher: TeacherPass, description: Mapping[str, object]) -> None:
        """Start a class challenge (a JSON object: game, rules, ...), clearing the last one's
        results; each pupil's turns are then reported with ``record_turn``."""
        description = inputs.json_object(description, "challenge", self.limits)
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            tx.conn.execute(delete(results).where(results.c.class_id == row.id))
            tx.conn.execute(delete(positions).where(positions.c.class_id == row.id))
            tx.conn.execute(  # every pupil counts as seen now: the phones say so from here on
                update(pupils).where(pupils.c.class_id == row.id).values(seen_at=tx.now)
            )
            tx.conn.execute(
                update(classes)
                .where(classes.c.id == row.id)
                .values(challenge=description, challenge_open=True)
            )

    def stop_challenge(self, teacher: TeacherPass) -> None:
        """Stop counting turns; the results stay on the dashboard."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            tx.conn.execute(
                update(classes).where(classes.c.id == row.id).values(challenge_open=False)
            )

    def teacher_view(self, teacher: TeacherPass) -> ClassView:
        """The dashboard: pupils, the current moment (tally only once revealed), results."""
        with self._read() as (conn, now):
            row = self._class_row(conn, teacher.code, now)
            self._check_teacher(row, teacher)
            moment = self._moment_row(conn, row)
            answered = self._answered(conn, moment)
            pupil_rows = conn.execute(
                select(pupils).where(pupils.c.class_id == row.id).order_by(pupils.c.id)
            ).all()
            return ClassView(
                code=row.code,
                version=row.version,
                expires_at=row.expires_at,
                locked=row.locked,
                allow_names=row.allow_names,
                paused=row.paused,
                pupils=tuple(_pupil(p, p.id in answered) for p in pupil_rows),
                moment=self._moment(conn, moment),
                challenge=self._challenge(conn, row, None),
                read_at=now,
            )

    def export(self, teacher: TeacherPass) -> dict[str, Any]:
        """The lesson in numbers, for the teacher to keep: every moment's tallies and the
        challenge's totals, nothing about any one pupil."""
        with self._read() as (conn, now):
            row = self._class_row(conn, teacher.code, now)
            self._check_teacher(row, teacher)
            pupil_count = conn.execute(
                select(func.count()).where(pupils.c.class_id == row.id)
            ).scalar_one()
            moment_rows = conn.execute(
                select(moments).where(moments.c.class_id == row.id).order_by(moments.c.number)
            ).all()
            tallies = [
                {
                    "number": m.number,
                    "description": m.description,
                    "answer_shown": m.answer_shown,
                    "revealed": m.revealed,
                    "rounds": [
                        {"round": r.number, "answered": r.answered, "tally": list(r.tally or ())}
                        for r in self._rounds(conn, m, revealed=m.round)
                    ],
                }
                for m in moment_rows
            ]
            players, turns, decisions, loss = conn.execute(
                select(
                    func.count(),
                    func.coalesce(func.sum(results.c.turns), 0),
                    func.coalesce(func.sum(results.c.decisions), 0),
                    func.coalesce(func.sum(results.c.loss), 0.0),
                ).where(results.c.class_id == row.id)
            ).one()
        challenge = None
        if row.challenge is not None:
            challenge = {
                "description": row.challenge,
                "players": int(players),
                "turns": int(turns),
                "decisions": int(decisions),
                "mean_loss": float(loss) / int(decisions) if decisions else None,
            }
        return {"pupils": int(pupil_count), "moments": tallies, "challenge": challenge}

    # -- the pupils -------------------------------------------------------------------

    def join(self, code: str, *, first_name: str | None = None) -> PupilPass:
        """A new pupil in the class with this code, with a generated nickname.

        Wrong codes count against the server's limit of failed joins per window; past it,
        every join waits for the next window (so codes cannot be guessed by trying).
        """
        code = inputs.normalize_code(code)
        name = None if first_name is None else inputs.clean_first_name(first_name, self.limits)
        key = secrets.token_urlsafe(32)
        with self._write() as tx:
            self._check_join_rate(tx)
            try:
                row = self._claim(tx, code)
            except ClassNotFoundError as error:
                self._count_failed_join(tx)
                refused = error  # raised after the count is committed
            else:
                self._admit(tx, row, name)
                taken = {
                    (p.adjective, p.noun, p.number)
                    for p in tx.conn.execute(
                        select(pupils.c.adjective, pupils.c.noun, pupils.c.number).where(
                            pupils.c.class_id == row.id
                        )
                    )
                }
                nickname = _free_nickname(taken)
                tx.conn.execute(
                    insert(pupils).values(
                        class_id=row.id,
                        key_hash=_digest(key),
                        adjective=nickname[0],
                        noun=nickname[1],
                        number=nickname[2],
                        first_name=name,
                        joined_at=tx.now,
                    )
                )
                return PupilPass(code, key)
        raise refused

    def vote(self, pupil: PupilPass, choice: int) -> None:
        """The pupil's answer in the current round: the index of one of the moment's choices.
        A pupil has one answer a round; voting again replaces it until the vote closes.
        It leaves the version as it is (see the module docstring)."""
        with self._write() as tx:
            row = self._claim(tx, pupil.code, bump=False)
            pupil_id = self._pupil_row(tx.conn, row, pupil).id
            moment = self._current_moment(tx.conn, row)
            if row.paused:
                raise ClassPausedError(f"class {row.code} is paused: answers wait")
            if not moment.open:
                raise VoteClosedError(
                    f"the vote on moment {moment.number} of class {row.code} is closed"
                )
            count = len(moment.description["choices"])
            if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < count:
                raise InvalidAnswerError(
                    f"moment {moment.number} has choices 0 to {count - 1}, not {shown(choice)}"
                )
            statement = _insert(tx.conn, answers).values(
                moment_id=moment.id, round=moment.round, pupil_id=pupil_id, choice=choice
            )
            tx.conn.execute(
                statement.on_conflict_do_update(
                    index_elements=[answers.c.moment_id, answers.c.round, answers.c.pupil_id],
                    set_={"choice": statement.excluded.choice},
                )
            )

    def record_turn(
        self,
        pupil: PupilPass,
        *,
        decisions: int,
        loss: float,
        positions_met: Sequence[tuple[str, bool]] = (),
        finished: bool = False,
        moves: str = "",
    ) -> None:
        """Add one played turn to the pupil's challenge result: its number of decisions and
        their summed loss against the best play, the positions of those decisions with
        whether the pupil missed the best move there, whether the game is now over, and the
        turn's decisions in the game's notation (with the seed, they rebuild the pupil's game
        after a reload; ``Result.moves`` has them all, in order).

        A challenge keeps at most ``Limits.positions`` different positions: past that, only
        the ones it has are counted (the results still are)."""
        decisions, loss = inputs.check_turn(decisions, loss, self.limits)
        met = inputs.check_positions(positions_met, decisions, self.limits)
        moves = inputs.check_moves(moves, self.limits)
        with self._write() as tx:
            row = self._claim(tx, pupil.code)
            pupil_id = self._pupil_row(tx.conn, row, pupil).id
            if not row.challenge_open:
                raise NoChallengeError(f"class {row.code} runs no challenge now")
            before = tx.conn.execute(
                select(results.c.turns, results.c.finished, func.length(results.c.moves)).where(
                    results.c.pupil_id == pupil_id
                )
            ).one_or_none()
            if before is not None and before.finished:
                raise InvalidResultError("this pupil's challenge game is over: no more turns")
            if before is not None and before.turns >= self.limits.turns:
                raise InvalidResultError(
                    f"this pupil already played {before.turns} turns, the most one challenge counts"
                )
            if before is not None and before[2] + len(moves) > self.limits.moves:
                raise InvalidResultError(
                    f"this pupil's decisions fill the {self.limits.moves} characters one "
                    "challenge keeps"
                )
            statement = _insert(tx.conn, results).values(
                pupil_id=pupil_id,
                class_id=row.id,
                turns=1,
                decisions=decisions,
                loss=loss,
                finished=bool(finished),
                moves=moves,
            )
            tx.conn.execute(
                statement.on_conflict_do_update(
                    index_elements=[results.c.pupil_id],
                    set_={
                        "turns": results.c.turns + 1,
                        "decisions": results.c.decisions + statement.excluded.decisions,
                        "loss": results.c.loss + statement.excluded.loss,
                        "finished": statement.excluded.finished,
                        "moves": results.c.moves + statement.excluded.moves,
                    },
                )
            )
            self._count_positions(tx.conn, row.id, met)

    def _count_positions(
        self, conn: Connection, class_id: int, met: list[tuple[str, bool]]
    ) -> None:
        kept = conn.execute(
            select(func.count()).where(positions.c.class_id == class_id)
        ).scalar_one()
        for position, missed in sorted(met):  # in order: two pupils at once cannot deadlock
            if kept < self.limits.positions:
                statement = _insert(conn, positions).values(
                    class_id=class_id, position=position, met=1, missed=int(missed)
                )
                conn.execute(
                    statement.on_conflict_do_update(
                        index_elements=[positions.c.class_id, positions.c.position],
                        set_={
                            "met": positions.c.met + 1,
                            "missed": positions.c.missed + statement.excluded.missed,
                        },
                    )
                )
                kept += 1  # at most: an existing position counts once more than it adds
            else:
                conn.execute(
                    update(positions)
                    .where(positions.c.class_id == class_id, positions.c.position == position)
                    .values(met=positions.c.met + 1, missed=positions.c.missed + int(missed))
                )

    def pupil_view(self, pupil: PupilPass) -> PupilView:
        """The pupil's screen. It also serves a pupil who reconnects: the same pass, on any
        replica, gives the same nickname and answers (even in a locked or full class)."""
        with self._read() as (conn, now):
            row = self._class_row(conn, pupil.code, now)
            me = self._pupil_row(conn, row, pupil)
            moment = self._moment_row(conn, row)
            choice = None
            if moment is not None:
                choice = conn.execute(
                    select(answers.c.choice).where(
                        answers.c.moment_id == moment.id,
                        answers.c.round == moment.round,
                        answers.c.pupil_id == me.id,
                    )
                ).scalar()
            return PupilView(
                code=row.code,
                version=row.version,
                me=_pupil(me, choice is not None),
                moment=self._moment(conn, moment),
                choice=choice,
                challenge=self._challenge(conn, row, me.id),
                paused=row.paused,
            )

    def seen(self, pupil: PupilPass) -> None:
        """The pupil's page is open now (a phone that polls says so now and then): the
        teacher's challenge table marks a pupil not seen for a while. No screen changes, so
        the version stays."""
        with self._write() as tx:
            row = self._claim(tx, pupil.code, bump=False)
            pupil_id = self._pupil_row(tx.conn, row, pupil).id
            tx.conn.execute(update(pupils).where(pupils.c.id == pupil_id).values(seen_at=tx.now))

    # -- anyone -----------------------------------------------------------------------

    def version(self, code: str) -> int:
        """The class's change counter: a poll reads a new snapshot only when it has grown.
        Answers do not count: other pupils' answers are not on a pupil's screen."""
        with self._read() as (conn, now):
            return int(self._class_row(conn, code, now).version)

    def dashboard_version(self, code: str) -> tuple[int, int]:
        """The version and the number of answers to the current moment: what changes the
        teacher's dashboard (a changed answer does not, its tally is hidden until the reveal;
        ``ClassView.dashboard_version`` is the same pair)."""
        with self._read() as (conn, now):
            row = self._class_row(conn, code, now)
            answered = 0
            if row.moment_id is not None:
                answered = conn.execute(
                    select(func.count()).where(answers.c.moment_id == row.moment_id)
                ).scalar_one()
            return int(row.version), int(answered)

    def purge_expired(self) -> int:
        """Delete the classes past their time limit now (every write does it too); how many."""
        with self._write() as tx:
            return tx.purged

    # -- transactions -----------------------------------------------------------------

    @contextmanager
    def _available(self) -> Iterator[None]:
        """Turn a database that is down or locked into StoreUnavailableError (the
        transaction is rolled back: nothing is lost, the call can be tried again)."""
        try:
            if not self._schema_ready:
                with self.engine.begin() as conn:
                    ensure_schema(conn)
                self._schema_ready = True
            yield
        except _UNAVAILABLE as error:
            reason = str(getattr(error, "orig", None) or error).strip().splitlines()[0]
            raise StoreUnavailableError(
                f"the class database is unavailable, try again in a moment ({shorten(reason)})"
            ) from error

    @contextmanager
    def _write(self) -> Iterator[_Tx]:
        """A write transaction, which first deletes every class past its time limit."""
        with self._available(), self.engine.begin() as conn:
            now = self._clock()
            yield _Tx(conn, now, self._purge(conn, now))

    @contextmanager
    def _read(self) -> Iterator[tuple[Connection, float]]:
        with self._available(), self.engine.connect() as conn:
            conn.execution_options(**self._read_options)
            with conn.begin():
                yield conn, self._clock()

    def _purge(self, conn: Connection, now: float) -> int:
        expired = list(
            conn.execute(  # in order, so that two replicas purging at once cannot deadlock
                select(classes.c.code)
                .where(classes.c.expires_at <= now)
                .order_by(classes.c.code)
                .with_for_update()
            ).scalars()
        )
        if expired:
            self._forget(conn, now, expired)
            conn.execute(delete(classes).where(classes.c.expires_at <= now))
        conn.execute(delete(ended).where(ended.c.forget_at <= now))
        conn.execute(delete(join_failures).where(join_failures.c.window < self._window(now)))
        return len(expired)

    def _forget(self, conn: Connection, now: float, codes: list[str]) -> None:
        """Remember the codes as ended (for a lifetime, so they are not handed out again)."""
        forget_at = now + self.limits.lifetime
        conn.execute(
            _insert(conn, ended)
            .values([{"code": code, "forget_at": forget_at} for code in codes])
            .on_conflict_do_nothing()
        )

    # -- checks -----------------------------------------------------------------------

    def _claim(self, tx: _Tx, code: str, *, bump: bool = True) -> Row[Any]:
        """The live class with this code, its row locked and its version bumped; unless not
        ``bump``: then it is locked shared, and the version stays."""
        code = inputs.normalize_code(code)
        live = (classes.c.code == code, classes.c.expires_at > tx.now)
        if bump:
            claim = update(classes).where(*live).values(version=classes.c.version + 1)
            found = tx.conn.execute(claim.returning(*classes.c))
        else:
            found = tx.conn.execute(select(classes).where(*live).with_for_update(read=True))
        row = found.one_or_none()
        if row is None:
            raise self._gone(tx.conn, code)
        return row

    def _class_row(self, conn: Connection, code: str, now: float) -> Row[Any]:
        code = inputs.normalize_code(code)
        row = conn.execute(select(classes).where(classes.c.code == code)).one_or_none()
        if row is None or row.expires_at <= now:
            raise self._gone(conn, code)
        return row

    def _gone(self, conn: Connection, code: str) -> ClassroomError:
        """Why there is no live class with this code: it ended, or it never was."""
        stale = conn.execute(select(classes.c.id).where(classes.c.code == code)).first()
        if stale is not None or conn.execute(select(ended).where(ended.c.code == code)).first():
            return ClassEndedError(f"class {code} has ended")
        return ClassNotFoundError(f"there is no class with code {code}")

    def _teacher(self, tx: _Tx, teacher: TeacherPass) -> Row[Any]:
        row = self._claim(tx, teacher.code)
        self._check_teacher(row, teacher)
        return row

    @staticmethod
    def _check_teacher(row: Row[Any], teacher: TeacherPass) -> None:
        if not hmac.compare_digest(_digest(teacher.key), row.teacher_hash):
            raise NotTeacherError(f"this is not the teacher's key of class {row.code}")

    @staticmethod
    def _pupil_row(conn: Connection, row: Row[Any], pupil: PupilPass) -> Row[Any]:
        """The pupil of this class whose key the pass holds (so no one answers for another)."""
        found = conn.execute(
            select(pupils).where(
                pupils.c.class_id == row.id, pupils.c.key_hash == _digest(pupil.key)
            )
        ).one_or_none()
        if found is None:
            gone = select(removed).where(
                removed.c.class_id == row.id, removed.c.key_hash == _digest(pupil.key)
            )
            if conn.execute(gone).first() is not None:
                raise PupilRemovedError(f"the teacher took this pupil out of class {row.code}")
            raise PupilNotFoundError(
                f"this is not the key of a pupil in class {row.code}: join again"
            )
        return found

    def _admit(self, tx: _Tx, row: Row[Any], name: str | None) -> None:
        """Refuse a new pupil in a locked or full class, or a name the class does not allow."""
        if row.locked:
            raise ClassLockedError(f"class {row.code} takes no new pupils")
        if name is not None and not row.allow_names:
            raise NamesNotAllowedError(f"class {row.code} uses nicknames, not first names")
        count = tx.conn.execute(
            select(func.count()).where(pupils.c.class_id == row.id)
        ).scalar_one()
        if count >= self.limits.pupils:
            raise ClassFullError(f"class {row.code} already has {count} pupils, the most")

    def _window(self, now: float) -> int:
        return int(now // self.limits.join_window)

    def _check_join_rate(self, tx: _Tx) -> None:
        window = self._window(tx.now)
        failures = tx.conn.execute(
            select(join_failures.c.failures).where(join_failures.c.window == window)
        ).scalar()
        if failures is not None and failures >= self.limits.join_failures:
            raise JoinRateLimitedError(
                f"{failures} wrong class codes were tried on this server just now: "
                "joining waits a moment",
                retry_after=(window + 1) * self.limits.join_window - tx.now,
            )

    def _count_failed_join(self, tx: _Tx) -> None:
        statement = _insert(tx.conn, join_failures).values(window=self._window(tx.now), failures=1)
        tx.conn.execute(
            statement.on_conflict_do_update(
                index_elements=[join_failures.c.window],
                set_={"failures": join_failures.c.failures + 1},
            )
        )

    def _free_code(self, conn: Connection) -> str:
        """A random code that no live class has and no ended class had lately."""
        while True:
            code = inputs.new_code()
            if conn.execute(select(classes.c.id).where(classes.c.code == code)).first():
                continue
            if conn.execute(select(ended.c.code).where(ended.c.code == code)).first():
                continue
            return code

    # -- moments and results ----------------------------------------------------------

    @staticmethod
    def _moment_row(conn: Connection, row: Row[Any]) -> Row[Any] | None:
        if row.moment_id is None:
            return None
        return conn.execute(select(moments).where(moments.c.id == row.moment_id)).one_or_none()

    def _current_moment(self, conn: Connection, row: Row[Any]) -> Row[Any]:
        moment = self._moment_row(conn, row)
        if moment is None:
            raise NoMomentError(f"class {row.code} has no moment yet")
        return moment

    @staticmethod
    def _answered(conn: Connection, moment: Row[Any] | None) -> set[int]:
        """The pupils who answered the current round of the moment."""
        if moment is None:
            return set()
        return set(
            conn.execute(
                select(answers.c.pupil_id).where(
                    answers.c.moment_id == moment.id, answers.c.round == moment.round
                )
            ).scalars()
        )

    @staticmethod
    def _rounds(conn: Connection, moment: Row[Any], *, revealed: int) -> list[Round]:
        """The moment's rounds, with the tallies of rounds up to ``revealed``."""
        counts = {
            (r, c): n
            for r, c, n in conn.execute(
                select(answers.c.round, answers.c.choice, func.count())
                .where(answers.c.moment_id == moment.id)
                .group_by(answers.c.round, answers.c.choice)
            )
        }
        choices = range(len(moment.description["choices"]))
        rounds = []
        for number in range(1, moment.round + 1):
            tally = tuple(int(counts.get((number, c), 0)) for c in choices)
            rounds.append(Round(number, sum(tally), tally if number <= revealed else None))
        return rounds

    def _moment(self, conn: Connection, moment: Row[Any] | None) -> Moment | None:
        if moment is None:
            return None
        rounds = self._rounds(conn, moment, revealed=moment.revealed)
        return Moment(
            moment.number, moment.description, moment.open, tuple(rounds), moment.answer_shown
        )

    def _challenge(self, conn: Connection, row: Row[Any], pupil_id: int | None) -> Challenge | None:
        """The challenge with every pupil's result and the positions most of the class
        missed, or only this pupil's result."""
        if row.challenge is None:
            return None
        query = (
            select(
                pupils,
                results.c.turns,
                results.c.decisions,
                results.c.loss,
                results.c.finished,
                results.c.moves,
            )
            .join(results, results.c.pupil_id == pupils.c.id)
            .where(results.c.class_id == row.id)
            .order_by(pupils.c.id)
        )
        if pupil_id is not None:
            query = query.where(pupils.c.id == pupil_id)
        found = tuple(
            Result(
                _nickname(r),
                r.first_name,
                r.turns,
                r.decisions,
                r.loss,
                r.finished,
                r.moves if pupil_id is not None else "",  # a pupil's own, for the rebuild
            )
            for r in conn.execute(query)
        )
        missed: tuple[Missed, ...] = ()
        if pupil_id is None:
            missed = tuple(
                Missed(p.position, p.met, p.missed)
                for p in conn.execute(
                    select(positions)
                    .where(positions.c.class_id == row.id, positions.c.missed * 2 > len(found))
                    .order_by(
                        positions.c.missed.desc(), positions.c.met.desc(), positions.c.position
                    )
                    .limit(self.limits.missed_shown)
                )
            )
        return Challenge(row.challenge, row.challenge_open, found, missed)


def _insert(conn: Connection, table: Any) -> postgresql.Insert | sqlite.Insert:
    """The dialect's INSERT, which has ON CONFLICT (an upsert) on both databases."""
    return (postgresql.insert if conn.dialect.name == "postgresql" else sqlite.insert)(table)


def _free_nickname(taken: set[tuple[int, int, int]]) -> tuple[int, int, int]:
    """A random nickname no one in the class has (Limits keeps nine in ten free)."""
    while True:
        nickname = (
            secrets.randbelow(inputs.ADJECTIVES),
            secrets.randbelow(inputs.NOUNS),
            1 + secrets.randbelow(inputs.NUMBERS),
        )
        if nickname not in taken:
            return nickname


def _nickname(row: Row[Any]) -> Nickname:
    return Nickname(row.adjective, row.noun, row.number)


def _pupil(row: Row[Any], answered: bool) -> Pupil:
    return Pupil(_nickname(row), row.first_name, answered, row.seen_at)
