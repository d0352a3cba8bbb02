"""`notary` command line: migrate, seed, serve, openapi, new-migration, dev-session."""

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from notary.core.settings import get_settings

if TYPE_CHECKING:
    from notary.core.settings import Settings


def _migrate(_args: argparse.Namespace) -> None:
    from notary.core.migrations import upgrade

    upgrade()
    print("database migrated", file=sys.stderr)


def _seed(_args: argparse.Namespace) -> None:
    from sqlmodel import Session

    from notary.catalogue.loader import load_catalogue
    from notary.core.db import get_engine
    from notary.dictionaries.loader import load_reference_data
    from notary.sandbox.seed import seed_sandbox

    with Session(get_engine()) as session:
        load_reference_data(session)
        load_catalogue(session)
        if get_settings().sandbox:
            seed_sandbox(session)
        session.commit()
    print("reference data loaded" + (", sandbox seeded" if get_settings().sandbox else ""), file=sys.stderr)


def _serve(args: argparse.Namespace) -> None:
    import uvicorn

    settings = get_settings()
    host, port = args.host or settings.host, args.port or settings.port
    scheme = "https" if settings.tls_certfile else "http"
    print(
        f"Notary service: open {scheme}://{host}:{port}/  (kiosk mode: {scheme}://{host}:{port}/kiosk)", file=sys.stderr
    )
    if settings.sandbox:
        print("SANDBOX IS ON: state systems answer from seeded demo data (never in production).", file=sys.stderr)
    media_server = _start_media_server(settings, port)
    try:
        _run_uvicorn(uvicorn, settings, host, port, args.workers)
    finally:
        if media_server is not None:
            media_server.terminate()


def _start_media_server(settings: "Settings", port: int) -> "subprocess.Popen[bytes] | None":
    """The embedded default starts the media server beside the API (production runs it as a service)."""
    if not settings.video.start_media_server:
        return None
    from notary.video import media_server

    janus = media_server.start(settings, port)
    where = f"on {settings.video.browser_url}" if janus else "not started: Janus is not installed (make setup)"
    print(f"Media server for video conferences {where}", file=sys.stderr)
    return janus


def _run_uvicorn(uvicorn: Any, settings: "Settings", host: str, port: int, workers: int) -> None:
    uvicorn.run(
        "notary.main:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        proxy_headers=True,
        forwarded_allow_ips=settings.forwarded_allow_ips,
        ssl_certfile=settings.tls_certfile or None,
        ssl_keyfile=settings.tls_keyfile or None,
        access_log=False,
    )


def _media_config(args: argparse.Namespace) -> None:
    """The media server's configuration from config/janus and the [video] settings (its service runs this first)."""
    from notary.video import media_server

    settings = get_settings()
    config = media_server.write_config(settings, Path(args.out), settings.port)
    print(f"media server configuration written: {config}", file=sys.stderr)


def _openapi(args: argparse.Namespace) -> None:
    from notary.main import create_app

    document = json.dumps(create_app().openapi(), indent=2, ensure_ascii=False) + "\n"
    if args.out:
        Path(args.out).write_text(document, encoding="utf-8")
    else:
        sys.stdout.write(document)


def _new_migration(args: argparse.Namespace) -> None:
    from notary.core.migrations import new_revision

    new_revision(args.message)


def _dev_session(args: argparse.Namespace) -> None:
    """Tests and demos only: a session for a sandbox person without a face check."""
    from sqlmodel import Session

    from notary.auth import sessions
    from notary.core import clock
    from notary.core.db import get_engine
    from notary.identity import users
    from notary.state_systems.population_registry import SandboxPopulationRegistry

    if not get_settings().sandbox or get_settings().profile == "production":
        raise SystemExit("dev-session works only with the sandbox on, outside production")
    clock.now()  # the sandbox clock anchors itself in its own transaction: before this one holds the database
    with Session(get_engine()) as session:
        person = SandboxPopulationRegistry(session).find_by_passport(args.passserial, args.passnum)
        if person is None:
            raise SystemExit("no such person in the sandbox population registry")
        user = users.sync_from_registry(session, person)
        if args.terms_accepted:
            users.accept_terms(session, user)
        channel = sessions.KIOSK if args.kiosk else sessions.BROWSER
        token = sessions.open_session(session, user, idle_seconds=args.expires_in, channel=channel)
        public = users.to_public(session, user)
        session.commit()
    print(json.dumps({"token": token, "user": public.model_dump(mode="json")}, ensure_ascii=False))


