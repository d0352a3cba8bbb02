"""`camera-agent`: the kiosk's camera agent and the technician's command line.

serve       run the local API (loopback only) the kiosk page and the technician tool use
diagnose    run every check and print the diagnostics as JSON (exit 1 when a check fails)
read-card   read and authenticate an ID card's chip; DG1 as JSON, the DG2 face saved where asked
enrol       enrol this kiosk with a one-time code from an administrator
tool        start the technician tool (PySide6) against a running agent
"""

import argparse
import json
import logging
import sys

from camera_agent.config import get_config

EXIT_FAILED = 1


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from camera_agent.service.app import create_app

    config = get_config()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    uvicorn.run(create_app(config), host=config.host, port=args.port or config.port, log_level="info")
    return 0


def _diagnose(args: argparse.Namespace) -> int:
    from camera_agent.service.agent import Agent

    report = Agent.from_config(get_config()).diagnose(open_camera=not args.no_camera, bandwidth=not args.no_bandwidth)
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0 if report["ok"] else EXIT_FAILED


def _enrol(args: argparse.Namespace) -> int:
    from camera_agent.service.agent import Agent
    from camera_agent.service.enrolment import enrol
    from camera_agent.service.server_api import ServerRefused, ServerUnreachable

    agent = Agent.from_config(get_config())
    try:
        enrolment = enrol(agent.identity, agent.server, args.code)
    except ServerRefused as error:
        print(f"enrol: refused by the server: {error.message}", file=sys.stderr)
        return EXIT_FAILED
    except ServerUnreachable as error:
        print(f"enrol: {error}", file=sys.stderr)
        return EXIT_FAILED
    print(
        json.dumps(
            {
                "kioskId": enrolment.kiosk_id,
                "kid": enrolment.kid,
                "location": enrolment.location,
                "office": enrolment.office,
            },
            ensure_ascii=False,
        )
    )
    return 0


def _read_card(args: argparse.Namespace) -> int:
    from camera_agent.card import cli as card_cli

    return card_cli.run(args)


def _tool(args: argparse.Namespace) -> int:
    from camera_agent.tool.main import run

    config = get_config()
    return run(args.agent_url or f"http://{config.host}:{config.port}", args.language)


def build_parser() -> argparse.ArgumentParser:
    from camera_agent.card import cli as card_cli

    parser = argparse.ArgumentParser(
        prog="camera-agent", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the agent's local API")
    serve.add_argument("--port", type=int, help="instead of the configured port")
    serve.set_defaults(run=_serve)
    diagnose = commands.add_parser("diagnose", help="the diagnostics as JSON")
    diagnose.add_argument("--no-camera", action="store_true", help="check the camera is there without opening it")
    diagnose.add_argument("--no-bandwidth", action="store_true", help="skip the bandwidth test")
    diagnose.set_defaults(run=_diagnose)
    read_card = commands.add_parser("read-card", help="read an ID card: DG1 as JSON, the face image where asked")
    card_cli.add_arguments(read_card)
    read_card.set_defaults(run=_read_card)
    enrol = commands.add_parser("enrol", help="enrol this kiosk with a one-time code")
    enrol.add_argument("--code", required=True, help="the code an administrator issued for this kiosk")
    enrol.set_defaults(run=_enrol)
    tool = commands.add_parser("tool", help="the technician tool")
    tool.add_argument("--agent-url", help="the agent to test (default: the configured one)")
    tool.add_argument("--language", choices=["oz", "ru"], default="oz")
    tool.set_defaults(run=_tool)
    return parser


def main(argv: list[str] | None = None) -> None:
    args = build_parser().parse_args(argv)
    raise SystemExit(args.run(args))


if __name__ == "__main__":
    main()
