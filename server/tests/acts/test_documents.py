"""The act's PDFs besides the print form (the result tab): the resolution of a refused act and the audit log."""

import pypdfium2

from notary.models import ActState
from tests.conftest import bearer
from tests.factories import create_act, create_notary, create_user


def _text(pdf: bytes) -> str:
    """The PDF's words, however the table cells wrapped them."""
    document = pypdfium2.PdfDocument(pdf)
    return " ".join(" ".join(page.get_textpage().get_text_range().split()) for page in document)


def _act(session, login_as, step: int):
    applicant, notary_user = create_user(session), create_user(session)
    notary = create_notary(session, pin=notary_user.pin)
    act = create_act(session, state=ActState.in_progress, step=step, applicant=applicant, notary=notary)
    return act, bearer(login_as(applicant)), bearer(login_as(notary_user))


def test_a_refused_act_keeps_its_resolution(client, session, login_as):
    act, applicant, notary = _act(session, login_as, 2)
    path = f"/api/notarial_act/{act.uuid}"
    assert client.get(f"{path}/resolution", headers=applicant).status_code == 409
    client.post(f"{path}/actions/reject_act", json={"reason": "Ishonchnoma muddati o'tgan"}, headers=notary)
    answer = client.get(f"{path}/resolution", headers=applicant)
    assert (answer.status_code, answer.headers["content-type"]) == (200, "application/pdf")
    text = _text(answer.content)
    assert "Notarial harakatni rad etish to'g'risida qaror" in text
    assert "Ishonchnoma muddati o'tgan" in text


def test_the_audit_log_says_who_did_what_and_when(client, session, login_as):
    act, applicant, notary = _act(session, login_as, 2)
    path = f"/api/notarial_act/{act.uuid}"
    client.post(f"{path}/actions/return_with_defects", json={"remark": "Pasport nusxasi yo'q"}, headers=notary)
    client.post(f"{path}/actions/confirm", headers=applicant)  # not now: refused, and recorded
    answer = client.get(f"{path}/audit_log", headers=applicant)
    assert answer.status_code == 200
    text = _text(answer.content)
    assert "Kamchiliklar bilan qaytarildi" in text and "Rad etildi" in text and "Brauzer" in text


def test_a_stranger_gets_neither(client, session, login_as):
    act, _applicant, _notary = _act(session, login_as, 2)
    stranger = bearer(login_as(create_user(session)))
    for document in ("audit_log", "resolution", "print_form"):
        answer = client.get(f"/api/notarial_act/{act.uuid}/{document}", headers=stranger)
        assert (answer.status_code, answer.json()["code"]) == (418, "pin_not_found_in_uuid")
