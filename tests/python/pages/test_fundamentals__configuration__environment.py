"""Checks for docs/fundamentals/configuration/environment.mdx (also getting-started/configuration.mdx)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from django_cfg import DatabaseConfig, DjangoConfig
from django_cfg.core.config import EnvironmentMode

VARIABLES = ("DJANGO_ENV", "ENVIRONMENT", "ENV")


class ShopConfig(DjangoConfig):
    project_name: str = "Northwind Shop"
    secret_key: str = "x" * 60
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig(name="db.sqlite3")}


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)


def test_default_is_production() -> None:
    """"`env_mode` ... Default `EnvironmentMode.PRODUCTION`"."""
    assert ShopConfig().env_mode == EnvironmentMode.PRODUCTION


@pytest.mark.parametrize(
    ("value", "mode"),
    [
        *[(v, EnvironmentMode.DEVELOPMENT) for v in ("dev", "devel", "develop", "development", "local", "DEV")],
        *[(v, EnvironmentMode.PRODUCTION) for v in ("prod", "production")],
        *[(v, EnvironmentMode.TEST) for v in ("test", "testing", "Testing")],
    ],
)
def test_recognized_values(monkeypatch: pytest.MonkeyPatch, value: str, mode: EnvironmentMode) -> None:
    """The "How the mode is detected" table (case-insensitive)."""
    monkeypatch.setenv("DJANGO_ENV", value)
    assert ShopConfig().env_mode == mode


def test_variables_in_order_and_unknown_values_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    """"checks ... `DJANGO_ENV`, `ENVIRONMENT` and `ENV`, in that order ... anything else, such as
    `staging`: ignored; the next variable is checked"."""
    monkeypatch.setenv("DJANGO_ENV", "staging")
    monkeypatch.setenv("ENVIRONMENT", "test")
    monkeypatch.setenv("ENV", "development")
    assert ShopConfig().env_mode == EnvironmentMode.TEST
    monkeypatch.setenv("DJANGO_ENV", "dev")
    assert ShopConfig().env_mode == EnvironmentMode.DEVELOPMENT


def test_explicit_production_is_overridden_but_development_is_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """Warning "An explicit production value can still be overridden": `env_mode =
    EnvironmentMode.PRODUCTION` is replaced when `DJANGO_ENV=development`; development or test set
    explicitly is never overridden."""
    monkeypatch.setenv("DJANGO_ENV", "development")
    assert ShopConfig(env_mode=EnvironmentMode.PRODUCTION).env_mode == EnvironmentMode.DEVELOPMENT
    monkeypatch.setenv("DJANGO_ENV", "production")
    assert ShopConfig(env_mode="test").env_mode == EnvironmentMode.TEST
    assert ShopConfig(env_mode="development").is_development


def test_unknown_mode_string_fails() -> None:
    """"Any other string, such as `"dev"`, fails validation with `Input should be 'development',
    'production' or 'test'`"."""
    with pytest.raises(ValidationError, match="Input should be 'development', 'production' or 'test'"):
        ShopConfig(env_mode="dev")
