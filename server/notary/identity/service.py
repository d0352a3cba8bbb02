"""What other domains ask of identity: whether the service may process a citizen's data for something new."""

from notary.core.errors import BadRequest
from notary.models import User


def require_consent(user: User) -> None:
    """A withdrawn consent to personal data processing stops anything new (an act, an answer to an invitation, a
    booking) until it is given again on the profile; what the law keeps is not touched."""
    if not user.personal_data_consent:
        raise BadRequest("error_personal_data_consent_withdrawn")