def _dev_video_act(args: argparse.Namespace) -> None:
    """Tests and demos only: an act registered by video at its registration step, its visit minutes ahead."""
    from sqlmodel import Session

    from notary.core import clock
    from notary.core.db import get_engine
    from notary.sandbox.demo_acts import video_visit

    if not get_settings().sandbox or get_settings().profile == "production":
        raise SystemExit("dev-video-act works only with the sandbox on, outside production")
    clock.now()  # the sandbox clock anchors itself in its own transaction: before this one holds the database
    with Session(get_engine()) as session:
        act = video_visit(session, args.applicant, args.notary, args.attorney, args.minutes_ahead)
        session.commit()
        print(
            json.dumps({"uuid": act.uuid, "id": act.id, "visit_at": act.visit_at.isoformat() if act.visit_at else None})
        )


def _sandbox_sms(args: argparse.Namespace) -> None:
    """Demos and tests: the sandbox SMS gateway's outbox, newest last, one JSON object a line."""
    from sqlmodel import Session, col, select

    from notary.core.db import get_engine
    from notary.models import SandboxSms

    if not get_settings().sandbox:
        raise SystemExit("the SMS outbox exists only with the sandbox on")
    with Session(get_engine()) as session:
        statement = select(SandboxSms).order_by(col(SandboxSms.id))
        if args.phone:
            statement = statement.where(SandboxSms.phone == args.phone)
        for sms in session.exec(statement):
            print(json.dumps({"phone": sms.phone, "text": sms.text, "sent_at": str(sms.sent_at)}, ensure_ascii=False))


def _purge_face_images(_args: argparse.Namespace) -> None:
    from sqlmodel import Session

    from notary.core.db import get_engine
    from notary.identity.face_images import purge

    keep_days = get_settings().identity.keep_best_shot_days
    with Session(get_engine()) as session:
        removed = purge(session, keep_days)
        session.commit()
    print(f"{removed} face images older than {keep_days} days removed", file=sys.stderr)


def _journal_verify(_args: argparse.Namespace) -> None:
    """The whole registry journal's hash chain, checked end to end; exit 1 when it is broken."""
    from sqlmodel import Session

    from notary.core.db import get_engine
    from notary.journal.service import verify_chain

    with Session(get_engine()) as session:
        report = verify_chain(session)
    if report.ok:
        print(f"journal ok: {report.entries} entries")
        return
    print(f"journal BROKEN at seq {report.first_broken_seq} ({report.entries} entries)")
    raise SystemExit(1)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="notary", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("migrate", help="apply the database migrations").set_defaults(run=_migrate)
    commands.add_parser("seed", help="load reference data; seed the sandbox when it is on").set_defaults(run=_seed)
    serve = commands.add_parser("serve", help="serve the API and the portal")
    serve.add_argument("--host")
    serve.add_argument("--port", type=int)
    serve.add_argument(
        "--workers", type=int, default=1, help="server processes: about one per CPU core in production (NOTARY_WORKERS)"
    )
    serve.set_defaults(run=_serve)
    media = commands.add_parser("media-config", help="write the media server's configuration (its service runs it)")
    media.add_argument("--out", required=True, help="the folder Janus reads its configuration from")
    media.set_defaults(run=_media_config)
    openapi = commands.add_parser("openapi", help="write the OpenAPI document (no server needed)")
    openapi.add_argument("--out")
    openapi.set_defaults(run=_openapi)
    migration = commands.add_parser("new-migration", help="autogenerate a migration from the models")
    migration.add_argument("message")
    migration.set_defaults(run=_new_migration)
    dev = commands.add_parser("dev-session", help="sandbox only: open a session without a face check")
    dev.add_argument("--passserial", required=True)
    dev.add_argument("--passnum", required=True)
    dev.add_argument("--expires-in", type=int, default=None, help="seconds until the session expires")
    dev.add_argument("--terms-accepted", action="store_true")
    dev.add_argument("--kiosk", action="store_true", help="as if opened by a kiosk's face check (at an office)")
    dev.set_defaults(run=_dev_session)
    video = commands.add_parser("dev-video-act", help="sandbox only: an act registered by video, at its visit soon")
    video.add_argument("--applicant", default="AA1234567", help="passport series and number")
    video.add_argument("--notary", default="AB7654321")
    video.add_argument("--attorney", default="AC1111111")
    video.add_argument("--minutes-ahead", type=float, default=5, help="the visit from now; negative: begun")
    video.set_defaults(run=_dev_video_act)
    outbox = commands.add_parser("sandbox-sms", help="sandbox only: print the SMS outbox")
    outbox.add_argument("--phone", help="only the messages to this 9-digit phone")
    outbox.set_defaults(run=_sandbox_sms)
    purge = commands.add_parser("purge-face-images", help="remove face images the audit policy no longer keeps")
    purge.set_defaults(run=_purge_face_images)
    journal = commands.add_parser("journal", help="the registry journal")
    journal_commands = journal.add_subparsers(dest="journal_command", required=True)
    verify = journal_commands.add_parser("verify", help="check the journal's hash chain end to end (exit 1: broken)")
    verify.set_defaults(run=_journal_verify)
    args = parser.parse_args(argv)
    args.run(args)


if __name__ == "__main__":
    main()
