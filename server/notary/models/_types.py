"""Column types of our own."""

from enum import StrEnum
from typing import Any

from sqlalchemy import String
from sqlalchemy.types import TypeDecorator


class EnumText(TypeDecorator[StrEnum]):
    """A StrEnum kept as its value in a plain VARCHAR (no database enum type to migrate when a value is added); a
    value outside the enum is refused on write, and a read gives the enum member back."""

    impl = String
    cache_ok = True

    def __init__(self, enum: type[StrEnum], length: int = 16) -> None:
        super().__init__(length)
        self.enum = enum

    def process_bind_param(self, value: Any, dialect: Any) -> str | None:
        return None if value is None else self.enum(value).value

    def process_result_value(self, value: Any, dialect: Any) -> StrEnum | None:
        return None if value is None else self.enum(value)
