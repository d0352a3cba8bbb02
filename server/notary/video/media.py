"""What a browser needs to reach the media server: its address, a signed token, the TURN servers."""

from notary.core.settings import get_settings
from notary.video import tokens
from notary.video.schemas import EchoTicket, IceServer

ECHO_MINUTES = 10


def ice_servers(user: str) -> list[IceServer]:
    config = get_settings().video
    if not config.turn_urls:
        return []
    lifetime = config.call_max_minutes * 60
    username, credential = tokens.turn_credentials(config.turn_secret, user, lifetime)
    return [IceServer(urls=config.turn_urls, username=username, credential=credential)]


def participant_token(plugin: str, minutes: int) -> str:
    return tokens.janus_token(get_settings().video.token_secret, (plugin,), minutes * 60)


def echo_ticket(user: str) -> EchoTicket:
    return EchoTicket(
        server=get_settings().video.browser_url,
        token=participant_token(tokens.ECHOTEST, ECHO_MINUTES),
        ice_servers=ice_servers(user),
        ice_transport_policy=get_settings().video.ice_transport_policy,
    )
