"""A recorded APDU exchange played back as the card: each command must be exactly the one recorded."""

from dataclasses import dataclass, field

from camera_agent.card.apdu import Response


@dataclass
class Transcript:
    exchanges: list[tuple[str, str]]  # (command, response with its status word), in hex
    played: int = field(default=0)

    def transmit(self, apdu: bytes) -> Response:
        command, response = self.exchanges[self.played]
        assert apdu.hex().upper() == command, f"exchange {self.played}: sent {apdu.hex().upper()}"
        self.played += 1
        answer = bytes.fromhex(response)
        return Response(answer[:-2], int.from_bytes(answer[-2:], "big"))
