"""Checks for docs/features/modules/email.mdx."""

from __future__ import annotations

import json

from claims import run_django

EMAIL_FAILURE_PROBE = """
import json, smtplib, time
from django.conf import settings
from django.core.mail.backends.base import BaseEmailBackend
import django_cfg.modules.django_email.service as service

ERROR = None
class Raising(BaseEmailBackend):
    def send_messages(self, messages):
        raise ERROR

settings.EMAIL_BACKEND = "__main__.Raising"
alerts = []
service._notify_telegram_on_email_error = lambda msg, context=None: alerts.append(context.get("error_type"))

def attempt(method, error):
    global ERROR
    ERROR = error
    alerts.clear()
    svc = service.DjangoEmailService()
    if method == "send_simple":
        svc.send_simple("s", "m", ["a@example.com"])
    elif method == "send_html":
        svc.send_html("s", "<p>m</p>", ["a@example.com"])
    elif method == "send_template":
        svc.send_template("s", "emails/base_email", {"main_text": "m"}, ["a@example.com"])
    elif method == "send_with_attachments":
        svc.send_with_attachments("s", ["a@example.com"], [("a.csv", "x,y", "text/csv")], message="m")
    else:
        svc.send_multipart("s", ["a@example.com"], text_content="m")
    time.sleep(1.0)
    return list(alerts)

out = {
    "simple_smtp": attempt("send_simple", smtplib.SMTPAuthenticationError(535, b"bad login")),
    "simple_timeout": attempt("send_simple", TimeoutError("timed out")),
    "html_smtp": attempt("send_html", smtplib.SMTPServerDisconnected("gone")),
    "simple_refused": attempt("send_simple", ConnectionRefusedError(111, "refused")),
    "template_smtp": attempt("send_template", smtplib.SMTPRecipientsRefused({})),
    "attachments_smtp": attempt("send_with_attachments", smtplib.SMTPAuthenticationError(535, b"bad login")),
    "multipart_smtp": attempt("send_multipart", smtplib.SMTPAuthenticationError(535, b"bad login")),
}
print(json.dumps(out))
"""


def test_smtp_errors_and_timeouts_send_no_telegram_alert() -> None:
    """'How background sending behaves': 'For `send_simple`, `send_html` and `send_template`, a timeout
    or any `SMTPException` ... only logs a warning; no "Email Sending Error" alert reaches Telegram.
    Other errors, such as a refused connection, do post the alert ... `send_multipart` and the
    attachment methods built on it post the alert for every error (twice with the default
    `fail_silently=False`).'"""
    out = json.loads(run_django(EMAIL_FAILURE_PROBE).strip().splitlines()[-1])
    assert out["simple_smtp"] == []
    assert out["simple_timeout"] == []
    assert out["html_smtp"] == []
    assert out["template_smtp"] == []
    assert out["simple_refused"] == ["ConnectionRefusedError"]
    assert out["multipart_smtp"] == ["SMTPAuthenticationError"] * 2
    assert out["attachments_smtp"] == ["SMTPAuthenticationError"] * 2
