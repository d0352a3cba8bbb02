import pytest

from . import demo_passport, pki
from .virtual_card import APT_PACKAGES, missing_tools, pcsc_service


@pytest.fixture(scope="session")
def pcsc(tmp_path_factory):
    """The PC/SC stack; its absence fails the tests loudly, it never skips them."""
    missing = missing_tools()
    if missing:
        pytest.fail(f"the card tests need {', '.join(missing)}: apt-get install -y {APT_PACKAGES}", pytrace=False)
    with pcsc_service(tmp_path_factory.mktemp("pcscd") / "pcscd.log"):
        yield


@pytest.fixture(scope="session")
def csca() -> pki.Signer:
    return pki.country_signer("UZ")


@pytest.fixture(scope="session")
def document_signer(csca) -> pki.Signer:
    return pki.document_signer(csca)


@pytest.fixture
def csca_dir(tmp_path, csca):
    folder = tmp_path / "csca"
    folder.mkdir()
    (folder / "uz-csca.pem").write_bytes(pki.pem(csca.certificate))
    return folder


@pytest.fixture(scope="session")
def face_jpeg() -> bytes:
    return demo_passport.face_jpeg()


@pytest.fixture(scope="session")
def dilnoza_files(face_jpeg, document_signer) -> dict[int, bytes]:
    """Dilnoza Karimova's passport as issued: EF.COM, DG1, DG2, and an EF.SOD signed by the test country."""
    return demo_passport.issued_files(face_jpeg, lambda dgs: pki.sign_sod(document_signer, pki.security_object(dgs)))
