"""A test country's PKI for passive authentication: a CSCA, document signers it issues, and signed EF.SODs.

Built with cryptography and asn1crypto independently of the reader's own parsing, so the tests check the reader
against documents made the way an issuer makes them."""

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from asn1crypto import algos, cms, core
from asn1crypto import x509 as asn1_x509
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.x509.oid import NameOID

from .demo_passport import tlv

LDS_SECURITY_OBJECT = "2.23.136.1.1.1"
NOW = datetime.now(UTC)


class _DataGroupHash(core.Sequence):
    _fields = [("number", core.Integer), ("hash", core.OctetString)]


class _LdsSecurityObject(core.Sequence):
    _fields = [
        ("version", core.Integer),
        ("hash_algorithm", algos.DigestAlgorithm),
        ("hashes", core.SequenceOf, {"spec": _DataGroupHash}),
    ]


@dataclass(frozen=True)
class Signer:
    key: object
    certificate: x509.Certificate


def name(country: str, common_name: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, country),
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        ]
    )


def country_signer(country: str = "UZ", key=None) -> Signer:
    key = key or ec.generate_private_key(ec.SECP256R1())
    subject = name(country, f"CSCA {country}")
    certificate = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW - timedelta(days=1))
        .not_valid_after(NOW + timedelta(days=3650))
        .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
        .sign(key, hashes.SHA256())
    )
    return Signer(key, certificate)


def document_signer(issuer: Signer, key=None, valid_days: tuple[int, int] = (-1, 3650)) -> Signer:
    key = key or ec.generate_private_key(ec.SECP256R1())
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name("UZ", "Document Signer 1"))
        .issuer_name(issuer.certificate.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(NOW + timedelta(days=valid_days[0]))
        .not_valid_after(NOW + timedelta(days=valid_days[1]))
        .sign(issuer.key, hashes.SHA256())
    )
    return Signer(key, certificate)


def security_object(data_groups: dict[int, bytes], digest: str = "sha256") -> bytes:
    hashes_ = [{"number": n, "hash": hashlib.new(digest, content).digest()} for n, content in data_groups.items()]
    return _LdsSecurityObject({"version": 0, "hash_algorithm": {"algorithm": digest}, "hashes": hashes_}).dump()


def sign_sod(signer: Signer, content: bytes, signature_scheme: str = "default", digest: str = "sha256") -> bytes:
    """EF.SOD: tag 77 around a CMS SignedData of the LDS security object, signed over its signed attributes."""
    attributes = cms.CMSAttributes(
        [
            cms.CMSAttribute({"type": "content_type", "values": [LDS_SECURITY_OBJECT]}),
            cms.CMSAttribute({"type": "message_digest", "values": [hashlib.new(digest, content).digest()]}),
        ]
    )
    algorithm, signature = _sign(signer.key, attributes.dump(), signature_scheme, digest)
    certificate = asn1_x509.Certificate.load(signer.certificate.public_bytes(serialization.Encoding.DER))
    signer_info = cms.SignerInfo(
        {
            "version": "v1",
            "sid": cms.SignerIdentifier(
                {
                    "issuer_and_serial_number": {
                        "issuer": certificate.issuer,
                        "serial_number": certificate.serial_number,
                    }
                }
            ),
            "digest_algorithm": {"algorithm": digest},
            "signed_attrs": attributes,
            "signature_algorithm": algorithm,
            "signature": signature,
        }
    )
    signed_data = cms.SignedData(
        {
            "version": "v3",
            "digest_algorithms": [{"algorithm": digest}],
            "encap_content_info": {"content_type": LDS_SECURITY_OBJECT, "content": content},
            "certificates": [certificate],
            "signer_infos": [signer_info],
        }
    )
    content_info = cms.ContentInfo({"content_type": "signed_data", "content": signed_data}).dump()
    return tlv(0x77, content_info)


def _sign(key, data: bytes, scheme: str, digest: str) -> tuple[dict, bytes]:
    hash_algorithm = {"sha256": hashes.SHA256(), "sha384": hashes.SHA384(), "sha1": hashes.SHA1()}[digest]
    if isinstance(key, ec.EllipticCurvePrivateKey):
        return {"algorithm": f"{digest}_ecdsa"}, key.sign(data, ec.ECDSA(hash_algorithm))
    if scheme == "pss":
        salt = hash_algorithm.digest_size
        parameters = {
            "hash_algorithm": {"algorithm": digest},
            "mask_gen_algorithm": {"algorithm": "mgf1", "parameters": {"algorithm": digest}},
            "salt_length": salt,
        }
        pss = padding.PSS(mgf=padding.MGF1(hash_algorithm), salt_length=salt)
        return {"algorithm": "rsassa_pss", "parameters": parameters}, key.sign(data, pss, hash_algorithm)
    return {"algorithm": f"{digest}_rsa"}, key.sign(data, padding.PKCS1v15(), hash_algorithm)


def rsa_key():
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def pem(certificate: x509.Certificate) -> bytes:
    return certificate.public_bytes(serialization.Encoding.PEM)
