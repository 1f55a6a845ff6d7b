"""Checks for docs/fundamentals/configuration/email.mdx."""

from __future__ import annotations

import pytest
from claims import run_python, settings_of

from django_cfg import DatabaseConfig, DjangoConfig, EmailConfig


def test_tls_and_ssl_together_are_accepted() -> None:
    """Pitfall "TLS and SSL together": the check meant to reject use_tls=True with use_ssl=True
    does not fire at this version."""
    email = EmailConfig(use_tls=True, use_ssl=True)
    settings = EmailConfig(backend="smtp", use_tls=True, use_ssl=True).to_django_settings()
    assert email.use_tls and email.use_ssl
    assert settings["EMAIL_USE_TLS"] is True and settings["EMAIL_USE_SSL"] is True


def test_use_tls_defaults_to_true() -> None:
    """"Because `use_tls` defaults to `True`, pass `use_tls=False` whenever you set `use_ssl=True`"."""
    assert EmailConfig.model_fields["use_tls"].default is True
    assert EmailConfig.model_fields["use_ssl"].default is False


def test_unprefixed_environment_variables_leak_into_unset_fields(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pitfall "Environment variables leak into unset fields": a platform variable such as
    `PORT=8000` becomes the SMTP port if you leave `port` out."""
    monkeypatch.setenv("PORT", "8000")
    monkeypatch.setenv("HOST", "leaked.example")
    printed = run_python(
        """
        from django_cfg import EmailConfig
        email = EmailConfig(backend="smtp")
        print(email.port, email.host)
        print(EmailConfig(backend="smtp", port=587).port)
        """
    )
    assert printed.split("\n")[:2] == ["8000 leaked.example", "587"]


def test_unknown_fields_are_ignored() -> None:
    """Pitfall "Unknown fields are ignored": `EmailConfig(hostname="…")` silently keeps
    `host="localhost"`, unlike DjangoConfig, which forbids unknown fields."""
    email = EmailConfig(hostname="smtp.example.com")
    assert email.host == "localhost"
    assert not hasattr(email, "hostname")
    assert DjangoConfig.model_config["extra"] == "forbid"


def test_invalid_backend_prints_then_raises() -> None:
    """Pitfall "Invalid backends print twice": a formatted block starting with
    `❌ Django Configuration Validation Errors:`, then Pydantic's ValidationError with
    `Email backend must be one of: ['smtp', 'console', 'file', 'memory', 'dummy']`."""
    printed = run_python(
        """
        import pydantic
        from django_cfg import EmailConfig
        try:
            EmailConfig(backend="sendmail")
        except pydantic.ValidationError as error:
            print("RAISED", type(error).__module__, error.errors()[0]["msg"])
        """
    )
    assert "❌ Django Configuration Validation Errors:" in printed
    raised = [line for line in printed.split("\n") if line.startswith("RAISED")]
    assert raised and "Email backend must be one of: ['smtp', 'console', 'file', 'memory', 'dummy']" in raised[0]
    assert printed.index("❌ Django Configuration Validation Errors:") < printed.index("RAISED")


def test_admin_email_feeds_admins_and_managers() -> None:
    """"`admin_email`, when given, adds `ADMINS` and `MANAGERS`" / "`admin_email` on `EmailConfig`
    feeds the second source" (Django's ADMINS)."""
    settings = EmailConfig(backend="console", admin_email="ops@northwind.example").to_django_settings()
    assert settings["ADMINS"] == [("Admin", "ops@northwind.example")]
    assert settings["MANAGERS"] == [("Manager", "ops@northwind.example")]
    assert "ADMINS" not in EmailConfig(backend="console").to_django_settings()


def test_quick_example_generates_the_shown_settings() -> None:
    """The "This produces:" block of the quick example (backend, host, port, TLS, timeout, sender)."""

    class ShopConfig(DjangoConfig):
        project_name: str = "Northwind Shop"
        secret_key: str = "x" * 60
        databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
        email: EmailConfig | None = EmailConfig(
            backend="smtp",
            host="smtp.postmarkapp.com",
            port=587,
            username="token",
            password="token",
            use_tls=True,
            use_ssl=False,
            default_from="Northwind Shop <orders@northwind.example>",
            admin_email="ops@northwind.example",
        )

    settings = settings_of(ShopConfig())
    assert settings["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"
    assert (settings["EMAIL_HOST"], settings["EMAIL_PORT"]) == ("smtp.postmarkapp.com", 587)
    assert (settings["EMAIL_USE_TLS"], settings["EMAIL_USE_SSL"], settings["EMAIL_TIMEOUT"]) == (True, False, 30)
    assert settings["DEFAULT_FROM_EMAIL"] == "Northwind Shop <orders@northwind.example>"
    assert settings["ADMINS"] == [("Admin", "ops@northwind.example")]
