"""The population registry: a person's identity document, address and photo, by pin and passport."""

from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import ValidationError
from sqlmodel import Session, select

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import PersonBase, SandboxPerson
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "population_registry"


class RegistryPerson(PersonBase):
    """A person as the population registry answers."""


class PopulationRegistry(Protocol):
    def find_by_passport(self, passserial: str, passnum: str) -> RegistryPerson | None: ...

    def photo(self, pin: str) -> bytes | None: ...

    def adopt_photo(self, pin: str, photo: bytes) -> None:
        """Sandbox only: a person without a photo gets the best shot of their first successful face check."""


class SandboxPopulationRegistry:
    def __init__(self, session: Session) -> None:
        self.session = session

    def find_by_passport(self, passserial: str, passnum: str) -> RegistryPerson | None:
        query = select(SandboxPerson).where(SandboxPerson.passserial == passserial, SandboxPerson.passnum == passnum)
        person = self.session.exec(query).first()
        return RegistryPerson.model_validate(person, from_attributes=True) if person else None

    def photo(self, pin: str) -> bytes | None:
        person = self.session.get(SandboxPerson, pin)
        return person.photo if person else None

    def adopt_photo(self, pin: str, photo: bytes) -> None:
        person = self.session.get(SandboxPerson, pin)
        if person and person.photo is None:
            person.photo = photo
            self.session.add(person)
            self.session.flush()


class HttpPopulationRegistry:
    """The real registry. Its wire format is ours to agree with the registry operator: docs/state-systems.md."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def find_by_passport(self, passserial: str, passnum: str) -> RegistryPerson | None:
        document = self.client.get_json("/persons", passserial=passserial, passnum=passnum)
        if document is None:
            return None
        try:
            return RegistryPerson.model_validate(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc

    def photo(self, pin: str) -> bytes | None:
        return self.client.get_bytes(f"/persons/{pin}/photo")

    def adopt_photo(self, pin: str, photo: bytes) -> None:
        return None


def get_population_registry(session: SessionDep) -> PopulationRegistry:
    if sandboxed(SYSTEM):
        return SandboxPopulationRegistry(session)
    return HttpPopulationRegistry(StateSystemClient.configured(SYSTEM))


PopulationRegistryDep = Annotated[PopulationRegistry, Depends(get_population_registry)]
