"""A notary's plan of a day: the slot starts their weekly timetable offers, less the break, the public holidays and
their absences. Pure: the caller reads the notary, the absences and the places taken."""

from collections.abc import Iterable
from datetime import date, datetime, time, timedelta
from typing import Any

from notary.core.clock import TASHKENT
from notary.models import NotaryAbsence


def slot_starts(timetable: list[dict[str, Any]], day: date, grid: timedelta, slots: int) -> list[datetime]:
    """The starts (Tashkent) from which `slots` whole slots of `grid` fit inside one of the day's working periods."""
    starts: list[datetime] = []
    for period in _periods(timetable, day):
        begins, ends = (datetime.combine(day, time.fromisoformat(edge), TASHKENT) for edge in period)
        start = _on_grid(begins, grid)
        while start + grid * slots <= ends:
            starts.append(start)
            start += grid
    return starts


def _periods(timetable: list[dict[str, Any]], day: date) -> list[tuple[str, str]]:
    """The day's working hours as one or two periods, around the break."""
    periods: list[tuple[str, str]] = []
    for entry in timetable:
        if entry["weekday"] != day.isoweekday():
            continue
        if entry.get("breakFrom") and entry.get("breakTo"):
            periods += [(entry["opens"], entry["breakFrom"]), (entry["breakTo"], entry["closes"])]
        else:
            periods.append((entry["opens"], entry["closes"]))
    return periods


def _on_grid(moment: datetime, grid: timedelta) -> datetime:
    midnight = moment.replace(hour=0, minute=0)
    steps = -(-(moment - midnight) // grid)  # rounded up: a period opening at 09:10 offers 09:30 first
    return midnight + grid * steps


def closed(day: date, holidays: Iterable[date], absences: Iterable[NotaryAbsence]) -> bool:
    """A public holiday, or a day of one of the notary's absences."""
    return day in holidays or any(absence.date_from <= day <= absence.date_to for absence in absences)
