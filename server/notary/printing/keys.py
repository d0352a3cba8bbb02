"""The key material that signs print forms. Keys mode: each office's PKCS#12 file `<key_dir>/<office id>.p12`, made by
the ministry's CA, and the roots that validate them in `<key_dir>/roots/*.pem`. Sandbox mode: a local test CA, a
timestamping (TSA) certificate and one signing key per office, made under `<data_dir>/signing/` on first use."""

import fcntl
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from pathlib import Path

from asn1crypto import keys as asn1_keys
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID
from pyhanko.keys import load_cert_from_pemder, load_private_key_from_pemder

from notary.core.settings import get_settings

VALIDITY = timedelta(days=10 * 365)
SANDBOX_COUNTRY = "UZ"
COMMON_NAME_MAX = 64  # RFC 5280's upper bound, in UTF-8 bytes: a longer office name is cut
PrivateKey = ec.EllipticCurvePrivateKey


class SigningKeyError(RuntimeError):
    """An office's signing key cannot be used: a configuration fault the operator must fix, never the citizen's."""


@dataclass(frozen=True)
class KeyPair:
    """A certificate and its private key, in the asn1crypto types pyHanko signs with."""

    certificate: asn1_x509.Certificate
    key: asn1_keys.PrivateKeyInfo


def sandbox_dir() -> Path:
    return get_settings().data_dir / "signing"


@contextmanager
def _locked(directory: Path) -> Iterator[None]:
    """Serialises the making of sandbox keys between threads and processes: flock on a lock file, taken per open."""
    directory.mkdir(parents=True, exist_ok=True)
    with open(directory / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _write_atomically(path: Path, data: bytes) -> None:
    """A reader sees the whole file or none: written to a temporary file beside it, then renamed over."""
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
    os.replace(temporary, path)


def _cut(text: str) -> str:
    """At most COMMON_NAME_MAX bytes of UTF-8, never half a letter (a Cyrillic letter is two bytes)."""
    return text.encode()[:COMMON_NAME_MAX].decode(errors="ignore")


def _name(common_name: str) -> x509.Name:
    """A sandbox subject; the organisation says "sandbox" to anyone who reads the certificate."""
    return x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, SANDBOX_COUNTRY),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Notary sandbox"),
            x509.NameAttribute(NameOID.COMMON_NAME, _cut(common_name)),
        ]
    )


def _issue(
    subject: x509.Name,
    key: PrivateKey,
    issuer: tuple[x509.Certificate, PrivateKey] | None,
    extensions: list[tuple[x509.ExtensionType, bool]],
) -> x509.Certificate:
    """A certificate for `key`, signed by `issuer` (or by itself when there is none: the root)."""
    issuer_certificate, issuer_key = issuer if issuer else (None, key)
    now = datetime.now(UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer_certificate.subject if issuer_certificate else subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(hours=1))
        .not_valid_after(now + VALIDITY)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key()), critical=False)
    )
    for extension, critical in extensions:
        builder = builder.add_extension(extension, critical=critical)
    return builder.sign(issuer_key, hashes.SHA256())


def _usage(*, signing: bool, ca: bool = False) -> x509.KeyUsage:
    return x509.KeyUsage(
        digital_signature=signing,
        content_commitment=signing and not ca,
        key_encipherment=False,
        data_encipherment=False,
        key_agreement=False,
        key_cert_sign=ca,
        crl_sign=ca,
        encipher_only=False,
        decipher_only=False,
    )


def _new_key() -> PrivateKey:
    """P-256: pyHanko parses a signing key again for every signature, and an RSA key takes ~60 ms to parse."""
    return ec.generate_private_key(ec.SECP256R1())


def _make_root() -> tuple[x509.Certificate, PrivateKey]:
    key = _new_key()
    certificate = _issue(
        _name("Notary sandbox root CA"),
        key,
        None,
        [(x509.BasicConstraints(ca=True, path_length=0), True), (_usage(signing=False, ca=True), True)],
    )
    return certificate, key


