"""Checks for docs/deployment/logging.mdx: what logging looks like after Django has started."""

from __future__ import annotations

import json

from claims import run_django

PRODUCTION = """
from django_cfg import DatabaseConfig, DjangoConfig


class ShopConfig(DjangoConfig):
    project_name: str = "Shop"
    secret_key: str = "shop-production-secret-key-0123456789-abcdefghijklmnopqrstuvwxyz"
    debug: bool = {debug}
    security_domains: list[str] = ["shop.example.com"]
    root_urlconf: str = "api.urls"
    databases: dict[str, DatabaseConfig] = {{"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}}
{extra}

config = ShopConfig()
"""

PROBE = """
import json, logging, pathlib, sys
from django_cfg import get_logger

root = logging.getLogger()
orders = get_logger("orders")
orders.debug("ORDERS DEBUG")
orders.info("ORDERS INFO")
orders.warning("ORDERS WARNING")
logging.getLogger("shop.views").info("PLAIN INFO")
for logger in (root, orders, logging.getLogger("django_cfg")):
    for handler in logger.handlers:
        handler.flush()
parent = logging.getLogger("django_cfg")
print(json.dumps({
    "root_level": root.level,
    "root_handlers": [
        {"type": type(h).__name__, "stderr": getattr(h, "stream", None) is sys.stderr,
         "file": getattr(h, "baseFilename", None)}
        for h in root.handlers
    ],
    "orders_name": orders.name,
    "orders_level": orders.level,
    "orders_files": [[type(h).__name__, h.when, h.backupCount] for h in orders.handlers],
    "orders_effective": orders.getEffectiveLevel(),
    "parent_level": parent.level,
    "parent_handlers": [[type(h).__name__, h.level] for h in parent.handlers],
    "django_log_exists": pathlib.Path("logs/django.log").exists(),
    "django_log": pathlib.Path("logs/django.log").read_text() if pathlib.Path("logs/django.log").exists() else None,
    "orders_log": pathlib.Path("logs/djangocfg/orders.log").read_text(),
}))
"""


def probe(debug: bool, extra: str = "") -> dict:
    out = run_django(PROBE, PRODUCTION.format(debug=debug, extra=extra))
    return json.loads(out.strip().splitlines()[-1])


def test_root_has_only_the_generated_console_handler_in_production() -> None:
    """"the root logger has exactly one handler, the `console` `StreamHandler` from `LOGGING`, writing to
    stderr, and its level is `INFO`"; "`logs/django.log` is created at import time but stays empty"
    (audit: logging.mdx:8,14-17,83; error-tracking.mdx:65)."""
    state = probe(debug=False)
    assert state["root_level"] == 20
    assert state["root_handlers"] == [{"type": "StreamHandler", "stderr": True, "file": None}]
    assert state["django_log_exists"] is True
    assert state["django_log"] == ""


def test_django_cfg_children_drop_info_without_debug() -> None:
    """Level table: with `debug=False`, `logs/djangocfg/<module>.log` gets "WARNING and up: INFO is dropped
    by the logger's inherited level"; the parent `django_cfg` logger has a Rich console handler at WARNING
    (audit: logging.mdx:36-41)."""
    state = probe(debug=False)
    assert state["orders_name"] == "django_cfg.orders"
    assert state["orders_level"] == 0
    assert state["orders_effective"] == 30
    assert state["parent_level"] == 30
    assert state["parent_handlers"] == [["RichHandler", 30]]
    assert "ORDERS WARNING" in state["orders_log"]
    assert "ORDERS INFO" not in state["orders_log"]


def test_debug_true_sets_get_logger_loggers_to_debug() -> None:
    """Level table: with `debug=True`, `logs/djangocfg/<module>.log` gets "DEBUG and up"; the root stays at
    INFO and `logs/django.log` stays empty in both modes."""
    state = probe(debug=True)
    assert state["orders_level"] == 10
    assert "ORDERS DEBUG" in state["orders_log"] and "ORDERS INFO" in state["orders_log"]
    assert state["root_level"] == 20
    assert state["django_log"] == ""


def test_root_handlers_from_your_logging_survive() -> None:
    """"handlers you attach there stay in place, because django-cfg never clears the root logger again"
    (audit: error-tracking.mdx:64; logging.mdx:49-53)."""
    extra = '''
    def get_additional_settings(self) -> dict:
        return {"LOGGING": {
            "version": 1, "disable_existing_loggers": False,
            "handlers": {"root_file": {"class": "logging.FileHandler", "filename": "logs/root.log"}},
            "root": {"handlers": ["root_file"], "level": "INFO"},
        }}
'''
    state = probe(debug=False, extra=extra)
    assert [h["type"] for h in state["root_handlers"]] == ["FileHandler"]
    assert state["root_handlers"][0]["file"].endswith("logs/root.log")


def test_file_logger_rotates_at_midnight_and_keeps_30() -> None:
    """"File handlers are `TimedRotatingFileHandler` instances that rotate at midnight and keep 30 old files"."""
    state = probe(debug=False)
    assert state["orders_files"] == [["TimedRotatingFileHandler", "MIDNIGHT", 30]]
