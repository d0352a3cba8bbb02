"""The ID card on the reader, as the kiosk login needs it: the DG1 summary of the last card read, kept in memory
only until the shell's idle reset (`forget`)."""

import threading
from dataclasses import dataclass
from pathlib import Path

from camera_agent.card import CardData, MrzKey, read_card


@dataclass(frozen=True)
class CardSummary:
    passserial: str | None
    passnum: str | None
    pin: str | None
    surname: str
    givenNames: str
    birthDate: str  # YYMMDD as in the MRZ
    documentNumber: str
    nationality: str
    expiryDate: str
    sex: str

    @classmethod
    def of(cls, card: CardData) -> "CardSummary":
        dg1 = card.dg1
        return cls(
            passserial=card.passserial,
            passnum=card.passnum,
            pin=dg1.pin,
            surname=dg1.surname,
            givenNames=dg1.given_names,
            birthDate=dg1.birth_date,
            documentNumber=dg1.document_number,
            nationality=dg1.nationality,
            expiryDate=dg1.expiry_date,
            sex=dg1.sex,
        )


def card_readers() -> list[str]:
    """The PC/SC readers present; raises ReaderUnavailable when the PC/SC service itself is not there."""
    from smartcard.Exceptions import SmartcardException
    from smartcard.pcsc.PCSCExceptions import BaseSCardException
    from smartcard.System import readers

    try:
        return [str(reader) for reader in readers()]
    except (SmartcardException, BaseSCardException) as error:
        raise ReaderUnavailable(f"PC/SC service unavailable: {error}") from error


class ReaderUnavailable(RuntimeError):
    """pcscd is not running or not reachable."""


class CardStore:
    def __init__(self, csca_dir: Path, reader: str | None):
        self.csca_dir = csca_dir
        self.reader = reader or None
        self._lock = threading.Lock()
        self._last: CardSummary | None = None

    def read(self, key: MrzKey) -> CardSummary:
        """Blocking (APDUs): run in a worker thread. Raises CardError / PassiveAuthError / MrzError."""
        with self._lock:
            self._last = None
            self._last = CardSummary.of(read_card(key, self.reader, csca_dir=self.csca_dir))
            return self._last

    @property
    def last(self) -> CardSummary | None:
        return self._last

    def forget(self) -> None:
        self._last = None