def _make_leaf(
    common_name: str, root: tuple[x509.Certificate, PrivateKey], purpose: list[x509.ObjectIdentifier]
) -> tuple[x509.Certificate, PrivateKey]:
    key = _new_key()
    extensions: list[tuple[x509.ExtensionType, bool]] = [
        (x509.BasicConstraints(ca=False, path_length=None), True),
        (_usage(signing=True), True),
    ]
    if purpose:
        extensions.append((x509.ExtendedKeyUsage(purpose), True))
    return _issue(_name(common_name), key, root, extensions), key


def _pem(certificate: x509.Certificate, key: PrivateKey) -> tuple[bytes, bytes]:
    return certificate.public_bytes(serialization.Encoding.PEM), key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def _load_cryptography(stem: Path) -> tuple[x509.Certificate, PrivateKey]:
    certificate = x509.load_pem_x509_certificate(stem.with_suffix(".crt").read_bytes())
    key = serialization.load_pem_private_key(stem.with_suffix(".key").read_bytes(), password=None)
    assert isinstance(key, PrivateKey)
    return certificate, key


def _ensure(stem: Path, make: Callable[[], tuple[x509.Certificate, PrivateKey]]) -> KeyPair:
    """The key pair stored at `stem` (.crt and .key), made under the lock when it is missing. The key is written
    before the certificate and the certificate marks the pair complete, so a reader never sees half a pair."""
    certificate_file = stem.with_suffix(".crt")
    if not certificate_file.exists():
        with _locked(sandbox_dir()):
            if not certificate_file.exists():
                certificate_pem, key_pem = _pem(*make())
                _write_atomically(stem.with_suffix(".key"), key_pem)
                _write_atomically(certificate_file, certificate_pem)
    return _read(stem)


@lru_cache(maxsize=4096)
def _read(stem: Path) -> KeyPair:
    """A stored pair, parsed once per process: the files are never rewritten once made."""
    return KeyPair(
        load_cert_from_pemder(str(stem.with_suffix(".crt"))),
        load_private_key_from_pemder(str(stem.with_suffix(".key")), None),
    )


def sandbox_root() -> KeyPair:
    """The sandbox's test root CA: every sandbox signing and timestamping certificate chains to it."""
    return _ensure(sandbox_dir() / "root", _make_root)


def sandbox_tsa() -> KeyPair:
    """The sandbox timestamping certificate (extended key usage timeStamping, as RFC 3161 demands)."""
    sandbox_root()
    return _ensure(sandbox_dir() / "tsa", _make_tsa)


def _make_tsa() -> tuple[x509.Certificate, PrivateKey]:
    root = _load_cryptography(sandbox_dir() / "root")
    return _make_leaf("Notary sandbox timestamping", root, [ExtendedKeyUsageOID.TIME_STAMPING])


def sandbox_office(office_id: int, office_name: str) -> KeyPair:
    """An office's sandbox signing key, made the first time the office signs; its name is the one of that day."""
    sandbox_root()
    (sandbox_dir() / "offices").mkdir(parents=True, exist_ok=True)
    return _ensure(
        sandbox_dir() / "offices" / str(office_id),
        lambda: _make_leaf(office_name, _load_cryptography(sandbox_dir() / "root"), []),
    )


def office_pkcs12(office_id: int) -> tuple[bytes, bytes]:
    """Keys mode: the office's PKCS#12 file and its passphrase; a missing file is the operator's to fix."""
    signing = get_settings().signing
    path = signing.key_dir / f"{office_id}.p12"
    if not path.is_file():
        raise SigningKeyError(f"no signing key for office {office_id}: {path} is missing ([signing] key_dir)")
    return path.read_bytes(), signing.key_passphrase.encode("utf-8")


def trust_roots() -> list[asn1_x509.Certificate]:
    """The roots a signature must chain to: the sandbox CA, or in keys mode every `<key_dir>/roots/*.pem`."""
    signing = get_settings().signing
    if signing.mode == "sandbox":
        return [sandbox_root().certificate]
    return [load_cert_from_pemder(str(path)) for path in sorted((signing.key_dir / "roots").glob("*.pem"))]
