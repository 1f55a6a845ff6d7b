"""Checks for docs/features/built-in-apps/user-management/otp-service.mdx."""

from __future__ import annotations

import json
import textwrap

from claims import run_django

ACCOUNTS = """
from django_cfg import DatabaseConfig, DjangoConfig

class C(DjangoConfig):
    project_name: str = "OTP"
    secret_key: str = "docs-example-secret-key-that-is-long-enough-for-validation"
    debug: bool = True
    root_urlconf: str = "claim_urls"
    enable_accounts: bool = True
    databases: dict = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}

config = C()
"""

URLS = """
import pathlib
pathlib.Path("claim_urls.py").write_text(
    "from django_cfg import add_django_cfg_urls\\nurlpatterns = add_django_cfg_urls([])\\n"
)
"""


def test_smtp_failures_alert_telegram_only_for_non_smtp_errors() -> None:
    """Warning "SMTP errors don't reach the caller": a refused SMTP login (SMTPException) and a
    timeout are logged as warnings with no Telegram alert; a refused connection is logged as an
    error and reaches the Telegram alert."""
    out = run_django(
        """
        import json, smtplib, socket, threading
        from django.core import mail
        from django_cfg.modules.django_email import service as email_service

        alerts, warnings = [], []
        email_service._notify_telegram_on_email_error = lambda msg, ctx=None: alerts.append(ctx["error_type"])
        email_service.logger.warning = lambda msg, *a, **k: warnings.append(msg)

        class Failing:
            error = None
            def __init__(self, *a, **k): pass
            def send_messages(self, messages): raise Failing.error

        mail.get_connection = lambda *a, **k: Failing()
        result = {}
        for name, error in {
            "auth": smtplib.SMTPAuthenticationError(535, b"bad credentials"),
            "timeout": socket.timeout("timed out"),
            "refused": ConnectionRefusedError(111, "Connection refused"),
        }.items():
            alerts.clear(); warnings.clear()
            Failing.error = error
            queued = email_service.DjangoEmailService().send_template(
                subject="Code", template_name="emails/base_email", context={}, recipient_list=["a@example.com"]
            )
            for thread in threading.enumerate():
                if thread is not threading.current_thread() and thread.daemon:
                    thread.join(timeout=5)
            result[name] = {"queued": queued, "alerts": list(alerts), "warned": bool(warnings)}
        print(json.dumps(result))
        """,
        config=ACCOUNTS,
    )
    result = json.loads(out.strip().splitlines()[-1])
    assert result["auth"] == {"queued": True, "alerts": [], "warned": True}, result
    assert result["timeout"] == {"queued": True, "alerts": [], "warned": True}, result
    assert result["refused"]["queued"] is True and result["refused"]["alerts"] == ["ConnectionRefusedError"], result


def test_service_and_endpoint_answers() -> None:
    """The method table and the endpoint tables: `request_otp` returns `(True, "success")` and
    `(False, "invalid_email")` for a blank address, reuses the active code ("Resending sends the same
    code"), a code is 6 digits valid for 10 minutes, a wrong code answers 400
    `{"error": "Invalid or expired OTP"}`, a used code is refused, and verify returns the user."""
    out = run_django(
        URLS
        + textwrap.dedent(
            """
        import json
        from datetime import timedelta
        from django.core.management import call_command
        call_command("migrate", verbosity=0)
        from django_cfg.modules.django_email.service import DjangoEmailService
        DjangoEmailService._send_in_background = lambda self, func, *a, **k: None
        from rest_framework.test import APIClient
        from django_cfg.apps.business.accounts.models import OTPSecret
        from django_cfg.apps.business.accounts.services import OTPService

        r = {}
        r["blank"] = list(OTPService.request_otp("   "))
        r["first"] = list(OTPService.request_otp("Ada@Example.com"))
        OTPService.request_otp("ada@example.com")
        codes = OTPSecret.objects.filter(email="ada@example.com", is_used=False)
        r["active_codes"] = codes.count()
        code = codes.get()
        r["code_digits"] = code.secret.isdigit() and len(code.secret) == 6
        r["ttl_minutes"] = round((code.expires_at - code.created_at) / timedelta(minutes=1))
        api = APIClient()
        wrong = "000000" if code.secret != "000000" else "111111"
        bad = api.post("/cfg/accounts/otp/verify/", {"identifier": "ada@example.com", "otp": wrong}, format="json")
        r["wrong"] = [bad.status_code, bad.json()]
        ok = api.post("/cfg/accounts/otp/verify/", {"identifier": "ada@example.com", "otp": code.secret}, format="json")
        r["ok"] = [ok.status_code, sorted(ok.json())]
        again = api.post("/cfg/accounts/otp/verify/", {"identifier": "ada@example.com", "otp": code.secret}, format="json")
        r["again"] = [again.status_code, again.json()]
        letters = api.post("/cfg/accounts/otp/verify/", {"identifier": "ada@example.com", "otp": "12ab56"}, format="json")
        r["letters"] = [letters.status_code, letters.json()]
        sent = api.post("/cfg/accounts/otp/request/", {"identifier": "bo@example.com"}, format="json")
        r["request"] = [sent.status_code, sent.json()]
        print(json.dumps(r))
        """
        ),
        config=ACCOUNTS,
    )
    r = json.loads(out.strip().splitlines()[-1])
    assert r["blank"] == [False, "invalid_email"]
    assert r["first"] == [True, "success"]
    assert r["active_codes"] == 1
    assert r["code_digits"] is True and r["ttl_minutes"] == 10
    assert r["wrong"] == [400, {"error": "Invalid or expired OTP"}]
    assert r["ok"][0] == 200 and {"access", "refresh", "user"} <= set(r["ok"][1])
    assert r["again"] == [400, {"error": "Invalid or expired OTP"}]
    assert r["letters"] == [400, {"otp": ["OTP must contain only digits."]}]
    assert r["request"] == [200, {"message": "OTP sent to your email address"}]
