"""Kiosk camera agent: capture, liveness, device diagnostics, ID-card reader, technician tool."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("notary-camera-agent")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
