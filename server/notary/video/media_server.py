"""The media server's configuration, written from the templates in config/janus/ with the [video] settings, and the
Janus that `notary serve` starts beside itself on the embedded default (production runs it as the installer's
service with the same templates)."""

import ctypes
import resource
import shutil
import signal
import subprocess
from pathlib import Path
from string import Template

from notary.core.settings import ROOT, Settings

TEMPLATES = ROOT / "config" / "janus"


def write_config(settings: Settings, folder: Path, port: int) -> Path:
    """Every template filled in; the folder holds secrets, so only its owner reads it."""
    video = settings.video
    folder.mkdir(parents=True, exist_ok=True)
    folder.chmod(0o700)
    values = {
        "configs_folder": str(folder),
        "token_secret": video.token_secret,
        "admin_secret": video.admin_key,
        "admin_key": video.admin_key,
        "rtp_ports": video.rtp_ports,
        "nat_lines": f'\tnat_1_1_mapping = "{video.public_ip}"' if video.public_ip else "",
        "http_port": video.http_port,
        "admin_port": video.admin_port,
        "ws_port": video.ws_port,
        "events_url": video.events_url or f"http://127.0.0.1:{port}/api/video/janus-events",
        "events_secret": video.events_secret,
    }
    for template in TEMPLATES.glob("*.jcfg"):
        (folder / template.name).write_text(Template(template.read_text()).substitute(values))
    return folder / "janus.jcfg"


def start(settings: Settings, port: int) -> subprocess.Popen[bytes] | None:
    """Janus on loopback with our configuration, telling the server on `port` its events, its log beside it; None
    where Janus is not installed."""
    binary = shutil.which("janus")
    if binary is None:
        return None
    folder = settings.data_dir / "janus"
    config = write_config(settings, folder, port)
    log = (folder / "janus.log").open("ab")
    command = [binary, "-C", str(config), "-F", str(folder), "-o"]
    return subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, cwd=folder, preexec_fn=_beside_the_server)


PR_SET_PDEATHSIG = 1


def _beside_the_server() -> None:
    """Linux: Janus ends when the server does, however it ends (a killed test server leaves no Janus on its ports);
    a crash of it on the way out leaves no core file."""
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
