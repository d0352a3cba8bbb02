"""The document an applicant attaches to an act whose type certifies a paper (the original of a translation, a paper
whose signature is certified): a PDF, PNG or JPEG, size-limited, its type read from its bytes and checked to open.
One per act: a new one replaces the old, and, like any change at step 1, asks the other parties again."""

import io

from PIL import Image, UnidentifiedImageError
from pyhanko.pdf_utils.misc import PdfReadError
from pyhanko.pdf_utils.reader import PdfFileReader
from sqlmodel import Session

from notary.acts import act_types, lifecycle, registration
from notary.acts.schemas import ActPublic
from notary.audit import service as audit
from notary.core.errors import BadRequest
from notary.core.settings import get_settings
from notary.models import DocumentKind, User

# What each accepted type's bytes begin with.
MAGIC = {"application/pdf": b"%PDF-", "image/png": b"\x89PNG\r\n\x1a\n", "image/jpeg": b"\xff\xd8\xff"}


def media_type(content: bytes) -> str | None:
    return next((media for media, magic in MAGIC.items() if content.startswith(magic)), None)


def _opens(content: bytes, media: str) -> bool:
    try:
        if media == "application/pdf":
            return PdfFileReader(io.BytesIO(content), strict=False).root is not None
        with Image.open(io.BytesIO(content)) as image:
            image.verify()
        return True
    except (PdfReadError, UnidentifiedImageError, OSError, ValueError, SyntaxError):
        return False


def _refusal(act_type: int, content: bytes, declared: str) -> tuple[str, dict[str, object]] | None:
    limit = get_settings().acts.attachment_max_mb
    detected = media_type(content)
    if not act_types.NEEDS.get(act_type, act_types.Needs()).attachment:
        return "error_attachment_not_in_act", {}
    if len(content) > limit * 1024 * 1024:
        return "error_attachment_too_large", {"mb": limit}
    if detected is None or detected != declared.split(";")[0].strip().lower():
        return "error_attachment_type", {}
    return None if _opens(content, detected) else ("error_attachment_damaged", {})


def attach(session: Session, uuid: str, user: User, content: bytes, declared: str) -> ActPublic:
    seen = lifecycle.editable(session, uuid, user)
    refused = _refusal(seen.act.act_type_id, content, declared)
    if refused is not None:
        key, values = refused
        audit.refusal(session, "act_attachment_set", actor_user_id=user.id, target=uuid, details={"why": key})
        raise BadRequest(key, **values)
    old = registration.document(session, seen.act, DocumentKind.attachment)
    if old is not None:
        session.delete(old)
        session.flush()
    registration.keep(session, seen.act, DocumentKind.attachment, "", content)
    kept = registration.document(session, seen.act, DocumentKind.attachment)
    assert kept is not None
    details: dict[str, object] = {"sha256": kept.sha256, "size": len(content), "media_type": media_type(content)}
    lifecycle.changed(session, seen, user, "act_attachment_set", details)
    return lifecycle.to_public(session, lifecycle.seen_by(session, uuid, user))
