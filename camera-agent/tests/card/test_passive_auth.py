"""Passive authentication on vectors made here: a test country (CSCA), its document signers, signed EF.SODs, and
tampered ones. Every refusal must say why."""

from datetime import timedelta

import pytest

from camera_agent.card import PassiveAuthError
from camera_agent.card.passive_auth import load_country_certificates, verify_sod

from . import pki

DG1, DG2 = b"\x61\x03\x5f\x1f\x00", b"\x75\x03\x7f\x61\x00"
DATA_GROUPS = {1: DG1, 2: DG2}


@pytest.fixture(scope="module")
def rsa_country():
    country = pki.country_signer("UZ", key=pki.rsa_key())
    return country, pki.document_signer(country, key=pki.rsa_key())


def sod_for(signer, data_groups=DATA_GROUPS, **options):
    return pki.sign_sod(signer, pki.security_object(data_groups), **options)


class TestGenuine:
    def test_ecdsa_signer(self, csca, document_signer):
        result = verify_sod(sod_for(document_signer), DATA_GROUPS, [csca.certificate])

        assert result.country_signer == "CN=CSCA UZ,C=UZ"
        assert result.document_signer == "CN=Document Signer 1,C=UZ"
        assert (result.hash_algorithm, result.signature_algorithm, result.data_groups) == ("sha256", "ecdsa", (1, 2))

    @pytest.mark.parametrize(("scheme", "kind"), [("default", "rsassa_pkcs1v15"), ("pss", "rsassa_pss")])
    def test_rsa_signer(self, rsa_country, scheme, kind):
        country, signer = rsa_country

        result = verify_sod(sod_for(signer, signature_scheme=scheme), DATA_GROUPS, [country.certificate])

        assert result.signature_algorithm == kind

    def test_sha1_security_object_of_an_older_passport(self, csca, document_signer):
        content = pki.security_object(DATA_GROUPS, digest="sha1")
        sod = pki.sign_sod(document_signer, content, digest="sha1")

        assert verify_sod(sod, DATA_GROUPS, [csca.certificate]).hash_algorithm == "sha1"

    def test_the_right_csca_among_several(self, csca, document_signer):
        others = [pki.country_signer("KZ").certificate, pki.country_signer("TJ").certificate]

        assert verify_sod(sod_for(document_signer), DATA_GROUPS, [*others, csca.certificate])


class TestTampered:
    def test_an_altered_data_group(self, csca, document_signer):
        with pytest.raises(PassiveAuthError, match="DG2 does not match the hash its issuer signed"):
            verify_sod(sod_for(document_signer), {1: DG1, 2: DG2 + b"\x00"}, [csca.certificate])

    def test_a_data_group_the_sod_does_not_cover(self, csca, document_signer):
        with pytest.raises(PassiveAuthError, match="DG2 is not covered"):
            verify_sod(sod_for(document_signer, {1: DG1}), DATA_GROUPS, [csca.certificate])

    def test_an_altered_signature(self, csca, document_signer):
        sod = bytearray(sod_for(document_signer))
        sod[-5] ^= 0x01  # inside the signature, the last field of the SOD

        with pytest.raises(PassiveAuthError, match="signature of the document security object is not valid"):
            verify_sod(bytes(sod), DATA_GROUPS, [csca.certificate])

    def test_hashes_swapped_after_signing(self, csca, document_signer):
        genuine = pki.security_object(DATA_GROUPS)
        forged = pki.security_object({1: DG1, 2: b"forged"})
        sod = sod_for(document_signer).replace(genuine, forged)

        with pytest.raises(PassiveAuthError, match="does not match the digest its signer signed"):
            verify_sod(sod, {1: DG1, 2: b"forged"}, [csca.certificate])

    def test_a_signer_from_a_country_not_configured(self, csca):
        foreign = pki.document_signer(pki.country_signer("KZ"))

        with pytest.raises(PassiveAuthError, match="not issued by any configured country signing certificate"):
            verify_sod(sod_for(foreign), DATA_GROUPS, [csca.certificate])

    def test_a_forger_using_the_country_name(self, csca):
        impostor = pki.country_signer("UZ")  # same name as the real CSCA, another key
        signer = pki.document_signer(impostor)

        with pytest.raises(PassiveAuthError, match="not issued by any configured"):
            verify_sod(sod_for(signer), DATA_GROUPS, [csca.certificate])

    def test_an_expired_document_signer(self, csca):
        expired = pki.document_signer(csca, valid_days=(-400, -30))

        with pytest.raises(PassiveAuthError, match="document signer certificate .* is not valid now"):
            verify_sod(sod_for(expired), DATA_GROUPS, [csca.certificate])

    def test_an_expired_country_certificate(self, csca, document_signer):
        later = pki.NOW + timedelta(days=3660)

        with pytest.raises(PassiveAuthError, match="is not valid now"):
            verify_sod(sod_for(document_signer), DATA_GROUPS, [csca.certificate], now=later)

    @pytest.mark.parametrize("sod", [b"", b"\x77\x03\x30\x01\x00", b"\x60\x00", b"\x77\x82\xff\xff\x30"])
    def test_not_a_document_security_object(self, csca, sod):
        with pytest.raises(PassiveAuthError):
            verify_sod(sod, DATA_GROUPS, [csca.certificate])


class TestCountryCertificates:
    def test_pem_bundles_and_der_files(self, tmp_path, csca):
        others = [pki.country_signer(c).certificate for c in ("KZ", "TJ")]
        (tmp_path / "bundle.pem").write_bytes(b"".join(pki.pem(c) for c in others))
        (tmp_path / "uz.der").write_bytes(csca.certificate.public_bytes(pki.serialization.Encoding.DER))
        (tmp_path / "README.md").write_text("where the certificates come from")

        loaded = load_country_certificates(tmp_path)

        assert len(loaded) == 3 and csca.certificate in loaded

    def test_an_empty_folder_refuses_every_card(self, tmp_path):
        with pytest.raises(PassiveAuthError, match="no country signing certificates in"):
            load_country_certificates(tmp_path)

    def test_a_missing_folder(self, tmp_path):
        with pytest.raises(PassiveAuthError, match="does not exist"):
            load_country_certificates(tmp_path / "nowhere")

    def test_a_file_that_is_not_a_certificate(self, tmp_path):
        (tmp_path / "broken.pem").write_bytes(b"-----BEGIN CERTIFICATE-----\nnot base64\n-----END CERTIFICATE-----\n")

        with pytest.raises(PassiveAuthError, match="broken.pem is not a certificate"):
            load_country_certificates(tmp_path)
