"""What a class request can fail with: one place, so that the class list and the exam
administration (trainer.classroom.exam_admin) raise the same errors without importing
each other."""

from __future__ import annotations

from trainer.store import StoreError


class ClassError(StoreError):
    """A class request that cannot be met (unknown class, wrong PIN, not on the list)."""


class WrongPin(ClassError):
    """The instructor's PIN did not match."""


class OwnerOnly(ClassError):
    """Something only the class database's owner login may do (a trainee's login may not)."""
