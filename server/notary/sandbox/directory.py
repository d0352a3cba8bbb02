"""The sandbox notary directory: a generated but realistic directory (Uzbek names, offices in every district near its
centre, licences, states, timetables), the same on every run; Malika Rahimova of
docs/contracts/sandbox.md#demo-people is one of them. Idempotent: offices are matched by district and name, notaries
by pin."""

import random
from datetime import date, timedelta
from pathlib import Path
from typing import Any, TypeVar

import yaml
from sqlmodel import Session, SQLModel, col, select

from notary.kit.search import search_text
from notary.kit.transliteration import latin_to_cyrillic
from notary.models import District, LicenceStatus, Notary, NotaryOffice, NotaryState, Region

CENTRES = Path(__file__).resolve().parent / "data" / "district_centres.yaml"
TASHKENT_CITY = 1726
_Row = TypeVar("_Row", bound=SQLModel)
MALIKA: dict[str, Any] = {
    "pin": "40209790120025",
    "surname": "Rahimova",
    "name": "Malika",
    "patronymic": "Anvarovna",
    "district_id": 1726273,  # Mirobod
    "street": "Amir Temur ko'chasi, 15-uy",
}
NAMES = yaml.safe_load((Path(__file__).resolve().parent / "data" / "names.yaml").read_text(encoding="utf-8"))


def _days(weekdays: range, opens: str, closes: str, lunch: tuple[str, str] | None) -> list[dict]:
    start, end = lunch or (None, None)
    return [{"weekday": d, "opens": opens, "closes": closes, "breakFrom": start, "breakTo": end} for d in weekdays]


# Monday (1) to Friday with a lunch break; some offices also open on Saturday (6) mornings or all Saturday.
WEEK = [
    _days(range(1, 6), "09:00", "18:00", ("13:00", "14:00")),
    _days(range(1, 6), "09:00", "18:00", ("13:00", "14:00")) + _days(range(6, 7), "09:00", "13:00", None),
    _days(range(1, 7), "08:30", "17:30", ("12:30", "13:30")),
]


def _patronymic(father: str, female: bool) -> str:
    stem = father + ("yev" if father[-1] in "aeiou" else "ov")
    return stem + ("na" if female else "ich")


def _person(rng: random.Random) -> dict:
    female = rng.random() < 0.45
    surname = rng.choice(NAMES["surnames"]) + ("a" if female else "")
    name = rng.choice(NAMES["female" if female else "male"])
    return {"surname": surname, "name": name, "patronymic": _patronymic(rng.choice(NAMES["male"]), female)}


def _pin(rng: random.Random, female: bool) -> str:
    # Century-and-sex digit (3 male, 4 female for the 20th century), birth date ddmmyy, then 7 more digits.
    born = date(1960, 1, 1) + timedelta(days=rng.randrange(0, 365 * 35))
    return f"{4 if female else 3}{born:%d%m%y}{rng.randrange(10**7):07d}"


def _office_count(district: District) -> int:
    if district.region_id == TASHKENT_CITY:
        return 3
    return 2 if str(district.id)[4] == "4" else 1  # 17RR4DD: a city of regional subordination


def _office(district: District, region: Region, number: int, centre: list[float], rng: random.Random) -> NotaryOffice:
    street = f"{rng.choice(NAMES['streets'])} ko'chasi, {rng.randint(1, 120)}-uy"
    district_oz = district.name_oz if district.region_id == TASHKENT_CITY else f"{region.name_oz}, {district.name_oz}"
    return NotaryOffice(
        name_oz=f"{district.name_oz} {number}-davlat notarial idorasi",
        name_uz=f"{district.name_uz} {number}-давлат нотариал идораси",
        name_ru=f"Государственная нотариальная контора № {number}, {district.name_ru}",
        region_id=district.region_id,
        district_id=district.id,
        address=f"{district_oz}, {street}",
        latitude=round(centre[0] + rng.uniform(-0.015, 0.015), 6),
        longitude=round(centre[1] + rng.uniform(-0.015, 0.015), 6),
        phone=f"71{rng.randrange(10**7):07d}" if district.region_id == TASHKENT_CITY else f"{rng.randrange(10**9):09d}",
    )


def _notary(person: dict, pin: str, office_id: int, sequence: int, rng: random.Random) -> Notary:
    licence_status = rng.choices(list(LicenceStatus), weights=[90, 6, 4])[0]
    state = rng.choices(list(NotaryState), weights=[85, 10, 5])[0]
    fullname = f"{person['surname']} {person['name']} {person['patronymic']}"
    return Notary(
        pin=pin,
        **person,
        fullname_uz=latin_to_cyrillic(fullname),
        search_key=search_text(fullname, latin_to_cyrillic(fullname)),
        licence_number=f"{sequence:05d}",
        licence_date=date(2000, 1, 1) + timedelta(days=rng.randrange(0, 365 * 24)),
        licence_status=licence_status,
        state=state if licence_status == LicenceStatus.active else NotaryState.working,
        online=rng.random() < 0.6,
        office_id=office_id,
        phone=f"9{rng.randrange(10**8):08d}",
        ministry_rating=round(rng.uniform(3.0, 5.0), 1),
        timetable=rng.choice(WEEK),
    )


def _upsert(session: Session, existing: _Row | None, row: _Row) -> _Row:
    """Set an existing row to the generated values (keeping its id), or add the new one."""
    if existing is None:
        session.add(row)
        return row
    existing.sqlmodel_update(row.model_dump(exclude={"id", "client_rating", "review_count"}))
    session.add(existing)
    return existing


def _people(rng: random.Random, malika_here: bool) -> list[tuple[dict[str, Any], str]]:
    """The notaries of one office, with their pins."""
    people: list[tuple[dict[str, Any], str]] = []
    if malika_here:
        people.append(({key: MALIKA[key] for key in ("surname", "name", "patronymic")}, MALIKA["pin"]))
    for _ in range(rng.choice([1, 1, 2])):
        person = _person(rng)
        people.append((person, _pin(rng, person["surname"].endswith("a"))))
    return people


def seed_directory(session: Session) -> None:
    rng = random.Random(20250601)
    centres = yaml.safe_load(CENTRES.read_text(encoding="utf-8"))
    regions = {region.id: region for region in session.exec(select(Region))}
    offices = {(office.district_id, office.name_oz): office for office in session.exec(select(NotaryOffice))}
    notaries = {notary.pin: notary for notary in session.exec(select(Notary))}
    sequence = 0
    for district in session.exec(select(District).order_by(col(District.region_id), col(District.position))):
        for number in range(1, _office_count(district) + 1):
            generated = _office(district, regions[district.region_id], number, centres[district.id], rng)
            malika_here = district.id == MALIKA["district_id"] and number == 1
            if malika_here:
                generated.address = f"Toshkent sh., {district.name_oz}, {MALIKA['street']}"
            office = _upsert(session, offices.get((district.id, generated.name_oz)), generated)
            session.flush()
            assert office.id is not None, "flushed, so the office has its id"
            for person, pin in _people(rng, malika_here):
                sequence += 1
                notary = _notary(person, pin, office.id, sequence, rng)
                if pin == MALIKA["pin"]:
                    notary.sqlmodel_update(
                        {"licence_status": LicenceStatus.active, "state": NotaryState.working, "online": True}
                    )
                _upsert(session, notaries.get(pin), notary)
    session.flush()
