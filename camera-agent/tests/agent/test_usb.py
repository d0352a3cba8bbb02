from pathlib import Path

from camera_agent.service.usb import find_video_index


def _camera(sysfs: Path, bus_path: str, vendor: str, product: str, nodes: dict[str, str]) -> None:
    """A UVC camera as sysfs shows it: the USB device with its ids, its interface, the video nodes pointing there."""
    device = sysfs / "devices" / "pci0000:00" / bus_path
    interface = device / f"{bus_path}:1.0"
    interface.mkdir(parents=True)
    (device / "idVendor").write_text(vendor + "\n")
    (device / "idProduct").write_text(product + "\n")
    for name, index in nodes.items():
        node = sysfs / "class" / "video4linux" / name
        node.mkdir(parents=True)
        (node / "index").write_text(index + "\n")
        (node / "device").symlink_to(interface)


class TestFindVideoIndex:
    def test_finds_the_capture_node_of_the_pinned_camera(self, tmp_path):
        _camera(tmp_path, "1-1", "0c45", "6366", {"video0": "0", "video1": "1"})
        _camera(tmp_path, "1-2", "046d", "0825", {"video2": "0", "video3": "1"})
        assert find_video_index("046d:0825", tmp_path) == 2
        assert find_video_index("0C45:6366", tmp_path) == 0

    def test_after_replugging_it_is_found_at_its_new_node(self, tmp_path):
        _camera(tmp_path, "3-4", "046d", "0825", {"video6": "0", "video7": "1"})
        assert find_video_index("046d:0825", tmp_path) == 6

    def test_an_absent_camera_is_none(self, tmp_path):
        _camera(tmp_path, "1-1", "0c45", "6366", {"video0": "0"})
        assert find_video_index("046d:0825", tmp_path) is None
        assert find_video_index("046d:0825", tmp_path / "nothing") is None
