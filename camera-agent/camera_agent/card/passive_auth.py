"""Passive authentication (ICAO 9303-11 §5.1): the document security object (EF.SOD) is a CMS
SignedData whose signer, the document signer, must be issued by a configured country signing CA (CSCA), and
whose content lists the hash of every data group; the data groups read from the chip must match them."""

import hashlib
import hmac
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from asn1crypto import algos, cms, core
from cryptography import x509
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa
from cryptography.hazmat.primitives.asymmetric.types import CertificatePublicKeyTypes

from camera_agent.card import tlv
from camera_agent.card.errors import CardError, PassiveAuthError

SOD_TAG = 0x77
LDS_SECURITY_OBJECT = "2.23.136.1.1.1"
CERTIFICATE_SUFFIXES = {".pem", ".crt", ".cer", ".der"}
HASHES: dict[str, Callable[[], hashes.HashAlgorithm]] = {
    "sha1": hashes.SHA1,
    "sha224": hashes.SHA224,
    "sha256": hashes.SHA256,
    "sha384": hashes.SHA384,
    "sha512": hashes.SHA512,
}


class DataGroupHash(core.Sequence):
    _fields = [("data_group_number", core.Integer), ("data_group_hash_value", core.OctetString)]


class DataGroupHashes(core.SequenceOf):
    _child_spec = DataGroupHash


class LdsVersionInfo(core.Sequence):
    _fields = [("lds_version", core.PrintableString), ("unicode_version", core.PrintableString)]


class LdsSecurityObject(core.Sequence):
    """ICAO 9303-10 §4.6.2.2."""

    _fields = [
        ("version", core.Integer),
        ("hash_algorithm", algos.DigestAlgorithm),
        ("data_group_hash_values", DataGroupHashes),
        ("lds_version_info", LdsVersionInfo, {"optional": True}),
    ]


@dataclass(frozen=True)
class PassiveAuthResult:
    document_signer: str
    country_signer: str
    hash_algorithm: str
    signature_algorithm: str
    data_groups: tuple[int, ...]  # the data groups whose hashes were checked


def load_country_certificates(csca_dir: Path) -> list[x509.Certificate]:
    """Every CSCA certificate (PEM, possibly several per file, or DER) in the folder."""
    if not csca_dir.is_dir():
        raise PassiveAuthError(f"the country signing certificate folder {csca_dir} does not exist")
    certificates = []
    for path in sorted(p for p in csca_dir.iterdir() if p.suffix.lower() in CERTIFICATE_SUFFIXES):
        data = path.read_bytes()
        try:
            certificates += (
                x509.load_pem_x509_certificates(data)
                if b"-----BEGIN" in data
                else [x509.load_der_x509_certificate(data)]
            )
        except ValueError as e:
            raise PassiveAuthError(f"{path} is not a certificate: {e}") from None
    if not certificates:
        raise PassiveAuthError(f"no country signing certificates in {csca_dir}: no card can be authenticated")
    return certificates


def verify_sod(
    sod: bytes,
    data_groups: Mapping[int, bytes],
    cscas: Sequence[x509.Certificate],
    now: datetime | None = None,
) -> PassiveAuthResult:
    """Raises PassiveAuthError, with the reason, unless the SOD and every given data group are genuine."""
    signed = _signed_data(sod)
    content = _security_object_content(signed)
    signer, document_signer = _signer(signed)
    signature_algorithm = _check_signature(signer, content, document_signer)
    country_signer = _issuing_csca(document_signer, cscas, now or datetime.now(UTC))
    security_object = _parse(LdsSecurityObject, content, "LDS security object")
    hash_algorithm = _check_data_groups(security_object, data_groups)
    return PassiveAuthResult(
        document_signer=document_signer.subject.rfc4514_string(),
        country_signer=country_signer.subject.rfc4514_string(),
        hash_algorithm=hash_algorithm,
        signature_algorithm=signature_algorithm,
        data_groups=tuple(sorted(data_groups)),
    )


def _signed_data(sod: bytes) -> cms.SignedData:
    try:
        wrapped = tlv.unwrap(sod, SOD_TAG)
    except CardError as e:
        raise PassiveAuthError(f"EF.SOD is not a document security object: {e}") from None
    content_info = _parse(cms.ContentInfo, wrapped, "document security object")
    if content_info["content_type"].native != "signed_data":
        raise PassiveAuthError("the document security object is not CMS signed data")
    return content_info["content"]


def _security_object_content(signed: cms.SignedData) -> bytes:
    encapsulated = signed["encap_content_info"]
    if encapsulated["content_type"].dotted != LDS_SECURITY_OBJECT or encapsulated["content"].native is None:
        raise PassiveAuthError("the document security object does not hold an LDS security object")
    return encapsulated["content"].contents


def _signer(signed: cms.SignedData) -> tuple[cms.SignerInfo, x509.Certificate]:
    signers = signed["signer_infos"]
    if len(signers) != 1:
        raise PassiveAuthError(f"the document security object has {len(signers)} signers, not one")
    signer = signers[0]
    sid = signer["sid"]
    for choice in signed["certificates"] or []:
        certificate = choice.chosen
        if not isinstance(certificate, cms.Certificate):
            continue
        if _identifies(sid, certificate):
            return signer, x509.load_der_x509_certificate(certificate.dump())
    raise PassiveAuthError("the document security object does not carry its document signer certificate")


