"""Shared plumbing below every domain: settings, database sessions, errors, i18n, logging, request context."""
