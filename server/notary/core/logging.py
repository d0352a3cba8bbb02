"""Structured JSON logs; every line of a request carries its request id."""

import logging
import sys

import structlog
from asgi_correlation_id import correlation_id


def request_id() -> str | None:
    return correlation_id.get()


def _add_request_id(_logger, _method, event_dict):
    event_dict.setdefault("request_id", request_id())
    return event_dict


def configure_logging(level: int = logging.INFO) -> None:
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            _add_request_id,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            structlog.processors.format_exc_info,
            structlog.processors.JSONRenderer(ensure_ascii=False),
        ],
        wrapper_class=structlog.make_filtering_bound_logger(level),
        logger_factory=structlog.PrintLoggerFactory(sys.stdout),
        cache_logger_on_first_use=False,
    )


log = structlog.get_logger("notary")
