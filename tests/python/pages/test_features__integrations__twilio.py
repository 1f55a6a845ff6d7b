"""Checks for docs/features/integrations/twilio.mdx."""

from __future__ import annotations

import inspect

from claims import read_only, run_django, run_python

CONFIG = '''
from django_cfg import DatabaseConfig, DjangoConfig, SendGridConfig, TwilioConfig


class C(DjangoConfig):
    project_name: str = "Twilio claims"
    secret_key: str = "x" * 60
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
    twilio: TwilioConfig = TwilioConfig(
        account_sid="AC" + "0" * 32,
        auth_token="0" * 32,
        sendgrid=SendGridConfig(api_key="SG." + "0" * 66, from_email="noreply@acme.example"),
    )


config = C()
'''


def test_email_otp_from_send_email_otp_is_never_found_by_verify_otp() -> None:
    """Pitfall "Email codes from `send_email_otp()` can never be verified": even in one process,
    `verify_otp()` answers "OTP not found" for the code `send_email_otp()` just sent (audit row
    twilio.mdx:120,199). Only SendGrid's HTTP call is stubbed; the OTP store is the package's."""
    out = run_django(
        '''
        from unittest import mock
        from sendgrid import SendGridAPIClient
        from django_cfg.modules.django_twilio import send_email_otp, verify_otp

        with mock.patch.object(SendGridAPIClient, "send", return_value=mock.Mock(status_code=202, headers={})):
            ok, _message, code = send_email_otp("ana@acme.example")
            print(ok, code.isdigit())
            print(verify_otp("ana@acme.example", code))
        ''',
        CONFIG,
    )
    sent, verified = out.strip().split("\n")
    assert sent == "True True"
    assert verified == "(False, 'OTP not found. Please request a new code.')"


def test_configuration_reference_defaults() -> None:
    """The "Configuration reference" table's defaults and formats."""
    out = run_python(
        '''
        import json
        from django_cfg import SendGridConfig, TwilioConfig, TwilioVerifyConfig
        t = TwilioConfig(account_sid="AC" + "0" * 32, auth_token="0" * 32)
        v = TwilioVerifyConfig(service_sid="VA" + "0" * 32)
        s = SendGridConfig(api_key="SG." + "0" * 66, from_email="a@b.example")
        print(json.dumps({
            "region": t.region.value, "test_mode": t.test_mode, "debug_logging": t.debug_logging,
            "timeout": [t.request_timeout, t.max_retries, t.retry_delay],
            "channels": [v.default_channel.value, [c.value for c in v.fallback_channels]],
            "code": [v.code_length, v.ttl_seconds, v.max_attempts],
            "sendgrid": [s.from_name, s.default_subject, s.otp_template_id],
            "pattern_sid": TwilioConfig.model_fields["account_sid"].metadata[-1].pattern,
            "pattern_verify": TwilioVerifyConfig.model_fields["service_sid"].metadata[-1].pattern,
        }))
        '''
    )
    import json

    got = json.loads(out)
    assert got["region"] == "us1"
    assert got["test_mode"] is False and got["debug_logging"] is False
    assert got["timeout"] == [30, 3, 1.0]
    assert got["channels"] == ["sms", ["sms"]]
    assert got["code"] == [6, 600, 5]
    assert got["sendgrid"] == ["OTP Service", "Your verification code", None]
    assert got["pattern_sid"] == r"^AC[a-f0-9]{32}$"
    assert got["pattern_verify"] == r"^VA[a-f0-9]{32}$"


def test_strict_formats_fail_fast_naming_the_field() -> None:
    """Pitfall "Strict formats": a malformed SID fails with a validation message naming the field."""
    out = run_python(
        '''
        from pydantic import ValidationError
        from django_cfg import TwilioConfig
        try:
            TwilioConfig(account_sid="AC123", auth_token="0" * 32)
        except ValidationError as error:
            print(error.errors()[0]["loc"][0])
        '''
    )
    assert out.strip() == "account_sid"


def test_send_sms_and_whatsapp_default_senders() -> None:
    """Pitfall "Pass `from_number`": without it `send_sms()` uses a hard-coded number and
    `send_whatsapp()` Twilio's WhatsApp sandbox number."""
    read_only("modules/django_twilio/simple_service.py", 198, "from_number = '+12297021650'")
    read_only("modules/django_twilio/simple_service.py", 116, "from_number = 'whatsapp:+14155238886'")


def test_callbacks_unsigned_without_twilio_config() -> None:
    """Pitfall "Callbacks are unsigned when Twilio is not configured": the viewset's signature check
    returns True when the project has no `twilio` config."""
    read_only("apps/business/accounts/views/webhook.py", 50, "if not config or not hasattr(config, 'twilio') or not config.twilio")
    read_only("apps/business/accounts/views/webhook.py", 52, "return True")


def test_webhook_url_is_not_passed_to_the_client() -> None:
    """"`TwilioConfig.webhook_url` is stored and never sent to Twilio": the client is built from
    username, password and region only, and `send_sms()` has no callback parameter."""
    read_only("modules/django_twilio/base.py", 102, "self._twilio_client = Client(")
    read_only("modules/django_twilio/base.py", 105, 'region=client_config.get("region")')
    from django_cfg.modules.django_twilio.simple_service import SimpleTwilioService

    params = inspect.signature(SimpleTwilioService.send_sms_message).parameters
    assert "status_callback" not in params
