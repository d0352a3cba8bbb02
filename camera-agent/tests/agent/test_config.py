import pytest
from pydantic import ValidationError

from camera_agent.config import AgentConfig


class TestAgentConfig:
    @pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
    def test_loopback_addresses_are_accepted(self, host):
        assert AgentConfig(host=host).host == host

    @pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "::", "kiosk.example"])
    def test_any_other_address_is_refused(self, host):
        with pytest.raises(ValidationError, match="loopback"):
            AgentConfig(host=host)

    def test_the_server_origin_is_the_default_allowed_origin(self):
        assert AgentConfig(server_url="https://notary.example.uz/").allowed_origins == ["https://notary.example.uz"]

    def test_environment_overrides_nested_keys(self, monkeypatch):
        monkeypatch.setenv("CAMERA_AGENT_CAMERA__USB_ID", "046d:0825")
        monkeypatch.setenv("CAMERA_AGENT_PORT", "9000")
        config = AgentConfig()
        assert (config.camera.usb_id, config.port) == ("046d:0825", 9000)

    def test_out_of_bounds_values_say_which_field(self):
        with pytest.raises(ValidationError, match="frame_interval_ms"):
            AgentConfig(face_check={"frame_interval_ms": 5})

    def test_a_usb_id_must_be_vendor_colon_product(self):
        with pytest.raises(ValidationError, match="usb_id"):
            AgentConfig(camera={"usb_id": "logitech"})
