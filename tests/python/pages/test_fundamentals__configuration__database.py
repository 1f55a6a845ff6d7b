"""Checks for docs/fundamentals/configuration/database.mdx."""

from __future__ import annotations

import pytest
from claims import run_python, settings_of
from pydantic import ValidationError

from django_cfg import ConfigurationError, DatabaseConfig, DjangoConfig

SHOP_URL = "postgresql://shop:secret@localhost:5432/shop?sslmode=require"


def make_config(databases: dict[str, DatabaseConfig]) -> DjangoConfig:
    class ShopConfig(DjangoConfig):
        project_name: str = "Northwind Shop"
        secret_key: str = "x" * 60

    return ShopConfig(databases=databases)


def test_placeholder_without_engine_fails_the_sqlite_name_check() -> None:
    """Pitfall "Templates in name are not expanded": without an explicit `engine`,
    `${DATABASE_URL:shop}` fails the SQLite name check."""
    with pytest.raises(ValidationError, match="SQLite database name must be"):
        DatabaseConfig(name="${DATABASE_URL:shop}")


def test_placeholder_with_engine_becomes_the_literal_name() -> None:
    """Same pitfall: "with one, the literal text becomes the database name"."""
    database = DatabaseConfig(name="${DATABASE_URL:shop}", engine="django.db.backends.postgresql")
    assert database.to_django_config()["NAME"] == "${DATABASE_URL:shop}"


def test_engine_must_start_with_django_db_backends() -> None:
    """"`engine` must start with `django.db.backends.`, so `django.contrib.gis.db.backends.postgis`
    is rejected"."""
    with pytest.raises(ValidationError, match="Must start with 'django.db.backends.'"):
        DatabaseConfig(name="shop", engine="django.contrib.gis.db.backends.postgis")


def test_unknown_fields_are_rejected() -> None:
    """"`DatabaseConfig` forbids unknown fields, so a typo such as `hots="db"` fails"."""
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        DatabaseConfig(name="shop", hots="db")


def test_field_defaults() -> None:
    """The defaults in the "DatabaseConfig fields" table."""
    database = DatabaseConfig(name="shop", engine="django.db.backends.postgresql")
    assert (database.host, database.port, database.connect_timeout) == ("localhost", 5432, 10)
    assert (database.sslmode, database.conn_max_age, database.conn_health_checks) == ("prefer", 0, True)
    assert database.apps == [] and database.migrate_to is None and database.routing_description == ""
    assert sorted(database.operations) == ["migrate", "read", "write"]
    assert "s3cret" not in repr(DatabaseConfig(name="shop", engine="django.db.backends.postgresql", password="s3cret"))


def test_url_password_shows_in_repr() -> None:
    """Pitfall "Passwords in URLs show in repr()": `from_url()` keeps the whole URL, password
    included, in `name`, and `repr()` prints `name`."""
    database = DatabaseConfig.from_url(SHOP_URL)
    assert database.name == SHOP_URL
    assert "shop:secret@" in repr(database)


def test_quick_example_generates_the_shown_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    """The `DATABASES["default"]` dictionary under "What gets generated", including
    `ATOMIC_REQUESTS=True`, `CONN_MAX_AGE=0` and the pool defaults 10/50/30."""
    for name in ("DB_POOL_MIN_SIZE", "DB_POOL_MAX_SIZE", "DB_POOL_TIMEOUT", "AUTO_POOL_SIZE"):
        monkeypatch.delenv(name, raising=False)
    entry = settings_of(make_config({"default": DatabaseConfig.from_url(SHOP_URL)}))["DATABASES"]["default"]
    assert entry["ENGINE"] == "django.db.backends.postgresql"
    assert (entry["NAME"], entry["USER"], entry["PASSWORD"], entry["HOST"], entry["PORT"]) == (
        "shop", "shop", "secret", "localhost", 5432,
    )
    assert (entry["CONN_MAX_AGE"], entry["CONN_HEALTH_CHECKS"], entry["ATOMIC_REQUESTS"]) == (0, True, True)
    assert entry["OPTIONS"]["connect_timeout"] == 10
    assert entry["OPTIONS"]["sslmode"] == "require"
    assert entry["OPTIONS"]["pool"] == {"min_size": 10, "max_size": 50, "timeout": 30, "max_lifetime": 3600, "max_idle": 600}


