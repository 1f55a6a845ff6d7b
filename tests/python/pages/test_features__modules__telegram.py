"""Checks for docs/features/modules/telegram.mdx."""

from __future__ import annotations

import json

import pytest

from claims import run_django


def test_own_calls_raise_without_a_token() -> None:
    """Warning 'Your own calls raise without a token': with `telegram=None`,
    `send_telegram_message(...)` raises `TelegramSendError: Failed to send Telegram message: Telegram is
    not configured` unless `fail_silently=True`, which returns `False`; `is_configured` is False."""
    out = run_django(
        """
        import json
        from django_cfg import send_telegram_message
        from django_cfg.modules.django_telegram import DjangoTelegram
        result = {"configured": DjangoTelegram().is_configured}
        try:
            send_telegram_message("hi")
        except Exception as error:
            result["error"] = f"{type(error).__name__}: {error}"
        result["silent"] = send_telegram_message("hi", fail_silently=True)
        print(json.dumps(result))
        """
    )
    result = json.loads(out.strip().splitlines()[-1])
    assert result == {
        "configured": False,
        "error": "TelegramSendError: Failed to send Telegram message: Telegram is not configured",
        "silent": False,
    }


def test_config_defaults_and_validation() -> None:
    """'`TelegramConfig` fields' table: parse_mode "HTML", disable_notification False,
    disable_web_page_preview False, timeout 30, max_retries 3, retry_delay 1.0; chat_id must not be 0;
    unknown fields are rejected."""
    from pydantic import ValidationError

    from django_cfg import TelegramConfig

    token = "123456:" + "A" * 35
    c = TelegramConfig(bot_token=token, chat_id=-100123)
    assert (c.parse_mode, c.disable_notification, c.disable_web_page_preview) == ("HTML", False, False)
    assert (c.timeout, c.max_retries, c.retry_delay, c.webhook_url, c.webhook_secret) == (30, 3, 1.0, None, None)
    with pytest.raises(ValidationError):
        TelegramConfig(bot_token=token, chat_id=0)
    with pytest.raises(ValidationError):
        TelegramConfig(bot_token=token, chat_id=1, colour="blue")
