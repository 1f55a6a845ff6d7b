"""Checks for docs/fundamentals/configuration/reference/services.mdx."""

from __future__ import annotations

from claims import PACKAGE, settings_of

from django_cfg import DatabaseConfig, DjangoConfig, EmailConfig, TelegramConfig


def test_use_tls_and_use_ssl_together_are_accepted() -> None:
    """"`EmailConfig` has a validator meant to refuse the pair. It never fires at 1.5.108"
    (audit: reference/services.mdx:38)."""
    email = EmailConfig(backend="smtp", host="smtp.example.com", use_tls=True, use_ssl=True)
    assert (email.use_tls, email.use_ssl) == (True, True)
    settings = settings_of(
        DjangoConfig(
            project_name="Alerts",
            secret_key="docs-reference-services-secret-key-0123456789-abcdefgh",
            databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
            email=email,
        )
    )
    assert (settings["EMAIL_USE_TLS"], settings["EMAIL_USE_SSL"]) == (True, True)


def test_telegram_config_setting_is_read_by_nothing() -> None:
    """"`TelegramConfig` is copied into a `TELEGRAM_CONFIG` setting, but nothing in the package reads that
    setting back: the Telegram module takes the bot token and chat id from the `telegram` field of the live
    `DjangoConfig` object" (audit: reference/services.mdx:38)."""
    settings = settings_of(
        DjangoConfig(
            project_name="Alerts",
            secret_key="docs-reference-services-secret-key-0123456789-abcdefgh",
            databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
            telegram=TelegramConfig(bot_token="123456789:ABCdefGhIJKlmNoPQRsTUVwxyZ1234567890", chat_id=-100123),
        )
    )
    assert settings["TELEGRAM_CONFIG"]["chat_id"] == -100123
    mentions = sorted(
        p.relative_to(PACKAGE).as_posix()
        for p in PACKAGE.rglob("*.py")
        if "TELEGRAM_CONFIG" in p.read_text(encoding="utf-8", errors="replace")
    )
    assert mentions == ["core/generation/integration_generators/third_party.py"]
    service = (PACKAGE / "modules/django_telegram/service.py").read_text(encoding="utf-8")
    assert "self.config.telegram" in service
