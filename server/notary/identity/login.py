"""Login (docs/contracts/portal.md#authentication): check-before-auth names a living person in the registry; auth
accepts a face-check result token whose best shot matches that person's registry photo, and opens a session.

Every attempt is audited (who, result, channel, address); failures feed the rate limits. A refused check is raised;
its audit record and its counted failure are kept through the rollback (core/db.py `keep_on_rollback`). A refused
login is an answer (a resultCode), not an error, so it commits as it is."""

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from sqlmodel import Session

from notary.audit import service as audit
from notary.auth import sessions
from notary.core.errors import BadRequest, TooManyAttempts
from notary.core.i18n import translate
from notary.core.request_context import current_client
from notary.core.sections import IdentityConfig
from notary.core.settings import get_settings
from notary.facecheck import service as face_check
from notary.facecheck.service import ResultClaims
from notary.identity import face_images, facematch, limits, users
from notary.identity.schemas import AuthRequest, AuthResponse, LoginData, ResultCode
from notary.models import User
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
        _record_refusal(session, "check_before_auth", login, refusal)
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
        _record_refusal(session, "auth", request, refusal)
        return AuthResponse(resultCode=refusal.code, message=translate(refusal.message_key))
    return _logged_in(session, user, request, claims, distance, config)


def _within_limits(session: Session, action: str, login: LoginData, config: IdentityConfig) -> None:
    try:
        limits.check(session, login.passport, current_client.get().address, config)
    except TooManyAttempts:
        audit.refusal(session, action, "rate_limited", target=login.pin, details={"passport": login.passport})
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
        raise Refusal("face_mismatch", "error_face_mismatch", ResultCode.FACE_MISMATCH, limits.FACE_MISMATCH, details)
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
    token = sessions.open_session(session, user)
    limits.forget_passport(session, request.passport, config)
    details = {"issuer": claims.issuer, "sid": claims.sid, "distance": round(distance, 4)}
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


def _record_refusal(session: Session, action: str, login: LoginData, refusal: Refusal) -> None:
    address = current_client.get().address
    if refusal.failure_kind:
        limits.record_failure(session, refusal.failure_kind, login.passport, address)
    if refusal.result != "face_mismatch":  # a mismatch was recorded with its image already
        audit.refusal(session, action, refusal.result, target=login.pin, details=refusal.details or {})
