"""Credentials for the media server and the TURN server, signed here and checked there without a call between them:
Janus's signed tokens (`token_auth_secret`: expiry, realm, plugins, HMAC-SHA1) and coturn's time-limited credentials
(its REST API scheme, `static-auth-secret`)."""

import base64
import hashlib
import hmac
import secrets
import time

VIDEOROOM = "janus.plugin.videoroom"
ECHOTEST = "janus.plugin.echotest"


def janus_token(secret: str, plugins: tuple[str, ...], lifetime_seconds: int) -> str:
    """A token Janus accepts until it expires, for these plugins only."""
    data = ",".join((str(int(time.time()) + lifetime_seconds), "janus", *plugins))
    return f"{data}:{_sign(secret, data)}"


def turn_credentials(secret: str, user: str, lifetime_seconds: int) -> tuple[str, str]:
    """The user name and password coturn accepts until the name's expiry."""
    username = f"{int(time.time()) + lifetime_seconds}:{user}"
    return username, _sign(secret, username)


def _sign(secret: str, data: str) -> str:
    return base64.b64encode(hmac.new(secret.encode(), data.encode(), hashlib.sha1).digest()).decode()


def access_token() -> tuple[str, str]:
    """A room access token for one participant and its SHA-256, which the server keeps (the token is sent once)."""
    token = secrets.token_urlsafe(24)
    return token, digest(token)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
