"""Sandbox seed of the public services: the notary directory, then the demo registry records that name its notaries."""

from sqlmodel import Session

from notary.acts.demo import seed_demo_records
from notary.notaries.directory import seed_directory


def seed_public_services(session: Session) -> None:
    seed_directory(session)
    seed_demo_records(session)
