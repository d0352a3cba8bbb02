"""Login (docs/contracts/portal.md#authentication): check-before-auth names a living person in the registry; auth
accepts a face-check result token whose best shot matches that person's registry photo, and opens a session.

Every attempt is audited (who, result, channel, address); failures feed the rate limits (limits.py). A refused check
is raised; its audit record and its counted failure are kept through the rollback (core/db.py `keep_on_rollback`). A
refused login is an answer (a resultCode), not an error, so it commits as it is: with it, when the passport's failed
face matches reach their ceiling, the SMS that tells the owner (at most once per failure window)."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from typing import Any

from sqlmodel import Session, col, select

from notary.audit import service as audit
from notary.auth import sessions
from notary.core.errors import BadRequest
from notary.core.i18n import DEFAULT_LANGUAGE, LANGUAGES, Language, current_language, translate
from notary.core.request_context import current_client
from notary.core.sections import IdentityConfig
from notary.core.settings import get_settings
from notary.facecheck import service as face_check
from notary.facecheck.service import ResultClaims
from notary.identity import face_images, facematch, limits, users
from notary.identity.schemas import AuthRequest, AuthResponse, LoginData, ResultCode
from notary.models import AuditEvent, User
from notary.models._base import utcnow
from notary.state_systems import sms_gateway
from notary.state_systems.civil_registry import CivilRegistry
from notary.state_systems.http import sandboxed
from notary.state_systems.population_registry import PopulationRegistry, RegistryPerson


@dataclass
class Refusal(Exception):
    """An attempt that fails: what the audit log records, what the client is told, and what counts against limits."""

    result: str
    message_key: str
    code: ResultCode
    failure_kind: str | None = None
    details: dict[str, Any] | None = None
    owner: RegistryPerson | None = None  # whose face did not match: told when their passport is under attack


@lru_cache(maxsize=1)
def registry_descriptors() -> facematch.RegistryDescriptors:
    return facematch.RegistryDescriptors(get_settings().identity.registry_photo_cache_size)


def check_before_auth(session: Session, registry: PopulationRegistry, civil: CivilRegistry, login: LoginData) -> None:
    """Raises BadRequest (the text to show) or TooManyAttempts."""
    config = get_settings().identity
    _within_limits(session, "check_before_auth", login, config)
    try:
        person = _living_person(registry, civil, login)
    except Refusal as refusal:
        _record_refusal(session, "check_before_auth", login, refusal, config)
        raise BadRequest(refusal.message_key) from None
    audit.record(session, "check_before_auth", target=person.pin)


def auth(
    session: Session,
    registry: PopulationRegistry,
    civil: CivilRegistry,
    request: AuthRequest,
) -> AuthResponse:
    config = get_settings().identity
    if config.technical_work:
        audit.record(session, "auth", "technical_work", target=request.pin)
        return AuthResponse(resultCode=ResultCode.TECHNICAL_WORK, message=translate("error_technical_work"))
    _within_limits(session, "auth", request, config)
    try:
        person = _living_person(registry, civil, request)
        claims = _accepted_token(session, request.jwt)
        distance = _matched_face(session, registry, person, claims, config)
        user = users.sync_from_registry(session, person)
        if user.deleted_at is not None:
            raise Refusal("user_deleted", "error_user_deleted", ResultCode.USER_BLOCKED)
        if not user.valid:
            raise Refusal("user_blocked", "error_user_blocked", ResultCode.USER_BLOCKED)
    except Refusal as refusal:
        _record_refusal(session, "auth", request, refusal, config)
        return AuthResponse(resultCode=refusal.code, message=translate(refusal.message_key))
    return _logged_in(session, user, request, claims, distance, config)


def _attempt(login: LoginData) -> limits.Attempt:
    return limits.Attempt(login.passport, login.pin, current_client.get().address)


def _within_limits(session: Session, action: str, login: LoginData, config: IdentityConfig) -> None:
    try:
        limits.check(session, _attempt(login), config)
    except limits.Limited as limited:
        details = {"passport": login.passport, "limit": limited.limit, "wait": limited.retry_after}
        audit.refusal(session, action, "rate_limited", target=login.pin, details=details)
        raise


def _living_person(registry: PopulationRegistry, civil: CivilRegistry, login: LoginData) -> RegistryPerson:
    """The person the three numbers name together; which of them was wrong is never told."""
    person = registry.find_by_passport(login.passserial, login.passnum)
    if person is None or person.pin != login.pin:
        raise Refusal("not_found", "error_person_not_found", ResultCode.PERSON_NOT_FOUND, "not_found")
    if civil.death_of(person.pin) is not None:
        raise Refusal("deceased", "error_person_deceased", ResultCode.PERSON_DECEASED, "deceased")
    return person


def _accepted_token(session: Session, token: str) -> ResultClaims:
    try:
        return face_check.accept_result_token(session, token)
    except face_check.TokenRejected as rejected:
        details: dict[str, Any] = {"reason": rejected.reason}
        result = "token_refused"
        if rejected.claims is not None:  # a genuine token presented again
            details |= {"issuer": rejected.claims.issuer, "sid": rejected.claims.sid}
            result = "token_replayed"
        raise Refusal(result, "error_face_check_refused", ResultCode.FACE_CHECK_REFUSED, "token", details) from None


def _matched_face(
    session: Session,
    registry: PopulationRegistry,
    person: RegistryPerson,
    claims: ResultClaims,
    config: IdentityConfig,
) -> float:
    """The descriptor distance of best shot and registry photo, when it is small enough to be the same person."""
    token_facts = {"issuer": claims.issuer, "sid": claims.sid}
    try:
        probe = facematch.descriptor(claims.bestshot)
    except facematch.NoFace:
        raise Refusal("no_face", "error_face_not_found", ResultCode.NO_FACE, "no_face", token_facts) from None
    photo = registry.photo(person.pin)
    if photo is None:
        return _adopted_photo(session, registry, person, claims)
    try:
        reference = registry_descriptors().of(person.pin, photo)
    except facematch.NoFace:
        raise Refusal("registry_photo_unusable", "error_no_registry_photo", ResultCode.NO_REGISTRY_PHOTO) from None
    distance = facematch.distance(probe, reference)
    if distance > config.match_threshold:
        details = {**token_facts, "distance": round(distance, 4), "threshold": config.match_threshold}
        _record_compared(session, "face_mismatch", person.pin, claims.bestshot, details, config)
        kind = limits.FACE_MISMATCH
        raise Refusal("face_mismatch", "error_face_mismatch", ResultCode.FACE_MISMATCH, kind, details, person)
    return distance


def _adopted_photo(
    session: Session, registry: PopulationRegistry, person: RegistryPerson, claims: ResultClaims
) -> float:
    """Sandbox only: a person without a photo takes the best shot of their first successful face check."""
    if not sandboxed("population_registry"):
        raise Refusal("no_registry_photo", "error_no_registry_photo", ResultCode.NO_REGISTRY_PHOTO)
    registry.adopt_photo(person.pin, claims.bestshot)
    audit.record(session, "registry_photo_adopted", target=person.pin, details={"sid": claims.sid})
    return 0.0


def _logged_in(
    session: Session,
    user: User,
    request: AuthRequest,
    claims: ResultClaims,
    distance: float,
    config: IdentityConfig,
) -> AuthResponse:
    channel = sessions.KIOSK if claims.from_kiosk else sessions.BROWSER
    token = sessions.open_session(session, user, channel=channel)
    limits.forget_owner(session, _attempt(request), config)
    # The language is kept so that an alert about this passport reaches its owner in it.
    details = {"issuer": claims.issuer, "sid": claims.sid, "distance": round(distance, 4)}
    details["language"] = current_language.get()
    _record_compared(session, "ok", user.pin, claims.bestshot, details, config, user.id)
    return AuthResponse(
        resultCode=ResultCode.OK,
        message=translate("message_auth_ok"),
        token=token,
        user=users.to_public(session, user),
    )


def _record_compared(
    session: Session,
    result: str,
    pin: str,
    jpeg: bytes,
    details: dict[str, Any],
    config: IdentityConfig,
    user_id: int | None = None,
) -> None:
    """The audit event of an attempt whose face was compared, with its image when the policy keeps images."""
    event = audit.record(session, "auth", result, actor_user_id=user_id, target=pin, details=details)
    face_images.keep(session, event, jpeg, config.keep_best_shot_days)


def _record_refusal(session: Session, action: str, login: LoginData, refusal: Refusal, config: IdentityConfig) -> None:
    if refusal.failure_kind:
        limits.record_failure(session, refusal.failure_kind, _attempt(login))
    if refusal.result != "face_mismatch":  # a mismatch was recorded with its image already
        audit.refusal(session, action, refusal.result, target=login.pin, details=refusal.details or {})
    if refusal.owner is not None and (since := limits.ceiling_reached(session, login.passport, config)):
        _alert_owner(session, refusal.owner, since, config)


def _alert_owner(session: Session, owner: RegistryPerson, since: datetime, config: IdentityConfig) -> None:
    """Tell the owner by SMS that their passport is under attack (failures `since` reached the ceiling), at most once
    per failure window."""
    window = config.failure_window_seconds
    alerted = select(AuditEvent.id).where(
        AuditEvent.action == "login_alert",
        AuditEvent.target == owner.pin,
        col(AuditEvent.at) >= utcnow() - timedelta(seconds=window),
    )
    if session.exec(alerted).first() is not None:
        return
    details: dict[str, Any] = {"ceiling": config.passport_ceiling_failures, "window": window}
    phone = _owner_phone(session, owner)
    if not sms_gateway.LOCAL_PHONE.fullmatch(phone):
        audit.record(session, "login_alert", "no_phone", target=owner.pin, details=details)
        return
    language = _known_language(session, owner.pin)
    # Keyed by the first failure counted, so that instances seeing the ceiling at once send one SMS.
    key = f"login_alert:{owner.pin}:{since:%Y%m%d%H%M%S%f}"
    sms_gateway.send_later(session, phone, translate("sms_login_under_attack", language), key)
    audit.record(session, "login_alert", target=owner.pin, details=details | {"language": language})


def _owner_phone(session: Session, owner: RegistryPerson) -> str:
    """The phone the owner gave the service (their profile), else the registry's."""
    stored = session.exec(select(User.phone).where(User.pin == owner.pin)).first()
    return stored or owner.phone


def _known_language(session: Session, pin: str) -> Language:
    """The language of the owner's last successful login; oz when none is known."""
    last_login = (
        select(AuditEvent.details)
        .where(AuditEvent.action == "auth", AuditEvent.result == "ok", AuditEvent.target == pin)
        .order_by(col(AuditEvent.id).desc())
        .limit(1)
    )
    known = (session.exec(last_login).first() or {}).get("language")
    return next((language for language in LANGUAGES if language == known), DEFAULT_LANGUAGE)
