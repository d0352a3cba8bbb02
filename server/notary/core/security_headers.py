"""The security headers every answer carries, portal file or API answer (docs/security.md#headers)."""

import re
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from notary.core.settings import Settings

# Two years, as the nginx site sends it.
HSTS = "max-age=63072000"
REFERRER_POLICY = "strict-origin-when-cross-origin"
# The portal's own origin may use the camera and microphone (the face check, video conferences), play and enlarge
# the help video, keep the screen awake during a call; every other powerful feature is off, for the portal and for
# anything framed in it.
_OURS = ("camera", "microphone", "autoplay", "fullscreen", "screen-wake-lock")
_OFF = (
    "accelerometer",
    "display-capture",
    "encrypted-media",
    "geolocation",
    "gyroscope",
    "hid",
    "idle-detection",
    "magnetometer",
    "midi",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "serial",
    "usb",
    "xr-spatial-tracking",
)
PERMISSIONS_POLICY = ", ".join([f"{feature}=(self)" for feature in _OURS] + [f"{feature}=()" for feature in _OFF])
# A Host header worth naming in the policy: a name or address and a port, nothing that could end a directive.
_HOST = re.compile(r"^[A-Za-z0-9.\-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$")
_TEMPLATE = re.compile(r"\{[^}]*\}")
# A kiosk's camera agent (docs/kiosk.md): its API, socket and preview on the kiosk's own loopback, at the port the
# kiosk configures. A browser at home has nothing listening there.
CAMERA_AGENT = "http://127.0.0.1:* ws://127.0.0.1:* http://localhost:* ws://localhost:*"


def source_of(url: str) -> str | None:
    """The CSP source naming the origin of a configured URL; None for a same-origin path or nothing configured.
    A templated tile host (`{s}.tile.example.org`) becomes a wildcard of its leftmost label."""
    parts = urlsplit(url)
    if not (parts.scheme and parts.netloc):
        return None
    host = _TEMPLATE.sub("*", parts.netloc)
    if "*" in host and not (host.startswith("*.") and "*" not in host[2:]):
        return f"{parts.scheme}:"
    return f"{parts.scheme}://{host}"


def _sources(*sources: str | None) -> str:
    return " ".join(source for source in sources if source)


def content_security_policy(settings: Settings, socket_origin: str | None) -> str:
    """No inline or evaluated script, nothing framing the portal, no plugins; each other origin named for the one
    thing the portal fetches from it (map tiles, the help video, the media server)."""
    tiles = source_of(settings.map_tile_url)
    video = source_of(settings.help_video_url)
    media_server = source_of(settings.video.browser_url)
    directives = {
        "default-src": "'self'",
        "script-src": "'self'",
        # Mantine writes its theme variables and responsive style props into <style> elements at run time; a style
        # cannot run script, so inline styles are allowed while inline script is not.
        "style-src": "'self' 'unsafe-inline'",
        # data: the face check's best shot; blob: print-form pages rendered in the browser.
        "img-src": _sources("'self'", "data:", "blob:", tiles, CAMERA_AGENT),
        "media-src": _sources("'self'", "blob:", video, media_server, CAMERA_AGENT),
        "connect-src": _sources("'self'", socket_origin, media_server, CAMERA_AGENT),
        "font-src": "'self'",
        # The PDF renderer's worker is one of the portal's own files.
        "worker-src": "'self' blob:",
        "frame-src": _sources("'self'", "blob:", video),
        "object-src": "'none'",
        "base-uri": "'self'",
        "form-action": "'self'",
        "frame-ancestors": "'none'",
    }
    return "; ".join(f"{name} {value}" for name, value in directives.items())


def _socket_origin(scope: Scope, host: str) -> str | None:
    """The face-check socket's origin (this host, ws or wss as the page's scheme): named explicitly, as older
    browsers do not let 'self' cover ws:/wss:."""
    if not _HOST.match(host):
        return None
    secure = scope.get("scheme") in ("https", "wss")
    return f"{'wss' if secure else 'ws'}://{host}"


class SecurityHeadersMiddleware:
    """Outermost, so that the built portal's files get the headers as well as the API's answers."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings
        fixed = [
            ("referrer-policy", REFERRER_POLICY),
            ("permissions-policy", PERMISSIONS_POLICY),
            ("x-content-type-options", "nosniff"),
            ("x-frame-options", "DENY"),
        ]
        if settings.profile == "production":
            fixed.append(("strict-transport-security", HSTS))
        self.fixed = [(name.encode(), value.encode()) for name, value in fixed]
        # A header some inner layer already set is replaced, never sent twice.
        self.names = {name for name, _ in self.fixed} | {b"content-security-policy"}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = next((value.decode("latin-1") for key, value in scope["headers"] if key == b"host"), "")
        policy = content_security_policy(self.settings, _socket_origin(scope, host)).encode()

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(key, value) for key, value in message.get("headers", []) if key.lower() not in self.names]
                message["headers"] = [*headers, *self.fixed, (b"content-security-policy", policy)]
            await send(message)

        await self.app(scope, receive, send_with_headers)
