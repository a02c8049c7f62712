"""The class store: what the sessions of a class share, behind one small interface.

Classes, pupils, moments, answers and challenge results live in a database (SQLite by
default, PostgreSQL for several replicas), never in Python memory: a ``ClassStore`` holds only
its engine (a connection pool, which is not session data), its limits, its clock and, for
``version_every`` seconds, the version numbers it last read, so any number of sessions,
threads and replicas may use stores on one database at once.

Every change but a pupil's answer bumps the class's ``version`` in the same transaction, so
a screen that polls (``st.fragment(run_every=...)``) asks ``version(code)`` in one cheap
query and reads a new snapshot only when it has grown. An answer shows only on the teacher's
dashboard (until the reveal, which bumps the version), so it polls ``dashboard_version``,
which counts the answers too: thirty votes do not make thirty phones read the class thirty
times. There is no query cache (as ``st.connection``'s would be) that could freeze a poll;
only the version may be shared by one server's polls for a moment (``version_every``), and
every write through the store forgets it.

Writes lock the class row first (``UPDATE ... RETURNING``; on SQLite the whole database, by
``BEGIN IMMEDIATE``), so checks such as "is the class full?" cannot race. An answer takes it
shared (``FOR SHARE``): the answers of a class do not wait for each other, a change of the
vote (close, reveal, a new moment) waits for them. A failing call raises a
``ClassroomError`` and changes nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
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
    StoreEmptiedError,
    StoreUnavailableError,
    TooManyClassesError,
    TooManyJoinsError,
    TooManyMomentsError,
    TooManyStartsError,
    VoteClosedError,
    VoteStateError,
)
from app.classroom.inputs import Limits
from app.classroom.schema import (
    answers,
    classes,
    counts,
    ended,
    ensure_schema,
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
    Client,
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
    return hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


#: The most classes whose version one store remembers (a school's classes fit many times).
_VERSIONS_KEPT = 1024
_NOBODY = Client()
_Subjects = tuple[str | None, str | None]  # a client's (session, address) to the limits
_SERVER = "server"  # the subject of the server's own count of wrong codes


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
        version_every: float = 0.0,
    ) -> None:
        self.engine = engine
        self.limits = limits or Limits()
        self._clock = clock
        #: Seconds one read of a class's version serves this server's polls (0: none).
        self.version_every = version_every
        #: code -> (version, expires_at, read at): the last reads, while they serve.
        self._versions: dict[str, tuple[int, float, float]] = {}
        self._writes = 0  # writes through this store so far: a read older than one is stale
        self._schema_ready = False
        self._next_purge = -math.inf  # when a read deletes expired classes next
        self._read_options: dict[str, Any] = {READ_ONLY: True}
        if engine.dialect.name == "postgresql":  # one snapshot for all a view reads
            self._read_options["isolation_level"] = "REPEATABLE READ"

    # -- the teacher ------------------------------------------------------------------

    def create_class(
        self, *, allow_names: bool = False, client: Client = _NOBODY, key: str | None = None
    ) -> TeacherPass:
        """A new class with a fresh code; its key goes to the teacher's session only.

        A ``key`` of the caller's (``inputs.new_key``) makes the start act once: a second
        call with it (a button pressed twice) gets the same class back. Starts count per
        ``client`` (``Limits.starts_per_session``, ``starts_per_address``), and a class no
        pupil joins lives only ``Limits.unjoined``: no one fills the server's places."""
        try:
            return self._create_class(allow_names, client, key)
        except StoreEmptiedError:  # the database was emptied, its tables are new: start anew
            return self._create_class(allow_names, client, key)

    def _create_class(self, allow_names: bool, client: Client, key: str | None) -> TeacherPass:
        if key is None:
            key = inputs.new_key()
        elif not inputs.is_key(key):
            raise NotTeacherError("the key given for a new class is not one of new_key()'s")
        subjects = _subjects(client)
        with self._write() as tx:
            tx.conn.execute(select(schema_info.c.id).with_for_update())  # one creator at a time
            again = tx.conn.execute(
                select(classes.c.code).where(classes.c.teacher_hash == _digest(key))
            ).scalar()
            if again is not None:
                return TeacherPass(again, key)
            most = _most(subjects, self.limits.starts_per_session, self.limits.starts_per_address)
            wait = self._wait(tx, "start", most, self.limits.start_window)
            if wait is not None:
                raise TooManyStartsError(
                    "this browser or address started as many classes as it may lately: "
                    f"wait {wait:.0f} s",
                    retry_after=wait,
                )
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
                    expires_at=tx.now + min(self.limits.unjoined, self.limits.lifetime),
                    version=1,
                    locked=False,
                    allow_names=bool(allow_names),
                    challenge=None,
                    challenge_open=False,
                )
            )
            self._count(tx, "start", _present(subjects), self.limits.start_window)
        return TeacherPass(code, key)

    def end_class(self, teacher: TeacherPass) -> None:
        """Delete the class and everything in it; only its code is remembered, as ended."""
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            self._forget(tx.conn, tx.now, [row.code])
            tx.conn.execute(delete(classes).where(classes.c.id == row.id))
        self._checkpoint()

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

    def join(
        self, code: str, *, first_name: str | None = None, client: Client = _NOBODY
    ) -> PupilPass:
        """A new pupil in the class with this code, with a generated nickname.

        Joins and wrong codes count per ``client`` (its browser session and address, see
        ``Limits``): one past its limit of wrong codes waits even with the right code, so
        codes cannot be guessed by trying; the server's own limit makes wait only those that
        tried a wrong code too (or a caller that names no ``client``), never a pupil who
        typed the right code the first time.
        """
        code = inputs.normalize_code(code)
        name = None if first_name is None else inputs.clean_first_name(first_name, self.limits)
        key = inputs.new_key()
        subjects = _subjects(client)
        window = self.limits.join_window
        with self._write() as tx:
            self._check_failures(tx, subjects)
            try:
                row = self._claim(tx, code, held=False)
            except ClassNotFoundError as error:
                self._count(tx, "failure", [*_present(subjects), _SERVER], window)
                refused = error  # raised after the count is committed
            else:
                most = _most(subjects, self.limits.joins_per_session, self.limits.joins_per_address)
                wait = self._wait(tx, "join", most, window)
                if wait is not None:
                    raise TooManyJoinsError(
                        f"this browser or address joined as many times as it may lately: "
                        f"wait {wait:.0f} s",
                        retry_after=wait,
                    )
                session = subjects[0]
                if name is not None and session is not None and self._was_removed(tx, row, session):
                    raise NamesNotAllowedError(
                        f"a pupil removed from class {row.code} joins again with a nickname only"
                    )
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
                        session_hash=session,
                    )
                )
                tx.conn.execute(  # joined: the class lives its whole lifetime
                    update(classes)
                    .where(classes.c.id == row.id)
                    .values(expires_at=row.created_at + self.limits.lifetime)
                )
                self._count(tx, "join", _present(subjects), window)
                return PupilPass(code, key)
        raise refused

    def remove_pupil(self, teacher: TeacherPass, nickname: Nickname) -> None:
        """Take a pupil out of the class, with their answers and result (an unsuitable first
        name, a fake pupil). Their phone hears so (``PupilRemovedError``); from the same
        browser they may join again, with a nickname only."""
        if not isinstance(nickname, Nickname):
            raise PupilNotFoundError(f"a pupil is named by their Nickname, not {shown(nickname)}")
        with self._write() as tx:
            row = self._teacher(tx, teacher)
            found = tx.conn.execute(
                select(pupils.c.id, pupils.c.key_hash, pupils.c.session_hash).where(
                    pupils.c.class_id == row.id,
                    pupils.c.adjective == nickname.adjective,
                    pupils.c.noun == nickname.noun,
                    pupils.c.number == nickname.number,
                )
            ).one_or_none()
            if found is None:
                raise PupilNotFoundError(f"class {row.code} has no pupil {nickname}")
            tx.conn.execute(
                insert(removed).values(
                    key_hash=found.key_hash, class_id=row.id, session_hash=found.session_hash
                )
            )
            tx.conn.execute(delete(pupils).where(pupils.c.id == found.id))
        self._checkpoint()

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
        Answers do not count: other pupils' answers are not on a pupil's screen.

        It is one indexed query for two numbers, and with ``version_every`` the polls of
        this server share it: thirty phones polling every 2 s ask the database once per
        ``version_every`` seconds instead of fifteen times a second (issue 38). A change
        made through this store is seen at once (a write forgets every read); a change made
        on another server within ``version_every`` seconds."""
        code = inputs.normalize_code(code)
        known = self._versions.get(code)
        if known is not None:
            version, expires_at, read_at = known
            if 0 <= self._clock() - read_at < self.version_every and self._clock() < expires_at:
                return version
        with self._read() as (conn, now):
            writes = self._writes  # after the purge ``_read`` may write first
            row = conn.execute(
                select(classes.c.version, classes.c.expires_at).where(classes.c.code == code)
            ).one_or_none()
            if row is None or row.expires_at <= now:
                raise self._gone(conn, code, now, held=True)
        if self.version_every > 0 and writes == self._writes:  # no write since: still true
            if len(self._versions) >= _VERSIONS_KEPT:
                self._versions.clear()
            self._versions[code] = (int(row.version), float(row.expires_at), now)
        return int(row.version)

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
        """Delete the classes past their time limit now (every write does it too, and a
        read at most every ``Limits.purge_every`` seconds); how many."""
        with self._write() as tx:
            return tx.purged

    # -- transactions -----------------------------------------------------------------

    @contextmanager
    def _available(self) -> Iterator[None]:
        """Turn a database that is down or locked into StoreUnavailableError (the
        transaction is rolled back: nothing is lost, the call can be tried again), and one
        whose tables are gone into StoreEmptiedError, after making them again."""
        try:
            if not self._schema_ready:
                with self.engine.begin() as conn:
                    ensure_schema(conn, self._clock())
                self._schema_ready = True
            yield
        except sa_exc.DBAPIError as error:
            if self._schema_ready and _no_table(error):
                self._schema_ready = False
                with self._available():
                    pass  # the tables again (or StoreUnavailableError)
                raise StoreEmptiedError(
                    "the class database was emptied or replaced: every class in it is gone, "
                    "its tables are made again"
                ) from error
            if not isinstance(error, _UNAVAILABLE):
                raise
            raise _unavailable(error.orig or error) from error
        except _UNAVAILABLE as error:  # raised by SQLAlchemy itself, such as a pool timeout
            raise _unavailable(error) from error

    @contextmanager
    def _write(self) -> Iterator[_Tx]:
        """A write transaction, which first deletes every class past its time limit."""
        with self._available():
            try:
                with self.engine.begin() as conn:
                    now = self._clock()
                    tx = _Tx(conn, now, self._purge(conn, now))
                    yield tx
            finally:  # a version read before may be old now (see ``version``)
                self._writes += 1
                self._versions.clear()
            if tx.purged:
                self._checkpoint()

    @contextmanager
    def _read(self) -> Iterator[tuple[Connection, float]]:
        """A read-only transaction; at most every ``Limits.purge_every`` seconds a write that
        deletes expired classes comes first, so no name outlives its class for long on a
        server where only polls come in."""
        now = self._clock()
        if now >= self._next_purge:
            self._next_purge = now + self.limits.purge_every
            with suppress(StoreUnavailableError):  # the read may still work (a locked file)
                self.purge_expired()
        with self._available(), self.engine.connect() as conn:
            conn.execution_options(**self._read_options)
            with conn.begin():
                yield conn, self._clock()

    def _checkpoint(self) -> None:
        """On SQLite, move the write-ahead log into the file and empty it, so what was just
        deleted (a pupil's name) is not left in the log (``secure_delete`` zeroes it in the
        file). Best effort: a log a reader still needs is emptied by a later checkpoint."""
        if self.engine.dialect.name != "sqlite":
            return
        with suppress(sa_exc.DBAPIError, sqlite3.Error):
            raw = self.engine.raw_connection()
            try:
                raw.cursor().execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
            finally:
                raw.close()

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
        for kinds, window in (
            (("start",), self.limits.start_window),
            (("join", "failure"), self.limits.join_window),
        ):
            conn.execute(
                delete(counts).where(
                    counts.c.kind.in_(kinds), counts.c.window < int(now // window) - 1
                )
            )
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

    def _claim(self, tx: _Tx, code: str, *, bump: bool = True, held: bool = True) -> Row[Any]:
        """The live class with this code, its row locked and its version bumped; unless not
        ``bump``: then it is locked shared, and the version stays. ``held``: the code comes
        from a pass (see ``_gone``), not from a pupil's typing."""
        code = inputs.normalize_code(code)
        live = (classes.c.code == code, classes.c.expires_at > tx.now)
        if bump:
            claim = update(classes).where(*live).values(version=classes.c.version + 1)
            found = tx.conn.execute(claim.returning(*classes.c))
        else:
            found = tx.conn.execute(select(classes).where(*live).with_for_update(read=True))
        row = found.one_or_none()
        if row is None:
            raise self._gone(tx.conn, code, tx.now, held=held)
        return row

    def _class_row(self, conn: Connection, code: str, now: float) -> Row[Any]:
        code = inputs.normalize_code(code)
        row = conn.execute(select(classes).where(classes.c.code == code)).one_or_none()
        if row is None or row.expires_at <= now:
            raise self._gone(conn, code, now, held=True)
        return row

    def _gone(self, conn: Connection, code: str, now: float, *, held: bool) -> ClassroomError:
        """Why there is no live class with this code: it ended, or it never was; or, for a
        code ``held`` in a pass, the database was emptied since (its tables are younger than
        a class's lifetime, and it knows nothing of the code)."""
        stale = conn.execute(select(classes.c.id).where(classes.c.code == code)).first()
        if stale is not None or conn.execute(select(ended).where(ended.c.code == code)).first():
            return ClassEndedError(f"class {code} has ended")
        if held:
            made = conn.execute(select(schema_info.c.created_at)).scalar()
            if made is not None and made > now - self.limits.lifetime:
                return StoreEmptiedError(
                    f"class {code} is gone: the class database was emptied or replaced since"
                )
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
        key_hash = _digest(pupil.key)
        found = conn.execute(
            select(pupils).where(pupils.c.class_id == row.id, pupils.c.key_hash == key_hash)
        ).one_or_none()
        if found is None:
            if conn.execute(
                select(removed.c.key_hash).where(
                    removed.c.class_id == row.id, removed.c.key_hash == key_hash
                )
            ).first():
                raise PupilRemovedError(f"the teacher removed this pupil from class {row.code}")
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

    @staticmethod
    def _was_removed(tx: _Tx, row: Row[Any], session: str) -> bool:
        return (
            tx.conn.execute(
                select(removed.c.key_hash).where(
                    removed.c.class_id == row.id, removed.c.session_hash == session
                )
            ).first()
            is not None
        )

    @staticmethod
    def _wait(tx: _Tx, kind: str, most: Sequence[tuple[str, int]], window: float) -> float | None:
        """Seconds until every subject is below its limit (``most``: (subject, limit) pairs)
        of ``kind`` in this window and the one before; None when all are."""
        number = int(tx.now // window)
        for subject, limit in most:
            found = {
                int(w): int(n)
                for w, n in tx.conn.execute(
                    select(counts.c.window, counts.c.count).where(
                        counts.c.kind == kind,
                        counts.c.subject == subject,
                        counts.c.window >= number - 1,
                    )
                )
            }
            now, before = found.get(number, 0), found.get(number - 1, 0)
            if now + before >= limit:
                return (number + (2 if now >= limit else 1)) * window - tx.now
        return None

    def _count(self, tx: _Tx, kind: str, subjects: Sequence[str], window: float) -> None:
        for subject in sorted(subjects):  # in order: two joins at once cannot deadlock
            statement = _insert(tx.conn, counts).values(
                kind=kind, subject=subject, window=int(tx.now // window), count=1
            )
            tx.conn.execute(
                statement.on_conflict_do_update(
                    index_elements=[counts.c.kind, counts.c.subject, counts.c.window],
                    set_={"count": counts.c.count + 1},
                )
            )

    def _check_failures(self, tx: _Tx, subjects: _Subjects) -> None:
        """Refuse a join from a client past its limit of wrong codes, or, while the server is
        past its own, from one that tried a wrong code lately (see ``join``)."""
        window = self.limits.join_window
        most = _most(subjects, self.limits.failures_per_session, self.limits.failures_per_address)
        wait = self._wait(tx, "failure", most, window)
        who = "this browser or address"
        tried = not most or self._wait(tx, "failure", _most(subjects, 1, 1), window) is not None
        if wait is None and tried:
            wait = self._wait(tx, "failure", [(_SERVER, self.limits.failures)], window)
            who = "this server"
        if wait is not None:
            raise JoinRateLimitedError(
                f"too many wrong class codes were tried from {who} just now: joining waits",
                retry_after=wait,
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


def _unavailable(error: BaseException) -> StoreUnavailableError:
    reason = (str(error).strip().splitlines() or [type(error).__name__])[0]
    return StoreUnavailableError(
        f"the class database is unavailable, try again in a moment ({shorten(reason)})"
    )


def _no_table(error: sa_exc.DBAPIError) -> bool:
    """The error of a table that is not there: PostgreSQL's undefined_table, SQLite's."""
    orig = error.orig
    return getattr(orig, "sqlstate", None) == "42P01" or "no such table" in str(orig)


def _subjects(client: Client) -> _Subjects:
    """Who a client is to the rate limits, (session, address), each None when unknown:
    digests, never the text."""
    session = address = None
    if isinstance(client.session, str) and client.session:
        session = "s:" + _digest(client.session)
    if isinstance(client.address, str) and client.address:
        address = "a:" + _digest(inputs.address_bucket(client.address))
    return session, address


def _present(subjects: _Subjects) -> list[str]:
    return [s for s in subjects if s is not None]


def _most(subjects: _Subjects, per_session: int, per_address: int) -> list[tuple[str, int]]:
    """The (subject, limit) pairs of the client's known subjects."""
    return [(s, n) for s, n in zip(subjects, (per_session, per_address), strict=True) if s]


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
