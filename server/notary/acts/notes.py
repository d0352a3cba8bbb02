"""Notes and remarks on an act: never edited, so their rows in order are the history (who wrote what, when)."""

from sqlmodel import Session, col, select

from notary.acts.schemas import NotePublic
from notary.core import clock
from notary.models import NotarialAct, NotarialActNote, NoteKind, User


def write(session: Session, act: NotarialAct, author: User, kind: NoteKind, text: str) -> NotarialActNote:
    assert act.id is not None and author.id is not None
    name = " ".join(part for part in (author.surname, author.name, author.patronymic) if part)
    note = NotarialActNote(
        act_id=act.id, kind=kind, author_user_id=author.id, author=name, text=text, created_at=clock.now()
    )
    session.add(note)
    session.flush()
    return note


def of_act(session: Session, act_id: int) -> list[NotePublic]:
    statement = select(NotarialActNote).where(NotarialActNote.act_id == act_id).order_by(col(NotarialActNote.id))
    return [to_public(note) for note in session.exec(statement)]


def to_public(note: NotarialActNote) -> NotePublic:
    assert note.id is not None
    return NotePublic(id=note.id, kind=note.kind, author=note.author, text=note.text, created_at=note.created_at)
