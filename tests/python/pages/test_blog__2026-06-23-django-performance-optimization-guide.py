"""Checks for blog/2026-06-23-django-performance-optimization-guide.mdx (the defaults it names and the
session-engine pitfall)."""

from __future__ import annotations

import pytest
from claims import settings_of

from django_cfg import CacheConfig, DatabaseConfig, DjangoConfig

REDIS = "redis://localhost:6379/0"


def shop(**fields) -> dict:
    values = dict(
        project_name="Shop API",
        secret_key="docs-example-secret-key-that-is-long-enough-for-validation",
        databases={"default": DatabaseConfig.from_url("postgresql://shop:pw@db.example.com:5432/shop")},
    )
    values.update(fields)
    return settings_of(DjangoConfig(**values))


@pytest.mark.parametrize(
    ("env_mode", "redis_url", "backend"),
    [
        ("development", REDIS, "django_redis.cache.RedisCache"),
        ("development", None, "django.core.cache.backends.locmem.LocMemCache"),
        ("production", REDIS, "django_redis.cache.RedisCache"),
        ("production", None, "django.core.cache.backends.filebased.FileBasedCache"),
    ],
)
def test_default_cache_backend_table(env_mode: str, redis_url: str | None, backend: str) -> None:
    """The table under "Caching: CacheConfig and redis_url" (default cache backend by environment and
    `redis_url`), and "`FileBasedCache` under `tmp/django_cache/`"."""
    cache = shop(env_mode=env_mode, redis_url=redis_url)["CACHES"]["default"]
    assert cache["BACKEND"] == backend
    if backend.endswith("FileBasedCache"):
        assert str(cache["LOCATION"]).startswith("tmp/django_cache/")


def test_atomic_requests_and_connection_defaults() -> None:
    """"django-cfg sets `ATOMIC_REQUESTS = True` on every database alias by default"; the pool table
    (10 / 50 / 30 s / 3600 s / 600 s, `CONN_MAX_AGE` 0, `CONN_HEALTH_CHECKS` True)."""
    database = shop(env_mode="production")["DATABASES"]["default"]
    assert database["ATOMIC_REQUESTS"] is True
    assert (database["CONN_MAX_AGE"], database["CONN_HEALTH_CHECKS"]) == (0, True)
    pool = database["OPTIONS"]["pool"]
    assert (pool["min_size"], pool["max_size"], pool["timeout"]) == (10, 50, 30)
    assert (pool["max_lifetime"], pool["max_idle"]) == (3600, 600)


def test_cache_sessions_leaves_session_engine_on_the_database() -> None:
    """"`cache_sessions` adds a `sessions` cache alias and sets `SESSION_CACHE_ALIAS`, but at 1.5.108 ...
    set `SESSION_ENGINE` back to the database backend"; "`SESSION_SAVE_EVERY_REQUEST = True`"."""
    plain = shop(env_mode="production", redis_url=REDIS)
    with_sessions = shop(env_mode="production", redis_url=REDIS, cache_sessions=CacheConfig(redis_url=REDIS))
    assert "sessions" in with_sessions["CACHES"] and "sessions" not in plain["CACHES"]
    assert with_sessions["SESSION_CACHE_ALIAS"] == "sessions"
    assert with_sessions["SESSION_ENGINE"] == "django.contrib.sessions.backends.db"
    assert with_sessions["SESSION_SAVE_EVERY_REQUEST"] is True


def test_get_additional_settings_fixes_the_session_engine_and_storages() -> None:
    """"set it yourself in `get_additional_settings()`", "which django-cfg merges last": the post's final
    `ShopConfig` ends with a cache session engine and the `STORAGES` it returns."""

    class ShopConfig(DjangoConfig):
        def get_additional_settings(self) -> dict[str, object]:
            return {
                "SESSION_ENGINE": "django.contrib.sessions.backends.cache",
                "STORAGES": {"staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"}},
            }

    config = ShopConfig(
        project_name="Shop API",
        secret_key="docs-example-secret-key-that-is-long-enough-for-validation",
        redis_url=REDIS,
        cache_sessions=CacheConfig(redis_url=REDIS),
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
    )
    settings = settings_of(config)
    assert settings["SESSION_ENGINE"] == "django.contrib.sessions.backends.cache"
    assert settings["STORAGES"]["staticfiles"]["BACKEND"].endswith("CompressedManifestStaticFilesStorage")


@pytest.mark.parametrize(
    ("env_mode", "storage", "max_age", "autorefresh"),
    [
        ("development", "whitenoise.storage.CompressedStaticFilesStorage", 0, True),
        ("production", "whitenoise.storage.CompressedManifestStaticFilesStorage", 3600, False),
    ],
)
def test_whitenoise_table(env_mode: str, storage: str, max_age: int, autorefresh: bool) -> None:
    """The WhiteNoise settings table and "`WhiteNoiseMiddleware` second in the middleware stack, right after
    Django's `SecurityMiddleware`"."""
    settings = shop(env_mode=env_mode)
    assert settings["STATIC_URL"] == "/staticfiles/"
    assert str(settings["STATIC_ROOT"]).endswith("staticfiles")
    assert settings["STATICFILES_STORAGE"] == storage
    assert settings["WHITENOISE_USE_FINDERS"] is True
    assert (settings["WHITENOISE_MAX_AGE"], settings["WHITENOISE_AUTOREFRESH"]) == (max_age, autorefresh)
    assert settings["MIDDLEWARE"][:2] == [
        "django.middleware.security.SecurityMiddleware",
        "whitenoise.middleware.WhiteNoiseMiddleware",
    ]
    assert "STORAGES" not in settings  # so Django 5.2 falls back to its plain storage
