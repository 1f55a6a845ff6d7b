"""Checks for docs/guides/sample-project/authentication.mdx (and the BookshopConfig it describes)."""

from __future__ import annotations

from claims import settings_of
from django_cfg import AxesConfig, DatabaseConfig, DjangoConfig, GitHubOAuthConfig, JWTConfig


class Bookshop(DjangoConfig):
    jwt: JWTConfig = JWTConfig(access_token_lifetime_hours=1, refresh_token_lifetime_days=30)


def bookshop(**extra) -> Bookshop:
    return Bookshop(
        project_name="Bookshop",
        secret_key="k" * 60,
        debug=True,
        enable_accounts=True,
        axes=AxesConfig(failure_limit=5, cooloff_time=1),
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
        **extra,
    )


def test_the_field_table() -> None:
    """The table: '`enable_accounts` ... sets `AUTH_USER_MODEL` to `django_cfg_accounts.CustomUser`';
    '`jwt` becomes `SIMPLE_JWT`: 1-hour access tokens, 30-day refresh tokens, rotation and blacklisting on
    (the defaults)'; '`axes` locks ... after 5 failed logins for 1 hour'."""
    settings = settings_of(bookshop())
    assert settings["AUTH_USER_MODEL"] == "django_cfg_accounts.CustomUser"
    jwt = settings["SIMPLE_JWT"]
    assert jwt["ACCESS_TOKEN_LIFETIME"].total_seconds() == 3600
    assert jwt["REFRESH_TOKEN_LIFETIME"].days == 30
    assert jwt["ROTATE_REFRESH_TOKENS"] is True and jwt["BLACKLIST_AFTER_ROTATION"] is True
    assert (settings["AXES_FAILURE_LIMIT"], settings["AXES_COOLOFF_TIME"]) == (5, 1)


def test_axes_defaults_without_the_field() -> None:
    """'without the `axes` field django-cfg uses 10 attempts and 1 hour in development, 5 attempts and 24
    hours in production.'"""
    base = dict(project_name="B", secret_key="k" * 60, databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")})
    dev = settings_of(DjangoConfig(**base, debug=True))
    prod = settings_of(DjangoConfig(**base, security_domains=["bookshop.example"]))
    assert (dev["AXES_FAILURE_LIMIT"], dev["AXES_COOLOFF_TIME"]) == (10, 1)
    assert (prod["AXES_FAILURE_LIMIT"], prod["AXES_COOLOFF_TIME"]) == (5, 24)


def test_github_oauth_defaults() -> None:
    """'`GitHubOAuthConfig.callback_path` (default `/auth`)'; 'the defaults `auto_create_user=True` and
    `allow_account_linking=True`'."""
    github = GitHubOAuthConfig(enabled=True, client_id="id", client_secret="secret")
    assert github.callback_path == "/auth"
    assert github.auto_create_user is True and github.allow_account_linking is True


def test_development_allows_every_host() -> None:
    """Configuration page: 'With `DJANGO_ENV=development` (or `debug=True`), `ALLOWED_HOSTS` is `["*"]`'."""
    assert settings_of(bookshop())["ALLOWED_HOSTS"] == ["*"]
