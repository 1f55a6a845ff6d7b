"""Checks for docs/guides/multi-database.mdx."""

from __future__ import annotations

import pytest
from claims import run_django, settings_of
from django_cfg import DatabaseConfig, DjangoConfig
from django_cfg.core.exceptions import ConfigurationError


def config(analytics: DatabaseConfig) -> DjangoConfig:
    return DjangoConfig(
        project_name="Shop",
        secret_key="k" * 60,
        debug=True,
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3"), "analytics": analytics},
    )


def test_router_settings_appear_only_with_apps() -> None:
    """'As soon as any database has a non-empty `apps` list, the generated settings contain a router and a
    map from app label to alias'."""
    routed = settings_of(config(DatabaseConfig.from_url("sqlite:///a.sqlite3", apps=["analytics"])))
    assert routed["DATABASE_ROUTERS"] == ["django_cfg.routing.routers.DatabaseRouter"]
    assert routed["DATABASE_ROUTING_RULES"] == {"analytics": "analytics"}
    plain = settings_of(config(DatabaseConfig.from_url("sqlite:///a.sqlite3")))
    assert not plain.get("DATABASE_ROUTERS")


def test_operations_default_and_migrate_to_validation() -> None:
    """'`DatabaseConfig` also has `operations` (default `["read", "write", "migrate"]`) and `migrate_to`.
    ... it must name an existing alias, or startup fails with `Database routing references non-existent
    databases`.'"""
    assert DatabaseConfig.from_url("sqlite:///a.sqlite3").operations == ["read", "write", "migrate"]
    with pytest.raises(ConfigurationError, match="Database routing references non-existent databases"):
        config(DatabaseConfig.from_url("sqlite:///a.sqlite3", migrate_to="reports"))


ROUTER_PROBE = """
from django.contrib.auth.models import User
from django.contrib.sessions.models import Session
from django.db import router
print(router.db_for_write(User), router.allow_migrate("analytics", "auth"), router.allow_migrate("default", "auth"))
"""


def test_router_uses_app_labels_and_module_paths_route_nothing() -> None:
    """':::warning[Use app labels, not module paths]': 'Writing `"apps.analytics"` passes validation but
    routes nothing'; the table: 'migrate --database analytics: only analytics migrations run there; other
    apps are skipped'. Checked with the `auth` app routed by label and by module path."""
    template = """
from django_cfg import DatabaseConfig, DjangoConfig
config = DjangoConfig(project_name="Shop", secret_key="k" * 60, debug=True, root_urlconf="api.urls",
    databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3"),
               "analytics": DatabaseConfig.from_url("sqlite:///a.sqlite3", apps=[APPS])})
"""
    by_label = run_django(ROUTER_PROBE, config=template.replace("APPS", '"auth"')).split()
    assert by_label == ["analytics", "True", "False"]
    by_path = run_django(ROUTER_PROBE, config=template.replace("APPS", '"django.contrib.auth"')).split()
    assert by_path[0] == "default"
