"""The audit policy for face images: nothing kept by default, older images purged (also by the CLI command)."""

from datetime import timedelta

from sqlmodel import select

from notary.audit import service as audit
from notary.identity import face_images
from notary.models import AuditFaceImage


class TestFaceImagePolicy:
    def test_zero_days_keeps_nothing(self, session):
        event = audit.record(session, "auth", "ok")
        face_images.keep(session, event, b"jpeg", keep_days=0)
        assert session.exec(select(AuditFaceImage)).all() == []

    def test_purge_removes_only_images_older_than_the_policy(self, session):
        event = audit.record(session, "auth", "ok")
        face_images.keep(session, event, b"old", keep_days=30)
        old = session.exec(select(AuditFaceImage)).one()
        old.taken_at -= timedelta(days=31)
        session.add(old)
        face_images.keep(session, event, b"new", keep_days=30)  # keeping one purges the expired
        assert [image.jpeg for image in session.exec(select(AuditFaceImage))] == [b"new"]
        assert face_images.purge(session, keep_days=0) == 1

    def test_the_cli_command_runs(self, capsys):
        from notary.cli import main

        main(["purge-face-images"])
        assert "face images older than 0 days removed" in capsys.readouterr().err
