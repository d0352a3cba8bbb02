"""Errors of the ID-card reader; every message is meant to be shown to the citizen or the technician as is."""


class CardError(Exception):
    """The chip could not be read: no reader or card, wrong access key, broken or unexpected card answer."""


class PassiveAuthError(CardError):
    """The chip was read but its data are not proven genuine, so the card is refused."""


class MrzError(ValueError):
    """A machine readable zone or access key that is not well formed."""
