"""Signing print forms PAdES B-T and validating them: the sandbox's own CA and TSA, and an office's PKCS#12 key."""

import hashlib
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from asn1crypto import keys as asn1_keys
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID
from pyhanko.sign.timestamps.dummy_client import DummyTimeStamper
from pyhanko_certvalidator.registry import SimpleCertificateStore

from notary.core.errors import ExternalSystemError
from notary.core.sections import SigningConfig
from notary.core.settings import get_settings
from notary.printing import keys, service, signing
from tests.printing.forms import sample_form

OFFICE = (7, "Toshkent shahar 1-son davlat notarial idorasi")
HTTP_TIMESTAMPER = signing._http_timestamper  # the real one, before a test replaces it


@pytest.fixture(scope="module")
def unsigned() -> bytes:
    return service.render(sample_form())


@pytest.fixture(scope="module")
def signed(unsigned: bytes) -> bytes:
    return service.sign(unsigned, *OFFICE)


@pytest.fixture
def fresh_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data directory of its own, so the sandbox CA is made anew in it."""
    monkeypatch.setattr(get_settings(), "data_dir", tmp_path)
    return tmp_path


class TestSandbox:
    def test_a_signed_form_validates(self, signed: bytes) -> None:
        result = service.validate(signed)

        assert (result.intact, result.valid, result.timestamped) == (True, True, True)
        assert result.signer == OFFICE[1]

    def test_render_signed_is_render_then_sign(self) -> None:
        assert service.validate(service.render_signed(sample_form("uz"), *OFFICE)).valid

    def test_a_changed_byte_in_the_signed_range_is_caught(self, signed: bytes) -> None:
        contents = signed.rindex(b"/Contents")  # the signature's own bytes lie after it; everything before is signed
        for position in (len(signed) // 3, contents - 10):
            tampered = bytearray(signed)
            tampered[position] ^= 0x01

            result = service.validate(bytes(tampered))

            assert not result.intact and not result.valid

    def test_an_unsigned_or_damaged_file_is_not_signed(self, unsigned: bytes) -> None:
        assert service.validate(unsigned) == signing.NOT_SIGNED
        assert service.validate(b"%PDF-1.7 not really") == signing.NOT_SIGNED

    def test_a_signature_by_another_sandbox_is_not_trusted(self, signed: bytes, fresh_data_dir: Path) -> None:
        result = service.validate(signed)  # validated against the new directory's CA

        assert result.intact and not result.valid and not result.timestamped

    def test_the_sha256_is_of_the_stored_bytes(self, signed: bytes) -> None:
        assert service.sha256(signed) == hashlib.sha256(signed).hexdigest()


class TestSandboxCa:
    def test_two_first_uses_at_once_make_one_ca(self, fresh_data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        made: list[int] = []
        make_root = keys._make_root

        def slow_make_root() -> tuple[x509.Certificate, keys.PrivateKey]:
            made.append(1)
            time.sleep(0.2)  # wide enough a window for the other thread to race in, were there no lock
            return make_root()

        monkeypatch.setattr(keys, "_make_root", slow_make_root)
        start = threading.Barrier(2)
        roots: list[keys.KeyPair] = []

        def first_use() -> None:
            start.wait()
            roots.append(keys.sandbox_root())

        threads = [threading.Thread(target=first_use) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

        assert made == [1]
        assert len(roots) == 2 and roots[0].certificate.dump() == roots[1].certificate.dump()
        files = sorted(path.name for path in (fresh_data_dir / "signing").iterdir())
        assert files == [".lock", "root.crt", "root.key"]  # no temporary file left behind

    def test_each_office_gets_its_own_key_from_the_one_ca(self, fresh_data_dir: Path) -> None:
        seven, eight = keys.sandbox_office(7, "Office seven"), keys.sandbox_office(8, "Office eight")

        assert seven.certificate.dump() != eight.certificate.dump()
        assert seven.certificate.issuer == eight.certificate.issuer == keys.sandbox_root().certificate.subject
        assert keys.sandbox_office(7, "renamed").certificate.dump() == seven.certificate.dump()

    def test_a_long_office_name_is_cut_to_what_a_certificate_holds(self, fresh_data_dir: Path) -> None:
        name = "Qoraqalpog'iston Respublikasi Nukus shahar 2-son davlat notarial idorasi"

        office = keys.sandbox_office(9, name)

        assert office.certificate.subject.native["common_name"] == name[:64]


Key = ec.EllipticCurvePrivateKey | rsa.RSAPrivateKey
_SIGNING_USAGE = x509.KeyUsage(
    digital_signature=True,
    content_commitment=True,
    key_encipherment=False,
    data_encipherment=False,
    key_agreement=False,
    key_cert_sign=False,
    crl_sign=False,
    encipher_only=False,
    decipher_only=False,
)


def _certificate(
    name: str, key: Key, issuer: tuple[x509.Certificate, Key] | None, eku: x509.ObjectIdentifier | None = None
) -> x509.Certificate:
    """A certificate as a CA of the ministry would issue it: a root when there is no issuer."""
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = datetime.now(UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer[0].subject if issuer else subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(days=1))
        .not_valid_after(now + timedelta(days=30))
        .add_extension(x509.BasicConstraints(ca=issuer is None, path_length=None), critical=True)
    )
    if issuer:  # pyHanko's validation asks of a signer's certificate non-repudiation (content commitment)
        builder = builder.add_extension(_SIGNING_USAGE, critical=True)
    if eku:
        builder = builder.add_extension(x509.ExtendedKeyUsage([eku]), critical=True)
    return builder.sign(issuer[1] if issuer else key, hashes.SHA256())


def _asn1_certificate(certificate: x509.Certificate) -> asn1_x509.Certificate:
    return asn1_x509.Certificate.load(certificate.public_bytes(serialization.Encoding.DER))


def _asn1_key(key: Key) -> asn1_keys.PrivateKeyInfo:
    der = key.private_bytes(serialization.Encoding.DER, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    return asn1_keys.PrivateKeyInfo.load(der)


@pytest.fixture
def key_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keys mode as an operator sets it up: office 5's PKCS#12 and the root that issued it; a test TSA in process."""
    root_key = ec.generate_private_key(ec.SECP256R1())
    root = _certificate("Ministry test root", root_key, None)
    office_key = ec.generate_private_key(ec.SECP256R1())
    office = _certificate("Office five", office_key, (root, root_key))
    (tmp_path / "roots").mkdir()
    (tmp_path / "roots" / "ministry.pem").write_bytes(root.public_bytes(serialization.Encoding.PEM))
    encryption = serialization.BestAvailableEncryption(b"s3cret")
    (tmp_path / "5.p12").write_bytes(
        pkcs12.serialize_key_and_certificates(b"office 5", office_key, office, [root], encryption)
    )
    tsa_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    tsa = _certificate("Test TSA", tsa_key, (root, root_key), ExtendedKeyUsageOID.TIME_STAMPING)
    timestamper = DummyTimeStamper(
        tsa_cert=_asn1_certificate(tsa),
        tsa_key=_asn1_key(tsa_key),
        certs_to_embed=SimpleCertificateStore.from_certs([_asn1_certificate(root)]),
    )
    config = SigningConfig(mode="keys", key_dir=tmp_path, key_passphrase="s3cret", tsa_url="http://tsa.invalid/")
    monkeypatch.setattr(get_settings(), "signing", config)
    monkeypatch.setattr(signing, "_http_timestamper", lambda url: timestamper)  # the real one asks a TSA over HTTP
    return tmp_path


