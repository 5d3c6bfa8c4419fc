"""What the store needs of a database connection: ``execute(sql, params)`` and the
cursor it returns, as sqlite3 gives them and as :class:`~trainer.store.postgres.PgConnection`
imitates them on the class server. The store is written against these two shapes only."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Protocol

#: one row of a result: its columns in the SELECT's order, as the driver hands them out.
Row = tuple[Any, ...]


class Cursor(Protocol):
    @property
    def rowcount(self) -> int: ...

    @property
    def lastrowid(self) -> int | None: ...

    def fetchone(self) -> Row | None: ...

    def fetchall(self) -> list[Row]: ...

    def __iter__(self) -> Iterator[Row]: ...


class Connection(Protocol):
    def execute(self, sql: str, params: Sequence[Any] = (), /) -> Cursor: ...

    def close(self) -> None: ...


def one_row(row: Row | None) -> Row:
    """The row a query always answers (an aggregate's, a PRAGMA's, a server function's)."""
    if row is None:
        raise LookupError("the query answered no row")
    return row


def single(cursor: Cursor) -> Any:
    """The one value of a query that always answers one row."""
    return one_row(cursor.fetchone())[0]


def inserted_id(cursor: Cursor) -> int:
    """The id an INSERT gave its row (the server's: its ``RETURNING id``)."""
    if cursor.lastrowid is None:
        raise LookupError("the statement inserted no row")
    return cursor.lastrowid
