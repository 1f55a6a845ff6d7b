"""Checks for docs/guides/troubleshooting.mdx: the error messages it quotes."""

from __future__ import annotations

import pytest
from claims import PACKAGE, run_django, settings_of
from django_cfg import ApiKeys, DatabaseConfig, DjangoConfig
from django_cfg.core.exceptions import ConfigurationError
from pydantic import ValidationError

SQLITE = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}


def base(**overrides) -> dict:
    return {"project_name": "Shop", "secret_key": "k" * 60, "databases": SQLITE, **overrides}


def test_short_secret_key_is_string_too_short() -> None:
    """'`secret_key`: `String should have at least 50 characters`' ... 'a `string_too_short` error'."""
    with pytest.raises(ValidationError) as info:
        DjangoConfig(**base(secret_key="short"))
    error = info.value.errors()[0]
    assert error["loc"] == ("secret_key",) and error["type"] == "string_too_short"
    assert "String should have at least 50 characters" in str(info.value)


def test_project_name_and_extra_inputs() -> None:
    """'`Project name must contain only alphanumeric characters, spaces, hyphens, and underscores`' and
    '`Extra inputs are not permitted`' (also for the undeclared `jwt`, `admin_emails`...)."""
    with pytest.raises(ValidationError, match="Project name must contain only alphanumeric"):
        DjangoConfig(**base(project_name="Shop & Co"))
    for name in ("secret", "jwt", "openapi_client", "constance", "twilio", "admin_emails"):
        with pytest.raises(ValidationError, match="Extra inputs are not permitted"):
            DjangoConfig(**base(**{name: None}))


def test_database_messages() -> None:
    """'`At least one database must be configured` or `'default' database is required`' (with a
    `Context:` listing the aliases), 'Database routing references non-existent databases', and the
    SQLite name message."""
    with pytest.raises(ConfigurationError, match="At least one database must be configured"):
        DjangoConfig(**base(databases={}))
    with pytest.raises(ConfigurationError, match="'default' database is required") as info:
        DjangoConfig(**base(databases={"main": SQLITE["default"]}))
    assert "main" in str(info.value) and "Context:" in str(info.value)
    with pytest.raises(ConfigurationError, match="Database routing references non-existent databases"):
        DjangoConfig(**base(databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3", migrate_to="x")}))
    with pytest.raises(ValidationError, match="SQLite database name must be ':memory:', a file path, or end with"):
        DatabaseConfig(name="shop")


def test_email_tls_ssl_check_never_fires() -> None:
    """'`EmailConfig` declares a `Cannot use both TLS and SSL simultaneously` check, but at 1.5.108 it
    never fires, so both `EMAIL_USE_TLS` and `EMAIL_USE_SSL` come out `True`.'"""
    from django_cfg import EmailConfig

    assert "Cannot use both TLS and SSL simultaneously" in (PACKAGE / "models/services/email.py").read_text()
    for email in (EmailConfig(backend="smtp", use_ssl=True), EmailConfig(backend="smtp", use_ssl=True, use_tls=True)):
        settings = email.to_django_settings()
        assert settings["EMAIL_USE_TLS"] is True and settings["EMAIL_USE_SSL"] is True


def test_openai_key_prefix_message_and_empty_key() -> None:
    """'`OpenAI API key must start with 'sk-' or 'sk-proj-'`' ... 'An empty string is accepted'."""
    with pytest.raises(ValidationError, match="OpenAI API key must start with 'sk-' or 'sk-proj-'"):
        ApiKeys(openai="x" * 30)
    assert ApiKeys(openai="").openai is None


def test_security_domains_required_only_when_all_empty() -> None:
    """'`... security_domains REQUIRED in production!`' starts with `Failed to generate Django settings:`;
    '`security_domains` defaults to `["localhost", "127.0.0.1"]` and the two URLs default to `localhost`
    addresses, so you only see this after setting `security_domains=[]` and blanking both URLs'."""
    assert DjangoConfig.model_fields["security_domains"].default_factory() == ["localhost", "127.0.0.1"]
    settings_of(DjangoConfig(**base(security_domains=[])))  # the URLs still give domains
    with pytest.raises(ConfigurationError) as info:
        settings_of(DjangoConfig(**base(security_domains=[], api_url="", site_url="")))
    message = str(info.value)
    assert message.startswith("Failed to generate Django settings:")
    assert "security_domains REQUIRED in production!" in message


def test_production_hosts_cache_and_axes() -> None:
    """'In production, `ALLOWED_HOSTS` contains only the hosts from `security_domains` ..., `api_url` and
    `site_url`, plus patterns for private network addresses ... and the `.cluster.local` and `.svc`
    suffixes'; 'Bare entries in `security_domains` become `https://` origins'; 'Without `redis_url` (or
    `cache_default`), production uses `FileBasedCache`'; 'after `failure_limit` failures (5 in
    production'; 'django-cfg does not set `SECURE_PROXY_SSL_HEADER`'; Axes backend first."""
    settings = settings_of(DjangoConfig(**base(security_domains=["shop.example.com"], api_url="https://api.shop.example.com", site_url="")))
    hosts = settings["ALLOWED_HOSTS"]
    assert {"shop.example.com", "api.shop.example.com", ".cluster.local", ".svc"} <= set(hosts)
    assert any(h.startswith("^10\\.") for h in hosts) and any(h.startswith("^192\\.168") for h in hosts)
    assert "https://shop.example.com" in settings["CSRF_TRUSTED_ORIGINS"]
    assert settings["CACHES"]["default"]["BACKEND"] == "django.core.cache.backends.filebased.FileBasedCache"
    assert settings["AXES_FAILURE_LIMIT"] == 5
    assert "SECURE_PROXY_SSL_HEADER" not in settings
    assert settings["AUTHENTICATION_BACKENDS"][0] == "axes.backends.AxesStandaloneBackend"


def test_static_paths() -> None:
    """'django-cfg sets `STATIC_URL="/staticfiles/"`' with `STATIC_ROOT` `BASE_DIR/"staticfiles"` and
    `STATICFILES_DIRS` `BASE_DIR/"static"`."""
    settings = settings_of(DjangoConfig(**base(debug=True)))
    assert settings["STATIC_URL"] == "/staticfiles/"
    assert settings["STATIC_ROOT"].name == "staticfiles"
    assert [p.name for p in settings["STATICFILES_DIRS"]] == ["static"]


def test_rqworker_pool_wrapper_is_broken() -> None:
    """'django-cfg 1.5.108's `rqworker_pool` wrapper imports a module django-rq doesn't have'."""
    out = run_django(
        """
        import importlib
        try:
            importlib.import_module("django_cfg.apps.integrations.rq.management.commands.rqworker_pool")
            print("imported")
        except ModuleNotFoundError as error:
            print(error)
        """
    )
    assert "No module named 'django_rq.management.commands.rqworker_pool'" in out


def test_debug_warnings_switches() -> None:
    """'Set `debug_warnings=True` on your config or export `DJANGO_CFG_DEBUG_WARNINGS=1`'."""
    assert "debug_warnings" in DjangoConfig.model_fields
    assert "DJANGO_CFG_DEBUG_WARNINGS" in (PACKAGE / "core/debug/warnings_helper.py").read_text()
