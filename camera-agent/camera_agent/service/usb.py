"""Find a V4L2 camera by its USB vendor:product id, so the kiosk keeps the same camera whatever /dev/videoN it gets
after being unplugged and plugged back."""

from pathlib import Path


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="ascii").strip().lower()
    except OSError:
        return ""


def _usb_device_dir(video_node: Path) -> Path | None:
    """The USB device directory above a video4linux node: `device` points at the USB interface, whose parent holds
    idVendor and idProduct."""
    device = (video_node / "device").resolve()
    for candidate in (device, *device.parents):
        if (candidate / "idVendor").is_file():
            return candidate
        if candidate == candidate.parent:
            break
    return None


def find_video_index(usb_id: str, sysfs_root: Path = Path("/sys")) -> int | None:
    """The N of /dev/videoN of the capture node of the camera with this `vendor:product`, or None when absent.

    A UVC camera registers several nodes (capture and metadata); the capture node is the one whose `index` is 0."""
    vendor, _, product = usb_id.lower().partition(":")
    found: list[int] = []
    for node in (sysfs_root / "class" / "video4linux").glob("video*"):
        usb = _usb_device_dir(node)
        if usb is None or _read(usb / "idVendor") != vendor or _read(usb / "idProduct") != product:
            continue
        if _read(node / "index") in ("", "0") and node.name[5:].isdigit():
            found.append(int(node.name[5:]))
    return min(found) if found else None