def _identifies(sid: cms.SignerIdentifier, certificate: cms.Certificate) -> bool:
    if sid.name == "subject_key_identifier":
        return certificate.key_identifier == sid.chosen.native
    return (
        certificate.issuer == sid.chosen["issuer"] and certificate.serial_number == sid.chosen["serial_number"].native
    )


def _check_signature(signer: cms.SignerInfo, content: bytes, document_signer: x509.Certificate) -> str:
    """The signature covers the signed attributes, which must name the content and carry its digest."""
    attributes = signer["signed_attrs"]
    if not attributes:
        raise PassiveAuthError("the document security object has no signed attributes")
    digest_name = signer["digest_algorithm"]["algorithm"].native
    values = {a["type"].native: a["values"][0] for a in attributes}
    content_type, message_digest = values.get("content_type"), values.get("message_digest")
    if content_type is None or content_type.dotted != LDS_SECURITY_OBJECT:
        raise PassiveAuthError("the signed attributes do not name an LDS security object")
    if message_digest is None or not hmac.compare_digest(message_digest.native, _digest(digest_name, content)):
        raise PassiveAuthError("the LDS security object does not match the digest its signer signed")
    algorithm = signer["signature_algorithm"]
    signed_bytes = b"\x31" + attributes.dump()[1:]  # signed as a SET OF, not with the [0] tag it is stored under
    try:
        _verify(document_signer.public_key(), algorithm, digest_name, signer["signature"].native, signed_bytes)
    except (InvalidSignature, TypeError, ValueError):
        raise PassiveAuthError("the signature of the document security object is not valid") from None
    return algorithm.signature_algo


def _verify(
    public_key: CertificatePublicKeyTypes,
    algorithm: algos.SignedDigestAlgorithm,
    digest_name: str,
    signature: bytes,
    data: bytes,
) -> None:
    """InvalidSignature for a wrong signature, TypeError for a key of another kind than the algorithm's."""
    kind = algorithm.signature_algo
    if kind == "ecdsa":
        if not isinstance(public_key, ec.EllipticCurvePublicKey):
            raise TypeError("ecdsa needs an elliptic-curve key")
        public_key.verify(signature, data, ec.ECDSA(_hash(digest_name)))
        return
    if kind not in ("rsassa_pkcs1v15", "rsassa_pss"):
        raise PassiveAuthError(f"unsupported signature algorithm {kind} in the document security object")
    if not isinstance(public_key, rsa.RSAPublicKey):
        raise TypeError(f"{kind} needs an RSA key")
    if kind == "rsassa_pkcs1v15":
        public_key.verify(signature, data, padding.PKCS1v15(), _hash(digest_name))
        return
    params = algorithm["parameters"]
    mgf_hash = _hash(params["mask_gen_algorithm"]["parameters"]["algorithm"].native)
    pss = padding.PSS(mgf=padding.MGF1(mgf_hash), salt_length=params["salt_length"].native)
    public_key.verify(signature, data, pss, _hash(params["hash_algorithm"]["algorithm"].native))


def _issuing_csca(
    document_signer: x509.Certificate, cscas: Sequence[x509.Certificate], now: datetime
) -> x509.Certificate:
    _check_validity(document_signer, "document signer", now)
    for csca in cscas:
        if csca.subject != document_signer.issuer:
            continue
        try:
            document_signer.verify_directly_issued_by(csca)
        except (InvalidSignature, TypeError, ValueError):
            continue
        _check_validity(csca, "country signing", now)
        return csca
    raise PassiveAuthError(
        f"the document signer certificate was not issued by any configured country signing certificate "
        f"(issuer {document_signer.issuer.rfc4514_string()})"
    )


def _check_validity(certificate: x509.Certificate, role: str, now: datetime) -> None:
    start, end = certificate.not_valid_before_utc, certificate.not_valid_after_utc
    if not start <= now <= end:
        raise PassiveAuthError(
            f"the {role} certificate {certificate.subject.rfc4514_string()} is not valid now "
            f"(valid {start:%Y-%m-%d} to {end:%Y-%m-%d})"
        )


def _check_data_groups(security_object: LdsSecurityObject, data_groups: Mapping[int, bytes]) -> str:
    algorithm = security_object["hash_algorithm"]["algorithm"].native
    stored = {
        h["data_group_number"].native: h["data_group_hash_value"].native
        for h in security_object["data_group_hash_values"]
    }
    for number, content in sorted(data_groups.items()):
        if number not in stored:
            raise PassiveAuthError(f"DG{number} is not covered by the document security object")
        if not hmac.compare_digest(_digest(algorithm, content), stored[number]):
            raise PassiveAuthError(
                f"DG{number} does not match the hash its issuer signed: the chip's data were altered"
            )
    return algorithm


def _digest(name: str, data: bytes) -> bytes:
    _hash(name)
    return hashlib.new(name, data).digest()


def _hash(name: str) -> hashes.HashAlgorithm:
    if name not in HASHES:
        raise PassiveAuthError(f"unsupported hash algorithm {name} in the document security object")
    return HASHES[name]()


def _parse(spec: type[core.Asn1Value], data: bytes, what: str) -> core.Asn1Value:
    try:
        parsed = spec.load(data, strict=True)
        _ = parsed.native  # asn1crypto parses lazily: force it so malformed content fails here
    except (ValueError, TypeError) as e:
        raise PassiveAuthError(f"the {what} is malformed: {e}") from None
    return parsed
