import pytest
from sqlmodel import Session, col, select

from notary.acts import scheduled  # noqa: F401  (registers the acts' job handlers, as the app's router does)
from notary.auth import sessions
from notary.core import jobs
from notary.models import SandboxSms, User


@pytest.fixture
def login_as(session: Session):
    """A session token for any user, as a face-check login would give."""

    def _login(user: User) -> str:
        token = sessions.open_session(session, user)
        session.commit()
        return token

    return _login


def run_jobs(session: Session) -> int:
    """The due jobs, as a worker would run them once the test's changes are written."""
    session.flush()
    return jobs.run_due(session.connection())


def outbox(session: Session, phone: str) -> list[str]:
    statement = select(SandboxSms).where(SandboxSms.phone == phone).order_by(col(SandboxSms.id))
    return [sms.text for sms in session.exec(statement)]
