"""Checks for docs/fundamentals/database/url-configuration.mdx."""

from __future__ import annotations

import pytest
from claims import PACKAGE
from pydantic import ValidationError

from django_cfg import DatabaseConfig
from django_cfg.core.exceptions import DatabaseError


def test_absolute_sqlite_url_becomes_relative() -> None:
    """Warning "Absolute SQLite paths in URLs": `sqlite:////var/data/app.db` becomes the relative
    name `var/data/app.db`; a plain absolute path as `name` keeps it absolute."""
    assert DatabaseConfig.from_url("sqlite:////var/data/app.db").to_django_config()["NAME"] == "var/data/app.db"
    assert DatabaseConfig(name="/var/data/app.sqlite3").to_django_config()["NAME"] == "/var/data/app.sqlite3"


def test_percent_escaped_password_is_not_decoded() -> None:
    """Warning "Percent-encoded passwords": `p%40ss` reaches the driver as the literal `p%40ss`."""
    entry = DatabaseConfig.from_url("postgresql://app:p%40ss@db:5432/app").to_django_config()
    assert entry["PASSWORD"] == "p%40ss"


def test_password_beside_a_url_does_not_help() -> None:
    """Same warning: "the generated `USER` and `PASSWORD` always come from the URL itself, so adding
    `password=` next to the URL doesn't help"."""
    entry = DatabaseConfig.from_url("postgresql://app@db:5432/app", password="p@ss").to_django_config()
    assert entry.get("PASSWORD") != "p@ss"
    explicit = DatabaseConfig(
        engine="django.db.backends.postgresql", name="app", user="app", password="p@ss", host="db", port=5432
    ).to_django_config()
    assert explicit["PASSWORD"] == "p@ss"


def test_memory_url_does_not_parse() -> None:
    """"Use `name=":memory:"`; the URL form `sqlite://:memory:` does not parse"."""
    with pytest.raises((DatabaseError, ValidationError, ValueError)):
        DatabaseConfig.from_url("sqlite://:memory:").to_django_config()
    assert DatabaseConfig(name=":memory:").to_django_config()["NAME"] == ":memory:"


def test_port_defaults_to_5432_and_mysql_url_without_port_has_none() -> None:
    """"MySQL ports": `port` defaults to 5432; a `mysql://` URL without a port leaves `PORT` unset."""
    assert DatabaseConfig.model_fields["port"].default == 5432
    entry = DatabaseConfig.from_url("mysql://shop:secret@db/shop").to_django_config()
    assert entry["ENGINE"] == "django.db.backends.mysql"
    assert "PORT" not in entry


def test_placeholder_is_not_expanded() -> None:
    """"`${VAR}` strings are not expanded": without `engine` the SQLite name check fails; with one
    the literal text is the name."""
    with pytest.raises(ValidationError):
        DatabaseConfig(name="${DATABASE_URL:mydb}")
    entry = DatabaseConfig(name="${DATABASE_URL:mydb}", engine="django.db.backends.postgresql").to_django_config()
    assert entry["NAME"] == "${DATABASE_URL:mydb}"


def test_dj_database_url_is_a_dependency_but_unused() -> None:
    """"`dj-database-url` is installed but not used": a declared dependency, imported nowhere."""
    from importlib.metadata import requires

    assert any(r.startswith("dj-database-url") for r in requires("django-cfg") or [])
    users = [p for p in PACKAGE.rglob("*.py") if "dj_database_url" in p.read_text(encoding="utf-8", errors="ignore")]
    assert users == []


@pytest.mark.parametrize(
    ("url", "engine"),
    [
        ("postgresql://u:p@h:5432/d", "django.db.backends.postgresql"),
        ("postgres://u:p@h:5432/d", "django.db.backends.postgresql"),
        ("mysql://u:p@h:3306/d", "django.db.backends.mysql"),
        ("sqlite:///d.sqlite3", "django.db.backends.sqlite3"),
        ("sqlite3:///d.sqlite3", "django.db.backends.sqlite3"),
        ("oracle://u:p@h:1521/d", "django.db.backends.oracle"),
    ],
)
def test_supported_schemes(url: str, engine: str) -> None:
    """The "Supported schemes" table."""
    assert DatabaseConfig.from_url(url).to_django_config()["ENGINE"] == engine


@pytest.mark.parametrize("name", ["db.txt", "shop"])
def test_plain_sqlite_name_rules(name: str) -> None:
    """"A plain SQLite name must be `:memory:`, contain a `/` or `\\`, or end with `.db`, `.sqlite` or
    `.sqlite3`; anything else is rejected"."""
    with pytest.raises(ValidationError):
        DatabaseConfig(name=name)
    for ok in ("a.db", "a.sqlite", "a.sqlite3", "data/app", ":memory:"):
        DatabaseConfig(name=ok)
