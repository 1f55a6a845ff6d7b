"""Checks for docs/guides/email-delivery.mdx."""

from __future__ import annotations

from claims import read_only, run_django, settings_of
from django_cfg import DatabaseConfig, DjangoConfig, EmailConfig


def make(email: EmailConfig | None) -> DjangoConfig:
    return DjangoConfig(
        project_name="Mail",
        secret_key="k" * 60,
        debug=True,
        databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
        email=email,
    )


def test_defaults_console_backend_tls_on_timeout_30() -> None:
    """'`EmailConfig` defaults to `backend="console"`', '`use_tls` defaults to `True`' and
    'Lower `timeout` (default 30 seconds)'."""
    email = EmailConfig()
    assert email.backend == "console"
    assert email.use_tls is True
    assert email.timeout == 30
    assert settings_of(make(email))["EMAIL_BACKEND"] == "django.core.mail.backends.console.EmailBackend"


def test_use_ssl_alone_validates_and_django_refuses_it() -> None:
    """':::danger Port 465 needs `use_tls=False`': 'Setting only `use_ssl=True` leaves both on: the config
    validates, but Django's SMTP backend refuses to start with `ValueError: EMAIL_USE_TLS/EMAIL_USE_SSL are
    mutually exclusive`.'"""
    email = EmailConfig(backend="smtp", host="smtp.example.net", port=465, use_ssl=True)
    settings = settings_of(make(email))
    assert settings["EMAIL_USE_TLS"] is True and settings["EMAIL_USE_SSL"] is True
    out = run_django(
        """
        from django.core.mail import get_connection
        try:
            get_connection()
        except ValueError as error:
            print(error)
        """,
        config="""
        from django_cfg import DatabaseConfig, DjangoConfig, EmailConfig
        config = DjangoConfig(project_name="Mail", secret_key="k" * 60, debug=True,
            root_urlconf="api.urls",
            databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
            email=EmailConfig(backend="smtp", host="smtp.example.net", port=465, use_ssl=True))
        """,
    )
    assert "EMAIL_USE_TLS/EMAIL_USE_SSL are mutually exclusive" in out


def test_default_from_becomes_default_from_email() -> None:
    """'`None` as the sender uses `DEFAULT_FROM_EMAIL`, which django-cfg sets from `default_from`.'"""
    email = EmailConfig(backend="smtp", default_from="Acme <noreply@acme.example>")
    assert settings_of(make(email))["DEFAULT_FROM_EMAIL"] == email.default_from


def test_no_username_means_no_login_setting() -> None:
    """'`username=None` means Django does not log in at all'."""
    settings = settings_of(make(EmailConfig(backend="smtp", username=None, password=None)))
    assert "EMAIL_HOST_USER" not in settings and "EMAIL_HOST_PASSWORD" not in settings


def test_ssl_verify_false_switches_backend() -> None:
    """'`ssl_verify=False` switches to django-cfg's `UnverifiedSSLEmailBackend`'."""
    backend = settings_of(make(EmailConfig(backend="smtp", ssl_verify=False)))["EMAIL_BACKEND"]
    assert backend.endswith(".UnverifiedSSLEmailBackend")
    assert settings_of(make(EmailConfig(backend="smtp")))["EMAIL_BACKEND"] == "django.core.mail.backends.smtp.EmailBackend"


def test_email_none_writes_no_email_settings() -> None:
    """'**`email` is `None`.** django-cfg then writes no `EMAIL_*` settings'."""
    settings = settings_of(make(None))
    assert not [key for key in settings if key.startswith("EMAIL_")]


def test_test_email_default_address_and_user_creation() -> None:
    """'without `--email` it mails a hard-coded default address, and with it, it creates a user for the
    recipient address if none exists.'"""
    read_only("modules/django_email/management/commands/test_email.py", 25, 'default="')
    read_only("modules/django_email/management/commands/test_email.py", 49, "User.objects.get_or_create(")
