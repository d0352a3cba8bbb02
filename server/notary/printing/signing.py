"""PAdES signatures of print forms (baseline B-T: the office's signature plus an RFC 3161 timestamp of it) and their
validation. The sandbox timestamps in process (SandboxTimeStamper, with the sandbox TSA key), so signing needs no
running service; keys mode asks the TSA at `[signing] tsa_url`."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from io import BytesIO
from pathlib import Path

from asn1crypto import cms, tsp
from asn1crypto import x509 as asn1_x509
from pyhanko.pdf_utils.incremental_writer import IncrementalPdfFileWriter
from pyhanko.pdf_utils.misc import PdfError
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign import fields, signers
from pyhanko.sign.general import SigningError
from pyhanko.sign.signers.pdf_cms import SimpleSigner
from pyhanko.sign.timestamps import HTTPTimeStamper, TimeStamper
from pyhanko.sign.timestamps.common_utils import TimestampRequestError
from pyhanko.sign.validation import validate_pdf_signature
from pyhanko.sign.validation.errors import SignatureValidationError
from pyhanko.sign.validation.status import SignatureCoverageLevel
from pyhanko_certvalidator import ValidationContext
from pyhanko_certvalidator.registry import SimpleCertificateStore

from notary.core.errors import ExternalSystemError
from notary.core.settings import get_settings
from notary.printing import keys

FIELD_NAME = "NotarySignature"
TSA_TIMEOUT_SECONDS = 10
TIMESTAMPING = "timestamping"  # the system an ExternalSystemError names
SANDBOX_TSA_POLICY = "1.3.6.1.4.1.4146.2.2"  # the policy pyHanko's test TSA states; the sandbox has none of its own


@dataclass(frozen=True)
class Validation:
    """What a verifier needs to know of a signed print form. `intact`: the signed bytes are unchanged and cover the
    whole file; `valid`: the signature is cryptographically sound and chains to a trusted root; `timestamped`: a valid,
    trusted timestamp dates it; `signer`: the signing certificate's common name (the office)."""

    intact: bool
    valid: bool
    timestamped: bool
    signer: str


NOT_SIGNED = Validation(intact=False, valid=False, timestamped=False, signer="")


def _signer_and_timestamper(office_id: int, office_name: str) -> tuple[SimpleSigner, TimeStamper]:
    signing = get_settings().signing
    if signing.mode == "sandbox":
        root, office = keys.sandbox_root(), keys.sandbox_office(office_id, office_name)
        chain = SimpleCertificateStore.from_certs([root.certificate])
        signer = SimpleSigner(signing_cert=office.certificate, signing_key=office.key, cert_registry=chain)
        return signer, _sandbox_timestamper(keys.sandbox_dir())
    data, passphrase = keys.office_pkcs12(office_id)
    try:
        signer = SimpleSigner.load_pkcs12_data(data, other_certs=[], passphrase=passphrase or None)
    except (ValueError, TypeError) as error:
        raise keys.SigningKeyError(f"the signing key of office {office_id} cannot be read: {error}") from error
    return signer, _http_timestamper(signing.tsa_url)


class SandboxTimeStamper(TimeStamper):
    """The sandbox's RFC 3161 TSA, in process: it answers a request with a token signed by the sandbox TSA key
    through pyHanko's own CMS signer. (pyHanko's DummyTimeStamper would do, but parses its RSA key again for every
    token, some 60 ms each.)"""

    def __init__(self, tsa: keys.KeyPair, chain: SimpleCertificateStore) -> None:
        super().__init__()
        self.tsa = SimpleSigner(signing_cert=tsa.certificate, signing_key=tsa.key, cert_registry=chain)
        self.name = asn1_x509.GeneralName(name="directory_name", value=tsa.certificate.subject)

    async def async_request_tsa_response(self, req: tsp.TimeStampReq) -> tsp.TimeStampResp:
        imprint = req["message_imprint"]
        info = {
            "version": "v1",
            "policy": SANDBOX_TSA_POLICY,
            "message_imprint": imprint,
            "serial_number": secrets.randbits(63),
            "gen_time": datetime.now(UTC),
            "tsa": self.name,
        }
        if req["nonce"].native is not None:
            info["nonce"] = req["nonce"]
        content = cms.EncapsulatedContentInfo(
            {"content_type": "tst_info", "content": cms.ParsableOctetString(tsp.TSTInfo(info).dump())}
        )
        digest = imprint["hash_algorithm"]["algorithm"].native
        token = await self.tsa.async_sign_general_data(content, digest, detached=False, use_cades=True)
        return tsp.TimeStampResp({"status": {"status": "granted"}, "time_stamp_token": token})


# One timestamper per TSA and process: pyHanko keeps in it the dummy answer it sizes the signature with, so only the
# first signature asks the TSA twice.
@lru_cache
def _sandbox_timestamper(directory: Path) -> TimeStamper:
    """The sandbox TSA of the sandbox in `directory` (the cache key: tests give each their own data directory)."""
    root, tsa = keys.sandbox_root(), keys.sandbox_tsa()
    return SandboxTimeStamper(tsa, SimpleCertificateStore.from_certs([root.certificate]))


@lru_cache
def _http_timestamper(url: str) -> TimeStamper:
    return HTTPTimeStamper(url, timeout=TSA_TIMEOUT_SECONDS)


def sign(pdf: bytes, office_id: int, office_name: str) -> bytes:
    """The PDF signed PAdES B-T by the office's key, the signature timestamped (RFC 3161)."""
    signer, timestamper = _signer_and_timestamper(office_id, office_name)
    metadata = signers.PdfSignatureMetadata(
        field_name=FIELD_NAME,
        md_algorithm="sha256",
        subfilter=fields.SigSeedSubFilter.PADES,
        name=office_name,
    )
    try:
        output = signers.sign_pdf(
            IncrementalPdfFileWriter(BytesIO(pdf), strict=False), metadata, signer=signer, timestamper=timestamper
        )
    except TimestampRequestError as error:  # the TSA is down or refused: a 502, and registration can be retried
        raise ExternalSystemError(TIMESTAMPING) from error
    signed: bytes = output.getvalue()
    return signed


def _context() -> ValidationContext:
    # No fetching: a verification must not depend on (or leak to) the network; revocation soft-fails without it.
    return ValidationContext(trust_roots=keys.trust_roots(), allow_fetching=False)


def validate(pdf: bytes) -> Validation:
    """The print form's one signature checked against the trusted roots; a file that is not a signed PDF (or is
    damaged beyond reading) is NOT_SIGNED rather than an error, since the verification page shows it as such."""
    try:
        reader = PdfFileReader(BytesIO(pdf), strict=False)
        signatures = reader.embedded_signatures
        if len(signatures) != 1:
            return NOT_SIGNED
        context = _context()
        status = validate_pdf_signature(signatures[0], signer_validation_context=context, ts_validation_context=context)
    except (PdfError, SignatureValidationError, SigningError, ValueError):
        return NOT_SIGNED
    timestamp = status.timestamp_validity
    return Validation(
        intact=status.intact and status.coverage == SignatureCoverageLevel.ENTIRE_FILE,
        valid=status.valid and status.trusted,
        timestamped=timestamp is not None and timestamp.intact and timestamp.valid and timestamp.trusted,
        signer=_common_name(status.signing_cert),
    )


def _common_name(certificate: asn1_x509.Certificate) -> str:
    """The office's name as its certificate gives it, or the whole subject when it has no common name."""
    name: str = certificate.subject.native.get("common_name") or certificate.subject.human_friendly
    return name
