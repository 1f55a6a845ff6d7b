"""Checks for docs/guides/upgrading-to-2x/twilio.mdx (1.5.108 here, 2.3.348 through
`run_python_current`)."""

from __future__ import annotations

from claims import run_python, run_python_current

DEPENDENCIES = """
from importlib.metadata import requires
import django_cfg
print(sorted(r.split("<")[0].split(">")[0] for r in requires("django-cfg") if r.startswith(("twilio", "sendgrid")) and "extra" not in r))
print(hasattr(django_cfg, "TwilioConfig"), hasattr(django_cfg, "SendGridConfig"))
"""


def test_twilio_and_sendgrid_leave_the_package() -> None:
    """"In 2.3.348 that module, `TwilioConfig` and `SendGridConfig` are gone, and the `twilio` and
    `sendgrid` packages are no longer installed with django-cfg." """
    assert run_python(DEPENDENCIES).strip().splitlines()[-2:] == ["['sendgrid', 'twilio']", "True True"]
    assert run_python_current(DEPENDENCIES).strip().splitlines() == ["[]", "False False"]


def test_accounts_otp_is_email_only_and_twilio_log_is_dropped_on_2x() -> None:
    """"The accounts app of 2.3.348 still sends one-time codes, but by email only" and "The 1.5.108
    `TwilioResponse` log table was removed by the accounts migrations of 2.x"."""
    out = run_python_current(
        """
        import inspect
        from pathlib import Path
        import django_cfg
        root = Path(django_cfg.__file__).parent / "apps/system/accounts"
        source = (root / "services/otp_service/request.py").read_text()
        print("def request_otp(\\n    email: str," in source)
        last = (root / "migrations/0009_delete_twilioresponse.py").read_text()
        print("DeleteModel" in last and "TwilioResponse" in last)
        print(sorted(p.name for p in (Path(django_cfg.__file__).parent / "modules").iterdir() if "twilio" in p.name))
        """
    )
    assert out.strip().splitlines() == ["True", "True", "[]"]


def test_the_verify_calls_of_shop_sms_exist_in_the_twilio_sdk() -> None:
    """`shop/sms.py` calls `client.verify.v2.services(sid).verifications.create` and
    `.verification_checks.create` (the twilio SDK that 1.5.108 installs; nothing is sent)."""
    out = run_python(
        """
        from twilio.rest import Client
        service = Client("AC" + "0" * 32, "0" * 32).verify.v2.services("VA" + "0" * 32)
        print(callable(service.verifications.create), callable(service.verification_checks.create))
        """
    )
    assert out.strip() == "True True"
