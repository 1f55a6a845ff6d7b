"""Checks for docs/fundamentals/database/multi-database.mdx (and the router table of routing.mdx)."""

from __future__ import annotations

import json

from claims import run_django, settings_of

from django_cfg import DatabaseConfig, DjangoConfig

CONFIG = """
from django_cfg import DatabaseConfig, DjangoConfig


class PortalConfig(DjangoConfig):
    project_name: str = "Portal"
    secret_key: str = "x" * 60
    root_urlconf: str = "api.urls"
    databases: dict[str, DatabaseConfig] = {{
        "default": DatabaseConfig.from_url("sqlite:///db.sqlite3"),
        "analytics": DatabaseConfig.from_url(
            "sqlite:///analytics.sqlite3", apps={apps!r}, operations={operations!r}, migrate_to={migrate_to!r}
        ),
    }}


config = PortalConfig()
"""

ASK_ROUTER = """
import json
from django.contrib.sessions.models import Session
from django.db import router
print(json.dumps({
    "read": router.db_for_read(Session),
    "write": router.db_for_write(Session),
    "migrate_here": router.allow_migrate("analytics", "sessions"),
    "migrate_default": router.allow_migrate("default", "sessions"),
}))
"""


def ask(apps: list[str], operations: list[str] | None = None, migrate_to: str | None = None) -> dict:
    config = CONFIG.format(apps=apps, operations=operations or ["read", "write", "migrate"], migrate_to=migrate_to)
    return json.loads(run_django(ASK_ROUTER, config=config).strip().splitlines()[-1])


def test_router_routes_by_app_label() -> None:
    """"The router compares the list against `model._meta.app_label`": a routed app reads, writes and
    migrates on its alias only."""
    answer = ask(["sessions"])
    assert answer == {"read": "analytics", "write": "analytics", "migrate_here": True, "migrate_default": False}


def test_module_paths_route_nothing() -> None:
    """"`apps` holds app labels (`analytics`), not the dotted module paths": a module path matches no
    model, so everything falls back to default."""
    answer = ask(["django.contrib.sessions"])
    assert answer["read"] == "default" and answer["write"] == "default"


def test_operations_and_migrate_to_are_not_consulted() -> None:
    """Routing fields table: `operations` and `migrate_to` are "Validated and stored ... The shipped
    router does not consult it"; the "Read replicas" note: `operations=["read"]` still routes writes."""
    answer = ask(["sessions"], operations=["read"], migrate_to="default")
    assert answer == {"read": "analytics", "write": "analytics", "migrate_here": True, "migrate_default": False}


def test_rules_follow_declaration_order_and_later_wins() -> None:
    """"if two databases list the same label, the one declared later wins"."""

    class PortalConfig(DjangoConfig):
        project_name: str = "Portal"
        secret_key: str = "x" * 60

    config = PortalConfig(
        databases={
            "default": DatabaseConfig(name="db.sqlite3"),
            "one": DatabaseConfig(name="one.sqlite3", apps=["analytics"]),
            "two": DatabaseConfig(name="two.sqlite3", apps=["analytics"]),
        }
    )
    assert settings_of(config)["DATABASE_ROUTING_RULES"] == {"analytics": "two"}


def test_helper_methods() -> None:
    """"Helper methods on each `DatabaseConfig`: `has_routing_rules()`, `matches_app(label)`,
    `allows_operation(op)` and `get_migration_database()`"."""
    database = DatabaseConfig(name="a.sqlite3", apps=["analytics"], operations=["read"], migrate_to="default")
    assert database.has_routing_rules() and database.matches_app("analytics")
    assert database.allows_operation("read") and not database.allows_operation("write")
    assert database.get_migration_database() == "default"
    assert not DatabaseConfig(name="b.sqlite3").has_routing_rules()
