"""Checks for docs/guides/production-config.mdx."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from claims import run_django, settings_of
from django_cfg import CacheConfig, DatabaseConfig, DjangoConfig, JWTConfig

PG = "postgresql://shop:secret@db.internal:5432/shop"


def prod(**extra) -> DjangoConfig:
    return DjangoConfig(
        project_name="Shop",
        secret_key="k" * 60,
        security_domains=["shop.example.com"],
        databases={"default": DatabaseConfig.from_url(PG, sslmode="require")},
        **extra,
    )


def test_postgres_pool_defaults_and_conn_max_age() -> None:
    """'django-cfg enables Django's native psycopg connection pool for PostgreSQL and sets
    `CONN_MAX_AGE=0`. ... `DB_POOL_MIN_SIZE` (default 10), `DB_POOL_MAX_SIZE` (default 50) and
    `DB_POOL_TIMEOUT` (default 30 seconds)'; `sslmode` default `prefer`."""
    database = settings_of(prod())["DATABASES"]["default"]
    assert database["ENGINE"] == "django.db.backends.postgresql"
    assert database["CONN_MAX_AGE"] == 0
    pool = database["OPTIONS"]["pool"]
    assert (pool["min_size"], pool["max_size"], pool["timeout"]) == (10, 50, 30)
    assert database["OPTIONS"]["sslmode"] == "require"
    assert DatabaseConfig.from_url(PG).sslmode == "prefer"


def test_pool_size_comes_from_the_environment() -> None:
    """'Size it with environment variables: `DB_POOL_MIN_SIZE` ..., `DB_POOL_MAX_SIZE` ...'."""
    code = (
        "from django_cfg import DatabaseConfig, DjangoConfig\n"
        f"c = DjangoConfig(project_name='S', secret_key='k'*60, debug=True, databases={{'default': DatabaseConfig.from_url('{PG}')}})\n"
        "print(c.get_all_settings()['DATABASES']['default']['OPTIONS']['pool']['max_size'])\n"
    )
    env = {**os.environ, "DB_POOL_MAX_SIZE": "20"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=Path(__file__).parent)
    assert done.stdout.strip().splitlines()[-1] == "20", done.stderr[-2000:]


def test_redis_url_gives_a_redis_cache_and_sessions_alias() -> None:
    """'With `redis_url` set and no `cache_default`, django-cfg creates a Redis cache with a 300-second
    timeout and a key prefix derived from the project name. Without it, production falls back to a
    file-based cache ... `cache_sessions` moves sessions ... to a separate Redis cache alias named
    `sessions`.'"""
    url = "redis://localhost:6379/0"
    settings = settings_of(prod(redis_url=url, cache_sessions=CacheConfig(redis_url=url, key_prefix="shop_sessions")))
    default = settings["CACHES"]["default"]
    assert default["BACKEND"] == "django_redis.cache.RedisCache" and default["TIMEOUT"] == 300
    assert default["KEY_PREFIX"] == "shop"
    assert "sessions" in settings["CACHES"]
    assert settings["SESSION_CACHE_ALIAS"] == "sessions"
    assert settings_of(prod())["CACHES"]["default"]["BACKEND"].endswith("FileBasedCache")


class CachedSessions(DjangoConfig):
    def get_additional_settings(self) -> dict:
        return {"SESSION_ENGINE": "django.contrib.sessions.backends.cache"}


def test_cache_sessions_leaves_session_engine_on_the_database() -> None:
    """':::warning `cache_sessions` leaves sessions in the database at 1.5.108': 'the session generator
    runs afterwards and resets it to `django.contrib.sessions.backends.db`' ... 'also return
    `"SESSION_ENGINE": "django.contrib.sessions.backends.cache"` from `get_additional_settings()`'."""
    url = "redis://localhost:6379/0"
    fields = dict(project_name="Shop", secret_key="k" * 60, security_domains=["shop.example.com"],
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
        cache_sessions=CacheConfig(redis_url=url, key_prefix="shop_sessions"))
    assert settings_of(DjangoConfig(**fields))["SESSION_ENGINE"] == "django.contrib.sessions.backends.db"
    assert settings_of(CachedSessions(**fields))["SESSION_ENGINE"] == "django.contrib.sessions.backends.cache"


def test_jwt_lifetimes_default_to_a_year() -> None:
    """'Set both lifetimes; left as `None` they default to 8,760 hours and 365 days.'"""
    simple_jwt = JWTConfig().to_django_settings("k" * 60)["SIMPLE_JWT"]
    assert simple_jwt["ACCESS_TOKEN_LIFETIME"].total_seconds() == 8760 * 3600
    assert simple_jwt["REFRESH_TOKEN_LIFETIME"].days == 365


def test_email_config_reads_same_named_environment_variables() -> None:
    """'this model can read unset fields from same-named environment variables such as `PORT`'."""
    code = "from django_cfg import EmailConfig\nprint(EmailConfig().port)\n"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ, "PORT": "2525"})
    assert done.stdout.strip() == "2525", done.stderr[-2000:]


def test_staticfiles_storage_is_ignored_on_django_52() -> None:
    """'it writes WhiteNoise's storage class to the legacy `STATICFILES_STORAGE` setting. Django removed
    that setting in 5.1, so on Django 5.2 it has no effect'."""
    settings = settings_of(prod())
    assert settings["STATICFILES_STORAGE"].startswith("whitenoise.storage.")
    assert "STORAGES" not in settings or not settings["STORAGES"]
    assert "whitenoise.middleware.WhiteNoiseMiddleware" in settings["MIDDLEWARE"]
    out = run_django("from django.conf import settings\nprint(settings.STORAGES['staticfiles']['BACKEND'])\n")
    assert out.strip() == "django.contrib.staticfiles.storage.StaticFilesStorage"


def test_conn_max_age_with_pool_is_refused_by_django() -> None:
    """Troubleshooting companion: 'Django refuses to combine a pool with `CONN_MAX_AGE` above 0'; django-cfg
    keeps the pool when you pass `conn_max_age=60`."""
    database = settings_of(DjangoConfig(project_name="S", secret_key="k" * 60, debug=True,
        databases={"default": DatabaseConfig.from_url(PG, conn_max_age=60)}))["DATABASES"]["default"]
    assert database["CONN_MAX_AGE"] == 60 and "pool" in database["OPTIONS"]
    import django.db.backends.postgresql.base as pg_base

    assert "Pooling doesn't support persistent connections." in Path(pg_base.__file__).read_text()
