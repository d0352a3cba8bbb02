"""The enforcement bureau (MIB): the unpaid debts of a person, which bar them from disposing of their property."""

from datetime import date
from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import BaseModel, TypeAdapter, ValidationError
from sqlmodel import Session, col, select

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import SandboxDebt
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "enforcement_bureau"


class RegistryDebt(BaseModel):
    """An unpaid debt as the bureau answers it (docs/state-systems.md#the-real-clients)."""

    case_number: str
    opened_on: date
    amount: int
    """In tiyin."""


class EnforcementBureau(Protocol):
    def debts_of(self, pin: str) -> list[RegistryDebt]:
        """The person's unpaid debts; [] when none."""
        ...


class SandboxEnforcementBureau:
    def __init__(self, session: Session) -> None:
        self.session = session

    def debts_of(self, pin: str) -> list[RegistryDebt]:
        statement = (
            select(SandboxDebt)
            .where(SandboxDebt.debtor_pin == pin, col(SandboxDebt.paid).is_(False))
            .order_by(col(SandboxDebt.opened_on))
        )
        return [RegistryDebt.model_validate(debt, from_attributes=True) for debt in self.session.exec(statement)]


_DEBT_LIST = TypeAdapter(list[RegistryDebt])


class HttpEnforcementBureau:
    """The real bureau: GET /debts?debtor_pin=<pin> answers a JSON list of unpaid debts in RegistryDebt's shape."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def debts_of(self, pin: str) -> list[RegistryDebt]:
        document = self.client.get_json("/debts", debtor_pin=pin)
        if document is None:
            return []
        try:
            return _DEBT_LIST.validate_python(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_enforcement_bureau(session: SessionDep) -> EnforcementBureau:
    if sandboxed(SYSTEM):
        return SandboxEnforcementBureau(session)
    return HttpEnforcementBureau(StateSystemClient.configured(SYSTEM))


EnforcementBureauDep = Annotated[EnforcementBureau, Depends(get_enforcement_bureau)]