class TestKeysMode:
    def test_the_office_pkcs12_signs_and_its_root_validates(self, key_dir: Path, unsigned: bytes) -> None:
        result = service.validate(service.sign(unsigned, 5, "Office five"))

        assert (result.intact, result.valid, result.timestamped) == (True, True, True)
        assert result.signer == "Office five"

    def test_a_missing_key_file_is_refused_clearly(self, key_dir: Path, unsigned: bytes) -> None:
        with pytest.raises(keys.SigningKeyError, match=r"no signing key for office 6: .*6\.p12 is missing"):
            service.sign(unsigned, 6, "Office six")

    def test_a_wrong_passphrase_is_refused_clearly(
        self, key_dir: Path, unsigned: bytes, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(get_settings().signing, "key_passphrase", "wrong")

        with pytest.raises(keys.SigningKeyError, match="signing key of office 5 cannot be read"):
            service.sign(unsigned, 5, "Office five")

    def test_a_timestamping_service_that_does_not_answer_is_an_external_error(
        self, key_dir: Path, unsigned: bytes, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        # The real HTTP client, at a loopback port where nothing listens: refused at once, no network reached.
        monkeypatch.setattr(signing, "_http_timestamper", HTTP_TIMESTAMPER.__wrapped__)
        monkeypatch.setattr(get_settings().signing, "tsa_url", "http://127.0.0.1:9/tsa")

        with pytest.raises(ExternalSystemError):
            service.sign(unsigned, 5, "Office five")

    def test_the_sandbox_ca_is_not_trusted_in_keys_mode(self, key_dir: Path, signed: bytes) -> None:
        assert not service.validate(signed).valid
