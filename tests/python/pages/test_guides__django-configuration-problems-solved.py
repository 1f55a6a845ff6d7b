"""Checks for docs/guides/django-configuration-problems-solved.mdx."""

from __future__ import annotations

import pytest
from claims import settings_of
from django_cfg import ApiKeys, DatabaseConfig, DjangoConfig
from pydantic import ValidationError

BASE = dict(project_name="Shop", secret_key="k" * 60, databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")})


def test_typos_and_wrong_types_are_rejected() -> None:
    """'`DjangoConfig` uses `extra="forbid"` and `validate_assignment=True`. A misspelled field raises
    `Extra inputs are not permitted` ... and assigning a wrong type later raises too.'"""
    assert DjangoConfig.model_config["extra"] == "forbid"
    assert DjangoConfig.model_config["validate_assignment"] is True
    with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
        DjangoConfig(**BASE, sesion_cookie_age=3600)
    config = DjangoConfig(**BASE, debug=True)
    with pytest.raises(ValidationError):
        config.debug = "maybe"


def test_debug_strings_are_coerced() -> None:
    """'`debug: bool` accepts `"false"`, `"0"` or `False` and rejects `"maybe"`.'"""
    for value in ("false", "0", False):
        assert DjangoConfig(**BASE, debug=value).debug is False
    with pytest.raises(ValidationError):
        DjangoConfig(**BASE, debug="maybe")


def test_production_security_headers() -> None:
    """'With `env_mode="production"` and `debug=False`, the security builder emits
    `SECURE_HSTS_SECONDS=31536000` (with subdomains and preload), `SESSION_COOKIE_SECURE`,
    `CSRF_COOKIE_SECURE`, `SECURE_CONTENT_TYPE_NOSNIFF` and `X_FRAME_OPTIONS="DENY"`'."""
    settings = settings_of(DjangoConfig(**BASE, security_domains=["shop.example.com"]))
    assert settings["SECURE_HSTS_SECONDS"] == 31536000
    assert settings["SECURE_HSTS_INCLUDE_SUBDOMAINS"] is True and settings["SECURE_HSTS_PRELOAD"] is True
    assert settings["SESSION_COOKIE_SECURE"] is True and settings["CSRF_COOKIE_SECURE"] is True
    assert settings["SECURE_CONTENT_TYPE_NOSNIFF"] is True
    assert settings["X_FRAME_OPTIONS"] == "DENY"
    assert "axes" in settings["INSTALLED_APPS"]


def test_one_domain_list_feeds_hosts_cors_and_csrf() -> None:
    """'django-cfg derives hostnames for `ALLOWED_HOSTS` and `https://` origins for CORS and CSRF, and adds
    the hosts of `api_url` and `site_url` automatically.'"""
    settings = settings_of(DjangoConfig(**BASE, security_domains=["shop.example.com"], api_url="https://api.shop.example.com"))
    assert {"shop.example.com", "api.shop.example.com"} <= set(settings["ALLOWED_HOSTS"])
    assert "https://shop.example.com" in settings["CORS_ALLOWED_ORIGINS"]
    assert "https://shop.example.com" in settings["CSRF_TRUSTED_ORIGINS"]


def test_secrets_are_masked() -> None:
    """'Keys in `ApiKeys` ... are `SecretStr` and print as `**********`. `secret_key` is excluded from the
    config's repr.'"""
    keys = ApiKeys(openai="sk-" + "a" * 40)
    assert "a" * 40 not in repr(keys) and "**********" in repr(keys)
    assert "k" * 60 not in repr(DjangoConfig(**BASE, debug=True))
