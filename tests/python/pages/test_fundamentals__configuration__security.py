"""Checks for docs/fundamentals/configuration/security.mdx."""

from __future__ import annotations

import pytest
from claims import settings_of

from django_cfg import AxesConfig, ConfigurationError, DatabaseConfig, DjangoConfig


class ShopConfig(DjangoConfig):
    project_name: str = "Northwind Shop"
    secret_key: str = "x" * 60
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig(name="db.sqlite3")}
    api_url: str = "https://api.northwind.example"
    site_url: str = "https://northwind.example"
    security_domains: list[str] = ["northwind.example", "api.northwind.example"]
    axes: AxesConfig | None = AxesConfig(failure_limit=3, cooloff_time=12)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DJANGO_ENV", "ENVIRONMENT", "ENV", "KUBERNETES_SERVICE_HOST"):
        monkeypatch.delenv(name, raising=False)


def test_quick_example_in_production() -> None:
    """"In production mode this yields, among others": the hosts, origins, secure cookies, HSTS,
    `X_FRAME_OPTIONS` and axes values of the quick example."""
    settings = settings_of(ShopConfig(env_mode="production"))
    hosts = {"northwind.example", "api.northwind.example"}
    origins = {"https://northwind.example", "https://api.northwind.example"}
    assert hosts <= set(settings["ALLOWED_HOSTS"])
    assert "*" not in settings["ALLOWED_HOSTS"]
    assert set(settings["CORS_ALLOWED_ORIGINS"]) == origins
    assert set(settings["CSRF_TRUSTED_ORIGINS"]) == origins
    assert settings["SESSION_COOKIE_SECURE"] is True and settings["CSRF_COOKIE_SECURE"] is True
    assert settings["SECURE_HSTS_SECONDS"] == 31536000
    assert settings["SECURE_HSTS_INCLUDE_SUBDOMAINS"] is True and settings["SECURE_HSTS_PRELOAD"] is True
    assert settings["SECURE_CONTENT_TYPE_NOSNIFF"] is True
    assert settings["X_FRAME_OPTIONS"] == "DENY"
    assert settings["SECURE_SSL_REDIRECT"] is False
    assert (settings["AXES_FAILURE_LIMIT"], settings["AXES_COOLOFF_TIME"]) == (3, 12)


def test_development_profile() -> None:
    """"Development profile": `ALLOWED_HOSTS=["*"]`, no secure cookies, HSTS 0, SAMEORIGIN, credentials."""
    settings = settings_of(ShopConfig(env_mode="development"))
    assert settings["ALLOWED_HOSTS"] == ["*"]
    assert settings["SESSION_COOKIE_SECURE"] is False and settings["SECURE_HSTS_SECONDS"] == 0
    assert settings["X_FRAME_OPTIONS"] == "SAMEORIGIN"
    assert settings["CORS_ALLOW_ALL_ORIGINS"] is False and settings["CORS_ALLOW_CREDENTIALS"] is True
    for port in (3000, 3777, 5173, 5174, 8080, 4200, 8000, 8001):
        assert f"http://localhost:{port}" in settings["CORS_ALLOWED_ORIGINS"]


def test_defaults_of_the_fields_table() -> None:
    """The "Fields" table: `security_domains` `["localhost", "127.0.0.1"]`, `api_url`/`site_url`
    localhost URLs, `ssl_redirect` None."""
    fields = DjangoConfig.model_fields
    assert fields["security_domains"].get_default(call_default_factory=True) == ["localhost", "127.0.0.1"]
    assert fields["api_url"].default == "http://localhost:8000"
    assert fields["site_url"].default == "http://localhost:3000"
    assert fields["ssl_redirect"].default is None


def test_localhost_defaults_leak_into_production() -> None:
    """Warning "Leave no localhost defaults in production": the hosts of the default `api_url` and
    `site_url` are always added."""

    class Partial(DjangoConfig):
        project_name: str = "Northwind Shop"
        secret_key: str = "x" * 60
        databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig(name="db.sqlite3")}
        security_domains: list[str] = ["northwind.example"]

    settings = settings_of(Partial(env_mode="production"))
    assert "localhost" in settings["ALLOWED_HOSTS"]
    assert "http://localhost:3000" in settings["CORS_ALLOWED_ORIGINS"]


def test_axes_backend_and_middleware() -> None:
    """`AUTHENTICATION_BACKENDS = [AxesStandaloneBackend, ModelBackend]`; `AxesMiddleware` in MIDDLEWARE."""
    settings = settings_of(ShopConfig(env_mode="production"))
    assert settings["AUTHENTICATION_BACKENDS"] == [
        "axes.backends.AxesStandaloneBackend",
        "django.contrib.auth.backends.ModelBackend",
    ]
    assert "axes.middleware.AxesMiddleware" in settings["MIDDLEWARE"]
