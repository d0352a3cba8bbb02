"""The service catalogue: every act type with what it is, needs and costs, searchable in the request's language."""

from sqlmodel import Session, col, select

from notary.catalogue.calculator import Calculation, calculate
from notary.catalogue.content import api_texts, texts_of
from notary.catalogue.schemas import CalculationResult, CatalogueDetail, CatalogueItem, CatalogueList, Price, Section
from notary.catalogue.tariffs import Relationship, Tariffs, get_tariffs
from notary.core.errors import NotFound
from notary.kit.language import content_language, localised
from notary.kit.money import Money
from notary.kit.search import search_key
from notary.models import ActType, CatalogueEntry


def _price(tariffs: Tariffs, act_type_id: int) -> Price:
    tariff = tariffs.acts.get(act_type_id)
    if tariff is None:
        raise NotFound("error_catalogue_act_not_found")
    percent = tariff.close_relatives_percent
    return Price(
        stateDuty=None if tariff.state_duty_bhm is None else Money.of(tariffs.bhm_multiple(tariff.state_duty_bhm)),
        stateDutyPercent=None if tariff.state_duty_percent is None else float(tariff.state_duty_percent),
        notaryFee=Money.of(tariffs.bhm_multiple(tariff.notary_fee_bhm)),
        closeRelativesPercent=None if percent is None else float(percent),
        needsValue=tariff.needs_value,
    )


def _item_fields(act_type: ActType, entry: CatalogueEntry, language: str, tariffs: Tariffs) -> dict:
    return dict(
        id=act_type.id,
        name=localised(act_type, "name", language),
        section=localised(act_type, "section", language),
        simplifiedDescription=entry.simplified_description,
        simplified=act_type.simplified,
        kiosk=act_type.kiosk,
        price=_price(tariffs, act_type.id),
    )


def list_catalogue(session: Session, query: str | None) -> CatalogueList:
    language = content_language()
    statement = (
        select(ActType, CatalogueEntry)
        .join(CatalogueEntry, col(CatalogueEntry.act_type_id) == ActType.id)
        .where(CatalogueEntry.language == language)
        .order_by(col(ActType.position))
    )
    for word in search_key(query or "").split():
        statement = statement.where(col(CatalogueEntry.search_text).contains(word, autoescape=True))
    tariffs = get_tariffs()
    items = [CatalogueItem(**_item_fields(act, entry, language, tariffs)) for act, entry in session.exec(statement)]
    counts: dict[str, int] = {}
    for item in items:
        counts[item.section] = counts.get(item.section, 0) + 1
    return CatalogueList(sections=[Section(name=name, count=count) for name, count in counts.items()], items=items)


def _entry(session: Session, act_type_id: int, language: str) -> tuple[ActType, CatalogueEntry]:
    act_type = session.get(ActType, act_type_id)
    entry = session.get(CatalogueEntry, (act_type_id, language))
    if act_type is None or entry is None:
        raise NotFound("error_catalogue_act_not_found")
    return act_type, entry


def catalogue_detail(session: Session, act_type_id: int) -> CatalogueDetail:
    language = content_language()
    act_type, entry = _entry(session, act_type_id, language)
    return CatalogueDetail(**(_item_fields(act_type, entry, language, get_tariffs()) | api_texts(texts_of(entry))))


def calculation(
    session: Session, act_type_id: int, value: int | None, relationship: Relationship | None
) -> CalculationResult:
    language = content_language()
    act_type, _entry_row = _entry(session, act_type_id, language)
    tariffs = get_tariffs()
    tariff = tariffs.acts.get(act_type_id)
    if tariff is None:
        raise NotFound("error_catalogue_act_not_found")
    result = calculate(tariffs, tariff, value, relationship)
    return CalculationResult(
        actTypeId=act_type.id,
        actName=localised(act_type, "name", language),
        baseCalculationValue=Money.of(tariffs.bhm_tiyin),
        value=None if value is None else Money.of(value),
        relationship=relationship,
        reducedToPercent=None if result.reduced_to_percent is None else float(result.reduced_to_percent),
        stateDuty=Money.of(result.state_duty),
        notaryFee=Money.of(result.notary_fee),
        total=Money.of(result.total),
    )


def fees(act_type_id: int, value: int | None, relationship: Relationship | None) -> Calculation:
    """The state duty and notary fee the tariffs set for an act (tiyin): the one code path of the calculator and of
    an act's invoices. `value` counts only for the acts whose duty is a share of it."""
    tariffs = get_tariffs()
    tariff = tariffs.acts.get(act_type_id)
    if tariff is None:
        raise NotFound("error_catalogue_act_not_found")
    return calculate(tariffs, tariff, value if tariff.needs_value else None, relationship)
