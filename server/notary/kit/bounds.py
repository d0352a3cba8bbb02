"""What a request may carry, shared by every domain's schemas and parameters: integers within the type of the column
they are compared with, text without control characters."""

import re
from typing import Annotated

from annotated_types import Interval
from pydantic import AfterValidator
from pydantic_core import PydanticCustomError

from notary.core.edge import has_control

# The largest value of an INTEGER column (PostgreSQL's is 32 bits; a larger value fails in the database, not here).
MAX_INT = 2**31 - 1
# The largest value of a BIGINT column.
MAX_BIGINT = 2**63 - 1
# The deepest page a listing is paged to.
MAX_PAGE = 10_000

# A row id of an INTEGER primary key.
Id = Annotated[int, Interval(ge=1, le=MAX_INT)]
# Any other number kept in an INTEGER column; a field narrows it further with its own Field(ge=, le=).
Int32 = Annotated[int, Interval(ge=-MAX_INT - 1, le=MAX_INT)]
# A number kept in (or compared with) a BIGINT column: a sum in tiyin, a time in milliseconds.
Int64 = Annotated[int, Interval(ge=-MAX_BIGINT - 1, le=MAX_BIGINT)]
# A listing's page number, from 1.
Page = Annotated[int, Interval(ge=1, le=MAX_PAGE)]

# Control characters and lone surrogates (core.edge.CONTROL) but tab and line breaks, which a multi-line text (a note,
# a review, a legal description) carries.
_CONTROL_IN_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def _line(value: str) -> str:
    if has_control(value):
        raise PydanticCustomError("error_control_character", "control characters are not allowed")
    return value


def _text(value: str) -> str:
    if _CONTROL_IN_TEXT.search(value):
        raise PydanticCustomError("error_control_character", "control characters are not allowed")
    return value


# The checks themselves, for a type with constraints of its own: Annotated[str, StringConstraints(...), one_line] keeps
# the constraints in the schema of the answers too.
one_line = AfterValidator(_line)
multi_line = AfterValidator(_text)
# A one-line string (a name, a number, an address, a reason).
Line = Annotated[str, one_line]
# A multi-line string (a note, a review, a description): tab and line breaks allowed.
Text = Annotated[str, multi_line]