def test_sqlite_gets_a_timeout_option() -> None:
    """"SQLite gets `OPTIONS["timeout"]=20`" and `sqlite:///db.sqlite3` produces `NAME="db.sqlite3"`."""
    entry = settings_of(make_config({"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}))["DATABASES"]["default"]
    assert entry["OPTIONS"]["timeout"] == 20
    assert entry["NAME"] == "db.sqlite3"
    assert entry["ATOMIC_REQUESTS"] is True


def test_pool_sizes_come_from_environment_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    """"Tuning the pool": `DB_POOL_MIN_SIZE`, `DB_POOL_MAX_SIZE` and `DB_POOL_TIMEOUT`, read when
    settings are generated."""
    monkeypatch.delenv("AUTO_POOL_SIZE", raising=False)
    monkeypatch.setenv("DB_POOL_MIN_SIZE", "4")
    monkeypatch.setenv("DB_POOL_MAX_SIZE", "12")
    monkeypatch.setenv("DB_POOL_TIMEOUT", "7")
    pool = settings_of(make_config({"default": DatabaseConfig.from_url(SHOP_URL)}))["DATABASES"]["default"]["OPTIONS"]["pool"]
    assert (pool["min_size"], pool["max_size"], pool["timeout"]) == (4, 12, 7)


@pytest.mark.parametrize(("server", "expected"), [("asgi", (5, 20)), ("wsgi", (10, 50))])
def test_auto_pool_size_matrix_in_production(monkeypatch: pytest.MonkeyPatch, server: str, expected: tuple[int, int]) -> None:
    """"With `AUTO_POOL_SIZE=true` ... In production that means 5–20 connections for ASGI and 10–50
    for WSGI"; `DJANGO_ASGI=true` marks the process as ASGI."""
    monkeypatch.setenv("AUTO_POOL_SIZE", "true")
    monkeypatch.setenv("DJANGO_ASGI", "true" if server == "asgi" else "false")
    printed = run_python(
        """
        from django_cfg.utils.smart_defaults import get_pool_config
        pool = get_pool_config("production")
        print(pool["min_size"], pool["max_size"])
        """
    )
    assert tuple(int(n) for n in printed.split()) == expected


@pytest.mark.parametrize("argv0", ["uvicorn", "daphne", "hypercorn"])
def test_asgi_detected_from_the_command_line(monkeypatch: pytest.MonkeyPatch, argv0: str) -> None:
    """"... or when the command line mentions uvicorn, daphne or hypercorn"."""
    monkeypatch.delenv("DJANGO_ASGI", raising=False)
    printed = run_python(
        f"""
        import sys
        sys.argv = ["/usr/bin/{argv0}", "api.asgi:application"]
        from django_cfg.utils.smart_defaults import _detect_asgi_mode
        print(_detect_asgi_mode())
        """
    )
    assert printed.strip() == "True"


def test_several_databases_add_the_router() -> None:
    """"Several databases": `DATABASE_ROUTERS` and `DATABASE_ROUTING_RULES={"reports": "analytics"}`."""
    settings = settings_of(
        make_config(
            {
                "default": DatabaseConfig.from_url("sqlite:///db.sqlite3"),
                "analytics": DatabaseConfig.from_url("sqlite:///analytics.sqlite3", apps=["reports"]),
            }
        )
    )
    assert settings["DATABASE_ROUTERS"] == ["django_cfg.routing.routers.DatabaseRouter"]
    assert settings["DATABASE_ROUTING_RULES"] == {"reports": "analytics"}
    single = settings_of(make_config({"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}))
    assert "DATABASE_ROUTERS" not in single and "DATABASE_ROUTING_RULES" not in single


@pytest.mark.parametrize(
    ("databases", "message"),
    [
        ({}, "At least one database must be configured"),
        ({"main": DatabaseConfig(name="db.sqlite3")}, "'default' database is required"),
        ({"default": DatabaseConfig(name="db.sqlite3", migrate_to="missing")}, "non-existent databases"),
    ],
)
def test_djangoconfig_database_validation(databases: dict[str, DatabaseConfig], message: str) -> None:
    """"Validation on `DjangoConfig` itself": empty, no "default", unknown `migrate_to` each raise
    ConfigurationError when the config is created."""
    with pytest.raises((ConfigurationError, ValidationError), match=message):
        make_config(databases)


def test_enable_pool_cleanup_appends_the_middleware_last() -> None:
    """`enable_pool_cleanup` "appends `django_cfg.middleware.pool_cleanup.ConnectionPoolCleanupMiddleware`
    as the last middleware"."""
    config = make_config({"default": DatabaseConfig(name="db.sqlite3")})
    config.enable_pool_cleanup = True
    assert settings_of(config)["MIDDLEWARE"][-1] == "django_cfg.middleware.pool_cleanup.ConnectionPoolCleanupMiddleware"
