"""Checks for docs/deployment/error-tracking.mdx (the logging rows of "Where django-cfg writes logs")."""

from __future__ import annotations

from test_deployment__logging import probe


def test_root_handlers_from_logging_stay_in_place() -> None:
    """"Handlers you attach to the root logger through `LOGGING` stay in place" (audit: error-tracking.mdx:64)."""
    extra = '''
    def get_additional_settings(self) -> dict:
        return {"LOGGING": {
            "version": 1, "disable_existing_loggers": False,
            "handlers": {"shipper": {"class": "logging.FileHandler", "filename": "logs/web.json"}},
            "root": {"handlers": ["shipper"], "level": "INFO"},
        }}
'''
    state = probe(debug=False, extra=extra)
    assert [h["type"] for h in state["root_handlers"]] == ["FileHandler"]


def test_root_console_at_info_and_django_log_empty_in_production() -> None:
    """"After startup the root logger has one console handler (stderr) at `INFO`, in every environment";
    "`logs/django.log` is created but stays empty"; "With `debug=False`, `get_logger()` loggers pass only
    `WARNING` and up" (audit: error-tracking.mdx:65)."""
    state = probe(debug=False)
    assert state["root_level"] == 20
    assert state["root_handlers"] == [{"type": "StreamHandler", "stderr": True, "file": None}]
    assert state["django_log"] == ""
    assert state["orders_effective"] == 30
