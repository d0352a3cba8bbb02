"""The act's other PDFs (docs/contracts/portal.md#act-details, the result tab): the resolution of a refusal, signed
by the notary's office and kept with the act, and the act's audit log for its parties, made when asked for."""

from sqlmodel import Session, col, select

from notary.acts.registration import keep
from notary.audit import service as audit
from notary.core.clock import TASHKENT
from notary.core.i18n import translate
from notary.kit.language import ContentLanguage, content_language, localised
from notary.models import ActType, AuditEvent, DocumentKind, NotarialAct, Notary, User
from notary.notaries import service as notaries
from notary.printing import service as printing


def keep_resolution(session: Session, act: NotarialAct, reason: str) -> None:
    """The notary's refusal as a document the parties can hold: what, when, by whom, why."""
    language = content_language()
    notary = session.get(Notary, act.notary_id)
    assert notary is not None
    office = notaries.office_of(session, notary)
    paragraphs = [
        translate("resolution_act", language, rid=act.id, type=_type_name(session, act, language)),
        translate("resolution_notary", language, notary=notaries.notary_fullname(notary)),
        translate("resolution_reason", language, reason=reason),
    ]
    pdf = printing.render_document(language, translate("resolution_title", language), paragraphs=paragraphs)
    keep(session, act, DocumentKind.resolution, language, printing.sign(pdf, office.id or 0, office.name_ru))


def audit_log(session: Session, act: NotarialAct) -> bytes:
    """Who did what when, from which channel: the act's audit records as one table."""
    language = content_language()
    events = audit.events_of(session, act.uuid)
    names = _names(session, [event.actor_user_id for event in events if event.actor_user_id is not None])
    rows = [
        [
            event.at.astimezone(TASHKENT).strftime("%d.%m.%Y %H:%M:%S"),
            names.get(event.actor_user_id or 0, translate("audit_system", language)),
            _what(event, language),
            translate(f"audit_result_{event.result}", language),
            translate(f"audit_channel_{event.channel}", language) if event.channel else "–",
        ]
        for event in events
    ]
    columns = [translate(f"audit_column_{name}", language) for name in ("at", "who", "what", "result", "channel")]
    title = translate("audit_title", language, rid=act.id, type=_type_name(session, act, language))
    return printing.render_document(language, title, tables=[printing.PrintTable("", columns, rows)])


def _what(event: AuditEvent, language: ContentLanguage) -> str:
    action = event.details.get("action")
    if event.action == "act_action" and action:
        return translate(f"action_{action}", language)
    return translate(f"audit_{event.action}", language)


def _names(session: Session, user_ids: list[int]) -> dict[int, str]:
    users = session.exec(select(User).where(col(User.id).in_(set(user_ids))))
    return {user.id or 0: " ".join(p for p in (user.surname, user.name, user.patronymic) if p) for user in users}


def _type_name(session: Session, act: NotarialAct, language: ContentLanguage) -> str:
    return localised(session.get(ActType, act.act_type_id), "name", language)
