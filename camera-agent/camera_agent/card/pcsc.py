"""The PC/SC transport (pyscard over pcscd): find the reader with a card, hold it exclusively to read."""

from collections.abc import Iterator
from contextlib import contextmanager

from smartcard.CardConnection import CardConnection
from smartcard.Exceptions import CardConnectionException, NoCardException, SmartcardException
from smartcard.pcsc.PCSCExceptions import BaseSCardException
from smartcard.scard import SCARD_RESET_CARD, SCARD_SHARE_EXCLUSIVE
from smartcard.System import readers

from camera_agent.card.apdu import Response
from camera_agent.card.errors import CardError


class PcscTransport:
    def __init__(self, connection):
        self._connection = connection

    def transmit(self, apdu: bytes) -> Response:
        try:
            data, sw1, sw2 = self._connection.transmit(list(apdu))
        except CardConnectionException as e:
            raise CardError(f"the card stopped answering (removed from the reader?): {e}") from None
        return Response(bytes(data), (sw1 << 8) | sw2)


@contextmanager
def open_card(reader: str | None = None) -> Iterator[PcscTransport]:
    """The named reader, or else the first reader holding a card. The card is reset when released, so no
    secure messaging session outlives the read."""
    connection = _connect(reader)
    try:
        yield PcscTransport(connection)
    finally:
        try:
            connection.release()
        except SmartcardException:
            pass  # the card was taken out or the service stopped: nothing left to release


def _connect(reader: str | None) -> CardConnection:
    connected = _readers()
    available = [r for r in connected if reader is None or str(r) == reader]
    if not available:
        raise CardError(f"no reader named {reader!r}; readers: {', '.join(map(str, connected))}")
    for candidate in available:
        connection = candidate.createConnection()
        try:
            connection.connect(mode=SCARD_SHARE_EXCLUSIVE, disposition=SCARD_RESET_CARD)
        except NoCardException:
            continue
        except CardConnectionException as e:
            raise CardError(f"cannot use the card in {candidate}: {e}") from None
        return connection
    raise CardError("no card in the reader: place the ID card or passport on the reader")


def _readers():
    try:
        found = readers()
    except (SmartcardException, BaseSCardException) as e:
        raise CardError(f"the smart-card service (pcscd) is not available: {e}") from None
    if not found:
        raise CardError("no smart-card reader is connected")
    return found
