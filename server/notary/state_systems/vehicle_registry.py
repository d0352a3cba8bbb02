"""The vehicle registry: a vehicle by its state number, with its owners and their shares, bans and unpaid fines."""

from typing import Annotated, Protocol

from fastapi import Depends
from pydantic import BaseModel, ValidationError
from sqlmodel import Session, col, func, select

from notary.core.db import SessionDep
from notary.core.errors import ExternalSystemError
from notary.models import SandboxBan, SandboxVehicle, SandboxVehicleFine, SandboxVehicleOwner
from notary.state_systems.bans_registry import RegistryBan
from notary.state_systems.http import StateSystemClient, sandboxed

SYSTEM = "vehicle_registry"


class VehicleOwner(BaseModel):
    """An owner of a vehicle and their share of it: 1/1 when alone."""

    pin: str
    share_numerator: int
    share_denominator: int


class RegistryVehicle(BaseModel):
    """A vehicle as the registry answers it (docs/state-systems.md#the-real-clients)."""

    state_number: str
    make: str
    model: str
    year: int
    colour: str
    tech_passport_series: str
    tech_passport_number: str
    body_number: str
    engine_number: str
    owners: list[VehicleOwner]
    bans: list[RegistryBan]
    """The active bans on the vehicle."""
    unpaid_fines: int
    """The sum of its unpaid fines, in tiyin."""


class VehicleRegistry(Protocol):
    def vehicle(self, state_number: str) -> RegistryVehicle | None:
        """The vehicle with this state number, or None when the registry knows none."""
        ...

    def vehicles_of(self, pin: str) -> list[RegistryVehicle]:
        """The vehicles the person owns, alone or with others, by state number."""
        ...


class SandboxVehicleRegistry:
    def __init__(self, session: Session) -> None:
        self.session = session

    def vehicle(self, state_number: str) -> RegistryVehicle | None:
        vehicle = self.session.get(SandboxVehicle, state_number)
        if vehicle is None:
            return None
        owners = self.session.exec(
            select(SandboxVehicleOwner)
            .where(SandboxVehicleOwner.state_number == state_number)
            .order_by(col(SandboxVehicleOwner.id))
        )
        bans = self.session.exec(
            select(SandboxBan)
            .where(
                SandboxBan.property_kind == "vehicle",
                SandboxBan.property_ref == state_number,
                SandboxBan.state == "active",
            )
            .order_by(col(SandboxBan.start_date).desc())
        )
        unpaid = self.session.exec(
            select(func.coalesce(func.sum(SandboxVehicleFine.amount), 0)).where(
                SandboxVehicleFine.state_number == state_number, col(SandboxVehicleFine.paid).is_(False)
            )
        ).one()
        return RegistryVehicle(
            **vehicle.model_dump(),
            owners=[
                VehicleOwner(
                    pin=owner.owner_pin,
                    share_numerator=owner.share_numerator,
                    share_denominator=owner.share_denominator,
                )
                for owner in owners
            ],
            bans=[RegistryBan.model_validate(ban, from_attributes=True) for ban in bans],
            unpaid_fines=int(unpaid),
        )

    def vehicles_of(self, pin: str) -> list[RegistryVehicle]:
        numbers = self.session.exec(
            select(SandboxVehicleOwner.state_number)
            .where(SandboxVehicleOwner.owner_pin == pin)
            .order_by(col(SandboxVehicleOwner.state_number))
        )
        return [vehicle for number in numbers if (vehicle := self.vehicle(number)) is not None]


class HttpVehicleRegistry:
    """The real registry: GET /vehicles?state_number=<number> answers one vehicle in RegistryVehicle's shape,
    GET /vehicles?owner_pin=<pin> a list of them."""

    def __init__(self, client: StateSystemClient) -> None:
        self.client = client

    def vehicle(self, state_number: str) -> RegistryVehicle | None:
        document = self.client.get_json("/vehicles", state_number=state_number)
        if document is None:
            return None
        try:
            return RegistryVehicle.model_validate(document)
        except ValidationError as exc:
            raise ExternalSystemError(self.client.system) from exc

    def vehicles_of(self, pin: str) -> list[RegistryVehicle]:
        document = self.client.get_json("/vehicles", owner_pin=pin)
        try:
            return [RegistryVehicle.model_validate(item) for item in document or []]
        except (ValidationError, TypeError) as exc:
            raise ExternalSystemError(self.client.system) from exc


def get_vehicle_registry(session: SessionDep) -> VehicleRegistry:
    if sandboxed(SYSTEM):
        return SandboxVehicleRegistry(session)
    return HttpVehicleRegistry(StateSystemClient.configured(SYSTEM))


VehicleRegistryDep = Annotated[VehicleRegistry, Depends(get_vehicle_registry)]
