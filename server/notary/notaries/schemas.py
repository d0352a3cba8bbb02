from datetime import date, datetime
from enum import StrEnum

from pydantic import BaseModel, Field, ValidationError, ValidatorFunctionWrapHandler, field_validator
from pydantic_core import PydanticCustomError

from notary.kit.bounds import Text


class NotarySort(StrEnum):
    alphabet = "alphabet"
    ministry_rating = "ministry_rating"
    client_rating = "client_rating"


class OfficePlace(BaseModel):
    """An office with what the map needs: the markers and addresses show even without map tiles."""

    id: int
    name: str
    address: str
    phone: str
    latitude: float
    longitude: float
    regionId: int
    region: str
    districtId: int
    district: str


class WorkingDay(BaseModel):
    weekday: int = Field(ge=1, le=7, description="1 Monday ... 7 Sunday")
    opens: str
    closes: str
    breakFrom: str | None
    breakTo: str | None


class NotaryListItem(BaseModel):
    id: int
    fullname: str
    licenceNumber: str
    licenceStatus: str
    state: str
    online: bool
    ministryRating: float
    clientRating: float | None
    reviewCount: int
    office: OfficePlace


class NotaryPage(BaseModel):
    total: int
    page: int
    size: int
    items: list[NotaryListItem]


class ReviewPublic(BaseModel):
    id: int
    author: str = Field(description="the reviewer's initials")
    rating: int
    text: str
    createdAt: datetime
    updatedAt: datetime


class ReviewPage(BaseModel):
    total: int
    items: list[ReviewPublic]


class NotaryDetail(NotaryListItem):
    licenceDate: date
    phone: str
    timetable: list[WorkingDay]
    reviews: ReviewPage


class ReviewIn(BaseModel):
    rating: int | None = Field(None, ge=1, le=5, validate_default=True, description="required: 'give a rating'")
    text: Text = Field("", max_length=2000)

    @field_validator("rating", mode="wrap")
    @classmethod
    def _rating_given(cls, value: object, handler: ValidatorFunctionWrapHandler) -> int:
        """Missing or out of range, the citizen is asked for a rating (one message for both)."""
        try:
            rating = handler(value)
        except ValidationError:
            rating = None
        if rating is None:
            raise PydanticCustomError("error_review_rating_required", "give a rating from 1 to 5")
        return int(rating)


class OfficeListItem(BaseModel):
    id: int
    name: str
    address: str
    regionId: int
    districtId: int
