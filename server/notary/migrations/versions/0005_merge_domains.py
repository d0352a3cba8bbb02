"""catalogue, notary directory and act registry

Revision ID: 0005_merge_domains
Revises: 0002_identity, 0003_catalogue_and_registry, 0004_kiosks
Create Date: 2026-11-22 08:10:00

The three were written side by side from the initial schema and touch disjoint tables; one head lets
`notary new-migration` autogenerate again.
"""

from collections.abc import Sequence

revision: str = "0005_merge_domains"
down_revision: tuple[str, ...] = ("0002_identity", "0003_catalogue_and_registry", "0004_kiosks")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
